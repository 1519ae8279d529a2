// Which jobs get the Actions cache as the keeper of built images: only with `image-cache: actions`,
// and only where the job has the cache service and an engine of a known platform — otherwise a
// warning, and images are built as without it.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CacheClient } from '../../src/action/agent-cache.js'
import type { ActionInputs } from '../../src/action/inputs.js'
import { jobStash } from '../../src/action/job-images.js'
import type { Engine } from '../../src/run/providers/engine.js'

const engine = (os: string, arch: string) =>
  ({ provider: { title: 'Docker', platform: async () => ({ os, arch }) }, docker: {} }) as unknown as Engine
const client = (available: boolean): CacheClient => ({
  available: () => available,
  restore: async () => undefined,
  lookup: async () => false,
  save: async () => -1,
})
const inputs = (imageCache: '' | 'actions') => ({ imageCache }) as ActionInputs

afterEach(() => {
  vi.restoreAllMocks()
})

function warnings(): string[] {
  const lines: string[] = []
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(
      ...String(chunk)
        .split('\n')
        .filter((l) => l.startsWith('::warning')),
    )
    return true
  })
  return lines
}

describe('jobStash', () => {
  it('is off unless image-cache is actions', async () => {
    const seen = warnings()
    expect(await jobStash(inputs(''), engine('linux', 'x86_64'), client(true))).toBeNull()
    expect(seen).toEqual([])
  })

  it('keys entries by the engine platform where the job has the cache service', async () => {
    const stash = await jobStash(inputs('actions'), engine('linux', 'aarch64'), client(true), {
      GITHUB_WORKSPACE: '/w',
    })
    expect(stash?.describe('ab12')).toBe('Actions cache entry helios-env-ab12-linux-arm64')
  })

  it('warns and builds without it where the job has no cache service or an engine of no known platform', async () => {
    const seen = warnings()
    expect(await jobStash(inputs('actions'), engine('linux', 'x86_64'), client(false))).toBeNull()
    expect(await jobStash(inputs('actions'), engine('windows', 'x86_64'), client(true))).toBeNull()
    expect(seen).toEqual([
      expect.stringMatching(
        /^::warning title=image cache::image-cache is actions, but this job has no Actions cache service \(ACTIONS_RESULTS_URL/,
      ),
      expect.stringMatching(
        /^::warning title=image cache::image-cache is actions, but environments on Docker run windows, not linux/,
      ),
    ])
  })
})
