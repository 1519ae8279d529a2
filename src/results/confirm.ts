// Confirm before failing: a second round of head attempts on the suspect tasks only, and the final
// verdict over both rounds. Pure.
//
// The sequential rule (checked by bench/gate-simulation.ts, "confirmation round" rows):
//   Round 1 (every task, k attempts) decides "stands" or "confirm":
//     - stands: round 1 is clear (no task labelled or named, the stratified test's p at least
//       BORDERLINE_P), or no task is a candidate (a drop spread so thin that no task stands out:
//       more attempts on a few tasks would not change it). Round 1's verdict is final.
//     - confirm: round 1 is borderline (the gate failed, a task is labelled regressed or named a
//       suspect, or the stratified p is under BORDERLINE_P) and some compared task's probability of
//       having fallen (suspects.ts) is at least CONFIRM_MIN_PROBABILITY. Round 1 then never fails
//       the PR on its own.
//   Round 2 runs extra head attempts on the candidates, most likely first, within the budget, and,
//   where the workflow can (a job at the baseline's commit), as many base attempts beside them:
//   half the budget each. The final verdict is the gate (compare.ts) over both rounds' attempts at
//   the same confidence, with three changes:
//     - its stratified test weighs each task by its attempts (Mantel–Haenszel), so the extra
//       attempts count as evidence;
//     - alpha spending: that test spends CONFIRMED_STRATIFIED_SHARE of its usual level
//       (BOTH_SIDES_STRATIFIED_SHARE with base attempts: see there), and its
//       drift allowance (drift.ts) is round 1's, measured before round 2 went where round 1 looked
//       worst. Why: under "no change" a task picked for an unlucky round 1 gets fresh attempts at
//       its true rate and is pulled back (regression to the mean), but under per-task drift the
//       picked tasks really fell, round 2 makes their fall certain and the attempts weighting
//       gives them more say than the tasks that rose: at the full level strong drift failed 6.6%
//       of no-change PRs in the bench. (Weighing every task the same instead kept drift at 3.2%
//       but lost most of the power round 2 buys: 27% of 5-broken-of-100 PRs caught, not 77%.)
//     - min-effect may be met by the tasks labelled regressed alone (their summed drop over all
//       compared tasks): with round 2 those labels are firm, and the misses were PRs whose Δ over
//       all tasks, diluted by the unchanged tasks' noise, stayed under min-effect. It is never
//       enough on its own: the drop over all tasks must still be significant.
//   (Re-running the tasks that rose as well looked fairer but was not: it pulled only the lucky
//   half back and nearly doubled the false alarms in the bench.) The bench measures the overall
//   rate (round 1 where it is final, the combined test where round 2 ran) on every no-change shape
//   of the gate bench.
// If round 2 does not finish (its job failed or was cancelled), the first verdict stands, and the
// report says so.

import {
  compareRuns,
  MAX_LEFT_OUT_SHARE,
  type CompareOptions,
  type Comparison,
  type TaskComparison,
} from './compare.js'
import { passCurves } from './metrics.js'
import { computeTotals } from './totals.js'
import type { RunSummary, TaskSummary } from './types.js'
import { sumUsage } from './usage.js'

/** A stratified p below this makes round 1 borderline even without a named task. */
export const BORDERLINE_P = 0.2
/** Least probability of having fallen (suspects.ts) for a task to get confirmation attempts. */
export const CONFIRM_MIN_PROBABILITY = 0.2
/** Fewest extra attempts worth giving a task: fewer barely move a 3-attempt task's evidence. */
export const MIN_CONFIRM_ATTEMPTS_PER_TASK = 6
/** Most extra attempts one task gets, so one task cannot take the whole budget. */
export const MAX_CONFIRM_ATTEMPTS_PER_TASK = 30
/**
 * The share of its usual level the stratified test may spend in the verdict over both rounds
 * (alpha spending: see the rule above). At the full level, strong per-task drift failed 6.6% of
 * no-change PRs in the bench (1,000 PRs, 89 × 5), at 0.6 5.6%, at 0.45 4.5% (one round: 4.5%).
 */
export const CONFIRMED_STRATIFIED_SHARE = 0.45
/**
 * The share with base attempts in round 2. Fresh base attempts undo round 1's selection on the base
 * side too (a task picked for a lucky base is pulled back), which is where the power comes from. But
 * under strong per-task drift the picked tasks truly fell, fresh attempts on both sides make that
 * certain, and the attempts-weighted test gives them the say: the share decides the trade (bench,
 * 1,000 PRs; 5 of 100 × 3 broken caught / strong drift 89 × 5 failed): 0.25 → 81.4% / 6.5%,
 * 0.2 → 80.2% / 6.4%, 0.1 → 76.6% / 5.3%, 0.05 → 73.0% / 4.7% (head only at 0.45: 62.7% / 4.5%).
 * The false-alarm bar (5%) wins.
 */
