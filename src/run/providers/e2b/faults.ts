// Which errors are E2B's own, and retrying the passing ones with backoff (environment/retries.ts).
// The SDK already waits out a 429's Retry-After on its REST calls (its `retries`); what still
// comes out is retried here with our backoff.
import {
  AuthenticationError,
  BuildError,
  CommandExitError,
  RateLimitError,
  SandboxError,
  SandboxNotFoundError,
  ServiceBusyError,
  TimeoutError,
} from 'e2b'
import { ProviderSettingsError, ProviderUnavailableError } from '../../environment/errors.js'
import { DEFAULT_API_RETRY, withRetries, type RetryPolicy } from '../../environment/retries.js'
import {
  statusCodeOf,
  transportCodeOf,
  TRANSIENT_HTTP_STATUS,
  TRANSIENT_NET_CODES,
} from '../remote/faults.js'
import type { FaultKind } from '../../environment/types.js'

/**
 * The SDK's errors by class, then their `statusCode`; a failed fetch by its cause's transport
 * code. Never by text (an agent's output may say anything).
 */
export function e2bFaultKind(error: unknown): FaultKind | null {
  // A command's non-zero exit: the command's outcome, not E2B's fault.
  if (error instanceof CommandExitError) return null
  if (error instanceof RateLimitError || error instanceof ServiceBusyError) return 'transient'
  if (error instanceof AuthenticationError) return 'request'
  // The sandbox was killed or timed out under a request, or the request's own deadline passed; or
  // E2B no longer has it (it ended): another try gets a new sandbox.
  if (error instanceof TimeoutError || error instanceof SandboxNotFoundError) return 'transient'
  if (error instanceof SandboxError || error instanceof BuildError) {
    const status = statusCodeOf(error)
    if (typeof status === 'number') return TRANSIENT_HTTP_STATUS.has(status) ? 'transient' : 'request'
    return 'request'
  }
  const code = transportCodeOf(error)
  return code !== null && TRANSIENT_NET_CODES.has(code) ? 'transient' : null
}

/** Whether a command given `timeoutSec` ended by it: the SDK's timeout once that time has passed. */
export function commandTimedOut(error: unknown, elapsedSec: number, timeoutSec: number): boolean {
  return error instanceof TimeoutError && elapsedSec >= timeoutSec
}

/** A request that surely never ran a command (refused before the sandbox): safe to send again. */
export function notDelivered(error: unknown): boolean {
  return error instanceof RateLimitError || error instanceof ServiceBusyError
}

const isTransient = (error: unknown): boolean => e2bFaultKind(error) === 'transient'

/** An E2B call tried again on its transient faults (or on what `retryable` says). */
export function withE2BRetries<T>(
  call: () => Promise<T>,
  policy: RetryPolicy = DEFAULT_API_RETRY,
  retryable: (error: unknown) => boolean = isTransient,
): Promise<T> {
  return withRetries(call, policy, retryable)
}

/** The preflight's first request failed: one sentence naming what to check (never the key). */
export function e2bUnreachable(error: unknown, apiUrl: string): Error {
  if (error instanceof AuthenticationError)
    return new ProviderSettingsError(
      `provider e2b: the API at ${apiUrl} refused E2B_API_KEY (HTTP 401); check the key and its team`,
    )
  const status = statusCodeOf(error)
  if (typeof status === 'number')
    return new ProviderUnavailableError(
      `provider e2b: the API at ${apiUrl} answered HTTP ${status} to a first request; check E2B_DOMAIN (or E2B_API_URL) and E2B's status`,
    )
  const why = transportCodeOf(error) ?? (error instanceof Error ? error.constructor.name : 'no answer')
  return new ProviderUnavailableError(
    `provider e2b: no E2B API answers at ${apiUrl} (${why}); check E2B_DOMAIN (or E2B_API_URL) and the network`,
  )
}
