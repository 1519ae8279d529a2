// Boxes and the progress line the CLI draws, as pure string functions (tested without a TTY).
import type { Usage } from '../results/usage.js'
import type { InvalidTask, TaskWarning } from '../task/types.js'
import { groupWarnings, skippedFoldersText, warningGroupText } from '../task/warning-groups.js'
import { escapeTerminal } from '../report/escape.js'

/**
 * A rounded box with a centred title, Helios-style. Width adapts to the longest line; given the
 * terminal's columns, longer lines wrap inside the box, so the terminal never wraps the box.
 */
export function box(title: string, lines: string[], columns?: number): string {
  // Content width: the box's 4 border columns, and one spare so no line ends in the last column.
  const limit = columns === undefined ? Infinity : Math.max(columns - 5, title.length + 2, 10)
  const fitted = lines.flatMap((line) => wrapLine(line, limit))
  const inner = Math.min(Math.max(title.length + 4, ...fitted.map((l) => width(l) + 2), 40), limit + 2)
  const left = Math.floor((inner - title.length - 2) / 2)
  const right = inner - title.length - 2 - left
  const top = `╭${'─'.repeat(left)} ${title} ${'─'.repeat(right)}╮`
  const body = fitted.map((l) => `│ ${l}${' '.repeat(inner - 2 - width(l))} │`)
  return [top, ...body, `╰${'─'.repeat(inner)}╯`].join('\n')
}

/** Columns a line takes (one per code point: the box holds no wide characters). */
function width(text: string): number {
  return [...text].length
}

/**
 * `line` in pieces of at most `limit` columns, split at spaces (a longer word is cut); the pieces
 * after the first are indented by two.
 */
export function wrapLine(line: string, limit: number): string[] {
  if (width(line) <= limit) return [line]
  const pieces: string[] = []
  let current = ''
  const room = () => (pieces.length === 0 ? limit : limit - 2)
  for (const word of line.split(' ')) {
    const candidate = current === '' ? word : `${current} ${word}`
    if (width(candidate) <= room()) {
      current = candidate
      continue
    }
    if (current !== '') pieces.push(current)
    let rest = [...word]
    while (rest.length > room()) {
      const cut = room()
      pieces.push(rest.slice(0, cut).join(''))
      rest = rest.slice(cut)
    }
    current = rest.join('')
  }
  if (current !== '') pieces.push(current)
  return pieces.map((piece, i) => (i === 0 ? piece : `  ${piece}`))
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

/** `Tokens: 12,400 in (2,000 cached) · 800 out · 6 turns · $0.0493` */
export function usageLine(usage: Usage): string {
  const n = (x: number) => x.toLocaleString('en-US')
  const cost = usage.cost_usd === null ? 'cost unknown' : `$${usage.cost_usd.toFixed(4)}`
  return `Tokens: ${n(usage.input_tokens)} in (${n(usage.cached_input_tokens)} cached) · ${n(usage.output_tokens)} out · ${n(usage.turns)} turns · ${cost}`
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
  sampledOut?: number
}): string {
  const parts = [`${found.tasks.length} planned`, `${found.invalid.length} invalid`]
  if (found.sampledOut) parts.push(`${found.sampledOut} left out by the sample`)
  if (found.warnings.length > 0) parts.push(`${found.warnings.length} warning(s)`)
  if (found.skipped?.length) parts.push(`${found.skipped.length} folder(s) without task.toml skipped`)
  return parts.join(', ')
}

/** Tasks the sampling flags left out: said, so a smaller run never looks like the whole suite. */
export function sampledOutLine(count: number): string {
  return `${count} task(s) left out by --max-samples/--sample (not run)`
}

export function invalidTaskLine(invalid: InvalidTask): string {
  const where = [invalid.file, invalid.field].filter(Boolean).map((s) => escapeTerminal(s ?? ''))
  return `invalid task ${escapeTerminal(invalid.relative_dir)}: ${[...where, escapeTerminal(invalid.message)].join(': ')}`
}
