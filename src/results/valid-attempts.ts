// The attempts a pass rate divides by. Pure.

/** Attempts that ran to a verdict: all but the errored ones (an error is no verdict on the agent). */
export function validAttempts(t: { n: number; errors: number }): number {
  return t.n - t.errors
}

/** The valid attempts and their successes: the count a pass rate is estimated from. */
export function validCount(t: { n: number; errors: number; successes: number }): {
  n: number
  successes: number
} {
  return { n: validAttempts(t), successes: t.successes }
}
