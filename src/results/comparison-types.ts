// What a comparison of two runs is made of: its options, its rows, its figures, its gate. The
// shapes alone, apart from compare.ts's logic, so the texts about a comparison (verdict-text.ts,
// report/) read them without importing the logic that makes them.
import type { PredictiveTest } from './confirm-test.js'
import type { Sensitivity } from './sensitivity.js'
import type { TestFlips } from './test-tally.js'
import type { RunSource, RunTotals } from './types.js'

/**
 * `not-run`: in the base but not run in the head, or run only in part, because the head run was
 * interrupted or stopped (its summary's `stopped` says which attempts); never `removed`.
 */
export type TaskChange = 'regressed' | 'improved' | 'unchanged' | 'new' | 'removed' | 'not-run' | 'changed'
export type TaskClass = TaskChange | 'flaky' | 'errored'
export type Conclusion = 'success' | 'failure' | 'neutral'

/** The definition of every figure of a comparison, in one sentence (the report states it once). */
export const COMPARED_TASKS =
  'pass@k, pass^k and mean reward are means over the compared tasks — the same task on both sides (without a baseline: every task) with at least k non-errored attempts on each — of each task’s figure from its non-errored attempts; errored attempts, new, removed and changed tasks are counted apart'

export interface CompareOptions {
  /** pass@k to gate on (default 1). */
  k?: number
  /** Two-sided confidence of the bootstrap interval; also 1 − α of the per-task test (default 0.95). */
  confidence?: number
  /** Smallest drop in pass@k (a fraction, 0.02 = 2 points) that may fail the gate (default 0.02). */
  minEffect?: number
  /** An inconclusive comparison or a significant rise in errored attempts fails the gate (default false). */
  failOnError?: boolean
  /** Bootstrap resamples (default 2000). */
  bootstrapSamples?: number
  /** PRNG seed for the bootstrap (default 1): same inputs, same interval. */
  seed?: number
  /**
   * The final verdict of a confirmation round (confirm.ts): the test of the suspects' fresh
   * attempts takes the stratified test's place, and round 1's bootstrap its own. Default null.
   */
  confirmation?: ConfirmationEvidence | null
}

/** What a confirmation round (confirm.ts) brings to the gate over both rounds. */
export interface ConfirmationEvidence {
  /** The predictive test of the suspects' round-2 head attempts (confirm-test.ts). */
  test: PredictiveTest
  /** Suspect tasks tested. */
  tasks: number
  /** The pass rate the suspects lost (test.lostRate) over all compared tasks of round 1. */
  lost: number
  /** Round 1 failed on its paired bootstrap, beyond min-effect: that failure stands. */
  round1Bootstrap: boolean
  /** Round 1's Δ pass@k and its bootstrap interval: the interval a verdict resting on it quotes. */
  round1PassAtK: MetricDelta | null
  /**
   * Each re-run suspect's p-value for its label: the predictive test of its own fresh attempts
   * (what its round-1 attempts predict if nothing changed, drift included), so neither the round-1
   * head attempts nor the base attempts that picked it for looking low label it.
   */
  taskP: { taskId: string; p: number }[]
  /** Confirmation rounds after round 1 (`helios confirm --confirm-rounds` may run several). */
  rounds: number
  /** test.p is the e-process's anytime-valid p (confirm-eprocess.ts), not the single-look one. */
  anytime: boolean
}

export interface TaskSide {
  taskId: string
  checksum: string
  n: number
  successes: number
  errors: number
  /** successes / non-error attempts; null when every attempt errored. */
  passRate: number | null
  meanReward: number
  reasons: { reason: string; count: number }[]
  outputDir: string
}

export interface TaskComparison {
  /** Head's id (base's for a removed task). */
  taskId: string
  taskName: string
  taskPath: string
  change: TaskChange
  /** 0 < successes < non-error attempts on either side. */
  flaky: boolean
  /** Errored attempts on the head side (base side for a removed task). */
  errored: boolean
  /** In the figures (see COMPARED_TASKS). */
  compared: boolean
  base: TaskSide | null
  head: TaskSide | null
  /** head − base pass rate over non-error attempts; null when either side has none. */
  delta: number | null
  /**
   * One-sided Fisher p-value in the direction of the change; for a task re-run in a confirmation
   * round, its own predictive test (ConfirmationEvidence.taskP); null when not tested.
   */
  pValue: number | null
  /** Probability that the task's pass rate fell (suspects.ts); null when it is not compared. */
  fell: number | null
  /** Named among the suspects (Comparison.suspects). */
  suspect: boolean
  /** Tests that flipped between base and head (from the verifiers' ctrf.json); null or absent when a side has none. */
  tests?: TestFlips | null
}

/** One figure for each side; base is null without a baseline. */
export interface Figure {
  base: number | null
  head: number
}

