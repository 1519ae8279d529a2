// report.html's base side in the action: the `report` job (the action from source) finds the
// baseline run's report artifact and fetches that run's attempt artifacts of the regressed task
// with the real @actions/artifact client (findBy another run) against the loopback artifact
// service and REST API. No Docker: each run's artifacts are seeded as its jobs would have left them.
import { readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attemptArtifactName } from '../../src/github/artifact-names.js'
import { listFiles } from '../../src/github/artifacts.js'
import { BASE_NOT_FETCHED } from '../../src/report/html/task-views.js'
import type { RunSummary } from '../../src/results/types.js'
import { startArtifactService, type ArtifactService } from '../harness/artifact-service.js'
import { startGitHubApi, type GitHubApi } from '../harness/github-api.js'
import { errorsOf, runActionStep, type StepResult } from '../harness/workflow.js'
import { zip } from '../harness/zip.js'
import { listCompletedRun, seedShardSummary } from '../fixtures/seeded-runs.js'
import { writeRunFolder } from '../fixtures/report-run.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'
import { run, type TaskSpec } from '../unit/helpers/runs.js'

const WORKFLOW_REF = 'octo/bench/.github/workflows/bench.yml@refs/heads/main'
const BASE_WORDS = 'base-side-listed-the-files'
const HEAD_WORDS = 'head-side-gave-up-early'
let artifacts: ArtifactService
let api: GitHubApi
let workspace: string
let folders: string

beforeAll(async () => {
  artifacts = await startArtifactService({ runId: 8500 })
  api = await startGitHubApi({ artifacts: artifacts.store })
  workspace = await makeTempDir('helios-base-attempts-ws-')
  folders = await makeTempDir('helios-base-attempts-runs-')
})

afterAll(async () => {
  await api?.close()
  await artifacts?.close()
  await removeDir(workspace)
  await removeDir(folders)
})

const shaOf = (runId: number) => String(runId).padEnd(40, 'b')

/** Each attempt of `summary` as its own artifact in `runId`, as a shard job uploads them. */
async function seedAttempts(runId: number, summary: RunSummary, words: string): Promise<void> {
  const dir = join(folders, String(runId))
  await writeRunFolder(dir, summary, { says: () => words })
  for (const task of summary.tasks)
    for (let attempt = 1; attempt <= task.n; attempt++) {
      const attemptDir = join(dir, task.output_dir, `attempt_${String(attempt).padStart(3, '0')}`)
      const files: Record<string, Buffer> = {}
      for (const file of await listFiles(attemptDir)) files[relative(dir, file)] = await readFile(file)
      artifacts.store.seed({
        runId,
        job: 1,
        name: attemptArtifactName('default', task.output_dir, attempt),
        content: zip(files),
      })
    }
}

function listRun(runId: number): void {
  listCompletedRun(api, runId, shaOf(runId), new Date(Date.UTC(2026, 1, runId % 100)))
}

/** A baseline run (its report artifact, and its attempts unless `withAttempts` is false), then a head run's report job. */
async function baseThenHead(baseRunId: number, withAttempts: boolean): Promise<StepResult> {
  const specs = (coin: string): TaskSpec[] => [
    ['steady', 'PPPP'],
    ['coin', coin],
  ]
  const base = run(specs('PPPP'), { runId: `gh-${baseRunId}-1` })
  artifacts.store.seed({
    runId: baseRunId,
    name: 'helios-default-report',
    content: zip({ 'run_summary.json': JSON.stringify(base) }),
  })
  if (withAttempts) await seedAttempts(baseRunId, base, BASE_WORDS)
  listRun(baseRunId)

  const headRunId = baseRunId + 1
  const shard = run(specs('FFFF'), { runId: `gh-${headRunId}-1`, shard: { index: 0, count: 1 } })
  seedShardSummary(artifacts.store, headRunId, shard)
  await seedAttempts(headRunId, shard, HEAD_WORDS)
  const step = await runActionStep({
    artifacts,
    api,
    workspace,
    runId: headRunId,
    job: 2,
    entry: 'source',
    eventName: 'schedule',
    sha: shaOf(headRunId),
    ref: 'refs/heads/main',
    extra: { GITHUB_WORKFLOW_REF: WORKFLOW_REF },
    inputs: { mode: 'report', baseline: 'auto', tasks: 'tasks' },
  })
  listRun(headRunId)
  return step
}

/** The regressed task's drill-down: its base column and its head column. */
async function regressedSides(step: StepResult): Promise<{ base: string; head: string }> {
  const html = await readFile(join(dirname(step.outputs['summary-path']!), 'report.html'), 'utf8')
  const task = html.match(
    /<details class="task" id="task-1" open>[\s\S]*?<\/details>\n?(?=<details class="task"|<\/section>)/,
  )
  expect(task?.[0], 'the regressed task comes first, open').toContain('<strong>coin</strong>')
  const [, base, head] = task![0].match(
    /<div><h4>base<\/h4>([\s\S]*)<\/div><div><h4>head<\/h4>([\s\S]*)<\/div><\/div>/,
  )!
  return { base: base!, head: head! }
}

async function baseTempFolders(): Promise<string[]> {
  return (await readdir(tmpdir())).filter(
    (name) => name.startsWith('helios-base-attempts-') && !name.includes('-ws-') && !name.includes('-runs-'),
  )
}

describe('report.html in the action: base beside head for a regressed task', () => {
  it("fetches the baseline run's attempts of the regressed task and shows its trajectory beside the head's", async () => {
    const before = await baseTempFolders()
    const step = await baseThenHead(8501, true)
    expect(errorsOf(step), step.stdout).toEqual([])
    expect(step.code, step.stdout).toBe(0)
    const { base, head } = await regressedSides(step)
    expect(base).toContain(BASE_WORDS)
    expect(base).not.toContain(HEAD_WORDS)
    expect(head).toContain(HEAD_WORDS)
    expect(base).toContain('ls -la') // the tool call, from the base attempt's trajectory
    // Each base attempt links to its artifact in the baseline's run.
    expect(base).toMatch(/href="https?:\/\/[^"]*\/actions\/runs\/8501\/artifacts\/\d+"/)
    expect(base).not.toContain(BASE_NOT_FETCHED)
    expect(step.stdout).not.toMatch(/base attempt artifact/)
    // The temp folder the base attempts went to is gone.
    expect(await baseTempFolders()).toEqual(before)
  })

  it('a baseline run without its attempt artifacts: a warning, and the base side says so and links to the run', async () => {
    const step = await baseThenHead(8511, false)
    expect(step.code, step.stdout).toBe(0)
    expect(step.stdout).toMatch(
      /::warning::report\.html: 4 base attempt artifact\(s\) of the regressed tasks were not available in \S*\/actions\/runs\/8511/,
    )
    const { base, head } = await regressedSides(step)
    expect(base).toContain(BASE_NOT_FETCHED)
    expect(base).toMatch(/href="https?:\/\/[^"]*\/actions\/runs\/8511"/)
    expect(base).not.toContain(BASE_WORDS)
    expect(head).toContain(HEAD_WORDS)
  })
})
