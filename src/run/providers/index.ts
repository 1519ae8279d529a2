// The one place a provider is chosen by name. A new provider (Daytona, Kubernetes) is a folder
// beside docker/ and one entry here; nothing above the seam changes.
import type { EnvironmentProvider, ProviderName } from '../environment/types.js'
import { DockerProvider, type DockerClient } from './docker/provider.js'

export const PROVIDER_NAMES: readonly ProviderName[] = ['docker']

export interface ProviderOptions {
  /** Docker: the engine client to use (default: `new Docker()`, which honours DOCKER_HOST). */
  docker?: DockerClient
}

export function createProvider(name: ProviderName, options: ProviderOptions = {}): EnvironmentProvider {
  switch (name) {
    case 'docker':
      return new DockerProvider(options.docker)
  }
}

/** The caller's provider, else Docker on the caller's engine client (RunOptions.docker), else the default engine. */
export function providerOf(options: {
  provider?: EnvironmentProvider
  docker?: DockerClient
}): EnvironmentProvider {
  return options.provider ?? createProvider('docker', { docker: options.docker })
}

export type { DockerClient }
