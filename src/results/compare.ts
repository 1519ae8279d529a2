// Head vs base comparison and the regression gate. Pure.
//
// One definition for every figure (stated once, in COMPARED_TASKS, and used by the headline, the
// metrics table, the check run, the job summary, the CLI and the action outputs): pass@k, pass^k
// and mean reward are means over the COMPARED tasks — tasks that ran on both sides under the same
// id (without a baseline: every head task) with at least k non-errored attempts on each side — of
// each task's estimate from its non-errored attempts. Errored attempts, new, removed and changed
// tasks are counted apart, and the report says how many were left out and why.
//
// Gate rule (checked by bench/gate-simulation.ts): Δ pass@k is the mean head − base pass@k over
// the compared tasks (the headline, the gate and the `delta` output). The gate fails when that
// drop is significant AND at least `minEffect`. Significant: the false-alarm budget 1 − confidence
// (one-sided: only a drop fails) is split in halves (Bonferroni) between two tests of the same Δ:
//   - the paired bootstrap over tasks: its two-sided `confidence` interval lies wholly below zero
//     (sees a drop spread over many tasks; treats tasks as a sample, so per-task drift is noise);
//   - a stratified exact test (each task a stratum, base vs head attempts, as Cochran–Mantel–
//     Haenszel): Δ is below what reshuffling each task's attempts between the sides gives, at
//     mid-p ≤ (1 − confidence) / 2 (sees a drop concentrated in a few tasks, which the bootstrap
//     mistakes for spread).
// Errored attempts never count as failures here (an infrastructure hiccup is not a regression).
//
// Inconclusive (never green: neutral, or failure with failOnError): the comparison rests on too
// few tasks (none compared, more than a fifth of the shared tasks left out for errored attempts,
// or more than a fifth of the base's tasks missing from the head), the errored attempts could
// hide a regression — counted as failures on both sides (as Harbor counts them) the same rule
// would fail the gate — or the errored-attempt rate rose significantly (a paired sign-flip test
// over tasks, so one or two extra errored attempts are never "significant").
// With failOnError four tests can fail the PR (the gate's two halves, the errors counted as
// failures, the rise), so each gets a quarter of the budget (strictGateOf); a result that holds at
// halves but not at quarters is neutral, never green.
//
// Flagged (never green: neutral, whatever failOnError): the gate did not fail, but a task is
// labelled regressed (or, with failOnError, a drop missed the quarter level). The suspects (suspects.ts: tasks that likely fell, with a probability) are
// named only under a verdict that found something (the gate failed, or a task is labelled): closed
// testing, no claim about one task before the claim about the run holds. Named whatever the
// verdict, drift put a list on 10–23% of no-change PRs and under ✅ headings where tasks broke
// unseen. Every row keeps its probability (`fell`); confirmation plans from those.
//
// Per-task label rule: "regressed"/"improved" need a one-sided Fisher test (mid-p) on the task's
// non-error attempts (successes of n, base vs head), with the false discovery rate over all paired
// tasks held at 1 − confidence (Benjamini–Hochberg). Testing 100 tasks at p ≤ 0.05 each would name
// a noisy task in about 4 of 10 PRs that change nothing; BH keeps that rare.

import { GATE_SETTINGS } from '../settings/gate.js'
import { signedPoints } from './points.js'
import { failingLevel, isAtLeastMinEffect } from './gate-level.js'
import { magnitude, notFailingReason, pValueText, verdictText } from './verdict-text.js'
import { passAtK, passHatK } from './metrics.js'
import { sensitivity, type Sensitivity } from './sensitivity.js'
import { fisherLowerMidP, pairedBootstrap, signFlipPValue, stratifiedLowerP, type Stratum } from './stats.js'
import { driftDispersion, widenedLowerP, type StratumStatistic } from './drift.js'
import { fitSuspectModel, pickSuspects } from './suspects.js'
import { testFlips } from './test-tally.js'
import type { RunSummary, RunTotals, TaskSummary } from './types.js'
import { validAttempts, validCount } from './valid-attempts.js'
import { notRunTasks } from './not-run.js'
import { tasksChecksum } from './tasks-checksum.js'

// The shapes are imported from compare.js as they always were.
export * from './comparison-types.js'
import type {
  TaskClass,
  Conclusion,
  CompareOptions,
  TaskSide,
  TaskComparison,
  Figure,
  Figures,
  LeftOut,
  MetricDelta,
  ErrorLine,
  ErrorsAsFailures,
  RunInfo,
  Gate,
  Comparison,
  ConfirmationEvidence,
} from './comparison-types.js'

export class CompareError extends Error {
  override readonly name = 'CompareError'
}

const DEFAULTS: Required<CompareOptions> = {
  k: GATE_SETTINGS.k.default,
  confidence: GATE_SETTINGS.confidence.default,
  minEffect: GATE_SETTINGS['min-effect'].default,
  failOnError: false,
  bootstrapSamples: 2000,
  seed: 1,
  confirmation: null,
}

