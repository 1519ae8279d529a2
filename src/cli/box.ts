// Boxes and the progress line the CLI draws, as pure string functions (tested without a TTY).
import type { RunSummary } from '../results/types.js'
import type { Usage } from '../results/usage.js'
import type { InvalidTask, TaskWarning } from '../task/types.js'
import { groupWarnings, skippedFoldersText, warningGroupText } from '../task/warning-groups.js'
import { escapeTerminal } from '../report/escape.js'
import { percent } from '../report/format.js'

/** A rounded box with a centred title, Helios-style. Width adapts to the longest line. */
export function box(title: string, lines: string[]): string {
  const inner = Math.max(title.length + 4, ...lines.map((l) => l.length + 2), 40)
  const left = Math.floor((inner - title.length - 2) / 2)
  const right = inner - title.length - 2 - left
  const top = `╭${'─'.repeat(left)} ${title} ${'─'.repeat(right)}╮`
  const body = lines.map((l) => `│ ${l.padEnd(inner - 2)} │`)
  return [top, ...body, `╰${'─'.repeat(inner)}╯`].join('\n')
}

export function headerBox(o: {
  tasks: number
  invalid: number
  concurrency: number
  attempts: number
  model: string | null
  agent: string
  output: string
  /** A bench config's run: its label, and its attempts when tasks have their own. */
  label?: string
  total?: number
}): string {
  const lines = [
    ...(o.label ? [`▸ Label        ${o.label}`] : []),
    `▸ Tasks        ${o.tasks} discovered${o.invalid ? `, ${o.invalid} invalid` : ''}`,
    `▸ Agent        ${o.agent}${o.model ? ` · ${o.model}` : ''}`,
    `▸ Concurrency  ${o.concurrency} workers`,
    `▸ Attempts     ${o.attempts} per task (pass@${o.attempts})`,
    `▸ Total runs   ${o.total ?? o.tasks * o.attempts}`,
    `▸ Output       ${o.output}`,
  ]
  return box('☀ HELIOS · Batch Mode', lines)
}

export function resultsBox(summary: RunSummary): string {
  const t = summary.totals
  const k = String(summary.attempts)
  const solved = summary.tasks.filter((task) => task.successes > 0).length
  const lines = [
    `pass@${k}: ${percent(t.pass_at_k[k] ?? 0)} (${solved}/${t.tasks} tasks)`,
    ...(summary.attempts > 1 ? [`pass@1: ${percent(t.pass_at_k['1'] ?? 0)}`] : []),
    `Raw: ${t.passed}/${t.attempts} (${percent(t.raw_pass_rate)})`,
    `Failed: ${t.failed}   Errors: ${t.errors}${t.invalid_tasks ? `   Invalid tasks: ${t.invalid_tasks}` : ''}`,
    `Mean reward: ${t.mean_reward.toFixed(3)}`,
    ...(t.usage ? [usageLine(t.usage)] : []),
    `Duration: ${summary.duration_sec.toFixed(1)}s`,
    ...(summary.stopped ? [stoppedLine(summary.stopped)] : []),
  ]
  return box('Batch Results', lines)
}

/** `Stopped: 2 attempt(s) not started: model API: authentication failed …` */
export function stoppedLine(stopped: NonNullable<RunSummary['stopped']>): string {
  return `Stopped: ${stopped.not_started.length} attempt(s) not started: ${escapeTerminal(stopped.reason)}`
}

/** `Tokens: 12,400 in (2,000 cached) · 800 out · 6 turns · $0.0493` */
export function usageLine(usage: Usage): string {
  const n = (x: number) => x.toLocaleString('en-US')
  const cost = usage.cost_usd === null ? 'cost unknown' : `$${usage.cost_usd.toFixed(4)}`
  return `Tokens: ${n(usage.input_tokens)} in (${n(usage.cached_input_tokens)} cached) · ${n(usage.output_tokens)} out · ${n(usage.turns)} turns · ${cost}`
}

export interface ProgressCounts {
  done: number
  total: number
  passed: number
  failed: number
  errors: number
  elapsedSec: number
}

/** `4/10 Passed: 3 | Failed: 1 | Errors: 0 ━━━━━━──── 00:45` */
export function progressLine(c: ProgressCounts, width = 24): string {
  const filled = c.total === 0 ? width : Math.round((c.done / c.total) * width)
  const bar = '━'.repeat(filled) + '─'.repeat(width - filled)
  return `${c.done}/${c.total} Passed: ${c.passed} | Failed: ${c.failed} | Errors: ${c.errors} ${bar} ${clock(c.elapsedSec)}`
}

export function clock(sec: number): string {
  const s = Math.floor(sec)
  const hh = Math.floor(s / 3600)
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0')
  const ss = String(s % 60).padStart(2, '0')
  return hh > 0 ? `${hh}:${mm}:${ss}` : `${mm}:${ss}`
}

/** One line per distinct warning: `warning: task.toml: metadata.x: ignored … (50 tasks, e.g. a, b)`. */
export function taskWarningLines(warnings: readonly TaskWarning[]): string[] {
  return groupWarnings(warnings).map((group) => `warning: ${escapeTerminal(warningGroupText(group))}`)
}

/** `warning: 1 folder holds no task.toml, …`, or null when discovery passed over no folder. */
export function skippedFoldersLine(skipped: readonly string[]): string | null {
  return skipped.length === 0 ? null : `warning: ${skippedFoldersText(skipped.map(escapeTerminal))}`
}

/** "12 planned, 1 invalid, 2 warnings": the count line under the task lines. */
export function discoveryCountLine(found: {
  tasks: unknown[]
  invalid: unknown[]
  warnings: unknown[]
  skipped?: readonly string[]
}): string {
  const parts = [`${found.tasks.length} planned`, `${found.invalid.length} invalid`]
  if (found.warnings.length > 0) parts.push(`${found.warnings.length} warning(s)`)
  if (found.skipped?.length) parts.push(`${found.skipped.length} folder(s) without task.toml skipped`)
  return parts.join(', ')
}

export function invalidTaskLine(invalid: InvalidTask): string {
  const where = [invalid.file, invalid.field].filter(Boolean).map((s) => escapeTerminal(s ?? ''))
  return `invalid task ${escapeTerminal(invalid.relative_dir)}: ${[...where, escapeTerminal(invalid.message)].join(': ')}`
}
