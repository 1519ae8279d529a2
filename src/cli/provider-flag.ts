// `--provider NAME` of the CLI: where attempts run. Docker (the local engine, or DOCKER_HOST) by
// default; Daytona with DAYTONA_API_KEY (+ DAYTONA_API_URL, DAYTONA_TARGET) from the environment;
// Kubernetes with the kubeconfig (KUBECONFIG or in-cluster), --namespace and --image-registry.
import type { EnvironmentProvider, ProviderName } from '../run/environment/types.js'
import { DaytonaConfigError } from '../run/providers/daytona/config.js'
import { KubernetesConfigError } from '../run/providers/kubernetes/config.js'
import { createProvider, PROVIDER_NAMES } from '../run/providers/index.js'
import { closest } from '../text/closest.js'
import { stringFlag, UsageError } from './args.js'

export const PROVIDER_HELP = `      --provider NAME       where attempts run: docker (default; the local engine or DOCKER_HOST) or
                            daytona (remote sandboxes; DAYTONA_API_KEY, DAYTONA_API_URL, DAYTONA_TARGET;
                            at most --concurrency sandboxes at once) or kubernetes (one pod per attempt;
                            KUBECONFIG or in-cluster; images pushed to --image-registry)
      --namespace NAME      kubernetes: the namespace of the pods (default KUBERNETES_NAMESPACE, else default)`

export function providerNameFlag(values: Record<string, unknown>): ProviderName {
  const name = stringFlag(values, 'provider') ?? 'docker'
  const known = PROVIDER_NAMES.find((n) => n === name)
  if (known) return known
  const meant = closest(name, PROVIDER_NAMES)
  const fix = meant === null ? `use one of ${PROVIDER_NAMES.join(', ')}` : `did you mean --provider ${meant}?`
  throw new UsageError(`--provider: unknown provider '${name}'; ${fix}`)
}

/** The remote provider asked for, or null for Docker (the caller keeps its engine client). */
export function remoteProviderFlag(
  values: Record<string, unknown>,
  concurrency: number,
  env: Record<string, string | undefined> = process.env,
): EnvironmentProvider | null {
  const name = providerNameFlag(values)
  if (name === 'docker') return null
  const namespace = stringFlag(values, 'namespace')
  if (namespace !== undefined && name !== 'kubernetes')
    throw new UsageError(`--namespace is for --provider kubernetes; drop it for ${name}`)
  // A cluster pulls its images: the registry is where they are pushed (provider kubernetes).
  if (name === 'daytona' && stringFlag(values, 'image-registry') !== undefined) {
    throw new UsageError(
      `--image-registry keeps Docker images; --provider ${name} builds its own snapshots: drop one`,
    )
  }
  try {
    return createProvider(name, { concurrency, env, namespace })
  } catch (error) {
    if (error instanceof DaytonaConfigError || error instanceof KubernetesConfigError)
      throw new UsageError(error.message)
    throw error
  }
}
