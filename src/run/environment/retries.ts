// Retrying a remote provider's API call (Daytona, Kubernetes): exponential backoff with full jitter,
// capped. Which errors may pass on another try is each provider's own (its faults.ts).
import { setTimeout as sleep } from 'node:timers/promises'
import { errorField } from '../../narrow.js'

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

/**
 * The longest a server's `Retry-After` makes us wait before one try: past it the wait is this
 * (a limit window of hours should fail the attempt, not hold the run), and the retry policy's
 * tries still bound the whole.
 */
export const RETRY_AFTER_CAP_MS = 60_000

/** IMF-fixdate, RFC 850 and asctime, as RFC 9110 §5.6.7 asks a recipient to read them. */
const HTTP_DATE = /^[A-Za-z]{3,9},? [\w -]*\d{1,2}:\d{2}:\d{2}/

/**
 * A `Retry-After` value in ms: delay-seconds or an HTTP date (RFC 9110 §10.2.3), capped; a date
 * already past is 0; null when absent or unreadable.
 */
export function retryAfterMs(value: unknown, now: number = Date.now()): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  const text = value.trim()
  // Date.parse reads nearly anything ('-5' is a year): only a day name, then a time, is a date.
  const ms = /^\d+$/.test(text)
    ? Number(text) * 1000
    : HTTP_DATE.test(text)
      ? Date.parse(text) - now
      : Number.NaN
  if (Number.isNaN(ms)) return null
  return Math.min(RETRY_AFTER_CAP_MS, Math.max(0, ms))
}

/**
 * The wait a provider's error names: its own `retryAfterMs`, else a `Retry-After` among its
 * `headers` (a plain record or a Fetch/Axios headers object).
 */
export function retryAfterOf(error: unknown, now: number = Date.now()): number | null {
  const own = errorField(error, 'retryAfterMs')
  if (typeof own === 'number' && own >= 0) return Math.min(RETRY_AFTER_CAP_MS, own)
  const headers = errorField(error, 'headers')
  if (typeof headers !== 'object' || headers === null) return null
  const get = errorField(headers, 'get')
  if (typeof get === 'function') return retryAfterMs(get.call(headers, 'retry-after'), now)
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'retry-after')
  return retryAfterMs(entry?.[1], now)
}

/**
 * Runs `call` again while `retryable` says so, up to `policy.attempts` tries; other errors pass at
 * once. Between tries it waits the backoff, or longer when the server said so (`Retry-After`).
 */
export async function withRetries<T>(
  call: () => Promise<T>,
  policy: RetryPolicy,
  retryable: (error: unknown) => boolean,
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await call()
    } catch (error) {
      if (tried >= policy.attempts || !retryable(error)) throw error
      await wait(Math.max(backoffMs(policy, tried), retryAfterOf(error) ?? 0))
    }
  }
}
