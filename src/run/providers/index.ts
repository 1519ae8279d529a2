// The one place a provider is chosen by name. A new provider is a folder
// beside docker/ and one entry here; nothing above the seam changes.
import type { EnvironmentProvider, ProviderName } from '../environment/types.js'
import { daytonaSettingsFromEnv } from './daytona/config.js'
import { DaytonaProvider } from './daytona/provider.js'
import { DockerProvider, type DockerClient } from './docker/provider.js'
import { kubernetesSettingsFromEnv } from './kubernetes/config.js'
import { KubernetesProvider } from './kubernetes/provider.js'

export const PROVIDER_NAMES: readonly ProviderName[] = ['docker', 'daytona', 'kubernetes']

export interface ProviderOptions {
  /** Docker: the engine client to use (default: `new Docker()`, which honours DOCKER_HOST). */
  docker?: DockerClient
  /** Remote providers: environments alive at once (the run's concurrency). */
  concurrency?: number
  /** Remote providers: where credentials are read (default: process.env). */
  env?: Record<string, string | undefined>
  /** Kubernetes: the namespace (else KUBERNETES_NAMESPACE, else `default`). */
  namespace?: string
}

export function createProvider(name: ProviderName, options: ProviderOptions = {}): EnvironmentProvider {
  switch (name) {
    case 'docker':
      return new DockerProvider(options.docker)
    case 'daytona':
      return new DaytonaProvider(daytonaSettingsFromEnv(options.env ?? process.env), {
        concurrency: options.concurrency,
      })
    case 'kubernetes':
      return new KubernetesProvider(
        kubernetesSettingsFromEnv(options.env ?? process.env, options.namespace),
        // The cluster pulls what this machine's engine built (one provider never imports another).
        (build) => new DockerProvider(options.docker).pushedImages(build),
      )
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
