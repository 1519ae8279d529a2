// `helios compare` on a terminal: the same comparison as the PR comment, as aligned plain text.

import type { Comparison } from '../results/compare.js'
import { leftOutText } from '../results/verdict-text.js'
import type { RunTotals } from '../results/types.js'
import { clip, escapeTerminal } from './escape.js'
import {
  DISPLAY_ORDER,
  type DisplayStatus,
  chance,
  countCell,
  deltaCell,
  displayStatus,
  percent,
  signedPoints,
  splitRows,
} from './format.js'

export interface TerminalOptions {
  /** List unchanged tasks too (default: only tasks that changed). */
  all?: boolean
  /** Where the baseline came from (a pooled one says which runs), shown under the figures. */
  baselineNote?: string
}

export function renderTerminal(c: Comparison, opts: TerminalOptions = {}): string {
  const k = c.options.k
  const lines: string[] = [`Helios compare: ${escapeTerminal(c.head.label)}`, verdictLine(c)]
  const d = c.passAtK
  const over = `over ${c.figures.tasks} compared task(s)`
  if (d !== null) {
    const conf = `${Math.round(c.options.confidence * 1000) / 10}%`
    lines.push(
      `pass@${k}  ${percent(d.base)} -> ${percent(d.head)}  delta ${signedPoints(d.delta)} pts (${conf} CI ${signedPoints(d.low)} to ${signedPoints(d.high)}) ${over}`,
    )
  } else {
    const head = c.figures.passAtK[String(k)]
    if (head !== undefined && c.figures.tasks > 0) lines.push(`pass@${k}  ${percent(head.head)}  ${over}`)
  }
  const leftOut = leftOutText(c)
  if (leftOut !== null) {
    const reasons = c.leftOut.reasons
      .slice(0, 3)
      .map((r) => `${escapeTerminal(clip(r.reason, 60))} x${r.count}`)
    lines.push(`left out: ${leftOut}${reasons.length > 0 ? ` (errors: ${reasons.join(', ')})` : ''}`)
  }
  if (opts.baselineNote !== undefined) lines.push(`Baseline: ${escapeTerminal(opts.baselineNote)}`)
  if (c.suspects.length > 0) {
    const byId = new Map(c.tasks.map((t) => [t.taskId, t]))
    const named = c.suspects.map((id) => byId.get(id)!)
    const wrong = named.reduce((a, t) => a + 1 - (t.fell ?? 0), 0) / named.length
    const list = named.map((t) => `${escapeTerminal(clip(t.taskName, 60))} (${chance(t.fell ?? 0)})`)
    lines.push(`likely fell (about ${Math.round(wrong * 100)}% of these expected wrong): ${list.join(', ')}`)
  }
  const side = (r: Comparison['head']): string =>
    `agent ${escapeTerminal(clip(r.agent, 60))}, model ${escapeTerminal(clip(r.model ?? 'none', 60))}, ${r.attempts} attempt(s), ${r.totals.tasks} task(s), ${r.totals.errors} of ${r.totals.attempts} attempts errored${usageText(r.totals)}`
  if (c.base !== null) lines.push(`base: ${side(c.base)}`)
  lines.push(`head: ${side(c.head)}`)
  if (c.mismatches.length > 0) lines.push(`NOT LIKE WITH LIKE: ${escapeTerminal(c.mismatches.join('; '))}`)
  const tally = new Map<DisplayStatus, number>()
  for (const t of c.tasks) tally.set(displayStatus(t), (tally.get(displayStatus(t)) ?? 0) + 1)
  const counts =
    DISPLAY_ORDER.filter((key) => tally.has(key))
      .map((key) => `${tally.get(key)} ${statusWord(key)}`)
      .join(', ') + (c.counts.flaky > 0 ? ` (${c.counts.flaky} flaky)` : '')
  lines.push(`Tasks: ${counts}`, '')

  const { changed, rest } = splitRows(c.tasks)
  const shown = opts.all === true ? [...changed, ...rest] : changed
  if (shown.length > 0) {
    const rows = shown.map((t) => [
      statusWord(displayStatus(t)) +
        (t.suspect ? ` likely-fell ${chance(t.fell ?? 0)}` : '') +
        (t.flaky ? ' flaky' : '') +
        (t.errored && displayStatus(t) !== 'errored' ? ' errored' : ''),
      escapeTerminal(clip(t.taskName, 60)),
      countCell(t.base),
      countCell(t.head),
      deltaCell(t.delta),
    ])
    lines.push(...table(['STATUS', 'TASK', 'BASE', 'HEAD', 'DELTA'], rows))
  }
  const hidden = c.tasks.length - shown.length
  if (hidden > 0) lines.push(`(${hidden} task(s) unchanged or within noise not shown; --all lists them)`)
  return `${lines.join('\n')}\n`
}

/** "FAILURE: Regression: pass@1 fell …": the conclusion in capitals, then the verdict sentence. */
function verdictLine(c: Comparison): string {
  const inconclusive = c.conclusion === 'neutral' && c.gate.inconclusive !== null
  const flagged = c.conclusion === 'neutral' && !inconclusive && c.gate.flagged !== null
  const word = inconclusive ? 'INCONCLUSIVE' : flagged ? 'FLAGGED' : c.conclusion.toUpperCase()
  const verdict = inconclusive
    ? c.verdict.replace(/^Inconclusive: /, '')
    : flagged
      ? c.verdict.replace(/^Check the tasks: /, '')
      : c.verdict
  return `${word}: ${escapeTerminal(verdict)}`
}

/** A status as the terminal says it: `not run`, not its identifier. */
function statusWord(status: DisplayStatus): string {
  return status === 'not-run' ? 'not run' : status
}

function table(header: string[], rows: string[][]): string[] {
  const width = (s: string): number => [...s].length
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i]!))))
  const line = (cells: string[]): string =>
    cells
      .map((cell, i) =>
        i >= 2
          ? cell.padStart(widths[i]! + cell.length - width(cell))
          : cell.padEnd(widths[i]! + cell.length - width(cell)),
      )
      .join('  ')
      .trimEnd()
  return [line(header), ...rows.map(line)]
}

function usageText(t: RunTotals): string {
  if (!t.usage) return ''
  const tokens = (t.usage.input_tokens + t.usage.output_tokens).toLocaleString('en-US')
  const cost = t.usage.cost_usd === null ? '' : `, $${t.usage.cost_usd.toFixed(2)}`
  return `, ${tokens} tokens${cost}`
}
