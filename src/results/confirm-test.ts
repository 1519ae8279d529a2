// The confirmation round's test: did the suspects' fresh head attempts pass less often than round 1
// predicts if nothing changed? Pure and deterministic.
//
// "Nothing changed" (empirical Bayes over every compared task of round 1): a task's base pass rate
// is drawn from the run's rate prior (rate-prior.ts); its head rate is that rate moved by drift,
// d ~ N(0, τ²) in log-odds (rates of the same task differ between runs). Given a suspect's round-1
// attempts (and its round-2 base attempts, where the round ran some), the posterior predicts how
// many of its round-2 head attempts pass. Tasks are independent, so the prediction for the sum
// over the suspects is the convolution of theirs, and p = P(sum ≤ observed).
//
// Why this test: round 2 goes where round 1 looked worst, so round 1's counts of those tasks are
// biased low. Conditioning on them (the posterior) undoes that pick exactly, whatever made it. Only
// the suspects' fresh attempts are tested, so the noise of the unchanged tasks does not dilute them.
//
// τ is fitted from round 1 by maximum likelihood under a mixture: each task drifts, or (a share π
// of them) broke, its head rate anywhere below its base rate. Drift moves rates both ways; a break
// only down. So tasks that broke are absorbed by π and cannot widen τ, while the rises of drifting
// tasks (and the falls that go with them) set τ. Fitting τ without the break term read breakage as
// drift (5 of 100 tasks broken looked like τ ≈ 1.5, and the test lost its power); fitting it from
// the rises alone missed most drift (rates near 0 or 1 rise too little to see in 3–5 attempts) and
// failed 7.7% of strong-drift PRs. Bench figures: bench/gate-simulation.ts, confirmation rows.

import { MIN_DRIFT_TASKS } from './drift.js'
import { driftKernel, moved, type DriftKernel } from './drift-fit.js'
import { gridLikelihood, pooledPrior, RATE_GRID, type Count, type RatePrior } from './rate-prior.js'
import type { PairCounts } from './suspects.js'

/** One compared task's non-error attempts in round 1, on each side (the suspect model's pair). */
export type RoundOnePair = PairCounts

/** A suspect's round-2 attempts: head, and base when the round ran some at the baseline's commit. */
export interface RoundTwoTask {
  round1: RoundOnePair
  head: Count
  base: Count | null
}

export interface PredictiveTest {
  /** P(round-2 head successes summed over the suspects ≤ observed | nothing changed). */
  p: number
  /** Suspects with a non-errored round-2 head attempt: the ones tested. */
  tasks: number
  /** Round-2 head attempts and successes over the suspects, and the successes predicted. */
  attempts: number
  observed: number
  predicted: number
  /**
   * Σ over the suspects of (base pass rate − round-2 head pass rate): each base rate from its base
   * attempts and the prior (the posterior mean, which undoes the pick of tasks whose base looked
   * best), each head rate from the fresh attempts alone.
   */
  lostRate: number
  /** The drift τ (log-odds standard deviation) fitted from round 1. */
  drift: number
}

/**
 * The share of the prior spread evenly over the grid: a run's fitted prior can hold no mass where
 * none of its tasks sit (every task passes), and a suspect that fails at both commits must still be
 * believed when its attempts say so.
 */
const PRIOR_FLOOR = 0.1
/** Drift candidates for the fit (log-odds standard deviations). */
const DRIFT_CANDIDATES = Array.from({ length: 31 }, (_, i) => i * 0.1)
/** Shares of broken tasks the fit may use beside drift. */
const BREAK_SHARES = [0, 0.01, 0.02, 0.03, 0.05, 0.07, 0.1, 0.15, 0.2, 0.3]

/**
 * The test over the suspects, with the prior and the drift fitted from every compared task's round 1
 * (`model`: nothingChanged's, passed in when one round 1 is tested many times).
 */
