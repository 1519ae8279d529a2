// Confirm before failing: a second round of attempts on the suspect tasks only, and the final
// verdict over both rounds. Pure.
//
// The sequential rule (checked by bench/gate-simulation.ts, "confirmation round" rows):
//   Round 1 (every task, k attempts) decides "stands" or "confirm":
//     - stands: round 1 is clear (no task labelled or named, the stratified test's p at least
//       BORDERLINE_P), or no task is a candidate (no task's probability of having fallen reaches
//       CONFIRM_MIN_PROBABILITY: a drop spread so thin that more attempts on a few tasks would not
//       change it). Round 1's verdict is final.
//     - confirm: round 1 is borderline (the gate failed, a task is labelled regressed or named a
//       suspect, or the stratified p is under BORDERLINE_P) and some task is a candidate. Round 1
//       then fails the PR on its own only through its paired bootstrap (a drop spread over all
//       tasks, beyond min-effect, that a few suspects' attempts cannot clear): the bootstrap spends
//       its half of the level on round 1.
//   Round 2 runs extra head attempts on the candidates, most likely first, at least
//   MIN_CONFIRM_ATTEMPTS_PER_TASK each within the budget, and, where the workflow can (a job at the
//   baseline's commit), half of them as base attempts. The other half of the level goes to the
//   predictive test of the suspects' fresh head attempts (confirm-test.ts): conditioned on round 1,
//   so the pick of the worst-looking tasks does not bias it, with the drift between runs fitted
//   from round 1. The PR fails when that test holds, the drop is there (pass@k over both rounds
//   fell, or the suspects lost rate and pass@k did not rise significantly: compare.ts), and the
//   rate the suspects lost over all compared tasks, or Δ pass@k over both rounds, reaches
//   min-effect (each an estimate of the drop's size; the test decided there is one). The
//   report's rows, labels and Δ are over both rounds' attempts.
//   Why few tasks with many attempts each (at least 9, candidates at probability 0.5): the test
//   sums the suspects' fresh successes, and every candidate that did not fall adds noise to that
//   sum. At 6 attempts from probability 0.2 the bench caught 80% of PRs where 5 of 100 tasks broke,
//   at 9 from 0.5 94%, at the same false-alarm rate under drift (bench/gate-simulation.ts).
// If round 2 does not finish (its job failed or was cancelled), the first verdict stands, and the
// report says so. More than one confirmation round (a re-run, a nightly adding attempts):
// sequentialComparison, whose test is the e-process of confirm-eprocess.ts (anytime-valid).

import { GATE_SETTINGS } from '../settings/gate.js'
import { budgetOf } from '../settings/setting.js'
import {
  compareRuns,
  MAX_LEFT_OUT_SHARE,
  type CompareOptions,
  type Comparison,
  type ConfirmationEvidence,
  type TaskComparison,
} from './compare.js'
import { sequentialProcess, type ConfirmationRound } from './confirm-rounds.js'
import { nothingChanged, predictiveTest, type RoundOnePair, type RoundTwoTask } from './confirm-test.js'
import { passCurves } from './metrics.js'
import { pickSuspects, SUSPECT_MIN_PROBABILITY } from './suspects.js'
import { computeTotals } from './totals.js'
import type { RunSummary, TaskSummary } from './types.js'
import { mergeTaskTests } from './test-tally.js'
import { sumUsage } from './usage.js'
import { validCount } from './valid-attempts.js'

/** A stratified p below this makes round 1 borderline even without a named task. */
export const BORDERLINE_P = 0.2
/** Least probability of having fallen (suspects.ts) for a task to get confirmation attempts. */
export const CONFIRM_MIN_PROBABILITY = 0.5
/**
 * The same with several rounds: round 2 reaches further down, since the e-process is valid for
 * any choice of tasks and the later rounds drop those that pass again. Breaks of tasks that did
 * not always pass rarely reach 50% after one round (bench/sequential-confirm.ts, `round-two`).
 */
