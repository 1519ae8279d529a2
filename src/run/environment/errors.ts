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
