// Scheduling, image reuse, retries, aborts: the runner as a whole on a real engine (interleaving,
// the cap, resume and shard summaries need no engine: test/unit/runner-memory.test.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import Docker from 'dockerode'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { runBenchmark, type RunProgressEvent } from '../../src/run/runner.js'
import { runTaskCheck, taskCheckRunIds } from '../../src/run/task-check.js'
import { environmentTag } from '../../src/run/providers/docker/image-cache.js'
import type { AttemptResult, RunSummary } from '../../src/results/types.js'
import type { Task } from '../../src/task/types.js'
import { BASE_IMAGE, makeTasks, makeTempDir, removeDir } from '../fixtures/tasks.js'
import { docker, managedContainers, readJson, rid } from '../fixtures/docker.js'

let root: string
let out: string
const builtTags = new Set<string>()
beforeAll(async () => {
  root = await makeTempDir()
  out = await makeTempDir('helios-out-')
})
afterAll(async () => {
  await removeDir(root)
  await removeDir(out)
  for (const tag of builtTags)
    await docker
      .getImage(tag)
      .remove({ force: true })
      .catch(() => undefined)
})
afterEach(async () => {
  expect(await managedContainers()).toEqual([])
})

function uniqueDockerfile(extra = ''): string {
  return `FROM ${BASE_IMAGE}\nRUN echo ${randomUUID()} > /image-id\n${extra}`
}

function track(tasks: Task[]): Task[] {
  for (const task of tasks) builtTags.add(environmentTag(task))
  return tasks
}

