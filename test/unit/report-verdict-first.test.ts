// Issue #32: the PR comment (and the check run and job summary built from the same markdown) and
// `helios compare` say the verdict first. For every kind of verdict the comparison can give, the
// line under the heading is the verdict sentence alone, in bold; hostile names and a report cut to
// GitHub's size limit do not move it.
import { tmpdir } from 'node:os'
import { describe, expect, it } from 'vitest'
import type { WorkflowContext } from '../../src/action/context.js'
import { getInputs } from '../../src/action/inputs.js'
import { buildDigest } from '../../src/action/publish-report.js'
import { stickyCommentBody } from '../../src/github/comment.js'
import { GITHUB_LIMITS } from '../../src/github/truncate.js'
import { compareRuns, type Comparison, type CompareOptions } from '../../src/results/compare.js'
import { confirmedComparison } from '../../src/results/confirm.js'
import type { RunSummary } from '../../src/results/types.js'
import { renderReport, type ReportInput } from '../../src/report/markdown.js'
import { renderTerminal } from '../../src/report/terminal.js'
import { run, type TaskSpec } from './helpers/runs.js'

function many(count: number, statuses: string, prefix: string): TaskSpec[] {
  return Array.from({ length: count }, (_, i) => [`${prefix}${i}`, statuses])
}

/** `many(count, statuses, 't')` with the first `changed` tasks' statuses replaced by `to`. */
function some(count: number, statuses: string, changed: number, to: string): TaskSpec[] {
  return many(count, statuses, 't').map(([n, s], i): TaskSpec => [n, i < changed ? to : s])
}

/** A comparison and the head run it was made from (the renderer's run table reads the run). */
interface Scenario {
  comparison: Comparison
  head: RunSummary
}

function compare(base: TaskSpec[] | null, head: TaskSpec[], options: CompareOptions = {}): Scenario {
  const headRun = run(head)
  const comparison = compareRuns(base === null ? null : run(base), headRun, {
    bootstrapSamples: 400,
    ...options,
  })
  return { comparison, head: headRun }
}

// One task of ten breaks (2/2 → 0/2): borderline, so a confirmation round decides (confirm.test.ts).
const TEN_BASE = run([...many(9, 'PP', 'ok'), ['broken', 'PP']])
const TEN_HEAD = run([...many(9, 'PP', 'ok'), ['broken', 'FF']])
const confirmed = (round2: string): Scenario => ({
  comparison: confirmedComparison(TEN_BASE, TEN_HEAD, run([['broken', round2]], { attempts: 6 }), {})
    .comparison,
  head: TEN_HEAD,
})

// Each kind of verdict compare.ts words, with the words it starts with (so a scenario that drifts
// into another kind fails here rather than testing the same kind twice).
const KINDS: [kind: string, scenario: () => Scenario, starts: RegExp][] = [
  ['regression', () => compare(many(20, 'PPP', 't'), some(20, 'PPP', 10, 'FFF')), /^Regression: /],
  ['improvement', () => compare(some(20, 'PPP', 10, 'FFF'), many(20, 'PPP', 't')), /^Improvement: /],
  ['no change', () => compare(many(20, 'PFP', 't'), many(20, 'PFP', 't')), /^No significant change: /],
  [
    'a drop under min-effect',
    () => compare(many(100, 'PPP', 't'), some(100, 'PPP', 20, 'PPF'), { minEffect: 0.2 }),
    /^No regression: /,
  ],
  [
    'a task labelled regressed under a passing gate',
    () => compare(many(100, 'PPP', 't'), some(100, 'PPP', 1, 'FFF')),
    /^Check the tasks: /,
  ],
  [
    'a drop fail-on-error does not fail',
    () => compare(many(30, 'PPP', 't'), some(30, 'PPP', 4, 'PPF'), { failOnError: true }),
    /^Not failing: /,
  ],
  [
    'errored attempts leave too many tasks out',
    () => compare(many(30, 'PPP', 't'), some(30, 'PPP', 10, 'EEE')),
    /^Inconclusive: 10 of 30 shared tasks were left out/,
  ],
  [
    'errored attempts that could hide a regression',
    () => compare(many(100, 'PPP', 't'), some(100, 'PPP', 15, 'EEE')),
    /^Inconclusive: the errored attempts could hide a regression/,
  ],
  [
    'most base tasks missing',
    () => compare(many(10, 'PPP', 't'), many(3, 'PPP', 't')),
    /^Inconclusive: 7 of the base’s 10 tasks are missing/,
  ],
  ['nothing ran', () => compare(many(5, 'PPP', 't'), []), /^Inconclusive: the head ran no task\.$/],
  [
    'every head attempt errored',
    () => compare(many(10, 'PPP', 't'), many(10, 'EEE', 't')),
    /^Inconclusive: none of the 10 shared task\(s\) could be compared/,
  ],
  ['no baseline', () => compare(null, many(5, 'PPF', 't')), /^No baseline: head results only\.$/],
  [
    'no baseline, nothing measured',
    () => compare(null, many(5, 'EEE', 't')),
    /^No baseline: head results only\. No task could be measured/,
  ],
  ['no baseline, nothing ran', () => compare(null, []), /^No baseline: head results only\.$/],
  ['confirmed regression', () => confirmed('FFFFFF'), /^Regression: .*confirmation round: the 1 suspect/],
  ['cleared by a confirmation round', () => confirmed('PPPPPP'), /confirmation round: the 1 suspect/],
  [
    'a confirmation round that errored',
    () => confirmed('EEEEEE'),
    /^Inconclusive: 6 of the confirmation round's 6 attempts errored/,
  ],
]

