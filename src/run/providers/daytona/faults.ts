// Which errors are Daytona's own, and retrying the passing ones with backoff (environment/retries.ts).
import {
  DaytonaConnectionError,
  DaytonaError,
  DaytonaProcessExecutionTimeoutError,
  DaytonaTimeoutError,
} from '@daytonaio/sdk'
import { DEFAULT_API_RETRY, withRetries, type RetryPolicy } from '../../environment/retries.js'
import type { FaultKind } from '../../environment/types.js'
import { ProviderSettingsError, ProviderUnavailableError } from '../../environment/errors.js'
import { statusCodeOf, TRANSIENT_HTTP_STATUS, TRANSIENT_NET_CODES } from '../remote/faults.js'

/**
 * The SDK's errors by class, then their `statusCode` (HTTP) or transport `code`; never their name
 * or text (the SDK maps one daemon fault to subclasses of other names from one version to the next).
 */
export function daytonaFaultKind(error: unknown): FaultKind | null {
  if (!(error instanceof DaytonaError)) return null
  if (error instanceof DaytonaConnectionError) return 'transient'
  const status = error.statusCode
  // A success status on an error: the answer was cut off mid-body (the connection dropped).
  if (typeof status === 'number' && status >= 200 && status < 300) return 'transient'
  if (typeof status === 'number') return TRANSIENT_HTTP_STATUS.has(status) ? 'transient' : 'request'
  const code = error.code
  if (typeof code === 'string' && TRANSIENT_NET_CODES.has(code)) return 'transient'
  return null
}

/** The daemon's code for a command past the timeout it was given. */
const EXECUTION_TIMEOUT_CODE = 'PROCESS_EXECUTION_TIMEOUT'

/**
 * Whether a command given a timeout ended by it: the daemon's execution timeout (its class or
 * code), an HTTP 408, or any timeout of the SDK's once the command's own time has passed (the
 * client's deadline follows the command's). The command's, not the provider's fault.
 */
export function commandTimedOut(error: unknown, elapsedSec: number, timeoutSec: number): boolean {
  if (error instanceof DaytonaProcessExecutionTimeoutError) return true
  if (!(error instanceof DaytonaError)) return false
  if (error.statusCode === 408 || error.code === EXECUTION_TIMEOUT_CODE) return true
  return error instanceof DaytonaTimeoutError && elapsedSec >= timeoutSec
}

/**
 * Statuses that say the request never reached the sandbox (a gateway or the API refused it):
 * a command that must not run twice is retried only on these.
 */
export function notDelivered(error: unknown): boolean {
  const status = statusCodeOf(error)
  return daytonaFaultKind(error) === 'transient' && (status === 429 || status === 502 || status === 503)
}

/** The sandbox or snapshot is not there (HTTP 404): gone already, or never made. */
export const isGone = (error: unknown): boolean => statusCodeOf(error) === 404

/** Another's create came first (HTTP 409): theirs is the one. */
export const isTaken = (error: unknown): boolean => statusCodeOf(error) === 409

const isTransient = (error: unknown): boolean => daytonaFaultKind(error) === 'transient'

/** A Daytona call tried again on its transient faults (or on what `retryable` says). */
export function withDaytonaRetries<T>(
  call: () => Promise<T>,
  policy: RetryPolicy = DEFAULT_API_RETRY,
  retryable: (error: unknown) => boolean = isTransient,
  wait?: (ms: number) => Promise<unknown>,
): Promise<T> {
  return withRetries(call, policy, retryable, wait)
}

/** The preflight's first request failed: one sentence naming what to check (never the key). */
export function daytonaUnreachable(error: unknown, apiUrl: string): Error {
  const status = error instanceof DaytonaError ? error.statusCode : undefined
  if (status === 401 || status === 403)
    return new ProviderSettingsError(
      `provider daytona: the API at ${apiUrl} refused DAYTONA_API_KEY (HTTP ${status}); check the key and its organization`,
    )
  if (typeof status === 'number')
    return new ProviderUnavailableError(
      `provider daytona: the API at ${apiUrl} answered HTTP ${status} to a first request; check DAYTONA_API_URL and Daytona's status`,
    )
  const why = error instanceof Error ? error.constructor.name : 'no answer'
  return new ProviderUnavailableError(
    `provider daytona: no Daytona API answers at ${apiUrl} (${why}); check DAYTONA_API_URL and the network`,
  )
}
