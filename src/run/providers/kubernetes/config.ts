// Kubernetes settings: the namespace from --namespace / KUBERNETES_NAMESPACE (default `default`),
// the cluster and credentials the client's usual way (KUBECONFIG, ~/.kube/config, or in-cluster).
// Credentials stay inside the client's KubeConfig: never logged, never written to a run folder.
import { KubeConfig } from '@kubernetes/client-node'
import { isLoopback } from '../../agents/preflight.js'
import { ProviderSettingsError } from '../../environment/errors.js'

export const DEFAULT_NAMESPACE = 'default'

export interface KubernetesSettings {
  namespace: string
  kubeConfig: KubeConfig
}

/** A DNS-1123 label, as a namespace name must be. */
const NAMESPACE_NAME = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/

export function namespaceFrom(given: string | undefined, env: Record<string, string | undefined>): string {
  const namespace = given?.trim() || env.KUBERNETES_NAMESPACE?.trim() || DEFAULT_NAMESPACE
  if (!NAMESPACE_NAME.test(namespace)) {
    throw new ProviderSettingsError(
      `provider kubernetes: namespace '${namespace.slice(0, 80)}' is not a valid name (lower-case letters, digits and '-', at most 63); set --namespace or KUBERNETES_NAMESPACE`,
    )
  }
  return namespace
}

/** KubeConfig.loadFromDefault: KUBECONFIG, then ~/.kube/config, then the in-cluster service account. */
export function kubernetesSettingsFromEnv(
  env: Record<string, string | undefined>,
  namespace?: string,
): KubernetesSettings {
  const kubeConfig = new KubeConfig()
  const saved = process.env.KUBECONFIG
  try {
    // The client reads process.env itself; the caller's environment decides.
    if (env.KUBECONFIG === undefined) delete process.env.KUBECONFIG
    else process.env.KUBECONFIG = env.KUBECONFIG
    kubeConfig.loadFromDefault()
  } catch (error) {
    throw new ProviderSettingsError(
      `provider kubernetes: could not read the kubeconfig (${error instanceof Error ? error.name : typeof error}); point KUBECONFIG at a valid file or run inside a cluster`,
    )
  } finally {
    if (saved === undefined) delete process.env.KUBECONFIG
    else process.env.KUBECONFIG = saved
  }
  const cluster = kubeConfig.getCurrentCluster()
  if (!cluster) {
    throw new ProviderSettingsError(
      'provider kubernetes: no cluster in the kubeconfig; set KUBECONFIG to a file whose current-context names a cluster, or run inside a cluster',
    )
  }
  const refusal = serverRefusal(cluster.server, kubeConfig.getCurrentUser() !== null)
  if (refusal) throw new ProviderSettingsError(`provider kubernetes: ${refusal}`)
  return { namespace: namespaceFrom(namespace, env), kubeConfig }
}

/**
 * What is wrong with the cluster's address before anything is sent: not a URL; http:// to another
 * machine (the token would cross the network unencrypted; `kubectl proxy` on loopback is taken);
 * no user to authenticate as, where the connection is not a local proxy's.
 */
export function serverRefusal(server: string, hasUser: boolean): string | null {
  let url: URL
  try {
    url = new URL(server)
  } catch {
    return `the cluster's server '${server.slice(0, 80)}' in the kubeconfig is not a URL`
  }
  const loopback = isLoopback(server)
  if (url.protocol === 'http:' && !loopback)
    return `the cluster's server ${url.host} is http://, so credentials would cross the network unencrypted; use its https:// address (http:// is taken for a loopback proxy only)`
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return `the cluster's server must be https://, got ${url.protocol}`
  if (!hasUser && !(url.protocol === 'http:' && loopback))
    return 'the kubeconfig names no user for its current context, so the cluster would see no credentials; set one (or run inside a cluster)'
  return null
}