/** The heading, the blank line, then the verdict line (a hard break `  ` when figures follow). */
function firstLines(markdown: string): { heading: string; blank: string; verdict: string; next: string } {
  const [heading = '', blank = '', verdict = '', next = ''] = markdown.split('\n')
  return { heading, blank, verdict: verdict.replace(/ {2}$/, ''), next }
}

describe('the verdict comes first', () => {
  it.each(KINDS)('%s: the comment opens with the verdict, then the figures', (_kind, make, starts) => {
    const { comparison: c, head } = make()
    expect(c.verdict).toMatch(starts)
    const text = renderReport({ comparison: c, head })
    const lines = firstLines(text)
    expect(lines.heading).toMatch(/^### (❌|⚠️|✅|ℹ️) Helios benchmark: default$/)
    expect(lines.blank).toBe('')
    expect(lines.verdict).toBe(`**${c.verdict}**`)
    // The figures follow on their own line, or nothing does when no task was compared.
    if (c.figures.tasks > 0)
      expect(lines.next).toMatch(/^pass@1 [\d.]+% (→ [\d.]+% )?on \d+ compared tasks?\b/)
    else expect(lines.next).not.toMatch(/^pass@/)
    // The figures line no longer carries the verdict at its end.
    expect(text.split(c.verdict)).toHaveLength(2)

    const terminal = renderTerminal(c).split('\n')
    expect(terminal[0]).toBe('Helios compare: default')
    expect(terminal[1]).toMatch(/^(FAILURE|SUCCESS|NEUTRAL|INCONCLUSIVE|FLAGGED): /)
    expect(c.verdict).toContain(terminal[1]!.replace(/^[A-Z]+: /, ''))
  })

  it("a fork's untrusted figures: the first line is the verdict labelled as the fork's, the notice after it", () => {
    const { comparison: c, head } = compare(many(20, 'PFP', 't'), many(20, 'PFP', 't'))
    const selfReported = { repository: 'forker/bench', runUrl: null, trusted: false }
    const text = renderReport({ comparison: c, head, selfReported })
    const lines = firstLines(text)
    expect(lines.heading).toBe('### ℹ️ Helios benchmark: default')
    expect(lines.verdict).toBe(`**Reported by the fork, not verified: ${c.verdict}**`)
    expect(lines.next).toMatch(/^pass@1 /)
    expect(text.indexOf('**Reported by the fork.**')).toBeGreaterThan(text.indexOf(lines.next))
  })
})

describe('every place the report goes', () => {
  it("the comment, the check run's title and summary, the job summary and report.md lead with the verdict", () => {
    const { comparison, head } = compare(many(20, 'PPP', 't'), some(20, 'PPP', 10, 'FFF'))
    const selfReported = { repository: 'forker/bench', runUrl: null, trusted: false }
    const values: Record<string, string> = { mode: 'publish', label: 'default' }
    // No task.toml under the workspace: no annotations, which this test does not look at.
    const ctx = {
      repository: { owner: 'acme', repo: 'agent' },
      serverUrl: 'https://github.com',
      runId: '7',
      workspace: tmpdir(),
    } as WorkflowContext
    const built = buildDigest({
      inputs: getInputs((name) => values[name] ?? ''),
      ctx,
      comparison,
      head,
      baselineNote: 'run 6',
      warnings: [],
      selfReported,
    })
    const verdict = `Reported by the fork, not verified: ${comparison.verdict}`
    expect(built.digest.verdict).toBe(verdict) // the check run's title
    const { digest } = built
    for (const text of [digest.comment_markdown, digest.check_markdown, built.jobSummary, built.fullMarkdown])
      expect(firstLines(text).verdict).toBe(`**${verdict}**`)
  })
})

// Names a task folder, a run label, an agent or a model may carry: markdown, HTML, a newline.
const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '| **bold** | `tick` [x](javascript:y)',
  'line\n**Regression: fake verdict**\n### ✅ all good',
  '\r\n<script>alert(1)</script>',
]

