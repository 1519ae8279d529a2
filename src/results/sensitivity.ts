// Which drop a comparison could catch: the smallest true drop in pass@k that the gate would catch
// in 80% of PRs like this one, or why no such number can be given. Pure and deterministic (seeded).
//
// Found by simulating this comparison again many times (posterior predictive): each task keeps its
// valid attempts per side; its base pass rate is drawn from its posterior under a prior fitted to
// this run, the head's counts read as drawn at the base rates times the run's own observed factor
// (head over base pass rate, at most 1), so a drop already in this run does not pass for flakiness;
// the head's rates are all scaled by one factor so that the mean true pass@k falls by D (a drop
// spread over every task in proportion to how often it passes). Each replica runs both halves of
// the gate (normal forms of the paired bootstrap and of the stratified test) and the min-effect
// rule (the stratified test widened by the drift allowance each replica shows, as the real one
// is: a drop widens it a little, and without it the Terminal-Bench-like rows read 77.0 and 74.3%
// over 300 PRs, with it 78.0 and 75.0%); the drop where 80% of replicas fail the gate is found by
// bisection, the same random numbers for every D. Checked by bench/gate-simulation.ts on two generator families: at a true drop of
// the printed size the gate fires in 80 ± 3% of PRs.

import { DRIFT_CAP, DRIFT_MARGIN_SD, MIN_DRIFT_TASKS } from './drift.js'
import { passAtK } from './metrics.js'
import { fitPriorToLikelihoods, gridLikelihood, posterior, RATE_GRID, type Count } from './rate-prior.js'
import { mulberry32, normalQuantile, stratumNull } from './stats.js'

export interface SensitivityInput {
  /** Valid (non-errored) attempts of each compared task on each side. */
  pairs: readonly { base: Count; head: Count }[]
  k: number
  /** The gate's confidence: each half of the gate tests at (1 − confidence) / 2. */
  confidence: number
  minEffect: number
  seed: number
}

/** The drop caught with TARGET_POWER, or (drop null) what the comparison cannot see, in words. */
export type Sensitivity = { drop: number; cannot: null } | { drop: null; cannot: string }

export const TARGET_POWER = 0.8
export const MIN_TASKS_FOR_SENSITIVITY = 10

interface Replica {
  /** True pass rate per task. */
  rate: Float64Array
  baseSuccesses: Int32Array
  /** One uniform per task: the head's successes are its binomial quantile (monotone in the rate). */
  headDraw: Float64Array
  /** Mean true pass@k over the tasks. */
  passAtK: number
}

export function sensitivity(input: SensitivityInput): Sensitivity {
  const { pairs } = input
  if (pairs.length < MIN_TASKS_FOR_SENSITIVITY) {
    return {
      drop: null,
      cannot: `with ${pairs.length} compared task(s) (fewer than ${MIN_TASKS_FOR_SENSITIVITY}) it cannot say which drop it would catch`,
    }
  }
  const baseValid = pairs.reduce((a, p) => a + p.base.n, 0)
  const basePassed = pairs.reduce((a, p) => a + p.base.successes, 0)
  if (basePassed === baseValid) {
    return {
      drop: null,
      cannot:
        'the base passed every compared attempt, so this run shows no failures to tell chance from a drop: it cannot say which drop it would catch',
    }
  }
  if (basePassed === 0)
    return { drop: null, cannot: 'the base passed no compared attempt: there is no pass to lose' }
  const replicas = drawReplicas(input)
  const caught = caughtAtTarget(input, replicas)
  const most = replicas.reduce((a, r) => Math.max(a, r.passAtK), 0)
  if (!caught(most)) {
    return {
      drop: null,
      cannot: `even every pass lost would be caught in under ${TARGET_POWER * 100}% of comparisons like this one`,
    }
  }
  let low = 0
  let high = most
  // 9 halvings: to within 0.2% of the largest possible drop.
  for (let i = 0; i < 9; i++) {
    const mid = (low + high) / 2
    if (caught(mid)) high = mid
    else low = mid
  }
  return { drop: Math.max(high, input.minEffect), cannot: null }
}

/** Replicas per comparison: 200, fewer for very large runs (at least 40). */
function replicaCount(tasks: number): number {
  return Math.max(40, Math.min(200, Math.floor(2e5 / tasks)))
}

