// The trend chart (checked with mermaid's own xychart grammar), the runs table, the terminal view
// and the known-flaky line, with hostile names wherever a name can go.
import { describe, expect, it } from 'vitest'
import { compareRuns } from '../../src/results/compare.js'
import { flakyLedger, knownFlaky } from '../../src/results/flaky-ledger.js'
import { appendRun, emptyHistory, type History } from '../../src/results/history.js'
import type { RunSummary } from '../../src/results/types.js'
import {
  knownFlakyLine,
  mermaidString,
  sparkline,
  trendMarkdown,
  trendTerminal,
  trendView,
} from '../../src/report/trend.js'
import { parseXyChart } from '../fixtures/mermaid-xychart.js'
import { run, type TaskSpec } from './helpers/runs.js'

function withSource(s: RunSummary, sha: string | null): RunSummary {
  return {
    ...s,
    source: { repository: 'o/r', sha, ref: 'refs/heads/main', workflow_run_id: null, workflow_run_url: null },
  }
}

function historyOf(runs: TaskSpec[][], opts: { agent?: string; model?: string } = {}): History {
  return runs.reduce(
    (h, specs, i) =>
      appendRun(
        h,
        withSource(
          run(specs, { runId: `gh-${i}-1`, finishedAt: `2026-02-0${i + 1}T02:00:00.000Z`, ...opts }),
          `${i}`.repeat(40),
        ),
      ),
    emptyHistory('default'),
  )
}

const THREE = historyOf([
  [
    ['a', 'PPP'],
    ['b', 'FFF'],
  ],
  [
    ['a', 'PPF'],
    ['b', 'FFF'],
  ],
  [
    ['a', 'PPP'],
    ['b', 'PFF'],
  ],
])