describe('scheduler', () => {
  it('builds each distinct environment once for many concurrent attempts, and zero times on a second run', async () => {
    const shared = uniqueDockerfile()
    const tasks = track(
      await makeTasks(root, [
        { name: 'b-shared-1', dockerfile: shared },
        { name: 'b-shared-2', dockerfile: shared },
        { name: 'b-own', dockerfile: uniqueDockerfile() },
      ]),
    )
    const builds = async (runId: string) => {
      const started: string[] = []
      const summary = await runBenchmark({
        tasks,
        agent: { name: 'oracle' },
        outputDir: out,
        runId,
        attempts: 3,
        concurrency: 9,
        onProgress: (e: RunProgressEvent) => e.type === 'build-started' && started.push(e.tag),
      })
      expect(summary.totals.passed).toBe(9)
      return started
    }
    const first = await builds(rid('build-1'))
    expect(first).toHaveLength(2)
    expect(existsSync(join(out, rid('build-1'), 'builds'))).toBe(true)
    expect(await builds(rid('build-2'))).toEqual([])
  })

  it('a Dockerfile that fails to build makes every attempt an error, built once', async () => {
    const tasks = await makeTasks(root, [
      { name: 'broken-build', dockerfile: uniqueDockerfile('RUN echo "about to fail" && exit 3\n') },
    ])
    const builds: string[] = []
    const summary = await runBenchmark({
      tasks,
      agent: { name: 'oracle' },
      outputDir: out,
      runId: rid('broken'),
      attempts: 3,
      concurrency: 3,
      onProgress: (e) => e.type === 'build-finished' && builds.push(e.reason ?? 'ok'),
    })
    expect(builds).toHaveLength(1)
    expect(summary.totals).toMatchObject({ attempts: 3, errors: 3 })
    const [reason] = summary.tasks[0]!.reasons
    expect(reason!.count).toBe(3)
    // BuildKit's words for a RUN that exits 3 (the classic builder said "returned a non-zero code").
    expect(reason!.reason).toMatch(/^build failed: .*exit code: 3/)
    const result = await readJson<AttemptResult>(
      join(out, rid('broken'), '001_broken-build', 'attempt_002', 'result.json'),
    )
    expect(result.retries).toBe(0)
    const logs = await import('node:fs/promises').then((fs) => fs.readdir(join(out, rid('broken'), 'builds')))
    expect(await readFile(join(out, rid('broken'), 'builds', logs[0]!), 'utf8')).toContain('about to fail')
  })

  it('helios check builds a failing environment once: oracle and nop attempts all report that one error', async () => {
    const tasks = await makeTasks(root, [
      { name: 'check-broken', dockerfile: uniqueDockerfile('RUN echo "fails once" && exit 4\n') },
    ])
    const started: string[] = []
    const runId = rid('check-broken')
    const report = await runTaskCheck({
      tasks,
      invalid: [],
      outputDir: out,
      runId,
      concurrency: 3,
      onProgress: (e) => e.type === 'build-started' && started.push(e.task),
    })
    // Before: the nop pass built it again after the oracle pass had failed.
    expect(started).toEqual(['check-broken'])
    const ids = taskCheckRunIds(runId)
    const reasons = await Promise.all(
      [ids.oracle, ids.nop].map(async (id) => {
        const summary = await readJson<RunSummary>(join(out, runId, id, 'run_summary.json'))
        return summary.tasks[0]!.reasons
      }),
    )
    const [oracle, nop] = reasons
    expect(oracle).toEqual([{ reason: expect.stringMatching(/^build failed: .*exit code: 4/), count: 2 }])
    expect(nop).toEqual([{ reason: oracle![0]!.reason, count: 1 }])
    expect(await readdir(join(out, runId, 'builds'))).toHaveLength(1)
    expect(report.tasks[0]!.flags).toEqual([
      {
        kind: 'build-failed',
        message: `the task's image (environment/Dockerfile) did not build, so neither agent ran: ${oracle![0]!.reason}`,
      },
    ])
  })

  it('docker_image: used as is when present, an error naming it when missing', async () => {
    const tasks = await makeTasks(root, [
      { name: 'prebuilt', dockerfile: null, toml: `[environment]\ndocker_image = "${BASE_IMAGE}"` },
      {
        name: 'missing-image',
        dockerfile: null,
        toml: '[environment]\ndocker_image = "helios-test/does-not-exist:1"',
      },
    ])
    const summary = await runBenchmark({
      tasks,
      agent: { name: 'oracle' },
      outputDir: out,
      runId: rid('prebuilt'),
    })
    expect(summary.tasks[0]!.statuses).toEqual(['passed'])
    expect(summary.tasks[1]!.statuses).toEqual(['error'])
    expect(summary.tasks[1]!.reasons[0]!.reason).toMatch(
      /^image helios-test\/does-not-exist:1 not available: /,
    )
  })

  it('retries infrastructure errors with backoff, never task failures', async () => {
    // A Docker client whose first container creation fails, as a flaky daemon would (a reset
    // socket: Node's error, with its code).
    class FlakyDocker extends Docker {
      failures = 1
      override createContainer(options: Docker.ContainerCreateOptions): Promise<Docker.Container> {
        const reset = Object.assign(new Error('read ECONNRESET (injected)'), { code: 'ECONNRESET' })
        if (this.failures-- > 0) return Promise.reject(reset)
        return super.createContainer(options)
      }
    }
    const tasks = await makeTasks(root, [{ name: 'flaky' }])
    const retries: string[] = []
    const flaky = new FlakyDocker()
    const summary = await runBenchmark({
      tasks,
      agent: { name: 'oracle' },
      outputDir: out,
      runId: rid('retry'),
      docker: flaky,
      retry: { maxRetries: 2, waitMultiplierSec: 0.01, minWaitSec: 0 },
      onProgress: (e) => e.type === 'attempt-retry' && retries.push(e.reason),
    })
    expect(retries).toEqual(['docker: read ECONNRESET (injected)'])
    expect(summary.tasks[0]!.statuses).toEqual(['passed'])
    expect(
      (await readJson<AttemptResult>(join(out, rid('retry'), '001_flaky', 'attempt_001', 'result.json')))
        .retries,
    ).toBe(1)

    flaky.failures = 10
    const exhausted = await runBenchmark({
      tasks,
      agent: { name: 'oracle' },
      outputDir: out,
      runId: rid('retry-exhausted'),
      docker: flaky,
      retry: { maxRetries: 2, waitMultiplierSec: 0.01, minWaitSec: 0 },
    })
    expect(exhausted.tasks[0]!.reasons).toEqual([{ reason: 'docker: read ECONNRESET (injected)', count: 1 }])
    expect(
      (
        await readJson<AttemptResult>(
          join(out, rid('retry-exhausted'), '001_flaky', 'attempt_001', 'result.json'),
        )
      ).retries,
    ).toBe(2)

    // A task failure (nop) is never retried.
    const failing = await runBenchmark({
      tasks,
      agent: { name: 'nop' },
      outputDir: out,
      runId: rid('no-retry'),
      retry: { maxRetries: 3, waitMultiplierSec: 0.01, minWaitSec: 0 },
    })
    expect(failing.tasks[0]!.statuses).toEqual(['failed'])
    expect(
      (await readJson<AttemptResult>(join(out, rid('no-retry'), '001_flaky', 'attempt_001', 'result.json')))
        .retries,
    ).toBe(0)
  })

  it('records any other throw as an error with its own message, not retried', async () => {
    // A bug of ours (or of a library) while creating the container: no Docker fault, no retry.
    class BuggyDocker extends Docker {
      override createContainer(): Promise<Docker.Container> {
        return Promise.reject(new TypeError("Cannot read properties of undefined (reading 'Id') (injected)"))
      }
    }
    const retries: string[] = []
    const options = {
      agent: { name: 'oracle' },
      outputDir: out,
      retry: { maxRetries: 3, waitMultiplierSec: 0.01, minWaitSec: 0 },
      onProgress: (e: RunProgressEvent) => e.type === 'attempt-retry' && retries.push(e.reason),
    }
    const buggy = await runBenchmark({
      ...options,
      tasks: await makeTasks(root, [{ name: 'buggy' }]),
      runId: rid('bug'),
      docker: new BuggyDocker(),
    })
    expect(buggy.tasks[0]!.statuses).toEqual(['error'])
    const bug = await readJson<AttemptResult>(
      join(out, rid('bug'), '001_buggy', 'attempt_001', 'result.json'),
    )
    expect(bug).toMatchObject({
      reason: "Cannot read properties of undefined (reading 'Id') (injected)",
      retries: 0,
    })

    // A task's healthcheck whose output names a socket error is the task's failure, not Docker's.
    const [unhealthy] = await makeTasks(root, [
      {
        name: 'refused',
        toml: '[environment.healthcheck]\ncommand = "echo connect ECONNREFUSED 127.0.0.1:5432; exit 1"\nretries = 1',
      },
    ])
    await runBenchmark({ ...options, tasks: [unhealthy!], runId: rid('refused') })
    const refused = await readJson<AttemptResult>(
      join(out, rid('refused'), '001_refused', 'attempt_001', 'result.json'),
    )
    expect(refused).toMatchObject({ status: 'error', retries: 0 })
    expect(refused.reason).toMatch(/^healthcheck failed 1 time\(s\) in a row .*ECONNREFUSED/)
    expect(retries).toEqual([])
  })

  it('an AbortSignal stops the run, removes its containers and leaves no result for unfinished attempts', async () => {
    const tasks = await makeTasks(root, [{ name: 'aborted', solve: 'sleep 60' }])
    const controller = new AbortController()
    const run = runBenchmark({
      tasks,
      agent: { name: 'oracle' },
      outputDir: out,
      runId: rid('abort'),
      attempts: 2,
      concurrency: 2,
      signal: controller.signal,
      onProgress: (e) =>
        e.type === 'attempt-started' && e.counts.started === 2 && setTimeout(() => controller.abort(), 1000),
    })
    await expect(run).rejects.toThrow(/run aborted/)
    expect(existsSync(join(out, rid('abort'), '001_aborted', 'attempt_001', 'result.json'))).toBe(false)
  })

  it('a run aborted while an image builds creates no container for it', async () => {
    const tasks = track(await makeTasks(root, [{ name: 'abort-build', dockerfile: uniqueDockerfile() }]))
    const runId = rid('abort-build')
    const since = Math.floor(Date.now() / 1000)
    const controller = new AbortController()
    const run = runBenchmark({
      tasks,
      agent: { name: 'oracle' },
      outputDir: out,
      runId,
      signal: controller.signal,
      // Started, then its image is built: abort before the build can finish.
      onProgress: (e) => e.type === 'attempt-started' && controller.abort(),
    })
    await expect(run).rejects.toThrow(/run aborted/)
    const events = await docker.getEvents({
      since,
      until: Math.floor(Date.now() / 1000) + 1,
      filters: { type: ['container'], event: ['create'], label: [`helios.run=${runId}`] },
    })
    const chunks: Buffer[] = []
    for await (const chunk of events) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).toString()).toBe('')
  })
})
