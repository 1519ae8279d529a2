// The Actions cache of installed agent CLIs: keyed by agent, version and engine platform; restored
// before the run, saved only after a run that installed the folder itself.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { EnvironmentProvider } from '../../src/run/environment/types.js'
import { restoreAgentInstall, saveAgentInstall, type CacheClient } from '../../src/action/agent-cache.js'
import { DONE_MARKER } from '../../src/run/agents/installed/install.js'

const arm = {
  title: 'Docker',
  platform: async () => ({ os: 'linux', arch: 'aarch64' }),
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
    await saveAgentInstall(entry, log, client)
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
    await saveAgentInstall(entry, log, client)
    expect(calls).toHaveLength(1)
  })

  it('a failed install is not saved; other agents and a missing service do nothing', async () => {
    const { client, calls } = fakeCache()
    const entry = await restoreAgentInstall({ name: 'opencode' }, dir, arm, log, client)
    await saveAgentInstall(entry, log, client)
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
