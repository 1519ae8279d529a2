import { describe, expect, it } from 'vitest'
import { driftDispersion, MIN_DRIFT_TASKS, normalCdf, widenedLowerP } from '../../src/results/drift.js'
import { mulberry32, normalQuantile, type Stratum } from '../../src/results/stats.js'

const passRateDelta = (s: Stratum, head: number, base: number) => head / s.headValid - base / s.baseValid

function binomial(random: () => number, p: number, n: number): number {
  let successes = 0
  for (let i = 0; i < n; i++) if (random() < p) successes++
  return successes
}

/** Tasks with rates in (0.1, 0.9); the head's log-odds moved by ± N(0, sd²) (sd 0: nothing moved). */
function strata(random: () => number, tasks: number, attempts: number, sd: number): Stratum[] {
  return Array.from({ length: tasks }, () => {
    const p = 0.1 + 0.8 * random()
    const logit = Math.log(p / (1 - p)) + sd * normalQuantile(Math.min(1 - 1e-9, Math.max(1e-9, random())))
    const q = 1 / (1 + Math.exp(-logit))
    return {
      baseValid: attempts,
      baseSuccesses: binomial(random, p, attempts),
      headValid: attempts,
      headSuccesses: binomial(random, q, attempts),
    }
  })
}

function meanDispersion(seed: number, build: (random: () => number) => Stratum[], runs = 200): number {
  const random = mulberry32(seed)
  let sum = 0
  for (let i = 0; i < runs; i++) sum += driftDispersion(build(random), passRateDelta)
  return sum / runs
}

describe('driftDispersion', () => {
  it('is 1 when no task can move (every margin allows one outcome) or there are none', () => {
    const fixed: Stratum = { baseValid: 3, baseSuccesses: 3, headValid: 3, headSuccesses: 3 }
    expect(driftDispersion([fixed, { ...fixed, baseSuccesses: 0, headSuccesses: 0 }], passRateDelta)).toBe(1)
    expect(driftDispersion([], passRateDelta)).toBe(1)
  })

  it('is 1 with fewer than MIN_DRIFT_TASKS movable tasks, however far they moved', () => {
    const broke: Stratum = { baseValid: 3, baseSuccesses: 3, headValid: 3, headSuccesses: 0 }
    const rose: Stratum = { baseValid: 3, baseSuccesses: 0, headValid: 3, headSuccesses: 3 }
    const few = [...Array(MIN_DRIFT_TASKS - 2).fill(broke), rose]
    expect(driftDispersion(few, passRateDelta)).toBe(1)
    // As many tasks moving as far both ways, past the minimum: that is drift.
    const many = [...Array(MIN_DRIFT_TASKS).fill(broke), ...Array(MIN_DRIFT_TASKS).fill(rose)]
    expect(driftDispersion(many, passRateDelta)).toBeGreaterThan(2)
  })

  it('stays near 1 when nothing moved, and grows when every task drifts both ways (seeded)', () => {
    const still = meanDispersion(1, (r) => strata(r, 60, 5, 0))
    const drifted = meanDispersion(2, (r) => strata(r, 60, 5, 1))
    expect(still).toBeLessThan(1.05)
    expect(drifted).toBeGreaterThan(1.1)
  })

  it('lets a few broken tasks widen the test less than drift does (the cap on each task)', () => {
    const broken = meanDispersion(3, (r) =>
      strata(r, 60, 5, 0).map((s, i) => (i < 4 ? { ...s, baseSuccesses: 5, headSuccesses: 0 } : s)),
    )
    const drifted = meanDispersion(2, (r) => strata(r, 60, 5, 1))
    expect(broken).toBeLessThan(drifted)
  })

  it('a single wildly broken task cannot widen the test by more than its capped share', () => {
    const one: Stratum = { baseValid: 30, baseSuccesses: 30, headValid: 30, headSuccesses: 0 }
    const calm = Array.from({ length: 40 }, (_, i) => ({
      baseValid: 4,
      baseSuccesses: 2,
      headValid: 4,
      headSuccesses: i % 3 === 0 ? 1 : i % 3 === 1 ? 2 : 3,
    }))
    expect(driftDispersion([...calm, one], passRateDelta)).toBeLessThan(1.1)
  })
})

describe('widenedLowerP', () => {
  it('divides the normal score by √φ and leaves φ = 1 and rises alone', () => {
    expect(widenedLowerP(0.025, 4)).toBeCloseTo(normalCdf(normalQuantile(0.025) / 2), 9)
    expect(widenedLowerP(0.025, 4)).toBeCloseTo(0.1636, 3)
    expect(widenedLowerP(0.025, 1)).toBe(0.025)
    expect(widenedLowerP(0.7, 9)).toBe(0.7)
    expect(widenedLowerP(0, 2)).toBeLessThan(1e-10)
  })

  it('never makes a drop look stronger', () => {
    for (const p of [1e-6, 0.001, 0.01, 0.2, 0.49])
      for (const phi of [1.01, 1.5, 3]) expect(widenedLowerP(p, phi)).toBeGreaterThanOrEqual(p)
  })
})

describe('normalCdf', () => {
  it('matches known values and inverts normalQuantile', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7)
    expect(normalCdf(-1.959964)).toBeCloseTo(0.025, 6)
    expect(normalCdf(1.644854)).toBeCloseTo(0.95, 6)
    for (const p of [0.001, 0.05, 0.3, 0.8]) expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 6)
  })
})
