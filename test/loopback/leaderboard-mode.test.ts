// mode: leaderboard over labels' runs of one workflow run, the action from source against the
// loopback artifact service: one label with a report artifact (its merged summary and history),
// one with only shard summaries (merged here), one named but absent (a warning), and a hostile
// task name. No Docker: the artifacts are seeded as the run and report jobs would upload them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startArtifactService, type ArtifactService } from '../harness/artifact-service.js'
import { startGitHubApi, type GitHubApi } from '../harness/github-api.js'
import { errorsOf, runActionStep } from '../harness/workflow.js'
import { zip } from '../harness/zip.js'
import { unzipEntry } from '../harness/zip-entry.js'
import { leaderboardRows } from '../fixtures/leaderboard-rows.js'
import { appendRun, emptyHistory, serializeHistory } from '../../src/results/history.js'
import type { RunSummary } from '../../src/results/types.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'
import { run } from '../unit/helpers/runs.js'

const RUN_ID = 8400
const HOSTILE = '<img src=x onerror=alert(1)> ✅ | `x`'
let artifacts: ArtifactService
let api: GitHubApi
let workspace: string

beforeAll(async () => {
  artifacts = await startArtifactService({ runId: RUN_ID })
  api = await startGitHubApi({ artifacts: artifacts.store })
  workspace = await makeTempDir('helios-leaderboard-ws-')
})

afterAll(async () => {
  await api?.close()
  await artifacts?.close()
  await removeDir(workspace)
})

const step = (inputs: Record<string, string>) =>
  runActionStep({
    artifacts,
    api,
    workspace,
    runId: RUN_ID,
    job: 9,
    entry: 'source',
    eventName: 'schedule',
    sha: 'a'.repeat(40),
    ref: 'refs/heads/main',
    inputs: { mode: 'leaderboard', ...inputs },
  })

describe('mode: leaderboard', () => {
  it('ranks a reported label and one merged from its shards, with the reported trend; an absent label is a warning', async () => {
    const specs = (s: string): [string, string][] => [
      [HOSTILE, s],
      ['steady', 'PPP'],
      ['hard', 'FFP'],
    ]
    const strong: RunSummary = {
      ...run(specs('PPP'), { label: 'strong', model: 'm-strong' }),
      label: 'strong',
    }
    const history = [0.5, 0.7].reduce(
      (h, p, i) =>
        appendRun(h, { ...strong, run_id: `old-${i}`, totals: { ...strong.totals, pass_at_k: { '1': p } } }),
      emptyHistory('strong'),
    )
    artifacts.store.seed({
      runId: RUN_ID,
      name: 'helios-strong-report',
      content: zip({
        'run_summary.json': JSON.stringify(strong),
        'history.json': serializeHistory(appendRun(history, strong)),
      }),
    })
    // Two shards of the weak label, no report job: merged by the leaderboard.
    const weakTasks = run(specs('FFF'), { label: 'weak', model: 'm-weak' }).tasks
    for (const index of [0, 1]) {
      const mine = weakTasks.filter((_, i) => i % 2 === index)
      const base = run(specs('FFF'), {
        label: 'weak',
        model: 'm-weak',
        runId: `gh-${RUN_ID}-1`,
        shard: { index, count: 2 },
      })
      const shard: RunSummary = { ...base, tasks: mine }
      artifacts.store.seed({
        runId: RUN_ID,
        name: `helios-weak-shard-${index}-of-2`,
        content: zip({ 'shard_summary.json': JSON.stringify(shard) }),
      })
    }

    const result = await step({ label: 'board', labels: 'strong, weak, absent' })
    expect(errorsOf(result), result.stdout).toEqual([])
    expect(result.code, result.stdout).toBe(0)
    expect(result.stdout).toMatch(/Label 'absent' has no report and no shard summary/)
    expect(result.outputs['best']).toBe('strong')

    const rows = leaderboardRows(result.summary)
    expect(rows.map((r) => r.slice(0, 5))).toEqual([
      ['🏆 strong', 'claude-code', 'm-strong', '3', expect.stringMatching(/^77\.8% \(/)],
      [
        expect.stringMatching(/^(🔻|≈) weak$/),
        'claude-code',
        'm-weak',
        '3',
        expect.stringMatching(/^44\.4% \(/),
      ],
    ])
    // The reported label's trend (its history: 3 runs); the merged one has none.
    expect(result.summary).toContain('### 📈 Trend: the last 3 run(s) of strong')
    expect(result.summary).not.toContain('of weak')
    // The hostile name, in the collapsed matrix: escaped as everywhere.
    expect(result.summary).not.toContain('<img')
    expect(result.summary).toContain('&lt;img src=x onerror=alert\\(1\\)&gt; ⟦U+2705⟧ \\| \\`x\\`')

    const artifact = artifacts.store.forRun(RUN_ID).find((a) => a.name === 'helios-board-leaderboard')!
    const html = unzipEntry(artifact.content!, 'report.html')
    expect(html).toContain('<table id="leaderboard-table">')
    expect(html).not.toContain('<img')
    const board = JSON.parse(unzipEntry(artifact.content!, 'leaderboard.json')) as {
      rows: { label: string }[]
    }
    expect(board.rows.map((r) => r.label)).toEqual(['strong', 'weak'])
  })

  it('fails naming the labels when fewer than two can be read', async () => {
    const result = await step({ label: 'board2', labels: 'absent-1, absent-2' })
    expect(result.code).toBe(1)
    expect(errorsOf(result).join('\n')).toMatch(
      /could read 0 of the 2 label\(s\) \(absent-1, absent-2\): it needs at least two runs/,
    )
  })
})
