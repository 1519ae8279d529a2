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

/** A task worth a reviewer's eye: anything but an unchanged, error-free task with the same pass rate. */
export function isNotable(t: TaskComparison): boolean {
  return t.change !== 'unchanged' || t.errored || (t.delta !== null && t.delta !== 0)
}

const RANK: Record<TaskComparison['change'], number> = {
  regressed: 0,
  changed: 2,
  removed: 3,
  new: 4,
  improved: 5,
  unchanged: 6,
}

/** Notable tasks first (regressed, errored, changed, removed, new, improved, then by Δ), the rest by name. */
export function splitRows(tasks: readonly TaskComparison[]): {
  changed: TaskComparison[]
  rest: TaskComparison[]
} {
  const changed: TaskComparison[] = []
  const rest: TaskComparison[] = []
  for (const t of tasks) (isNotable(t) ? changed : rest).push(t)
  const rank = (t: TaskComparison): number => (t.change === 'unchanged' && t.errored ? 1 : RANK[t.change])
  changed.sort((a, b) => rank(a) - rank(b) || (a.delta ?? 0) - (b.delta ?? 0) || byName(a, b))
  rest.sort(byName)
  return { changed, rest }
}

function byName(a: TaskComparison, b: TaskComparison): number {
  if (a.taskName !== b.taskName) return a.taskName < b.taskName ? -1 : 1
  return a.taskId < b.taskId ? -1 : a.taskId > b.taskId ? 1 : 0
}
