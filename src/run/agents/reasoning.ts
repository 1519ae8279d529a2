// The built-in agent's reasoning effort as a flag or an input names it: one word of the levels the
// AI SDK maps to each provider's own setting, the same refusal on every surface.
import { closest } from '../../text/closest.js'
import { REASONING_EFFORTS, type ReasoningEffort } from './types.js'
import { isOneOf } from '../../narrow.js'

/** The level, undefined when not given; `refuse(fix)` builds the surface's error. */
export function readReasoningEffort(
  raw: string | undefined,
  refuse: (fix: string) => Error,
): ReasoningEffort | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  const level = raw.trim().toLowerCase()
  if (isOneOf(REASONING_EFFORTS, level)) return level
  const meant = closest(level, REASONING_EFFORTS)
  const hint = meant ? `did you mean ${meant}? ` : ''
  throw refuse(`${hint}use one of ${REASONING_EFFORTS.join(', ')} (none turns reasoning off)`)
}

/**
 * Only the built-in agent calls the model itself; an installed CLI has its own settings. For every
 * built-in-agent-only flag or input (reasoning, computer safety).
 */
export function builtInOnlyRefusal(agent: string, flag: string): string | null {
  return agent === 'helios'
    ? null
    : `${flag} reaches only the built-in agent (helios, chosen by -m alone), not ${agent}, which calls its model (if any) itself`
}
