// What stopped an attempt, sorted once. Only a fault of the provider (the Docker daemon, or the
// connection to it) may pass on another try; anything else (the agent, the task, a bug of ours)
// is reported as it is and never retried.
import type { EnvironmentProvider } from './environment/types.js'

/** A fault of the agent itself (model API, install): an `error`, never retried by the runner. */
export class AgentError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'AgentError'
  }
}

/**
 * The agent left its attempt unverifiable (its subject could not be copied, its environment could
 * not be brought back for the verifier): a `failed` attempt with this reason, never an error — an
 * agent must gain nothing by turning a failure into an error.
 */
export class Unverifiable extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'Unverifiable'
  }
}

export interface Fault {
  /** The message as the result's reason (one line); provider faults start with its name (`docker: `). */
  reason: string
  /** True only for provider faults another try may not meet. */
  retryable: boolean
  /** The agent's doing (`Unverifiable`): the attempt failed. */
  agentCaused?: boolean
}

/** The provider the attempt ran on, as far as its faults go. */
export type FaultSource = Pick<EnvironmentProvider, 'name' | 'faultKind'>

export function classifyFault(error: unknown, provider: FaultSource): Fault {
  const message = oneLine(error instanceof Error ? error.message : String(error))
  // An agent's own connection failure (its model API unreachable) is the agent's, not the provider's.
  if (error instanceof AgentError) return { reason: message, retryable: false }
  if (error instanceof Unverifiable) return { reason: message, retryable: false, agentCaused: true }
  const kind = provider.faultKind(error)
  if (kind === null) return { reason: message, retryable: false }
  return { reason: `${provider.name}: ${message}`, retryable: kind === 'transient' }
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 500)
}
