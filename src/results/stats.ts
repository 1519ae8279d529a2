// Small statistics toolbox for the regression gate: a seeded PRNG, a paired bootstrap, Fisher's
// exact test. Pure and deterministic: the same inputs and seed give the same interval everywhere.

/** mulberry32: a tiny, fast 32-bit PRNG; good enough for resampling, reproducible by seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Type-7 (linear interpolation) quantile of an ascending-sorted array. */
export function quantileSorted(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return NaN
  const pos = (sorted.length - 1) * q
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo)
}

export interface Interval {
  estimate: number
  low: number
  high: number
}

/**
 * Paired bootstrap of the mean of per-task differences, for several metrics at once: each
 * resample draws tasks with replacement and uses the same draw for every metric, so the pairing
 * (task i's head vs task i's base) and the correlation between metrics are kept.
 * Returns the percentile interval at `confidence` (two-sided) for each metric.
 */
export function pairedBootstrap(
  differences: readonly Float64Array[],
  samples: number,
  confidence: number,
  seed: number,
): Interval[] {
  const n = differences[0]?.length ?? 0
  const means = differences.map(() => new Float64Array(samples))
  const random = mulberry32(seed)
  const sums = new Float64Array(differences.length)
  for (let b = 0; b < samples; b++) {
    sums.fill(0)
    for (let i = 0; i < n; i++) {
      const pick = Math.floor(random() * n)
      for (let m = 0; m < differences.length; m++) sums[m]! += differences[m]![pick]!
    }
    for (let m = 0; m < differences.length; m++) means[m]![b] = sums[m]! / n
  }
  const tail = (1 - confidence) / 2
  return differences.map((d, m) => {
    const sorted = means[m]!.sort()
    let sum = 0
    for (let i = 0; i < n; i++) sum += d[i]!
    return {
      estimate: n === 0 ? 0 : sum / n,
      low: quantileSorted(sorted, tail),
      high: quantileSorted(sorted, 1 - tail),
    }
  })
}

const logFactorials: number[] = [0]
function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i++) logFactorials.push(logFactorials[i - 1]! + Math.log(i))
  return logFactorials[n]!
}

function logChoose(n: number, k: number): number {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k)
}

/**
 * One-sided Fisher exact test that group B's success rate is lower than group A's:
 * P(A has ≥ cA successes | both margins), A ~ hypergeometric. cA of nA vs cB of nB.
 */
export function fisherLowerP(cA: number, nA: number, cB: number, nB: number): number {
  const total = nA + nB
  const successes = cA + cB
  const denominator = logChoose(total, nA)
  let p = 0
  for (let x = cA; x <= Math.min(nA, successes); x++) {
    if (successes - x > nB) continue
    p += Math.exp(logChoose(successes, x) + logChoose(total - successes, nA - x) - denominator)
  }
  return Math.min(1, p)
}

/**
 * The mid-p version of fisherLowerP: P(A > cA) + ½·P(A = cA). The exact test's p is never below
 * 1/C(nA+nB, nA) (0.05 for 3 attempts a side), so after a multiple-testing correction it could
 * never name a task; the mid-p is the usual remedy for that discreteness.
 */
export function fisherLowerMidP(cA: number, nA: number, cB: number, nB: number): number {
  const atLeast = fisherLowerP(cA, nA, cB, nB)
  const above = cA + 1 > Math.min(nA, cA + cB) ? 0 : fisherLowerP(cA + 1, nA, cB - 1, nB)
  return Math.min(1, above + (atLeast - above) / 2)
}
