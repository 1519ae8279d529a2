// Aggregation of attempt results into task and run summaries. Pure; the runner writes the file.
import { computeTotals } from './totals.js'
import type { InvalidTask, TaskWarning } from '../task/types.js'
import { mean, passCurves } from './metrics.js'
import type { AttemptResult, RunSummary, RunTotals, TaskSummary } from './types.js'
import { sumUsage } from './usage.js'
import { RUN_SUMMARY_SCHEMA_VERSION } from './run-summary.js'
import { summarizeTests } from './test-tally.js'
import { tasksChecksum } from './tasks-checksum.js'

export { RUN_SUMMARY_SCHEMA_VERSION }

export interface TaskIdentity {
  task_id: string
  task_name: string
  task_checksum: string
  task_path: string
  output_dir: string
}

/** `results` may come in any order; they are sorted by attempt number. */
export function summarizeTask(task: TaskIdentity, results: readonly AttemptResult[]): TaskSummary {
  const ordered = [...results].sort((a, b) => a.attempt - b.attempt)
  const n = ordered.length
  const successes = ordered.filter((r) => r.status === 'passed').length
  const errors = ordered.filter((r) => r.status === 'error').length
  const rewards = ordered.map((r) => (r.status === 'error' ? 0 : r.reward))
  const durations = ordered.map((r) => r.duration_sec)
  const curves = n > 0 ? passCurves(n, successes) : { passAtK: {}, passHatK: {} }
  return {
    ...task,
    n,
    successes,
    errors,
    statuses: ordered.map((r) => r.status),
    rewards,
    reasons: countReasons(ordered),
    pass_at_k: curves.passAtK,
    pass_hat_k: curves.passHatK,
    mean_reward: mean(rewards),
    duration_sec: {
      mean: mean(durations),
      total: sum(durations),
      max: durations.length ? Math.max(...durations) : 0,
    },
    usage: sumUsage(ordered.map((r) => r.usage)),
    ...stepCounts(ordered),
    ...noVerdictCount(ordered),
    ...leastIsolated(ordered),
    ...testCounts(ordered),
  }
}

/** From least to most isolated: a task is as trustworthy as its least isolated attempt. */
const ISOLATION_ORDER = ['in-environment', 'beside', 'separate'] as const

function leastIsolated(results: readonly AttemptResult[]): Pick<TaskSummary, 'verifier_isolation'> {
  const seen = new Set(results.map((r) => r.verifier_isolation))
  const least = ISOLATION_ORDER.find((isolation) => seen.has(isolation))
  return least ? { verifier_isolation: least } : {}
}

function noVerdictCount(results: readonly AttemptResult[]): Pick<TaskSummary, 'no_verdict'> {
  const count = results.filter((r) => r.no_verdict).length
  return count > 0 ? { no_verdict: count } : {}
}

function testCounts(results: readonly AttemptResult[]): Pick<TaskSummary, 'tests'> {
  const tests = summarizeTests(results.map((r) => r.tests))
  return tests ? { tests } : {}
}

/** Per-step pass counts of a multi-step task, in step order (absent for single-step tasks). */
function stepCounts(results: readonly AttemptResult[]): Pick<TaskSummary, 'steps'> {
  const counts = new Map<string, { name: string; ran: number; passed: number }>()
  for (const step of results.flatMap((r) => r.steps ?? [])) {
    const count = counts.get(step.name) ?? { name: step.name, ran: 0, passed: 0 }
    count.ran += 1
    if (step.status === 'passed') count.passed += 1
    counts.set(step.name, count)
  }
  return counts.size > 0 ? { steps: [...counts.values()] } : {}
}

/** Run totals from task summaries: one implementation, shared with the shard merge. */
export function summarizeTotals(tasks: readonly TaskSummary[], invalidTasks: number): RunTotals {
  return computeTotals(tasks, invalidTasks)
}

/** What a run summary says about the run itself; the rest is computed from its tasks. */
export type RunMeta = Omit<
  RunSummary,
  | 'schema_version'
  | 'duration_sec'
  | 'tasks'
  | 'invalid_tasks'
  | 'task_warnings'
  | 'totals'
  | 'tasks_checksum'
>

export function summarizeRun(
  meta: RunMeta,
  tasks: readonly TaskSummary[],
  invalidTasks: readonly InvalidTask[],
  taskWarnings: readonly TaskWarning[] = [],
): RunSummary {
  const durationSec = (Date.parse(meta.finished_at) - Date.parse(meta.started_at)) / 1000
  return {
    schema_version: RUN_SUMMARY_SCHEMA_VERSION,
    ...meta,
    duration_sec: Number.isFinite(durationSec) ? Math.max(0, durationSec) : 0,
    tasks: [...tasks],
    invalid_tasks: [...invalidTasks],
    task_warnings: [...taskWarnings],
    totals: summarizeTotals(tasks, invalidTasks.length),
    tasks_checksum: tasksChecksum(tasks),
  }
}

function countReasons(results: readonly AttemptResult[]): { reason: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const r of results) if (r.reason) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1)
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count)
}

function sum(values: readonly number[]): number {
  let total = 0
  for (const v of values) total += v
  return total
}
