// A remote service's key and API address read from the environment, checked the same way for
// every provider: the key set; the address a URL, http(s), https unless to a loopback address (the
// key would cross the network unencrypted), and no credentials in it (they belong in the key's
// variable). Messages name the variable, never its value. Pure.
import { isLoopback } from '../../agents/preflight.js'
import { ProviderSettingsError } from '../../environment/errors.js'

/** The key in `variable`, trimmed, or a ProviderSettingsError saying where to get one and how to pass it. */
export function requiredKey(
  env: Record<string, string | undefined>,
  provider: { name: string; title: string },
  variable: string,
): string {
  const key = env[variable]?.trim() ?? ''
  if (!key)
    throw new ProviderSettingsError(
      `provider ${provider.name}: ${variable} is not set; create a key in the ${provider.title} dashboard and pass it as a secret (env: ${variable}: \${{ secrets.${variable} }})`,
    )
  return key
}

export interface UrlSetting {
  /** The provider's name, as each message starts (`provider daytona: …`). */
  provider: string
  /** The variable it was read from (`DAYTONA_API_URL`). */
  variable: string
  /** The variable that holds the key instead. */
  keyVariable: string
  /** What to do about an unreadable value (`set it like https://…`). */
  fix: string
}

/** `value` without a trailing slash, or a ProviderSettingsError naming the variable (never the value's secrets). */
export function checkedApiUrl(value: string, setting: UrlSetting): string {
  const refuse = (why: string) =>
    new ProviderSettingsError(`provider ${setting.provider}: ${setting.variable} ${why}`)
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    throw refuse(`is not a URL; ${setting.fix}`)
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw refuse(`must be http(s); ${setting.fix}`)
  if (parsed.protocol === 'http:' && !isLoopback(value))
    throw refuse(
      `is http:// to ${parsed.hostname}, so the key would cross the network unencrypted; use https:// (http:// is taken for a loopback address only)`,
    )
  if (parsed.username || parsed.password)
    throw refuse(`must not carry credentials; put the key in ${setting.keyVariable}`)
  return value.replace(/\/+$/, '')
}
