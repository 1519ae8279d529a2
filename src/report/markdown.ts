// The PR comment / check-run / job-summary body for a comparison. Pure: links come in as data.
// The hidden sticky-comment marker is added by the comment module, not here.

import { verifierTrustLine } from './verifier-trust.js'
import { markdownTable } from 'markdown-table'
import {
  COMPARED_TASKS,
  MAX_LEFT_OUT_SHARE,
  MAX_MISSING_SHARE,
  type Comparison,
  type Figure,
  type TaskComparison,
} from '../results/compare.js'
import { failingLevel } from '../results/gate-level.js'
import { TARGET_POWER } from '../results/sensitivity.js'
import { leftOutText } from '../results/verdict-text.js'
import { SUSPECT_MAX_FALSE_SHARE, SUSPECT_MIN_PROBABILITY } from '../results/suspects.js'
import type { TestFlip, TestFlips } from '../results/test-tally.js'
import type { RunSummary, RunTotals } from '../results/types.js'
import { clip, escapeMarkdown, link } from './escape.js'
import { labelledVerdict, selfReportedNotice, type SelfReported } from './self-reported.js'
import { VERDICT_ICON, verdictTone } from './verdict-tone.js'
import {
  chance,
  countCell,
  deltaCell,
  displayStatus,
  DISPLAY_ORDER,
  percent,
  signedDecimal,
  signedPoints,
  splitRows,
  type DisplayStatus,
} from './format.js'

export interface ReportLinks {
  /** The workflow run that produced the head results. */
  runUrl?: string
  /** Where the full (untruncated) report can be downloaded: linked when the report is shortened. */
  fullReportUrl?: string
  /** A task's attempt artifacts. */
  artifactUrl?: (task: TaskComparison) => string | undefined
}

export interface ReportInput {
  comparison: Comparison
  head: RunSummary
  /** Heading text; default "Helios benchmark: <label>". */
  title?: string
  links?: ReportLinks
  /** Where the baseline came from, or why there is none (plain text, escaped here). */
  baselineNote?: string
  /** Merge problems and other warnings (plain text, escaped here). */
  warnings?: string[]
  /** The head figures are a fork's own (publish): a notice under the heading, no ✅ unless trusted. */
  selfReported?: SelfReported | null
  /** Sections rendered elsewhere (already escaped), shown above the footer: the trend, known-flaky tasks. */
  extraSections?: string[]
}

export interface RenderOptions {
  /** Maximum length in UTF-16 characters (GitHub counts characters for comments and check runs). */
  maxChars?: number
  /** Maximum length in UTF-8 bytes (the job summary limit is 1 MiB). */
  maxBytes?: number
}

/** How much detail a rendering keeps; renderReport lowers it step by step until the text fits. */
interface Detail {
  unchangedRows: boolean
  reasons: boolean
  invalidList: boolean
  /** How many rows of the changed-tasks table to show. */
  changedRows: number
}

const MAX_NAME = 120
const MAX_REASON = 200
const MAX_SUSPECTS_SHOWN = 10

export function renderReport(input: ReportInput, opts: RenderOptions = {}): string {
  const { changed, rest } = splitRows(input.comparison.tasks)
  const fits = (text: string): boolean =>
    (opts.maxChars === undefined || text.length <= opts.maxChars) &&
    (opts.maxBytes === undefined || Buffer.byteLength(text, 'utf8') <= opts.maxBytes)

  // Lose detail first: unchanged rows, then reasons, then the invalid-task list, then changed rows.
  const steps: Detail[] = [
    { unchangedRows: true, reasons: true, invalidList: true, changedRows: changed.length },
    { unchangedRows: false, reasons: true, invalidList: true, changedRows: changed.length },
    { unchangedRows: false, reasons: false, invalidList: true, changedRows: changed.length },
    { unchangedRows: false, reasons: false, invalidList: false, changedRows: changed.length },
  ]
  for (const detail of steps) {
    const text = render(input, changed, rest, detail)
    if (fits(text)) return text
  }
  // Binary search the number of changed rows that still fits.
  let lo = 0
  let hi = changed.length
  const base: Detail = { unchangedRows: false, reasons: false, invalidList: false, changedRows: 0 }
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2)
    if (fits(render(input, changed, rest, { ...base, changedRows: mid }))) lo = mid
    else hi = mid - 1
  }
  const text = render(input, changed, rest, { ...base, changedRows: lo })
  return fits(text) ? text : hardTruncate(text, input, fits)
}

