// Agent resolution: a spec (name + optional command) to a definition the attempt can run.
import type { AgentDefinition, AgentSpec } from './types.js'
import { UnknownAgentError } from './types.js'
import { INSTALLED_AGENTS } from './installed.js'

export type { AgentDefinition, AgentSpec } from './types.js'
export { UnknownAgentError } from './types.js'

export const BUILTIN_AGENTS = ['oracle', 'nop', 'command'] as const

export function resolveAgent(spec: AgentSpec): AgentDefinition {
  switch (spec.name) {
    case 'oracle':
      return {
        name: 'oracle',
        needsSolution: true,
        install: null,
        command: () => ['bash', '/solution/solve.sh'],
        // [solution].env reaches solve.sh through the attempt, expanded against the host.
        env: () => ({}),
        requiredEnv: [],
      }
    case 'nop':
      return {
        name: 'nop',
        needsSolution: false,
        install: null,
        command: () => null,
        env: () => ({}),
        requiredEnv: [],
      }
    case 'command': {
      const command = spec.command?.trim()
      if (!command)
        throw new UnknownAgentError('agent "command" needs a command (e.g. --agent-command "...")')
      return {
        name: 'command',
        needsSolution: false,
        install: null,
        command: () => ['bash', '-lc', command],
        env: () => ({}),
        requiredEnv: [],
      }
    }
    default: {
      const installed = INSTALLED_AGENTS[spec.name]
      if (!installed) {
        const known = [...BUILTIN_AGENTS, ...Object.keys(INSTALLED_AGENTS)].join(', ')
        throw new UnknownAgentError(`unknown agent "${spec.name}" (known: ${known})`)
      }
      return {
        name: installed.name,
        needsSolution: false,
        install: installed.install,
        command: () => ['bash', '-lc', installed.run],
        env: () => ({}),
        requiredEnv: installed.requiredEnv,
      }
    }
  }
}
