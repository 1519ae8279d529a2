// The attempts a pass rate divides by. Pure.

/** Attempts that ran to a verdict: all but the errored ones (an error is no verdict on the agent). */
export function validAttempts(t: { n: number; errors: number }): number {
  return t.n - t.errors
}
