// Errors every provider throws the same way, so the code above the seam tells them apart by type.

/** `Environment.copyOut` of a path that does not exist in the environment. */
export class PathNotFound extends Error {
  constructor(readonly path: string) {
    super(`${path}: not found in the environment`)
    this.name = 'PathNotFound'
  }
}