function render(
  input: ReportInput,
  changed: TaskComparison[],
  rest: TaskComparison[],
  detail: Detail,
): string {
  const c = input.comparison
  const parts: string[] = [
    heading(input),
    summaryLine(c, input.selfReported),
    input.selfReported ? selfReportedNotice(input.selfReported) : '',
    contextLine(input),
    metricsTable(input),
    runTable(input),
    countsLine(c),
    input.head.stopped ? stoppedLine(input.head.stopped) : '',
    suspectsLine(c),
  ]
  if (input.warnings !== undefined && input.warnings.length > 0) {
    parts.push(input.warnings.map((w) => `> ⚠️ ${escapeMarkdown(clip(w, 500))}`).join('\n'))
  }
  const shortened =
    !detail.unchangedRows || !detail.reasons || !detail.invalidList || detail.changedRows < changed.length
  if (changed.length > 0) {
    const shown = changed.slice(0, detail.changedRows)
    if (shown.length > 0) parts.push(taskTable(shown, input, detail.reasons))
    const hidden = changed.slice(shown.length)
    if (hidden.length > 0) parts.push(`_…and ${hidden.length} more not shown: ${byStatus(hidden)}._`)
  } else if (c.base !== null) parts.push('No task changed.')
  if (rest.length > 0) {
    const what = restTitle(rest)
    if (detail.unchangedRows) {
      parts.push(
        `<details><summary>${what}</summary>\n\n${taskTable(rest, input, detail.reasons)}\n\n</details>`,
      )
    } else parts.push(`_${what} not shown._`)
  }
  const invalid = input.head.invalid_tasks
  if (invalid.length > 0) {
    if (detail.invalidList) {
      const items = invalid.map((t) => {
        const where = t.field === null ? t.file : `${t.file}: ${t.field}`
        return `- ${escapeMarkdown(clip(t.relative_dir, MAX_NAME))} (${escapeMarkdown(clip(where, MAX_NAME))}): ${escapeMarkdown(clip(t.message, MAX_REASON))}`
      })
      parts.push(
        `<details><summary>⚠️ ${invalid.length} invalid task(s), not run</summary>\n\n${items.join('\n')}\n\n</details>`,
      )
    } else parts.push(`⚠️ ${invalid.length} invalid task(s), not run.`)
  }
  if (detail.invalidList) parts.push(stepTable(input.head))
  parts.push(...(input.extraSections ?? []))
  // What a shortened report left out, by status: "30 more regressed, 60 unchanged rows not shown;
  // failure reasons removed".
  const hiddenRows = [
    ...byStatusCounts(changed.slice(detail.changedRows)).map(([status, n]) => `${n} more ${status}`),
    ...(!detail.unchangedRows && rest.length > 0 ? [`${rest.length} unchanged or within-noise`] : []),
  ]
  const removed = [
    ...(!detail.reasons ? ['failure reasons'] : []),
    ...(!detail.invalidList && invalid.length > 0 ? ['the invalid-task list'] : []),
  ]
  const dropped = [
    ...(hiddenRows.length > 0 ? [`${hiddenRows.join(', ')} rows not shown`] : []),
    ...(removed.length > 0 ? [`${removed.join(' and ')} removed`] : []),
  ]
  parts.push(footer(input, shortened ? dropped : []))
  return `${parts.filter((p) => p !== '').join('\n\n')}\n`
}

/** The collapsed section's title: "40 unchanged task(s)", or with moves within noise, how many. */
function restTitle(rest: readonly TaskComparison[]): string {
  const moved = rest.filter((t) => displayStatus(t) === 'dropped' || displayStatus(t) === 'rose').length
  if (moved === 0) return `${rest.length} unchanged task(s)`
  return `${rest.length} task(s) unchanged or within noise (${moved} ▼ dropped / ▲ rose: a move their own attempts cannot tell from chance)`
}

