// A run given no provider runs on Docker: on the caller's engine client, else the default engine.
import type { EnvironmentProvider } from '../environment/types.js'
import { DockerProvider, type DockerClient } from './docker/provider.js'

/** The caller's provider, else Docker on the caller's engine client (RunOptions.docker), else the default engine. */
export function providerOf(options: {
  provider?: EnvironmentProvider
  docker?: DockerClient
}): EnvironmentProvider {
  return options.provider ?? new DockerProvider(options.docker)
}

export type { DockerClient }