/** A share of shared tasks beyond which a comparison that left them out says nothing. */
export const MAX_LEFT_OUT_SHARE = 0.2

export function compareRuns(
  base: RunSummary | null,
  head: RunSummary,
  opts: CompareOptions = {},
): Comparison {
  const options = resolveOptions(opts, base, head)
  const { k } = options
  const { tasks, compared, leftOut } = matchTasks(base, head, k)
  if (options.confirmation === null) labelByFalseDiscoveryRate(tasks, 1 - options.confidence)
  else {
    // The re-run suspects are a family of their own, tested on round 2 alone (useRoundTwoP).
    const rerun = useRoundTwoP(tasks, options.confirmation)
    labelByFalseDiscoveryRate(
      tasks.filter((t) => !rerun.has(t.taskId)),
      1 - options.confidence,
    )
    labelByFalseDiscoveryRate(
      tasks.filter((t) => rerun.has(t.taskId)),
      1 - options.confidence,
    )
  }
  const figures = figuresOf(compared, k)
  const pairs = base === null ? [] : (compared as [TaskSummary, TaskSummary][])
  const deltas = pairs.length > 0 ? metricDeltas(pairs, figures, options) : null
  const causes = likelyCauses(pairs, tasks, options)
  const errors = errorLine(base, head, options)
  const errorsAsFailures = base === null ? null : errorsAsFailuresGate(base, head, options)
  const gateInput: GateInput = {
    base,
    head,
    options,
    passDelta: deltas?.pass ?? null,
    // A confirmation round's test takes the stratified test's place (see ConfirmationEvidence).
    stratified: pairs.length > 0 && options.confirmation === null ? stratifiedDropP(pairs, options) : null,
    figures,
    leftOut,
    errors,
    errorsAsFailures,
    labelled: tasks.filter((t) => t.change === 'regressed').length,
  }
  const gate = options.failOnError && base !== null ? strictGateOf(gateInput, pairs) : gateOf(gateInput)
  const suspects = gate.regression || gate.flagged !== null ? causes.suspects : []
  const named = new Set(suspects)
  for (const t of tasks) t.suspect = named.has(t.taskId)
  const conclusion: Conclusion =
    gate.regression || gate.errorGate
      ? 'failure'
      : base === null || gate.inconclusive !== null || gate.flagged !== null
        ? 'neutral'
        : 'success'
  const comparison: Comparison = {
    options,
    base: base === null ? null : runInfo(base),
    head: runInfo(head),
    tasks,
    counts: countClasses(tasks),
    figures,
    pairedTasks: pairs.length,
    unpairedTasks: base === null ? 0 : leftOut.errored,
    leftOut,
    passAtK: deltas?.pass ?? null,
    passAtKDeltas: deltas?.passAtJ ?? {},
    meanReward: deltas?.reward ?? null,
    sensitivity: causes.sensitivity,
    suspects,
    errors,
    errorsAsFailures,
    gate,
    conclusion,
    verdict: '',
    regressions: tasks.filter((t) => t.change === 'regressed').map((t) => t.taskId),
    mismatches: base === null ? [] : mismatchesOf(base, head),
  }
  comparison.verdict = verdictText(comparison)
  return comparison
}

/** The share of the base's tasks that may be missing from the head before a comparison says nothing. */
export const MAX_MISSING_SHARE = 0.2

interface GateInput {
  base: RunSummary | null
  head: RunSummary
  options: Required<CompareOptions>
  passDelta: MetricDelta | null
  stratified: { p: number; drift: number } | null
  figures: Figures
  leftOut: LeftOut
  errors: ErrorLine
  errorsAsFailures: ErrorsAsFailures | null
  /** Tasks labelled regressed. */
  labelled: number
}

