// Errors every provider throws the same way, so the code above the seam tells them apart by type.

/**
 * `Environment.copyOut` of a path that does not exist in the environment. A provider that met it
 * as an API answer passes that as `cause`: the message stays the provider's own, and the fault is
 * still sorted as the provider's (faultKind reads the cause).
 */
export class PathNotFound extends Error {
  constructor(
    readonly path: string,
    cause?: unknown,
  ) {
    super(cause instanceof Error ? cause.message : `${path}: not found in the environment`, { cause })
    this.name = 'PathNotFound'
  }
}

/**
 * A provider's settings (from the environment and the flags or inputs) are missing or wrong; the
 * message names what to set, never a secret's value. The CLI makes it a usage error, the action an
 * input error.
 */
export class ProviderSettingsError extends Error {
  override name = 'ProviderSettingsError'
}

/** The provider cannot be reached at all (no Docker engine answers): one sentence before any task. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError'
}

/**
 * A field an SDK or Node attaches to its errors (`statusCode`, `code`, `syscall`, `cause`), read
 * without a cast: undefined where the error has none (or is no object).
 */
export function errorField(error: unknown, field: string): unknown {
  return typeof error === 'object' && error !== null ? Reflect.get(error, field) : undefined
}

/** An error's message, or what was thrown as text. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
