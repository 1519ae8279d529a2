// The workflow with `provider: daytona`: plan → one shard whose attempts run in (loopback) Daytona
// sandboxes with a high concurrency → report, the key given as a job secret in the environment.
import { cp, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseRunSummary } from '../../src/results/run-summary.js'
import { filesContaining } from '../fixtures/output-files.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'
import { startArtifactService, type ArtifactService } from '../harness/artifact-service.js'
import { startDaytonaFake, type DaytonaFake } from '../harness/daytona/server.js'
import { startGitHubApi, type GitHubApi } from '../harness/github-api.js'
import { errorsOf, REPO_ROOT, runActionStep } from '../harness/workflow.js'

const API_KEY = 'dtn_workflow-secret-7d1e'
let artifacts: ArtifactService
let api: GitHubApi
let fake: DaytonaFake
let workspace: string

beforeAll(async () => {
  artifacts = await startArtifactService({ runId: 1 })
  api = await startGitHubApi({ artifacts: artifacts.store })
  fake = await startDaytonaFake({ apiKey: API_KEY })
  workspace = await makeTempDir('helios-ws-')
  await cp(path.join(REPO_ROOT, 'tasks'), path.join(workspace, 'tasks'), { recursive: true })
})

afterAll(async () => {
  await fake?.close()
  await api?.close()
  await artifacts?.close()
  await removeDir(workspace)
})

function step(inputs: Record<string, string>, job: number, extra: Record<string, string> = {}) {
  return runActionStep({
    artifacts,
    api,
    workspace,
    job,
    // From source: the bundle cannot yet upload build contexts (README "Remote sandboxes: Daytona").
    entry: 'source',
    inputs: { tasks: 'tasks', baseline: 'none', ...inputs },
    extra,
  })
}

describe('workflow simulation with provider: daytona', () => {
  it('runs a shard in sandboxes and reports it, leaving no sandbox and no key behind', async () => {
    const plan = await step({ mode: 'plan', shards: '1' }, 0)
    expect(plan.code).toBe(0)
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
    expect(report.code).toBe(0)
    const merged = parseRunSummary(await readFile(report.outputs['summary-path']!, 'utf8'), 'merged')
    expect(merged.totals).toMatchObject({ tasks: 10, passed: 9, errors: 1 })
    expect(fake.created.sandboxes.length).toBeGreaterThanOrEqual(9)
    expect(fake.liveSandboxes()).toEqual([])
    expect(await fake.leftoverContainers()).toEqual([])
    for (const dir of [plan.dir, shard.dir, report.dir])
      expect(await filesContaining(dir, API_KEY)).toEqual([])
    expect(`${shard.stdout}${shard.stderr}`).not.toContain(API_KEY)
  })
})