/** The gate (see the rule at the top): two tests of Δ pass@k sharing the error budget, and min-effect. */
function gateOf(x: GateInput): Gate {
  const { options, passDelta } = x
  const half = (1 - options.confidence) / 2
  const confirmation = options.confirmation
  const bootstrapDrop =
    confirmation !== null ? confirmation.round1Bootstrap : passDelta !== null && passDelta.high < 0
  const stratifiedP = x.stratified?.p ?? null
  const p = testP(x)
  const testDrop = p !== null && p <= half + 1e-12
  // With a confirmation round the test decides on the suspects' fresh attempts, so the drop is the
  // suspects' loss even where the other tasks' noise lifted Δ over all rounds to 0 or above (where
  // 5 random tasks of 100 × 3 broke, 1–1.5% of PRs: bench/confirm-rule.ts) — but not where pass@k
  // rose significantly: tasks fixed outweigh tasks broken (flagged below, never ✅).
  const fell =
    passDelta !== null &&
    (passDelta.delta < 0 || (confirmation !== null && confirmation.lost > 0 && passDelta.low <= 0))
  const dropSignificant = fell && (bootstrapDrop || testDrop)
  // With a confirmation round, min-effect is met by the drop the suspects account for (the other
  // tasks' noise in Δ would hide it again) or by Δ over all rounds (the suspects are only the tasks
  // round 1 pointed at: 5 mid-rate tasks broken, 2 of them re-run, account for 1–2 points of a
  // 3-point drop). Either is an estimate of the size; the test above decided that there is a drop.
  const dropAboveMinEffect =
    passDelta !== null &&
    (confirmation !== null
      ? bootstrapDrop || isAtLeastMinEffect(Math.max(confirmation.lost, -passDelta.delta), options)
      : isAtLeastMinEffect(-passDelta.delta, options))
  const regression = dropSignificant && dropAboveMinEffect
  const paired = x.figures.tasks
  const inconclusive = inconclusiveReason({
    base: x.base,
    head: x.head,
    k: options.k,
    paired,
    shared: x.base === null ? 0 : paired + x.leftOut.errored,
    leftOut: x.leftOut,
    regression,
    errorsAsFailures: x.errorsAsFailures,
    errors: x.errors,
  })
  const notFailing = { ...options, passDelta, dropSignificant, bootstrapDrop, testDrop }
  // Suspects whose test held beside a significant rise: a PR that broke some tasks and fixed more
  // (an agent trading 5 broken tasks for 20 fixed ones) is not a regression, but never ✅ either.
  const outweighed = confirmation !== null && testDrop && passDelta !== null && passDelta.low > 0
  const flagged =
    x.base === null || regression
      ? null
      : x.labelled > 0
        ? `${x.labelled} task(s) labelled regressed, though ${notFailingReason(notFailing)}`
        : outweighed
          ? notFailingReason(notFailing)
          : null
  return {
    dropSignificant,
    bootstrapDrop,
    stratifiedP,
    drift: x.stratified?.drift ?? 1,
    confirmation,
    dropAboveMinEffect,
    regression,
    errorGate: options.failOnError && x.base !== null && (inconclusive !== null || x.errors.rose),
    inconclusive,
    flagged,
  }
}

/**
 * The gate with fail-on-error: four tests can fail the PR (the two halves of the pass@k gate, the
 * errors counted as failures, the rise in errors), so they share the one false-alarm budget
 * 1 − confidence in quarters; at halves each, as without the flag, a PR that changed nothing
 * failed in 6–7% of simulated PRs with 10% of attempts errored on both sides. What holds at
 * halves but not at quarters still keeps the report from ✅ (⚠️).
 */
function strictGateOf(x: GateInput, pairs: readonly [TaskSummary, TaskSummary][]): Gate {
  const usual = gateOf(x)
  const { options } = x
  const level = failingLevel(options)
  // A bootstrap interval whose upper end is the one-sided bound at that level (same resamples).
  const strictOptions = { ...options, confidence: 1 - 2 * level }
  // Round 1's bootstrap failure under a confirmation round was already at this level.
  const bootstrapDrop =
    usual.bootstrapDrop &&
    (options.confirmation !== null || metricDeltas(pairs, x.figures, strictOptions).pass.high < 0)
  const p = testP(x)
  const stratifiedDrop = p !== null && p <= level + 1e-12
  const regression = usual.regression && (bootstrapDrop || stratifiedDrop)
  const errorsAsFailures =
    x.errorsAsFailures?.regression === true
      ? errorsAsFailuresGate(x.base!, x.head, strictOptions)
      : x.errorsAsFailures
  const rose = x.errors.rose && x.errors.rise!.pValue <= level + 1e-12
  const strict = gateOf({ ...x, errorsAsFailures, errors: { ...x.errors, rose } })
  const errorGate = strict.inconclusive !== null || rose
  const failing = regression || errorGate
  let flagged = usual.flagged
  if (!failing && usual.regression) {
    flagged = `pass@${options.k} fell ${magnitude(x.passDelta!.delta)} points, significant at ${pct(failingLevel({ ...options, failOnError: false }))} one-sided but not at the ${pct(level)} each test gets when fail-on-error shares the ${pct(1 - options.confidence)} false-alarm budget four ways`
  }
  return {
    ...usual,
    regression,
    errorGate,
    inconclusive: failing ? strict.inconclusive : (usual.inconclusive ?? null),
    flagged: failing ? usual.flagged : flagged,
  }
}

/** The p-value of the test beside the bootstrap: the stratified test's, or a confirmation round's. */
function testP(x: GateInput): number | null {
  return x.options.confirmation?.test.p ?? x.stratified?.p ?? null
}

function pct(x: number): string {
  return `${Math.round(x * 10000) / 100}%`
}

/**
 * The stratified exact test (stats.ts) of Δ pass@k over the compared pairs: its one-sided p-value,
 * widened by the drift allowance (drift.ts), and that allowance.
 */
