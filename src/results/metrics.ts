// Pass@k family of metrics. Pure; no I/O.

/** C(n, k) as a float; exact for the small n (attempts per task) this tool sees. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0
  let result = 1
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * (n - i + 1)) / i
  return result
}

/**
 * Unbiased pass@k estimator (Chen et al. 2021): 1 − C(n−c, k) / C(n, k).
 * Computed as a running product to stay stable for large n.
 */
export function passAtK(n: number, c: number, k: number): number {
  assertCounts(n, c, k)
  if (n - c < k) return 1
  let miss = 1
  for (let i = n - c + 1; i <= n; i++) miss *= 1 - k / i
  return 1 - miss
}

/** pass^k (tau-bench): probability that k attempts drawn without replacement all pass, C(c,k)/C(n,k). */
export function passHatK(n: number, c: number, k: number): number {
  assertCounts(n, c, k)
  if (c < k) return 0
  let all = 1
  for (let i = 0; i < k; i++) all *= (c - i) / (n - i)
  return all
}

/** Both metrics for every k from 1 to n, keyed by k as a string (JSON object keys). */
export function passCurves(
  n: number,
  c: number,
): { passAtK: Record<string, number>; passHatK: Record<string, number> } {
  const at: Record<string, number> = {}
  const hat: Record<string, number> = {}
  for (let k = 1; k <= n; k++) {
    at[String(k)] = passAtK(n, c, k)
    hat[String(k)] = passHatK(n, c, k)
  }
  return { passAtK: at, passHatK: hat }
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0
  let sum = 0
  for (const v of values) sum += v
  return sum / values.length
}

function assertCounts(n: number, c: number, k: number): void {
  if (
    !Number.isInteger(n) ||
    !Number.isInteger(c) ||
    !Number.isInteger(k) ||
    n < 1 ||
    c < 0 ||
    c > n ||
    k < 1 ||
    k > n
  ) {
    throw new RangeError(`pass@k needs integers 1 ≤ k ≤ n and 0 ≤ c ≤ n (got n=${n}, c=${c}, k=${k})`)
  }
}
