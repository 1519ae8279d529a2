// E2B's settings from the environment, as the SDK itself reads them (E2B_API_KEY, E2B_DOMAIN,
// E2B_API_URL, E2B_SANDBOX_URL). The key is only ever handed to the SDK: never logged, never
// written to a run folder, never part of an error message.
import { ProviderSettingsError } from '../../environment/errors.js'
import { checkedApiUrl, requiredKey } from '../remote/settings.js'

export const DEFAULT_E2B_DOMAIN = 'e2b.app'
/** Sandboxes of one provider instance alive at once, unless the caller says otherwise. */
export const DEFAULT_E2B_CONCURRENCY = 20

export interface E2BSettings {
  apiKey: string
  domain: string
  /** The REST API; null: the SDK's `https://api.<domain>`. */
  apiUrl: string | null
  /** Every sandbox's envd at one address (the SDK's E2B_SANDBOX_URL); null: per sandbox under the domain. */
  sandboxUrl: string | null
}

/** Reads E2B_API_KEY, E2B_DOMAIN, E2B_API_URL and E2B_SANDBOX_URL; throws naming what to set. */
export function e2bSettingsFromEnv(env: Record<string, string | undefined>): E2BSettings {
  const apiKey = requiredKey(env, { name: 'e2b', title: 'E2B' }, 'E2B_API_KEY')
  const domain = env.E2B_DOMAIN?.trim() || DEFAULT_E2B_DOMAIN
  if (!/^[A-Za-z0-9.-]+(:\d+)?$/.test(domain))
    throw new ProviderSettingsError(
      `provider e2b: E2B_DOMAIN is not a domain name; set it like ${DEFAULT_E2B_DOMAIN}`,
    )
  return {
    apiKey,
    domain,
    apiUrl: checkedUrl(env, 'E2B_API_URL'),
    sandboxUrl: checkedUrl(env, 'E2B_SANDBOX_URL'),
  }
}

/** An override URL: https, or http to a loopback address only (the key and files would cross unencrypted). */
function checkedUrl(env: Record<string, string | undefined>, name: string): string | null {
  const value = env[name]?.trim()
  if (!value) return null
  const fix = 'unset it to use E2B_DOMAIN'
  return checkedApiUrl(value, { provider: 'e2b', variable: name, keyVariable: 'E2B_API_KEY', fix })
}
