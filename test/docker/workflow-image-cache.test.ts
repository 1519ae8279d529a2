// `image-cache: actions` as GitHub would run it: every job a separate process (src/entry.ts through
// tsx) on a "fresh runner" (keep-images: false removes what each job made), the real
// `@actions/cache` client talking to the loopback results service (cache v2). Five runs of one
// benchmark (three tasks over two environments, plus a docker_image task):
// 1. plan → build → 2 shards: the build job builds each environment once and saves it; the shards
//    restore and build nothing;
// 2. plan → build → 2 shards on the warm cache: the build job finds both entries and fetches
//    nothing; the shards restore, nothing is built;
// 3. one task's Dockerfile changed, no build job: that environment alone is built (and saved);
// 4. the cache service down (every connection dropped): warnings, everything built, green;
// 5. a cache entry whose archive is cut short: a warning, that environment rebuilt, green.
import { existsSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageCacheKey } from '../../src/action/actions-image-cache.js'
import { DockerProvider } from '../../src/run/providers/docker/provider.js'
import { enginePlatform } from '../../src/run/agents/installed/install.js'
import { discoverTasks } from '../../src/task/discover.js'
import { environmentTag } from '../../src/task/image-names.js'
import type { Task } from '../../src/task/types.js'
import { docker, removeImages } from '../fixtures/docker.js'
import { BASE_IMAGE, makeTempDir, removeDir, writeSharedEnvironmentTasks } from '../fixtures/tasks.js'
import { startArtifactService, type ArtifactService } from '../harness/artifact-service.js'
import { startGitHubApi, type GitHubApi } from '../harness/github-api.js'
import { errorsOf, runActionStep, type StepResult } from '../harness/workflow.js'

let artifacts: ArtifactService
let api: GitHubApi
let workspace: string
let platform: string
const made = new Set<string>()

beforeAll(async () => {
  artifacts = await startArtifactService({ runId: 1 })
  api = await startGitHubApi({ artifacts: artifacts.store })
  workspace = await makeTempDir('helios-ws-')
  platform = await enginePlatform(new DockerProvider(docker))
  const tasks = path.join(workspace, 'tasks')
  await writeSharedEnvironmentTasks(tasks)
})

afterAll(async () => {
  await api?.close()
  await artifacts?.close()
  await removeImages(made)
  await removeDir(workspace)
})

/** The tasks that build, as they are on disk now; their tags are removed after the file. */
async function builtTasks(): Promise<Task[]> {
  const tasks = (await discoverTasks(path.join(workspace, 'tasks'))).tasks.filter((t) => t.name !== 'd-named')
  for (const task of tasks) made.add(environmentTag(task))
  return tasks
}

function step(runId: number, job: number, inputs: Record<string, string>): Promise<StepResult> {
  return runActionStep({
    artifacts,
    api,
    workspace,
    entry: 'source',
    runId,
    job,
    extra: { ACTIONS_CACHE_SERVICE_V2: 'true' },
    inputs: { tasks: 'tasks', baseline: 'none', 'image-cache': 'actions', 'keep-images': 'false', ...inputs },
  })
}

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length

interface RunOutcome {
  builds: number
  restores: number
  saves: number
  warnings: string[]
  /** The build job's log, when there was one. */
  buildJob: string
}

