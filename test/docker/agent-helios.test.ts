// The built-in agent end to end: real AI SDK providers against the loopback fake model server,
// real Docker. Tasks are no-network: the model is called from the host, the container stays sealed.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { loadTask } from '../../src/task/load.js'
import { runBenchmark } from '../../src/run/runner.js'
import { parseAttemptResult } from '../../src/results/attempt-result.js'
import { HELIOS_VERSION } from '../../src/version.js'
import type { Task } from '../../src/task/types.js'
import { startModelServer, TURN_USAGE } from '../harness/model-server/index.js'
import { makeTask, makeTempDir, removeDir } from '../fixtures/tasks.js'
import { managedContainers, rid } from '../fixtures/docker.js'
import { filesContaining, readTrajectory } from '../fixtures/output-files.js'

const KEY = 'sk-helios-test-3f9a7c'
const EXAMPLE = resolve('tasks/audit-access-log')

let root: string
let out: string
let sealed: Task
beforeAll(async () => {
  root = await makeTempDir()
  out = await makeTempDir('helios-out-')
  sealed = await makeTask(root, { name: 'sealed', toml: '[environment]\nnetwork_mode = "no-network"\n' })
})
afterAll(async () => {
  await removeDir(root)
  await removeDir(out)
})
afterEach(async () => {
  expect(await managedContainers()).toEqual([])
})

/** Host variables that point each provider at the fake. */
const PROVIDERS = [
  {
    model: 'anthropic/claude-sonnet-4-5',
    env: (url: string) => ({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: url }),
    priced: true,
  },
  {
    model: 'openai/gpt-5',
    env: (url: string) => ({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: `${url}/v1` }),
    priced: true,
  },
  {
    model: 'gemini/gemini-2.5-pro',
    env: (url: string) => ({ GEMINI_API_KEY: KEY, GOOGLE_GEMINI_BASE_URL: url }),
    priced: true,
  },
  {
    model: 'openai-compatible/qwen3-coder',
    env: (url: string) => ({ OPENAI_COMPATIBLE_API_KEY: KEY, OPENAI_COMPATIBLE_BASE_URL: `${url}/v1` }),
    priced: false,
  },
]

describe.each(PROVIDERS)('helios agent with $model', ({ model, env, priced }) => {
  it('solves an example task through the fake, leaves a trajectory and usage, never writes the key', async () => {
    const task = await loadTask(EXAMPLE, resolve('tasks'))
    const solve = await readFile(join(EXAMPLE, 'solution/solve.sh'), 'utf8')
    const server = await startModelServer({ apiKey: KEY, script: [{ bash: solve }, { text: 'Done.' }] })
    try {
      const runId = rid(`helios-${model.split('/')[0]}`)
      const summary = await runBenchmark({
        tasks: [task],
        agent: { name: 'helios' },
        model,
        outputDir: out,
        runId,
        hostEnv: { ...env(server.url) },
      })
      expect(summary.totals).toMatchObject({ attempts: 1, passed: 1, errors: 0 })
      const attemptDir = join(out, runId, '001_audit-access-log', 'attempt_001')
      const result = parseAttemptResult(
        await readFile(join(attemptDir, 'result.json'), 'utf8'),
        'result.json',
      )
      expect(result.usage).toMatchObject({ turns: 2 })
      expect(result.usage!.input_tokens).toBeGreaterThan(0)
      expect(result.usage!.output_tokens).toBeGreaterThan(0)
      expect(result.usage!.cost_usd === null).toBe(!priced)
      expect(summary.totals.usage).toEqual(result.usage)
      const { trajectory, calls, outputOf } = await readTrajectory(attemptDir)
      expect(calls).toHaveLength(1)
      expect(calls[0]).toMatchObject({ function_name: 'bash', arguments: { command: solve } })
      expect(outputOf(calls[0]!.tool_call_id)).toMatch(/\[exit code 0\]/)
      expect(trajectory.steps.at(-1)).toMatchObject({ source: 'agent', message: 'Done.' })
      expect(trajectory.agent).toEqual({ name: 'helios', version: HELIOS_VERSION, model_name: model })
      // Tokens per step as the model server reported them, summed in final_metrics as in result.json.
      const metrics = trajectory.steps.flatMap((s) => (s.metrics ? [s.metrics] : []))
      expect(metrics.map((m) => m.completion_tokens)).toEqual([TURN_USAGE.output, TURN_USAGE.output])
      expect(trajectory.final_metrics).toMatchObject({
        total_prompt_tokens: result.usage!.input_tokens,
        total_completion_tokens: result.usage!.output_tokens,
      })
      expect(await filesContaining(join(out, runId), KEY)).toEqual([])
      expect(server.requests).toHaveLength(2)
      for (const request of server.requests) {
        expect(request.model).toBe(model.slice(model.indexOf('/') + 1))
        expect(request.auth?.value).toContain(KEY)
      }
    } finally {
      await server.close()
    }
  })
})

