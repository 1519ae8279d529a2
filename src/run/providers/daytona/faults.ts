// Which errors are Daytona's own, and retrying the passing ones with backoff.
import { setTimeout as sleep } from 'node:timers/promises'
import type { FaultKind } from '../../environment/types.js'

import {
  TRANSIENT_HTTP_STATUS as TRANSIENT_STATUS,
  TRANSIENT_NET_CODES as TRANSIENT_CODES,
} from '../../environment/remote-provider.js'

/** The SDK's errors carry `statusCode` (HTTP) or a transport `code`; read those, never the text. */
export function daytonaFaultKind(error: unknown): FaultKind | null {
  if (typeof error !== 'object' || error === null) return null
  const name = (error as { name?: unknown }).name
  if (typeof name !== 'string' || !name.startsWith('Daytona')) return null
  const status = (error as { statusCode?: unknown }).statusCode
  if (typeof status === 'number') return TRANSIENT_STATUS.has(status) ? 'transient' : 'request'
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && TRANSIENT_CODES.has(code)) return 'transient'
  if (name === 'DaytonaConnectionError' || name === 'DaytonaConnectionTimeoutError') return 'transient'
  return null
}

export interface RetryPolicy {
  attempts: number
  baseDelayMs: number
  maxDelayMs: number
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, baseDelayMs: 500, maxDelayMs: 8_000 }

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
 * Statuses that say the request never reached the sandbox (a gateway or the API refused it):
 * a command that must not run twice is retried only on these.
 */
export function notDelivered(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  return daytonaFaultKind(error) === 'transient' && (status === 429 || status === 502 || status === 503)
}

const isTransient = (error: unknown): boolean => daytonaFaultKind(error) === 'transient'

/** Runs `call` again on a transient fault, up to `policy.attempts` tries; other errors pass at once. */
export async function withRetries<T>(
  call: () => Promise<T>,
  policy: RetryPolicy = DEFAULT_RETRY,
  retryable: (error: unknown) => boolean = isTransient,
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