function drawReplicas(input: SensitivityInput): Replica[] {
  const { pairs, k } = input
  const random = mulberry32(input.seed + 7)
  const factor = observedFactor(pairs)
  // Tasks with the same counts share one likelihood row (as in fitRatePrior).
  const rows = new Map<string, { like: Float64Array; times: number }>()
  const likes = pairs.map((p) => {
    const key = `${p.base.n}/${p.base.successes}/${p.head.n}/${p.head.successes}`
    let row = rows.get(key)
    if (row === undefined) {
      const base = gridLikelihood(p.base)
      const head = gridLikelihood(p.head, factor)
      row = { like: base.map((x, g) => x * head[g]!), times: 0 }
      rows.set(key, row)
    }
    row.times++
    return row.like
  })
  const prior = fitPriorToLikelihoods([...rows.values()])
  const cdfs = likes.map((like) => {
    const post = posterior(prior, like)
    for (let g = 1; g < post.length; g++) post[g]! += post[g - 1]!
    return post
  })
  return Array.from({ length: replicaCount(pairs.length) }, () => {
    const rate = new Float64Array(pairs.length)
    const baseSuccesses = new Int32Array(pairs.length)
    const headDraw = new Float64Array(pairs.length)
    let total = 0
    pairs.forEach((p, i) => {
      const cdf = cdfs[i]!
      const u = random() * cdf[cdf.length - 1]!
      let g = 0
      while (g < cdf.length - 1 && u > cdf[g]!) g++
      rate[i] = RATE_GRID[g]!
      for (let a = 0; a < p.base.n; a++) if (random() < rate[i]!) baseSuccesses[i]!++
      headDraw[i] = random()
      total += truePassAtK(rate[i]!, k)
    })
    return { rate, baseSuccesses, headDraw, passAtK: total / pairs.length }
  })
}

/**
 * The head's mean pass rate over the base's, at most 1: how far this run's head already fell. Read
 * as if nothing changed, a drop in the run makes every task look flakier than it is, and the
 * replicas' noise with it (the printed drop then ran 4–6 points of power short).
 */
function observedFactor(pairs: SensitivityInput['pairs']): number {
  let base = 0
  let head = 0
  for (const p of pairs) {
    base += p.base.successes / p.base.n
    head += p.head.successes / p.head.n
  }
  return base > 0 ? Math.min(1, head / base) : 1
}

/** 1 − (1 − p)^k: the chance that k attempts include a pass. */
function truePassAtK(rate: number, k: number): number {
  return 1 - Math.pow(1 - rate, k)
}

/** The smallest x with P(Binomial(n, p) ≤ x) ≥ u. */
function binomialQuantile(u: number, n: number, p: number): number {
  if (p <= 0) return 0
  if (p >= 1) return n
  let term = Math.pow(1 - p, n)
  let cdf = term
  let x = 0
  while (cdf < u && x < n) {
    term *= ((n - x) / (x + 1)) * (p / (1 - p))
    x++
    cdf += term
  }
  return x
}

/** The factor f for which the mean true pass@k of the rates scaled by f is `target`. */
function scaleFor(r: Replica, target: number, k: number): number {
  if (target <= 0) return 0
  if (k === 1) return Math.min(1, target / r.passAtK)
  let low = 0
  let high = 1
  for (let i = 0; i < 30; i++) {
    const mid = (low + high) / 2
    let sum = 0
    for (const p of r.rate) sum += truePassAtK(mid * p, k)
    if (sum / r.rate.length < target) low = mid
    else high = mid
  }
  return (low + high) / 2
}

/**
 * Per task, what the gate's statistics need, looked up by successes: its pass@k estimate on each
 * side and, by both sides' successes together, the null mean and variance of its difference.
 */
interface TaskTables {
  head: Float64Array
  base: Float64Array
  nullMean: Float64Array
  nullVariance: Float64Array
  /** The drift allowance's capped score (drift.ts) under the null: its mean and variance. */
  scoreMean: Float64Array
  scoreVariance: Float64Array
}

function taskTables(pairs: SensitivityInput['pairs'], k: number): TaskTables[] {
  const shared = new Map<string, TaskTables>()
  return pairs.map((p) => {
    const key = `${p.base.n}/${p.head.n}`
    let t = shared.get(key)
    if (t !== undefined) return t
    const total = p.base.n + p.head.n
    t = {
      head: Float64Array.from({ length: p.head.n + 1 }, (_, x) => passAtK(p.head.n, x, k)),
      base: Float64Array.from({ length: p.base.n + 1 }, (_, x) => passAtK(p.base.n, x, k)),
      nullMean: new Float64Array(total + 1),
      nullVariance: new Float64Array(total + 1),
      scoreMean: new Float64Array(total + 1),
      scoreVariance: new Float64Array(total + 1),
    }
    for (let m = 0; m <= total; m++) {
      const tables = t
      const dist = stratumNull(
        { baseValid: p.base.n, headValid: p.head.n, baseSuccesses: m, headSuccesses: 0 },
        (h, b) => tables.head[h]! - tables.base[b]!,
      )
      t.nullMean[m] = dist?.mean ?? NaN
      t.nullVariance[m] = dist?.variance ?? 0
      if (dist !== null) [t.scoreMean[m], t.scoreVariance[m]] = cappedScoreMoments(dist)
    }
    shared.set(key, t)
    return t
  })
}