export function predictiveTest(
  round1: readonly RoundOnePair[],
  suspects: readonly RoundTwoTask[],
  { prior, drift }: NullModel = nothingChanged(round1),
): PredictiveTest {
  const kernel = driftKernel(drift)
  const used = suspects.filter((s) => s.head.n > 0)
  let attempts = 0
  let observed = 0
  let lostRate = 0
  for (const s of used) {
    attempts += s.head.n
    observed += s.head.successes
    lostRate += baseRateEstimate(prior, s) - s.head.successes / s.head.n
  }
  // With round-2 base attempts, two readings of drift: it belongs to the runs (they ran at round 1's
  // base rate), or to the time (they ran at the rate the head has now, so an environment that broke
  // since the base run fails the base too). The suspects fail only if both readings say so.
  const readings = used.some((s) => s.base !== null && s.base.n > 0) ? [false, true] : [false]
  let p = used.length === 0 ? 1 : 0
  let predicted = 0
  for (const now of readings) {
    let distribution: Float64Array = new Float64Array([1])
    let mean = 0
    for (const s of used) {
      const prediction = predictHeadSuccesses(prior, kernel, s, now)
      prediction.forEach((q, x) => (mean += q * x))
      distribution = sumDistribution(distribution, prediction)
    }
    let below = 0
    for (let x = 0; x <= observed && x < distribution.length; x++) below += distribution[x]!
    if (below >= p) {
      p = below
      predicted = mean
    }
  }
  return { p: Math.min(1, p), tasks: used.length, attempts, observed, predicted, lostRate, drift }
}

/** "Nothing changed": the prior over base pass rates, and the drift τ from base to head. */
export interface NullModel {
  prior: RatePrior
  drift: number
}

/**
 * "Nothing changed" as the test reads it from round 1: the run's prior over pass rates (widened by
 * PRIOR_FLOOR) and the drift τ fitted beside a break share. The sequential rule uses the same
 * (confirm-eprocess.ts).
 */
export function nothingChanged(round1: readonly RoundOnePair[]): NullModel {
  const pooled = pooledPrior(round1)
  return { prior: widened(pooled), drift: fitDrift(pooled, round1) }
}

/**
 * The drift τ that maximises the likelihood of round 1's counts, each task drifting N(0, τ²) in
 * log-odds or (a share π, fitted with it) broken to any rate below its base rate (see the top).
 * 0 with fewer than MIN_DRIFT_TASKS compared tasks (drift.ts): a handful of tasks cannot tell drift
 * from breakage (one task of ten that went 2/2 → 0/2 fits τ = 1.3 as well as a break).
 */
export function fitDrift(prior: RatePrior, round1: readonly RoundOnePair[]): number {
  if (round1.filter((t) => t.base.n > 0 && t.head.n > 0).length < MIN_DRIFT_TASKS) return 0
  // Tasks with the same counts share one likelihood (a run of 3-attempt tasks has at most 16 kinds).
  const kinds = new Map<
    string,
    { base: Float64Array; head: Float64Array; broke: Float64Array; times: number }
  >()
  for (const t of round1) {
    if (t.base.n === 0 || t.head.n === 0) continue
    const key = `${t.base.n}/${t.base.successes}/${t.head.n}/${t.head.successes}`
    const kind = kinds.get(key)
    if (kind) kind.times++
    else {
      const head = gridLikelihood(t.head)
      kinds.set(key, { base: gridLikelihood(t.base), head, broke: belowLikelihood(head), times: 1 })
    }
  }
  let best = 0
  let bestLog = -Infinity
  for (const sd of DRIFT_CANDIDATES) {
    const { span, weights } = driftKernel(sd)
    const parts = [...kinds.values()].map(({ base, head, broke, times }) => {
      let drifted = 0
      let broken = 0
      for (let g = 0; g < RATE_GRID.length; g++) {
        const w = prior.weights[g]! * base[g]!
        if (w === 0) continue
        for (let j = 0; j < weights.length; j++) drifted += w * weights[j]! * head[moved(g, j, span)]!
        broken += w * broke[g]!
      }
      return { drifted, broken, times }
    })
    for (const share of BREAK_SHARES) {
      let log = 0
      for (const { drifted, broken, times } of parts)
        log += times * Math.log(Math.max((1 - share) * drifted + share * broken, 1e-300))
      if (log > bestLog + 1e-9) {
        bestLog = log
        best = sd
      }
    }
  }
  return best
}

