// ACP agents end to end, one short task and k=1 each: the scripted fake agent as `-a acp:<path>`
// (found on the host, mounted with a Node), and two real adapters from npm (claude-agent-acp, gemini-acp)
// installed into the shared agent cache and driven against the loopback fake model server.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { loadTask } from '../../src/task/load.js'
import { runBenchmark } from '../../src/run/runner.js'
import type { Task } from '../../src/task/types.js'
import { startModelServer } from '../harness/model-server/index.js'
import { CACHE, KEY } from '../fixtures/agent-clis.js'
import { FAKE_ACP_AGENT } from '../fixtures/acp-local.js'
import { makeTask, makeTempDir, removeDir } from '../fixtures/tasks.js'
import { managedContainers, rid } from '../fixtures/docker.js'
import { filesContaining, readTrajectory } from '../fixtures/output-files.js'

let root: string
let out: string
let example: Task
let solve: string
let answerTask: Task
beforeAll(async () => {
  root = await makeTempDir()
  out = await makeTempDir('helios-out-')
  example = await loadTask(resolve('tasks/word-frequency'), resolve('tasks'))
  solve = await readFile(resolve('tasks/word-frequency/solution/solve.sh'), 'utf8')
  answerTask = await makeTask(root, {
    name: 'acp-answer',
    toml: '[environment]\nworkdir = "/workspace"\n[agent]\ntimeout_sec = 60',
    dockerfile: 'FROM helios-base:bookworm\nRUN mkdir -p /workspace && chmod 777 /workspace\n',
    instruction: 'Write 42 into answer.txt.\n',
    test: '[ "$(cat /workspace/answer.txt)" = 42 ] && echo 1 > /logs/verifier/reward.txt || echo 0 > /logs/verifier/reward.txt',
  })
})
afterAll(async () => {
  await removeDir(root)
  await removeDir(out)
  expect(await managedContainers()).toEqual([])
})
vi.setConfig({ maxConcurrency: 2 })

