// The errors of a task check's attempts: which check phase (oracle or nop) met them, where in the
// attempt (setup, agent, verifier), and, for an image that did not build or pull, which image.
// Pure; results/task-check.ts turns them into flags.
import type { AttemptResult } from './types.js'

export type CheckAgent = 'oracle' | 'nop'
/** Where in the attempt: before the agent (image, start, services, healthcheck), the agent's phase, the verifier's. */
export type AttemptPhase = 'setup' | 'agent' | 'verifier'

export interface CheckAttemptError {
  task_path: string
  agent: CheckAgent
  attempt: number
  phase: AttemptPhase
  reason: string
}

/** The attempt's error, or null when it reached a verdict. */
export function checkAttemptError(
  agent: CheckAgent,
  taskPath: string,
  result: AttemptResult,
): CheckAttemptError | null {
  if (result.status !== 'error') return null
  const reason = result.reason ?? 'no reason recorded'
  return { task_path: taskPath, agent, attempt: result.attempt, phase: phaseOf(result, reason), reason }
}

function phaseOf(result: AttemptResult, reason: string): AttemptPhase {
  // A separate verifier's image is made after the agent's phase.
  if (/^(step \S+: )?verifier image: /.test(reason)) return 'verifier'
  if (imageOf(reason) !== null) return 'setup'
  if (result.timed_out.verifier || result.exit_codes.verifier !== null || result.timings.verifier_sec > 0)
    return 'verifier'
  if (result.timed_out.agent || result.exit_codes.agent !== null || result.timings.agent_sec > 0)
    return 'agent'
  return 'setup'
}

const IMAGE_FAILED = /^(build failed|build timed out|image (\S+) not available)/

/**
 * Which image did not build or pull, from the reason the image cache and the runner give: the
 * task's own, a separate verifier's (`verifier image: …`) or a compose service's (`service db: …`).
 * Null when the reason is no image's.
 */
export function imageOf(reason: string): string | null {
  const step = /^step \S+: (.*)$/s.exec(reason)
  if (step) return imageOf(step[1]!)
  const verifier = /^verifier image: (.*)$/s.exec(reason)
  if (verifier)
    return IMAGE_FAILED.test(verifier[1]!)
      ? `the verifier's image${named(verifier[1]!) || ' (tests/Dockerfile)'}`
      : null
  const service = /^service (\S+): (.*)$/s.exec(reason)
  if (service)
    return IMAGE_FAILED.test(service[2]!) ? `the image of service ${service[1]}${named(service[2]!)}` : null
  return IMAGE_FAILED.test(reason) ? `the task's image${named(reason) || ' (environment/Dockerfile)'}` : null
}

function named(reason: string): string {
  const image = IMAGE_FAILED.exec(reason)?.[2]
  return image ? ` (${image})` : ''
}
