// The workflow with `provider: daytona`: plan → one shard whose attempts run in (loopback) Daytona
// sandboxes with a high concurrency → report, the key given as a job secret in the environment.
import { cp, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseRunSummary } from '../../src/results/run-summary.js'
import { filesContaining } from '../fixtures/output-files.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'
import { discoverTasks } from '../../src/task/discover.js'
import { startArtifactService, type ArtifactService } from '../harness/artifact-service.js'
import { startDaytonaFake, type DaytonaFake } from '../harness/daytona/server.js'
import { startGitHubApi, type GitHubApi } from '../harness/github-api.js'
import { errorsOf, REPO_ROOT, runActionStep, type StepResult } from '../harness/workflow.js'

const API_KEY = 'dtn_workflow-secret-7d1e'
let artifacts: ArtifactService
let api: GitHubApi
let fake: DaytonaFake
let workspace: string
/** dist/ copied where no node_modules is above it, as the action runs it from a bare checkout. */
let bareBundleDir: string
let bareWorkspace: string

beforeAll(async () => {
  // A run id no other file uses: docker files run side by side on one engine.
  artifacts = await startArtifactService({ runId: 601 })
  api = await startGitHubApi({ artifacts: artifacts.store })
  fake = await startDaytonaFake({ apiKey: API_KEY })
  bareArtifacts = await startArtifactService({ runId: 602 })
  bareFake = await startDaytonaFake({ apiKey: API_KEY })
  bareApi = await startGitHubApi({ artifacts: bareArtifacts.store })
  workspace = await makeTempDir('helios-ws-')
  await cp(path.join(REPO_ROOT, 'tasks'), path.join(workspace, 'tasks'), { recursive: true })
  bareBundleDir = await makeTempDir('helios-bare-dist-')
  await cp(path.join(REPO_ROOT, 'dist'), bareBundleDir, { recursive: true })
  bareWorkspace = await makeTempDir('helios-ws-')
  // One task from a registry image (files go in and out), one built from its Dockerfile.
  for (const task of ['audit-setuid-binaries', 'word-frequency'])
    await cp(path.join(REPO_ROOT, 'tasks', task), path.join(bareWorkspace, 'tasks', task), {
      recursive: true,
    })
})

afterAll(async () => {
  await fake?.close()
  await bareFake?.close()
  await bareApi?.close()
  await bareArtifacts?.close()
  await api?.close()
  await artifacts?.close()
  await removeDir(workspace)
  await removeDir(bareWorkspace)
  await removeDir(bareBundleDir)
})

function step(inputs: Record<string, string>, job: number, extra: Record<string, string> = {}) {
  return runActionStep({
    artifacts,
    api,
    workspace,
    job,
    // From source; the case below runs the bundle.
    entry: 'source',
    inputs: { tasks: 'tasks', baseline: 'none', ...inputs },
    extra,
  })
}

/** A run of its own (artifact store and API), apart from the first test's run. */
let bareArtifacts: ArtifactService
let bareApi: GitHubApi
/** A Daytona of its own: the first test's snapshots (built from source) would be reused here. */
let bareFake: DaytonaFake

function bareStep(inputs: Record<string, string>, job: number, extra: Record<string, string> = {}) {
  return runActionStep({
    artifacts: bareArtifacts,
    api: bareApi,
    workspace: bareWorkspace,
    job,
    bundle: path.join(bareBundleDir, 'index.js'),
    inputs: { tasks: 'tasks', baseline: 'none', ...inputs },
    extra,
  })
}

async function mergedTotals(report: StepResult) {
  expect(report.code).toBe(0)
  return parseRunSummary(await readFile(report.outputs['summary-path']!, 'utf8'), 'merged').totals
}

async function expectNothingLeft(daytona: DaytonaFake): Promise<void> {
  expect(daytona.liveSandboxes()).toEqual([])
  expect(await daytona.leftoverContainers()).toEqual([])
}

describe('workflow simulation with provider: daytona', () => {
  it('runs a shard in sandboxes and reports it, leaving no sandbox and no key behind', async () => {
    // The plan knows a shard runs 32 attempts at once: the example tasks fill one shard, not max-shards' 8.
    const plan = await step({ mode: 'plan', provider: 'daytona', concurrency: '32' }, 0)
    expect(plan.code).toBe(0)
    expect([plan.outputs['shard-count'], plan.outputs['matrix']]).toEqual(['1', '{"shard":[0]}'])
    expect(plan.summary).toContain('32 attempt(s) at once per shard (on daytona)')
    const shard = await step(
      { mode: 'run', shard: '0', agent: 'oracle', provider: 'daytona', concurrency: '32' },
      1,
      {
        DAYTONA_API_KEY: API_KEY,
        DAYTONA_API_URL: fake.apiUrl,
      },
    )
    expect(errorsOf(shard)).toEqual([])
    expect(shard.stdout).toMatch(
      /ERROR fetch-release-code attempt 1 .*docker-compose\.yaml: compose sidecars .*cannot run on Daytona/,
    )
    const report = await step({ mode: 'report' }, 2)
    // Refused on Daytona: the task with compose sidecars and the GUI tasks (a display).
    const { tasks } = await discoverTasks(path.join(workspace, 'tasks'))
    expect(tasks.filter((t) => t.compose).length).toBe(1)
    expect(tasks.filter((t) => t.config.environment.display).length).toBeGreaterThan(0)
    const refused = tasks.filter((t) => t.compose || t.config.environment.display).length
    expect(await mergedTotals(report)).toMatchObject({
      tasks: tasks.length,
      passed: tasks.length - refused,
      errors: refused,
    })
    expect(fake.created.sandboxes.length).toBeGreaterThanOrEqual(9)
    await expectNothingLeft(fake)
    for (const dir of [plan.dir, shard.dir, report.dir])
      expect(await filesContaining(dir, API_KEY)).toEqual([])
    expect(`${shard.stdout}${shard.stderr}`).not.toContain(API_KEY)
  })

  it('runs from the bundle in a folder without node_modules: files move, a Dockerfile task builds', async () => {
    const daytona = { DAYTONA_API_KEY: API_KEY, DAYTONA_API_URL: bareFake.apiUrl }
    expect((await bareStep({ mode: 'plan', shards: '1' }, 10)).code).toBe(0)
    const shard = await bareStep(
      { mode: 'run', shard: '0', agent: 'oracle', provider: 'daytona', concurrency: '4' },
      11,
      daytona,
    )
    expect(errorsOf(shard)).toEqual([])
    // The oracle's solution went in and the verifier's reward came out through the toolbox's file API.
    expect(shard.stdout).toMatch(/PASS +audit-setuid-binaries attempt 1/)
    // Its environment/ folder went to the object store and Daytona built the Dockerfile from it.
    expect(shard.stdout).toMatch(/PASS +word-frequency attempt 1/)
    const built = bareFake.created.snapshots.filter((s) => s.buildInfo !== undefined)
    expect(built).toHaveLength(1)
    expect(bareFake.storedContexts()).toEqual(
      (built[0]!.buildInfo as { contextHashes: string[] }).contextHashes,
    )
    const report = await bareStep({ mode: 'report' }, 12)
    expect(await mergedTotals(report)).toMatchObject({ tasks: 2, passed: 2, errors: 0 })
    expect(bareFake.created.sandboxes.length).toBe(2)
    await expectNothingLeft(bareFake)
    expect(`${shard.stdout}${shard.stderr}`).not.toContain(API_KEY)
  })
})