/** The figures of the report, all over the same compared tasks (see COMPARED_TASKS). */
export interface Figures {
  /** How many tasks they are over. */
  tasks: number
  /**
   * pass@j and pass^j are given for j = 1..maxK: up to k over every compared task, beyond k over
   * the compared tasks with at least j valid attempts on each side (tasksAt[j] of them).
   */
  maxK: number
  passAtK: Record<string, Figure>
  passHatK: Record<string, Figure>
  /** How many compared tasks each pass@j / pass^j is over (= tasks for j ≤ k). */
  tasksAt: Record<string, number>
  meanReward: Figure
}

/** Tasks that are not in the figures, and why. */
export interface LeftOut {
  /** Fewer than k non-errored attempts on a side (for shared tasks; every head task without a baseline). */
  errored: number
  /** In the head only. */
  new: number
  /** In the base only. */
  removed: number
  /** Not run, or run only in part, in the head: it was interrupted or stopped (see TaskChange). */
  notRun: number
  /** Same name, new content. */
  changed: number
  /** The left-out errored tasks' reasons (head side), most frequent first. */
  reasons: { reason: string; count: number }[]
}

export interface MetricDelta {
  /** Means over the compared tasks (the same figures as Figures). */
  base: number
  head: number
  delta: number
  low: number
  high: number
}

export interface ErrorLine {
  baseErrors: number
  baseAttempts: number
  headErrors: number
  headAttempts: number
  baseRate: number | null
  headRate: number
  /** The per-task errored-attempt rate rose significantly (sign-flip test, one-sided at (1 − confidence)/2). */
  rose: boolean
  /** Mean over shared tasks of head − base errored-attempt rate, and its one-sided p-value; null without a baseline. */
  rise: { delta: number; pValue: number; tasks: number } | null
}

/** The same gate with errored attempts counted as failures on both sides (as Harbor counts them). */
export interface ErrorsAsFailures {
  tasks: number
  delta: number
  low: number
  high: number
  /** The gate would fail. */
  regression: boolean
}

export interface RunInfo {
  runId: string
  label: string
  agent: string
  model: string | null
  attempts: number
  source: RunSource | null
  totals: RunTotals
}

export interface Gate {
  /** The drop is significant: the bootstrap interval is below zero or the stratified test holds. */
  dropSignificant: boolean
  /** The paired-bootstrap interval (two-sided, confidence) lies wholly below zero. */
  bootstrapDrop: boolean
  /** One-sided p-value of the stratified exact test of a drop, widened by `drift`; null without compared pairs. */
  stratifiedP: number | null
  /** The drift allowance φ ≥ 1 (drift.ts) the stratified test was widened by; 1 when none. */
  drift: number
  /** The point drop is at least minEffect (with a confirmation round: the drop its suspects account for). */
  dropAboveMinEffect: boolean
  /** The confirmation round whose test took the stratified test's place; null for one round. */
  confirmation: ConfirmationEvidence | null
  /** Both: the pass@k gate fails. */
  regression: boolean
  /** failOnError and (inconclusive or errors rose significantly): the error gate fails. */
  errorGate: boolean
  /** Why the comparison cannot clear the head (too few tasks compared, errors could hide a drop); null when it can. */
  inconclusive: string | null
  /** The gate did not fail but tasks are labelled regressed (never ✅); null otherwise. */
  flagged: string | null
}

export interface Comparison {
  options: Required<CompareOptions>
  base: RunInfo | null
  head: RunInfo
  tasks: TaskComparison[]
  counts: Record<TaskClass, number>
  /** The figures: one definition (COMPARED_TASKS) for the headline, table, check run and outputs. */
  figures: Figures
  /** Tasks in the figures and the bootstrap (= figures.tasks when there is a baseline, else 0). */
  pairedTasks: number
  /** Same id on both sides but left out for errored attempts (= leftOut.errored with a baseline). */
  unpairedTasks: number
  leftOut: LeftOut
  passAtK: MetricDelta | null
  /** Δ pass@j with its interval for each j from 1 to k (over every compared task, the same resamples); empty without pairs. */
  passAtKDeltas: Record<string, MetricDelta>
  meanReward: MetricDelta | null
  /** The drop in pass@k this comparison would catch in 80% of PRs like it, or what it cannot see; null without pairs. */
  sensitivity: Sensitivity | null
  /**
   * Task ids most likely behind a drop, most likely first (each task's `fell`); empty when none is
   * likely, and when the verdict found nothing (the gate passed and no task is labelled).
   */
  suspects: string[]
  errors: ErrorLine
  /** Null without a baseline or when no shared task had an errored attempt. */
  errorsAsFailures: ErrorsAsFailures | null
  gate: Gate
  conclusion: Conclusion
  /** One sentence for the summary line, the check-run title and the CLI (our words and numbers only). */
  verdict: string
  /** task ids labelled regressed. */
  regressions: string[]
  /** How base and head were not run alike (agent, model, attempts, task count), e.g. "model a → b". */
  mismatches: string[]
}
