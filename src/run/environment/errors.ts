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
