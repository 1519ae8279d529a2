// `image-cache: actions` — built environment images kept in the Actions cache between jobs and
// runs, for repositories without an image registry. One entry per image,
// `helios-env-<content hash>-<engine platform>`, holding the engine's image archive (saved and
// loaded through its API; see image-archive.ts). The archive file sits in
// `<workspace>/.helios-image-cache/<key>/` while it is saved or restored: the cache's version hashes
// the path, and the workspace path is the same for every job of a repository (RUNNER_TEMP is not
// on every runner), and it is removed after.
//
// The cache is never the reason an attempt fails: a miss builds, and a service that is down,
// slow or answers errors, or an archive that will not load, is a warning and the image is built.
// `@actions/cache` logs the service's failures itself (as warnings, or errors for 5xx) and answers
// as on a miss; its requests cannot be cancelled, so one that outlives its time limit is
// abandoned (the step exits without waiting for it, see entry.ts).
import { existsSync } from 'node:fs'
import { mkdir, rm, rmdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import {
  loadImageArchive,
  saveImageArchive,
  type DockerClient,
  type ImageStash,
  type StashSave,
} from '../run/providers/engine.js'
import { actionsCache, type CacheClient } from './agent-cache.js'

/**
 * Images larger than this (the engine's uncompressed size) are not saved: GitHub keeps 10 GB of
 * cache per repository by default and evicts the least recently used entries beyond that, so a
 * few such images would push every other entry (and each other) out.
 */
export const MAX_CACHED_IMAGE_BYTES = 3 * 1024 ** 3

export function imageCacheKey(hash: string, platform: string): string {
  return `helios-env-${hash}-${platform}`
}

export interface ActionsImageStashOptions {
  docker: DockerClient
  /** `linux-x64`/`linux-arm64`: an image of another CPU type is another entry. */
  platform: string
  /** GITHUB_WORKSPACE: the archive's folder (and so the cache version) hangs off it. */
  workspace: string
  client?: CacheClient
  maxBytes?: number
}

let abandoned = 0

/** Cache requests given up on after their time limit and possibly still open. */
export function abandonedCacheRequests(): number {
  return abandoned
}

export class ActionsImageStash implements ImageStash {
  private readonly client: CacheClient
  private readonly maxBytes: number

  constructor(private readonly options: ActionsImageStashOptions) {
    this.client = options.client ?? actionsCache
    this.maxBytes = options.maxBytes ?? MAX_CACHED_IMAGE_BYTES
  }

  describe(hash: string): string {
    return `Actions cache entry ${this.key(hash)}`
  }

  private key(hash: string): string {
    return imageCacheKey(hash, this.options.platform)
  }

  /**
   * A folder per entry: removing one archive's folder never takes away the folder another save or
   * restore (of this job, or of a job sharing the workspace) is about to write into.
   */
  private archivePath(key: string): string {
    return join(this.options.workspace, '.helios-image-cache', key, `${key}.tar`)
  }

  async has(hash: string, timeoutSec: number): Promise<boolean> {
    const key = this.key(hash)
    return withTimeout(this.client.lookup([this.archivePath(key)], key), timeoutSec)
  }

  async restore(hash: string, tag: string, timeoutSec: number): Promise<boolean> {
    const key = this.key(hash)
    const file = this.archivePath(key)
    await mkdir(dirname(file), { recursive: true })
    try {
      const hit = await withTimeout(this.client.restore([file], key), timeoutSec, () => removeArchive(file))
      if (hit === undefined) return false
      if (!existsSync(file)) throw new Error('the entry has no image archive in it')
      await loadImageArchive(this.options.docker, file, hash, tag)
      return true
    } finally {
      await removeArchive(file)
    }
  }

  async save(hash: string, tag: string, timeoutSec: number): Promise<StashSave> {
    const key = this.key(hash)
    const file = this.archivePath(key)
    // Another shard (or an earlier run) saved it: skip writing an archive the service refuses.
    if (await this.has(hash, timeoutSec))
      return { saved: false, note: `${key} is in the Actions cache already` }
    const size = (await this.options.docker.getImage(tag).inspect()).Size ?? 0
    if (size > this.maxBytes)
      return {
        saved: false,
        note: `${tag} is ${gigabytes(size)}, over the ${gigabytes(this.maxBytes)} an image may take in the Actions cache; not saved (each job builds it)`,
      }
    await mkdir(dirname(file), { recursive: true })
    try {
      await saveImageArchive(this.options.docker, tag, hash, file)
      const id = await withTimeout(this.client.save([file], key), timeoutSec, () => removeArchive(file))
      return id === -1
        ? { saved: false, note: `${key} was not saved (the cache client said why above)` }
        : { saved: true }
    } finally {
      await removeArchive(file)
    }
  }
}

/** The archive and its entry's folder; the cache folder too once no other entry is in it. */
async function removeArchive(file: string): Promise<void> {
  await rm(dirname(file), { recursive: true, force: true })
  await rmdir(dirname(dirname(file))).catch(() => undefined)
}

class CacheTimeout extends Error {
  override name = 'CacheTimeout'
}

/** The promise, or a timeout error; `late` runs when an abandoned promise settles after all. */
async function withTimeout<T>(
  promise: Promise<T>,
  timeoutSec: number,
  late?: () => Promise<void>,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new CacheTimeout(`the Actions cache did not answer within ${timeoutSec}s`)),
      timeoutSec * 1000,
    )
  })
  try {
    return await Promise.race([promise, timeout])
  } catch (error) {
    if (!(error instanceof CacheTimeout)) throw error
    abandoned++
    void promise.then(
      () => late?.(),
      () => late?.(),
    )
    throw error
  } finally {
    clearTimeout(timer)
  }
}

function gigabytes(bytes: number): string {
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`
}
