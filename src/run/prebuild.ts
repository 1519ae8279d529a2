// Prebuild: every image a set of tasks builds (main's environment, a separate verifier's tests/,
// compose services' build folders), each distinct one once, a few at a time, and pushed to the
// registry or saved to the Actions cache — so the shards of a run pull (restore) them instead of
// each building the same image. Images named by docker_image or a service's `image:` are not ours:
// the shards pull those themselves.
import { BUILD_SETTINGS } from '../settings/build.js'
import pLimit from 'p-limit'
import type { Task } from '../task/types.js'
import type { ImageEvent, ImageOutcome } from './environment/types.js'
import { ImageCache, type DockerClient, type ImageRegistry } from './providers/engine.js'

export interface PrebuildOptions {
  tasks: readonly Task[]
  /** A cache with a registry and `pushExisting` (see `prebuildCache`); its events are the progress. */
  images: ImageCache
  /** Builds (or pulls) at once; default 2. */
  concurrency?: number
}

/** The cache a prebuild needs: pushes what it builds and what this engine has already. */
export function prebuildCache(
  docker: DockerClient,
  registry: ImageRegistry,
  buildLogDir: string,
  onEvent?: (event: ImageEvent) => void,
): ImageCache {
  return new ImageCache(docker, { buildLogDir, registry, pushExisting: true, onEvent })
}

export interface PrebuildSummary {
  /** Distinct images the tasks build. */
  images: number
  built: number
  pulled: number
  /** In the Actions cache already (image-cache: actions): left there for the shards to restore. */
  cached: number
  /** Found on this engine already (pushed all the same, so the registry has them). */
  present: number
  /** Images that did not build, with the reason each attempt of their tasks will report. */
  failed: { task: string; reason: string }[]
  /** The registry failed for these (down, refused, credentials): the shards build what is missing. */
  warnings: string[]
}

/** One thunk per image of a task, keyed so that tasks sharing an image share its build. */
function imagesOf(task: Task, cache: ImageCache): [string, () => Promise<ImageOutcome>][] {
  const images: [string, () => Promise<ImageOutcome>][] = []
  if (task.config.environment.dockerImage === null)
    images.push([`env:${task.environmentHash}`, () => cache.ensure(task)])
  const verifier = task.verifierImage
  if (verifier?.contextDir) images.push([`verifier:${verifier.hash}`, () => cache.ensureVerifier(task)])
  for (const service of task.compose?.services ?? []) {
    const { image } = service
    if (image.kind === 'build')
      images.push([`service:${image.hash}`, () => cache.ensureService(task, service)])
  }
  return images
}

export async function prebuildImages(options: PrebuildOptions): Promise<PrebuildSummary> {
  const cache = options.images
  const summary: PrebuildSummary = {
    images: 0,
    built: 0,
    pulled: 0,
    cached: 0,
    present: 0,
    failed: [],
    warnings: [],
  }
  const unsubscribe = cache.subscribe((event) => {
    if (event.type === 'registry-warning' || event.type === 'image-cache-warning')
      summary.warnings.push(event.message)
  })
  const [builds, pulls, cached] = [cache.builds, cache.pulls, cache.restores + cache.stashed]
  try {
    const distinct = new Map<string, { task: string; ensure: () => Promise<ImageOutcome> }>()
    for (const task of options.tasks)
      for (const [key, ensure] of imagesOf(task, cache))
        if (!distinct.has(key)) distinct.set(key, { task: task.name, ensure })
    const limit = pLimit(options.concurrency ?? BUILD_SETTINGS.concurrency.default)
    await Promise.all(
      [...distinct.values()].map(({ task, ensure }) =>
        limit(async () => {
          const outcome = await ensure()
          if (!outcome.ok) summary.failed.push({ task, reason: outcome.reason })
        }),
      ),
    )
    await cache.flush()
    summary.images = distinct.size
  } finally {
    unsubscribe()
  }
  summary.built = cache.builds - builds - summary.failed.length
  summary.pulled = cache.pulls - pulls
  summary.cached = cache.restores + cache.stashed - cached
  summary.present = summary.images - summary.built - summary.pulled - summary.cached - summary.failed.length
  return summary
}
