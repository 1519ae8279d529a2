// The confirmation round's test (confirm-test.ts) on literal counts: strong when a few tasks
// broke; breakage cannot widen its drift allowance. On seeded simulated runs (drift seen, the test
// calibrated when nothing changed or rates drifted): test/sim/confirm-test-calibration.test.ts.
import { describe, expect, it } from 'vitest'
import {
  fitDrift,
  predictiveTest,
  type RoundOnePair,
  type RoundTwoTask,
} from '../../src/results/confirm-test.js'
import { pooledPrior } from '../../src/results/rate-prior.js'

function fixed(n: number, successes: number): { n: number; successes: number } {
  return { n, successes }
}

/** `times` tasks with these round-1 counts. */
function tasks(times: number, base: [number, number], head: [number, number]): RoundOnePair[] {
  return Array.from({ length: times }, () => ({ base: fixed(...base), head: fixed(...head) }))
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

  it("a broken task's label needs its round 1 to have shown a rate: from 1/3 even 30 failures stay above 5%, from 3/3 nine fall below", () => {
    // The usual mix: tasks always or never solved, a flaky middle; 5 broke, 2 of them from 1/3.
    const round1 = [
      ...tasks(2, [3, 1], [3, 0]),
      ...tasks(3, [3, 3], [3, 0]),
      ...tasks(45, [3, 3], [3, 3]),
      ...tasks(35, [3, 0], [3, 0]),
      ...tasks(8, [3, 2], [3, 1]),
      ...tasks(7, [3, 1], [3, 2]),
    ]
    const alone = (r: RoundOnePair, head: number, base: { n: number; successes: number } | null = null) =>
      predictiveTest(round1, [{ round1: r, head: fixed(head, 0), base }]).p
    expect(alone(round1[0]!, 30)).toBeGreaterThan(0.05)
    expect(alone(round1[2]!, 9)).toBeLessThan(0.05)
    // Base attempts pin its rate down: 15 of them, 5 passing, and 15 fresh head failures label it.
    expect(alone(round1[0]!, 15, fixed(15, 5))).toBeLessThan(0.05)
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
})
