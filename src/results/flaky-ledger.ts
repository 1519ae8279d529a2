// The flaky-task ledger: per task of the newest run, its record over the runs the history kept
// (same task id, so the same task files: a changed or renamed task starts afresh). Pure.
//
// Marks (errored attempts are left out of every figure: an infrastructure hiccup is not an outcome):
//   - flaky: in at least one run the same agent on the same task both passed and failed. A
//     deterministic task and agent never do; one such run is proof, not a statistic.
//   - unstable: the pass rate differs between runs more than chance allows — Pearson's χ² test of
//     homogeneity over the runs' (passes, failures), p < UNSTABLE_P. Something changed between
//     runs (the agent, the model, the environment), so one run's result does not represent the task.
//     With few attempts per run the χ² p-value is approximate; the 1 % level keeps it conservative.
// Oracle stability (`helios check` / `mode: check`) is not part of this ledger: check results are
// uploaded by check runs, not by the report job, so the history never sees them.
import type { History } from './history.js'
import { homogeneityTest } from './chi-square.js'

export const UNSTABLE_P = 0.01

export type LedgerMark = 'flaky' | 'unstable'

export interface LedgerEntry {
  id: string
  name: string
  /** Kept runs the task (this id) ran in. */
  runs: number
  /** Non-errored attempts and how many passed, over those runs. */
  attempts: number
  successes: number
  errors: number
  /** successes / attempts; null when every attempt errored. */
  passRate: number | null
  /** Lowest and highest pass rate of one run (runs with a non-errored attempt). */
  minRunRate: number | null
  maxRunRate: number | null
  /** Runs in which it both passed and failed. */
  mixedRuns: number
  /** The homogeneity test across runs; null when it cannot be tested. */
  heterogeneity: { statistic: number; df: number; p: number } | null
  marks: LedgerMark[]
  /** Why it is marked, in words (plain text). */
  evidence: string
}

/** The ledger of the newest run's tasks, marked ones first, then by name. */
export function flakyLedger(history: History): LedgerEntry[] {
  const newest = history.runs.at(-1)
  if (!newest) return []
  // By task index (one per task id): a full history has 365,000 counts.
  const perTask: RunCounts[][] = history.tasks.map(() => [])
  for (const run of history.runs)
    for (const [index, n, successes, errors = 0] of run.task_counts)
      perTask[index]!.push({ n: n - errors, successes, errors })
  const entries = newest.task_counts.map(([index]) => entryOf(history.tasks[index]!, perTask[index]!))
  return entries.sort((a, b) => b.marks.length - a.marks.length || a.name.localeCompare(b.name))
}

/** Task id → its entry, for the marked tasks only. */
export function knownFlaky(ledger: readonly LedgerEntry[]): Map<string, LedgerEntry> {
  return new Map(ledger.filter((e) => e.marks.length > 0).map((e) => [e.id, e]))
}

/** One run of a task: its non-errored attempts (`n`), passes and errored attempts. */
interface RunCounts {
  n: number
  successes: number
  errors: number
}

function entryOf({ id, name }: { id: string; name: string }, runs: RunCounts[]): LedgerEntry {
  const task = { name, runs }
  const attempts = task.runs.reduce((s, r) => s + r.n, 0)
  const successes = task.runs.reduce((s, r) => s + r.successes, 0)
  const errors = task.runs.reduce((s, r) => s + r.errors, 0)
  const rates = task.runs.filter((r) => r.n > 0).map((r) => r.successes / r.n)
  const mixedRuns = task.runs.filter((r) => r.successes > 0 && r.successes < r.n).length
  const heterogeneity = homogeneityTest(task.runs)
  const marks: LedgerMark[] = []
  const evidence: string[] = []
  if (mixedRuns > 0) {
    marks.push('flaky')
    evidence.push(`passed and failed within ${mixedRuns} of ${task.runs.length} run(s)`)
  }
  if (heterogeneity !== null && heterogeneity.p < UNSTABLE_P) {
    marks.push('unstable')
    evidence.push(
      `pass rate differs between runs (${pct(Math.min(...rates))}–${pct(Math.max(...rates))}; χ² = ${heterogeneity.statistic.toFixed(1)}, df ${heterogeneity.df}, p = ${heterogeneity.p < 0.001 ? '< 0.001' : heterogeneity.p.toFixed(3)})`,
    )
  }
  return {
    id,
    name: task.name,
    runs: task.runs.length,
    attempts,
    successes,
    errors,
    passRate: attempts === 0 ? null : successes / attempts,
    minRunRate: rates.length === 0 ? null : Math.min(...rates),
    maxRunRate: rates.length === 0 ? null : Math.max(...rates),
    mixedRuns,
    heterogeneity,
    marks,
    evidence: evidence.length > 0 ? evidence.join('; ') : 'no sign of flakiness',
  }
}

function pct(rate: number): string {
  return `${Math.round(rate * 100)}%`
}
