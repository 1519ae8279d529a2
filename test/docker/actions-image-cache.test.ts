// The Actions cache as a keeper of built images, through the real `@actions/cache` client (v2
// protocol) against the loopback results service and a real engine: a build is saved as the entry
// `helios-env-<hash>-<platform>`, a machine without the image restores it and builds nothing; a
// stalled service, an entry without an archive, an image over the size limit, and an archive that
// names an image other than its own (an attacker who can write a cache entry and wants to replace
// another image on the runner) each leave the image built and a warning or a note.
import { randomUUID } from 'node:crypto'
import { execFile } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ActionsImageStash, imageCacheKey } from '../../src/action/actions-image-cache.js'
import { DockerProvider } from '../../src/run/providers/docker/provider.js'
import { enginePlatform } from '../../src/run/agents/installed/install.js'
import { ImageCache, type ImageEvent } from '../../src/run/providers/docker/image-cache.js'
import { demuxText } from '../../src/run/environment/streams.js'
import { environmentTag } from '../../src/task/image-names.js'
import type { Task } from '../../src/task/types.js'
import { docker, removeImages } from '../fixtures/docker.js'
import { BASE_IMAGE, makeTasks, makeTempDir, removeDir } from '../fixtures/tasks.js'
import { startArtifactService, type ArtifactService } from '../harness/artifact-service.js'

const run = promisify(execFile)
let service: ArtifactService
let workspace: string
let root: string
let platform: string
const tags = new Set<string>()
const savedEnv = { ...process.env }

beforeAll(async () => {
  service = await startArtifactService()
  workspace = await makeTempDir('helios-ws-')
  root = await makeTempDir()
  platform = await enginePlatform(new DockerProvider(docker))
})
beforeEach(() => {
  Object.assign(process.env, service.env, {
    ACTIONS_CACHE_SERVICE_V2: 'true',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: join(root, 'runner-temp'),
  })
})
afterEach(async () => {
  service.cache.clearFaults()
  process.env = { ...savedEnv }
  // Nothing of an archive stays in the workspace.
  expect(await readdir(workspace)).toEqual([])
})
afterAll(async () => {
  await service?.close()
  await removeImages(tags)
  await removeDir(workspace)
  await removeDir(root)
})

/** A task of its own image; `labelOnly`: built without a container (under a second even on a busy engine). */
async function uniqueTask(name: string, labelOnly = false): Promise<Task> {
  const [task] = await makeTasks(root, [
    {
      name: `${name}-${randomUUID().slice(0, 8)}`,
      dockerfile: labelOnly
        ? `FROM ${BASE_IMAGE}\nLABEL helios.test.id=${randomUUID()}\n`
        : `FROM ${BASE_IMAGE}\nRUN echo ${randomUUID()} > /image-id\n`,
    },
  ])
  tags.add(environmentTag(task!))
  return task!
}

function cacheWith(options: { timeoutSec?: number; maxBytes?: number } = {}) {
  const events: ImageEvent[] = []
  const stash = new ActionsImageStash({
    docker,
    platform,
    workspace,
    ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}),
  })
  const images = new ImageCache(docker, {
    buildLogDir: join(root, 'builds'),
    stash,
    onEvent: (e) => events.push(e),
  })
  return { images, events, ofType: (type: ImageEvent['type']) => events.filter((e) => e.type === type) }
}

async function imageId(tag: string): Promise<string | null> {
  return docker
    .getImage(tag)
    .inspect()
    .then(
      (i) => i.Id,
      () => null,
    )
}

async function imageIdFile(tag: string): Promise<string> {
  const container = await docker.createContainer({ Image: tag, Cmd: ['cat', '/image-id'] })
  try {
    const stream = await container.attach({ stream: true, stdout: true })
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    await container.start()
    await container.wait()
    return demuxText(Buffer.concat(chunks)).trim()
  } finally {
    await container.remove({ force: true })
  }
}

/** Builds and saves the task's image, then removes it here: a fresh runner with a warm cache. */
async function warm(task: Task): Promise<string> {
  const first = cacheWith()
  expect(await first.images.ensure(task)).toMatchObject({ ok: true, built: true })
  await first.images.flush()
  expect(first.ofType('image-saved')).toHaveLength(1)
  expect(service.cache.keys()).toContain(imageCacheKey(task.environmentHash, platform))
  const content = await imageIdFile(environmentTag(task))
  await docker.getImage(environmentTag(task)).remove({ force: true })
  return content
}

/** Replaces the cached archive of `task` with `file` packed as the client packs it (tar + zstd). */
async function replaceEntry(task: Task, archive: string): Promise<void> {
  const key = imageCacheKey(task.environmentHash, platform)
  const entry = service.cache.withKey(key)[0]!
  const packed = join(root, `${randomUUID()}.tzst`)
  const staging = join(root, randomUUID())
  const inside = join(staging, '.helios-image-cache', key)
  await mkdir(inside, { recursive: true })
  await run('cp', [archive, join(inside, `${key}.tar`)])
  // The client extracts with -C $GITHUB_WORKSPACE and -P: an absolute member path lands there.
  await run('tar', [
    '--zstd',
    '-P',
    '-cf',
    packed,
    '-C',
    staging,
    '--transform',
    `s,^,${workspace}/,`,
    `.helios-image-cache/${key}/${key}.tar`,
  ])
  entry.content = await readFile(packed)
  entry.size = entry.content.length
}

