// Folders the run fills once per engine platform, kept in the Actions cache: the install folder of
// one installed agent CLI (agent, version, platform) and the display tools bundle (version,
// platform). Each is restored before the run and saved after a run that had to fill it, so later
// runs (and the other shards of a later run) skip npm and apt.
import * as cache from '@actions/cache'
import { cliVersion, INSTALLED_CLIS } from '../run/agents/installed/index.js'
import type { EnvironmentProvider } from '../run/environment/types.js'
import {
  enginePlatform,
  installFolder,
  isInstalled,
  type EnginePlatform,
} from '../run/agents/installed/install.js'
import type { AgentSpec } from '../run/agents/types.js'
import { bundleFolder, DISPLAY_BUNDLE_VERSION } from '../run/display/tools-bundle.js'
import type { Task } from '../task/types.js'
import { messageOf } from '../narrow.js'

export interface CacheClient {
  available(): boolean
  /** The key restored, or undefined on a miss (or a failure the client has logged itself). */
  restore(paths: string[], key: string): Promise<string | undefined>
  /** Whether an entry exists, without downloading it. */
  lookup(paths: string[], key: string): Promise<boolean>
  /** The entry id, or -1 when the client did not save (and logged why). */
  save(paths: string[], key: string): Promise<number>
}

export const actionsCache: CacheClient = {
  available: () => cache.isFeatureAvailable(),
  restore: (paths, key) => cache.restoreCache(paths, key),
  lookup: async (paths, key) =>
    (await cache.restoreCache(paths, key, [], { lookupOnly: true })) !== undefined,
  save: (paths, key) => cache.saveCache(paths, key),
}

export interface AgentCacheEntry {
  key: string
  folder: string
  /** The folder was there before the run (restored, or kept on a self-hosted runner). */
  present: boolean
}

export function agentCacheKey(agent: string, version: string, platform: string): string {
  return `helios-agent-${agent}-${version}-${platform}`
}

/** Restores the install folder of an installed CLI; null for other agents or without the cache service. */
export async function restoreAgentInstall(
  spec: AgentSpec,
  cacheDir: string,
  provider: EnvironmentProvider,
  log: (message: string) => void,
  client: CacheClient = actionsCache,
): Promise<AgentCacheEntry | null> {
  const cli = INSTALLED_CLIS[spec.name]
  if (!cli || !client.available()) return null
  const version = cliVersion(spec, cli)
  const platform = await platformOf(provider)
  if (!platform) return null
  const folder = installFolder(cacheDir, cli.name, version, platform)
  const key = agentCacheKey(cli.name, version, platform)
  return restoreFolder(
    { key, folder, what: `${cli.name} ${version} (${platform})`, instead: 'installing from npm instead' },
    log,
    client,
  )
}

/**
 * Restores the display tools bundle when some task needs a screen and the provider mounts the
 * bundle; null otherwise. Restored even if every image turns out to have its own tools: a miss
 * costs one lookup, a hit one 8 MB download, a build one to two minutes of apt.
 */
export async function restoreDisplayBundle(
  tasks: readonly Task[],
  cacheDir: string,
  provider: EnvironmentProvider,
  log: (message: string) => void,
  client: CacheClient = actionsCache,
): Promise<AgentCacheEntry | null> {
  if (!provider.capabilities.displayBundle || !tasks.some((task) => task.config.environment.display))
    return null
  if (!client.available()) return null
  const platform = await platformOf(provider)
  if (!platform) return null
  const folder = bundleFolder(cacheDir, platform)
  const key = `helios-display-tools-${DISPLAY_BUNDLE_VERSION}-${platform}`
  return restoreFolder(
    { key, folder, what: `the display tools bundle (${platform})`, instead: 'building it with apt instead' },
    log,
    client,
  )
}

const platforms = new WeakMap<EnvironmentProvider, Promise<EnginePlatform | null>>()

/**
 * The provider's engine platform, asked once per provider however many folders are restored;
 * null when it cannot say (the run reports that itself when it installs).
 */
function platformOf(provider: EnvironmentProvider): Promise<EnginePlatform | null> {
  let platform = platforms.get(provider)
  if (platform === undefined) {
    platform = enginePlatform(provider).catch(() => null)
    platforms.set(provider, platform)
  }
  return platform
}

async function restoreFolder(
  wanted: { key: string; folder: string; what: string; instead: string },
  log: (message: string) => void,
  client: CacheClient,
): Promise<AgentCacheEntry> {
  const { key, folder } = wanted
  if (isInstalled(folder)) return { key, folder, present: true }
  try {
    const hit = await client.restore([folder], key)
    if (hit && isInstalled(folder)) {
      log(`restored ${wanted.what} from the Actions cache`)
      return { key, folder, present: true }
    }
  } catch (error) {
    log(`Actions cache restore of ${key} failed (${wanted.instead}): ${messageOf(error)}`)
  }
  return { key, folder, present: false }
}

/** Saves a folder this run filled. Another job saving the same key first is fine. */
export async function saveCachedFolder(
  entry: AgentCacheEntry | null,
  log: (message: string) => void,
  client: CacheClient = actionsCache,
): Promise<void> {
  if (!entry || entry.present || !isInstalled(entry.folder)) return
  try {
    await client.save([entry.folder], entry.key)
    log(`saved ${entry.key} to the Actions cache`)
  } catch (error) {
    log(`Actions cache save of ${entry.key} skipped: ${messageOf(error)}`)
  }
}
