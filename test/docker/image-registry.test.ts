// The registry cache against a real registry (Debian's docker-registry on 127.0.0.1): a cold run
// pushes, a later run on a machine without the images pulls and builds nothing, a changed task is
// rebuilt alone, and a registry that refuses pushes, is down or gets wrong credentials leaves the
// run green with a warning.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { loadTask } from '../../src/task/load.js'
import { environmentTag } from '../../src/task/image-names.js'
import { pushImage, type ImageRegistry } from '../../src/run/providers/docker/registry.js'
import { ImageCache } from '../../src/run/providers/docker/image-cache.js'
import { runBenchmark, type RunProgressEvent } from '../../src/run/runner.js'
import type { Task } from '../../src/task/types.js'
import { docker, managedContainers, removeImages, rid } from '../fixtures/docker.js'
import { filesContaining } from '../fixtures/output-files.js'
import { BASE_IMAGE, makeTasks, makeTempDir, removeDir } from '../fixtures/tasks.js'
import { freePort, startRegistry, type TestRegistry } from '../harness/registry.js'

const REPOSITORY = 'helios-test/env'
const USER = { username: 'helios', password: `pw-${randomUUID()}` }
let root: string
let out: string
let storage: string
const registries: TestRegistry[] = []
const tags = new Set<string>()

beforeAll(async () => {
  root = await makeTempDir()
  out = await makeTempDir('helios-out-')
  storage = await makeTempDir('helios-registry-')
})
afterEach(async () => {
  expect(await managedContainers()).toEqual([])
  await Promise.all(registries.splice(0).map((r) => r.stop()))
})
afterAll(async () => {
  await removeImages([...tags])
  await removeDir(root)
  await removeDir(out)
  await removeDir(storage)
})

async function registry(options: { auth?: boolean; readOnly?: boolean } = {}): Promise<TestRegistry> {
  const started = await startRegistry({
    storage: join(storage, 'data'),
    dir: join(storage, 'config'),
    ...(options.auth ? { auth: USER } : {}),
    ...(options.readOnly ? { readOnly: true } : {}),
  })
  registries.push(started)
  return started
}

/** Tasks of their own content (a fresh hash each test), their tags removed after the file. */
async function uniqueTasks(names: string[]): Promise<Task[]> {
  const tasks = await makeTasks(
    root,
    names.map((name) => ({ name, dockerfile: `FROM ${BASE_IMAGE}\nRUN echo ${randomUUID()} > /image-id\n` })),
  )
  for (const task of tasks) tags.add(environmentTag(task))
  return tasks
}

/** What a fresh CI machine has of these tasks: nothing. */
interface Observed {
  builds: string[]
  pulls: string[]
  pushes: string[]
  warnings: string[]
  passed: number
  errors: number
}

async function runWith(tasks: Task[], name: string, imageRegistry: ImageRegistry): Promise<Observed> {
  const seen: Observed = { builds: [], pulls: [], pushes: [], warnings: [], passed: 0, errors: 0 }
  const onProgress = (e: RunProgressEvent) => {
    if (e.type === 'build-started') seen.builds.push(e.task)
    if (e.type === 'image-pulled') seen.pulls.push(e.task)
    if (e.type === 'image-pushed') seen.pushes.push(e.task)
    if (e.type === 'registry-warning') seen.warnings.push(e.message)
  }
  const summary = await runBenchmark({
    tasks,
    agent: { name: 'oracle' },
    outputDir: out,
    runId: rid(name),
    attempts: 2,
    concurrency: 4,
    imageRegistry,
    onProgress,
  })
  for (const list of [seen.builds, seen.pulls, seen.pushes]) list.sort()
  return { ...seen, passed: summary.totals.passed, errors: summary.totals.errors }
}

/** No image under the registry's name stays on the engine: the cache untags what it pulled or pushed. */
async function registryNamesLeft(host: string): Promise<string[]> {
  const images = await docker.listImages({ filters: { reference: [`${host}/${REPOSITORY}`] } })
  return images.flatMap((i) => i.RepoTags ?? [])
}

