// The chi-square test of homogeneity for a 2 × R table (passes and failures in R runs), and the
// distribution function it needs. Pure.

/**
 * P(X ≥ x) for X ~ χ²(df): the regularized upper incomplete gamma Q(df/2, x/2), by its series
 * below a + 1 and its continued fraction above (Numerical Recipes' gser/gcf).
 */
export function chiSquareSurvival(x: number, df: number): number {
  if (!(x > 0)) return 1
  const a = df / 2
  const z = x / 2
  const logPrefix = -z + a * Math.log(z) - logGamma(a)
  if (z < a + 1) {
    let term = 1 / a
    let sum = term
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= z / (a + n)
      sum += term
    }
    return Math.max(0, 1 - sum * Math.exp(logPrefix))
  }
  const tiny = 1e-300
  let b = z + 1 - a
  let c = 1 / tiny
  let d = 1 / b
  let h = d
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a)
    b += 2
    d = an * d + b
    if (Math.abs(d) < tiny) d = tiny
    c = b + an / c
    if (Math.abs(c) < tiny) c = tiny
    d = 1 / d
    const step = d * c
    h *= step
    if (Math.abs(step - 1) < 1e-15) break
  }
  return Math.min(1, Math.exp(logPrefix) * h)
}

/** Lanczos approximation (g = 7, n = 9). */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ]
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  const xm = x - 1
  let sum = c[0]!
  for (let i = 1; i < 9; i++) sum += c[i]! / (xm + i)
  const t = xm + 7.5
  return 0.5 * Math.log(2 * Math.PI) + (xm + 0.5) * Math.log(t) - t + Math.log(sum)
}

/**
 * Pearson's test that every run has the same pass probability, from each run's successes of n.
 * Null when it cannot be tested: fewer than two runs with attempts, or every attempt passed or
 * every attempt failed (no variation to test).
 */
export function homogeneityTest(
  runs: readonly { successes: number; n: number }[],
): { statistic: number; df: number; p: number } | null {
  const used = runs.filter((r) => r.n > 0)
  const total = used.reduce((s, r) => s + r.n, 0)
  const passed = used.reduce((s, r) => s + r.successes, 0)
  if (used.length < 2 || passed === 0 || passed === total) return null
  const rate = passed / total
  let statistic = 0
  for (const r of used) {
    const expectedPass = r.n * rate
    const expectedFail = r.n - expectedPass
    statistic += (r.successes - expectedPass) ** 2 / expectedPass
    statistic += (r.n - r.successes - expectedFail) ** 2 / expectedFail
  }
  const df = used.length - 1
  return { statistic, df, p: chiSquareSurvival(statistic, df) }
}