describe('helios agent failures', () => {
  it('fails the task when the model gives up', async () => {
    const server = await startModelServer({ apiKey: KEY, script: [{ text: 'I cannot do this.' }] })
    try {
      const summary = await runBenchmark({
        tasks: [sealed],
        agent: { name: 'helios' },
        model: 'anthropic/claude-sonnet-4-5',
        outputDir: out,
        runId: rid('helios-give-up'),
        hostEnv: { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: server.url },
      })
      expect(summary.totals).toMatchObject({ passed: 0, failed: 1, errors: 0 })
    } finally {
      await server.close()
    }
  })

  it('stops the run on a bad key: one request, one clear reason for every attempt', async () => {
    const server = await startModelServer({ apiKey: KEY, script: [{ text: 'never' }] })
    try {
      const summary = await runBenchmark({
        tasks: [sealed],
        agent: { name: 'helios' },
        model: 'openai/gpt-5',
        attempts: 4,
        concurrency: 1,
        outputDir: out,
        runId: rid('helios-bad-key'),
        hostEnv: { OPENAI_API_KEY: 'sk-wrong', OPENAI_BASE_URL: `${server.url}/v1` },
      })
      expect(summary.totals).toMatchObject({ attempts: 4, errors: 4 })
      const reasons = summary.tasks[0]!.reasons
      expect(reasons).toHaveLength(2)
      const first = reasons.find((r) => r.count === 1)!.reason
      expect(first).toMatch(/^model API: authentication failed \(HTTP 401\)/)
      expect(reasons.find((r) => r.count === 3)!.reason).toBe(`not started: ${first}`)
      expect(server.requests).toHaveLength(1)
    } finally {
      await server.close()
    }
  })

  /**
   * One run of the built-in agent (Anthropic) against a fake with `fault`, k attempts one at a time.
   * One model API retry per call, not four: the same rules, without 30 s of back-off per attempt.
   */
  async function faulty(
    name: string,
    options: Parameters<typeof startModelServer>[0],
    attempts: number,
    url?: string,
  ) {
    const server = await startModelServer(options)
    try {
      const runId = rid(`helios-${name}`)
      const summary = await runBenchmark({
        tasks: [sealed],
        agent: { name: 'helios', limits: { maxRetries: 1 } },
        model: 'anthropic/claude-sonnet-4-5',
        attempts,
        concurrency: 1,
        outputDir: out,
        runId,
        hostEnv: { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: url ?? server.url },
      })
      const runDir = join(out, runId)
      const results = await Promise.all(
        Array.from({ length: attempts }, async (_, i) =>
          parseAttemptResult(
            await readFile(join(runDir, '001_sealed', `attempt_00${i + 1}`, 'result.json'), 'utf8'),
            'result.json',
          ),
        ),
      )
      expect(await filesContaining(runDir, KEY)).toEqual([])
      return { summary, results, requests: [...server.requests] }
    } finally {
      await server.close()
    }
  }

  it('a server answering 500 forever: three errors in a row, then no attempt starts; the summary says why', async () => {
    const { summary, results } = await faulty(
      '500-forever',
      { apiKey: KEY, script: [{ text: 'x' }], fault: { answer: 500 } },
      5,
    )
    expect(results.map((r) => r.status)).toEqual(['error', 'error', 'error', 'error', 'error'])
    for (const r of results.slice(0, 3))
      expect(r.reason).toMatch(/^model API: still failing after retries \(HTTP 500\)/)
    for (const r of results.slice(3))
      expect(r.reason).toMatch(
        /^not started: 3 attempts in a row ended in an agent error, the last: model API: /,
      )
    expect(summary.stopped?.reason).toMatch(/^3 attempts in a row/)
    expect(summary.stopped?.not_started.map((a) => a.attempt)).toEqual([4, 5])
  })

  it('a key rejected on the 2nd request only: authentication, the run stops at once', async () => {
    const script = [{ bash: 'touch /tmp/done' }, { text: 'Done.' }]
    const { results, requests } = await faulty(
      'auth-2nd',
      { apiKey: KEY, script, fault: { from: 1, answer: 'unauthorized' } },
      2,
    )
    expect(requests.map((r) => r.status)).toEqual([200, 401])
    expect(results[0]).toMatchObject({
      status: 'error',
      reason: expect.stringMatching(/authentication failed \(HTTP 401\)/),
    })
    expect(results[1]!.reason).toMatch(/^not started: model API: authentication failed/)
  })

  it('a model server nothing listens on: unreachable, the run stops at once', async () => {
    const { results, summary } = await faulty(
      'unreachable',
      { apiKey: KEY, script: [{ text: 'x' }] },
      2,
      'http://127.0.0.1:9',
    )
    expect(results[0]).toMatchObject({
      status: 'error',
      reason: expect.stringMatching(/^model API: server unreachable: /),
    })
    expect(summary.stopped?.not_started).toEqual([
      { task_name: 'sealed', task_id: expect.stringMatching(/^sealed@/), attempt: 2 },
    ])
  })

  it('an answer that is not JSON, and an exhausted credit: an error each, only the credit stops the run', async () => {
    const malformed = await faulty(
      'malformed',
      { apiKey: KEY, script: [{ text: 'x' }], fault: { answer: 'malformed' } },
      2,
    )
    expect(malformed.results.map((r) => r.status)).toEqual(['error', 'error'])
    expect(malformed.summary.stopped).toBeNull()
    const quota = await faulty(
      'quota',
      { apiKey: KEY, script: [{ text: 'x' }], fault: { answer: 'quota' } },
      2,
    )
    expect(quota.results[0]!.reason).toMatch(/quota or credit exhausted \(HTTP 400\): .*credit balance/)
    expect(quota.results[1]!.reason).toMatch(/^not started: /)
  })

  it('refuses to start without its key: no folder, no container', async () => {
    const runId = rid('helios-no-key')
    await expect(
      runBenchmark({
        tasks: [sealed],
        agent: { name: 'helios' },
        model: 'anthropic/claude-sonnet-4-5',
        outputDir: out,
        runId,
        hostEnv: {},
      }),
    ).rejects.toThrow(/^agent helios needs ANTHROPIC_API_KEY/)
    expect(existsSync(join(out, runId))).toBe(false)
  })

  it('retries a 429 as retry-after says, then passes', async () => {
    const server = await startModelServer({
      apiKey: KEY,
      script: [{ bash: 'touch /tmp/done' }, { text: 'Done.' }],
      failFirst: { status: 429, count: 1, retryAfterSec: 1 },
    })
    try {
      const summary = await runBenchmark({
        tasks: [sealed],
        agent: { name: 'helios' },
        model: 'anthropic/claude-sonnet-4-5',
        outputDir: out,
        runId: rid('helios-429'),
        hostEnv: { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: server.url },
      })
      expect(summary.totals).toMatchObject({ passed: 1, errors: 0 })
      expect(server.requests.map((r) => r.status)).toEqual([429, 200, 200])
    } finally {
      await server.close()
    }
  })

  it('ends the agent phase at the task timeout while the model is still answering', async () => {
    const server = await startModelServer({
      apiKey: KEY,
      script: [{ text: 'slow '.repeat(200) }],
      slowMs: 200,
    })
    try {
      const summary = await runBenchmark({
        tasks: [sealed],
        agent: { name: 'helios' },
        model: 'anthropic/claude-sonnet-4-5',
        outputDir: out,
        runId: rid('helios-slow'),
        timeoutMultiplier: 2 / 600, // the default 600 s agent timeout becomes 2 s
        hostEnv: { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: server.url },
      })
      const result = parseAttemptResult(
        await readFile(join(out, rid('helios-slow'), '001_sealed', 'attempt_001', 'result.json'), 'utf8'),
        'result.json',
      )
      expect(result.timed_out.agent).toBe(true)
      expect(summary.totals).toMatchObject({ passed: 0, failed: 1 })
    } finally {
      await server.close()
    }
  })
})