export const SEQUENTIAL_MIN_PROBABILITY = 0.2
/** Fewest extra attempts worth giving a task: the test gains more from a few firm suspects than from many vague ones. */
export const MIN_CONFIRM_ATTEMPTS_PER_TASK = 9
/** Most extra attempts one task gets, so one task cannot take the whole budget. */
export const MAX_CONFIRM_ATTEMPTS_PER_TASK = 30
/** Each confirmed task's attempts per round, at least and at most (planLaterRound's limits). */
export const CONFIRM_ATTEMPT_LIMITS = {
  min: MIN_CONFIRM_ATTEMPTS_PER_TASK,
  max: MAX_CONFIRM_ATTEMPTS_PER_TASK,
}

/** Several rounds' e-process fails the PR where the predictive test would: at half the budget. */
export function confirmationAlpha(options: CompareOptions): number {
  return (1 - (options.confidence ?? GATE_SETTINGS.confidence.default)) / 2
}

const BUDGET = GATE_SETTINGS['confirm-attempts']
/** The default budget: this share of the round-1 head attempts (the table's `30%`). */
export const DEFAULT_CONFIRM_SHARE = budgetOf(BUDGET, BUDGET.default, 100)! / 100

export interface ConfirmTask {
  taskId: string
  taskName: string
  taskPath: string
  /** Extra head attempts for this task. */
  attempts: number
  /** Extra base attempts (at the baseline's commit); 0 when the round runs the head only. */
  baseAttempts: number
}

export interface ConfirmationPlan {
  /** Why round 1 is borderline; null when it is clear. */
  reason: string | null
  /** The tasks to run again and how often, suspects first; empty when round 1 stands. */
  tasks: ConfirmTask[]
  /** Extra attempts in all, head and base (at most the budget). */
  attempts: number
  /** Suspect candidates the budget had no room for. */
  leftOut: number
}

/**
 * A budget from the `confirm-attempts` setting: `30%` (of the round-1 head attempts, rounded
 * down) or a whole number of attempts. Throws naming `field` and the fix.
 */
export function confirmBudget(setting: string, headAttempts: number, field: string): number {
  const budget = budgetOf(BUDGET, setting, headAttempts)
  if (budget !== null) return budget
  throw new Error(
    `${field} is '${setting}'; use a share of the run's attempts from 0% to ${BUDGET.maxPercent}% (e.g. ${BUDGET.default}), or a whole number of attempts up to ${BUDGET.maxCount} (0: no confirmation round).`,
  )
}

/**
 * Whether round 1 is borderline, and if so which tasks get how many extra attempts: head only, or
 * with `base` half of each task's share at the baseline's commit. `rounds`: the confirmation rounds
 * chosen; more than one, candidates from SEQUENTIAL_MIN_PROBABILITY.
 */
export function planConfirmation(
  c: Comparison,
  budget: number,
  { base = false, rounds = 1 }: { base?: boolean; rounds?: number } = {},
): ConfirmationPlan {
  const candidate = rounds > 1 ? sequentialCandidate : firmCandidate
  const reason = borderlineReason(c) ?? (rounds > 1 ? mayHaveFallen(c) : null)
  const none = (leftOut: number): ConfirmationPlan => ({ reason, tasks: [], attempts: 0, leftOut })
  if (reason === null) return none(0)
  const suspects = c.tasks.filter(candidate).sort((a, b) => b.fell! - a.fell! || byId(a, b))
  if (suspects.length === 0 || budget < 1) return none(suspects.length)
  const room = Math.max(1, Math.floor(budget / MIN_CONFIRM_ATTEMPTS_PER_TASK))
  const picked = suspects.slice(0, room)
  // One count for every task: the confirm job runs them all `attempts` times (the rest is unspent).
  const each = Math.min(MAX_CONFIRM_ATTEMPTS_PER_TASK, Math.floor(budget / picked.length))
  const baseAttempts = base ? Math.floor(each / 2) : 0
  const tasks = picked.map((t) => ({
    taskId: t.taskId,
    taskName: t.taskName,
    taskPath: t.taskPath,
    attempts: each - baseAttempts,
    baseAttempts,
  }))
  return {
    reason,
    tasks,
    attempts: tasks.reduce((sum, t) => sum + t.attempts + t.baseAttempts, 0),
    leftOut: Math.max(0, suspects.length - room),
  }
}

function byId(a: TaskComparison, b: TaskComparison): number {
  return a.taskId < b.taskId ? -1 : a.taskId > b.taskId ? 1 : 0
}

