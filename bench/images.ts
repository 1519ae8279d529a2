// Images per run, against a real registry (Debian's docker-registry on 127.0.0.1):
// 1. builds across the shards of one plan — each shard on a fresh runner (its images removed
//    first) — without a registry, and with one behind a build job (prebuild, then shards pull);
// 2. time to the first finished attempt on a runner without the image: pulling it from a warm
//    registry vs building it (a Dockerfile that installs Python, pip, venv and git with apt, as
//    many tasks do).
import Docker from 'dockerode'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { planShards } from '../src/results/plan.js'
import { ImageCache, type ImageEvent } from '../src/run/providers/docker/image-cache.js'
import type { ImageRegistry } from '../src/run/providers/docker/registry.js'
import { prebuildCache, prebuildImages } from '../src/run/prebuild.js'
import { runBenchmark, type RunOptions, type RunProgressEvent } from '../src/run/runner.js'
import { environmentTag } from '../src/task/image-names.js'
import type { Task } from '../src/task/types.js'
import { startRegistry } from '../test/harness/registry.js'
import { BASE_IMAGE, makeTask } from '../test/fixtures/tasks.js'
import type { BenchResult } from './types.js'

const SHARDS = 4
/**
 * 12 tasks over 6 environments in discovery order: two common ones (8 tasks) spread across the
 * benchmark, four of a task's own — so most shards need a common environment another shard needs.
 */
const ENVIRONMENTS = [0, 1, 2, 0, 3, 1, 0, 4, 1, 5, 0, 1]
const DISTINCT = new Set(ENVIRONMENTS).size
const AGENT = { name: 'command', command: 'touch /tmp/done' }

export async function bench(): Promise<BenchResult[]> {
  const work = await mkdtemp(join(tmpdir(), 'helios-bench-images-'))
  const docker = new Docker()
  const registry = await startRegistry({ storage: join(work, 'registry'), dir: join(work, 'config') })
  const made = new Set<string>()
  try {
    const imageRegistry: ImageRegistry = { ref: `${registry.host}/helios-bench/env`, auth: null }
    const shards = await shardBuilds(work, docker, imageRegistry, made)
    const first = await firstAttempt(work, docker, imageRegistry, made)
    return [
      {
        name: `image builds across ${SHARDS} shards of 12 tasks / ${DISTINCT} environments (fresh runner each): build job + registry`,
        value: shards.withRegistry,
        unit: 'builds',
        baseline: { name: 'no registry', value: shards.without },
        goal: `= distinct environments (${DISTINCT})`,
        met: shards.withRegistry === DISTINCT,
        notes: `with the registry: ${shards.prebuilt} built by the build job, ${shards.shardBuilds} by shards, ${shards.pulls} pulls by shards`,
      },
      {
        name: `build seconds across the same ${SHARDS} shards: build job + registry`,
        value: shards.withRegistrySec,
        unit: 's',
        baseline: { name: 'no registry', value: shards.withoutSec },
        notes: `each build's own time added up; the build job's ${shards.prebuilt} builds: ${shards.prebuildSec.toFixed(1)} s`,
      },
      {
        name: `warm run: the same ${SHARDS} shards again with the registry filled`,
        value: shards.warm.builds,
        unit: 'builds',
        baseline: { name: 'no registry', value: shards.without },
        goal: '0',
        met: shards.warm.builds === 0,
        notes: `${shards.warm.pulls} pulls, no build job needed`,
      },
      {
        name: 'time to first finished attempt, image absent: pull from a warm registry',
        value: first.pullSec,
        unit: 's',
        baseline: { name: 'build (apt-get install python3 pip venv git)', value: first.buildSec },
        goal: '≤ 1/5 × baseline',
        met: first.pullSec <= first.buildSec / 5,
        notes: `ratio ${(first.pullSec / first.buildSec).toFixed(3)}; of which the pull ${first.pullOnlySec.toFixed(2)} s; with the image already here: ${first.localSec.toFixed(2)} s`,
      },
    ]
  } finally {
    await removeImages(docker, [...made])
    await registry.stop()
    await rm(work, { recursive: true, force: true })
  }
}

