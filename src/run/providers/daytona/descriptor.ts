// Daytona as the CLI, the action and the docs know it: one sandbox per attempt, from a snapshot it
// builds itself, with credentials from the environment.
import type { ProviderCapabilities } from '../../environment/types.js'
import type { ProviderDescriptor } from '../descriptor.js'
import { daytonaSettingsFromEnv } from './config.js'

/** What a sandbox per attempt can honour, and why not the rest (the runner refuses from these). */
export const DAYTONA_CAPABILITIES: ProviderCapabilities = {
  services: false,
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

const OWN_SNAPSHOTS = 'builds its own snapshots and keeps no Docker images'

export const daytonaDescriptor: ProviderDescriptor<'daytona'> = {
  name: 'daytona',
  remote: true,
  title: 'Daytona',
  help: 'daytona (remote sandboxes; DAYTONA_API_KEY, DAYTONA_API_URL, DAYTONA_TARGET; at most --concurrency sandboxes at once)',
  capabilities: DAYTONA_CAPABILITIES,
  refuses: {
    'image-registry': OWN_SNAPSHOTS,
    'image-cache': OWN_SNAPSHOTS,
    namespace: 'has no namespaces (provider kubernetes takes one)',
  },
  async create(context) {
    const settings = daytonaSettingsFromEnv(context.env)
    const { DaytonaProvider } = await import('./provider.js')
    return new DaytonaProvider(settings, { concurrency: context.concurrency })
  },
  // Its settings were checked by create; one first request answers for the API and the key.
  async preflight(provider) {
    const { DaytonaProvider } = await import('./provider.js')
    if (provider instanceof DaytonaProvider) await provider.checkReachable()
  },
}
