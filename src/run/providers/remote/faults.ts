// The faults every remote provider (Daytona, E2B, Kubernetes) sorts the same way: which HTTP answers
// and transport errors may pass on another try, and a helper command of ours that hangs.

export const TRANSIENT_HTTP_STATUS: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504])
export const TRANSIENT_NET_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
  'UND_ERR_SOCKET',
])

/**
 * How long a helper command of ours (a file copy, a clean-up) may take in a remote environment:
 * given explicitly, since a Daytona daemon ends a command given none after 10 s, and a bound on
 * one that hangs (a stuck mount) where the cluster sets none.
 */
export const HELPER_EXEC_TIMEOUT_SEC = 600

/** A helper command past HELPER_EXEC_TIMEOUT_SEC: a fault of the environment, named. */
export function helperTimedOut(what: string): Error {
  return new Error(`${what}: a helper command took over ${HELPER_EXEC_TIMEOUT_SEC} s and was stopped`)
}

/** An error's HTTP status as SDKs attach it (`statusCode`); undefined where it has none. */
export function statusCodeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : undefined
}

/**
 * The transport code (`ECONNRESET`) on an error or its causes (undici's `fetch failed` carries the
 * socket's on its cause): the first that `accept` takes, four levels deep at most.
 */
export function transportCodeOf(
  error: unknown,
  accept: (code: string) => boolean = () => true,
): string | null {
  let at = error
  for (let depth = 0; typeof at === 'object' && at !== null && depth < 4; depth++) {
    if ('code' in at && typeof at.code === 'string' && accept(at.code)) return at.code
    at = 'cause' in at ? at.cause : null
  }
  return null
}