function stratifiedDropP(
  pairs: readonly [TaskSummary, TaskSummary][],
  options: Required<CompareOptions>,
): { p: number; drift: number } {
  const { k } = options
  const strata: Stratum[] = pairs.map(([b, h]) => ({
    baseValid: validAttempts(b),
    baseSuccesses: b.successes,
    headValid: validAttempts(h),
    headSuccesses: h.successes,
  }))
  const statistic: StratumStatistic = (s, headSuccesses, baseSuccesses) =>
    passAtK(s.headValid, headSuccesses, k) - passAtK(s.baseValid, baseSuccesses, k)
  const p = stratifiedLowerP(strata, statistic, options.bootstrapSamples, options.seed + 2)
  const drift = driftDispersion(strata, statistic)
  return { p: widenedLowerP(p, drift), drift }
}

/**
 * The empirical-Bayes model over the compared pairs: each row's probability that its pass rate
 * fell, the suspects it would name (suspects.ts), and the drop the comparison could catch (sensitivity.ts).
 */
function likelyCauses(
  pairs: readonly [TaskSummary, TaskSummary][],
  tasks: TaskComparison[],
  options: Required<CompareOptions>,
): { suspects: string[]; sensitivity: Sensitivity | null } {
  if (pairs.length === 0) return { suspects: [], sensitivity: null }
  const counts = pairs.map(([b, h]) => ({ base: validCount(b), head: validCount(h) }))
  const model = fitSuspectModel(counts)
  const rows = new Map(tasks.map((t) => [t.taskId, t]))
  pairs.forEach(([, h], i) => {
    const row = rows.get(h.task_id)
    if (row) row.fell = model.fell[i]!
  })
  const suspects = pickSuspects(model.fell).map((i) => pairs[i]![1].task_id)
  const seen = sensitivity({
    pairs: counts,
    k: options.k,
    confidence: options.confidence,
    minEffect: options.minEffect,
    seed: options.seed,
  })
  return { suspects, sensitivity: seen }
}

/**
 * Every task of either side as a row, and which are compared (COMPARED_TASKS: the same task on
 * both sides, each with at least k non-errored attempts) as [base, head]; the rest counted apart.
 */
function matchTasks(
  base: RunSummary | null,
  head: RunSummary,
  k: number,
): { tasks: TaskComparison[]; compared: [TaskSummary | null, TaskSummary][]; leftOut: LeftOut } {
  const tasks: TaskComparison[] = []
  const baseById = new Map((base?.tasks ?? []).map((t) => [t.task_id, t]))
  const matchedBase = new Set<string>()
  const renamedBase = base === null ? new Map<string, TaskSummary>() : changedCandidates(base, head)
  const compared: [TaskSummary | null, TaskSummary][] = []
  const leftOut: LeftOut = { errored: 0, new: 0, removed: 0, notRun: 0, changed: 0, reasons: [] }
  const notRun = notRunKeys(head)
  const leftOutReasons = new Map<string, number>()
  const noteErrored = (t: TaskSummary): void => {
    leftOut.errored++
    for (const r of t.reasons) leftOutReasons.set(r.reason, (leftOutReasons.get(r.reason) ?? 0) + r.count)
  }
  for (const h of head.tasks) {
    const b = base === null ? undefined : baseById.get(h.task_id)
    if (h.unfinished !== undefined) {
      // Run in part: its pass rate rests on the attempts that happened to finish first.
      if (b) matchedBase.add(b.task_id)
      leftOut.notRun++
      tasks.push(notRunRow(b ?? null, h))
      continue
    }
    if (base === null || b !== undefined) {
      if (b) matchedBase.add(b.task_id)
      const row = b ? alignedRow(b, h) : singleRow(h, 'new')
      if ((b === undefined || validAttempts(b) >= k) && validAttempts(h) >= k) {
        row.compared = true
        compared.push([b ?? null, h])
      } else noteErrored(validAttempts(h) < k || !b ? h : b)
      tasks.push(row)
      continue
    }
    const renamed = renamedBase.get(h.task_name)
    if (renamed !== undefined) {
      matchedBase.add(renamed.task_id)
      leftOut.changed++
      tasks.push({ ...alignedRow(renamed, h), change: 'changed', pValue: null })
    } else {
      leftOut.new++
      tasks.push(singleRow(h, 'new'))
    }
  }
  for (const b of base?.tasks ?? []) {
    if (matchedBase.has(b.task_id)) continue
    const stopped = notRun.ids.has(b.task_id) || notRun.names.has(b.task_name)
    if (stopped) leftOut.notRun++
    else leftOut.removed++
    tasks.push(singleRow(b, stopped ? 'not-run' : 'removed'))
  }
  leftOut.reasons = [...leftOutReasons]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || (a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : 0))
  return { tasks, compared, leftOut }
}