async function shardBuilds(work: string, docker: Docker, imageRegistry: ImageRegistry, made: Set<string>) {
  const dockerfiles = [...Array(DISTINCT).keys()].map(
    (i) => `FROM ${BASE_IMAGE}\nRUN echo ${randomUUID()} env-${i} > /id\n`,
  )
  const tasks: Task[] = []
  for (const [i, env] of ENVIRONMENTS.entries())
    tasks.push(
      await makeTask(join(work, 'tasks'), {
        name: `t${String(i).padStart(2, '0')}`,
        dockerfile: dockerfiles[env]!,
      }),
    )
  for (const task of tasks) made.add(environmentTag(task))
  const plan = planShards(
    tasks.map((t) => ({ task_id: t.id, task_name: t.name, task_path: t.relativeDir })),
    { shards: SHARDS, label: 'bench', createdAt: new Date().toISOString() },
  )
  const shardTasks = plan.shards.map((s) => tasks.filter((t) => s.task_ids.includes(t.id)))
  /** Adds up the seconds each build took (builds in parallel count each their own). */
  const buildTimer = () => {
    const timer = {
      sec: 0,
      onEvent: (e: ImageEvent) => {
        if (e.type === 'build-finished') timer.sec += e.durationSec
      },
    }
    return timer
  }
  const runShards = async (label: string, registry: ImageRegistry | null) => {
    let builds = 0
    let pulls = 0
    const timer = buildTimer()
    for (const [i, shard] of shardTasks.entries()) {
      await removeImages(docker, [...made]) // a fresh runner
      const images = new ImageCache(docker, {
        buildLogDir: join(work, 'logs'),
        registry,
        onEvent: timer.onEvent,
      })
      await runBenchmark({
        tasks: shard,
        agent: AGENT,
        outputDir: join(work, 'out'),
        runId: `${label}-${i}`,
        docker,
        images,
      })
      builds += images.builds
      pulls += images.pulls
    }
    return { builds, pulls, buildSec: timer.sec }
  }
  const without = await runShards('plain', null)
  await removeImages(docker, [...made])
  const prebuildTimer = buildTimer()
  const build = await prebuildImages({
    tasks,
    images: prebuildCache(docker, imageRegistry, join(work, 'logs'), prebuildTimer.onEvent),
  })
  const prebuildSec = prebuildTimer.sec
  const withRegistry = await runShards('registry', imageRegistry)
  // The next run of the same benchmark version: every environment is in the registry already.
  const warm = await runShards('warm', imageRegistry)
  return {
    without: without.builds,
    withoutSec: without.buildSec,
    prebuilt: build.built,
    prebuildSec,
    shardBuilds: withRegistry.builds,
    pulls: withRegistry.pulls,
    withRegistry: build.built + withRegistry.builds,
    withRegistrySec: prebuildSec + withRegistry.buildSec,
    warm,
  }
}

/** A Dockerfile that installs Python, pip, venv and git with apt, as many tasks do; new content each call. */
export function pythonEnvDockerfile(): string {
  // The unique line comes first, so the engine's build cache cannot skip the install.
  return `FROM ${BASE_IMAGE}\nRUN echo ${randomUUID()} > /id\nRUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3 python3-pip python3-venv git >/dev/null && rm -rf /var/lib/apt/lists/*\n`
}

async function firstAttempt(work: string, docker: Docker, imageRegistry: ImageRegistry, made: Set<string>) {
  const task = await makeTask(join(work, 'first'), { name: 'python-env', dockerfile: pythonEnvDockerfile() })
  made.add(environmentTag(task))
  const timeToFirst = async (runId: string, registry: ImageRegistry | null, fresh = true) => {
    if (fresh) await removeImages(docker, [environmentTag(task)])
    let pullSec = 0
    const first = await secondsToFirstAttempt(
      { tasks: [task], outputDir: join(work, 'out'), runId, docker, imageRegistry: registry },
      (e) => {
        if (e.type === 'image-pulled') pullSec = e.durationSec
      },
    )
    return { first, pullSec }
  }
  const build = await timeToFirst('first-build', null)
  await timeToFirst('first-push', imageRegistry) // builds again, and pushes: the registry is warm
  const pull = await timeToFirst('first-pull', imageRegistry)
  const local = await timeToFirst('first-local', null, false)
  return { buildSec: build.first, pullSec: pull.first, pullOnlySec: pull.pullSec, localSec: local.first }
}

/** Runs one shard with the bench's agent; seconds from its start to the first finished attempt. */
export async function secondsToFirstAttempt(
  options: Omit<RunOptions, 'agent'>,
  onEvent: (event: RunProgressEvent) => void = () => undefined,
): Promise<number> {
  const started = performance.now()
  let first = 0
  await runBenchmark({
    ...options,
    agent: AGENT,
    onProgress: (e) => {
      onEvent(e)
      if (e.type === 'attempt-finished' && !first) first = (performance.now() - started) / 1000
    },
  })
  return first
}

export async function removeImages(docker: Docker, images: string[]): Promise<void> {
  for (const image of images)
    await docker
      .getImage(image)
      .remove({ force: true })
      .catch(() => undefined)
}
