// history.json carried from run to run through real report artifacts: three nightly `report` jobs
// (the action from source, as a runner runs it) against the loopback artifact service and REST
// API; each finds the previous night's report artifact as its baseline with the real
// @actions/artifact client and carries its history forward. No Docker: each night's shard
// summary is seeded into the store, as the run jobs would have uploaded it.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseHistory } from '../../src/results/history.js'
import type { RunSummary } from '../../src/results/types.js'
import { startArtifactService, type ArtifactService } from '../harness/artifact-service.js'
import { startGitHubApi, type GitHubApi } from '../harness/github-api.js'
import { errorsOf, runActionStep, type StepResult } from '../harness/workflow.js'
import { zip } from '../harness/zip.js'
import { listCompletedRun, seedShardSummary } from '../fixtures/seeded-runs.js'
import { helios } from '../fixtures/cli.js'
import { parseXyChart } from '../fixtures/mermaid-xychart.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'
import { run, type TaskSpec } from '../unit/helpers/runs.js'

const WORKFLOW_REF = 'octo/bench/.github/workflows/bench.yml@refs/heads/main'
let artifacts: ArtifactService
let api: GitHubApi
let workspace: string

beforeAll(async () => {
  artifacts = await startArtifactService({ runId: 8300 })
  api = await startGitHubApi({ artifacts: artifacts.store })
  workspace = await makeTempDir('helios-history-ws-')
})

afterAll(async () => {
  await api?.close()
  await artifacts?.close()
  await removeDir(workspace)
})

const shaOf = (runId: number) => String(runId).padEnd(40, 'a')

/** One night: its shard summary seeded, then the report job; the run is listed once it completed. */
async function night(runId: number, specs: TaskSpec[], reportContent?: Buffer): Promise<StepResult> {
  const shard: RunSummary = run(specs, { runId: `gh-${runId}-1`, shard: { index: 0, count: 1 } })
  seedShardSummary(artifacts.store, runId, shard)
  if (reportContent) artifacts.store.seed({ runId, name: 'helios-default-report', content: reportContent })
  const step = reportContent
    ? null
    : await runActionStep({
        artifacts,
        api,
        workspace,
        runId,
        job: 2,
        entry: 'source',
        eventName: 'schedule',
        sha: shaOf(runId),
        ref: 'refs/heads/main',
        extra: { GITHUB_WORKFLOW_REF: WORKFLOW_REF },
        inputs: { mode: 'report', baseline: 'auto', tasks: 'tasks' },
      })
  listCompletedRun(api, runId, shaOf(runId), new Date(Date.UTC(2026, 0, runId % 100)))
  return step!
}

async function historyOf(step: StepResult) {
  const file = join(dirname(step.outputs['summary-path']!), 'history.json')
  return { file, history: parseHistory(await readFile(file, 'utf8'), file) }
}