/** Δ pass@k and Δ mean reward over the compared pairs, with paired-bootstrap intervals; Δ pass@j for j < k too. */
function metricDeltas(
  compared: readonly [TaskSummary, TaskSummary][],
  figures: Comparison['figures'],
  options: Required<CompareOptions>,
): { pass: MetricDelta; reward: MetricDelta; passAtJ: Record<string, MetricDelta> } {
  const { k } = options
  const below = Array.from({ length: k - 1 }, (_, i) => i + 1)
  // One bootstrap: the resamples are drawn once, so adding the j < k rows changes no interval.
  const [pass, reward, ...lower] = pairedBootstrap(
    [
      Float64Array.from(compared, ([b, h]) => validPassAtK(h, k) - validPassAtK(b, k)),
      Float64Array.from(compared, ([b, h]) => validMeanReward(h) - validMeanReward(b)),
      ...below.map((j) => Float64Array.from(compared, ([b, h]) => validPassAtK(h, j) - validPassAtK(b, j))),
    ],
    options.bootstrapSamples,
    options.confidence,
    options.seed,
  )
  const delta = (base: number, head: number, i: { estimate: number; low: number; high: number }) => ({
    base,
    head,
    delta: i.estimate,
    low: i.low,
    high: i.high,
  })
  const figure = (j: number) => figures.passAtK[String(j)]!
  const passDelta = delta(figure(k).base!, figure(k).head, pass!)
  const passAtJ: Record<string, MetricDelta> = {}
  below.forEach((j, i) => (passAtJ[String(j)] = delta(figure(j).base!, figure(j).head, lower[i]!)))
  passAtJ[String(k)] = passDelta
  return {
    pass: passDelta,
    reward: delta(figures.meanReward.base!, figures.meanReward.head, reward!),
    passAtJ,
  }
}

/**
 * The k to compare at: the one asked for, or the largest k both runs have (with a warning saying
 * so), the same for the CLI and the action. Never above either run's attempts, never below 1.
 */
export function commonK(
  requested: number,
  base: Pick<RunSummary, 'attempts'> | null,
  head: Pick<RunSummary, 'attempts'>,
): { k: number; warning: string | null } {
  const common = Math.min(head.attempts, base?.attempts ?? Infinity)
  const k = Math.max(1, Math.min(requested, common))
  if (k >= requested) return { k, warning: null }
  const side = base !== null && base.attempts < head.attempts ? 'the baseline' : 'this run'
  return {
    k,
    warning: `pass@${requested} needs ${requested} attempts per task on both sides; ${side} has ${common}: compared at pass@${k}.`,
  }
}

function resolveOptions(
  opts: CompareOptions,
  base: RunSummary | null,
  head: RunSummary,
): Required<CompareOptions> {
  const options = { ...DEFAULTS }
  for (const key of Object.keys(DEFAULTS) as (keyof CompareOptions)[]) {
    if (opts[key] !== undefined) (options as Record<string, unknown>)[key] = opts[key]
  }
  const { k, confidence, minEffect, bootstrapSamples } = options
  if (!Number.isInteger(k) || k < 1) throw new CompareError(`k must be a whole number ≥ 1, got ${k}`)
  const attempts = Math.min(head.attempts, base?.attempts ?? Infinity)
  if (k > attempts)
    throw new CompareError(`pass@${k} needs at least ${k} attempts per task; the runs have ${attempts}`)
  if (!(confidence > 0 && confidence < 1))
    throw new CompareError(`confidence must be in (0, 1), got ${confidence}`)
  if (!(minEffect >= 0 && minEffect <= 1))
    throw new CompareError(`min-effect must be in [0, 1], got ${minEffect}`)
  if (!Number.isInteger(bootstrapSamples) || bootstrapSamples < 100) {
    throw new CompareError(`bootstrap samples must be a whole number ≥ 100, got ${bootstrapSamples}`)
  }
  return options
}

/** Base tasks a head task replaced: same display name, different checksum, the name unique on both sides. */
function changedCandidates(base: RunSummary, head: RunSummary): Map<string, TaskSummary> {
  const headIds = new Set(head.tasks.map((t) => t.task_id))
  const baseIds = new Set(base.tasks.map((t) => t.task_id))
  const unique = (tasks: TaskSummary[], others: Set<string>): Map<string, TaskSummary | null> => {
    const byName = new Map<string, TaskSummary | null>()
    for (const t of tasks) {
      if (others.has(t.task_id)) continue
      byName.set(t.task_name, byName.has(t.task_name) ? null : t)
    }
    return byName
  }
  const baseByName = unique(base.tasks, headIds)
  const headByName = unique(head.tasks, baseIds)
  const result = new Map<string, TaskSummary>()
  for (const [name, b] of baseByName) if (b !== null && headByName.get(name)) result.set(name, b)
  return result
}