describe.concurrent('ACP agents', () => {
  it('acp:<path>: the fake agent found on the host writes its answer in the workdir, its session recorded', async () => {
    const runId = rid('acp-fake')
    const summary = await runBenchmark({
      tasks: [answerTask],
      agent: { name: `acp:${FAKE_ACP_AGENT} solve` },
      outputDir: out,
      runId,
      attempts: 1,
      concurrency: 1,
      agentCacheDir: CACHE,
      hostEnv: { PATH: process.env.PATH },
    })
    const attemptDir = join(out, runId, '001_acp-answer', 'attempt_001')
    expect(summary.totals).toMatchObject({ attempts: 1, passed: 1, errors: 0 })
    const { trajectory, calls } = await readTrajectory(attemptDir)
    expect(trajectory.steps[0]).toMatchObject({ source: 'user', message: answerTask.instruction })
    expect(calls[0]!.arguments).toEqual({ file_path: '/workspace/answer.txt', content: '42' })
    const acp = JSON.parse(await readFile(join(attemptDir, 'agent', 'acp.json'), 'utf8')) as {
      permissions: { outcome: string }[]
      turns: { stop_reason: string }[]
    }
    expect(acp.permissions.map((p) => p.outcome)).toEqual(['allowed'])
    expect(acp.turns).toEqual([{ stop_reason: 'end_turn', error: null, timed_out: false }])
    expect((await managedContainers()).filter((c) => c.startsWith(`${runId}/`))).toEqual([])
  })

  const adapters = [
    {
      agent: 'claude-agent-acp',
      model: 'anthropic/claude-sonnet-4-5',
      env: (url: string) => ({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: url }),
    },
    {
      agent: 'gemini-acp',
      model: 'google/gemini-2.5-pro',
      env: (url: string) => ({ GEMINI_API_KEY: KEY, GOOGLE_GEMINI_BASE_URL: url }),
    },
  ]
  it.each(adapters)(
    '$agent solves the example task through the fake model server',
    { retry: 1 },
    async (adapter) => {
      const server = await startModelServer({
        apiKey: KEY,
        script: [{ bash: 'cd /workspace && ls' }, { bash: solve }, { text: 'Done.' }],
      })
      const runId = rid(adapter.agent)
      try {
        const summary = await runBenchmark({
          tasks: [example],
          agent: { name: adapter.agent },
          model: adapter.model,
          outputDir: out,
          runId,
          attempts: 1,
          concurrency: 1,
          agentNetwork: 'host',
          agentCacheDir: CACHE,
          hostEnv: { PATH: process.env.PATH, ...adapter.env(server.url) },
        })
        const attemptDir = join(out, runId, '001_word-frequency', 'attempt_001')
        if (summary.totals.passed !== 1) {
          const shown = await Promise.all(
            ['result.json', 'agent/stderr.txt', 'agent/acp.json'].map(
              async (f) =>
                `${f}:\n${(await readFile(join(attemptDir, f), 'utf8').catch(() => '(none)')).slice(-3000)}`,
            ),
          )
          expect.fail(shown.join('\n'))
        }
        expect(summary.totals).toMatchObject({ attempts: 1, passed: 1, errors: 0 })
        const { trajectory, calls } = await readTrajectory(attemptDir)
        expect(trajectory.agent.name).toBe(adapter.agent)
        expect(calls.length).toBeGreaterThanOrEqual(2)
        expect(trajectory.steps.some((s) => s.message.includes('Done.'))).toBe(true)
        // Claude Code sends a side request of its own beside the task's (one without a key): the
        // script's three, at least, each with the key it was given.
        const keyed = server.requests.filter((request) => request.auth)
        expect(keyed.length).toBeGreaterThanOrEqual(3)
        for (const request of keyed) expect(request.auth!.value.replace(/^Bearer /, '')).toBe(KEY)
        expect(await filesContaining(join(out, runId), KEY)).toEqual([])
      } finally {
        await server.close()
      }
    },
  )

  it('a coder–reviewer trial: a command coder beside claude-agent-acp, whose session lasts its scene', async () => {
    // The server answers by the tool results in the request's history: a reviewer that kept its
    // session has one already at its second turn (text), a fresh session has none (the tool again).
    const server = await startModelServer({
      apiKey: KEY,
      script: [{ bash: 'cat /workspace/answer.txt' }, { text: 'Reviewed: looks right.' }],
    })
    const task = await makeTask(root, {
      name: 'acp-pair',
      toml: `[environment]\nworkdir = "/workspace"\n[agent]\ntimeout_sec = 120
[[trial.scenes]]
name = "review"
roles = [{ name = "coder" }, { name = "reviewer", agent = "claude-agent-acp" }]
turns = [{ role = "coder" }, { role = "reviewer", prompt = "Review answer.txt." }, { role = "reviewer", prompt = "Once more." }]
[[trial.scenes]]
name = "again"
roles = [{ name = "reviewer", agent = "claude-agent-acp" }]
turns = [{ role = "reviewer", prompt = "A last look at answer.txt." }]
`,
      dockerfile: 'FROM helios-base:bookworm\nRUN mkdir -p /workspace && chmod 777 /workspace\n',
      instruction: 'Write 42 into answer.txt.\n',
      test: '[ "$(cat /workspace/answer.txt)" = 42 ] && echo 1 > /logs/verifier/reward.txt || echo 0 > /logs/verifier/reward.txt',
    })
    const runId = rid('acp-pair')
    try {
      const summary = await runBenchmark({
        tasks: [task],
        agent: { name: 'command', command: 'echo 42 > /workspace/answer.txt' },
        model: 'anthropic/claude-sonnet-4-5',
        outputDir: out,
        runId,
        agentNetwork: 'host',
        agentCacheDir: CACHE,
        retry: { maxRetries: 0 },
        hostEnv: { PATH: process.env.PATH, ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: server.url },
      })
      const attemptDir = join(out, runId, '001_acp-pair', 'attempt_001')
      const result = JSON.parse(await readFile(join(attemptDir, 'result.json'), 'utf8')) as {
        trial: { scenes: { turns: { role: string; exit_code: number | null }[] }[] }
      }
      expect(summary.totals, JSON.stringify(result).slice(0, 3000)).toMatchObject({ passed: 1, errors: 0 })
      expect(result.trial.scenes.map((s) => s.turns.map((t) => [t.role, t.exit_code]))).toEqual([
        [
          ['coder', 0],
          ['reviewer', 0],
          ['reviewer', 0],
        ],
        [['reviewer', 0]],
      ])
      const acp = async (scene: string) =>
        JSON.parse(await readFile(join(attemptDir, 'agent/scenes', scene, 'reviewer/acp.json'), 'utf8')) as {
          session_id: string
          turns: unknown[]
        }
      const [review, again] = [await acp('01-review'), await acp('02-again')]
      // One session for both turns of scene 1, a new one in scene 2.
      expect(review.turns).toHaveLength(2)
      expect(again.turns).toHaveLength(1)
      expect(again.session_id).not.toBe(review.session_id)
      const tools = async (scene: string) => {
        const file = join(attemptDir, 'agent/scenes', scene, 'reviewer/trajectory.json')
        const trajectory = JSON.parse(await readFile(file, 'utf8')) as { steps: { tool_calls?: unknown[] }[] }
        return trajectory.steps.flatMap((step) => step.tool_calls ?? []).length
      }
      // Its second turn remembered the first's tool result (no second call); scene 2 started afresh.
      expect(await tools('01-review')).toBe(1)
      expect(await tools('02-again')).toBe(1)
    } finally {
      await server.close()
    }
  })

  it("a role agent in a no-network task reaches its model through the relay, though the run's agent needs none", async () => {
    // The run's agent (a command) has no model API: the relay must be started for the role's.
    const server = await startModelServer({ apiKey: KEY, script: [{ text: 'Reviewed: looks right.' }] })
    const task = await makeTask(root, {
      name: 'acp-sealed',
      toml: `[environment]\nworkdir = "/workspace"\nnetwork_mode = "no-network"\n[agent]\ntimeout_sec = 120
[[trial.scenes]]
name = "review"
roles = [{ name = "coder" }, { name = "reviewer", agent = "claude-agent-acp" }]
turns = [{ role = "coder" }, { role = "reviewer", prompt = "Review answer.txt." }]
`,
      dockerfile: 'FROM helios-base:bookworm\nRUN mkdir -p /workspace && chmod 777 /workspace\n',
      instruction: 'Write 42 into answer.txt.\n',
      test: '[ "$(cat /workspace/answer.txt)" = 42 ] && echo 1 > /logs/verifier/reward.txt || echo 0 > /logs/verifier/reward.txt',
    })
    const runId = rid('acp-sealed')
    try {
      const summary = await runBenchmark({
        tasks: [task],
        agent: { name: 'command', command: 'echo 42 > /workspace/answer.txt' },
        model: 'anthropic/claude-sonnet-4-5',
        outputDir: out,
        runId,
        // As a user of a model on localhost is told to; a no-network task's container keeps none.
        agentNetwork: 'host',
        agentCacheDir: CACHE,
        retry: { maxRetries: 0 },
        hostEnv: { PATH: process.env.PATH, ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: server.url },
      })
      const attemptDir = join(out, runId, '001_acp-sealed', 'attempt_001')
      const result = await readFile(join(attemptDir, 'result.json'), 'utf8')
      expect(summary.totals, result.slice(0, 3000)).toMatchObject({ passed: 1, errors: 0 })
      const acp = JSON.parse(
        await readFile(join(attemptDir, 'agent/scenes/01-review/reviewer/acp.json'), 'utf8'),
      ) as { turns: { stop_reason: string }[] }
      expect(acp.turns.map((turn) => turn.stop_reason)).toEqual(['end_turn'])
      expect(server.requests.filter((request) => request.auth).length).toBeGreaterThanOrEqual(1)
      expect(await filesContaining(join(out, runId), KEY)).toEqual([])
    } finally {
      await server.close()
    }
  })
})
