// This machine's Docker engine, for what builds and keeps images whichever provider runs the
// attempts: `helios build` and `check`, the action's job images and its Actions image cache. Docker
// runs the attempts there too; Kubernetes pulls what it pushes. Loading this file loads no engine
// client: `openEngine` does, when a command needs the engine.
import type { EnvironmentProvider } from '../environment/types.js'
import type { DockerClient } from './docker/provider.js'
import { dockerDescriptor } from './docker/descriptor.js'

export interface Engine {
  /** The engine as the runner's provider. */
  provider: EnvironmentProvider
  /** Its client, for the image tools below. */
  docker: DockerClient
}

/** The engine (DOCKER_HOST, else the local socket), checked: no engine, one ProviderUnavailableError. */
export async function openEngine(env: Record<string, string | undefined> = process.env): Promise<Engine> {
  const { DockerProvider } = await import('./docker/provider.js')
  const provider = new DockerProvider()
  await dockerDescriptor.preflight(provider, { env })
  return { provider, docker: provider.docker }
}

export type { DockerClient }
export {
  environmentTag,
  ImageCache,
  type ImageCacheOptions,
  type ImageStash,
  type StashSave,
} from './docker/image-cache.js'
export { loadImageArchive, saveImageArchive } from './docker/image-archive.js'
/** Kept for library callers; `provider.removeRun(runId)` does the same on any provider. */
export { removeRunContainers } from './docker/cleanup.js'
export {
  parseRegistryRef,
  RegistryRefError,
  resolveRegistry,
  type ImageRegistry,
  type RegistryAuth,
} from './docker/registry.js'
