// The confirmation round's test (confirm-test.ts): calibrated when nothing changed, whatever picked
// the suspects, also when rates drift; strong when a few tasks broke; breakage cannot widen its
// drift allowance.
import { describe, expect, it } from 'vitest'
import { drawStatuses, normal, type Random } from '../../bench/synthetic.js'
import {
  fitDrift,
  predictiveTest,
  type RoundOnePair,
  type RoundTwoTask,
} from '../../src/results/confirm-test.js'
import { pooledPrior } from '../../src/results/rate-prior.js'
import { fisherLowerP, mulberry32 } from '../../src/results/stats.js'

function count(random: Random, p: number, n: number): { n: number; successes: number } {
  return { n, successes: drawStatuses(random, p, n).filter((s) => s === 'passed').length }
}

function fixed(n: number, successes: number): { n: number; successes: number } {
  return { n, successes }
}

/** `times` tasks with these round-1 counts. */
function tasks(times: number, base: [number, number], head: [number, number]): RoundOnePair[] {
  return Array.from({ length: times }, () => ({ base: fixed(...base), head: fixed(...head) }))
}

/** A benchmark's usual spread: most tasks always or never solved, a flaky middle. */
function rate(random: Random): number {
  const u = random()
  return u < 0.4 ? 0.97 : u < 0.8 ? 0.03 : 0.2 + 0.6 * random()
}

function drifted(random: Random, p: number, sd: number): number {
  return 1 / (1 + Math.exp(-(Math.log(p / (1 - p)) + sd * normal(random))))
}

/** 5 of 100 tasks broke (3/3 → 0/3); the rest always or never pass. */
const BROKE = [...tasks(5, [3, 3], [3, 0]), ...tasks(45, [3, 3], [3, 3]), ...tasks(50, [3, 0], [3, 0])]

describe('fitDrift: how far rates drift between runs, breakage apart', () => {
  it('is 0 when nothing moved', () => {
    const round1 = [...tasks(40, [3, 3], [3, 3]), ...tasks(40, [3, 0], [3, 0]), ...tasks(20, [3, 2], [3, 2])]
    expect(fitDrift(pooledPrior(round1), round1)).toBe(0)
  })

  it('stays small when 5 of 100 tasks broke (3/3 → 0/3): the break share absorbs them; the same falls with as many rises read as drift', () => {
    const broke = fitDrift(pooledPrior(BROKE), BROKE)
    expect(broke).toBeLessThan(0.65)
    const bothWays = [...BROKE.slice(0, 95), ...tasks(5, [3, 0], [3, 3])]
    expect(fitDrift(pooledPrior(bothWays), bothWays)).toBeGreaterThan(broke + 0.5)
  })

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

  it('is 0 with fewer than 20 compared tasks, however they moved (drift cannot be told from breakage)', () => {
    const few = [...tasks(5, [3, 0], [3, 3]), ...tasks(5, [3, 3], [3, 0]), ...tasks(9, [3, 2], [3, 1])]
    expect(fitDrift(pooledPrior(few), few)).toBe(0)
    const more = [...few, ...tasks(1, [3, 2], [3, 1])]
    expect(fitDrift(pooledPrior(more), more)).toBeGreaterThan(0)
  })
})

describe('predictiveTest', () => {
  it('with no suspect (or none with a non-errored attempt), p is 1', () => {
    const round1 = tasks(20, [3, 2], [3, 2])
    expect(predictiveTest(round1, []).p).toBe(1)
    const empty: RoundTwoTask = { round1: round1[0]!, head: fixed(0, 0), base: null }
    expect(predictiveTest(round1, [empty])).toMatchObject({ p: 1, attempts: 0, observed: 0, predicted: 0 })
  })

  it('5 of 100 tasks broke (3/3 → 0/3, then 0/6 in round 2): p < 0.001, each lost about its base rate', () => {
    const suspects = BROKE.slice(0, 5).map((r) => ({ round1: r, head: fixed(6, 0), base: null }))
    const test = predictiveTest(BROKE, suspects)
    expect(test).toMatchObject({ attempts: 30, observed: 0 })
    expect(test.p).toBeLessThan(0.001)
    expect(test.predicted).toBeGreaterThan(10)
    expect(test.lostRate).toBeGreaterThan(4.5)
    expect(test.lostRate).toBeLessThanOrEqual(5)
  })

  it('suspects whose fresh attempts pass as before are cleared: p well above any level', () => {
    const suspects = BROKE.slice(0, 5).map((r) => ({ round1: r, head: fixed(6, 6), base: null }))
    expect(predictiveTest(BROKE, suspects).p).toBeGreaterThan(0.5)
  })

  it('base attempts in round 2: a base that fails too at its commit clears the suspects', () => {
    const headOnly = BROKE.slice(0, 5).map((r) => ({ round1: r, head: fixed(3, 0), base: null }))
    const baseFails = headOnly.map((s) => ({ ...s, base: fixed(3, 0) }))
    const basePasses = headOnly.map((s) => ({ ...s, base: fixed(3, 3) }))
    expect(predictiveTest(BROKE, headOnly).p).toBeLessThan(0.01)
    expect(predictiveTest(BROKE, baseFails).p).toBeGreaterThan(0.05)
    expect(predictiveTest(BROKE, basePasses).p).toBeLessThan(0.01)
  })

  it('thousands of attempts on one suspect: a finite p, no overflow', () => {
    const round1 = [...tasks(1, [3, 3], [3, 0]), ...tasks(30, [3, 2], [3, 2])]
    const test = predictiveTest(round1, [
      { round1: round1[0]!, head: fixed(5000, 2400), base: fixed(5000, 2600) },
    ])
    expect(Number.isFinite(test.p)).toBe(true)
    expect(test.p).toBeGreaterThanOrEqual(0)
    expect(test.p).toBeLessThanOrEqual(1)
  })

  // Round 2 goes where round 1 looked worst; conditioning on round 1 undoes that pick. A test that
  // takes round 1's base counts at face value (Fisher, round-2 head against round-1 base) does not.
  it(
    'nothing changed, the 8 worst-looking of 60 tasks re-run: fires at about its level; a naive test fires far more',
    { timeout: 120_000 },
    () => {
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
    },
  )

  // Adversarial: rates really moved (log-odds ± N(0, 1²) between base and head, every task mid-rate),
  // and round 2 re-runs the tasks that fell most, which truly fell. The fitted drift explains most of
  // them, not all: fitted from one round it reads low (median 0.8 here), and at the rule's level
  // (2.5%) the test alone fires in about 8% of these PRs. The rule's other conditions (a borderline
  // round 1, candidates, min-effect on the rate the suspects lost, pass@k down over both rounds)
  // hold the whole rule within 5% on this shape: confirm-budget.test.ts and the gate bench.
  it(
    'rates drift, the 6 that fell most of 80 re-run: the drift is seen, and the test alone fires under 10% at 2.5%',
    { timeout: 120_000 },
    () => {
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
    },
  )
})

/** The `count` tasks whose head fell furthest below their base in round 1. */
function worst(round1: readonly RoundOnePair[], count: number): number[] {
  const move = (i: number) =>
    round1[i]!.head.successes / round1[i]!.head.n - round1[i]!.base.successes / round1[i]!.base.n
  return [...round1.keys()].sort((a, b) => move(a) - move(b) || a - b).slice(0, count)
}