/** "300 regressed, 114 dropped": what a shortened table left out. */
function byStatus(tasks: readonly TaskComparison[]): string {
  return byStatusCounts(tasks)
    .map(([status, n]) => `${n} ${status}`)
    .join(', ')
}

function byStatusCounts(tasks: readonly TaskComparison[]): [DisplayStatus, number][] {
  const counts = new Map<DisplayStatus, number>()
  for (const t of tasks) counts.set(displayStatus(t), (counts.get(displayStatus(t)) ?? 0) + 1)
  return DISPLAY_ORDER.filter((k) => counts.has(k)).map((k) => [k, counts.get(k)!])
}

function heading(input: ReportInput): string {
  const icon = VERDICT_ICON[verdictTone(input.comparison, input.selfReported)]
  const title = input.title ?? `Helios benchmark: ${input.head.label}`
  return `### ${icon} ${escapeMarkdown(clip(title, 200))}`
}

/**
 * The headline: the verdict first (as the check run's title words it), then pass@k of the compared
 * tasks with Δ and its interval, what was left out, and a setup mismatch.
 */
function summaryLine(c: Comparison, selfReported: SelfReported | null | undefined): string {
  // Our own words and numbers, nothing from task folders; one line, so it stays the first line.
  const lines = [`**${labelledVerdict(c.verdict, selfReported).replace(/\s+/g, ' ')}**`]
  const figures = figuresLine(c)
  if (figures !== null) lines.push(figures)
  const leftOut = leftOutText(c)
  if (leftOut !== null) {
    const reasons = c.leftOut.reasons
      .slice(0, 3)
      .map((r) => `${escapeMarkdown(clip(r.reason, 80))} ×${r.count}`)
    const more = c.leftOut.reasons.length > 3 ? `, +${c.leftOut.reasons.length - 3} more` : ''
    const why = reasons.length > 0 ? ` (errors: ${reasons.join(', ')}${more})` : ''
    lines.push(`Left out of these figures: ${leftOut}${why}.`)
  }
  // Our own words; the agent and model names are the runs' and get escaped.
  if (c.mismatches.length > 0)
    lines.push(`⚠️ **Not like with like:** ${escapeMarkdown(c.mismatches.join('; '))}`)
  return lines.join('  \n')
}

/** "pass@1 71.3% → 43.7% on 29 compared tasks · Δ −27.6 pts (95% CI …)"; null when none compared. */
function figuresLine(c: Comparison): string | null {
  const k = c.options.k
  const d = c.passAtK
  const n = c.figures.tasks
  const over = `on ${n} compared task${n === 1 ? '' : 's'}`
  if (d !== null) {
    const conf = `${Math.round(c.options.confidence * 1000) / 10}%`
    return `pass@${k} ${percent(d.base)} → ${percent(d.head)} ${over} · Δ ${signedPoints(d.delta)} pts (${conf} CI ${signedPoints(d.low)} to ${signedPoints(d.high)})`
  }
  const head = c.figures.passAtK[String(k)]
  return head !== undefined && n > 0 ? `pass@${k} ${percent(head.head)} ${over}` : null
}

function contextLine(input: ReportInput): string {
  const c = input.comparison
  const bits: string[] = []
  const runUrl = input.links?.runUrl
  if (runUrl !== undefined) bits.push(link('workflow run', runUrl))
  if (input.baselineNote !== undefined)
    bits.push(`Baseline: ${escapeMarkdown(clip(input.baselineNote, 500))}`)
  else if (c.base !== null) bits.push(`Baseline: run ${escapeMarkdown(c.base.runId)}`)
  return bits.join(' · ')
}

