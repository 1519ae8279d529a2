// Daytona's settings from the environment. The key is only ever handed to the SDK (and its
// generated toolbox client, toolbox-files.ts): never logged, never written to a run folder,
// never part of an error message.
import { checkedApiUrl, requiredKey } from '../remote/settings.js'

export const DEFAULT_DAYTONA_API_URL = 'https://app.daytona.io/api'
/** Sandboxes of one provider instance alive at once, unless the caller says otherwise. */
export const DEFAULT_DAYTONA_CONCURRENCY = 32

export interface DaytonaSettings {
  apiKey: string
  apiUrl: string
  /** The region (`us`, `eu`); null: the organization's default. */
  target: string | null
}

/** Reads DAYTONA_API_KEY, DAYTONA_API_URL and DAYTONA_TARGET; throws naming what to set. */
export function daytonaSettingsFromEnv(env: Record<string, string | undefined>): DaytonaSettings {
  const apiKey = requiredKey(env, { name: 'daytona', title: 'Daytona' }, 'DAYTONA_API_KEY')
  const apiUrl = checkedApiUrl(env.DAYTONA_API_URL?.trim() || DEFAULT_DAYTONA_API_URL, {
    provider: 'daytona',
    variable: 'DAYTONA_API_URL',
    keyVariable: 'DAYTONA_API_KEY',
    fix: `set it like ${DEFAULT_DAYTONA_API_URL}`,
  })
  return { apiKey, apiUrl, target: env.DAYTONA_TARGET?.trim() || null }
}