/** Mean and variance of a task's capped drift score under its null law (as driftDispersion). */
function cappedScoreMoments(dist: NonNullable<ReturnType<typeof stratumNull>>): [number, number] {
  let m2 = 0
  let m4 = 0
  for (let j = 0; j < dist.values.length; j++) {
    const p = dist.cdf[j]! - (j === 0 ? 0 : dist.cdf[j - 1]!)
    const score = Math.min(DRIFT_CAP * dist.variance, (dist.values[j]! - dist.mean) ** 2)
    m2 += p * score
    m4 += p * score * score
  }
  return [m2, Math.max(0, m4 - m2 * m2)]
}

/** φ from a replica's summed capped scores, as driftDispersion reads the real run. */
function dispersionOf(movable: number, observed: number, expected: number, variance: number): number {
  if (movable < MIN_DRIFT_TASKS || expected <= 0) return 1
  return Math.max(1, (observed - DRIFT_MARGIN_SD * Math.sqrt(variance)) / expected)
}

/** The fewest of `count` replicas that make a share of at least TARGET_POWER (as the share compares). */
export function firedNeeded(count: number): number {
  let needed = Math.ceil(TARGET_POWER * count)
  while (needed > 0 && (needed - 1) / count >= TARGET_POWER) needed--
  while (needed / count < TARGET_POWER) needed++
  return needed
}

/**
 * D ↦ whether at least TARGET_POWER of the replicas fail the gate at a true drop of D. It stops
 * as soon as the answer is settled (enough fired, or too few left to get there): the bisection
 * asks only that, and most drops it tries are far from the answer.
 */
function caughtAtTarget(input: SensitivityInput, replicas: readonly Replica[]): (drop: number) => boolean {
  const { pairs, k, minEffect } = input
  const z = normalQuantile(1 - (1 - input.confidence) / 2)
  const tables = taskTables(pairs, k)
  const n = pairs.length
  const needed = firedNeeded(replicas.length)
  return (drop) => {
    let fired = 0
    for (let index = 0; index < replicas.length; index++) {
      if (fired >= needed) return true
      if (fired + replicas.length - index < needed) return false
      const r = replicas[index]!
      const f = scaleFor(r, Math.max(0, r.passAtK - drop), k)
      let sum = 0
      let square = 0
      let cube = 0
      let nullMean = 0
      let nullVariance = 0
      const drift = { movable: 0, observed: 0, expected: 0, variance: 0 }
      for (let i = 0; i < n; i++) {
        const t = tables[i]!
        const head = binomialQuantile(r.headDraw[i]!, pairs[i]!.head.n, f * r.rate[i]!)
        const base = r.baseSuccesses[i]!
        const d = t.head[head]! - t.base[base]!
        sum += d
        square += d * d
        cube += d * d * d
        const m = head + base
        const variance = t.nullVariance[m]!
        // Only tasks that can move carry null spread; a fixed task's difference is its own mean.
        nullMean += variance > 0 ? t.nullMean[m]! : d
        nullVariance += variance
        if (variance > 0) {
          drift.movable++
          drift.observed += Math.min(DRIFT_CAP * variance, (d - t.nullMean[m]!) ** 2)
          drift.expected += t.scoreMean[m]!
          drift.variance += t.scoreVariance[m]!
        }
      }
      // The real test is widened by the drift allowance the run shows; a drop shows some too.
      const phi = dispersionOf(drift.movable, drift.observed, drift.expected, drift.variance)
      const mean = sum / n
      const spread = Math.max(0, square / n - mean * mean)
      const bootstrapSe = Math.sqrt(spread / n)
      // The percentile bootstrap's upper end, skew included (Cornish–Fisher): a drop makes the
      // differences skewed, and the resampled means with them.
      const third = cube / n - 3 * mean * (square / n) + 2 * mean ** 3
      const skew = spread > 0 ? third / spread ** 1.5 / Math.sqrt(n) : 0
      const bootstrap = mean + bootstrapSe * (z + ((z * z - 1) * skew) / 6) < 0
      const stratified = nullVariance > 0 && (sum - nullMean) / Math.sqrt(nullVariance * phi) <= -z
      if (-mean >= minEffect - 1e-12 && (bootstrap || stratified)) fired++
    }
    return fired >= needed
  }
}
