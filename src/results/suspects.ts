// Which tasks most likely caused a drop, with a probability for each. Pure.
//
// Model (empirical Bayes over all compared tasks of the run): each task's pass rate p is drawn
// from a prior fitted over both sides' counts (rate-prior.ts). A task is unchanged with prior
// probability π: its head rate is its base rate moved only by the drift between runs the run shows
// (log-odds ± N(0, τ²)); or changed (head and base rates drawn independently from the same prior)
// with 1 − π; π is fitted by EM over the tasks. A task's probability that its pass rate fell is
//   P(changed | its attempts) × P(p_head < p_base | changed, its attempts).
// A no-change run fits π near 1, so no task gets a high probability; a run where a few tasks broke
// fits π below 1 and gives those tasks (and only those whose attempts say so) a high one.
// Why the drift: with "unchanged" meaning "the very same rate", a run whose tasks all drift fitted
// π below 1 and named the tasks that drifted down most (a suspect list on 21–38% of no-change PRs
// under strong drift, bench/gate-simulation.ts). τ comes from evidence a break cannot produce:
// the tasks that rose, mirrored, and those that did not move (drift-fit.ts), and only when those
// show drift (a likelihood-ratio test against none); then its upper 95% bound, since fitted from
// one round the estimate reads low. A run with breaks and no drift shows none (τ = 0, judged as
// before); a drift fit over every task's move read a 40-task break as τ = 2.3 and emptied the list.
// Suspects are the tasks ranked by that probability while it is at least 0.5 and the expected share
// of wrongly named tasks among those listed (the mean of 1 − probability) stays at most 30%.

import { driftedMarginal, driftKernel, fitDriftRange, type DriftKernel } from './drift-fit.js'
import { gridLikelihood, marginal, posterior, pooledPrior, type Count, type RatePrior } from './rate-prior.js'

export interface PairCounts {
  base: Count
  head: Count
}

/** Least probability for a task to be named, and the most expected share of wrongly named ones. */
export const SUSPECT_MIN_PROBABILITY = 0.5
export const SUSPECT_MAX_FALSE_SHARE = 0.3

export interface SuspectModel {
  prior: RatePrior
  /** Fitted prior probability that a task did not change (beyond drift). */
  unchanged: number
  /** The drift τ between runs (log-odds standard deviation) an unchanged task may move by. */
  drift: number
  /** Per pair (same order as the input): probability that its pass rate fell. */
  fell: number[]
}

/** The fitted model and each pair's probability that its pass rate fell. */
export function fitSuspectModel(pairs: readonly PairCounts[]): SuspectModel {
  const likes = pairs.map((p) => ({ base: gridLikelihood(p.base), head: gridLikelihood(p.head) }))
  // The prior from each task's pooled attempts (one draw per task, as if nothing changed: a flaky
  // task's ordinary spread stays in the prior's middle).
  const prior = pooledPrior(pairs)
  // Drift only where the rises show it, then as much as they allow (see the top).
  const fit = fitDriftRange(pairs)
  const drift = fit.shown ? fit.upper : 0
  const kernel = driftKernel(drift)
  const ratios = likes.map(({ base, head }) => logRatio(prior, kernel, base, head))
  const unchanged = fitUnchanged(ratios)
  const fell = likes.map(({ base, head }, i) => {
    const changed = posteriorChanged(ratios[i]!, unchanged)
    if (changed < 1e-4) return 0
    return changed * probabilityBelow(posterior(prior, head), posterior(prior, base))
  })
  return { prior, unchanged, drift, fell }
}

/** ln P(attempts | unchanged but drifting) − ln P(attempts | changed). */
function logRatio(prior: RatePrior, kernel: DriftKernel, base: Float64Array, head: Float64Array): number {
  return (
    Math.log(driftedMarginal(prior, kernel, base, head)) -
    Math.log(marginal(prior, base)) -
    Math.log(marginal(prior, head))
  )
}

/** The weight of "unchanged" by EM, from each task's log likelihood ratio. */
function fitUnchanged(ratios: readonly number[]): number {
  if (ratios.length === 0) return 1
  let unchanged = 0.95
  for (let step = 0; step < 500; step++) {
    let sum = 0
    for (const r of ratios) sum += 1 - posteriorChanged(r, unchanged)
    const next = sum / ratios.length
    if (Math.abs(next - unchanged) < 1e-7) return next
    unchanged = next
  }
  return unchanged
}

/** P(X < Y) for independent X, Y with the given distributions on the rate grid (ties count half). */
function probabilityBelow(x: Float64Array, y: Float64Array): number {
  let above = 0
  for (let g = 0; g < y.length; g++) above += y[g]!
  let sum = 0
  for (let g = 0; g < x.length; g++) {
    above -= y[g]!
    sum += x[g]! * (above + y[g]! / 2)
  }
  return Math.min(1, Math.max(0, sum))
}

/** P(changed | attempts) from ln(L_unchanged / L_changed) and the prior weight of "unchanged". */
function posteriorChanged(logRatio: number, unchanged: number): number {
  if (unchanged >= 1) return 0
  if (unchanged <= 0) return 1
  // 1 / (1 + π L0 / ((1 − π) L1)), in logs.
  const logOdds = Math.log(unchanged) - Math.log(1 - unchanged) + logRatio
  return logOdds > 700 ? 0 : 1 / (1 + Math.exp(logOdds))
}

/**
 * Indices of the suspects, most likely first: probability at least SUSPECT_MIN_PROBABILITY while
 * the mean of (1 − probability) over the listed stays at most SUSPECT_MAX_FALSE_SHARE.
 */
export function pickSuspects(fell: readonly number[]): number[] {
  const order = [...fell.keys()]
    .filter((i) => fell[i]! >= SUSPECT_MIN_PROBABILITY)
    .sort((x, y) => fell[y]! - fell[x]! || x - y)
  let falseSum = 0
  let keep = 0
  order.forEach((i, j) => {
    falseSum += 1 - fell[i]!
    if (falseSum / (j + 1) <= SUSPECT_MAX_FALSE_SHARE + 1e-12) keep = j + 1
  })
  return order.slice(0, keep)
}
