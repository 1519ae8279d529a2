// Rendered reports compared byte for byte with the committed files in test/golden/, so a reviewer
// reads the real comment. Regenerate after an intended change: UPDATE_GOLDEN=1 npx vitest run test/unit/report-golden
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { compareRuns } from '../../src/results/compare.js'
import { renderReport, type ReportInput } from '../../src/report/markdown.js'
import { renderShardSummary } from '../../src/report/shard-summary.js'
import { renderTerminal } from '../../src/report/terminal.js'
import { run, type TaskSpec } from './helpers/runs.js'

const GOLDEN = fileURLToPath(new URL('../golden/', import.meta.url))
const UPDATE = process.env['UPDATE_GOLDEN'] === '1'

function golden(name: string, actual: string): void {
  const path = `${GOLDEN}${name}`
  if (UPDATE || !existsSync(path)) {
    if (!UPDATE) throw new Error(`${path} does not exist; run with UPDATE_GOLDEN=1 to create it`)
    writeFileSync(path, actual)
  }
  expect(actual).toBe(readFileSync(path, 'utf8'))
}

const links = {
  runUrl: 'https://github.com/acme/agent/actions/runs/101',
  fullReportUrl: 'https://github.com/acme/agent/actions/runs/101/artifacts/9001',
  artifactUrl: (t: { taskId: string }) =>
    `https://github.com/acme/agent/actions/runs/101/artifacts?name=${encodeURIComponent(t.taskId)}`,
}

function numbered(count: number, statuses: string, prefix: string): TaskSpec[] {
  return Array.from({ length: count }, (_, i) => [`${prefix}-${String(i).padStart(2, '0')}`, statuses])
}

function input(base: TaskSpec[] | null, head: TaskSpec[], extra: Partial<ReportInput> = {}): ReportInput {
  const headRun = run(head, { runId: '101', label: 'swe-lite' })
  const baseRun = base === null ? null : run(base, { runId: '100', label: 'swe-lite' })
  return { comparison: compareRuns(baseRun, headRun), head: headRun, links, ...extra }
}

const stable: TaskSpec[] = [
  ...numbered(12, 'PPP', 'solid'),
  ...numbered(8, 'FFF', 'hard'),
  ['flaky-io', 'PFP'],
]

describe('golden reports', () => {
  it('regression', () => {
    const base: TaskSpec[] = [...stable, ...numbered(8, 'PPP', 'auth')]
    const head: TaskSpec[] = [...stable, ...numbered(8, 'FFF', 'auth')]
    head[0] = ['solid-00', 'PPE'] // one infra error
    golden(
      'regression.md',
      renderReport(
        input(base, head, { baselineNote: 'run 100 on main (3f2c1ab), the latest successful nightly' }),
      ),
    )
  })

  it('improvement', () => {
    const base: TaskSpec[] = [...stable, ...numbered(8, 'FFF', 'parser')]
    const head: TaskSpec[] = [...stable, ...numbered(8, 'PPP', 'parser'), ['brand-new', 'PFF']]
    golden('improvement.md', renderReport(input(base, head)))
  })

  it('no baseline', () => {
    golden(
      'no-baseline.md',
      renderReport(
        input(null, stable, {
          baselineNote: 'none found: no successful run of this workflow on main has a report artifact',
        }),
      ),
    )
  })

  it('escaping', () => {
    const evil: TaskSpec[] = [
      ['<img src=x onerror=alert(1)>', 'PPP'],
      ['| **bold** [x](y)', 'PPP'],
      ['line\nbreak `code` @octocat #1 $x$ ~~s~~ &amp;', 'PPP'],
    ]
    const i = input(
      evil,
      evil.map(([n]): TaskSpec => [n, 'FFF']),
      { title: 'Bench <b>x</b> | y', baselineNote: '[click](javascript:alert(1))' },
    )
    i.head.tasks[0]!.reasons = [{ reason: '<script>alert(1)</script>\n| injected | row |', count: 3 }]
    i.head.invalid_tasks = [
      {
        relative_dir: '<b>dir</b>',
        file: 'x/task.toml',
        field: 'task.name',
        message: '![img](http://evil/x.png)',
      },
    ]
    const text = renderReport(i, {})
    expect(text).not.toMatch(/<img|<script|<b>|\]\(javascript|!\[img\]\(/)
    golden('escaping.md', text)
  })

  it('truncated under a budget', () => {
    const base: TaskSpec[] = [...numbered(60, 'PPP', 'steady'), ...numbered(40, 'PPP', 'broken')]
    const head: TaskSpec[] = [...numbered(60, 'PPP', 'steady'), ...numbered(40, 'FEF', 'broken')]
    const text = renderReport(input(base, head), { maxChars: 4000 })
    expect(text.length).toBeLessThanOrEqual(4000)
    golden('truncated.md', text)
  })

  it('shard job summary', () => {
    const summary = run(
      [
        ['fix-bug', 'PPF'],
        ['parse-csv', 'EPE'],
        ['hard | task', 'FFF'],
      ],
      { runId: '101', label: 'swe-lite', shard: { index: 1, count: 4 } },
    )
    golden('shard-summary.md', renderShardSummary(summary))
  })

  it('terminal', () => {
    const base: TaskSpec[] = [...stable, ...numbered(8, 'PPP', 'auth')]
    const head: TaskSpec[] = [...stable, ...numbered(8, 'FFF', 'auth'), ['\u001b[31mred\u001b[0m', 'PPP']]
    golden('terminal.txt', renderTerminal(input(base, head).comparison))
  })
})
