// Model API faults as each installed CLI meets them, against the loopback fake: each must end as an
// `error` naming its cause (never a `failed` task with reward 0), and a fault that will not heal
// must stop the run's later attempts, with the summary saying why. No key may reach any file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { loadTask } from '../../src/task/load.js'
import { parseAttemptResult } from '../../src/results/attempt-result.js'
import type { AttemptResult } from '../../src/results/types.js'
import type { Task } from '../../src/task/types.js'
import { CLIS, KEY, runInstalledCli, type Cli, type CliRun } from '../fixtures/agent-clis.js'
import { makeTask, makeTempDir, removeDir } from '../fixtures/tasks.js'
import { managedContainers } from '../fixtures/docker.js'
import { filesContaining } from '../fixtures/output-files.js'

/** A port nothing listens on (TCP port 9, discard, is never served here): connections are refused. */
const CLOSED = 'http://127.0.0.1:9'

/**
 * Agent timeout multipliers (of the task's 120 s) where a CLI retries without end: Codex waits for
 * the network forever, OpenCode asks again at once for an answer it cannot read. Elsewhere each
 * ends on its own retries (up to 90 s: Cline, Gemini CLI and OpenCode back off for long).
 */
const ENDLESS: Record<string, Partial<Record<'unreachable' | 'malformed', number>>> = {
  codex: { unreachable: 0.15 },
  // opencode retries a malformed answer until stopped; under two busy test files it needs ~40 s to ask at all.
  opencode: { malformed: 0.7 },
}
/** CLIs whose 500-forever attempt takes over a minute: one attempt of them fits the test's time. */
const SLOW_RETRIES = new Set(['cline', 'copilot-cli', 'gemini-cli', 'opencode', 'qwen-code'])
/**
 * Where a case checks how a fault is classified, not how long a CLI may take: the agent timeout
 * (120 s × this) must not end the attempt first. Beside a busy test file OpenCode's retries on a
 * 500 went past 120 s (248 s for the case in CI), and the attempt read `failed` (timed out).
 */
const UNHURRIED = 4

let root: string
let out: string
let example: Task
beforeAll(async () => {
  root = await makeTempDir()
  out = await makeTempDir('helios-out-')
  example = await loadTask(resolve('tasks/word-frequency'), resolve('tasks'))
})
afterAll(async () => {
  await removeDir(root)
  await removeDir(out)
})
afterAll(async () => {
  expect(await managedContainers()).toEqual([])
})

const tried = new Map<string, number>()
/**
 * The CLIs are not ours and now and then misbehave under load (see agents-installed.test.ts): each
 * case gets one retry.
 */
const RETRY = { retry: 1 }

/**
 * One run, then no container of it left. The cases run at once (most of their time is the CLIs'
 * own back-off between retries), so each checks its own run's containers, not the engine's.
 */
async function run(cli: Cli, name: string, options: Partial<CliRun> = {}) {
  // A retried case runs into a fresh run folder of its own.
  const tries = (tried.get(`${cli.agent}/${name}`) ?? 0) + 1
  tried.set(`${cli.agent}/${name}`, tries)
  if (tries > 1) name = `${name}-try${tries}`
  const ran = await runInstalledCli(cli, {
    out,
    tasks: [example],
    script: [{ text: 'Done.' }],
    name,
    ...options,
  })
  expect((await managedContainers()).filter((c) => c.startsWith(`${ran.runId}/`))).toEqual([])
  return ran
}

async function results(runDir: string, attempts: number): Promise<AttemptResult[]> {
  const read = async (n: number) =>
    parseAttemptResult(
      await readFile(join(runDir, '001_word-frequency', `attempt_00${n}`, 'result.json'), 'utf8'),
      'result.json',
    )
  return Promise.all(Array.from({ length: attempts }, (_, i) => read(i + 1)))
}