function side(t: TaskSummary): TaskSide {
  return {
    taskId: t.task_id,
    checksum: t.task_checksum,
    n: t.n,
    successes: t.successes,
    errors: t.errors,
    passRate: validAttempts(t) === 0 ? null : t.successes / validAttempts(t),
    meanReward: t.mean_reward,
    reasons: t.reasons,
    outputDir: t.output_dir,
  }
}

function isFlaky(t: TaskSummary): boolean {
  return t.successes > 0 && t.successes < validAttempts(t)
}

/** A task on both sides; its label is set afterwards, over all tasks (labelByFalseDiscoveryRate). */
function alignedRow(b: TaskSummary, h: TaskSummary): TaskComparison {
  const bs = side(b)
  const hs = side(h)
  let pValue: number | null = null
  const delta = bs.passRate === null || hs.passRate === null ? null : hs.passRate - bs.passRate
  if (delta !== null) {
    pValue =
      delta === 0
        ? 1
        : delta < 0
          ? fisherLowerMidP(b.successes, validAttempts(b), h.successes, validAttempts(h))
          : fisherLowerMidP(h.successes, validAttempts(h), b.successes, validAttempts(b))
  }
  return {
    taskId: h.task_id,
    taskName: h.task_name,
    taskPath: h.task_path,
    change: 'unchanged',
    flaky: isFlaky(b) || isFlaky(h),
    errored: h.errors > 0,
    compared: false,
    base: bs,
    head: hs,
    delta,
    pValue,
    fell: null,
    suspect: false,
    tests: testFlips(b.tests, h.tests),
  }
}

/** The head's tasks not run: by id, and by name for an older summary's entries without one. */
function notRunKeys(head: RunSummary): { ids: Set<string>; names: Set<string> } {
  const ids = new Set<string>()
  const names = new Set<string>()
  for (const task of notRunTasks(head)) {
    if (task.task_id !== null) ids.add(task.task_id)
    else names.add(task.task_name)
  }
  return { ids, names }
}

/** A head task run only in part: both sides shown, neither compared nor labelled. */
function notRunRow(b: TaskSummary | null, h: TaskSummary): TaskComparison {
  const row = b ? alignedRow(b, h) : singleRow(h, 'new')
  return { ...row, change: 'not-run', head: side(h), delta: null, pValue: null }
}

function singleRow(t: TaskSummary, change: 'new' | 'removed' | 'not-run'): TaskComparison {
  const s = side(t)
  return {
    taskId: t.task_id,
    taskName: t.task_name,
    taskPath: t.task_path,
    change,
    flaky: isFlaky(t),
    errored: t.errors > 0,
    compared: false,
    base: change === 'new' ? null : s,
    head: change === 'new' ? s : null,
    delta: null,
    pValue: null,
    fell: null,
    suspect: false,
  }
}

/** pass@k over the non-error attempts (the caller made sure there are at least k). */
function validPassAtK(t: TaskSummary, k: number): number {
  return passAtK(validAttempts(t), t.successes, k)
}

/**
 * Mean reward over the non-error attempts, from the per-attempt rewards (rewards and statuses are
 * both in attempt order); the stored mean only for a file without per-attempt rewards.
 */
function validMeanReward(t: TaskSummary): number {
  if (t.rewards.length !== t.statuses.length) return t.mean_reward
  let sum = 0
  let count = 0
  for (let i = 0; i < t.statuses.length; i++) {
    if (t.statuses[i] === 'error') continue
    sum += t.rewards[i]!
    count++
  }
  return count === 0 ? 0 : sum / count
}

/**
 * Every figure over the same compared tasks: pass@j and pass^j up to k over all of them, and for
 * each j beyond k that some compared task can give, over those that can (tasksAt[j] of them).
 */
function figuresOf(compared: readonly [TaskSummary | null, TaskSummary][], k: number): Figures {
  const withBase = compared.length > 0 && compared[0]![0] !== null
  const room = (pair: readonly [TaskSummary | null, TaskSummary]): number =>
    Math.min(validAttempts(pair[1]), pair[0] === null ? Infinity : validAttempts(pair[0]))
  let maxK = compared.length === 0 ? k : 0
  for (const pair of compared) maxK = Math.max(maxK, room(pair))
  const figure = (
    over: readonly (readonly [TaskSummary | null, TaskSummary])[],
    f: (t: TaskSummary) => number,
  ) => {
    const mean = (pick: 0 | 1): number | null => {
      if (pick === 0 && !withBase) return null
      if (over.length === 0) return pick === 0 ? null : 0
      let sum = 0
      for (const pair of over) sum += f(pair[pick]!)
      return sum / over.length
    }
    return { base: mean(0), head: mean(1)! }
  }
  const passAt: Record<string, Figure> = {}
  const passHat: Record<string, Figure> = {}
  const tasksAt: Record<string, number> = {}
  for (let j = 1; j <= maxK; j++) {
    const over = j <= k ? compared : compared.filter((pair) => room(pair) >= j)
    if (compared.length > 0 && over.length === 0) break
    tasksAt[String(j)] = over.length
    passAt[String(j)] = figure(over, (t) => passAtK(validAttempts(t), t.successes, j))
    passHat[String(j)] = figure(over, (t) => passHatK(validAttempts(t), t.successes, j))
  }
  return {
    tasks: compared.length,
    maxK: compared.length === 0 ? maxK : Object.keys(tasksAt).length,
    passAtK: passAt,
    passHatK: passHat,
    tasksAt,
    meanReward: figure(compared, validMeanReward),
  }
}