describe('image-cache: actions (real @actions/cache client, loopback service)', () => {
  it('saves a build; a runner without the image restores the same image and builds nothing', async () => {
    const task = await uniqueTask('warm')
    const content = await warm(task)
    const second = cacheWith()
    expect(await second.images.ensure(task)).toEqual({ ok: true, image: environmentTag(task), built: false })
    expect(second.images.builds).toBe(0)
    expect(second.ofType('image-restored')).toHaveLength(1)
    expect(await imageIdFile(environmentTag(task))).toBe(content)
    // The archive's own name is gone; only the task's tag names the image.
    expect(await imageId(`helios-env-cache:${task.environmentHash}`)).toBeNull()
    // Restored, not rebuilt: no save either (the entry is there).
    await second.images.flush()
    expect(second.ofType('image-saved')).toHaveLength(0)
  })

  it('a service that never answers is a warning after the time limit, and the image is built', async () => {
    // The stash waits as long as a build may take: 3 s, and the build that follows must fit in them too.
    const task = await uniqueTask('stalled', true)
    task.config.environment.buildTimeoutSec = 3
    service.cache.injectFault({ op: 'GetCacheEntryDownloadURL', times: 1, stall: true })
    const { images, ofType } = cacheWith()
    expect(await images.ensure(task)).toMatchObject({ ok: true, built: true })
    expect(ofType('image-cache-warning').map((e) => (e as { message: string }).message)).toEqual([
      expect.stringMatching(
        /could not restore Actions cache entry helios-env-.* did not answer within 3s; building it instead/,
      ),
    ])
    await images.flush()
  })

  it('an archive that does not load is a warning, and the image is built', async () => {
    const task = await uniqueTask('corrupt')
    await warm(task)
    const garbage = join(root, 'garbage.tar')
    await writeFile(garbage, Buffer.alloc(4096, 7))
    await replaceEntry(task, garbage)
    const { images, ofType } = cacheWith()
    expect(await images.ensure(task)).toMatchObject({ ok: true, built: true })
    expect(ofType('image-cache-warning')).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/not a readable image archive|no manifest\.json/),
      }),
    ])
    await images.flush()
  })

  it('an archive naming another image is refused before it is loaded: that image stays as it was', async () => {
    const task = await uniqueTask('poisoned')
    await warm(task)
    // The victim: an image of ours on the runner. The attacker's archive carries another image under its name.
    const victim = `helios-victim-${randomUUID().slice(0, 8)}:latest`
    const [victimRepo, victimTag] = victim.split(':') as [string, string]
    tags.add(victim)
    await docker.getImage(BASE_IMAGE).tag({ repo: victimRepo, tag: victimTag })
    const before = await imageId(victim)
    const impostor = await uniqueTask('impostor')
    const impostorImages = cacheWith()
    await impostorImages.images.ensure(impostor)
    await impostorImages.images.flush()
    // The archive: the impostor under the victim's name (the name put back on the victim after).
    await docker.getImage(environmentTag(impostor)).tag({ repo: victimRepo, tag: victimTag })
    const evil = join(root, 'evil.tar')
    await pipeline((await docker.getImage(victim).get()) as NodeJS.ReadableStream, createWriteStream(evil))
    await docker.getImage(before!).tag({ repo: victimRepo, tag: victimTag })
    expect(await imageId(victim)).toBe(before)
    await replaceEntry(task, evil)

    const { images, ofType } = cacheWith()
    expect(await images.ensure(task)).toMatchObject({ ok: true, built: true })
    expect(await imageId(victim)).toBe(before)
    expect(ofType('image-cache-warning')).toEqual([
      expect.objectContaining({
        message: expect.stringContaining(
          `the archive names ${victim}, not helios-env-cache:${task.environmentHash}; it was not loaded`,
        ),
      }),
    ])
    await images.flush()
  })

  it('an archive under the right name holding an image that is no build of this content is removed and built', async () => {
    const task = await uniqueTask('relabelled')
    await warm(task)
    // Any image (here the base, which has no environment label) saved under the archive's own name.
    const name = `helios-env-cache:${task.environmentHash}`
    tags.add(name)
    await docker.getImage(BASE_IMAGE).tag({ repo: 'helios-env-cache', tag: task.environmentHash })
    const impostor = join(root, 'impostor.tar')
    await pipeline((await docker.getImage(name).get()) as NodeJS.ReadableStream, createWriteStream(impostor))
    await docker.getImage(name).remove({ noprune: true })
    await replaceEntry(task, impostor)

    const { images, ofType } = cacheWith()
    expect(await images.ensure(task)).toMatchObject({ ok: true, built: true })
    expect(ofType('image-cache-warning')).toEqual([
      expect.objectContaining({
        message: expect.stringContaining(
          'the restored image is not a build of this environment (its label says nothing)',
        ),
      }),
    ])
    expect(await imageId(BASE_IMAGE)).toBeTruthy()
    await images.flush()
  })

  it('an image over the size limit is not saved, with a note', async () => {
    const task = await uniqueTask('huge')
    const { images, ofType } = cacheWith({ maxBytes: 1024 })
    expect(await images.ensure(task)).toMatchObject({ ok: true, built: true })
    await images.flush()
    expect(ofType('image-saved')).toEqual([])
    expect(ofType('image-cache-note')).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/over the 0\.0 GB an image may take in the Actions cache; not saved/),
      }),
    ])
    expect(service.cache.keys()).not.toContain(imageCacheKey(task.environmentHash, platform))
  })
})
