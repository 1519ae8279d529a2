// The trend of a label's last runs (from history.json): a mermaid `xychart-beta` chart GitHub
// draws inline, a table of the runs with their Δ, the same as terminal text, and the ledger's
// word on a PR's moved tasks. Pure.
import { markdownTable } from 'markdown-table'
import type { TaskComparison } from '../results/compare.js'
import type { LedgerEntry } from '../results/flaky-ledger.js'
import type { History, HistoryRun } from '../results/history.js'
import { clip, escapeMarkdown, escapeTerminal, link } from './escape.js'
import { displayStatus, percent, signedPoints } from './format.js'
import { REPORT_SETTINGS } from '../settings/report.js'
import { historyChangePoints } from '../results/change-points.js'
import { changePointLines } from './change-points.js'

/** Runs shown by default: a month of nightly runs keeps the chart readable. */
export const TREND_RUNS: number = REPORT_SETTINGS.last.default
const MAX_NAME = 60

export interface TrendView {
  runs: HistoryRun[]
  /** The second line's k: the largest k every shown run has (null when that is 1). */
  k: number | null
}

/** The last `last` runs that have a pass@1 (a run with no task has none). */
export function trendView(history: History, last = TREND_RUNS): TrendView {
  const runs = history.runs.filter((r) => r.pass_at_k['1'] !== undefined).slice(-last)
  const commonK = runs.length === 0 ? 0 : Math.min(...runs.map((r) => maxK(r)))
  return { runs, k: commonK > 1 ? commonK : null }
}

/** The chart and the table; `collapsed` puts both in a <details> (the PR comment). */
export function trendMarkdown(history: History, opts: { last?: number; collapsed?: boolean } = {}): string {
  const view = trendView(history, opts.last)
  if (view.runs.length === 0) return ''
  const title = `Trend: the last ${view.runs.length} run(s) of ${escapeMarkdown(clip(history.label, MAX_NAME))}`
  // Shifts are found over the whole kept history, not only the runs shown.
  const shifts = changePointLines(historyChangePoints(history), history.runs, 'markdown').join('\n')
  const body = [
    view.runs.length >= 2 ? `${mermaidChart(view)}\n\n${chartKey(view)}` : '',
    shifts,
    runsTable(view),
  ]
    .filter((p) => p !== '')
    .join('\n\n')
  if (opts.collapsed) return `<details><summary>📈 ${title}</summary>\n\n${body}\n\n</details>`
  return `### 📈 ${title}\n\n${body}`
}

/** The mermaid block: x labels are run numbers and short commits, y is percent. */
export function mermaidChart(view: TrendView): string {
  const labels = view.runs.map((r, i) => mermaidString(runLabel(r, i, view.runs.length)))
  const line = (k: number) => `  line [${view.runs.map((r) => pointsOf(r, k)).join(', ')}]`
  return [
    '```mermaid',
    'xychart-beta',
    // Our own words and numbers only: nothing to sanitise.
    `  title "${view.k === null ? 'pass@1 (%)' : `pass@1 and pass@${view.k} (%)`}"`,
    `  x-axis [${labels.map((l) => `"${l}"`).join(', ')}]`,
    '  y-axis "percent" 0 --> 100',
    line(1),
    ...(view.k === null ? [] : [line(view.k)]),
    '```',
  ].join('\n')
}

/**
 * Text safe inside a mermaid double-quoted string: the grammar has no escape for `"`, and a line
 * break, `;`, backtick or markdown fence would end the statement or the code block. Anything
 * outside a plain set becomes `_`.
 */
