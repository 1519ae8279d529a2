// Daytona's settings from the environment. The key is only ever handed to the SDK (and its
// generated toolbox client, toolbox-files.ts): never logged, never written to a run folder,
// never part of an error message.
import { ProviderSettingsError } from '../../environment/errors.js'
import { isLoopback } from '../../agents/preflight.js'

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
  const apiKey = env.DAYTONA_API_KEY?.trim() ?? ''
  if (!apiKey) {
    throw new ProviderSettingsError(
      'provider daytona: DAYTONA_API_KEY is not set; create a key in the Daytona dashboard and pass it as a secret (env: DAYTONA_API_KEY: ${{ secrets.DAYTONA_API_KEY }})',
    )
  }
  const apiUrl = env.DAYTONA_API_URL?.trim() || DEFAULT_DAYTONA_API_URL
  let parsed: URL
  try {
    parsed = new URL(apiUrl)
  } catch {
    throw new ProviderSettingsError(
      `provider daytona: DAYTONA_API_URL is not a URL; set it like ${DEFAULT_DAYTONA_API_URL}`,
    )
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new ProviderSettingsError(
      `provider daytona: DAYTONA_API_URL must be http(s); set it like ${DEFAULT_DAYTONA_API_URL}`,
    )
  }
  if (parsed.protocol === 'http:' && !isLoopback(apiUrl)) {
    throw new ProviderSettingsError(
      `provider daytona: DAYTONA_API_URL is http:// to ${parsed.hostname}, so the key would cross the network unencrypted; use https:// (http:// is taken for a loopback address only)`,
    )
  }
  if (parsed.username || parsed.password) {
    throw new ProviderSettingsError(
      'provider daytona: DAYTONA_API_URL must not carry credentials; put the key in DAYTONA_API_KEY',
    )
  }
  return { apiKey, apiUrl: apiUrl.replace(/\/+$/, ''), target: env.DAYTONA_TARGET?.trim() || null }
}