/** pass@k, pass^k and mean reward, every row over the same compared tasks (COMPARED_TASKS). */
function metricsTable(input: ReportInput): string {
  const c = input.comparison
  const f = c.figures
  const withBase = c.base !== null
  const rows: string[][] = []
  const row = (
    name: string,
    figure: Figure | undefined,
    fmt: (x: number) => string,
    delta: (x: number) => string = signedPoints,
  ): void => {
    if (figure === undefined) return
    if (!withBase) rows.push([name, fmt(figure.head)])
    else if (figure.base === null) rows.push([name, '—', fmt(figure.head), '—'])
    else rows.push([name, fmt(figure.base), fmt(figure.head), delta(figure.head - figure.base)])
  }
  // A row beyond k is over the compared tasks with that many valid attempts: say how many.
  const over = (j: number): string => {
    const n = f.tasksAt[String(j)] ?? f.tasks
    return n < f.tasks ? ` (${n} of ${f.tasks})` : ''
  }
  if (f.tasks > 0) {
    for (let j = 1; j <= f.maxK; j++) row(`pass@${j}${over(j)}`, f.passAtK[String(j)], percent)
    for (let j = 2; j <= f.maxK; j++) row(`pass^${j}${over(j)}`, f.passHatK[String(j)], percent)
    row('mean reward', f.meanReward, (x) => x.toFixed(3), signedDecimal)
  }
  const name = `Metric (${f.tasks} compared task${f.tasks === 1 ? '' : 's'})`
  const header = withBase ? [name, 'Base', 'Head', 'Δ'] : [name, 'Head']
  if (rows.length === 0) return '_No task could be compared: no pass@k, pass^k or mean reward to show._'
  const table = markdownTable([header, ...rows], { alignDelimiters: false, align: ['l', 'r', 'r', 'r'] })
  return [table, ...metricNotes(c)].join('\n\n')
}

/** What the rows beyond k leave out, and which pass@j no compared task can give. */
function metricNotes(c: Comparison): string[] {
  const f = c.figures
  if (f.tasks === 0) return []
  const notes: string[] = []
  if (Object.values(f.tasksAt).some((n) => n < f.tasks)) {
    notes.push(
      `_A row marked (n of ${f.tasks}) is over the n compared tasks with that many non-errored attempts on each side; the others are left out of that row only._`,
    )
  }
  const attempts = Math.min(c.head.attempts, c.base?.attempts ?? Infinity)
  if (f.maxK < attempts) {
    const js = f.maxK + 1 < attempts ? `${f.maxK + 1}–${attempts}` : String(attempts)
    notes.push(`_pass@${js} not shown: no compared task has that many non-errored attempts on each side._`)
  }
  return notes
}

/** The tasks that likely fell, most likely first, and how many of such names are expected to be wrong. */
function suspectsLine(c: Comparison): string {
  if (c.suspects.length === 0) return ''
  const byId = new Map(c.tasks.map((t) => [t.taskId, t]))
  const named = c.suspects.map((id) => byId.get(id)!)
  const shown = named
    .slice(0, MAX_SUSPECTS_SHOWN)
    .map((t) => `${escapeMarkdown(clip(t.taskName, 80))} (${chance(t.fell ?? 0)})`)
  const more = named.length > MAX_SUSPECTS_SHOWN ? `, +${named.length - MAX_SUSPECTS_SHOWN} more` : ''
  const wrong = named.reduce((a, t) => a + 1 - (t.fell ?? 0), 0) / named.length
  return `**Likely fell** (probability each task’s pass rate fell; about ${Math.round(wrong * 100)}% of these names are expected to be wrong): ${shown.join(', ')}${more}`
}

/**
 * How each run was made, side by side (whole runs: every task and attempt): agent, model, attempts,
 * tasks, errored attempts, and tokens and cost when the agent reported them. A difference between
 * the two sides in how they were run is flagged in the Δ column (and in the headline).
 */