export function mermaidString(text: string): string {
  return clip(text, 40).replace(/[^A-Za-z0-9 .,:@#/()+_-]/g, '_')
}

function chartKey(view: TrendView): string {
  return view.k === null ? '_Line: pass@1._' : `_Lines: pass@1 (the first), pass@${view.k} (the second)._`
}

function runsTable(view: TrendView): string {
  const k = view.k
  const rows = view.runs.map((r, i) => {
    const previous = i > 0 ? view.runs[i - 1]! : null
    const p1 = r.pass_at_k['1']!
    const delta = previous ? signedPoints(p1 - previous.pass_at_k['1']!) : '—'
    return [
      link(runLabel(r, i, view.runs.length), r.run_url ?? undefined),
      escapeMarkdown(r.date.slice(0, 10)),
      escapeMarkdown(clip(`${r.agent}${r.model ? ` / ${r.model}` : ''}`, MAX_NAME)),
      String(r.tasks),
      percent(p1),
      delta,
      ...(k === null ? [] : [percent(r.pass_at_k[String(k)]!)]),
      String(r.errors),
      r.cost_usd === null ? '—' : `$${r.cost_usd.toFixed(2)}`,
    ]
  })
  const header = [
    'Run',
    'Date',
    'Agent / model',
    'Tasks',
    'pass@1',
    'Δ pass@1 (pts)',
    ...(k === null ? [] : [`pass@${k}`]),
    'Errors',
    'Cost',
  ]
  return `${markdownTable([header, ...rows.reverse()])}\n\n_Newest first; Δ is against the run before (the task sets of two runs may differ)._`
}

/** The same trend on a terminal: sparklines and a table, control characters shown, not run. */
export function trendTerminal(history: History, last = TREND_RUNS): string {
  const view = trendView(history, last)
  if (view.runs.length === 0) return `History of ${escapeTerminal(history.label)}: no run with tasks yet.\n`
  const lines = [
    `History of ${escapeTerminal(history.label)}: the last ${view.runs.length} run(s), oldest first`,
  ]
  lines.push(`pass@1  ${sparkline(view.runs.map((r) => r.pass_at_k['1']!))}`)
  if (view.k !== null)
    lines.push(`pass@${view.k}  ${sparkline(view.runs.map((r) => r.pass_at_k[String(view.k)]!))}`)
  lines.push('')
  const kHead = view.k === null ? '' : `  pass@${view.k}`.padEnd(9)
  lines.push(
    `${'run'.padEnd(16)}${'date'.padEnd(12)}${'tasks'.padStart(6)}  ${'pass@1'.padEnd(7)}${'delta'.padStart(7)}${kHead}  agent / model`,
  )
  view.runs.forEach((r, i) => {
    const p1 = r.pass_at_k['1']!
    const delta = i > 0 ? signedPoints(p1 - view.runs[i - 1]!.pass_at_k['1']!) : '-'
    const pk = view.k === null ? '' : `  ${percent(r.pass_at_k[String(view.k)]!).padEnd(7)}`
    const who = escapeTerminal(clip(`${r.agent}${r.model ? ` / ${r.model}` : ''}`, MAX_NAME))
    lines.push(
      `${escapeTerminal(runLabel(r, i, view.runs.length)).padEnd(16)}${escapeTerminal(r.date.slice(0, 10)).padEnd(12)}${String(r.tasks).padStart(6)}  ${percent(p1).padEnd(7)}${delta.padStart(7)}${pk}  ${who}`,
    )
  })
  const shifts = changePointLines(historyChangePoints(history), history.runs, 'terminal')
  if (shifts.length > 0) lines.push('', ...shifts)
  return `${lines.join('\n')}\n`
}

/** `▁▃▅█`: one bar per run, 0 to 100 %. */
export function sparkline(values: readonly number[]): string {
  const bars = '▁▂▃▄▅▆▇█'
  return values.map((v) => bars[Math.min(7, Math.max(0, Math.floor(v * 8)))]).join('')
}

/**
 * "Known flaky: 2 of the 3 moved tasks — fix-bug (flaky: passed and failed within 4 of 9 runs)":
 * which of the tasks that moved the ledger (built from the baseline's history) already marked.
 * Empty when none did.
 */
export function knownFlakyLine(
  tasks: readonly TaskComparison[],
  flaky: ReadonlyMap<string, LedgerEntry>,
): string {
  const moved = tasks.filter((t) => ['regressed', 'improved', 'dropped', 'rose'].includes(displayStatus(t)))
  const known = moved.filter((t) => flaky.has(t.taskId))
  if (known.length === 0) return ''
  const items = known.map((t) => {
    const e = flaky.get(t.taskId)!
    return `- ${escapeMarkdown(clip(t.taskName, MAX_NAME))} (${e.marks.join(', ')}: ${escapeMarkdown(e.evidence)})`
  })
  return `🎲 **Known flaky:** ${known.length} of the ${moved.length} task(s) that moved were already marked by the history of the base branch:\n\n${items.join('\n')}`
}

function runLabel(r: HistoryRun, index: number, shown: number): string {
  const commit = r.commit && /^[0-9a-f]{7,}$/i.test(r.commit) ? r.commit.slice(0, 7) : clip(r.run_id, 20)
  return `${index - shown + 1 === 0 ? 'latest' : `${index - shown + 1}`} ${commit}`
}

function pointsOf(r: HistoryRun, k: number): string {
  return (Math.round((r.pass_at_k[String(k)] ?? 0) * 1000) / 10).toFixed(1)
}

function maxK(r: HistoryRun): number {
  return Math.max(0, ...Object.keys(r.pass_at_k).map(Number))
}

/** `helios history --tasks`: the ledger as aligned text, marked tasks first. */
export function ledgerTerminal(entries: readonly LedgerEntry[], runs: number): string {
  if (entries.length === 0) return 'No task in the history yet.\n'
  const marked = entries.filter((e) => e.marks.length > 0).length
  const lines = [
    `Flaky-task ledger over ${runs} kept run(s): ${marked} of ${entries.length} task(s) marked (oracle stability: not recorded in the history)`,
    `${'task'.padEnd(32)}${'runs'.padStart(5)}${'pass rate'.padStart(11)}${'per run'.padStart(12)}${'errors'.padStart(8)}  mark`,
  ]
  for (const e of entries) {
    const rate = e.passRate === null ? '-' : percent(e.passRate)
    const spread =
      e.minRunRate === null ? '-' : `${Math.round(e.minRunRate * 100)}–${Math.round(e.maxRunRate! * 100)}%`
    const mark = e.marks.length > 0 ? `${e.marks.join(', ')}: ${e.evidence}` : '-'
    lines.push(
      `${escapeTerminal(clip(e.name, 31)).padEnd(32)}${String(e.runs).padStart(5)}${rate.padStart(11)}${spread.padStart(12)}${String(e.errors).padStart(8)}  ${escapeTerminal(mark)}`,
    )
  }
  return `${lines.join('\n')}\n`
}
