// Which agents trial roles name beside the run's, how a role's agent is resolved, the keys they
// add, and two agents that need one mount path refused before any attempt.
import { describe, expect, it } from 'vitest'
import type { AgentDefinition } from '../../src/run/agents/types.js'
import type { EnvironmentProvider } from '../../src/run/environment/types.js'
import { otherRoleAgents, roleAgentOf, roleEnvNames, setUpRoleAgents } from '../../src/run/role-agents.js'
import type { Task } from '../../src/task/types.js'
import { resolveAgent } from '../../src/run/agents/index.js'
import { runBenchmark } from '../../src/run/runner.js'

const trialTask = (roles: { agent: string | null; model: string | null }[]): Task =>
  ({
    config: {
      trial: {
        scenes: [
          { name: 's', roles: roles.map((r, i) => ({ name: `r${i}`, ...r })), turns: [], timeoutSec: null },
        ],
        sandboxSetupTimeoutSec: null,
        file: 'task.toml',
      },
    },
  }) as unknown as Task

const mounted = (name: string, path: string): AgentDefinition => ({
  name,
  needsSolution: false,
  needsContainerNetwork: true,
  requiredEnv: [],
  env: () => ({}),
  command: () => null,
  prepare: () => Promise.resolve({ mounts: [{ hostPath: `/cache/${name}`, path, readOnly: true }], env: {} }),
})

describe('trial role agents', () => {
  const runSpec = { name: 'command', command: 'true' }
  const source = { runSpec, runAgent: resolveAgent(runSpec) }

  it('lists the agents roles name other than the run’s, once each', () => {
    const tasks = [
      trialTask([
        { agent: null, model: null },
        { agent: 'helios', model: 'anthropic/claude-sonnet-4-5' },
        { agent: 'command', model: null },
      ]),
      trialTask([
        { agent: 'codex-acp', model: null },
        { agent: 'helios', model: 'openai/gpt-5' },
      ]),
    ]
    expect(otherRoleAgents(tasks, 'command')).toEqual(['helios', 'codex-acp'])
  })

  it('resolves a role’s agent by name, the run’s own spec for its name, code definitions first', () => {
    expect(roleAgentOf(source, null, null).name).toBe('command')
    expect(roleAgentOf(source, 'helios', 'anthropic/claude-sonnet-4-5').name).toBe('helios')
    expect(roleAgentOf(source, 'codex-acp', null).name).toBe('codex-acp')
    const mine = mounted('mine', '/x')
    expect(roleAgentOf({ ...source, definitions: { mine } }, 'mine', null)).toBe(mine)
    expect(() => roleAgentOf(source, 'clade-code', null)).toThrow(/did you mean claude-code/)
    expect(() => roleAgentOf(source, 'helios', null)).toThrow(/needs a model/)
  })

  it('adds the keys of the roles’ agents and models', () => {
    const tasks = [trialTask([{ agent: 'helios', model: 'anthropic/claude-sonnet-4-5' }])]
    expect(roleEnvNames(source, tasks, null).required).toEqual(['ANTHROPIC_API_KEY'])
  })

  it('a role agent’s missing key is refused before the run starts', async () => {
    const tasks = [trialTask([{ agent: 'helios', model: 'anthropic/claude-sonnet-4-5' }])]
    await expect(
      runBenchmark({
        tasks,
        agent: runSpec,
        outputDir: '/nonexistent',
        hostEnv: {},
        provider: {} as EnvironmentProvider,
      }),
    ).rejects.toThrow(/ANTHROPIC_API_KEY/)
  })

  it('refuses two agents that mount one path, naming both', async () => {
    const a = mounted('a', '/helios/cli')
    const b = mounted('b', '/helios/cli')
    const c = mounted('c', '/helios/other')
    const ctx = { provider: {} as EnvironmentProvider, cacheDir: '/cache', hostEnv: {}, log: () => undefined }
    const setup = await setUpRoleAgents(
      { ...source, definitions: { a, b, c } },
      ['a', 'b', 'c'],
      [],
      () => ctx,
      null,
    )
    expect(setup.error).toMatch(/role agent b needs \/helios\/cli, which role agent a mounts too/)
    expect(setup.mounts.map((m) => m.path)).toEqual(['/helios/cli', '/helios/other'])
    const clean = await setUpRoleAgents({ ...source, definitions: { c } }, ['c'], [], () => ctx, null)
    expect(clean.error).toBeNull()
    expect(clean.prepared.c?.mounts).toHaveLength(1)
  })
})
