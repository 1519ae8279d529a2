// Head vs base comparison and the regression gate. Pure.
//
// Gate rule (checked by bench/gate-simulation.ts): over the tasks both runs share (same task_id),
// take each task's pass@k from its non-error attempts on each side; the gate fails when the paired
// bootstrap interval (two-sided, `confidence`) of the mean head − base difference lies wholly below
// zero AND the point drop is at least `minEffect`. Errored attempts never count as failures here
// (an infrastructure hiccup is not a regression): the error rate is its own line, gating only with
// failOnError.
//
// Per-task label rule: "regressed"/"improved" need a one-sided Fisher test (mid-p) on the task's
// non-error attempts (successes of n, base vs head), with the false discovery rate over all paired
// tasks held at 1 − confidence (Benjamini–Hochberg). Testing 100 tasks at p ≤ 0.05 each would name
// a noisy task in about 4 of 10 PRs that change nothing; BH keeps that rare.
//
// Inconclusive: a comparison that rests on too few tasks (none paired, or more than a fifth of the
// shared tasks left out for errors) or where errored attempts rose significantly (paired bootstrap
// over shared tasks of the per-task error rate) is never green: neutral, or failure with failOnError.

import { passAtK } from './metrics.js'
import { fisherLowerMidP, normalQuantile, pairedBootstrap } from './stats.js'
import type { RunSource, RunSummary, RunTotals, TaskSummary } from './types.js'

export type TaskChange = 'regressed' | 'improved' | 'unchanged' | 'new' | 'removed' | 'changed'
export type TaskClass = TaskChange | 'flaky' | 'errored'
export type Conclusion = 'success' | 'failure' | 'neutral'

export interface CompareOptions {
  /** pass@k to gate on (default 1). */
  k?: number
  /** Two-sided confidence of the bootstrap interval; also 1 − α of the per-task test (default 0.95). */
  confidence?: number
  /** Smallest drop in pass@k (a fraction, 0.02 = 2 points) that may fail the gate (default 0.02). */
  minEffect?: number
  /** A rise in the errored-attempt rate fails the gate (default false). */
  failOnError?: boolean
  /** Bootstrap resamples (default 2000). */
  bootstrapSamples?: number
  /** PRNG seed for the bootstrap (default 1): same inputs, same interval. */
  seed?: number
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
  base: TaskSide | null
  head: TaskSide | null
  /** head − base pass rate over non-error attempts; null when either side has none. */
  delta: number | null
  /** One-sided Fisher p-value in the direction of the change; null when not tested. */
  pValue: number | null
}

export interface MetricDelta {
  /** Means over the paired tasks (not the run totals: errored attempts and unpaired tasks left out). */
  base: number
  head: number
  delta: number
  low: number
  high: number
  /**
   * The smallest drop this comparison would catch with 80% power at the chosen confidence (and at
   * least minEffect): (z₁₋α/₂ + z₀.₈) × the bootstrap standard error of Δ.
   */
  minDetectableDrop: number
}

export interface ErrorLine {
  baseErrors: number
  baseAttempts: number
  headErrors: number
  headAttempts: number
  baseRate: number | null
  headRate: number
  /** Errored attempts rose significantly (interval of the paired per-task error-rate rise above zero). */
  rose: boolean
  /** Paired bootstrap of head − base per-task error rate over shared tasks; null without a baseline. */
  rise: { delta: number; low: number; high: number } | null
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
  /** The whole interval is below zero. */
  dropSignificant: boolean
  /** The point drop is at least minEffect. */
  dropAboveMinEffect: boolean
  /** Both: the pass@k gate fails. */
  regression: boolean
  /** failOnError and errors rose: the error gate fails. */
  errorGate: boolean
  /** Why the comparison cannot clear the head (too few tasks compared, errors rose); null when it can. */
  inconclusive: string | null
}

export interface Comparison {
  options: Required<CompareOptions>
  base: RunInfo | null
  head: RunInfo
  tasks: TaskComparison[]
  counts: Record<TaskClass, number>
  /** Tasks in the bootstrap: same id on both sides and ≥ k non-error attempts on each. */
  pairedTasks: number
  /** Same id on both sides but left out of the bootstrap for errors. */
  unpairedTasks: number
  passAtK: MetricDelta | null
  meanReward: MetricDelta | null
  errors: ErrorLine
  gate: Gate
  conclusion: Conclusion
  /** One sentence for the summary line, the check-run title and the CLI. */
  verdict: string
  /** task ids labelled regressed. */
  regressions: string[]
  /** How base and head were not run alike (agent, model, attempts, task count), e.g. "model a → b". */
  mismatches: string[]
}

