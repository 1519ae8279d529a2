// The images of one job: the registry from the inputs (main.ts masks its password first) or the
// Actions cache (`image-cache: actions`), log lines for image events (a registry or cache that
// failed is a warning annotation), and the removal of what the job made when `keep-images` is false.
import * as core from '@actions/core'
import { join } from 'node:path'
import { eventLine, type CheckPhase } from '../report/progress-lines.js'
import type { ImageEvent } from '../run/environment/types.js'
import {
  ImageCache,
  resolveRegistry,
  type Engine,
  type ImageRegistry,
  type ImageStash,
} from '../run/providers/engine.js'
import { enginePlatform } from '../run/agents/installed/install.js'
import { messageOf } from '../narrow.js'
import { actionsCache, type CacheClient } from './agent-cache.js'
import { ActionsImageStash } from './actions-image-cache.js'
import type { RunProgressEvent } from '../run/runner.js'
import type { ActionInputs } from './inputs.js'

export async function jobRegistry(inputs: ActionInputs): Promise<ImageRegistry | null> {
  if (!inputs.imageRegistry) return null
  return resolveRegistry({
    ref: inputs.imageRegistry,
    username: inputs.registryUsername || null,
    password: inputs.registryPassword || null,
  })
}

/** The job's image cache; build logs in `<runDir>/builds` as the runner's own. */
export async function jobImages(
  inputs: ActionInputs,
  engine: Engine,
  runDir: string,
  pushExisting = false,
): Promise<ImageCache> {
  return new ImageCache(engine.docker, {
    buildLogDir: join(runDir, 'builds'),
    registry: await jobRegistry(inputs),
    stash: await jobStash(inputs, engine),
    pushExisting,
  })
}

/** `image-cache: actions` where the job has the cache service; otherwise a warning and none. */
export async function jobStash(
  inputs: ActionInputs,
  engine: Engine,
  client: CacheClient = actionsCache,
  env: Record<string, string | undefined> = process.env,
): Promise<ImageStash | null> {
  if (inputs.imageCache !== 'actions') return null
  const off = (why: string) => {
    core.warning(`image-cache is actions, but ${why}; images are built as without it.`, {
      title: 'image cache',
    })
    return null
  }
  if (!client.available())
    return off(
      'this job has no Actions cache service (ACTIONS_RESULTS_URL, or ACTIONS_CACHE_URL, is not set)',
    )
  let platform: string
  try {
    platform = await enginePlatform(engine.provider)
  } catch (error) {
    return off(messageOf(error))
  }
  return new ActionsImageStash({
    docker: engine.docker,
    platform,
    client,
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
  })
}

/** One log line per event; a registry that failed is a warning annotation. */
export function logRunEvent(event: RunProgressEvent | ImageEvent, phase?: CheckPhase): void {
  if (event.type === 'registry-warning' || event.type === 'image-cache-warning') {
    const title = event.type === 'registry-warning' ? 'image registry' : 'image cache'
    core.warning(`${event.task}: ${event.message}`, { title })
    return
  }
  const line = eventLine(event, phase)
  if (line !== null) core.info(line)
}

/** The task check's log: each line says which run (oracle, nop) it belongs to. */
export function checkRunLogger(phases: Record<string, CheckPhase>): (event: RunProgressEvent) => void {
  let phase: CheckPhase | undefined
  return (event) => {
    if (event.type === 'run-started') phase = phases[event.runId]
    logRunEvent(event, phase)
  }
}

/** `keep-images: false`: remove what this job built or pulled, nothing else. */
export async function removeJobImages(inputs: ActionInputs, images: ImageCache): Promise<void> {
  if (inputs.keepImages) return
  const removed = await images.removeOwnImages()
  core.info(`keep-images is false: removed ${removed.length} image(s) this job made`)
}
