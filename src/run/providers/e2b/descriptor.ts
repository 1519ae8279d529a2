// E2B as the CLI, the action and the docs know it: one sandbox per attempt, from a template it
// builds from the task's image or Dockerfile, with credentials from the environment.
import type { ProviderDescriptor } from '../descriptor.js'
import { sandboxDescriptor } from '../remote/descriptor.js'
import { e2bSettingsFromEnv } from './config.js'

export const e2bDescriptor: ProviderDescriptor<'e2b'> = sandboxDescriptor({
  name: 'e2b',
  title: 'E2B',
  help: 'e2b (remote sandboxes; E2B_API_KEY, E2B_DOMAIN; at most --concurrency sandboxes at once)',
  images: 'templates',
  async create(context) {
    const settings = e2bSettingsFromEnv(context.env)
    const { E2BProvider } = await import('./provider.js')
    return new E2BProvider(settings, { concurrency: context.concurrency })
  },
})
