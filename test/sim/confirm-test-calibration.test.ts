// The confirmation round's test (confirm-test.ts) on seeded simulated runs at test size: it sees
// drift, and it is calibrated when nothing changed, whatever picked the suspects, and when rates
// drift. On literal counts: test/unit/confirm-test.test.ts; the whole rule: confirm-budget.test.ts.
import { describe, expect, it } from 'vitest'
import { drawStatuses, normal, type Random } from '../../bench/synthetic.js'
import { fitDrift, predictiveTest, type RoundOnePair } from '../../src/results/confirm-test.js'
import { pooledPrior } from '../../src/results/rate-prior.js'
import { fisherLowerP, mulberry32 } from '../../src/results/stats.js'

/** `n` attempts at true rate `p`, counted. */
function count(random: Random, p: number, n: number): { n: number; successes: number } {
  return { n, successes: drawStatuses(random, p, n).filter((s) => s === 'passed').length }
}

/** Rate `p` moved in log-odds by ± N(0, sd²). */
function drifted(random: Random, p: number, sd: number): number {
  return 1 / (1 + Math.exp(-(Math.log(p / (1 - p)) + sd * normal(random))))
}

/** A benchmark's usual spread: most tasks always or never solved, a flaky middle. */
function rate(random: Random): number {
  const u = random()
  return u < 0.4 ? 0.97 : u < 0.8 ? 0.03 : 0.2 + 0.6 * random()
}

describe('fitDrift on simulated runs', () => {
  it('sees drift both ways (log-odds ± N(0, 1.5²), 200 mid-rate tasks × 10)', () => {
    const random = mulberry32(5)
    const round1 = Array.from({ length: 200 }, () => {
      const b = 0.2 + 0.6 * random()
      return { base: count(random, b, 10), head: count(random, drifted(random, b, 1.5), 10) }
    })
    const tau = fitDrift(pooledPrior(round1), round1)
    expect(tau).toBeGreaterThan(1)
    expect(tau).toBeLessThan(2.2)
  })
})

describe('predictiveTest on simulated PRs', () => {
  // Round 2 goes where round 1 looked worst; conditioning on round 1 undoes that pick. A test that
  // takes round 1's base counts at face value (Fisher, round-2 head against round-1 base) does not.
  it('nothing changed, the 8 worst-looking of 60 tasks re-run: fires at about its level; a naive test fires far more', () => {
    const random = mulberry32(17)
    const PRS = 400
    let fired = 0
    let naive = 0
    for (let pr = 0; pr < PRS; pr++) {
      const rates = Array.from({ length: 60 }, () => rate(random))
      const round1 = rates.map((p) => ({ base: count(random, p, 3), head: count(random, p, 3) }))
      const suspects = worst(round1, 8).map((i) => ({
        round1: round1[i]!,
        head: count(random, rates[i]!, 6),
        base: null,
      }))
      if (predictiveTest(round1, suspects).p <= 0.05) fired++
      const observed = suspects.reduce((s, t) => s + t.head.successes, 0)
      const baseSuccesses = suspects.reduce((s, t) => s + t.round1.base.successes, 0)
      if (fisherLowerP(baseSuccesses, 24, observed, 48) <= 0.05) naive++
    }
    expect(fired / PRS).toBeLessThanOrEqual(0.07)
    expect(naive / PRS).toBeGreaterThan(2 * Math.max(fired / PRS, 0.05))
  })

  // Adversarial: rates really moved (log-odds ± N(0, 1²) between base and head, every task mid-rate),
  // and round 2 re-runs the tasks that fell most, which truly fell. The fitted drift explains most of
  // them, not all: fitted from one round it reads low (median 0.8 here), and at the rule's level
  // (2.5%) the test alone fires in about 8% of these PRs. The rule's other conditions (a borderline
  // round 1, candidates, min-effect on the rate the suspects lost, pass@k down over both rounds)
  // hold the whole rule within 5% on this shape: confirm-budget.test.ts and the gate bench.
  it('rates drift, the 6 that fell most of 80 re-run: the drift is seen, and the test alone fires under 10% at 2.5%', () => {
    const random = mulberry32(29)
    const PRS = 200
    let fired = 0
    let drifting = 0
    for (let pr = 0; pr < PRS; pr++) {
      const rates = Array.from({ length: 80 }, () => 0.1 + 0.8 * random())
      const now = rates.map((p) => drifted(random, p, 1))
      const round1 = rates.map((p, i) => ({ base: count(random, p, 5), head: count(random, now[i]!, 5) }))
      const suspects = worst(round1, 6).map((i) => ({
        round1: round1[i]!,
        head: count(random, now[i]!, 10),
        base: null,
      }))
      const test = predictiveTest(round1, suspects)
      if (test.p <= 0.025) fired++
      if (test.drift > 0) drifting++
    }
    expect(drifting / PRS).toBeGreaterThan(0.9)
    expect(fired / PRS).toBeLessThanOrEqual(0.1)
  })
})

/** The `count` tasks whose head fell furthest below their base in round 1. */
function worst(round1: readonly RoundOnePair[], count: number): number[] {
  const move = (i: number) =>
    round1[i]!.head.successes / round1[i]!.head.n - round1[i]!.base.successes / round1[i]!.base.n
  return [...round1.keys()].sort((a, b) => move(a) - move(b) || a - b).slice(0, count)
}