describe('registry cache', () => {
  it('a cold run pushes; a run without the local images pulls and builds nothing; a changed task is rebuilt alone', async () => {
    const reg = await registry()
    const imageRegistry = { ref: `${reg.host}/${REPOSITORY}`, auth: null }
    const [a, b] = await uniqueTasks(['reg-a', 'reg-b'])
    const cold = await runWith([a!, b!], 'reg-cold', imageRegistry)
    expect(cold).toMatchObject({ builds: ['reg-a', 'reg-b'], pulls: [], pushes: ['reg-a', 'reg-b'] })
    expect(cold).toMatchObject({ warnings: [], passed: 4, errors: 0 })
    expect(await reg.tags(REPOSITORY)).toEqual([a!.environmentHash, b!.environmentHash].sort())

    await removeImages([environmentTag(a!), environmentTag(b!)])
    const warm = await runWith([a!, b!], 'reg-warm', imageRegistry)
    expect(warm).toMatchObject({ builds: [], pulls: ['reg-a', 'reg-b'], pushes: [], warnings: [] })
    expect(warm).toMatchObject({ passed: 4, errors: 0 })

    // reg-b's files change: its new content is not in the registry (a miss is no warning).
    await writeFile(join(b!.dir, 'environment', 'notes.txt'), 'changed\n')
    const changed = await loadTask(b!.dir, root)
    tags.add(environmentTag(changed))
    await removeImages([environmentTag(a!), environmentTag(b!)])
    const edit = await runWith([a!, changed], 'reg-edit', imageRegistry)
    expect(edit).toMatchObject({ builds: ['reg-b'], pulls: ['reg-a'], pushes: ['reg-b'], warnings: [] })
    expect(edit).toMatchObject({ passed: 4, errors: 0 })
    expect(await registryNamesLeft(reg.host)).toEqual([])
  })

  it('with htpasswd auth: the right credentials push and pull; the password is in no file of the run', async () => {
    const reg = await registry({ auth: true })
    const imageRegistry = {
      ref: `${reg.host}/${REPOSITORY}`,
      auth: { ...USER, serveraddress: reg.host },
    }
    const [task] = await uniqueTasks(['reg-auth'])
    const cold = await runWith([task!], 'reg-auth-cold', imageRegistry)
    expect(cold).toMatchObject({ builds: ['reg-auth'], pushes: ['reg-auth'], warnings: [], passed: 2 })
    await removeImages([environmentTag(task!)])
    const warm = await runWith([task!], 'reg-auth-warm', imageRegistry)
    expect(warm).toMatchObject({ builds: [], pulls: ['reg-auth'], warnings: [], passed: 2 })
    for (const runId of [rid('reg-auth-cold'), rid('reg-auth-warm')])
      expect(await filesContaining(join(out, runId), USER.password)).toEqual([])
  })

  it('a docker_image kept in the registry: pulled once per run with its credentials, and not ours to remove', async () => {
    const reg = await registry({ auth: true })
    const auth = { ...USER, serveraddress: reg.host }
    const version = randomUUID().slice(0, 8)
    const named = `${reg.host}/helios-test/named:${version}`
    await pushImage(docker, BASE_IMAGE, { ref: `${reg.host}/helios-test/named`, auth }, version)
    await docker.getImage(named).remove({ noprune: true }) // the runner does not have it
    tags.add(named)
    const [task] = await makeTasks(root, [
      { name: 'reg-named', dockerfile: null, toml: `[environment]\ndocker_image = "${named}"\n` },
    ])
    const imageRegistry = { ref: `${reg.host}/${REPOSITORY}`, auth }
    const images = new ImageCache(docker, { buildLogDir: join(out, 'named-builds'), registry: imageRegistry })
    const pulls: string[] = []
    images.subscribe((e) => e.type === 'image-pulled' && pulls.push(e.from))
    const summary = await runBenchmark({
      tasks: [task!],
      agent: { name: 'oracle' },
      outputDir: out,
      runId: rid('reg-named'),
      attempts: 3,
      concurrency: 3,
      images,
    })
    expect(summary.totals).toMatchObject({ passed: 3, errors: 0 })
    expect(pulls).toEqual([named])
    expect(await images.removeOwnImages()).toEqual([])
    await expect(docker.getImage(named).inspect()).resolves.toBeTruthy()
  })

  it('wrong credentials: a warning for the pull and the push, the image is built, the run is green', async () => {
    const reg = await registry({ auth: true })
    const imageRegistry = {
      ref: `${reg.host}/${REPOSITORY}`,
      auth: { username: USER.username, password: 'wrong', serveraddress: reg.host },
    }
    const [task] = await uniqueTasks(['reg-wrong'])
    const seen = await runWith([task!], 'reg-wrong', imageRegistry)
    expect(seen).toMatchObject({ builds: ['reg-wrong'], pulls: [], pushes: [], passed: 2, errors: 0 })
    expect(seen.warnings).toEqual([
      expect.stringMatching(
        /^could not pull .*: .*(unauthorized|authentication required).*; building it instead$/,
      ),
      expect.stringMatching(/^could not push .*: .*(unauthorized|authentication required)/),
    ])
    expect(await reg.tags(REPOSITORY).catch(() => [])).not.toContain(task!.environmentHash)
  })

  it('a registry that refuses the push: a warning, the run is green', async () => {
    const reg = await registry({ readOnly: true })
    const [task] = await uniqueTasks(['reg-readonly'])
    const seen = await runWith([task!], 'reg-readonly', { ref: `${reg.host}/${REPOSITORY}`, auth: null })
    expect(seen).toMatchObject({ builds: ['reg-readonly'], pushes: [], passed: 2, errors: 0 })
    expect(seen.warnings).toEqual([expect.stringMatching(/^could not push /)])
    expect(await reg.tags(REPOSITORY)).not.toContain(task!.environmentHash)
    expect(await registryNamesLeft(reg.host)).toEqual([])
  })

  it('a registry that is down: a warning for the pull and the push, the image is built, the run is green', async () => {
    const host = `127.0.0.1:${await freePort()}`
    const [task] = await uniqueTasks(['reg-down'])
    const seen = await runWith([task!], 'reg-down', { ref: `${host}/${REPOSITORY}`, auth: null })
    expect(seen).toMatchObject({ builds: ['reg-down'], pulls: [], pushes: [], passed: 2, errors: 0 })
    expect(seen.warnings).toEqual([
      expect.stringMatching(/^could not pull .*connection refused.*; building it instead$/),
      expect.stringMatching(/^could not push .*connection refused/),
    ])
    expect(await registryNamesLeft(host)).toEqual([])
  })
})