/** A task worth confirmation attempts in one round: its probability of having fallen ≥ 50%. */
function firmCandidate(t: TaskComparison): boolean {
  return t.compared && t.fell !== null && t.fell >= CONFIRM_MIN_PROBABILITY
}

/**
 * With several rounds, also a task from 20% whose head passed less often than its base: not one
 * that merely ties (in a suite that always passes the suspect model gives every 2/2 → 2/2 task
 * about 50%, for want of evidence either way).
 */
function sequentialCandidate(t: TaskComparison): boolean {
  if (firmCandidate(t)) return true
  if (!t.compared || t.fell === null || t.fell < SEQUENTIAL_MIN_PROBABILITY) return false
  return t.base !== null && t.head !== null && rate(t.head) < rate(t.base)
}

function rate(side: { n: number; errors: number; successes: number }): number {
  const valid = validCount(side)
  return valid.n === 0 ? 0 : valid.successes / valid.n
}

/**
 * With several rounds, round 1 is also borderline where pass@k fell and some task is a sequential
 * candidate: the e-process is valid however round 2 is chosen, so asking costs attempts, never
 * false alarms.
 */
function mayHaveFallen(c: Comparison): string | null {
  if (c.base === null || c.pairedTasks === 0 || (c.passAtK?.delta ?? 0) >= 0) return null
  const count = c.tasks.filter(sequentialCandidate).length
  return count === 0
    ? null
    : `${count} task(s) may have fallen (${SEQUENTIAL_MIN_PROBABILITY * 100}% or more)`
}

/** Why round 1 is borderline (our words and numbers only), or null when it is clear. */
function borderlineReason(c: Comparison): string | null {
  if (c.base === null || c.pairedTasks === 0) return null
  if (c.gate.regression) return 'the gate failed on the first round'
  if (c.regressions.length > 0) return `${c.regressions.length} task(s) labelled regressed`
  // Named or not (the report names them only under a verdict that found a drop), likely suspects
  // are worth a round: asking costs attempts, and the confirming test undoes the pick.
  const likely = pickSuspects(c.tasks.map((t) => t.fell ?? 0)).length
  if (likely > 0) return `${likely} task(s) likely fell (${SUSPECT_MIN_PROBABILITY * 100}% or more)`
  const p = c.gate.stratifiedP
  if (p !== null && p < BORDERLINE_P && (c.passAtK?.delta ?? 0) < 0)
    return `the stratified test is borderline (p = ${p.toFixed(3)})`
  return null
}

/**
 * The final verdict over both rounds (see the rule above): the report's rows, labels and Δ over
 * both rounds' attempts (round 2 appended to round 1 on the head, and on the base when `extraBase`
 * holds base attempts); the gate's test the predictive test of the suspects' round-2 attempts.
 * `round1`: the comparison of round 1 alone, as the caller already has it. `ignored`: round-2 tasks
 * round 1 does not have.
 */
export function confirmedComparison(
  base: RunSummary,
  head: RunSummary,
  extra: RunSummary,
  options: CompareOptions,
  extraBase: RunSummary | null = null,
  round1: Comparison = compareRuns(base, head, options),
): { comparison: Comparison; ignored: string[] } {
  const { summary, ignored } = combineRounds(head, extra)
  const baseSide = extraBase === null ? { summary: base, ignored: [] } : combineRounds(base, extraBase)
  const comparison = compareRuns(baseSide.summary, summary, {
    ...options,
    confirmation: confirmationEvidence(round1, extra, extraBase),
  })
  // A round 2 that mostly errored says nothing about the suspects: it cannot clear them.
  const errors = extra.totals.errors + (extraBase?.totals.errors ?? 0)
  const attempts = extra.totals.attempts + (extraBase?.totals.attempts ?? 0)
  if (comparison.conclusion === 'success' && attempts > 0 && errors / attempts > MAX_LEFT_OUT_SHARE) {
    comparison.conclusion = options.failOnError ? 'failure' : 'neutral'
    comparison.verdict = `Inconclusive: ${errors} of the confirmation round's ${attempts} attempts errored, so it could not clear the suspect tasks${options.failOnError ? ' (fails the gate: fail-on-error)' : ''}. ${comparison.verdict}`
  }
  return { comparison, ignored: [...new Set([...ignored, ...baseSide.ignored])] }
}