describe.concurrent.each(CLIS)('$agent', (cli) => {
  it(
    'a key rejected on the 2nd request only: error naming authentication, the run stops, the summary says why',
    RETRY,
    async () => {
      const { summary, runDir, requests } = await run(cli, 'auth-2nd', {
        script: [{ bash: 'ls' }, { text: 'Done.' }],
        fault: { from: 1, answer: 'unauthorized' },
        attempts: 2,
      })
      expect(requests[0]!.status).toBe(200)
      const [first, second] = await results(runDir, 2)
      expect(first).toMatchObject({
        status: 'error',
        reason: expect.stringMatching(/^model API: authentication failed/),
      })
      expect(second!.reason).toMatch(/^not started: model API: authentication failed/)
      expect(summary.stopped).toEqual({
        reason: first!.reason,
        cause: 'agent',
        attempts_planned: 2,
        not_started: [{ task_name: 'word-frequency', task_id: summary.tasks[0]!.task_id, attempt: 2 }],
      })
      expect(await filesContaining(runDir, KEY)).toEqual([])
    },
  )

  it(
    'a server answering 500 forever: an error naming it, not a failed task; the next attempt still runs',
    RETRY,
    async () => {
      const attempts = SLOW_RETRIES.has(cli.agent) ? 1 : 2
      const { summary, runDir } = await run(cli, 'http-500', {
        fault: { answer: 500 },
        attempts,
        timeoutMultiplier: UNHURRIED,
      })
      const ended = await results(runDir, attempts)
      for (const result of ended) {
        expect(result.status).toBe('error')
        expect(result.reason).toMatch(/^model API: still failing after retries/)
      }
      expect(summary.stopped).toBeNull()
      expect(await filesContaining(runDir, KEY)).toEqual([])
    },
  )

  it('an answer that is not JSON: an error of the model API, not a failed task', RETRY, async () => {
    const { summary, runDir } = await run(cli, 'malformed', {
      fault: { answer: 'malformed' },
      timeoutMultiplier: ENDLESS[cli.agent]?.malformed,
    })
    const [result] = await results(runDir, 1)
    expect(result).toMatchObject({ status: 'error', reason: expect.stringMatching(/^model API: /) })
    expect(summary.totals).toMatchObject({ failed: 0, errors: 1 })
  })

  it('a model server nothing answers on: an error naming it unreachable, the run stops', RETRY, async () => {
    const { summary, runDir, requests } = await run(cli, 'unreachable', {
      url: CLOSED,
      attempts: 2,
      timeoutMultiplier: ENDLESS[cli.agent]?.unreachable,
    })
    expect(requests).toEqual([])
    const [first, second] = await results(runDir, 2)
    expect(first).toMatchObject({
      status: 'error',
      reason: expect.stringMatching(/^model API: server unreachable/),
    })
    expect(second!.reason).toMatch(/^not started: model API: server unreachable/)
    expect(summary.stopped?.not_started).toHaveLength(1)
  })
})

describe.concurrent('claude-code and codex', () => {
  it.each(CLIS.filter((c) => c.agent === 'claude-code' || c.agent === 'codex'))(
    '$agent: an exhausted quota or credit is an error that stops the run',
    async (cli) => {
      const { runDir } = await run(cli, 'quota', { fault: { answer: 'quota' }, attempts: 2 })
      const [first, second] = await results(runDir, 2)
      expect(first).toMatchObject({
        status: 'error',
        reason: expect.stringMatching(/quota or credit exhausted/),
      })
      expect(second!.reason).toMatch(/^not started: /)
    },
  )

  it('claude-code: a server that hangs ends at the agent timeout as a failed attempt, and the run goes on', async () => {
    const cli = CLIS.find((c) => c.agent === 'claude-code')!
    const { summary, runDir } = await run(cli, 'hang', {
      fault: { answer: 'hang' },
      attempts: 2,
      timeoutMultiplier: 0.05,
    })
    const attempts = await results(runDir, 2)
    for (const result of attempts)
      expect(result).toMatchObject({ status: 'failed', timed_out: { agent: true } })
    expect(summary.stopped).toBeNull()
  })

  it('claude-code: three attempts in a row on a failing server stop the run; the fourth is not started', async () => {
    const cli = CLIS.find((c) => c.agent === 'claude-code')!
    const { summary, runDir } = await run(cli, 'streak', { fault: { answer: 500 }, attempts: 4 })
    const attempts = await results(runDir, 4)
    expect(attempts.map((r) => r.status)).toEqual(['error', 'error', 'error', 'error'])
    expect(attempts[3]!.reason).toMatch(
      /^not started: 3 attempts in a row ended in an agent error, the last: model API: still failing/,
    )
    expect(summary.stopped?.not_started).toEqual([
      { task_name: 'word-frequency', task_id: summary.tasks[0]!.task_id, attempt: 4 },
    ])
  })
})

describe('a CLI that dies before its first model request', () => {
  it('gemini-cli with a NODE_OPTIONS its Node refuses (set by the task image): an error naming the exit', async () => {
    const cli = CLIS.find((c) => c.agent === 'gemini-cli')!
    const task = await makeTask(root, {
      name: 'node-options',
      toml: '[environment.env]\nNODE_OPTIONS = "--no-such-node-flag"\n',
    })
    const { summary, runDir, requests } = await run(cli, 'crash', { tasks: [task] })
    expect(requests).toEqual([])
    const result = parseAttemptResult(
      await readFile(join(runDir, '001_node-options', 'attempt_001', 'result.json'), 'utf8'),
      'result.json',
    )
    expect(result.status).toBe('error')
    expect(result.reason).toMatch(/^agent exited \d+ before any model request: .*no-such-node-flag/)
    expect(summary.totals.failed).toBe(0)
  })
})