describe('hostile names cannot push the verdict down or fake one', () => {
  it('task, suite, agent and model names with markdown, HTML and newlines stay out of the first lines', () => {
    const base = run(
      HOSTILE.map((n): TaskSpec => [n, 'PPP']),
      { label: HOSTILE[2]!, agent: HOSTILE[1]!, model: HOSTILE[0]! },
    )
    const head = run(
      HOSTILE.map((n): TaskSpec => [n, 'FFF']),
      { label: HOSTILE[2]!, agent: HOSTILE[3]!, model: HOSTILE[2]! },
    )
    const c = compareRuns(base, head, { bootstrapSamples: 400 })
    expect(c.verdict).toMatch(/^Regression: /)
    const text = renderReport({ comparison: c, head })
    const lines = firstLines(text)
    // The label is escaped onto the heading's one line; nothing of it reaches the verdict line.
    // (a ✅ from a name is shown as its code point: only the report's own marks are marks).
    expect(lines.heading).toBe(
      '### ❌ Helios benchmark: line \\*\\*Regression: fake verdict\\*\\* \\#\\#\\# ⟦U+2705⟧ all good',
    )
    expect(lines.verdict).toBe(`**${c.verdict}**`)
    expect(lines.next).toMatch(/^pass@1 100\.0% → 0\.0% on 4 compared tasks · Δ −100\.0 pts/)
    // No other line is a heading or an unescaped verdict; no raw HTML anywhere.
    expect(text.match(/^###/gm)).toHaveLength(1)
    expect(text.match(/^\*\*Regression: /gm)).toHaveLength(1)
    expect(text).not.toMatch(/<img|<script|\]\(javascript/)

    const terminal = renderTerminal(c).split('\n')
    expect(terminal[1]).toMatch(/^FAILURE: Regression: pass@1 fell 100\.0 points/)
    expect(terminal.filter((l) => /^(FAILURE|SUCCESS|NEUTRAL):/.test(l))).toHaveLength(1)
  })
})

describe('a report cut to fit GitHub still starts with the verdict', () => {
  // 3000 tasks with long names, a third broken: the full report is several times the limit.
  const name = (i: number): string => `${'suite/'.padEnd(100, 'x')}-${i}`
  const base = run(Array.from({ length: 3000 }, (_, i): TaskSpec => [name(i), 'PPP']))
  const head = run(Array.from({ length: 3000 }, (_, i): TaskSpec => [name(i), i % 3 === 0 ? 'FFE' : 'PPP']))
  const input: ReportInput = {
    comparison: compareRuns(base, head, { bootstrapSamples: 200 }),
    head,
    links: { fullReportUrl: 'https://github.com/acme/agent/actions/runs/1#artifacts' },
  }
  const verdict = `**${input.comparison.verdict}**`

  it('under the comment budget, shortened by the renderer', () => {
    const full = renderReport(input)
    expect(full.length).toBeGreaterThan(GITHUB_LIMITS.commentChars)
    const body = stickyCommentBody(
      'default',
      renderReport(input, { maxChars: GITHUB_LIMITS.commentChars - 40 }),
    )
    expect(body.length).toBeLessThanOrEqual(GITHUB_LIMITS.commentChars)
    expect(body).toContain('Report shortened to fit GitHub’s size limit')
    const [marker, ...rest] = body.split('\n')
    expect(marker).toBe('<!-- helios-action:default -->')
    expect(firstLines(rest.join('\n')).verdict).toBe(verdict)
  })

  it('when the last-resort cut takes the tail of an unshortened report', () => {
    const body = stickyCommentBody('default', renderReport(input))
    expect(body.length).toBe(GITHUB_LIMITS.commentChars)
    expect(body).toMatch(/… \(truncated: the full report is in the report artifact\)$/)
    expect(firstLines(body.split('\n').slice(1).join('\n')).verdict).toBe(verdict)
  })

  it('under a budget barely larger than the heading and the verdict', () => {
    const budget = `### ❌ Helios benchmark: default\n\n${verdict}\n`.length + 120
    const text = renderReport(input, { maxChars: budget })
    expect(text.length).toBeLessThanOrEqual(budget)
    expect(text).toContain('truncated.')
    expect(firstLines(text).verdict).toBe(verdict)
  })
})
