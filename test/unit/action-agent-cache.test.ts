// The Actions cache of installed agent CLIs: keyed by agent, version and engine platform; restored
// before the run, saved only after a run that installed the folder itself.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { EnvironmentProvider } from '../../src/run/environment/types.js'
import {
  restoreAgentInstall,
  restoreDisplayBundle,
  saveCachedFolder,
  type CacheClient,
} from '../../src/action/agent-cache.js'
import { DONE_MARKER } from '../../src/run/agents/installed/install.js'
import { DISPLAY_BUNDLE_VERSION } from '../../src/run/display/tools-bundle.js'
import type { Task } from '../../src/task/types.js'

const arm = {
  title: 'Docker',
  platform: async () => ({ os: 'linux', arch: 'aarch64' }),
  capabilities: { displayBundle: true },
} as unknown as EnvironmentProvider
const log = () => undefined

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'helios-agent-cache-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function fakeCache(onRestore: (folder: string) => Promise<boolean> = async () => false) {
  const calls: string[] = []
  const client: CacheClient = {
    available: () => true,
    restore: async (paths, key) => {
      calls.push(`restore ${key} ${paths.join(',')}`)
      return (await onRestore(paths[0]!)) ? key : undefined
    },
    lookup: async () => false,
    save: async (paths, key) => {
      calls.push(`save ${key} ${paths.join(',')}`)
      return 1
    },
  }
  return { client, calls }
}

async function install(folder: string) {
  await mkdir(folder, { recursive: true })
  await writeFile(join(folder, DONE_MARKER), 'x')
}

describe('agent install cache in Actions', () => {
  it('a miss: restore by agent/version/platform, then save what the run installed', async () => {
    const { client, calls } = fakeCache()
    const entry = await restoreAgentInstall({ name: 'codex', version: '0.170.0' }, dir, arm, log, client)
    const folder = join(dir, 'codex', '0.170.0', 'linux-arm64')
    expect(entry).toEqual({ key: 'helios-agent-codex-0.170.0-linux-arm64', folder, present: false })
    await install(folder) // the run's prepare
    await saveCachedFolder(entry, log, client)
    expect(calls).toEqual([
      `restore helios-agent-codex-0.170.0-linux-arm64 ${folder}`,
      `save helios-agent-codex-0.170.0-linux-arm64 ${folder}`,
    ])
  })

  it('a hit is not saved again; the default version is the pin', async () => {
    const { client, calls } = fakeCache(async (folder) => {
      await install(folder)
      return true
    })
    const entry = await restoreAgentInstall({ name: 'claude-code' }, dir, arm, log, client)
    expect(entry!.present).toBe(true)
    expect(entry!.key).toMatch(/^helios-agent-claude-code-\d+\.\d+\.\d+-linux-arm64$/)
    await saveCachedFolder(entry, log, client)
    expect(calls).toHaveLength(1)
  })

  it('a failed install is not saved; other agents and a missing service do nothing', async () => {
    const { client, calls } = fakeCache()
    const entry = await restoreAgentInstall({ name: 'opencode' }, dir, arm, log, client)
    await saveCachedFolder(entry, log, client)
    expect(calls).toHaveLength(1)
    expect(await restoreAgentInstall({ name: 'helios' }, dir, arm, log, client)).toBeNull()
    expect(
      await restoreAgentInstall({ name: 'codex' }, dir, arm, log, { ...client, available: () => false }),
    ).toBeNull()
  })

  it('a cache service fault falls back to npm', async () => {
    const { client } = fakeCache(async () => {
      throw new Error('cache service 503')
    })
    const lines: string[] = []
    const entry = await restoreAgentInstall({ name: 'codex' }, dir, arm, (l) => lines.push(l), client)
    expect(entry!.present).toBe(false)
    expect(lines[0]).toMatch(/restore .* failed \(installing from npm instead\): cache service 503/)
  })
})

describe('display tools bundle cache in Actions', () => {
  const task = (display: object | null) => ({ config: { environment: { display } } }) as unknown as Task
  const gui = [task(null), task({ width: 1024, height: 768, depth: 24 })]

  it('a run with a GUI task restores the bundle by version and platform, and saves the one it built', async () => {
    const { client, calls } = fakeCache()
    const entry = await restoreDisplayBundle(gui, dir, arm, log, client)
    const folder = join(dir, 'display-tools', DISPLAY_BUNDLE_VERSION, 'linux-arm64')
    const key = `helios-display-tools-${DISPLAY_BUNDLE_VERSION}-linux-arm64`
    expect(entry).toEqual({ key, folder, present: false })
    await saveCachedFolder(entry, log, client) // no image lacked the tools: nothing built, nothing saved
    await install(folder) // an image lacked them: the run built the bundle
    await saveCachedFolder(entry, log, client)
    expect(calls).toEqual([`restore ${key} ${folder}`, `save ${key} ${folder}`])
  })

  it('a hit is used as it is; no GUI task, a provider that mounts no bundle or no cache service: nothing', async () => {
    const { client, calls } = fakeCache(async (folder) => {
      await install(folder)
      return true
    })
    const lines: string[] = []
    const entry = await restoreDisplayBundle(gui, dir, arm, (l) => lines.push(l), client)
    expect(entry!.present).toBe(true)
    expect(lines).toEqual(['restored the display tools bundle (linux-arm64) from the Actions cache'])
    await saveCachedFolder(entry, log, client)
    expect(calls).toHaveLength(1)
    expect(await restoreDisplayBundle([task(null)], dir, arm, log, client)).toBeNull()
    const remote = { ...arm, capabilities: { displayBundle: false } } as EnvironmentProvider
    expect(await restoreDisplayBundle(gui, dir, remote, log, client)).toBeNull()
    expect(await restoreDisplayBundle(gui, dir, arm, log, { ...client, available: () => false })).toBeNull()
    expect(calls).toHaveLength(1)
  })

  it('a cache service fault builds the bundle instead', async () => {
    const { client } = fakeCache(async () => {
      throw new Error('cache service 503')
    })
    const lines: string[] = []
    const entry = await restoreDisplayBundle(gui, dir, arm, (l) => lines.push(l), client)
    expect(entry!.present).toBe(false)
    expect(lines[0]).toMatch(/restore .* failed \(building it with apt instead\): cache service 503/)
  })

  it('asks the engine for its platform once for both folders of a run', async () => {
    const { client } = fakeCache()
    let asked = 0
    const counted = {
      ...arm,
      platform: async () => {
        asked++
        return { os: 'linux', arch: 'aarch64' }
      },
    } as EnvironmentProvider
    const agent = await restoreAgentInstall({ name: 'codex', version: '0.170.0' }, dir, counted, log, client)
    const bundle = await restoreDisplayBundle(gui, dir, counted, log, client)
    expect([agent?.key, bundle?.key]).toEqual([
      'helios-agent-codex-0.170.0-linux-arm64',
      `helios-display-tools-${DISPLAY_BUNDLE_VERSION}-linux-arm64`,
    ])
    expect(asked).toBe(1)
  })
})