function errorLine(base: RunSummary | null, head: RunSummary, options: Required<CompareOptions>): ErrorLine {
  const rate = (t: RunTotals) => (t.attempts === 0 ? 0 : t.errors / t.attempts)
  let rise: ErrorLine['rise'] = null
  if (base !== null) {
    const baseById = new Map(base.tasks.map((t) => [t.task_id, t]))
    const diffs: number[] = []
    for (const h of head.tasks) {
      const b = baseById.get(h.task_id)
      if (b) diffs.push(h.errors / h.n - b.errors / b.n)
    }
    if (diffs.length > 0) {
      rise = {
        delta: diffs.reduce((a, b) => a + b, 0) / diffs.length,
        pValue: signFlipPValue(diffs, options.bootstrapSamples, options.seed + 1),
        tasks: diffs.length,
      }
    }
  }
  return {
    baseErrors: base?.totals.errors ?? 0,
    baseAttempts: base?.totals.attempts ?? 0,
    headErrors: head.totals.errors,
    headAttempts: head.totals.attempts,
    baseRate: base === null ? null : rate(base.totals),
    headRate: rate(head.totals),
    rose: rise !== null && rise.delta > 0 && rise.pValue <= (1 - options.confidence) / 2,
    rise,
  }
}

/**
 * The gate again with errored attempts counted as failures on both sides, over the shared tasks
 * with k attempts on each side: if that fails while the real gate does not, the errors could be
 * hiding a regression. Null when no shared task has an errored attempt (nothing would change).
 */
function errorsAsFailuresGate(
  base: RunSummary,
  head: RunSummary,
  options: Required<CompareOptions>,
): ErrorsAsFailures | null {
  const baseById = new Map(base.tasks.map((t) => [t.task_id, t]))
  const diffs: number[] = []
  let anyError = false
  for (const h of head.tasks) {
    const b = baseById.get(h.task_id)
    if (!b || b.n < options.k || h.n < options.k) continue
    if (b.errors > 0 || h.errors > 0) anyError = true
    diffs.push(passAtK(h.n, h.successes, options.k) - passAtK(b.n, b.successes, options.k))
  }
  if (!anyError) return null
  const [d] = pairedBootstrap(
    [Float64Array.from(diffs)],
    options.bootstrapSamples,
    options.confidence,
    options.seed,
  )
  return {
    tasks: diffs.length,
    delta: d!.estimate,
    low: d!.low,
    high: d!.high,
    regression: d!.high < 0 && isAtLeastMinEffect(-d!.estimate, options),
  }
}

function inconclusiveReason(x: {
  base: RunSummary | null
  head: RunSummary
  k: number
  paired: number
  shared: number
  leftOut: LeftOut
  regression: boolean
  errorsAsFailures: ErrorsAsFailures | null
  errors: ErrorLine
}): string | null {
  const why = x.k === 1 ? 'every attempt errored' : `fewer than ${x.k} attempts did not error`
  if (x.base === null) {
    return x.head.tasks.length > 0 && x.paired === 0 ? `no task could be measured: ${why} in each` : null
  }
  if (x.shared === 0) return x.head.tasks.length === 0 ? 'the head ran no task' : 'no task ran on both sides'
  if (x.paired === 0) {
    return `none of the ${x.shared} shared task(s) could be compared: in each, ${why} on a side`
  }
  const baseTasks = x.base.tasks.length
  const missing = x.leftOut.removed + x.leftOut.notRun
  if (baseTasks > 0 && missing / baseTasks > MAX_MISSING_SHARE) {
    const notRun =
      x.leftOut.notRun > 0 ? `, ${x.leftOut.notRun} of them not run: the head run stopped early` : ''
    return `${missing} of the base’s ${baseTasks} tasks are missing from the head (more than ${MAX_MISSING_SHARE * 100}%${notRun})`
  }
  if (x.leftOut.errored / x.shared > MAX_LEFT_OUT_SHARE) {
    return `${x.leftOut.errored} of ${x.shared} shared tasks were left out for errored attempts (more than ${MAX_LEFT_OUT_SHARE * 100}%)`
  }
  const e = x.errorsAsFailures
  if (!x.regression && e !== null && e.regression) {
    return `the errored attempts could hide a regression: counted as failures, pass@${x.k} would fall ${magnitude(e.delta)} points (CI ${signedPoints(e.low)} to ${signedPoints(e.high)})`
  }
  if (!x.regression && x.errors.rose && x.errors.rise !== null) {
    return `errored attempts rose significantly (${magnitude(x.errors.rise.delta)} points per task on average, ${pValueText(x.errors.rise.pValue)})`
  }
  return null
}

