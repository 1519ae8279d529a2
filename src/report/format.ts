// Number formatting shared by the markdown and terminal renderers.

import type { TaskComparison, TaskSide } from '../results/compare.js'
// signedPoints lives in results/ (the comparison's sentences use it too; results never import report/).
import { signedPoints } from '../results/points.js'
import { validAttempts } from '../results/valid-attempts.js'

export function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`
}

export { signedPoints }

/**
 * "2/3": passes of the non-errored attempts (the attempts the Δ column uses), with the errored
 * ones called out apart: "2/2 +1 err".
 */
export function countCell(side: TaskSide | null): string {
  if (side === null) return '—'
  const errors = side.errors > 0 ? ` +${side.errors} err` : ''
  return `${side.successes}/${validAttempts(side)}${errors}`
}

/** "93%": a task's probability that its pass rate fell. */
export function chance(probability: number): string {
  const value = Math.round(probability * 100)
  return value >= 100 ? '> 99%' : `${value}%`
}

export function deltaCell(delta: number | null): string {
  return delta === null ? '—' : signedPoints(delta)
}

/** "+0.125", "−0.300": a signed difference of plain numbers (mean reward). */
export function signedDecimal(value: number): string {
  const rounded = Math.round(value * 1000) / 1000
  if (rounded === 0) return '0.000'
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(3)}`
}

/**
 * The one status a task shows everywhere (table, counts line, collapsed section): the compare
 * label, or for an unlabelled task whether its pass rate moved (a move one task's attempts cannot
 * tell from noise), errored, or stayed.
 */
export type DisplayStatus = TaskComparison['change'] | 'dropped' | 'rose' | 'errored'

export function displayStatus(t: TaskComparison): DisplayStatus {
  if (t.change !== 'unchanged') return t.change
  if (t.delta !== null && t.delta < 0) return 'dropped'
  if (t.delta !== null && t.delta > 0) return 'rose'
  return t.errored ? 'errored' : 'unchanged'
}

export const DISPLAY_ORDER: readonly DisplayStatus[] = [
  'regressed',
  'dropped',
  'errored',
  'changed',
  'removed',
  'not-run',
  'new',
  'rose',
  'improved',
  'unchanged',
]

/**
 * A task worth a reviewer's eye: labelled, a suspect, errored, changed, removed or new. A move its
 * own attempts cannot tell from noise (▼ dropped, ▲ rose) is not, unless it is a suspect.
 */
export function isNotable(t: TaskComparison): boolean {
  const status = displayStatus(t)
  return t.suspect || (status !== 'unchanged' && status !== 'dropped' && status !== 'rose')
}

/**
 * Notable tasks first (regressed, then suspects most likely first, then errored, changed, removed,
 * new, improved, then by Δ), the rest (unchanged, dropped, rose) by name.
 */
export function splitRows(tasks: readonly TaskComparison[]): {
  changed: TaskComparison[]
  rest: TaskComparison[]
} {
  const changed: TaskComparison[] = []
  const rest: TaskComparison[] = []
  for (const t of tasks) (isNotable(t) ? changed : rest).push(t)
  const rank = (t: TaskComparison): number =>
    t.change === 'regressed' ? 0 : t.suspect ? 1 : 1 + DISPLAY_ORDER.indexOf(displayStatus(t))
  changed.sort(
    (a, b) =>
      rank(a) - rank(b) || (b.fell ?? 0) - (a.fell ?? 0) || (a.delta ?? 0) - (b.delta ?? 0) || byName(a, b),
  )
  rest.sort(byName)
  return { changed, rest }
}

function byName(a: TaskComparison, b: TaskComparison): number {
  if (a.taskName !== b.taskName) return a.taskName < b.taskName ? -1 : 1
  return a.taskId < b.taskId ? -1 : a.taskId > b.taskId ? 1 : 0
}
