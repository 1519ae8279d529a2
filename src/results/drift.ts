// Per-task drift allowance for the stratified test. Pure.
//
// Why: the stratified exact test (stats.ts) asks whether *these* tasks got worse, with each task's
// noise taken from its own attempts only. When pass rates move from run to run for reasons other
// than the PR (a drifting model, flaky environments), every task moves a little both ways, some of
// these tasks really got worse, and the test reads the net of that drift as a drop: at 89 × 5 with
// log-odds ± N(0, 1²) it fired in 4.3–4.5% of no-change PRs at its 2.5% share of the budget, and a
// confirmation round, which sharpens exactly the tasks that fell, made it worse.
//
// The allowance: an overdispersion factor φ ≥ 1 (quasi-likelihood) and the test's normal score
// divided by √φ. φ compares how far the tasks moved with how far their own attempts let them move
// under "nothing changed": each movable task scores min((observed − expected)², CAP × variance) of
// its statistic under its exact hypergeometric law, and φ is the summed score, less one standard
// deviation of chance, over its expected value. Why the cap: a regression is a few tasks moving a
// lot, drift is many tasks moving some; capped, five tasks that broke add at most CAP − 1 times
// their share of the variance each and cannot buy themselves a much wider test (uncapped, a spread
// measured over all tasks cost most of the power on concentrated drops). Why both directions and
// not the rises alone (drift looks symmetric): with most tasks near 0 or 1 a task can move one way
// only, and in exactly the drifting PRs that looked like a drop few tasks had room to rise, so the
// rises alone never widened the test where it fired. Why the margin: chance alone should rarely
// widen the test when nothing drifts. Measured by bench/gate-simulation.ts (the drift rows and the
// concentrated-drop rows on the same PRs).

import { normalQuantile, stratumNull, type Stratum } from './stats.js'

/** How many standard deviations of chance the rises must exceed before the test is widened. */
export const DRIFT_MARGIN_SD = 1
/**
 * Fewest movable tasks to measure drift from: below, φ = 1. With a handful of movable tasks the
 * ones that broke are most of them, and drift cannot be told from breakage (three tasks of three
 * that all went 3/3 → 0/3 read as φ ≈ 2.5).
 */
export const MIN_DRIFT_TASKS = 20
/** Most a task's squared move counts, in multiples of its own variance under "nothing moved". */
export const DRIFT_CAP = 2

export type StratumStatistic = (s: Stratum, headSuccesses: number, baseSuccesses: number) => number

/**
 * The overdispersion factor φ ≥ 1 the tasks' rises show beyond their own attempts' noise (1 when
 * they show none, or fewer than MIN_DRIFT_TASKS tasks can move). Only tasks whose margins allow
 * more than one outcome count.
 */
export function driftDispersion(strata: readonly Stratum[], statistic: StratumStatistic): number {
  let observed = 0
  let expected = 0
  let variance = 0
  let movable = 0
  for (const s of strata) {
    const dist = stratumNull(s, (h, b) => statistic(s, h, b))
    if (dist === null) continue
    movable++
    const cap = DRIFT_CAP * dist.variance
    const score = (v: number) => Math.min(cap, (v - dist.mean) ** 2)
    observed += score(statistic(s, s.headSuccesses, s.baseSuccesses))
    let m2 = 0
    let m4 = 0
    for (let j = 0; j < dist.values.length; j++) {
      const p = dist.cdf[j]! - (j === 0 ? 0 : dist.cdf[j - 1]!)
      const up = score(dist.values[j]!)
      m2 += p * up
      m4 += p * up * up
    }
    expected += m2
    variance += Math.max(0, m4 - m2 * m2)
  }
  if (movable < MIN_DRIFT_TASKS || expected <= 0) return 1
  return Math.max(1, (observed - DRIFT_MARGIN_SD * Math.sqrt(variance)) / expected)
}

/**
 * A one-sided lower p-value widened by φ: its normal score divided by √φ (a p above ½ is left
 * alone: widening never makes a rise look like a drop).
 */
export function widenedLowerP(p: number, dispersion: number): number {
  if (dispersion <= 1 || p >= 0.5) return p
  const z = normalQuantile(Math.max(p, 1e-300))
  return normalCdf(z / Math.sqrt(dispersion))
}

/** Φ(z), the standard normal CDF (Abramowitz–Stegun 7.1.26 through erfc; |error| < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2
  const t = 1 / (1 + 0.3275911 * x)
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const erfc = poly * Math.exp(-x * x)
  return z >= 0 ? 1 - erfc / 2 : erfc / 2
}