export class CompareError extends Error {
  override readonly name = 'CompareError'
}

const DEFAULTS: Required<CompareOptions> = {
  k: 1,
  confidence: 0.95,
  minEffect: 0.02,
  failOnError: false,
  bootstrapSamples: 2000,
  seed: 1,
}

export function compareRuns(
  base: RunSummary | null,
  head: RunSummary,
  opts: CompareOptions = {},
): Comparison {
  const options = resolveOptions(opts, base, head)
  const alpha = 1 - options.confidence
  const tasks: TaskComparison[] = []
  const baseById = new Map((base?.tasks ?? []).map((t) => [t.task_id, t]))
  const matchedBase = new Set<string>()
  const renamedBase = base === null ? new Map<string, TaskSummary>() : changedCandidates(base, head)

  const pairedPass: number[] = []
  const pairedReward: number[] = []
  let pairedBase = 0
  let pairedHead = 0
  let pairedBaseReward = 0
  let pairedHeadReward = 0
  let unpaired = 0

  for (const h of head.tasks) {
    const b = baseById.get(h.task_id)
    if (b !== undefined) {
      matchedBase.add(b.task_id)
      const row = alignedRow(b, h)
      tasks.push(row)
      const bp = validPassAtK(b, options.k)
      const hp = validPassAtK(h, options.k)
      if (bp === null || hp === null) unpaired++
      else {
        const br = validMeanReward(b)
        const hr = validMeanReward(h)
        pairedPass.push(hp - bp)
        pairedReward.push(hr - br)
        pairedBase += bp
        pairedHead += hp
        pairedBaseReward += br
        pairedHeadReward += hr
      }
      continue
    }
    const renamed = renamedBase.get(h.task_name)
    if (renamed !== undefined) {
      matchedBase.add(renamed.task_id)
      tasks.push({ ...alignedRow(renamed, h), change: 'changed', pValue: null })
    } else tasks.push(singleRow(h, 'new'))
  }
  for (const b of base?.tasks ?? []) if (!matchedBase.has(b.task_id)) tasks.push(singleRow(b, 'removed'))
  labelByFalseDiscoveryRate(tasks, alpha)

  let passDelta: MetricDelta | null = null
  let rewardDelta: MetricDelta | null = null
  const n = pairedPass.length
  if (base !== null && n > 0) {
    const [pass, reward] = pairedBootstrap(
      [Float64Array.from(pairedPass), Float64Array.from(pairedReward)],
      options.bootstrapSamples,
      options.confidence,
      options.seed,
    )
    const z = normalQuantile(1 - (1 - options.confidence) / 2)
    const detectable = (i: { low: number; high: number }) =>
      Math.max(options.minEffect, ((z + normalQuantile(0.8)) * (i.high - i.low)) / (2 * z))
    passDelta = {
      base: pairedBase / n,
      head: pairedHead / n,
      delta: pass!.estimate,
      low: pass!.low,
      high: pass!.high,
      minDetectableDrop: detectable(pass!),
    }
    rewardDelta = {
      base: pairedBaseReward / n,
      head: pairedHeadReward / n,
      delta: reward!.estimate,
      low: reward!.low,
      high: reward!.high,
      minDetectableDrop: detectable(reward!),
    }
  }

  const errors = errorLine(base, head, options)
  const dropSignificant = passDelta !== null && passDelta.high < 0
  // A tiny epsilon so a drop of exactly minEffect (e.g. 0.1 − 0.08 in floating point) still counts.
  const dropAboveMinEffect = passDelta !== null && -passDelta.delta >= options.minEffect - 1e-12
  const inconclusive = base === null ? null : inconclusiveReason(n, unpaired, errors)
  const gate: Gate = {
    dropSignificant,
    dropAboveMinEffect,
    regression: dropSignificant && dropAboveMinEffect,
    errorGate: options.failOnError && inconclusive !== null,
    inconclusive,
  }
  const conclusion: Conclusion =
    gate.regression || gate.errorGate
      ? 'failure'
      : base === null || inconclusive !== null
        ? 'neutral'
        : 'success'
  const comparison: Comparison = {
    options,
    base: base === null ? null : runInfo(base),
    head: runInfo(head),
    tasks,
    counts: countClasses(tasks),
    pairedTasks: n,
    unpairedTasks: unpaired,
    passAtK: passDelta,
    meanReward: rewardDelta,
    errors,
    gate,
    conclusion,
    verdict: '',
    regressions: tasks.filter((t) => t.change === 'regressed').map((t) => t.taskId),
    mismatches: base === null ? [] : mismatchesOf(base, head),
  }
  comparison.verdict = verdictText(comparison)
  return comparison
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
  const valid = t.n - t.errors
  return {
    taskId: t.task_id,
    checksum: t.task_checksum,
    n: t.n,
    successes: t.successes,
    errors: t.errors,
    passRate: valid === 0 ? null : t.successes / valid,
    meanReward: t.mean_reward,
    reasons: t.reasons,
    outputDir: t.output_dir,
  }
}

