// The phase API on the memory provider: setup, installAgents, start, runScenes, verify, cleanup
// called one by one (a command coder and a scripted ACP reviewer in one scene), each doing its own
// part; a phase called out of order is refused; run() does them all and cleans up.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { trialAttempt } from '../../src/run/trial-phases.js'
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

const TRIAL = `
[[trial.scenes]]
name = "review"
roles = [{ name = "coder" }, { name = "reviewer", agent = "fake-acp" }]
turns = [{ role = "coder" }, { role = "reviewer", prompt = "Review it." }, { role = "coder", prompt = "Fix it." }]
`

function setup() {
  const installs: string[] = []
  const reviewer: AgentDefinition = {
    name: 'fake-acp',
    needsSolution: false,
    needsContainerNetwork: false,
    requiredEnv: [],
    env: () => ({}),
    command: () => null,
    prepare: () => {
      installs.push('fake-acp')
      return Promise.resolve({ mounts: [], env: { HELIOS_FAKE: '1' } })
    },
    openSession: (ctx) =>
      openAcpSceneSession(localFakeAgent('solve', folders.root), {
        cwd: folders.root,
        timeoutMs: 10_000,
        agentDir: ctx.agentDir,
      }),
  }
  const provider = new MemoryProvider({
    script: (call: ExecCall) => {
      if (call.cmd.at(-1) === OUTBOX_RESET) call.environment.dirs.add(OUTBOX_DIR)
      if (call.cmd.join(' ').includes('code-it') && call.env.HELIOS_INSTRUCTION?.endsWith('Fix it.'))
        call.files.set('/app/fixed', Buffer.from(''))
      if (call.cmd.at(-1) === VERIFIER_COMMAND)
        call.files.set('/logs/verifier/reward.txt', Buffer.from(call.files.has('/app/fixed') ? '1\n' : '0\n'))
      return { exitCode: 0 }
    },
  })
  return { installs, reviewer, provider }
}

describe('the phase API', () => {
  it('runs a coder–reviewer scene phase by phase', async () => {
    const [task] = await makeTasks(folders.root, [{ name: 'phases', toml: TRIAL, instruction: 'Write it.' }])
    const { installs, reviewer, provider } = setup()
    const attempt = trialAttempt({
      provider,
      task: task!,
      agent: { name: 'command', command: 'code-it' },
      roleAgents: { 'fake-acp': reviewer },
      attemptDir: join(folders.out, 'phases'),
    })
    await expect(attempt.start()).rejects.toThrow(/start\(\) needs setup\(\) first/)
    await attempt.setup()
    await expect(attempt.runScenes()).rejects.toThrow(/needs start\(\) first/)
    await attempt.installAgents()
    expect(installs).toEqual(['fake-acp'])
    const environment = await attempt.start()
    expect(provider.environments).toHaveLength(1)
    const scenes = await attempt.runScenes()
    expect(scenes.error).toBeNull()
    expect(scenes.record.scenes[0]!.turns.map((t) => [t.role, t.exit_code])).toEqual([
      ['coder', 0],
      ['reviewer', 0],
      ['coder', 0],
    ])
    expect(await attempt.verify()).toBe(1)
    await attempt.cleanup()
    await attempt.cleanup()
    expect(provider.environments[0]).toBe(environment)
    expect(provider.environments[0]!.removed).toBe(true)
  })

  it('run() calls them in order and cleans up', async () => {
    const [task] = await makeTasks(folders.root, [
      { name: 'phases-run', toml: TRIAL, instruction: 'Write it.' },
    ])
    const { reviewer, provider } = setup()
    const attempt = trialAttempt({
      provider,
      task: task!,
      agent: { name: 'command', command: 'code-it' },
      roleAgents: { 'fake-acp': reviewer },
      attemptDir: join(folders.out, 'phases-run'),
    })
    const { reward, scenes } = await attempt.run()
    expect(reward).toBe(1)
    expect(scenes.record.scenes).toHaveLength(1)
    expect(provider.environments[0]!.removed).toBe(true)
  })
})
