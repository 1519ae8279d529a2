// Trial roles of mixed agents: the run's agent (a command, on the memory provider) beside an ACP
// agent (the scripted fake, a local child process, driven by the real ACP client). The ACP role
// keeps one session across its turns of a scene and gets a new one in the next scene; its process
// is gone after each scene; an agent that dies mid-turn after answering ends its scene, not the
// attempt; one that dies before any answer is the attempt's error.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AttemptResult } from '../../src/results/types.js'
import { runBenchmark } from '../../src/run/runner.js'
import type { AgentDefinition } from '../../src/run/agents/types.js'
import { openAcpSceneSession } from '../../src/run/agents/acp/scene-session.js'
import { VERIFIER_COMMAND } from '../../src/run/verifier-files.js'
import { OUTBOX_RESET } from '../../src/run/outbox-files.js'
import { OUTBOX_DIR } from '../../src/trial/types.js'
import { localFakeAgent } from '../fixtures/acp-local.js'
import { MemoryProvider, type ExecCall } from '../fixtures/memory-provider.js'
import { makeTasks } from '../fixtures/tasks.js'
import { useTempFolders } from '../fixtures/temp-folders.js'

const folders = useTempFolders()
const AGENT_COMMAND = 'run-the-coder'

const TRIAL = `
[[trial.scenes]]
name = "review"
roles = [{ name = "coder" }, { name = "reviewer", agent = "fake-acp" }]
turns = [
  { role = "coder" },
  { role = "reviewer", prompt = "Review the code." },
  { role = "reviewer", prompt = "Review it once more." },
  { role = "coder", prompt = "Apply the feedback." },
]

[[trial.scenes]]
name = "again"
roles = [{ name = "reviewer", agent = "fake-acp" }]
turns = [{ role = "reviewer", prompt = "A last look." }]
`

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The fake ACP agent in `mode`, started per session; records each process and whether earlier ones still run. */
function fakeAcp(mode: string, cwd: string, pids: number[], aliveAtOpen: boolean[]): AgentDefinition {
  return {
    name: 'fake-acp',
    needsSolution: false,
    needsContainerNetwork: false,
    requiredEnv: [],
    env: () => ({}),
    command: () => null,
    openSession: async (ctx) => {
      aliveAtOpen.push(pids.some(alive))
      const agent = localFakeAgent(mode, cwd)
      pids.push(agent.pid)
      return openAcpSceneSession(agent, {
        cwd,
        timeoutMs: 10_000,
        cancelGraceMs: 200,
        agentDir: ctx.agentDir,
      })
    },
  }
}

function memory(coderPrompts: string[]) {
  return new MemoryProvider({
    script: (call: ExecCall) => {
      if (call.cmd.at(-1) === OUTBOX_RESET) {
        call.environment.dirs.add(OUTBOX_DIR)
        return { exitCode: 0 }
      }
      if (call.cmd.join(' ').includes(AGENT_COMMAND)) {
        coderPrompts.push(call.env.HELIOS_INSTRUCTION ?? '')
        return { exitCode: 0 }
      }
      if (call.cmd.at(-1) === VERIFIER_COMMAND)
        call.files.set('/logs/verifier/reward.txt', Buffer.from('1\n'))
      return { exitCode: 0 }
    },
  })
}

async function runMixed(mode: string) {
  const tasks = await makeTasks(folders.root, [{ name: 'mixed', toml: TRIAL, instruction: 'Sum the list.' }])
  const pids: number[] = []
  const aliveAtOpen: boolean[] = []
  const coderPrompts: string[] = []
  const runId = `mixed-${mode}-${Date.now()}`
  await runBenchmark({
    tasks,
    agent: { name: 'command', command: AGENT_COMMAND },
    roleAgentDefinitions: { 'fake-acp': fakeAcp(mode, folders.root, pids, aliveAtOpen) },
    outputDir: folders.out,
    runId,
    provider: memory(coderPrompts),
    // An agent's failure is never retried, whatever the retries.
    retry: { maxRetries: 2, waitMultiplierSec: 0.001, minWaitSec: 0 },
  })
  const dir = join(folders.out, runId, '001_mixed', 'attempt_001')
  const result = JSON.parse(await readFile(join(dir, 'result.json'), 'utf8')) as AttemptResult
  const steps = async (path: string | undefined) =>
    (JSON.parse(await readFile(join(dir, path!), 'utf8')) as { steps: { message: string }[] }).steps.map(
      (step) => step.message,
    )
  return { result, dir, pids, aliveAtOpen, coderPrompts, steps }
}

describe('trial roles of mixed agents (a command and an ACP agent)', () => {
  it('keeps one ACP session across a role’s turns of a scene, a new one in the next, no process after its scene', async () => {
    const { result, dir, pids, aliveAtOpen, coderPrompts, steps } = await runMixed('solve')
    expect(result.status).toBe('passed')
    // One process per scene for the reviewer, none alive when the next opened nor after the attempt.
    expect(pids).toHaveLength(2)
    expect(aliveAtOpen).toEqual([false, false])
    expect(pids.some(alive)).toBe(false)
    const [review, again] = result.trial!.scenes
    expect(review!.turns.map((t) => [t.role, t.exit_code])).toEqual([
      ['coder', 0],
      ['reviewer', 0],
      ['reviewer', 0],
      ['coder', 0],
    ])
    // The fake counts the turns of its session: 1 then 2 in scene 1 (kept), 1 again in scene 2 (new).
    const first = (await steps(review!.trajectories.reviewer)).filter((m) => /^turn \d: you said/.test(m))
    expect(first).toEqual(['turn 1: you said 16 characters', 'turn 2: you said 20 characters'])
    const second = (await steps(again!.trajectories.reviewer)).filter((m) => /^turn \d: you said/.test(m))
    expect(second).toEqual(['turn 1: you said 12 characters'])
    // The ACP agent's prompt is the turn's alone (it keeps its own context); the command coder's carries its earlier turn.
    expect(coderPrompts).toHaveLength(2)
    expect(coderPrompts[1]).toContain('--- Your turn 1 was asked:\nSum the list.')
    // The reviewer's usage is per turn, summed once (the fake reports 120 input tokens a turn).
    expect(result.usage?.input_tokens).toBe(360)
    const acp = JSON.parse(await readFile(join(dir, 'agent/scenes/01-review/reviewer/acp.json'), 'utf8')) as {
      turns: unknown[]
    }
    expect(acp.turns).toHaveLength(2)
  })

  it('an ACP agent that dies mid-turn after answering ends its scene; the next scene still runs', async () => {
    const { result, pids } = await runMixed('exit-second')
    const [review, again] = result.trial!.scenes
    expect(review!.turns.map((t) => t.role)).toEqual(['coder', 'reviewer', 'reviewer'])
    expect(review!.turns[2]!.exit_code).toBe(3)
    expect(review!.turns[2]!.ended).toMatch(/ended mid-turn.*exited with 3.*segfault/)
    expect(again!.turns.map((t) => [t.role, t.exit_code])).toEqual([['reviewer', 0]])
    // The verifier judged what was left: the agent's failure is data, not an error.
    expect(result.status).toBe('passed')
    expect(pids.some(alive)).toBe(false)
  })

  it('an ACP agent that dies before any answer is the attempt’s error, with why', async () => {
    const { result, pids } = await runMixed('exit-silent')
    expect(result.status).toBe('error')
    expect(result.retries).toBe(0)
    expect(pids).toHaveLength(1)
    expect(result.reason).toMatch(/ended mid-turn.*exited with 127.*libssl/)
    expect(result.trial!.scenes).toHaveLength(1)
  })
})