function isFlaky(t: TaskSummary): boolean {
  return t.successes > 0 && t.successes < t.n - t.errors
}

/** A task on both sides; its label is set afterwards, over all tasks (labelByFalseDiscoveryRate). */
function alignedRow(b: TaskSummary, h: TaskSummary): TaskComparison {
  const bs = side(b)
  const hs = side(h)
  const change: TaskChange = 'unchanged'
  let pValue: number | null = null
  const delta = bs.passRate === null || hs.passRate === null ? null : hs.passRate - bs.passRate
  if (delta !== null) {
    const bValid = b.n - b.errors
    const hValid = h.n - h.errors
    pValue =
      delta === 0
        ? 1
        : delta < 0
          ? fisherLowerMidP(b.successes, bValid, h.successes, hValid)
          : fisherLowerMidP(h.successes, hValid, b.successes, bValid)
  }
  return {
    taskId: h.task_id,
    taskName: h.task_name,
    taskPath: h.task_path,
    change,
    flaky: isFlaky(b) || isFlaky(h),
    errored: h.errors > 0,
    base: bs,
    head: hs,
    delta,
    pValue,
  }
}

function singleRow(t: TaskSummary, change: 'new' | 'removed'): TaskComparison {
  const s = side(t)
  return {
    taskId: t.task_id,
    taskName: t.task_name,
    taskPath: t.task_path,
    change,
    flaky: isFlaky(t),
    errored: t.errors > 0,
    base: change === 'removed' ? s : null,
    head: change === 'new' ? s : null,
    delta: null,
    pValue: null,
  }
}

/** pass@k over the non-error attempts, or null when fewer than k of them are left. */
function validPassAtK(t: TaskSummary, k: number): number | null {
  const valid = t.n - t.errors
  return valid < k ? null : passAtK(valid, t.successes, k)
}

/** Mean reward over the non-error attempts (rewards and statuses are both in attempt order). */
function validMeanReward(t: TaskSummary): number {
  if (t.errors === 0 || t.rewards.length !== t.statuses.length) return t.mean_reward
  let sum = 0
  let count = 0
  for (let i = 0; i < t.statuses.length; i++) {
    if (t.statuses[i] === 'error') continue
    sum += t.rewards[i]!
    count++
  }
  return count === 0 ? 0 : sum / count
}

function errorLine(base: RunSummary | null, head: RunSummary, options: Required<CompareOptions>): ErrorLine {
  const headRate = head.totals.attempts === 0 ? 0 : head.totals.errors / head.totals.attempts
  const baseRate =
    base === null ? null : base.totals.attempts === 0 ? 0 : base.totals.errors / base.totals.attempts
  const rise = base === null ? null : errorRise(base, head, options)
  return {
    baseErrors: base?.totals.errors ?? 0,
    baseAttempts: base?.totals.attempts ?? 0,
    headErrors: head.totals.errors,
    headAttempts: head.totals.attempts,
    baseRate,
    headRate,
    rose: rise !== null && rise.low > 0,
    rise,
  }
}

/** Paired bootstrap over shared tasks of head − base errored-attempt rate. */
function errorRise(base: RunSummary, head: RunSummary, options: Required<CompareOptions>) {
  const baseById = new Map(base.tasks.map((t) => [t.task_id, t]))
  const diffs: number[] = []
  for (const h of head.tasks) {
    const b = baseById.get(h.task_id)
    if (b && b.n > 0 && h.n > 0) diffs.push(h.errors / h.n - b.errors / b.n)
  }
  if (diffs.length === 0) return null
  const [rise] = pairedBootstrap(
    [Float64Array.from(diffs)],
    options.bootstrapSamples,
    options.confidence,
    options.seed + 1,
  )
  return { delta: rise!.estimate, low: rise!.low, high: rise!.high }
}