/** plan → (build) → every shard, one after the other; each job green, every attempt passed, nothing left. */
async function benchmarkRun(runId: number, shards: number, withBuildJob = false): Promise<RunOutcome> {
  const plan = await step(runId, 0, { mode: 'plan', shards: String(shards) })
  expect(plan.code).toBe(0)
  const jobs: StepResult[] = []
  if (withBuildJob) jobs.push(await step(runId, 1, { mode: 'build' }))
  for (let shard = 0; shard < shards; shard++) {
    const run = await step(runId, 2 + shard, { mode: 'run', shard: String(shard), agent: 'oracle' })
    expect(run.outputs['passed']).toBe(run.outputs['total'])
    jobs.push(run)
  }
  const tags = (await builtTasks()).map(environmentTag)
  for (const job of jobs) {
    expect(errorsOf(job)).toEqual([])
    expect(job.code).toBe(0)
  }
  // keep-images: false took every image the jobs made, and no archive is left in the workspace.
  for (const tag of tags)
    expect(
      await docker
        .getImage(tag)
        .inspect()
        .then(
          () => tag,
          () => null,
        ),
    ).toBeNull()
  expect(await docker.getImage(BASE_IMAGE).inspect()).toBeTruthy()
  expect(existsSync(path.join(workspace, '.helios-image-cache'))).toBe(false)
  const out = jobs.map((j) => j.stdout).join('\n')
  return {
    builds: count(out, /^\s*building /gm),
    restores: count(out, /^\s*restored helios-env\/.* from the Actions cache entry /gm),
    saves: count(out, /^\s*saved helios-env\/.* to the Actions cache entry /gm),
    warnings: out.split('\n').filter((l) => l.startsWith('::warning')),
    buildJob: withBuildJob ? jobs[0]!.stdout : '',
  }
}

async function keysOf(tasks: Task[]): Promise<string[]> {
  return [...new Set(tasks.map((t) => imageCacheKey(t.environmentHash, platform)))].sort()
}

const LONG = 420_000

describe('workflow with image-cache: actions', () => {
  const cache = () => artifacts.cache

  it(
    'run 1, plan → build → 2 shards: the build job builds each environment once and saves it; shards restore',
    async () => {
      const first = await benchmarkRun(11, 2, true)
      expect(first).toMatchObject({ builds: 2, saves: 2, warnings: [] })
      expect(first.buildJob).toContain('2 image(s) for 4 task(s): 2 built')
      expect(first.restores).toBeGreaterThanOrEqual(2) // each shard restores what it needs
      // Two entries, the environments' own: the docker_image task's image is not cached.
      expect([...cache().keys()].sort()).toEqual(await keysOf(await builtTasks()))
    },
    LONG,
  )

  it(
    'run 2, plan → build → 2 shards on a warm cache: the build job fetches nothing, the shards restore, nothing is built',
    async () => {
      const second = await benchmarkRun(12, 2, true)
      expect(second).toMatchObject({ builds: 0, saves: 0, warnings: [] })
      expect(second.buildJob).toContain('0 built, 0 already in the registry, 2 already in the Actions cache')
      expect(second.buildJob).not.toMatch(/^\s*restored /m)
      expect(second.restores).toBeGreaterThanOrEqual(2)
    },
    LONG,
  )

  it(
    'run 3, no build job: the task whose environment changed is rebuilt alone, and saved',
    async () => {
      await writeFile(
        path.join(workspace, 'tasks', 'b-own', 'environment', 'Dockerfile'),
        `FROM ${BASE_IMAGE}\nRUN echo ${randomUUID()}\n`,
      )
      const third = await benchmarkRun(13, 2)
      expect(third).toMatchObject({ builds: 1, saves: 1, warnings: [] })
      expect(cache().keys()).toHaveLength(3)
    },
    LONG,
  )

  it(
    'run 4, the cache service down: warnings, everything built, green',
    async () => {
      cache().injectFault({ op: 'any', times: Infinity, reset: true })
      try {
        const down = await benchmarkRun(14, 1)
        expect(down).toMatchObject({ builds: 2, restores: 0, saves: 0 })
        expect(down.warnings.some((w) => /Failed to restore: .*ECONNRESET/.test(w))).toBe(true)
      } finally {
        cache().clearFaults()
      }
    },
    LONG,
  )

  it(
    'run 5, an entry whose archive is cut short: a warning, that environment rebuilt, green',
    async () => {
      const shared = (await builtTasks()).find((t) => t.name === 'a-shared')!
      const entry = cache().withKey(imageCacheKey(shared.environmentHash, platform))[0]!
      entry.content = entry.content!.subarray(0, Math.floor(entry.content!.length / 2))
      entry.size = entry.content.length
      const corrupt = await benchmarkRun(15, 1)
      expect(corrupt).toMatchObject({ builds: 1, restores: 1 })
      expect(corrupt.warnings.some((w) => /Failed to restore/.test(w))).toBe(true)
    },
    LONG,
  )
})
