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
