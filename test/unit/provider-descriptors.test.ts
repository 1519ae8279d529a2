// Providers are described once (src/run/providers/*/descriptor.ts, listed in providers/index.ts):
// the CLI's --provider and the action's provider input take their names, help and setting rules
// from there. A setting a provider refuses is refused on both surfaces with the same sentence,
// for every provider in the list, so a new descriptor is held to it without a new test.
import { describe, expect, it } from 'vitest'
import { getInputs } from '../../src/action/inputs.js'
import { UsageError } from '../../src/cli/args.js'
import { PROVIDER_HELP, providerFlag } from '../../src/cli/provider-flag.js'
import { PROVIDERS, settingRefusal, type ProviderSetting } from '../../src/run/providers/index.js'

const VALUE: Record<ProviderSetting, string> = {
  'image-registry': 'ghcr.io/o/r/helios-env',
  'image-cache': 'actions',
  namespace: 'bench',
}
/** The settings each surface has: the CLI has no image cache, the action reads the namespace from env. */
const CLI_SETTINGS: ProviderSetting[] = ['image-registry', 'namespace']
const ACTION_SETTINGS: ProviderSetting[] = ['image-registry', 'image-cache']

async function cliRefusal(provider: string, setting: ProviderSetting): Promise<string | null> {
  const error = await providerFlag({ provider, [setting]: VALUE[setting] }, 2, {}).catch((e: unknown) => e)
  return error instanceof UsageError ? error.message : null
}

function actionRefusal(provider: string, setting: ProviderSetting): string | null {
  const inputs: Record<string, string> = { mode: 'run', provider, [setting]: VALUE[setting] }
  try {
    getInputs((name) => inputs[name] ?? '')
    return null
  } catch (error) {
    return (error as Error).message
  }
}

describe('provider descriptors', () => {
  it('each refused setting is refused by the CLI and the action in the same sentence', async () => {
    let refusals = 0
    for (const descriptor of PROVIDERS) {
      for (const setting of CLI_SETTINGS) {
        const sentence = settingRefusal(descriptor, setting)
        if (sentence === null) continue
        refusals++
        expect(await cliRefusal(descriptor.name, setting)).toBe(`--${setting}: ${sentence}; drop it`)
      }
      for (const setting of ACTION_SETTINGS) {
        const sentence = settingRefusal(descriptor, setting)
        if (sentence === null) continue
        refusals++
        expect(actionRefusal(descriptor.name, setting)).toBe(
          `Input '${setting}': ${sentence}; leave it empty.`,
        )
      }
    }
    // The rules have something to hold: Docker refuses --namespace, Daytona the registry and
    // cache, Kubernetes the cache, E2B the registry and cache (both surfaces; namespace on the CLI).
    expect(refusals).toBe(10)
    expect(await cliRefusal('docker', 'namespace')).toBe(
      '--namespace: provider docker runs on one engine, which has no namespaces (provider kubernetes takes one); drop it',
    )
    expect(actionRefusal('daytona', 'image-registry')).toBe(
      "Input 'image-registry': provider daytona builds its own snapshots and keeps no Docker images; leave it empty.",
    )
  })

  it('a setting a provider takes is not refused on either surface', () => {
    expect(actionRefusal('kubernetes', 'image-registry')).toBeNull()
    expect(actionRefusal('docker', 'image-cache')).toBeNull()
  })

  it('the help of --provider names every provider with its own words, and the flags only one takes', () => {
    const help = PROVIDER_HELP.replace(/\s+/g, ' ')
    for (const descriptor of PROVIDERS) {
      expect(help).toContain(descriptor.help)
      if (descriptor.flagHelp) expect(PROVIDER_HELP).toContain(descriptor.flagHelp)
    }
  })

  it('a provider with settings missing is a usage error naming what to set', async () => {
    await expect(providerFlag({ provider: 'daytona' }, 2, {})).rejects.toThrow(
      new UsageError(
        'provider daytona: DAYTONA_API_KEY is not set; create a key in the Daytona dashboard and pass it as a secret (env: DAYTONA_API_KEY: ${{ secrets.DAYTONA_API_KEY }})',
      ),
    )
  })
})