function runTable(input: ReportInput): string {
  const c = input.comparison
  const h = c.head
  const b = c.base
  const rows: string[][] = []
  const differs = '⚠️ differs'
  const setup = (name: string, head: string, base: string | undefined): void => {
    if (b === null) rows.push([name, head])
    else rows.push([name, base ?? '—', head, base === head ? '' : differs])
  }
  setup(
    'agent',
    escapeMarkdown(clip(h.agent, MAX_NAME)),
    b ? escapeMarkdown(clip(b.agent, MAX_NAME)) : undefined,
  )
  setup(
    'model',
    escapeMarkdown(clip(h.model ?? 'none', MAX_NAME)),
    b ? escapeMarkdown(clip(b.model ?? 'none', MAX_NAME)) : undefined,
  )
  setup('attempts per task', String(h.attempts), b ? String(b.attempts) : undefined)
  setup('tasks', String(h.totals.tasks), b ? String(b.totals.tasks) : undefined)
  const errored = (t: RunTotals): string =>
    `${t.errors} of ${t.attempts} (${percent(t.attempts === 0 ? 0 : t.errors / t.attempts)})`
  const rate = (t: RunTotals): number => (t.attempts === 0 ? 0 : t.errors / t.attempts)
  if (b === null) rows.push(['errored attempts', errored(h.totals)])
  else
    rows.push([
      'errored attempts',
      errored(b.totals),
      errored(h.totals),
      `${signedPoints(rate(h.totals) - rate(b.totals))} pts`,
    ])
  // Tokens and cost: shown when an agent reported them (older summaries and oracle runs have none).
  const tokens = (t: RunTotals | undefined): number | undefined =>
    t?.usage ? t.usage.input_tokens + t.usage.output_tokens : undefined
  const cost = (t: RunTotals | undefined): number | undefined => t?.usage?.cost_usd ?? undefined
  const usageRow = (
    name: string,
    hv: number | undefined,
    bv: number | undefined,
    fmt: (x: number) => string,
    delta: (x: number) => string,
  ): void => {
    if (hv === undefined && bv === undefined) return
    const show = (v: number | undefined) => (v === undefined ? '—' : fmt(v))
    if (b === null) rows.push([name, show(hv)])
    else rows.push([name, show(bv), show(hv), hv === undefined || bv === undefined ? '—' : delta(hv - bv)])
  }
  usageRow(
    'tokens (in + out)',
    tokens(h.totals),
    tokens(b?.totals),
    (x) => x.toLocaleString('en-US'),
    signedCount,
  )
  usageRow('cost', cost(h.totals), cost(b?.totals), (x) => `$${x.toFixed(2)}`, signedDollars)
  const header = b === null ? ['Run', 'Head'] : ['Run', 'Base', 'Head', 'Δ']
  return markdownTable([header, ...rows], { alignDelimiters: false, align: ['l', 'r', 'r', 'r'] })
}

/** One count per display status, so it matches the table and the collapsed section. */
function countsLine(c: Comparison): string {
  const counts = new Map<DisplayStatus, number>()
  for (const t of c.tasks) counts.set(displayStatus(t), (counts.get(displayStatus(t)) ?? 0) + 1)
  const shown = DISPLAY_ORDER.filter(
    (k) => (counts.get(k) ?? 0) > 0 || (k === 'regressed' && c.base !== null),
  ).map((k) => `${counts.get(k) ?? 0} ${k}`)
  const flaky = c.counts.flaky > 0 ? ` (${c.counts.flaky} flaky)` : ''
  const suspects = c.suspects.length > 0 ? ` · ${c.suspects.length} likely fell` : ''
  return `Tasks: ${shown.join(' · ')}${flaky}${suspects}`
}

const STATUS_LABEL: Record<DisplayStatus, string> = {
  regressed: '🔴 regressed',
  improved: '🟢 improved',
  dropped: '▼ dropped',
  rose: '▲ rose',
  errored: '⚠️ errored',
  unchanged: 'unchanged',
  new: '🆕 new',
  removed: '➖ removed',
  'not-run': '⏹️ not run',
  changed: '✏️ changed',
}

/** Multi-step tasks: how often each step passed, so a reader sees where attempts stop. */
function stepTable(head: RunSummary): string {
  const rows = head.tasks.flatMap((t) =>
    (t.steps ?? []).map((s, i) => [
      i === 0 ? escapeMarkdown(clip(t.task_name, MAX_NAME)) : '',
      escapeMarkdown(clip(s.name, MAX_NAME)),
      `${s.passed}/${s.ran}`,
    ]),
  )
  if (rows.length === 0) return ''
  const tasks = head.tasks.filter((t) => t.steps !== undefined).length
  const table = markdownTable([['Task', 'Step', 'Passed/ran'], ...rows], {
    alignDelimiters: false,
    align: ['l', 'l', 'r'],
  })
  return `<details><summary>${tasks} multi-step task(s): passes per step</summary>\n\n${table}\n\n</details>`
}

