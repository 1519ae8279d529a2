// Which errors are the cluster's own. The client's ApiException carries the HTTP code; its text
// holds the whole answer (headers, body), so it is turned into a short KubernetesApiError here.
import { ApiException } from '@kubernetes/client-node'
import { ProviderSettingsError, ProviderUnavailableError } from '../../environment/errors.js'
import { errorField } from '../../../narrow.js'
import { retryAfterOf } from '../../environment/retries.js'
import type { FaultKind } from '../../environment/types.js'
import { TRANSIENT_HTTP_STATUS, TRANSIENT_NET_CODES, transportCodeOf } from '../remote/faults.js'

export class KubernetesApiError extends Error {
  override name = 'KubernetesApiError'
  constructor(
    readonly statusCode: number | null,
    message: string,
    readonly transportCode: string | null = null,
    /** The cluster's `Retry-After` (429, 503), capped (environment/retries.ts). */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message)
  }
}

/** The client's error as a KubernetesApiError naming the operation; other errors as they are. */
export function apiError(operation: string, error: unknown): unknown {
  if (error instanceof ApiException) {
    const message = errorField(error.body, 'message')
    const detail = typeof message === 'string' ? message : ''
    return new KubernetesApiError(
      error.code,
      `${operation}: HTTP ${error.code}${detail ? ` (${detail.slice(0, 200)})` : ''}`,
      null,
      retryAfterOf(error),
    )
  }
  const code = transportCodeOf(error, (c) => TRANSIENT_NET_CODES.has(c))
  if (code) return new KubernetesApiError(null, `${operation}: ${code}`, code)
  return error
}

export function kubernetesFaultKind(error: unknown): FaultKind | null {
  if (!(error instanceof KubernetesApiError)) return null
  if (error.statusCode === null) return 'transient'
  return TRANSIENT_HTTP_STATUS.has(error.statusCode) ? 'transient' : 'request'
}

export const isTransient = (error: unknown): boolean => kubernetesFaultKind(error) === 'transient'

export const isNotFound = (error: unknown): boolean =>
  error instanceof KubernetesApiError && error.statusCode === 404

/** The preflight's first request failed: one sentence naming what to check (never a credential). */
export function kubernetesUnreachable(error: unknown, server: string, namespace: string): Error {
  const status = error instanceof KubernetesApiError ? error.statusCode : null
  if (status === 401 || status === 403)
    return new ProviderSettingsError(
      `provider kubernetes: the cluster at ${server} refused the kubeconfig's credentials for pods in namespace ${namespace} (HTTP ${status}); check the user and its RBAC`,
    )
  if (status !== null)
    return new ProviderUnavailableError(
      `provider kubernetes: the cluster at ${server} answered HTTP ${status} to listing pods in namespace ${namespace}`,
    )
  const why = error instanceof KubernetesApiError ? (error.transportCode ?? 'no answer') : 'no answer'
  return new ProviderUnavailableError(
    `provider kubernetes: no cluster answers at ${server} (${why}); check KUBECONFIG and the network`,
  )
}
