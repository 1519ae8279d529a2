// Where a pass rate shifted in a label's history: for the suite and for each task, the one split
// of its runs (oldest first) into before and after that best explains the passes, tested against
// "no shift". Pure.
//
// The test: at each split, the binomial likelihood ratio of two rates against one (Cochran's G),
// divided by the quasi-binomial dispersion the two-rate fit leaves (runs of one nightly differ by
// more than their attempts' binomial noise: the model's own run-to-run drift), its χ²(1) tail
// multiplied by the number of splits tried (Bonferroni over the scan: conservative, analytic, so
// a long history can reach the tiny p a task-by-task correction needs). Tasks are then held to
// Benjamini–Hochberg at `falseDiscovery` over every task with a split to try.
import { chiSquareSurvival } from './chi-square.js'
import type { History } from './history.js'

/** Runs on each side of a split: a single odd run is an outlier, not a shift. */
export const MIN_RUNS_A_SIDE = 2
/** Non-errored attempts on each side of a split. */
export const MIN_ATTEMPTS_A_SIDE = 6
/** The suite's and the tasks' level (the tasks' false-discovery rate). */
export const CHANGE_POINT_LEVEL = 0.01

export interface RunCounts {
  runId: string
  date: string
  /** Non-errored attempts and their passes (0/0 when the task did not run). */
  n: number
  passes: number
}

export interface ChangePoint {
  /** The first run after the shift (index into the series, its id and date). */
  index: number
  runId: string
  date: string
  before: number
  after: number
  /** Bonferroni-adjusted over the splits tried. */
  p: number
  /** Runs before and after with at least one attempt. */
  runsBefore: number
  runsAfter: number
}

export interface TaskChangePoint extends ChangePoint {
  taskId: string
  taskName: string
}

export interface HistoryChangePoints {
  suite: ChangePoint | null
  /** Shifts held at the false-discovery rate, largest move first. */
  tasks: TaskChangePoint[]
  /** Tasks with a split to try. */
  testedTasks: number
}

/** The best split of `series` and its p; null when no split has enough on both sides. */
export function bestSplit(series: readonly RunCounts[]): ChangePoint | null {
  const ran = series.map((r, i) => ({ ...r, i })).filter((r) => r.n > 0)
  const splits: { at: number; g: number; before: number; after: number }[] = []
  let leftN = 0
  let leftPasses = 0
  const totalN = ran.reduce((s, r) => s + r.n, 0)
  const totalPasses = ran.reduce((s, r) => s + r.passes, 0)
  for (let j = 1; j < ran.length; j++) {
    leftN += ran[j - 1]!.n
    leftPasses += ran[j - 1]!.passes
    const rightN = totalN - leftN
    if (j < MIN_RUNS_A_SIDE || ran.length - j < MIN_RUNS_A_SIDE) continue
    if (leftN < MIN_ATTEMPTS_A_SIDE || rightN < MIN_ATTEMPTS_A_SIDE) continue
    const g =
      2 *
      (logLikelihood(leftPasses, leftN) +
        logLikelihood(totalPasses - leftPasses, rightN) -
        logLikelihood(totalPasses, totalN))
    splits.push({ at: j, g, before: leftPasses / leftN, after: (totalPasses - leftPasses) / rightN })
  }
  if (splits.length === 0) return null
  const best = splits.reduce((a, b) => (b.g > a.g ? b : a))
  const phi = dispersion(ran, best.at, best.before, best.after)
  const p = Math.min(1, splits.length * chiSquareSurvival(best.g / phi, 1))
  const first = ran[best.at]!
  return {
    index: first.i,
    runId: first.runId,
    date: first.date,
    before: best.before,
    after: best.after,
    p,
    runsBefore: best.at,
    runsAfter: ran.length - best.at,
  }
}

/** The suite's shift (pooled over its tasks) and each task's, from a history. */
export function historyChangePoints(history: History, level = CHANGE_POINT_LEVEL): HistoryChangePoints {
  const perTask = new Map<number, RunCounts[]>()
  const suite: RunCounts[] = history.runs.map((run, r) => {
    let n = 0
    let passes = 0
    for (const [index, tries, successes, errors = 0] of run.task_counts) {
      const series =
        perTask.get(index) ?? history.runs.map((x) => ({ runId: x.run_id, date: x.date, n: 0, passes: 0 }))
      series[r] = { ...series[r]!, n: tries - errors, passes: successes }
      perTask.set(index, series)
      n += tries - errors
      passes += successes
    }
    return { runId: run.run_id, date: run.date, n, passes }
  })
  const candidates: TaskChangePoint[] = []
  for (const [index, series] of perTask) {
    const split = bestSplit(series)
    const task = history.tasks[index]!
    if (split !== null) candidates.push({ ...split, taskId: task.id, taskName: task.name })
  }
  const suitePoint = bestSplit(suite)
  return {
    suite: suitePoint !== null && suitePoint.p <= level ? suitePoint : null,
    tasks: heldByBenjaminiHochberg(candidates, level).sort(
      (a, b) => Math.abs(b.after - b.before) - Math.abs(a.after - a.before) || a.p - b.p,
    ),
    testedTasks: candidates.length,
  }
}

function heldByBenjaminiHochberg<T extends { p: number }>(items: readonly T[], q: number): T[] {
  const sorted = [...items].sort((a, b) => a.p - b.p)
  let cut = 0
  sorted.forEach((item, i) => {
    if (item.p <= ((i + 1) / sorted.length) * q) cut = i + 1
  })
  return sorted.slice(0, cut)
}

function logLikelihood(passes: number, n: number): number {
  if (n === 0 || passes === 0 || passes === n) return 0
  const p = passes / n
  return passes * Math.log(p) + (n - passes) * Math.log(1 - p)
}

/**
 * Pearson's χ² of the two-rate fit over its degrees of freedom, at least 1: how much more the runs
 * differ than their attempts' binomial noise. Runs whose fitted rate is 0 or 1 add nothing.
 */
function dispersion(
  runs: readonly { n: number; passes: number }[],
  at: number,
  before: number,
  after: number,
): number {
  let chi = 0
  runs.forEach((r, i) => {
    const p = i < at ? before : after
    const variance = r.n * p * (1 - p)
    if (variance > 0) chi += (r.passes - r.n * p) ** 2 / variance
  })
  const df = runs.length - 2
  return df > 0 ? Math.max(1, chi / df) : 1
}
