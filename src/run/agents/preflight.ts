// What an agent needs before any container: its key or base-URL variables, and for an agent that
// calls its model from inside the container, a network that reaches a model server on localhost.
// Checked by the runner and by both entrypoints before they print or create anything. Pure.
import type { AgentDefinition, EnvNeed } from './types.js'

export type { EnvNeed } from './types.js'

export class AgentPreflightError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'AgentPreflightError'
  }
}

/**
 * One sentence saying what the agent lacks, or null when it can run: a variable it needs that is
 * unset, or a base URL on this machine's loopback while its containers are not on the host network.
 */
export function agentPreflight(
  agent: AgentDefinition,
  hostEnv: Record<string, string | undefined>,
  agentNetwork: 'host' | null,
): string | null {
  const need = unmetNeed(agent, hostEnv)
  if (need)
    return `agent ${agent.name} needs ${need.anyOf.join(' or ')} (${need.what}) set in the environment of the run, and it is not.`
  if (!agent.needsContainerNetwork || agentNetwork === 'host') return null
  const local = (agent.optionalEnv ?? []).find((name) => /_BASE_URL$/.test(name) && isLoopback(hostEnv[name]))
  if (!local) return null
  return `agent ${agent.name} calls its model from inside the container, where ${local} (localhost) is not this machine: run with --agent-network host (action: agent-network: host).`
}

/** The first variable (or set of alternatives) the agent needs that is unset or blank; null: none. */
export function unmetNeed(
  agent: AgentDefinition,
  hostEnv: Record<string, string | undefined>,
): EnvNeed | null {
  return (
    (agent.needs?.(hostEnv) ?? []).find((need) => !need.anyOf.some((name) => hostEnv[name]?.trim())) ?? null
  )
}

/** Throws AgentPreflightError with that sentence (callers map it to exit 2 or a failed step). */
export function assertAgentCanRun(
  agent: AgentDefinition,
  hostEnv: Record<string, string | undefined>,
  agentNetwork: 'host' | null,
): void {
  const problem = agentPreflight(agent, hostEnv, agentNetwork)
  if (problem) throw new AgentPreflightError(problem)
}

/** `http://localhost:8000/v1`, `http://127.0.0.1:…`, `http://[::1]:…`, `http://0.0.0.0:…`. */
export function isLoopback(url: string | undefined): boolean {
  if (!url?.trim()) return false
  let host: string
  try {
    host = new URL(url.trim()).hostname.toLowerCase()
  } catch {
    return false
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '[::1]' ||
    host === '0.0.0.0'
  )
}
