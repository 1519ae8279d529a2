// The live progress line of `helios batch` and `helios check`, as pure functions: the estimate of
// the time left, the line at a given terminal width, and the escape sequence that redraws it.

export interface ProgressCounts {
  done: number
  total: number
  passed: number
  failed: number
  errors: number
  elapsedSec: number
  /** Seconds left (etaSec); null while unknown. */
  etaSec: number | null
  /** The task check's phase (`oracle`, `nop`), first on the line. */
  phase?: string
}

/** At least this many columns: the full form; fewer: the compact one. */
export const FULL_COLUMNS = 80
/** The bar is drawn only when this many cells fit; it never grows past MAX_BAR. */
const MIN_BAR = 6
const MAX_BAR = 40
/** Without a terminal width (a log file): the bar's cells. */
const PLAIN_BAR = 24

export interface EtaInput {
  total: number
  done: number
  /** Durations in seconds of the finished attempts that reached a verdict (passed or failed). */
  verdictSec: readonly number[]
  /** Seconds each attempt running now has run. */
  runningSec: readonly number[]
  /** Attempts that run at once (the most seen running together). */
  slots: number
}

/**
 * Seconds until the last attempt finishes, from the finished attempts: the attempts not finished
 * take the mean duration of those that reached a verdict (a running one, what it has left of it),
 * shared among the slots. Null while no attempt reached a verdict: an errored attempt's duration
 * (often an instant refusal) says nothing about how long a real one takes.
 */
export function etaSec(x: EtaInput): number | null {
  const left = x.total - x.done
  if (left <= 0) return 0
  if (x.verdictSec.length === 0) return null
  const mean = x.verdictSec.reduce((a, b) => a + b, 0) / x.verdictSec.length
  const running = x.runningSec.slice(0, left)
  const queued = left - running.length
  const work = queued * mean + running.reduce((sum, sec) => sum + Math.max(0, mean - sec), 0)
  return work / Math.max(1, Math.min(x.slots, left))
}

/**
 * The progress line, never wider than `columns - 1` (so a redraw never wraps). From 80 columns:
 * `4/10 Passed: 3 | Failed: 1 | Errors: 0 ━━━━━━──── 00:45 elapsed · ETA 01:10`; narrower:
 * `4/10 ✓3 ✗1 err 0 ━━━━── 00:45 ETA 01:10`; the bar, the ETA and the counts are left out in turn
 * when there is no room for them.
 * Without `columns` (not a terminal): the full form with a bar of fixed width.
 */
export function progressLine(c: ProgressCounts, columns?: number): string {
  const eta = c.etaSec === null ? '--:--' : clock(Math.ceil(c.etaSec))
  const full = columns === undefined || columns >= FULL_COLUMNS
  const phase = c.phase === undefined ? '' : `${c.phase} `
  const head = full
    ? `${phase}${c.done}/${c.total} Passed: ${c.passed} | Failed: ${c.failed} | Errors: ${c.errors}`
    : `${phase}${c.done}/${c.total} ✓${c.passed} ✗${c.failed} err ${c.errors}`
  const time = full ? `${clock(c.elapsedSec)} elapsed · ETA ${eta}` : `${clock(c.elapsedSec)} ETA ${eta}`
  if (columns === undefined) return `${head} ${bar(c, PLAIN_BAR)} ${time}`
  const room = columns - 1 - width(head) - width(time) - 2
  if (room >= MIN_BAR) return `${head} ${bar(c, Math.min(room, MAX_BAR))} ${time}`
  // Narrower still: lose the ETA, then the counts, before the clock is ever cut.
  const forms = [
    `${head} ${time}`,
    `${head} ${clock(c.elapsedSec)}`,
    `${phase}${c.done}/${c.total} ${clock(c.elapsedSec)}`,
  ]
  return cut(forms.find((form) => width(form) <= columns - 1) ?? forms.at(-1)!, columns - 1)
}

/**
 * A plain line for a log (stdout is not a terminal), printed every so often so a long run shows
 * it is alive: `progress: 4/10 attempts finished (3 passed, 1 failed, 0 errors), 00:45 elapsed, ETA 01:10`.
 */
export function periodicLine(c: ProgressCounts): string {
  const eta = c.etaSec === null ? 'ETA unknown' : `ETA ${clock(Math.ceil(c.etaSec))}`
  const phase = c.phase === undefined ? '' : ` (${c.phase})`
  return `progress${phase}: ${c.done}/${c.total} attempts finished (${c.passed} passed, ${c.failed} failed, ${c.errors} errors), ${clock(c.elapsedSec)} elapsed, ${eta}`
}

/**
 * What to write before a redraw: back to the line's start and clear it. When the terminal narrowed
 * since the last draw, the old line now fills several rows (terminals rewrap on resize: tmux, VTE,
 * iTerm2, Windows Terminal), so go up to its first row and clear from there down.
 */
export function redrawPrefix(previousWidth: number, columns: number): string {
  if (previousWidth === 0) return '\r'
  const rows = Math.max(1, Math.ceil(previousWidth / Math.max(1, columns)))
  return rows > 1 ? `\r\x1b[${rows - 1}A\x1b[J` : '\r\x1b[2K'
}

export function clock(sec: number): string {
  const s = Math.max(0, Math.floor(sec))
  const hh = Math.floor(s / 3600)
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0')
  const ss = String(s % 60).padStart(2, '0')
  return hh > 0 ? `${hh}:${mm}:${ss}` : `${mm}:${ss}`
}

/** Columns a line takes: one per code point (━, ✓ and ✗ are one column wide). */
export function width(text: string): number {
  return [...text].length
}

function bar(c: ProgressCounts, cells: number): string {
  const filled = c.total === 0 ? cells : Math.min(cells, Math.round((c.done / c.total) * cells))
  return '━'.repeat(filled) + '─'.repeat(cells - filled)
}

function cut(text: string, max: number): string {
  const chars = [...text]
  return chars.length <= max ? text : chars.slice(0, Math.max(0, max)).join('')
}
