// The top of report.html, what a reader opens it for: the verdict banner (the PR comment's mark and
// its one sentence), base vs head for each pass@k with Δ and its interval, and the regressed and
// likely-fallen tasks with their cells and the tests that flipped. Pure.
import type { Comparison, TaskComparison } from '../../results/compare.js'
import type { RunSummary } from '../../results/types.js'
import { chance, countCell, deltaCell, percent, signedDecimal, signedPoints } from '../format.js'
import { VERDICT_ICON, verdictTone, type VerdictTone } from '../verdict-tone.js'
import { escapeWords } from './escape-html.js'
import { flipsHtml } from './verifier-html.js'

/** Rows of the regressions table; the rest are in the task table below. */
export const MAX_REGRESSION_ROWS = 50

export function verdictBanner(summary: RunSummary, comparison: Comparison | null): string {
  const tone = comparison === null ? 'neutral' : verdictTone(comparison)
  const sentence =
    comparison === null
      ? `pass@1 ${percent(summary.totals.pass_at_k['1'] ?? 0)} over ${summary.totals.tasks} task(s); no baseline to compare with.`
      : comparison.verdict
  const title = `Helios report: ${summary.label}`
  return `<header id="verdict" class="banner ${tone}">${toneIcon(tone)}<div><h1>${escapeWords(title)}</h1><p class="sentence">${escapeWords(sentence)}</p></div></header>`
}

// Drawn, not an emoji: a browser without an emoji font (headless Chromium on a server) shows the
// same mark. Its label is the PR comment's emoji.
const MARKS: Record<VerdictTone, string> = {
  failure: '<path d="M8 8l8 8M16 8l-8 8"/>',
  warning: '<path d="M12 6v7M12 17v.5"/>',
  success: '<path d="M7 12.5l3.5 3.5L17 8.5"/>',
  neutral: '<path d="M12 11v6M12 7v.5"/>',
}

function toneIcon(tone: VerdictTone): string {
  return `<svg class="icon" role="img" aria-label="${VERDICT_ICON[tone]} ${tone}" viewBox="0 0 24 24" width="32" height="32"><circle cx="12" cy="12" r="11"/><g fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round">${MARKS[tone]}</g></svg>`
}

/** Base, head, Δ and its interval per pass@j; head alone without a baseline. */
export function headlineTable(summary: RunSummary, comparison: Comparison | null): string {
  if (comparison === null || comparison.base === null) {
    const ks = Object.keys(summary.totals.pass_at_k)
      .map(Number)
      .sort((a, b) => a - b)
    const rows = ks.map(
      (k) =>
        `<tr><th scope="row">pass@${k}</th><td class="num">${percent(summary.totals.pass_at_k[String(k)]!)}</td></tr>`,
    )
    return `<div class="scroll"><table id="headline"><caption>over ${summary.totals.tasks} tasks</caption><tr><th>Metric</th><th>Head</th></tr>${rows.join('')}</table></div>`
  }
  const f = comparison.figures
  if (f.tasks === 0) return '<p id="headline">No task could be compared: no pass@k to show.</p>'
  const conf = `${Math.round(comparison.options.confidence * 1000) / 10}% CI`
  const rows: string[] = []
  for (let j = 1; j <= f.maxK; j++) {
    const figure = f.passAtK[String(j)]
    if (figure === undefined || figure.base === null) continue
    const d = comparison.passAtKDeltas[String(j)]
    const over = (f.tasksAt[String(j)] ?? f.tasks) < f.tasks ? ` (${f.tasksAt[String(j)]} of ${f.tasks})` : ''
    rows.push(
      metricRow(
        `pass@${j}${over}`,
        percent(figure.base),
        percent(figure.head),
        figure.head - figure.base,
        d,
        signedPoints,
        ' pts',
      ),
    )
  }
  const reward = comparison.meanReward
  if (reward !== null)
    rows.push(
      metricRow(
        'mean reward',
        reward.base.toFixed(3),
        reward.head.toFixed(3),
        reward.delta,
        reward,
        signedDecimal,
        '',
      ),
    )
  const head = `<caption>over ${f.tasks} compared tasks</caption><tr><th>Metric</th><th>Base</th><th>Head</th><th>Δ</th><th>${conf}</th></tr>`
  const k = comparison.options.k
  const note =
    f.maxK > k
      ? `<p class="note">Intervals up to pass@${k}, the gate's k, over every compared task; a row beyond it has none.</p>`
      : ''
  return `<div class="scroll"><table id="headline">${head}${rows.join('')}</table></div>${note}`
}

function metricRow(
  name: string,
  base: string,
  head: string,
  delta: number,
  interval: { low: number; high: number } | undefined,
  signed: (x: number) => string,
  unit: string,
): string {
  const ci = interval === undefined ? '—' : `${signed(interval.low)} to ${signed(interval.high)}`
  const tone = delta < 0 ? ' class="down"' : delta > 0 ? ' class="up"' : ''
  return `<tr${tone}><th scope="row">${name}</th><td class="num">${base}</td><td class="num">${head}</td><td class="num">${signed(delta)}${unit}</td><td class="num">${ci}</td></tr>`
}

export interface RegressionRow {
  t: TaskComparison
  /** The anchor of its drill-down (`task-<n>`). */
  anchor: string
}

/** The regressed and likely-fallen tasks, in the comment's order; nothing without a baseline. */
export function regressionsSection(comparison: Comparison | null, rows: readonly RegressionRow[]): string {
  if (comparison === null || comparison.base === null) return ''
  if (rows.length === 0)
    return '<section id="regressions"><h2>Regressed tasks</h2><p>No task regressed or likely fell.</p></section>'
  const shown = rows.slice(0, MAX_REGRESSION_ROWS)
  const body = shown.map(({ t, anchor }) => {
    const status = [
      t.change === 'regressed' ? '<span class="tag regressed">regressed</span>' : '',
      t.suspect ? `<span class="tag suspect">likely fell ${chance(t.fell ?? 0)}</span>` : '',
    ].join(' ')
    return `<tr class="regressed"><td><a href="#${anchor}">${escapeWords(t.taskName)}</a></td><td>${status}</td><td class="num">${countCell(t.base)}</td><td class="num">${countCell(t.head)}</td><td class="num">${deltaCell(t.delta)}</td><td>${flipsHtml(t.tests ?? null)}</td></tr>`
  })
  const more =
    rows.length > shown.length
      ? `<p class="note">${rows.length - shown.length} more in the task table below.</p>`
      : ''
  const head =
    '<tr><th>Task</th><th>Status</th><th>Base</th><th>Head</th><th>Δ pts</th><th>Tests that flipped</th></tr>'
  return `<section id="regressions"><h2>Regressed and likely fallen tasks (${rows.length})</h2>\n<div class="scroll"><table id="regressions-table">${head}${body.join('')}</table></div>${more}</section>`
}