describe('run budget', () => {
  it('once the finished attempts used the tokens, no attempt starts; those are listed, not recorded, not failures', async () => {
    // Each attempt is one model call: 1,280 tokens (TURN_USAGE). The second one spends 2,000.
    const server = await startModelServer({ apiKey: KEY, script: [{ text: 'I cannot do this.' }] })
    try {
      const runId = rid('helios-budget')
      const summary = await runBenchmark({
        tasks: [sealed],
        agent: { name: 'helios' },
        model: 'anthropic/claude-sonnet-4-5',
        attempts: 4,
        concurrency: 1,
        outputDir: out,
        runId,
        budget: { maxTokens: 2000 },
        hostEnv: { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: server.url },
      })
      expect(server.requests).toHaveLength(2)
      expect(summary.totals).toMatchObject({ attempts: 2, failed: 2, errors: 0 })
      expect(summary.tasks[0]!.statuses).toEqual(['failed', 'failed'])
      expect(summary.stopped).toEqual({
        reason: 'stopped by budget: the run has used 2,560 tokens of its 2,000',
        cause: 'budget',
        attempts_planned: 4,
        not_started: [
          { task_name: 'sealed', task_id: summary.tasks[0]!.task_id, attempt: 3 },
          { task_name: 'sealed', task_id: summary.tasks[0]!.task_id, attempt: 4 },
        ],
      })
      // Run in part: out of the run's pass@k, named as such.
      expect(summary.tasks[0]!.unfinished).toBe(2)
      expect(summary.totals).toMatchObject({ tasks: 0, unfinished_tasks: 1, pass_at_k: {} })
      // Not run is not recorded: a resume would run them.
      expect(existsSync(join(out, runId, '001_sealed', 'attempt_003', 'result.json'))).toBe(false)
    } finally {
      await server.close()
    }
  })
})
