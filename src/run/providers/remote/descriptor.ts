// What the descriptors of the remote providers share: a sandbox per attempt honours the same
// things (Daytona, E2B), a service that builds its own images refuses the same settings, and every
// remote preflight is one first request (remote/provider.ts).
import type { EnvironmentProvider, ProviderCapabilities } from '../../environment/types.js'
import type { ProviderDescriptor } from '../descriptor.js'

/** What a sandbox per attempt can honour, and why not the rest (the runner refuses from these). */
export const SANDBOX_CAPABILITIES: ProviderCapabilities = {
  services: false,
  // A sandbox created without network access (Daytona's networkBlockAll, E2B's allowInternetAccess) has no egress.
  noNetwork: true,
  hostNetwork: false,
  mounts: false,
  verifierBeside: false,
  display: false,
  reasons: {
    services: 'one sandbox per attempt, no private network between sandboxes',
    hostNetwork: "a sandbox runs elsewhere, away from this machine's loopback",
    mounts: "a sandbox cannot see this machine's folders",
    display: 'GUI tasks are proven on Docker only so far',
  },
}

/** What a sandbox service's descriptor says of its own: the rest is the same for every one. */
export type SandboxDescriptorOwn<N extends string> = Pick<
  ProviderDescriptor<N>,
  'name' | 'title' | 'help' | 'create'
> & {
  /** What it calls the images it builds itself (`snapshots`). */
  images: string
}

/**
 * A service of remote sandboxes (Daytona, E2B): the sandbox's capabilities, the settings refused by
 * a service that builds its own images and has no namespaces, and the first-request preflight.
 */
export function sandboxDescriptor<N extends string>(own: SandboxDescriptorOwn<N>): ProviderDescriptor<N> {
  const ownImages = `builds its own ${own.images} and keeps no Docker images`
  return {
    name: own.name,
    remote: true,
    title: own.title,
    help: own.help,
    capabilities: SANDBOX_CAPABILITIES,
    refuses: {
      'image-registry': ownImages,
      'image-cache': ownImages,
      namespace: 'has no namespaces (provider kubernetes takes one)',
    },
    create: own.create,
    preflight: firstRequestPreflight,
  }
}

/**
 * A remote provider's preflight (its settings were checked by create): one first request answers
 * for the API and the credentials. The base class loads only when a run opens the provider.
 */
export async function firstRequestPreflight(provider: EnvironmentProvider): Promise<void> {
  const { RemoteProvider } = await import('./provider.js')
  if (provider instanceof RemoteProvider) await provider.checkReachable()
}
