// How far rates drift between runs (drift-fit.ts) and the suspects judged against it (suspects.ts),
// on literal counts: breaks only fall, so they cannot widen the drift; rises show it. On seeded
// simulated runs: test/sim/confirm-test-calibration.test.ts and test/sim/drift-suspects.test.ts.
import { describe, expect, it } from 'vitest'
import { fitDrift } from '../../src/results/drift-fit.js'
import { fitSuspectModel, pickSuspects, type PairCounts } from '../../src/results/suspects.js'

/** `times` tasks with these counts: [attempts, successes] on the base, then on the head. */
function tasks(times: number, base: [number, number], head: [number, number]): PairCounts[] {
  return Array.from({ length: times }, () => ({
    base: { n: base[0], successes: base[1] },
    head: { n: head[0], successes: head[1] },
  }))
}

/** 5 of 100 tasks broke (3/3 → 0/3); the rest always or never pass. */
const BROKE = [...tasks(5, [3, 3], [3, 0]), ...tasks(45, [3, 3], [3, 3]), ...tasks(50, [3, 0], [3, 0])]

const drift = (pairs: PairCounts[]) => fitDrift(pairs)

describe('fitDrift: how far rates drift between runs, breakage apart', () => {
  it('is 0 when nothing moved', () => {
    expect(
      drift([...tasks(40, [3, 3], [3, 3]), ...tasks(40, [3, 0], [3, 0]), ...tasks(20, [3, 2], [3, 2])]),
    ).toBe(0)
  })

  it('is 0 when only falls happened, 5 or 40 tasks to zero; the same falls with as many rises read as drift', () => {
    expect(drift(BROKE)).toBe(0)
    expect(drift([...tasks(40, [3, 3], [3, 0]), ...tasks(60, [3, 3], [3, 3])])).toBe(0)
    const bothWays = [...BROKE.slice(0, 95), ...tasks(5, [3, 0], [3, 3])]
    expect(drift(bothWays)).toBeGreaterThan(1)
  })

  it('grows with the rises: small moves up read as less drift than large ones', () => {
    const still = [...tasks(40, [5, 5], [5, 5]), ...tasks(40, [5, 0], [5, 0])]
    const small = drift([...still, ...tasks(10, [5, 3], [5, 4]), ...tasks(10, [5, 3], [5, 2])])
    const large = drift([...still, ...tasks(10, [5, 1], [5, 5]), ...tasks(10, [5, 3], [5, 2])])
    expect(large).toBeGreaterThan(small)
  })

  it('is 0 with fewer than 20 compared tasks, however they moved (drift cannot be told from chance)', () => {
    const few = [...tasks(5, [3, 0], [3, 3]), ...tasks(5, [3, 3], [3, 0]), ...tasks(9, [3, 2], [3, 1])]
    expect(drift(few)).toBe(0)
    expect(drift([...few, ...tasks(1, [3, 2], [3, 1])])).toBeGreaterThan(0)
  })
})

describe('suspects judged against the drift the run shows', () => {
  it('names the 5 broken tasks of 100 and reads no drift', () => {
    const model = fitSuspectModel(BROKE)
    expect(model.drift).toBe(0)
    expect(pickSuspects(model.fell).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4])
  })

  it('names every task of a 40-task break (3/3 → 0/3 beside 60 that still pass)', () => {
    const pairs = [...tasks(40, [3, 3], [3, 0]), ...tasks(60, [3, 3], [3, 3])]
    expect(pickSuspects(fitSuspectModel(pairs).fell)).toHaveLength(40)
  })
})
