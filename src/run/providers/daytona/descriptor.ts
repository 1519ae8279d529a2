// Daytona as the CLI, the action and the docs know it: one sandbox per attempt, from a snapshot it
// builds itself, with credentials from the environment.
import type { ProviderDescriptor } from '../descriptor.js'
import { sandboxDescriptor } from '../remote/descriptor.js'
import { daytonaSettingsFromEnv } from './config.js'

export const daytonaDescriptor: ProviderDescriptor<'daytona'> = sandboxDescriptor({
  name: 'daytona',
  title: 'Daytona',
  help: 'daytona (remote sandboxes; DAYTONA_API_KEY, DAYTONA_API_URL, DAYTONA_TARGET; at most --concurrency sandboxes at once)',
  images: 'snapshots',
  async create(context) {
    const settings = daytonaSettingsFromEnv(context.env)
    const { DaytonaProvider } = await import('./provider.js')
    return new DaytonaProvider(settings, { concurrency: context.concurrency })
  },
})