/**
 * A task re-run in a confirmation round was picked for looking low in round 1 (its head low, its
 * base high), so a test on both rounds' counts, or of its fresh head attempts against those base
 * attempts, would re-test that pick: its p-value becomes its own predictive test's
 * (ConfirmationEvidence.taskP). Only a fall can be labelled so (a task whose rate rose over both
 * rounds gets p = 1). Returns the re-run tasks' ids.
 */
function useRoundTwoP(tasks: TaskComparison[], confirmation: ConfirmationEvidence): Set<string> {
  const p = new Map(confirmation.taskP.map((t) => [t.taskId, t.p]))
  for (const t of tasks) {
    const q = p.get(t.taskId)
    if (q === undefined || t.pValue === null) continue
    t.pValue = t.delta !== null && t.delta < 0 ? q : 1
  }
  return new Set(p.keys())
}

/**
 * Benjamini–Hochberg over the paired tasks' one-sided p-values: labels regressed/improved only
 * while the expected share of false labels stays at most alpha. A task that passed every valid
 * attempt on both sides (or failed every one) cannot move under Fisher's conditional test, so it
 * is not counted among the hypotheses (Tarone's rule for discrete tests).
 */
function labelByFalseDiscoveryRate(tasks: TaskComparison[], alpha: number): void {
  const testable = (t: TaskComparison): boolean => {
    const successes = t.base!.successes + t.head!.successes
    return successes > 0 && successes < validAttempts(t.base!) + validAttempts(t.head!)
  }
  const tested = tasks.filter((t) => t.change === 'unchanged' && t.pValue !== null && testable(t))
  const sorted = [...tested].sort((a, b) => a.pValue! - b.pValue!)
  const m = sorted.length
  let cutoff = -1
  sorted.forEach((t, i) => {
    if (t.pValue! <= ((i + 1) / m) * alpha + 1e-12) cutoff = i
  })
  for (let i = 0; i <= cutoff; i++) {
    const t = sorted[i]!
    if (t.delta !== null && t.delta !== 0) t.change = t.delta < 0 ? 'regressed' : 'improved'
  }
}

function mismatchesOf(base: RunSummary, head: RunSummary): string[] {
  const pairs: [string, unknown, unknown][] = [
    ['agent', base.agent, head.agent],
    ['model', base.model ?? 'none', head.model ?? 'none'],
    ['attempts per task', base.attempts, head.attempts],
    ['tasks', base.tasks.length, head.tasks.length],
  ]
  const found = pairs
    .filter(([, b, h]) => b !== h)
    .map(([name, b, h]) => `${name} ${String(b)} → ${String(h)}`)
  return [...found, ...collectionMismatches(base, head)]
}

/**
 * Named datasets that differ, and task files that differ though the task count is the same (a
 * count that differs is said above). A warning, not a refusal: tasks are compared by id (name and
 * checksum), so a changed task is never paired with its old self; the runs' headline figures are
 * what stop being like with like.
 */
function collectionMismatches(base: RunSummary, head: RunSummary): string[] {
  const mismatches: string[] = []
  const named = (s: RunSummary) =>
    s.dataset ? `${s.dataset.name}@${s.dataset.version} (${s.dataset.git_commit_id.slice(0, 12)})` : null
  const [baseSet, headSet] = [named(base), named(head)]
  if (baseSet !== null && headSet !== null && baseSet !== headSet)
    mismatches.push(`dataset ${baseSet} → ${headSet}`)
  const [baseSum, headSum] = [tasksChecksum(base.tasks), tasksChecksum(head.tasks)]
  if (base.tasks.length === head.tasks.length && baseSum !== headSum)
    mismatches.push(`task files ${baseSum.slice(0, 12)} → ${headSum.slice(0, 12)}`)
  return mismatches
}

function runInfo(s: RunSummary): RunInfo {
  return {
    runId: s.run_id,
    label: s.label,
    agent: s.agent,
    model: s.model,
    attempts: s.attempts,
    source: s.source,
    totals: s.totals,
  }
}

function countClasses(tasks: readonly TaskComparison[]): Record<TaskClass, number> {
  const counts: Record<TaskClass, number> = {
    regressed: 0,
    improved: 0,
    unchanged: 0,
    new: 0,
    removed: 0,
    'not-run': 0,
    changed: 0,
    flaky: 0,
    errored: 0,
  }
  for (const t of tasks) {
    counts[t.change]++
    if (t.flaky) counts.flaky++
    if (t.errored) counts.errored++
  }
  return counts
}