/** A share of shared tasks beyond which a comparison that left them out says nothing. */
export const MAX_LEFT_OUT_SHARE = 0.2

function inconclusiveReason(paired: number, leftOut: number, errors: ErrorLine): string | null {
  const shared = paired + leftOut
  if (paired === 0) {
    return shared === 0
      ? 'no task ran on both sides'
      : `all ${shared} shared task(s) were left out: too few valid (non-errored) attempts`
  }
  if (leftOut / shared > MAX_LEFT_OUT_SHARE) {
    return `${leftOut} of ${shared} shared tasks were left out for errored attempts (more than ${MAX_LEFT_OUT_SHARE * 100}%)`
  }
  if (errors.rose) {
    const r = errors.rise!
    return `errored attempts rose significantly (${points(r.delta)} points per task, CI ${points(r.low)} to ${points(r.high)})`
  }
  return null
}

/**
 * Benjamini–Hochberg over the paired tasks' one-sided p-values: labels regressed/improved only
 * while the expected share of false labels stays at most alpha. A task that passed every valid
 * attempt on both sides (or failed every one) cannot move under Fisher's conditional test, so it
 * is not counted among the hypotheses (Tarone's rule for discrete tests).
 */
function labelByFalseDiscoveryRate(tasks: TaskComparison[], alpha: number): void {
  const testable = (t: TaskComparison): boolean => {
    const valid = (s: TaskSide) => s.n - s.errors
    const successes = t.base!.successes + t.head!.successes
    return successes > 0 && successes < valid(t.base!) + valid(t.head!)
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
  return pairs.filter(([, b, h]) => b !== h).map(([name, b, h]) => `${name} ${String(b)} → ${String(h)}`)
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

/** Signed percentage points, e.g. "−8.0", "+1.5". */
export function points(fraction: number): string {
  const value = Math.round(fraction * 1000) / 10
  if (value === 0) return '0.0'
  return `${value > 0 ? '+' : '−'}${Math.abs(value).toFixed(1)}`
}

/** Unsigned percentage points, e.g. "8.0". */
function magnitude(fraction: number): string {
  return (Math.round(Math.abs(fraction) * 1000) / 10).toFixed(1)
}

function verdictText(c: Comparison): string {
  const k = c.options.k
  const conf = `${Math.round(c.options.confidence * 1000) / 10}%`
  const parts: string[] = []
  const d = c.passAtK
  if (c.base === null) parts.push('No baseline: head results only.')
  else if (c.gate.inconclusive !== null && !c.gate.regression) {
    const gating = c.options.failOnError ? ' (fails the gate: fail-on-error)' : ''
    parts.push(`Inconclusive: ${c.gate.inconclusive}${gating}.`)
    if (d !== null) parts.push(`On the ${c.pairedTasks} paired task(s), pass@${k} ${points(d.delta)} points.`)
  } else if (d === null)
    parts.push('Nothing to compare: no task ran on both sides with enough valid attempts.')
  else {
    const ci = `${conf} CI ${points(d.low)} to ${points(d.high)}`
    const effect = `${(c.options.minEffect * 100).toFixed(1)}-point minimum effect`
    if (c.gate.regression)
      parts.push(`Regression: pass@${k} fell ${magnitude(d.delta)} points (${ci}), beyond the ${effect}.`)
    else if (c.gate.dropSignificant)
      parts.push(`No regression: pass@${k} fell ${magnitude(d.delta)} points (${ci}), under the ${effect}.`)
    else if (d.low > 0) parts.push(`Improvement: pass@${k} rose ${magnitude(d.delta)} points (${ci}).`)
    else
      parts.push(
        `No significant change: pass@${k} ${points(d.delta)} points (${ci}); this comparison would catch a drop of ${magnitude(d.minDetectableDrop)} points or more (80% power).`,
      )
  }
  const e = c.errors
  if (e.baseRate !== null && e.headRate > e.baseRate) {
    const significance = e.rose ? 'significantly' : 'within noise'
    parts.push(
      `Errored attempts ${(e.baseRate * 100).toFixed(1)}% → ${(e.headRate * 100).toFixed(1)}% (${e.headErrors} of ${e.headAttempts}), ${significance}.`,
    )
  }
  return parts.join(' ')
}