function taskTable(rows: readonly TaskComparison[], input: ReportInput, withReasons: boolean): string {
  const withBase = input.comparison.base !== null
  const header = withBase ? ['Task', 'Status', 'Base', 'Head', 'Δ pts', 'Notes'] : ['Task', 'Head', 'Notes']
  const body = rows.map((t) => {
    const status = displayStatus(t)
    const tags = [
      STATUS_LABEL[status],
      t.suspect ? `likely fell ${chance(t.fell ?? 0)}` : '',
      t.flaky ? 'flaky' : '',
      t.errored && status !== 'errored' ? '⚠️ errored' : '',
    ].filter((x) => x !== '')
    const notes: string[] = []
    const flips = t.change === 'regressed' || t.suspect ? testFlipsNote(t.tests ?? null) : ''
    if (flips !== '') notes.push(flips)
    if (withReasons) {
      const reasons = (t.head ?? t.base)?.reasons ?? []
      for (const r of reasons.slice(0, 3))
        notes.push(`${escapeMarkdown(clip(r.reason, MAX_REASON))} ×${r.count}`)
      if (reasons.length > 3) notes.push(`+${reasons.length - 3} more`)
    }
    // Attempt artifacts belong to the head run: a removed task has none there.
    const url = t.head === null ? undefined : input.links?.artifactUrl?.(t)
    if (url !== undefined) notes.push(link('attempts', url))
    const name = escapeMarkdown(clip(t.taskName, MAX_NAME))
    if (!withBase) {
      const flags = [t.flaky ? 'flaky' : '', t.errored ? '⚠️ errored' : ''].filter((x) => x !== '')
      return [name, countCell(t.head), [...flags, ...notes].join('; ')]
    }
    return [name, tags.join(', '), countCell(t.base), countCell(t.head), deltaCell(t.delta), notes.join('; ')]
  })
  const align = withBase ? ['l', 'l', 'r', 'r', 'r', 'l'] : ['l', 'r', 'l']
  return markdownTable([header, ...body], { alignDelimiters: false, align })
}

const MAX_FLIPS_SHOWN = 3

/** "tests failing now: test_a 3/3 (base 0/3); passing now: test_b 0/3 (base 2/3)". */
export function testFlipsNote(flips: TestFlips | null): string {
  if (flips === null) return ''
  const list = (items: readonly TestFlip[]): string => {
    const shown = items
      .slice(0, MAX_FLIPS_SHOWN)
      .map(
        (f) =>
          `${escapeMarkdown(clip(f.name, 80))} ${f.head.failed}/${f.head.reported} failed (base ${f.base.failed}/${f.base.reported})`,
      )
    const more = items.length > MAX_FLIPS_SHOWN ? ` +${items.length - MAX_FLIPS_SHOWN} more` : ''
    return `${shown.join(', ')}${more}`
  }
  const parts = [
    flips.nowFailing.length > 0 ? `tests failing now: ${list(flips.nowFailing)}` : '',
    flips.nowPassing.length > 0 ? `passing now: ${list(flips.nowPassing)}` : '',
  ].filter((p) => p !== '')
  return parts.join('; ')
}