export type { ConfirmationRound } from './confirm-rounds.js'

/**
 * The final verdict over round 1 and any number of confirmation rounds (a re-run of the confirm
 * job, a nightly adding attempts). One round: confirmedComparison, unchanged, unless `anytime`
 * (the caller may run more rounds after this look, as `helios confirm --confirm-rounds` does).
 * More: the rows, labels and Δ over every round's attempts, and the gate's test the e-process of
 * the suspects' later attempts (confirm-eprocess.ts), whose p is valid however many rounds ran and
 * whenever the caller stopped: more rounds never raise the false-alarm rate (docs/gate.md,
 * "Anytime-valid confirmation").
 */
export function sequentialComparison(
  base: RunSummary,
  head: RunSummary,
  rounds: readonly ConfirmationRound[],
  options: CompareOptions,
  round1: Comparison = compareRuns(base, head, options),
  { anytime = false }: { anytime?: boolean } = {},
): { comparison: Comparison; ignored: string[] } {
  if (rounds.length === 0) return { comparison: round1, ignored: [] }
  if (rounds.length === 1 && !anytime) {
    const [only] = rounds
    return confirmedComparison(base, head, only!.head, options, only!.base, round1)
  }
  const ignored = new Set<string>()
  let headSide = head
  let baseSide = base
  for (const r of rounds) {
    const h = combineRounds(headSide, r.head)
    headSide = h.summary
    h.ignored.forEach((id) => ignored.add(id))
    if (r.base === null) continue
    const b = combineRounds(baseSide, r.base)
    baseSide = b.summary
    b.ignored.forEach((id) => ignored.add(id))
  }
  const comparison = compareRuns(baseSide, headSide, {
    ...options,
    confirmation: sequentialEvidence(round1, rounds),
  })
  let errors = 0
  let attempts = 0
  for (const r of rounds) {
    errors += r.head.totals.errors + (r.base?.totals.errors ?? 0)
    attempts += r.head.totals.attempts + (r.base?.totals.attempts ?? 0)
  }
  if (comparison.conclusion === 'success' && attempts > 0 && errors / attempts > MAX_LEFT_OUT_SHARE) {
    comparison.conclusion = options.failOnError ? 'failure' : 'neutral'
    comparison.verdict = `Inconclusive: ${errors} of the ${rounds.length} confirmation rounds' ${attempts} attempts errored, so they could not clear the suspect tasks${options.failOnError ? ' (fails the gate: fail-on-error)' : ''}. ${comparison.verdict}`
  }
  return { comparison, ignored: [...ignored] }
}

/**
 * The evidence of several confirmation rounds: the predictive test's figures over all their
 * attempts pooled (counts, the rate the suspects lost), its p replaced by the e-process's
 * anytime-valid p (sequentialProcess).
 */
export function sequentialEvidence(
  round1: Comparison,
  rounds: readonly ConfirmationRound[],
): ConfirmationEvidence {
  const { round1: pairsOfRound1, ids, pairs, later, model, process } = sequentialProcess(round1, rounds)
  const none = { n: 0, successes: 0 }
  const add = (a: { n: number; successes: number }, b: { n: number; successes: number }) => ({
    n: a.n + b.n,
    successes: a.successes + b.successes,
  })
  const suspects: RoundTwoTask[] = ids.map((id, i) => {
    const bases = later[i]!.flatMap((r) => (r.base === null ? [] : [r.base]))
    return {
      round1: pairs.get(id)!,
      head: later[i]!.map((r) => r.head).reduce(add, none),
      base: bases.length === 0 ? null : bases.reduce(add, none),
    }
  })
  const pooled = predictiveTest(pairsOfRound1, suspects, model)
  return {
    test: { ...pooled, p: process.p },
    tasks: pooled.tasks,
    lost: pairs.size === 0 ? 0 : pooled.lostRate / pairs.size,
    round1Bootstrap: bootstrapFailed(round1),
    round1PassAtK: round1.passAtK,
    taskP: ids.map((taskId, i) => ({ taskId, p: predictiveTest(pairsOfRound1, [suspects[i]!], model).p })),
    rounds: rounds.length,
    anytime: true,
  }
}

