// Kubernetes settings: the namespace from --namespace / KUBERNETES_NAMESPACE (default `default`),
// the cluster and credentials the client's usual way (KUBECONFIG, ~/.kube/config, or in-cluster).
// Credentials stay inside the client's KubeConfig: never logged, never written to a run folder.
import { KubeConfig } from '@kubernetes/client-node'
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
      `provider kubernetes: could not read the kubeconfig (${(error as Error).name}); point KUBECONFIG at a valid file or run inside a cluster`,
    )
  } finally {
    if (saved === undefined) delete process.env.KUBECONFIG
    else process.env.KUBECONFIG = saved
  }
  if (!kubeConfig.getCurrentCluster()) {
    throw new ProviderSettingsError(
      'provider kubernetes: no cluster in the kubeconfig; set KUBECONFIG to a file whose current-context names a cluster, or run inside a cluster',
    )
  }
  return { namespace: namespaceFrom(namespace, env), kubeConfig }
}
