// A registry that keeps built environment images between runs and jobs (`<ref>:<content hash>`).
// Credentials go to the provider in a request and are never written to a file.
export interface RegistryAuth {
  username: string
  password: string
  serveraddress: string
}

export interface ImageRegistry {
  /** A repository without tag, e.g. `ghcr.io/owner/repo/helios-env`. */
  ref: string
  auth: RegistryAuth | null
}

/** Where the image of a content hash lives in the registry. */
export function registryImage(ref: string, hash: string): string {
  return `${ref}:${hash}`
}
