// E2B as the CLI, the action and the docs know it: one sandbox per attempt, from a template it
// builds from the task's image or Dockerfile, with credentials from the environment.
import type { ProviderCapabilities } from '../../environment/types.js'
import type { ProviderDescriptor } from '../descriptor.js'
import { e2bSettingsFromEnv } from './config.js'

/** What a sandbox per attempt can honour, and why not the rest (the runner refuses from these). */
export const E2B_CAPABILITIES: ProviderCapabilities = {
  services: false,
  // A sandbox created with allowInternetAccess false has no egress.
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

const OWN_TEMPLATES = 'builds its own templates and keeps no Docker images'

export const e2bDescriptor: ProviderDescriptor<'e2b'> = {
  name: 'e2b',
  remote: true,
  title: 'E2B',
  help: 'e2b (remote sandboxes; E2B_API_KEY, E2B_DOMAIN; at most --concurrency sandboxes at once)',
  capabilities: E2B_CAPABILITIES,
  refuses: {
    'image-registry': OWN_TEMPLATES,
    'image-cache': OWN_TEMPLATES,
    namespace: 'has no namespaces (provider kubernetes takes one)',
  },
  async create(context) {
    const settings = e2bSettingsFromEnv(context.env)
    const { E2BProvider } = await import('./provider.js')
    return new E2BProvider(settings, { concurrency: context.concurrency })
  },
  // Its settings were checked by create; one first request answers for the API and the key.
  async preflight(provider) {
    const { E2BProvider } = await import('./provider.js')
    if (provider instanceof E2BProvider) await provider.checkReachable()
  },
}
