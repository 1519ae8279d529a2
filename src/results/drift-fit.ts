// How far task pass rates drift between runs: the drift τ (log-odds standard deviation) fitted
// from the compared tasks' counts, and the kernel that moves a rate by it. Pure.
//
// Drift moves rates both ways; a break moves them only down, often to zero. So τ is fitted from
// evidence a break cannot produce: the tasks that rose and those that did not move, each rise
// counted twice (once as it is and once mirrored, base and head swapped, standing in for the fall
// drift makes as often), and the tasks that fell left out. Tasks that broke then cannot widen τ
// however many there are (40 tasks 3/3 → 0/3 fit τ = 0), while drift shows through the rises.
// The confirmation round's test keeps its own fit (confirm-test.ts: drift beside a break share):
// read from the rises alone, τ came out lower there, and the confirmation rule's false alarms
// under mean-keeping drift rose past its budget (test/sim/confirm-budget.test.ts: 6.1%). That fit
// reads τ ≥ 1 in 9–19% of the bench's break PRs with no drift, which the suspects no longer share.
// Used by the suspect model (suspects.ts: a task is a suspect only when drift of this size cannot
// explain its fall).

import { MIN_DRIFT_TASKS } from './drift.js'
import { fitRatePrior, gridLikelihood, RATE_GRID, type Count, type RatePrior } from './rate-prior.js'

/** RATE_GRID is evenly spaced in log-odds by this step (rate-prior.ts). */
const GRID_STEP = 0.25
/** Drift candidates for the fit (log-odds standard deviations). */
const DRIFT_CANDIDATES = Array.from({ length: 31 }, (_, i) => i * 0.1)
/** Drift moves up to this many standard deviations are modelled. */
const DRIFT_SPAN_SD = 5

/** Weights of drift moves by whole grid steps: index j ↔ a move of (j − span) steps. */
export interface DriftKernel {
  span: number
  weights: Float64Array
}

export function driftKernel(sd: number): DriftKernel {
  if (sd <= 0) return { span: 0, weights: new Float64Array([1]) }
  const span = Math.ceil((DRIFT_SPAN_SD * sd) / GRID_STEP)
  const weights = new Float64Array(2 * span + 1)
  let sum = 0
  for (let j = 0; j < weights.length; j++) {
    const d = (j - span) * GRID_STEP
    weights[j] = Math.exp(-(d * d) / (2 * sd * sd))
    sum += weights[j]!
  }
  for (let j = 0; j < weights.length; j++) weights[j] = weights[j]! / sum
  return { span, weights }
}

/** The grid index a move of `j − span` steps from `g` lands on (moves beyond the grid's ends stay there). */
export function moved(g: number, j: number, span: number): number {
  return Math.min(RATE_GRID.length - 1, Math.max(0, g + j - span))
}

/**
 * P(base and head attempts | the head's rate is the base's moved by the kernel), in the scaled
 * units of gridLikelihood: Σ_g prior_g × L_base(g) × Σ_j kernel_j × L_head(g moved by j).
 */
export function driftedMarginal(
  prior: RatePrior,
  kernel: DriftKernel,
  base: Float64Array,
  head: Float64Array,
): number {
  // The head's likelihood with its ends repeated `span` times each side: padded[g + j] is
  // head[moved(g, j, span)], read without clamping in the inner loop (most of a drift fit's time).
  const { span, weights } = kernel
  const last = RATE_GRID.length - 1
  const padded = new Float64Array(RATE_GRID.length + 2 * span)
  for (let i = 0; i < padded.length; i++) padded[i] = head[Math.min(last, Math.max(0, i - span))]!
  let sum = 0
  for (let g = 0; g < RATE_GRID.length; g++) {
    const w = prior.weights[g]! * base[g]!
    if (w === 0) continue
    for (let j = 0; j < weights.length; j++) sum += w * weights[j]! * padded[g + j]!
  }
  return sum
}

/** A drift fit: the τ that fits best, and the largest τ the counts do not reject (see DRIFT_UPPER_LOG). */
export interface DriftFit {
  estimate: number
  upper: number
  /** Whether the rises show drift at all: the best τ fits clearly better than none (DRIFT_EVIDENCE). */
  shown: boolean
}

/**
 * How much better (log likelihood) the best τ must fit than none for drift to count as shown, and
 * the suspect model to use the upper bound: the one-sided 5% likelihood-ratio test of τ = 0
 * (2Δ > 2.71; the rises count twice, so it is easier to pass than it reads). Chance rises in a run
 * with no drift rarely pass it, so a break there is judged as if nothing drifted.
 */
const DRIFT_EVIDENCE = 1.35

/**
 * How far (log likelihood) below the best fit the upper τ may fit: the 95% profile-likelihood
 * bound (χ²₁ 3.84 / 2).
 */
const DRIFT_UPPER_LOG = 1.92

/** The drift τ that fits best (see fitDriftRange). */
export function fitDrift(pairs: readonly { base: Count; head: Count }[]): number {
  return fitDriftRange(pairs).estimate
}

/**
 * The drift τ that maximises the likelihood of the tasks that rose (each twice: as it is and
 * mirrored) and of those that did not move, and the largest τ within DRIFT_UPPER_LOG of it; tasks
 * that fell are left out (see the top). The rate prior is fitted from those same tasks' pooled
 * attempts: a prior that also held the broken tasks (halfway, pooled) would let drift "explain"
 * the tasks that stayed at 3/3 (40 tasks 3/3 → 0/3 beside 60 at 3/3 read as τ = 1.3). 0 with fewer
 * than MIN_DRIFT_TASKS compared tasks (drift.ts): a handful of tasks cannot tell drift from chance.
 */
export function fitDriftRange(pairs: readonly { base: Count; head: Count }[]): DriftFit {
  const compared = pairs.filter((t) => t.base.n > 0 && t.head.n > 0)
  if (compared.length < MIN_DRIFT_TASKS) return { estimate: 0, upper: 0, shown: false }
  const kept: { base: Count; head: Count }[] = []
  for (const { base, head } of compared) {
    const move = head.successes / head.n - base.successes / base.n
    if (move < 0) continue
    kept.push({ base, head })
    if (move > 0) kept.push({ base: head, head: base })
  }
  const prior = fitRatePrior(
    kept.map((t) => ({ n: t.base.n + t.head.n, successes: t.base.successes + t.head.successes })),
  )
  // Tasks with the same counts share one likelihood (a run of 3-attempt tasks has at most 16 kinds).
  const kinds = new Map<string, { base: Float64Array; head: Float64Array; times: number }>()
  for (const { base, head } of kept) {
    const key = `${base.n}/${base.successes}/${head.n}/${head.successes}`
    const kind = kinds.get(key)
    if (kind) kind.times++
    else kinds.set(key, { base: gridLikelihood(base), head: gridLikelihood(head), times: 1 })
  }
  const logs = DRIFT_CANDIDATES.map((sd) => {
    const kernel = driftKernel(sd)
    let log = 0
    for (const { base, head, times } of kinds.values())
      log += times * Math.log(Math.max(driftedMarginal(prior, kernel, base, head), 1e-300))
    return log
  })
  let best = 0
  for (let i = 1; i < logs.length; i++) if (logs[i]! > logs[best]! + 1e-9) best = i
  let upper = best
  while (upper + 1 < logs.length && logs[upper + 1]! >= logs[best]! - DRIFT_UPPER_LOG) upper++
  return {
    estimate: DRIFT_CANDIDATES[best]!,
    upper: DRIFT_CANDIDATES[upper]!,
    shown: logs[best]! - logs[0]! > DRIFT_EVIDENCE,
  }
}
