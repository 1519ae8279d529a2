// Agent resolution: a spec (name + options) and the model to a definition the attempt can run.
import type { AgentDefinition, AgentSpec } from './types.js'
import { UnknownAgentError } from './types.js'
import { heliosAgent } from './helios/index.js'
import { hostCommandAgent } from './host-command.js'
import { INSTALLED_CLIS, installedAgent } from './installed/index.js'
import { closest } from '../../text/closest.js'
import { ACP_ADAPTERS } from './acp/adapters.js'
import { acpAdapterAgent, acpCommandAgent, isAcpCommand } from './acp/agent.js'

export type { AgentDefinition, AgentSpec } from './types.js'
export { UnknownAgentError } from './types.js'

export const BUILTIN_AGENTS = ['helios', 'oracle', 'nop', 'command', 'host-command'] as const
/**
 * Every agent name: the built-in ones, each installed CLI and each ACP adapter (one list). Beside
 * them, `acp:<command>` names any ACP agent on the host (isAgentName).
 */
export const AGENT_NAMES: readonly string[] = [
  ...BUILTIN_AGENTS,
  ...Object.keys(INSTALLED_CLIS),
  ...Object.keys(ACP_ADAPTERS),
]
/** Agents that work with a model (a bench config runs them once per model); the others take none. */
export const MODEL_AGENTS: readonly string[] = [
  'helios',
  ...Object.keys(INSTALLED_CLIS),
  ...Object.keys(ACP_ADAPTERS),
]

/** A name `resolveAgent` knows: one of AGENT_NAMES, or `acp:<command>`. */
export function isAgentName(name: string): boolean {
  return AGENT_NAMES.includes(name) || isAcpCommand(name)
}

/** Whether the agent takes a model: an `acp:<command>` agent may (it is passed as $HELIOS_MODEL). */
export function takesModel(name: string): boolean {
  return MODEL_AGENTS.includes(name) || isAcpCommand(name)
}

const inEnvironment = (
  name: string,
  command: AgentDefinition['command'],
  needsSolution = false,
): AgentDefinition => ({
  name,
  needsSolution,
  needsContainerNetwork: false,
  command,
  env: () => ({}),
  requiredEnv: [],
})

export function resolveAgent(spec: AgentSpec, model: string | null = null): AgentDefinition {
  switch (spec.name) {
    case 'helios':
      if (!model)
        throw new UnknownAgentError('agent "helios" needs a model (e.g. -m anthropic/claude-sonnet-4-5)')
      return heliosAgent(spec, model)
    // [solution].env reaches solve.sh through the attempt, expanded against the host.
    case 'oracle':
      return inEnvironment('oracle', () => ['bash', '/solution/solve.sh'], true)
    case 'nop':
      return inEnvironment('nop', () => null)
    case 'command': {
      const command = spec.command?.trim()
      if (!command)
        throw new UnknownAgentError('agent "command" needs a command (e.g. --agent-command "...")')
      return inEnvironment('command', () => ['bash', '-lc', command])
    }
    case 'host-command':
      return hostCommandAgent(spec.command)
    default: {
      if (isAcpCommand(spec.name)) return acpCommandAgent(spec)
      const adapter = ACP_ADAPTERS[spec.name]
      if (adapter) return acpAdapterAgent(spec, adapter)
      const cli = INSTALLED_CLIS[spec.name]
      if (!cli) throw new UnknownAgentError(unknownAgentMessage(spec.name))
      return installedAgent(spec, cli, model)
    }
  }
}

/** `unknown agent "clade-code"; did you mean claude-code?`, else the list of agents. */
export function unknownAgentMessage(name: string): string {
  const meant = closest(name, AGENT_NAMES)
  if (meant !== null) return `unknown agent "${name}"; did you mean ${meant}?`
  return `unknown agent "${name}"; use one of ${AGENT_NAMES.join(', ')}`
}

/** The agent a CLI or action invocation means: a model without an agent runs the built-in agent. */
export function defaultAgentName(agent: string | null | undefined, model: string | null | undefined): string {
  if (agent) return agent
  return model ? 'helios' : 'oracle'
}
