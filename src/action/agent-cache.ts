// Installed agent CLIs in Actions: the install folder of one agent, version and engine platform is
// restored from the Actions cache before the run and saved after a run that had to install it, so
// later runs (and the other shards of a later run) skip npm.
import * as cache from '@actions/cache'
import { cliVersion, INSTALLED_CLIS } from '../run/agents/installed/index.js'
import type { EnvironmentProvider } from '../run/environment/types.js'
import { enginePlatform, installFolder, isInstalled } from '../run/agents/installed/install.js'
import type { AgentSpec } from '../run/agents/types.js'
import { errorMessage } from '../github/errors.js'

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
  let platform
  try {
    platform = await enginePlatform(provider)
  } catch {
    return null // the run reports it when it installs
  }
  const folder = installFolder(cacheDir, cli.name, version, platform)
  const key = agentCacheKey(cli.name, version, platform)
  if (isInstalled(folder)) return { key, folder, present: true }
  try {
    const hit = await client.restore([folder], key)
    if (hit && isInstalled(folder)) {
      log(`restored ${cli.name} ${version} (${platform}) from the Actions cache`)
      return { key, folder, present: true }
    }
  } catch (error) {
    log(`Actions cache restore of ${key} failed (installing from npm instead): ${errorMessage(error)}`)
  }
  return { key, folder, present: false }
}

/** Saves a folder this run installed. Another job saving the same key first is fine. */
export async function saveAgentInstall(
  entry: AgentCacheEntry | null,
  log: (message: string) => void,
  client: CacheClient = actionsCache,
): Promise<void> {
  if (!entry || entry.present || !isInstalled(entry.folder)) return
  try {
    await client.save([entry.folder], entry.key)
    log(`saved ${entry.key} to the Actions cache`)
  } catch (error) {
    log(`Actions cache save of ${entry.key} skipped: ${errorMessage(error)}`)
  }
}
