import { describe, expect, it } from 'vitest'
import { compareRuns } from '../../src/results/compare.js'
import { clip, escapeMarkdown, escapeTerminal, link, safeUrl } from '../../src/report/escape.js'
import { GITHUB_LIMITS } from '../../src/github/truncate.js'
import { renderReport, type ReportInput } from '../../src/report/markdown.js'
import { renderShardSummary } from '../../src/report/shard-summary.js'
import { renderTerminal } from '../../src/report/terminal.js'
import { run, type TaskSpec } from './helpers/runs.js'

describe('escapeMarkdown', () => {
  it('renders HTML as text', () => {
    expect(escapeMarkdown('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert\\(1\\)&gt;')
  })

  it('neutralises emphasis, links, images and table pipes', () => {
    expect(escapeMarkdown('| **bold** [x](y)')).toBe('\\| \\*\\*bold\\*\\* \\[x\\]\\(y\\)')
    expect(escapeMarkdown('![a](b)')).toBe('\\!\\[a\\]\\(b\\)')
  })

  it('keeps a cell on one line and stops mentions, math and entities', () => {
    expect(escapeMarkdown('a\nb\r\nc\u2028d')).toBe('a b  c d')
    expect(escapeMarkdown('@octocat')).toBe('@&#8203;octocat')
    expect(escapeMarkdown('$x$ &amp;')).toBe('\\$x\\$ &amp;amp;')
    expect(escapeMarkdown('a\\|b')).toBe('a\\\\\\|b')
  })

  it('clips long text with an ellipsis', () => {
    expect(clip('abcdef', 4)).toBe('abc…')
    expect(clip('abc', 4)).toBe('abc')
  })
})

describe('links', () => {
  it('only http(s) URLs become links, with closing characters encoded', () => {
    expect(safeUrl('javascript:alert(1)')).toBeUndefined()
    expect(link('x', 'javascript:alert(1)')).toBe('x')
    expect(link('run', 'https://x.test/a (b)|c')).toBe('[run](https://x.test/a%20%28b%29%7Cc)')
  })
})

describe('escapeTerminal', () => {
  it('shows ANSI escape sequences instead of executing them', () => {
    expect(escapeTerminal('\u001b[2Jgone')).toBe('\\x1b[2Jgone')
  })
})

function bigInput(tasks: number, nameLength: number): ReportInput {
  const name = (i: number): string => `${'task-'.padEnd(nameLength, 'x')}-${i}`
  const base: TaskSpec[] = Array.from({ length: tasks }, (_, i) => [name(i), 'PPP'])
  const head: TaskSpec[] = Array.from({ length: tasks }, (_, i) => [name(i), i % 3 === 0 ? 'FFE' : 'PPP'])
  const headRun = run(head)
  for (const t of headRun.tasks) if (t.errors > 0) t.reasons = [{ reason: 'r'.repeat(150), count: 1 }]
  headRun.invalid_tasks = Array.from({ length: 300 }, (_, i) => ({
    relative_dir: `bad-${i}`,
    file: `bad-${i}/task.toml`,
    field: null,
    message: 'm'.repeat(100),
  }))
  return {
    comparison: compareRuns(run(base), headRun, { bootstrapSamples: 200 }),
    head: headRun,
    links: {
      fullReportUrl: 'https://example.test/full',
      artifactUrl: (t) => `https://example.test/a/${t.taskId}`,
    },
  }
}

describe('renderReport of multi-step tasks', () => {
  it('lists passes per step, task name once, escaped', () => {
    const head = run([
      ['inventory|restock', 'PFP'],
      ['single', 'PPP'],
    ])
    head.tasks[0]!.steps = [
      { name: 'export', ran: 3, passed: 3 },
      { name: 're*stock', ran: 3, passed: 2 },
    ]
    const text = renderReport({ comparison: compareRuns(null, head, { bootstrapSamples: 200 }), head })
    expect(text).toContain(
      [
        '<details><summary>1 multi-step task(s): passes per step</summary>',
        '',
        '| Task | Step | Passed/ran |',
        '| :- | :- | -: |',
        '| inventory\\|restock | export | 3/3 |',
        '| | re\\*stock | 2/3 |',
      ].join('\n'),
    )
  })
})

describe('a run that stopped', () => {
  it('says why and how many attempts did not run, in the report and the job summary', () => {
    const head = run([['alpha', 'PF']])
    head.stopped = {
      reason: 'stopped by budget: the run has cost $0.5100 of its $0.5',
      not_started: [
        { task_name: 'alpha', attempt: 3 },
        { task_name: 'beta', attempt: 1 },
      ],
    }
    const text = renderReport({ comparison: compareRuns(null, head, { bootstrapSamples: 200 }), head })
    expect(text).toContain(
      '> ⛔ stopped by budget: the run has cost \\$0.5100 of its \\$0.5; 2 attempt(s) not run',
    )
    expect(renderShardSummary(head)).toContain(
      '⛔ The run stopped, 2 attempt(s) not started: stopped by budget: the run has cost \\$0.5100 of its \\$0.5',
    )
    expect(
      renderReport({
        comparison: compareRuns(null, run([['alpha', 'PF']]), { bootstrapSamples: 200 }),
        head: run([['alpha', 'PF']]),
      }),
    ).not.toContain('⛔')
  })
})

describe('renderReport size budget', () => {
  const input = bigInput(3000, 80)
  const full = renderReport(input)

  it('fits every GitHub limit, losing detail before rows', () => {
    expect(full.length).toBeGreaterThan(GITHUB_LIMITS.commentChars)
    for (const maxChars of [GITHUB_LIMITS.commentChars, GITHUB_LIMITS.checkRunSummaryChars]) {
      const text = renderReport(input, { maxChars })
      expect(text.length).toBeLessThanOrEqual(maxChars)
      expect(text).toContain('[Full report](https://example.test/full)')
      expect(text).toMatch(/unchanged task\(s\) not shown/) // unchanged rows dropped first
    }
    const summary = renderReport(input, { maxBytes: GITHUB_LIMITS.jobSummaryBytes })
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(GITHUB_LIMITS.jobSummaryBytes)
  })

  it('keeps the whole report when it fits', () => {
    expect(renderReport(input, { maxChars: full.length })).toBe(full)
    expect(full).toContain('<details><summary>2000 unchanged task(s)</summary>')
    expect(full).not.toContain('shortened')
  })

  it('drops unchanged rows, then reasons, then the invalid list, then changed rows', () => {
    const small = bigInput(40, 10)
    const whole = renderReport(small)
    const noUnchanged = renderReport(small, { maxChars: whole.length - 1 })
    expect(noUnchanged).not.toContain('<details><summary>26 unchanged')
    expect(noUnchanged).toContain('rrrr')
    const noReasons = renderReport(small, { maxChars: noUnchanged.length - 1 })
    expect(noReasons).not.toContain('rrrr')
    expect(noReasons).toContain('bad-299')
    const noInvalid = renderReport(small, { maxChars: noReasons.length - 1 })
    expect(noInvalid).toContain('⚠️ 300 invalid task(s), not run.')
    const fewerRows = renderReport(small, { maxChars: noInvalid.length - 1 })
    expect(fewerRows).toMatch(/…and \d+ more not shown: \d+ (regressed|dropped|errored)/)
    // Says what it dropped, by status.
    expect(fewerRows).toMatch(
      /Report shortened to fit GitHub’s size limit: (\d+ more (regressed|dropped|errored), )+26 unchanged or within-noise rows not shown; failure reasons and the invalid-task list removed\. \[Full report\]/,
    )
    expect(fewerRows.length).toBeLessThan(noInvalid.length)
  })

  it('cuts hard, with a link, under a budget smaller than the shortest rendering', () => {
    const text = renderReport(input, { maxChars: 300 })
    expect(text.length).toBeLessThanOrEqual(300)
    expect(text).toMatch(/… truncated\. \[Full report\]\(https:\/\/example\.test\/full\)\n$/)
  })
})

describe('one number per figure', () => {
  it('the headline, the metrics table, the counts line and the collapsed section agree', () => {
    // Errors, new and removed tasks: the cases where two definitions used to disagree.
    const base = run([
      ...Array.from({ length: 20 }, (_, i): TaskSpec => [`p${i}`, 'PPP']),
      ...Array.from({ length: 9 }, (_, i): TaskSpec => [`f${i}`, i < 3 ? 'PFF' : 'FFF']),
      ['gone', 'PPP'],
    ])
    const head = run([
      ...Array.from({ length: 20 }, (_, i): TaskSpec => [`p${i}`, i < 4 ? 'EEE' : i < 8 ? 'FFP' : 'PPP']),
      ...Array.from({ length: 9 }, (_, i): TaskSpec => [`f${i}`, i < 3 ? 'PPF' : 'FFE']),
      ['fresh', 'FFF'],
    ])
    const c = compareRuns(base, head)
    const text = renderReport({ comparison: c, head })
    const headline = /^pass@1 ([\d.]+%) → ([\d.]+%) on (\d+) compared tasks · Δ (\S+) pts/m.exec(text)!
    const row = /\| pass@1 \| ([\d.]+%) \| ([\d.]+%) \| (\S+) \|/.exec(text)!
    expect(headline.slice(1, 3)).toEqual(row.slice(1, 3))
    expect(headline[4]).toBe(row[3])
    expect(text).toContain(`| Metric (${headline[3]} compared tasks) |`)
    expect(Number(headline[3])).toBe(c.figures.tasks)
    expect(c.figures.tasks).toBe(25) // 29 shared − 4 all-errored
    expect(text).toContain(
      'Left out of these figures: 4 with every attempt errored on a side, 1 new, 1 removed',
    )
    // The one status a task has is counted once, the same in the counts line and the collapsed
    // section (unchanged tasks and moves within noise that are not suspects).
    const count = (status: string): number =>
      Number(new RegExp(`Tasks: .*?(\\d+) ${status}`).exec(text)?.[1] ?? 0)
    const suspectsAmongMoved = c.tasks.filter(
      (t) => t.suspect && t.change === 'unchanged' && t.delta !== 0,
    ).length
    const moved = count('dropped') + count('rose') - suspectsAmongMoved
    expect(text).toContain(
      `<details><summary>${count('unchanged') + moved} task(s) unchanged or within noise (${moved} ▼ dropped / ▲ rose`,
    )
    // And the terminal says the same numbers.
    expect(renderTerminal(c)).toContain(`pass@1  ${headline[1]} -> ${headline[2]}  delta ${headline[4]} pts`)
  })
})

describe('a task row', () => {
  it('counts and Δ use the same attempts: errored ones are called out apart', () => {
    const c = compareRuns(run([['t', 'PPF']]), run([['t', 'PPE']]))
    const text = renderReport({ comparison: c, head: run([['t', 'PPE']]) })
    // 2/3 → 2/2 is +33.3 points; "2/3 (1 err)" read as 2/3 → 2/3 with a +33.3 beside it.
    expect(text).toMatch(/\| t \| [^|]+ \| 2\/3 \| 2\/2 \+1 err \| \+33\.3 \|/)
    expect(renderTerminal(c, { all: true })).toMatch(/ t +2\/3 +2\/2 \+1 err +\+33\.3/)
  })
})

describe('renderShardSummary', () => {
  it('lists every task’s attempts, worst first, and shrinks to a byte budget', () => {
    const summary = run(
      [
        ['ok', 'PPP'],
        ['broken', 'EEF'],
        ['meh', 'PFF'],
      ],
      { shard: { index: 0, count: 2 } },
    )
    const text = renderShardSummary(summary)
    expect(text).toContain('### Helios shard 1 of 2: default')
    expect(text.indexOf('broken')).toBeLessThan(text.indexOf('meh'))
    expect(text).toContain('| broken | ⚠️⚠️❌ | 0/3 |')
    const budget = Buffer.byteLength(text) - 1
    const small = renderShardSummary(summary, { maxBytes: budget })
    expect(Buffer.byteLength(small)).toBeLessThanOrEqual(budget)
    expect(small).toContain('| broken |') // the worst task survives the cut
    expect(small).toMatch(/and \d more task\(s\)/)
  })
})

describe('renderTerminal', () => {
  it('prints the verdict and only notable tasks unless asked for all', () => {
    const c = compareRuns(
      run([
        ['a', 'PPP'],
        ['b', 'PPP'],
      ]),
      run([
        ['a', 'FFF'],
        ['b', 'PPP'],
      ]),
    )
    const text = renderTerminal(c)
    expect(text).toMatch(/^Helios compare: default\nFAILURE: Regression: .*\npass@1 {2}100\.0% -> 50\.0%/)
    expect(text).toMatch(/regressed(?: likely-fell \d+%)? +a +3\/3 +0\/3 +−100\.0/)
    expect(text).not.toMatch(/\n\S+ +b /)
    expect(text).toContain('(1 task(s) unchanged or within noise not shown; --all lists them)')
    expect(renderTerminal(c, { all: true })).toMatch(/unchanged +b +3\/3 +3\/3 +0\.0/)
  })
})
