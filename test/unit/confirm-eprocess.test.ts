// The anytime-valid confirmation (confirm-eprocess.ts) on literal counts: each round's e-value has
// mean 1 under "nothing changed" (checked against the predictive test's own prediction), broken
// suspects reach 1/α and fine ones settle, and the next round goes to the undecided tasks. On
// seeded simulated PRs (no inflation from peeking, power): test/sim/confirm-eprocess.test.ts.
import { describe, expect, it } from 'vitest'
import {
  DRIFT_MARGIN,
  eProcess,
  nothingChangedModel,
  planNextRound,
  SETTLED_FINE,
  type SequentialTask,
} from '../../src/results/confirm-eprocess.js'
import { nothingChanged, predictiveTest, type RoundOnePair } from '../../src/results/confirm-test.js'

function fixed(n: number, successes: number): { n: number; successes: number } {
  return { n, successes }
}

function tasks(times: number, base: [number, number], head: [number, number]): RoundOnePair[] {
  return Array.from({ length: times }, () => ({ base: fixed(...base), head: fixed(...head) }))
}

/** 5 of 100 tasks fell 3/3 → 0/3 in round 1; the rest always or never pass, a few flaky. */
const ROUND1 = [
  ...tasks(5, [3, 3], [3, 0]),
  ...tasks(40, [3, 3], [3, 3]),
  ...tasks(45, [3, 0], [3, 0]),
  ...tasks(5, [3, 2], [3, 1]),
  ...tasks(5, [3, 1], [3, 2]),
]

const suspect = (head: readonly (readonly [number, number])[], round1 = ROUND1[0]!): SequentialTask => ({
  round1,
  rounds: head.map(([n, s]) => ({ head: fixed(n, s), base: null })),
})

describe('eProcess', () => {
  it('without a later round: no evidence, p = 1', () => {
    const e = eProcess(ROUND1, [suspect([])])
    expect(e.path).toEqual([])
    expect(e.p).toBe(1)
  })

  // Under the predictive test's own model (no smoothing, no drift margin), so its prediction checks
  // the e-process's arithmetic.
  it("each round's e-value has mean 1 under the predictive test's prediction of that round", () => {
    const model = nothingChanged(ROUND1)
    const cases: [RoundOnePair, (readonly [number, number])[]][] = [
      [ROUND1[0]!, []],
      [ROUND1[0]!, [[9, 2]]],
      [ROUND1[95]!, [[6, 3]]],
    ]
    for (const [round1, earlier] of cases) {
      const n = 9
      let mean = 0
      let previousBelow = 0
      for (let x = 0; x <= n; x++) {
        // P(x | nothing changed, round 1 and the earlier rounds), from the predictive test.
        const pooled = earlier.reduce(
          (a, [m, s]) => ({ n: a.n + m, successes: a.successes + s }),
          round1.head,
        )
        const below = predictiveTest(ROUND1, [
          { round1: { base: round1.base, head: pooled }, head: fixed(n, x), base: null },
        ]).p
        const before = eProcess(ROUND1, [suspect([...earlier], round1)], model)
        const after = eProcess(ROUND1, [suspect([...earlier, [n, x]], round1)], model)
        const ratio = after.path.at(-1)! / (before.path.at(-1) ?? 1)
        mean += (below - previousBelow) * ratio
        previousBelow = below
      }
      expect(mean).toBeCloseTo(1, 3)
    }
  })

  it("the e-process's own model: the fitted prior smoothed (still a distribution), the fitted drift plus its margin", () => {
    const fitted = nothingChanged(ROUND1)
    const robust = nothingChangedModel(ROUND1)
    expect(robust.drift).toBeCloseTo(fitted.drift + DRIFT_MARGIN, 9)
    expect(robust.prior.weights.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(1, 9)
    // Mass moved off the fitted prior's peaks onto the rates between them.
    const top = fitted.prior.weights.indexOf(Math.max(...fitted.prior.weights))
    expect(robust.prior.weights[top]).toBeLessThan(fitted.prior.weights[top]!)
    expect(Math.min(...robust.prior.weights)).toBeGreaterThan(Math.min(...fitted.prior.weights))
  })

  it('5 suspects that passed 0 of 9 fresh attempts each: E passes 1/0.025 = 40; 9 of 9 each: they settle as fine', () => {
    const broke = eProcess(
      ROUND1,
      Array.from({ length: 5 }, () => suspect([[9, 0]])),
    )
    expect(broke.path[0]).toBeGreaterThan(40)
    expect(broke.p).toBeLessThan(0.025)
    expect(broke.observed).toBe(0)
    expect(broke.predicted).toBeGreaterThan(20)
    const fine = eProcess(
      ROUND1,
      Array.from({ length: 5 }, () => suspect([[9, 9]])),
    )
    expect(fine.p).toBe(1)
    for (const t of fine.tasks) expect(t.broke).toBeLessThan(SETTLED_FINE)
  })

  it('rounds add up, and the p stays at its best round (anytime-valid: the largest E so far)', () => {
    const one = eProcess(ROUND1, [suspect([[9, 0]]), suspect([[9, 0]])])
    const two = eProcess(ROUND1, [
      suspect([
        [9, 0],
        [9, 0],
      ]),
      suspect([
        [9, 0],
        [9, 0],
      ]),
    ])
    expect(two.path[1]).toBeGreaterThan(two.path[0]!)
    expect(two.path[0]).toBeCloseTo(one.path[0]!, 6)
    const recovered = eProcess(ROUND1, [
      suspect([
        [9, 0],
        [30, 30],
      ]),
      suspect([
        [9, 0],
        [30, 30],
      ]),
    ])
    expect(recovered.path[1]).toBeLessThan(recovered.path[0]!)
    expect(recovered.p).toBeCloseTo(1 / recovered.path[0]!, 9)
  })

  it('a task without attempts in a round keeps its e-value', () => {
    const e = eProcess(ROUND1, [
      suspect([
        [9, 0],
        [0, 0],
      ]),
    ])
    expect(e.path[1]).toBeCloseTo(e.path[0]!, 9)
  })
})

describe('planNextRound', () => {
  const limits = { min: 9, max: 30 }
  it('gives the budget to the undecided tasks, most likely broken first; settled ones get none', () => {
    const evidence = [
      { factor: 0.01, e: 0.505, broke: 0.01 }, // settled fine
      { factor: 3, e: 2, broke: 0.75 },
      { factor: 100, e: 50.5, broke: 0.99 }, // decided alone at α = 0.025
      { factor: 8, e: 4.5, broke: 0.89 },
      { factor: 0.5, e: 0.75, broke: 0.33 },
    ]
    expect(planNextRound(evidence, 27, 0.025, limits)).toEqual([
      { task: 3, attempts: 9 },
      { task: 1, attempts: 9 },
      { task: 4, attempts: 9 },
    ])
    expect(planNextRound(evidence, 18, 0.025, limits)).toEqual([
      { task: 3, attempts: 9 },
      { task: 1, attempts: 9 },
    ])
    expect(planNextRound(evidence, 300, 0.025, limits).map((t) => t.attempts)).toEqual([30, 30, 30])
    expect(planNextRound(evidence.slice(0, 1), 300, 0.025, limits)).toEqual([])
  })
})
