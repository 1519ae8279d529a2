// How far task pass rates drift between runs: the drift τ (log-odds standard deviation) fitted
// from every compared task's counts, and the kernel that moves a rate by it. Pure.
//
// τ is fitted by maximum likelihood under a mixture: each task drifts N(0, τ²) in log-odds, or (a
// share π of them, fitted with it) broke, its head rate anywhere below its base rate. Drift moves
// rates both ways; a break only down. So tasks that broke are absorbed by π and cannot widen τ,
// while the rises of drifting tasks (and the falls that go with them) set τ. Used by the suspect
// model (suspects.ts: a task is a suspect only when drift of this size cannot explain its move)
// and by the confirmation round's test (confirm-test.ts).

import { MIN_DRIFT_TASKS } from './drift.js'
import { gridLikelihood, RATE_GRID, type Count, type RatePrior } from './rate-prior.js'

/** RATE_GRID is evenly spaced in log-odds by this step (rate-prior.ts). */
const GRID_STEP = 0.25
/** Drift candidates for the fit (log-odds standard deviations). */
const DRIFT_CANDIDATES = Array.from({ length: 31 }, (_, i) => i * 0.1)
/** Shares of broken tasks the fit may use beside drift. */
const BREAK_SHARES = [0, 0.01, 0.02, 0.03, 0.05, 0.07, 0.1, 0.15, 0.2, 0.3]
/**
 * How much better (log likelihood) the best τ must fit than no drift at all: the one-sided 5%
 * likelihood-ratio test of τ = 0, on the boundary (2Δ > 2.71).
 */
const DRIFT_EVIDENCE = 1.35
/** Drift moves up to this many standard deviations are modelled. */
const DRIFT_SPAN_SD = 5

/**
 * The drift τ that maximises the likelihood of round 1's counts, each task drifting N(0, τ²) in
 * log-odds or (a share π, fitted with it) broken to any rate below its base rate (see the top).
 * 0 with fewer than MIN_DRIFT_TASKS compared tasks (drift.ts): a handful of tasks cannot tell drift
 * from breakage (one task of ten that went 2/2 → 0/2 fits τ = 1.3 as well as a break).
 */
export function fitDrift(prior: RatePrior, round1: readonly { base: Count; head: Count }[]): number {
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
  let noDriftLog = -Infinity
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
      if (sd === 0) noDriftLog = Math.max(noDriftLog, log)
      if (log > bestLog + 1e-9) {
        bestLog = log
        best = sd
      }
    }
  }
  // Drift must be shown, not assumed: a few tasks that fell and none that rose fit some τ a little
  // better than none, and read as drift they hide the breakage (6 of 36 tasks 3/3 → 0–1/3: τ 0.9).
  return bestLog - noDriftLog > DRIFT_EVIDENCE ? best : 0
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
