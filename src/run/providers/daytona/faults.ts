// Which errors are Daytona's own, and retrying the passing ones with backoff (environment/retries.ts).
import { DEFAULT_API_RETRY, withRetries, type RetryPolicy } from '../../environment/retries.js'
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

/**
 * Statuses that say the request never reached the sandbox (a gateway or the API refused it):
 * a command that must not run twice is retried only on these.
 */
export function notDelivered(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode
  return daytonaFaultKind(error) === 'transient' && (status === 429 || status === 502 || status === 503)
}

const isTransient = (error: unknown): boolean => daytonaFaultKind(error) === 'transient'

/** A Daytona call tried again on its transient faults (or on what `retryable` says). */
export function withDaytonaRetries<T>(
  call: () => Promise<T>,
  policy: RetryPolicy = DEFAULT_API_RETRY,
  retryable: (error: unknown) => boolean = isTransient,
): Promise<T> {
  return withRetries(call, policy, retryable)
}