/** The predictive test of round 2's tasks that round 1 compared, and round 1's bootstrap verdict. */
export function confirmationEvidence(
  round1: Comparison,
  extra: RunSummary,
  extraBase: RunSummary | null,
): ConfirmationEvidence {
  const pairs = new Map<string, RoundOnePair>()
  for (const t of round1.tasks) {
    if (!t.compared || t.base === null || t.head === null) continue
    pairs.set(t.taskId, { base: validCount(t.base), head: validCount(t.head) })
  }
  const baseById = new Map((extraBase?.tasks ?? []).map((t) => [t.task_id, t]))
  const ids: string[] = []
  const suspects: RoundTwoTask[] = extra.tasks.flatMap((t) => {
    const round = pairs.get(t.task_id)
    if (round === undefined) return []
    const more = baseById.get(t.task_id)
    ids.push(t.task_id)
    return [{ round1: round, head: validCount(t), base: more === undefined ? null : validCount(more) }]
  })
  const round1Pairs = [...pairs.values()]
  const model = nothingChanged(round1Pairs)
  const test = predictiveTest(round1Pairs, suspects, model)
  return {
    test,
    tasks: test.tasks,
    lost: pairs.size === 0 ? 0 : test.lostRate / pairs.size,
    round1Bootstrap: bootstrapFailed(round1),
    round1PassAtK: round1.passAtK,
    taskP: ids.map((taskId, i) => ({ taskId, p: predictiveTest(round1Pairs, [suspects[i]!], model).p })),
    rounds: 1,
    anytime: false,
  }
}

/** Round 1 failed on its bootstrap interval (not the stratified test alone), beyond min-effect. */
function bootstrapFailed(c: Comparison): boolean {
  return c.conclusion === 'failure' && c.gate.bootstrapDrop && c.gate.dropAboveMinEffect
}

/**
 * One side over both rounds: each task of `extra` (round 2) has its attempts appended to the same
 * task of `head` (round 1). A round-2 task that round 1 does not have (another checksum) is left
 * out and returned in `ignored`; the run's `attempts` stays round 1's (the k it was run with).
 */
export function combineRounds(
  head: RunSummary,
  extra: RunSummary,
): { summary: RunSummary; ignored: string[] } {
  const extraById = new Map(extra.tasks.map((t) => [t.task_id, t]))
  const tasks = head.tasks.map((t) => {
    const more = extraById.get(t.task_id)
    extraById.delete(t.task_id)
    return more === undefined ? t : appendAttempts(t, more)
  })
  return {
    summary: { ...head, tasks, totals: computeTotals(tasks, head.totals.invalid_tasks) },
    ignored: [...extraById.keys()],
  }
}

/** One task's summary over a's attempts then b's (the same task). */
export function appendAttempts(a: TaskSummary, b: TaskSummary): TaskSummary {
  const n = a.n + b.n
  const successes = a.successes + b.successes
  const reasons = new Map<string, number>()
  for (const r of [...a.reasons, ...b.reasons]) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + r.count)
  const curves = passCurves(n, successes)
  const usage = sumUsage([a.usage, b.usage])
  const total = a.duration_sec.total + b.duration_sec.total
  return {
    ...a,
    n,
    successes,
    errors: a.errors + b.errors,
    statuses: [...a.statuses, ...b.statuses],
    rewards: [...a.rewards, ...b.rewards],
    reasons: [...reasons].map(([reason, count]) => ({ reason, count })).sort((x, y) => y.count - x.count),
    pass_at_k: curves.passAtK,
    pass_hat_k: curves.passHatK,
    mean_reward: (a.mean_reward * a.n + b.mean_reward * b.n) / n,
    duration_sec: { mean: total / n, total, max: Math.max(a.duration_sec.max, b.duration_sec.max) },
    ...(usage === null ? {} : { usage }),
    ...withTests(mergeTaskTests(a.tests, b.tests)),
  }
}

function withTests(tests: TaskSummary['tests']): Pick<TaskSummary, 'tests'> {
  return tests ? { tests } : {}
}
