// Attempt order, as Helios: every task's attempt 1, then every task's attempt 2, ... so a partial
// run (or a slow tail) still covers every task.

export interface ScheduledAttempt {
  taskIndex: number
  attempt: number // 1-based
}

export function interleavedAttempts(
  taskCount: number,
  attempts: number,
  /** A task's own attempts where it has them (a config's per-task override), else `attempts`. */
  perTask: readonly (number | undefined)[] = [],
): ScheduledAttempt[] {
  const attemptsOf = (taskIndex: number) => perTask[taskIndex] ?? attempts
  const most = Math.max(attempts, ...perTask.map((n) => n ?? 0))
  const order: ScheduledAttempt[] = []
  for (let attempt = 1; attempt <= most; attempt++) {
    for (let taskIndex = 0; taskIndex < taskCount; taskIndex++)
      if (attempt <= attemptsOf(taskIndex)) order.push({ taskIndex, attempt })
  }
  return order
}

/** Infra retry delay: baseDelayMs × factor^(retry−1). */
export function backoffDelayMs(retry: number, baseDelayMs: number, factor: number): number {
  return Math.round(baseDelayMs * Math.pow(factor, Math.max(0, retry - 1)))
}

/** `batch_<yyyymmdd_hhmmss>` in UTC (Helios' batch folders), so CI and laptops name runs the same way. */
export function defaultRunId(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0')
  const date = `${now.getUTCFullYear()}${p(now.getUTCMonth() + 1)}${p(now.getUTCDate())}`
  return `batch_${date}_${p(now.getUTCHours())}${p(now.getUTCMinutes())}${p(now.getUTCSeconds())}`
}
