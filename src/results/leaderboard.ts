// The leaderboard: several labels' runs of one benchmark (models, agents) side by side. The best
// row is marked, and every other row is compared with it by the gate's own comparison (paired over
// the tasks both ran), so "significantly worse" means what a failing PR gate means. Pure.
import { GATE_SETTINGS } from '../settings/gate.js'
import { commonK, compareRuns } from './compare.js'
import { pairedBootstrap, type Interval } from './stats.js'
import type { RunSummary } from './types.js'

export interface LeaderboardEntry {
  label: string
  summary: RunSummary
}

export interface LeaderboardOptions {
  /** The k rows are ranked and tested on (default 1; lowered to what every run has, with a warning). */
  k?: number
  confidence?: number
  minEffect?: number
}

export interface VersusBest {
  /** Tasks both ran (same name and checksum) whose attempts entered the comparison. */
  pairedTasks: number
  /** pass@k of this row minus the best's, over the paired tasks. */
  delta: number
  low: number
  high: number
  /** The gate would fail this row against the best. */
  worse: boolean
}

export interface LeaderboardRow {
  label: string
  agent: string
  model: string | null
  tasks: number
  attempts: number
  /** pass@1 over tasks, with a bootstrap interval over tasks at `confidence`. */
  passAt1: Interval
  /** At the board's k. */
  passAtK: number
  passHatK: number
  meanReward: number
  errors: number
  /** Input + output tokens; null when no attempt reported usage. */
  tokens: number | null
  costUsd: number | null
  /** Cost ÷ passed attempts; null when the cost is unknown or nothing passed. */
  costPerSolvedUsd: number | null
  best: boolean
  /** Null for the best row. */
  versusBest: VersusBest | null
}

export interface MatrixRow {
  taskName: string
  /** Per board row (same order): successes of attempts, or null when that run lacks the task. */
  cells: ({ successes: number; n: number; changed: boolean } | null)[]
}

export interface Leaderboard {
  k: number
  confidence: number
  rows: LeaderboardRow[]
  /** Tasks × rows, by task folder (a checksum that differs from the first run's is marked changed). */
  matrix: MatrixRow[]
  warnings: string[]
}

export class LeaderboardError extends Error {
  override readonly name = 'LeaderboardError'
}

const BOOTSTRAP_SAMPLES = 2000
const SEED = 0x1ead

export function buildLeaderboard(
  entries: readonly LeaderboardEntry[],
  opts: LeaderboardOptions = {},
): Leaderboard {
  if (entries.length < 2)
    throw new LeaderboardError(`a leaderboard needs at least two runs, got ${entries.length}`)
  const seen = new Set<string>()
  for (const { label } of entries) {
    if (seen.has(label))
      throw new LeaderboardError(`label '${label}' is given twice: each run needs its own label`)
    seen.add(label)
  }
  const confidence = opts.confidence ?? GATE_SETTINGS.confidence.default
  const warnings: string[] = []
  const fewest = entries.reduce((a, b) => (b.summary.attempts < a.summary.attempts ? b : a)).summary
  const { k, warning } = commonK(opts.k ?? GATE_SETTINGS.k.default, fewest, fewest)
  if (warning !== null) warnings.push(warning.replace('this run', `run '${labelOf(entries, fewest)}'`))

  const ranked = [...entries].sort(
    (a, b) =>
      curveAt(b.summary.totals.pass_at_k, k) - curveAt(a.summary.totals.pass_at_k, k) ||
      b.summary.totals.mean_reward - a.summary.totals.mean_reward ||
      (a.label < b.label ? -1 : 1),
  )
  const best = ranked[0]!
  const rows = ranked.map((entry): LeaderboardRow => {
    const { summary } = entry
    const totals = summary.totals
    const usage = totals.usage ?? null
    const perTask = Float64Array.from(summary.tasks, (t) => t.successes / t.n)
    const [passAt1] = pairedBootstrap([perTask], BOOTSTRAP_SAMPLES, confidence, SEED)
    const isBest = entry === best
    return {
      label: entry.label,
      agent: summary.agent,
      model: summary.model,
      tasks: totals.tasks,
      attempts: summary.attempts,
      passAt1: { ...passAt1!, estimate: curveAt(totals.pass_at_k, 1) },
      passAtK: curveAt(totals.pass_at_k, k),
      passHatK: curveAt(totals.pass_hat_k, k),
      meanReward: totals.mean_reward,
      errors: totals.errors,
      tokens: usage === null ? null : usage.input_tokens + usage.output_tokens,
      costUsd: usage?.cost_usd ?? null,
      costPerSolvedUsd:
        usage?.cost_usd === null || usage?.cost_usd === undefined || totals.passed === 0
          ? null
          : usage.cost_usd / totals.passed,
      best: isBest,
      versusBest: isBest ? null : versus(best.summary, summary, k, confidence, opts.minEffect),
    }
  })
  for (const row of rows)
    if (row.versusBest !== null && row.versusBest.pairedTasks === 0)
      warnings.push(`'${row.label}' shares no task with '${best.label}': it cannot be compared with the best`)
  return { k, confidence, rows, matrix: matrixOf(ranked), warnings }
}

function versus(
  best: RunSummary,
  other: RunSummary,
  k: number,
  confidence: number,
  minEffect?: number,
): VersusBest {
  const comparison = compareRuns(best, other, {
    k,
    confidence,
    ...(minEffect === undefined ? {} : { minEffect }),
  })
  const delta = comparison.passAtK
  return {
    pairedTasks: comparison.pairedTasks,
    delta: delta?.delta ?? 0,
    low: delta?.low ?? 0,
    high: delta?.high ?? 0,
    worse: comparison.gate.regression,
  }
}

function matrixOf(ranked: readonly LeaderboardEntry[]): MatrixRow[] {
  // By task folder, which one benchmark keeps unique even where two tasks share a name; the first
  // (best-ranked) run that has a task sets the checksum the others are held against.
  const first = new Map<string, { name: string; checksum: string }>()
  for (const { summary } of ranked)
    for (const task of summary.tasks)
      if (!first.has(task.task_path))
        first.set(task.task_path, { name: task.task_name, checksum: task.task_checksum })
  const byPath = ranked.map(({ summary }) => new Map(summary.tasks.map((t) => [t.task_path, t])))
  return [...first.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, { name, checksum }]) => ({
      taskName: name,
      cells: byPath.map((tasks) => {
        const task = tasks.get(path)
        return task === undefined
          ? null
          : { successes: task.successes, n: task.n, changed: task.task_checksum !== checksum }
      }),
    }))
}

function curveAt(curve: Record<string, number>, k: number): number {
  return curve[String(k)] ?? 0
}

function labelOf(entries: readonly LeaderboardEntry[], summary: RunSummary): string {
  return entries.find((e) => e.summary === summary)!.label
}