/** At each base grid point, the head likelihood averaged over the grid points below it (a break). */
function belowLikelihood(head: Float64Array): Float64Array {
  const out = new Float64Array(head.length)
  let sum = 0
  for (let g = 0; g < head.length; g++) {
    out[g] = g === 0 ? head[0]! : sum / g
    sum += head[g]!
  }
  return out
}

function widened(prior: RatePrior): RatePrior {
  const even = PRIOR_FLOOR / prior.weights.length
  return { weights: prior.weights.map((w) => (1 - PRIOR_FLOOR) * w + even) }
}

/**
 * The predicted distribution of a suspect's round-2 head successes (index = successes). `now`: read
 * its round-2 base attempts as running at the rate the head has now; round 1's base attempts, from
 * another time, then say nothing about it (see predictiveTest).
 */
function predictHeadSuccesses(
  prior: RatePrior,
  kernel: DriftKernel,
  s: RoundTwoTask,
  now: boolean,
): Float64Array {
  const base2 = s.base === null || s.base.n === 0 ? null : gridLikelihood(s.base)
  const head = gridLikelihood(s.round1.head)
  // Posterior weight of each head-rate grid point.
  const headRate = new Float64Array(RATE_GRID.length)
  if (now && base2 !== null) {
    for (let h = 0; h < RATE_GRID.length; h++) headRate[h] = prior.weights[h]! * head[h]! * base2[h]!
  } else {
    const base = gridLikelihood(s.round1.base)
    for (let g = 0; g < RATE_GRID.length; g++) {
      const w = prior.weights[g]! * base[g]! * (base2 === null ? 1 : base2[g]!)
      if (w === 0) continue
      for (let j = 0; j < kernel.weights.length; j++) {
        const h = moved(g, j, kernel.span)
        headRate[h]! += w * kernel.weights[j]! * head[h]!
      }
    }
  }
  let total = 0
  for (const v of headRate) total += v
  const out = new Float64Array(s.head.n + 1)
  for (let h = 0; h < RATE_GRID.length; h++) {
    if (headRate[h] === 0) continue
    const binomial = binomialPmf(s.head.n, RATE_GRID[h]!)
    for (let x = 0; x <= s.head.n; x++) out[x]! += (headRate[h]! / total) * binomial[x]!
  }
  return out
}

/** The posterior mean of a suspect's base pass rate from its base attempts (both rounds) and the prior. */
function baseRateEstimate(prior: RatePrior, s: RoundTwoTask): number {
  const base = gridLikelihood(s.round1.base)
  const base2 = s.base === null || s.base.n === 0 ? null : gridLikelihood(s.base)
  let sum = 0
  let mean = 0
  for (let g = 0; g < RATE_GRID.length; g++) {
    const w = prior.weights[g]! * base[g]! * (base2 === null ? 1 : base2[g]!)
    sum += w
    mean += w * RATE_GRID[g]!
  }
  return sum > 0 ? mean / sum : 0
}

function binomialPmf(n: number, p: number): Float64Array {
  const out = new Float64Array(n + 1)
  let logC = 0
  for (let x = 0; x <= n; x++) {
    if (x > 0) logC += Math.log(n - x + 1) - Math.log(x)
    out[x] = Math.exp(logC + x * Math.log(p) + (n - x) * Math.log1p(-p))
  }
  return out
}

/** The distribution of the sum of two independent counts (index = value). */
function sumDistribution(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(a.length + b.length - 1)
  for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) out[i + j]! += a[i]! * b[j]!
  return out
}
