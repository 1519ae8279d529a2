// plan → build → shards with an image registry, as GitHub would run the action (src/entry.ts
// through tsx, one process per job, a real registry with htpasswd auth on 127.0.0.1): the build job
// builds each distinct environment once and pushes it; shards on runners without the images pull
// and build nothing; keep-images: false removes what each job made and nothing else; the password
// never shows in a log.
import Docker from 'dockerode'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discoverTasks } from '../../src/task/discover.js'
import { environmentTag } from '../../src/task/image-names.js'
import { filesContaining } from '../fixtures/output-files.js'
import { BASE_IMAGE, makeTempDir, removeDir, writeSharedEnvironmentTasks } from '../fixtures/tasks.js'
import { startArtifactService, type ArtifactService } from '../harness/artifact-service.js'
import { startGitHubApi, type GitHubApi } from '../harness/github-api.js'
import { startRegistry, type TestRegistry } from '../harness/registry.js'
import { errorsOf, runActionStep, type StepResult } from '../harness/workflow.js'

const docker = new Docker()
const PASSWORD = `pw-${randomUUID()}`
let artifacts: ArtifactService
let api: GitHubApi
let registry: TestRegistry
let workspace: string
let storage: string
let tags: string[] = []

beforeAll(async () => {
  // A run id no other file uses: docker files run side by side on one engine.
  artifacts = await startArtifactService({ runId: 401 })
  api = await startGitHubApi({ artifacts: artifacts.store })
  workspace = await makeTempDir('helios-ws-')
  storage = await makeTempDir('helios-registry-')
  registry = await startRegistry({
    storage: path.join(storage, 'data'),
    dir: path.join(storage, 'config'),
    auth: { username: 'ci', password: PASSWORD },
  })
  const tasks = path.join(workspace, 'tasks')
  // Contiguous shards of two: the shared environment is in both, as sharding by count often does.
  await writeSharedEnvironmentTasks(tasks)
  tags = (await discoverTasks(tasks)).tasks.filter((t) => t.name !== 'd-named').map(environmentTag)
})

afterAll(async () => {
  await api?.close()
  await artifacts?.close()
  await registry?.stop()
  for (const tag of tags)
    await docker
      .getImage(tag)
      .remove({ force: true })
      .catch(() => undefined)
  await removeDir(workspace)
  await removeDir(storage)
})

function step(inputs: Record<string, string>, job: number): Promise<StepResult> {
  return runActionStep({
    artifacts,
    api,
    workspace,
    entry: 'source',
    job,
    inputs: {
      tasks: 'tasks',
      baseline: 'none',
      'image-registry': `${registry.host}/helios-test/workflow`,
      'registry-username': 'ci',
      'registry-password': PASSWORD,
      'keep-images': 'false',
      ...inputs,
    },
  })
}

async function present(images: string[]): Promise<string[]> {
  const found: string[] = []
  for (const image of images)
    if (
      await docker
        .getImage(image)
        .inspect()
        .then(
          () => true,
          () => false,
        )
    )
      found.push(image)
  return found
}

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length

describe('workflow with an image registry: plan → build → 2 shards', () => {
  it('builds each environment once for the whole run; shards pull, build nothing, and clean up only what they made', async () => {
    const plan = await step({ mode: 'plan', shards: '2' }, 0)
    expect(plan.code).toBe(0)

    const build = await step({ mode: 'build', concurrency: '2' }, 1)
    expect(errorsOf(build)).toEqual([])
    expect(build.code).toBe(0)
    expect(count(build.stdout, /^\s*building /gm)).toBe(2) // two distinct environments for three tasks
    expect(build.stdout).toContain('2 image(s) for 4 task(s): 2 built')
    expect(build.stdout).not.toContain('::warning')
    expect((await registry.tags('helios-test/workflow')).length).toBe(2)
    // keep-images: false — the job's own images are gone (a fresh runner for the shards); the
    // base image it built on and the docker_image task's image are not its own.
    expect(await present(tags)).toEqual([])
    expect(await present([BASE_IMAGE])).toEqual([BASE_IMAGE])

    // One shard after the other: they share this engine, where GitHub gives each its own runner.
    const runs: StepResult[] = []
    for (const shard of [0, 1]) {
      const run = await step({ mode: 'run', shard: String(shard), agent: 'oracle', attempts: '2' }, 2 + shard)
      expect(errorsOf(run)).toEqual([])
      expect(run.code).toBe(0)
      runs.push(run)
      expect(run.stdout).not.toMatch(/^\s*building /m)
      expect(count(run.stdout, /^\s*pulled /gm)).toBe(shard === 0 ? 2 : 1)
      expect(run.outputs['passed']).toBe(run.outputs['total'])
      expect(run.stdout).not.toContain('::warning')
      expect(await present(tags)).toEqual([])
      expect(await present([BASE_IMAGE])).toEqual([BASE_IMAGE])
    }
    // Masked: the runner replaces the value in its log once told (`::add-mask::`, first thing); no
    // other line of ours carries it.
    for (const job of [plan, build, ...runs]) {
      const lines = `${job.stdout}\n${job.stderr}\n${job.summary}`.split('\n')
      expect(lines.filter((l) => l.includes(PASSWORD))).toEqual([`::add-mask::${PASSWORD}`])
      expect(await filesContaining(path.join(job.dir, 'tmp'), PASSWORD)).toEqual([])
    }
  })
})