function footer(input: ReportInput, dropped: string[]): string {
  const o = input.comparison.options
  const conf = `${Math.round(o.confidence * 1000) / 10}%`
  const budget = `${Math.round((1 - o.confidence) * 1000) / 10}%`
  const half = Math.round(((1 - o.confidence) / 2) * 10000) / 10000
  const lines = [
    `<sub>**Figures:** ${COMPARED_TASKS} (here k = ${o.k}); the run table covers whole runs; a task’s Base and Head cells count its non-errored attempts, errored ones apart. ` +
      (o.confirmation === null
        ? `**Gate:** fails when Δ pass@${o.k} falls at least ${(o.minEffect * 100).toFixed(1)} points and the drop is significant, a false-alarm budget of ${budget} split between two tests of the same Δ: the ${conf} paired-bootstrap interval over tasks lies below zero (a drop spread over many tasks), or the stratified exact test — each task a stratum, its base and head attempts reshuffled, as Cochran–Mantel–Haenszel — gives mid-p ≤ ${half} (a drop concentrated in a few tasks)`
        : `**Gate after the confirmation round:** round 1’s failure on its ${conf} paired-bootstrap interval (a drop of at least ${(o.minEffect * 100).toFixed(1)} points spread over all tasks) stands; otherwise it fails when the suspect tasks’ fresh head attempts pass less often than their round-1 attempts predict if nothing changed (each task’s pass rate from an empirical-Bayes prior over this run’s tasks, moved between runs by the drift fitted from round 1) at p ≤ ${failingLevel(o)}, Δ pass@${o.k} over both rounds is below zero, and the pass rate the suspects lost over all compared tasks, or the drop in pass@${o.k} over both rounds, is at least ${(o.minEffect * 100).toFixed(1)} points`) +
      `${o.failOnError ? '; with fail-on-error also when the result is inconclusive or the errored-attempt rate rose significantly' : ''}. ` +
      `**Inconclusive** (never ✅): no task compared, more than ${MAX_LEFT_OUT_SHARE * 100}% of the shared tasks left out for errored attempts, more than ${MAX_MISSING_SHARE * 100}% of the base’s tasks missing from the head, the errored attempts counted as failures (as Harbor counts them) would fail the gate, or the errored-attempt rate rose significantly (one-sided sign-flip test over tasks). ` +
      `**Labels:** 🔴 regressed / 🟢 improved by a one-sided Fisher exact test (mid-p) with the false discovery rate over the paired tasks held at ${Math.round((1 - o.confidence) * 1000) / 1000} (Benjamini–Hochberg)${o.confirmation === null ? '' : '; a re-run task’s label comes from its own fresh attempts against what its round-1 attempts predict if nothing changed (the gate’s test, one task at a time), never from the round that picked it'}; a 🔴 under a passing gate makes the report ⚠️; ▼ dropped / ▲ rose are moves a task’s own attempts cannot tell from noise. ` +
      `**Likely fell:** each task’s probability that its pass rate fell, from an empirical-Bayes model fitted over this comparison’s tasks (a task keeps its rate or draws a new one); named from ${SUSPECT_MIN_PROBABILITY * 100}% while the expected share of wrong names stays at most ${SUSPECT_MAX_FALSE_SHARE * 100}%, and only when the gate failed or a task is labelled 🔴. ` +
      `**Detectable drop:** the drop in pass@${o.k}, spread over all tasks in proportion to their pass rates, that the gate catches in ${TARGET_POWER * 100}% of simulated repeats of this comparison.</sub>`,
  ]
  const trust = verifierTrustLine(input.head)
  if (trust) lines.unshift(`<sub>${trust}</sub>`)
  if (dropped.length > 0) {
    const where = input.links?.fullReportUrl
    const what = dropped.join('; ')
    lines.unshift(
      where === undefined
        ? `_Report shortened to fit GitHub’s size limit: ${what}. The full report is in the run’s report artifact._`
        : `_Report shortened to fit GitHub’s size limit: ${what}. ${link('Full report', where)}._`,
    )
  }
  return lines.join('\n\n')
}

/** Last resort when even the shortest rendering is too long (a tiny budget): cut and link. */
function hardTruncate(text: string, input: ReportInput, fits: (t: string) => boolean): string {
  const where = input.links?.fullReportUrl
  const suffix = `\n\n… truncated. ${where === undefined ? 'The full report is in the run’s report artifact.' : link('Full report', where)}\n`
  const cut = (end: number): string => {
    // Never split a surrogate pair.
    const safeEnd = end > 0 && /[\uD800-\uDBFF]/.test(text[end - 1]!) ? end - 1 : end
    return `${text.slice(0, safeEnd)}${suffix}`
  }
  let lo = 0
  let hi = text.length
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2)
    if (fits(cut(mid))) lo = mid
    else hi = mid - 1
  }
  return fits(cut(lo)) ? cut(lo) : ''
}

function signedCount(value: number): string {
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toLocaleString('en-US')}`
}

function signedDollars(value: number): string {
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}$${Math.abs(value).toFixed(2)}`
}

/** `> ⛔ stopped by budget: …; 12 attempt(s) not run` (or not started after a fault that would not heal). */
function stoppedLine(stopped: NonNullable<ReportInput['head']['stopped']>): string {
  return `> ⛔ ${escapeMarkdown(clip(stopped.reason, MAX_REASON))}; ${stopped.not_started.length} attempt(s) not run`
}
