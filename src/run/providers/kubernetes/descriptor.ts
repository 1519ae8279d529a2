// Kubernetes as the CLI, the action and the docs know it: one pod per attempt in one namespace, from
// images this machine builds and pushes to the image registry for the cluster to pull.
import { ProviderSettingsError } from '../../environment/errors.js'
import type { ProviderCapabilities } from '../../environment/types.js'
import type { ProviderDescriptor } from '../descriptor.js'
import { firstRequestPreflight } from '../remote/descriptor.js'

/** What one pod per attempt can honour, and why not the rest (the runner refuses from these). */
export const KUBERNETES_CAPABILITIES: ProviderCapabilities = {
  services: false,
  noNetwork: false,
  hostNetwork: false,
  mounts: false,
  verifierBeside: false,
  display: false,
  reasons: {
    services: 'one pod per attempt, no sidecar containers yet',
    noNetwork:
      'it needs an egress-deny NetworkPolicy, which this provider does not create, and only a CNI that enforces policies would honour one',
    hostNetwork: "a pod does not share this machine's loopback",
    mounts: "a pod cannot see this machine's folders",
    display: 'GUI tasks are proven on Docker only so far',
  },
}

export const kubernetesDescriptor: ProviderDescriptor<'kubernetes'> = {
  name: 'kubernetes',
  remote: true,
  title: 'Kubernetes',
  help: 'kubernetes (one pod per attempt; KUBECONFIG or in-cluster; images pushed to --image-registry)',
  flagHelp:
    '      --namespace NAME      kubernetes: the namespace of the pods (default KUBERNETES_NAMESPACE, else default)',
  capabilities: KUBERNETES_CAPABILITIES,
  refuses: {
    'image-cache': 'pulls its images from image-registry, where this machine pushes what it builds',
  },
  pushesLocalImages: true,
  async create(context) {
    // The client library is large: loaded only when a run asks for this provider.
    const { kubernetesSettingsFromEnv } = await import('./config.js')
    const settings = kubernetesSettingsFromEnv(context.env, context.namespace)
    const { KubernetesProvider } = await import('./provider.js')
    if (!context.pushedImages)
      throw new ProviderSettingsError('provider kubernetes: no engine to build its images')
    return new KubernetesProvider(settings, context.pushedImages)
  },
  preflight: firstRequestPreflight,
}
