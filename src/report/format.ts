// Number formatting shared by the markdown and terminal renderers.

import type { TaskComparison, TaskSide } from '../results/compare.js'

export function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`
}

/** Signed percentage points: "+3.0", "−8.0", "0.0" (a real minus sign, as typeset). */
export function signedPoints(fraction: number): string {
  const value = Math.round(fraction * 1000) / 10
  if (value === 0) return '0.0'
  return `${value > 0 ? '+' : '−'}${Math.abs(value).toFixed(1)}`
}

/** "2/3", with errored attempts called out: "1/3 (1 err)". */
export function countCell(side: TaskSide | null): string {
  if (side === null) return '—'
  const errors = side.errors > 0 ? ` (${side.errors} err)` : ''
  return `${side.successes}/${side.n}${errors}`
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
  'new',
  'rose',
  'improved',
  'unchanged',
]

/** A task worth a reviewer's eye: any status but unchanged. */
export function isNotable(t: TaskComparison): boolean {
  return displayStatus(t) !== 'unchanged'
}

/** Notable tasks first (regressed, errored, changed, removed, new, improved, then by Δ), the rest by name. */
export function splitRows(tasks: readonly TaskComparison[]): {
  changed: TaskComparison[]
  rest: TaskComparison[]
} {
  const changed: TaskComparison[] = []
  const rest: TaskComparison[] = []
  for (const t of tasks) (isNotable(t) ? changed : rest).push(t)
  const rank = (t: TaskComparison): number => DISPLAY_ORDER.indexOf(displayStatus(t))
  changed.sort((a, b) => rank(a) - rank(b) || (a.delta ?? 0) - (b.delta ?? 0) || byName(a, b))
  rest.sort(byName)
  return { changed, rest }
}

function byName(a: TaskComparison, b: TaskComparison): number {
  if (a.taskName !== b.taskName) return a.taskName < b.taskName ? -1 : 1
  return a.taskId < b.taskId ? -1 : a.taskId > b.taskId ? 1 : 0
}