describe('trendMarkdown', () => {
  it("draws pass@1 and pass@k over the runs, and mermaid's own grammar reads back the same figures", async () => {
    const md = trendMarkdown(THREE)
    const chart = await parseXyChart(md)
    expect(chart.title).toBe('pass@1 and pass@3 (%)')
    expect(chart.xLabels).toEqual(['-2 0000000', '-1 1111111', 'latest 2222222'])
    expect(chart.yRange).toEqual([0, 100])
    expect(chart.lines).toEqual([
      [50, 33.3, 66.7],
      [50, 50, 100],
    ])
    expect(md).toContain('_Lines: pass@1 (the first), pass@3 (the second)._')
  })

  it('tabulates the runs newest first with Δ pass@1 against the run before', () => {
    const md = trendMarkdown(THREE)
    const rows = md.split('\n').filter((l) => /^\| (latest|-\d) /.test(l))
    expect(rows).toHaveLength(3)
    expect(rows[0]).toMatch(
      /^\| latest 2222222 \| 2026-02-03 \| claude-code \/ claude-sonnet-4 \| 2 +\| 66\.7% +\| \+33\.3 /,
    )
    expect(rows[1]).toMatch(/\| 33\.3% +\| −16\.7 /)
    expect(rows[2]).toMatch(/\| 50\.0% +\| — /)
  })

  it('is collapsed for the PR comment, and shows no chart for a single run', () => {
    expect(trendMarkdown(THREE, { collapsed: true })).toMatch(
      /^<details><summary>📈 Trend: the last 3 run\(s\) of default<\/summary>\n\n```mermaid/,
    )
    const one = trendMarkdown(historyOf([[['a', 'P']]]))
    expect(one).not.toContain('```mermaid')
    expect(one).toContain('| latest 0000000 |')
    expect(trendMarkdown(emptyHistory('x'))).toBe('')
  })

  it('keeps only the last N runs and the largest k all of them have', () => {
    const mixed = historyOf([[['a', 'PPPPP']], [['a', 'PP']], [['a', 'PPP']]])
    expect(trendView(mixed).k).toBe(2)
    expect(trendView(mixed, 1)).toMatchObject({ k: 3, runs: [{ run_id: 'gh-2-1' }] })
    expect(trendView(historyOf([[['a', 'P']], [['a', 'F']]])).k).toBeNull()
  })

  it('survives hostile agent, model, label and run names: the chart still parses, the table stays a table', async () => {
    const hostile = '"]; line [1]\n```\n<script>alert(1)</script> | ✅ `x` ; %%'
    let h = emptyHistory(hostile)
    for (let i = 0; i < 3; i++)
      h = appendRun(
        h,
        withSource(
          run([['a', i % 2 ? 'P' : 'F']], {
            runId: `${hostile}${i}`,
            agent: hostile,
            model: hostile,
            label: hostile,
          }),
          null,
        ),
      )
    const md = trendMarkdown(h)
    const chart = await parseXyChart(md)
    expect(chart.xLabels).toHaveLength(3)
    expect(chart.lines).toEqual([[0, 100, 0]])
    for (const label of chart.xLabels) expect(label).toMatch(/^[A-Za-z0-9 .,:@#/()+_-]+$/)
    expect(md).not.toContain('<script>')
    expect(md).not.toContain('✅')
    expect(md.match(/```/g)).toHaveLength(2) // the chart's own fence only
    const rows = md.split('\n').filter((l) => l.startsWith('| ['))
    const cells = (row: string) => row.replace(/\\\|/g, '').split('|').length
    expect(new Set([...rows, md.split('\n').find((l) => l.startsWith('| Run'))!].map(cells)).size).toBe(1)
  })
})

describe('mermaidString', () => {
  it('leaves nothing that can end a string, a statement or the code block', () => {
    expect(mermaidString('a"b\nc;d`e]f[g{h}%%i')).toBe('a_b_c_d_e_f_g_h___i')
    expect(mermaidString('#12 abc1234 (main)')).toBe('#12 abc1234 (main)')
  })

  it('the grammar itself refuses what we escape (the check can fail)', async () => {
    await expect(
      parseXyChart('```mermaid\nxychart-beta\n  x-axis ["a"b", "c"]\n  line [1, 2]\n```'),
    ).rejects.toThrow(/Parse error/)
  })
})

describe('trendTerminal', () => {
  it('prints sparklines and one line per run, control characters shown, not run', () => {
    const text = trendTerminal(historyOf([[['a', 'F']], [['a', 'P']]], { agent: 'evil\u001b[2J' }))
    expect(text).toContain('pass@1  ▁█')
    expect(text).toMatch(/latest 1111111 +2026-02-02 +1 +100\.0% +\+100\.0 +evil\\x1b\[2J \/ claude-sonnet-4/)
    expect(text).not.toContain('\u001b')
    expect(sparkline([0, 0.5, 0.99, 1])).toBe('▁▅██')
  })
})

describe('knownFlakyLine', () => {
  it("names the moved tasks the baseline's ledger already marked, with the evidence", () => {
    const name = 'coin | <b>✅</b>'
    const baseHistory = historyOf([
      [
        [name, 'PFP'],
        ['solid', 'PPP'],
      ],
    ])
    const flaky = knownFlaky(flakyLedger(baseHistory))
    const c = compareRuns(
      run([
        [name, 'PPP'],
        ['solid', 'PPP'],
      ]),
      run([
        [name, 'FFF'],
        ['solid', 'FFF'],
      ]),
    )
    const line = knownFlakyLine(c.tasks, flaky)
    expect(line).toMatch(/^🎲 \*\*Known flaky:\*\* 1 of the 2 task\(s\) that moved/)
    expect(line).toContain('(flaky: passed and failed within 1 of 1 run\\(s\\))')
    expect(line).not.toContain('<b>')
    expect(line).not.toContain('✅')
    expect(knownFlakyLine(compareRuns(run([['solid', 'PPP']]), run([['solid', 'PPP']])).tasks, flaky)).toBe(
      '',
    )
  })
})
