// Empirical Bayes for per-task pass rates: how pass rates are spread over the tasks of a run,
// fitted from all of them, so one task's few attempts borrow strength from the rest. The prior is
// a distribution on a fixed grid of rates (a nonparametric maximum-likelihood fit by EM), which
// follows a benchmark's usual shape — most tasks always or never solved, a flaky middle — better
// than one Beta. Used to name the tasks most likely behind a drop (suspects.ts) and to say which
// drop a comparison could catch (sensitivity.ts). Pure and deterministic.

/** Successes of n attempts. */
export interface Count {
  n: number
  successes: number
}

/** Pass rates from 0.05% to 99.95%, evenly spaced in log-odds (dense near 0 and 1). */
export const RATE_GRID: readonly number[] = Array.from(
  { length: 61 },
  (_, i) => 1 / (1 + Math.exp(-(-7.5 + i * 0.25))),
)
const LN_RATE = RATE_GRID.map(Math.log)
const LN_MISS = RATE_GRID.map((p) => Math.log1p(-p))

export interface RatePrior {
  /** Weight of each RATE_GRID point (sums to 1). */
  weights: Float64Array
}

/**
 * Likelihood of a count at each grid rate (at `factor` × each grid rate when given: the count of a
 * side whose rates all fell by that factor), scaled so its largest value is 1 (binomial
 * coefficient left out).
 */
export function gridLikelihood(c: Count, factor = 1): Float64Array {
  const out = new Float64Array(RATE_GRID.length)
  let max = -Infinity
  for (let g = 0; g < out.length; g++) {
    const [lnRate, lnMiss] =
      factor === 1
        ? [LN_RATE[g]!, LN_MISS[g]!]
        : [Math.log(factor * RATE_GRID[g]!), Math.log1p(-factor * RATE_GRID[g]!)]
    // 0 × ln 0 is 0: a factor of 0 leaves a count without passes its whole likelihood.
    out[g] = (c.successes === 0 ? 0 : c.successes * lnRate) + (c.n - c.successes) * lnMiss
    max = Math.max(max, out[g]!)
  }
  for (let g = 0; g < out.length; g++) out[g] = Math.exp(out[g]! - max)
  return out
}

/**
 * The grid prior that maximises the likelihood of the counts (EM from a flat start, 300 steps:
 * stopping early keeps it smooth where the data say little). Counts with n = 0 are ignored; with
 * none at all the prior stays flat.
 */
export function fitRatePrior(counts: readonly Count[]): RatePrior {
  // Identical counts share one likelihood row.
  const rows = new Map<string, { like: Float64Array; times: number }>()
  for (const c of counts.filter((c) => c.n > 0)) {
    const key = `${c.n}/${c.successes}`
    const row = rows.get(key)
    if (row) row.times++
    else rows.set(key, { like: gridLikelihood(c), times: 1 })
  }
  return fitPriorToLikelihoods([...rows.values()])
}

/** fitRatePrior on likelihood rows over RATE_GRID, each standing for `times` tasks. */
export function fitPriorToLikelihoods(rows: readonly { like: Float64Array; times: number }[]): RatePrior {
  const size = RATE_GRID.length
  let weights = new Float64Array(size).fill(1 / size)
  const tasks = rows.reduce((a, r) => a + r.times, 0)
  if (tasks === 0) return { weights }
  for (let step = 0; step < 300; step++) {
    const next = new Float64Array(size)
    for (const { like, times } of rows) {
      let total = 0
      for (let g = 0; g < size; g++) total += weights[g]! * like[g]!
      for (let g = 0; g < size; g++) next[g]! += (times * weights[g]! * like[g]!) / total
    }
    for (let g = 0; g < size; g++) next[g] = next[g]! / tasks
    weights = next
  }
  return { weights }
}

/** The prior from each task's attempts on both sides pooled: one draw per task, as if nothing changed. */
export function pooledPrior(pairs: readonly { base: Count; head: Count }[]): RatePrior {
  return fitRatePrior(
    pairs.map((p) => ({ n: p.base.n + p.head.n, successes: p.base.successes + p.head.successes })),
  )
}

/** Σ_g w_g × Π likelihoods at g: the marginal likelihood (in the scaled units of gridLikelihood). */
export function marginal(prior: RatePrior, ...likes: Float64Array[]): number {
  let sum = 0
  for (let g = 0; g < prior.weights.length; g++) {
    let term = prior.weights[g]!
    for (const like of likes) term *= like[g]!
    sum += term
  }
  return sum
}

/** The posterior over the grid given likelihoods (normalised). */
export function posterior(prior: RatePrior, ...likes: Float64Array[]): Float64Array {
  const out = new Float64Array(prior.weights.length)
  let sum = 0
  for (let g = 0; g < out.length; g++) {
    let term = prior.weights[g]!
    for (const like of likes) term *= like[g]!
    out[g] = term
    sum += term
  }
  for (let g = 0; g < out.length; g++) out[g] = sum > 0 ? out[g]! / sum : 1 / out.length
  return out
}
