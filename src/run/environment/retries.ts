// Retrying a remote provider's API call (Daytona, Kubernetes): exponential backoff with full jitter,
// capped. Which errors may pass on another try is each provider's own (its faults.ts).
import { setTimeout as sleep } from 'node:timers/promises'

export interface RetryPolicy {
  attempts: number
  baseDelayMs: number
  maxDelayMs: number
}

export const DEFAULT_API_RETRY: RetryPolicy = { attempts: 5, baseDelayMs: 500, maxDelayMs: 8_000 }

/** Delay before try `n` (1-based, after a failure): exponential, capped, with full jitter. */
export function backoffMs(
  policy: RetryPolicy,
  failedTries: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (failedTries - 1))
  return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

/** Runs `call` again while `retryable` says so, up to `policy.attempts` tries; other errors pass at once. */
export async function withRetries<T>(
  call: () => Promise<T>,
  policy: RetryPolicy,
  retryable: (error: unknown) => boolean,
): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await call()
    } catch (error) {
      if (tried >= policy.attempts || !retryable(error)) throw error
      await sleep(backoffMs(policy, tried))
    }
  }
}
