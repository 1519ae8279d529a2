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

/** How long infrastructure retries wait (BenchFlow's RetryConfig, tenacity's exponential wait). */
export interface RetryWait {
  /** Seconds before the first retry; each later one waits twice the one before. */
  waitMultiplierSec: number
  minWaitSec: number
  maxWaitSec: number
}

/** Seconds before retry `retry` (1-based): multiplier × 2^(retry−1), at least min, at most max (max wins). */
export function retryWaitSec(retry: number, wait: RetryWait): number {
  const grown = wait.waitMultiplierSec * 2 ** Math.max(0, retry - 1)
  return Math.min(wait.maxWaitSec, Math.max(wait.minWaitSec, grown))
}

/** `batch_<yyyymmdd_hhmmss>` in UTC (Helios' batch folders), so CI and laptops name runs the same way. */
export function defaultRunId(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0')
  const date = `${now.getUTCFullYear()}${p(now.getUTCMonth() + 1)}${p(now.getUTCDate())}`
  return `batch_${date}_${p(now.getUTCHours())}${p(now.getUTCMinutes())}${p(now.getUTCSeconds())}`
}