export const BOTH_SIDES_STRATIFIED_SHARE = 0.05
/** The default budget: this share of the round-1 head attempts. */
export const DEFAULT_CONFIRM_SHARE = 0.3

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
  const text = setting.trim()
  const share = /^(\d+(?:\.\d+)?)%$/.exec(text)
  if (share && Number(share[1]) <= 1000) return Math.floor((headAttempts * Number(share[1])) / 100)
  if (/^\d+$/.test(text) && Number(text) <= 100_000) return Number(text)
  throw new Error(
    `${field} is '${setting}'; use a share of the run's attempts from 0% to 1000% (e.g. 30%), or a whole number of attempts up to 100000 (0: no confirmation round).`,
  )
}

/**
 * Whether round 1 is borderline, and if so which tasks get how many extra attempts: head only, or
 * with `base` half of each task's share at the baseline's commit.
 */
export function planConfirmation(
  c: Comparison,
  budget: number,
  { base = false }: { base?: boolean } = {},
): ConfirmationPlan {
  const reason = borderlineReason(c)
  const none = (leftOut: number): ConfirmationPlan => ({ reason, tasks: [], attempts: 0, leftOut })
  if (reason === null) return none(0)
  const suspects = c.tasks
    .filter((t) => t.compared && t.fell !== null && t.fell >= CONFIRM_MIN_PROBABILITY)
    .sort((a, b) => b.fell! - a.fell! || byId(a, b))
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

/** Why round 1 is borderline (our words and numbers only), or null when it is clear. */
function borderlineReason(c: Comparison): string | null {
  if (c.base === null || c.pairedTasks === 0) return null
  if (c.gate.regression) return 'the gate failed on the first round'
  if (c.regressions.length > 0) return `${c.regressions.length} task(s) labelled regressed`
  if (c.suspects.length > 0) return `${c.suspects.length} suspect task(s) named`
  const p = c.gate.stratifiedP
  if (p !== null && p < BORDERLINE_P && (c.passAtK?.delta ?? 0) < 0)
    return `the stratified test is borderline (p = ${p.toFixed(3)})`
  return null
}

/**
 * The final verdict: the gate over both rounds' attempts (round 2 appended to round 1 on the head,
 * and on the base when `extraBase` holds base attempts), its stratified test weighing each task by
 * its attempts at the spent level with round 1's drift allowance, min-effect met by Δ or by the
 * tasks labelled regressed (see the rule above). `round1`: the comparison of round 1 alone, as the
 * caller already has it. `ignored`: round-2 tasks round 1 does not have.
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
  // Round 1's drift allowance: measured before round 2 went where round 1 looked worst.
  const drift = round1.gate.drift
  const comparison = compareRuns(baseSide.summary, summary, {
    ...options,
    stratifiedStatistic: 'attempts',
    driftDispersion: drift,
    stratifiedShare: extraBase === null ? CONFIRMED_STRATIFIED_SHARE : BOTH_SIDES_STRATIFIED_SHARE,
    minEffectFromRegressed: true,
  })
  // Alpha spending, the bootstrap's side: round 1's paired bootstrap spent its own share of the
  // level on round 1 (the stratified test spends the rest on both rounds), so a drop it found,
  // beyond min-effect, stands: more attempts on a few suspects must not clear a drop spread over
  // all tasks.
  if (comparison.conclusion !== 'failure' && bootstrapFailed(round1)) {
    comparison.conclusion = 'failure'
    comparison.verdict = `Regression: round 1's paired bootstrap already found a drop beyond min-effect over all tasks, which the confirmation round's few suspect tasks cannot clear. ${comparison.verdict}`
  }
  // A round 2 that mostly errored says nothing about the suspects: it cannot clear them.
  const errors = extra.totals.errors + (extraBase?.totals.errors ?? 0)
  const attempts = extra.totals.attempts + (extraBase?.totals.attempts ?? 0)
  if (comparison.conclusion === 'success' && attempts > 0 && errors / attempts > MAX_LEFT_OUT_SHARE) {
    comparison.conclusion = options.failOnError ? 'failure' : 'neutral'
    comparison.verdict = `Inconclusive: ${errors} of the confirmation round's ${attempts} attempts errored, so it could not clear the suspect tasks${options.failOnError ? ' (fails the gate: fail-on-error)' : ''}. ${comparison.verdict}`
  }
  return { comparison, ignored: [...new Set([...ignored, ...baseSide.ignored])] }
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
  }
}