describe('history carried through the report artifacts', () => {
  it('three nights: the third holds all three runs, a 3-point trend and the known-flaky task that moved', async () => {
    const nights = [
      [
        ['steady', 'PPP'],
        ['coin', 'PFP'],
        ['renamed-old', 'PPP'],
      ],
      [
        ['steady', 'PPP'],
        ['coin', 'PFF'],
        ['renamed-new', 'PPP'],
      ],
      [
        ['steady', 'PPP'],
        ['coin', 'FFF'],
        ['renamed-new', 'PPP'],
      ],
    ] satisfies TaskSpec[][]
    const steps: StepResult[] = []
    for (const [i, specs] of nights.entries()) {
      const step = await night(8301 + i, specs)
      expect(errorsOf(step), step.stdout).toEqual([])
      expect(step.code, step.stdout).toBe(0)
      steps.push(step)
    }
    const { file, history } = await historyOf(steps[2]!)
    expect(history.runs.map((r) => r.run_id)).toEqual(['gh-8301-1', 'gh-8302-1', 'gh-8303-1'])
    expect(history.runs.map((r) => r.commit)).toEqual([8301, 8302, 8303].map(shaOf))
    expect(history.runs.map((r) => r.pass_at_k['1']!.toFixed(3))).toEqual(['0.889', '0.778', '0.667'])
    // The second night found the first's history: the baseline came through the artifact.
    expect(steps[1]!.stdout).not.toMatch(/history could not be read/)

    // Job summary: the trend open, with the chart mermaid's grammar reads as 3 points per line.
    const summary = steps[2]!.summary
    expect(summary).toContain('### 📈 Trend: the last 3 run(s) of default')
    const chart = await parseXyChart(summary)
    expect(chart.xLabels).toHaveLength(3)
    expect(chart.lines).toEqual([
      [88.9, 77.8, 66.7],
      [100, 100, 66.7],
    ])
    // coin was mixed in nights 1 and 2 (the baseline's history) and dropped on night 3.
    expect(summary).toMatch(/Known flaky:\*\* 1 of the 1 task\(s\) that moved/)
    expect(summary).toMatch(/- coin \(flaky: passed and failed within 2 of 2 run\\\(s\\\)\)/)
    // The check run (like the PR comment) has it collapsed.
    const check = api.state.checkRuns.find((c) => c.head_sha === shaOf(8303))!
    expect(check.output.summary).toContain(
      '<details><summary>📈 Trend: the last 3 run(s) of default</summary>',
    )

    // The CLI reads the same file.
    const trend = await helios(['history', file])
    expect(trend.code, trend.stderr).toBe(0)
    expect(trend.stdout).toMatch(/pass@1 {2}[▁-█]{3}\n/)
    expect(trend.stdout).toMatch(/latest 8303aaa +2025-01-01 +3 +66\.7% +−11\.1/)
    const tasks = await helios(['history', file, '--tasks'])
    expect(tasks.stdout).toMatch(
      /^coin +3 +33\.3% +0–67% +0 +flaky: passed and failed within 2 of 3 run\(s\)/m,
    )
    expect(tasks.stdout).toMatch(/^renamed-new +2 +100\.0%/m)
    expect(tasks.stdout).not.toContain('renamed-old')
    expect(api.state.violations).toEqual([])
  })

  it('a fourth night with .helios/quarantine.txt: coin leaves the gate, shown apart and marked', async () => {
    await mkdir(join(workspace, '.helios'), { recursive: true })
    await writeFile(join(workspace, '.helios', 'quarantine.txt'), '# flaky since January\ncoin\nghost-task\n')
    try {
      const step = await night(8304, [
        ['steady', 'PPP'],
        ['coin', 'PPP'],
        ['renamed-new', 'PPP'],
      ])
      expect(step.code, step.stdout).toBe(0)
      expect(step.summary).toContain('🔒 **Quarantined: 1 task(s)** listed in `.helios/quarantine.txt`')
      expect(step.summary).toMatch(/\| 🔒 coin +\| 0\/3 +\| 3\/3 +\| \+100\.0 /)
      expect(step.summary).toContain('_Listed but matching no task: ghost-task._')
      expect(step.summary).not.toContain('Known flaky') // coin is out of the comparison
      // The history keeps every task: quarantine is about the gate, not the record.
      const { history } = await historyOf(step)
      expect(history.runs.at(-1)!.tasks).toBe(3)
      expect(history.runs).toHaveLength(4)
    } finally {
      await rm(join(workspace, '.helios'), { recursive: true, force: true })
    }
  })

  it('a corrupt or future history.json in the baseline artifact: a warning and a fresh history, never a failed report', async () => {
    const base = run([['steady', 'PP']], { runId: 'gh-8310-1' })
    for (const [i, bad] of [
      '{"schema_version":1,"label":"default","tasks":[',
      '{"schema_version":7}',
    ].entries()) {
      const baseRun = 8310 + 2 * i
      await night(
        baseRun,
        [['steady', 'PP']],
        zip({ 'run_summary.json': JSON.stringify(base), 'history.json': bad }),
      )
      const step = await night(baseRun + 1, [['steady', 'PP']])
      expect(step.code, step.stdout).toBe(0)
      expect(step.stdout).toMatch(
        /::warning::The baseline's history could not be read, so the history starts again from this run: helios-default-report\/history\.json: /,
      )
      const { history } = await historyOf(step)
      expect(history.runs.map((r) => r.run_id)).toEqual([`gh-${baseRun + 1}-1`])
    }
  })
})
