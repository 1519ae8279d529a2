// The drift τ between runs (drift-fit.ts) with the suspect model's demand that drift be shown:
// a few tasks that fell and none that rose are breakage, not drift; tasks moving both ways are.
import { describe, expect, it } from 'vitest'
import { fitDrift, SHOWN_DRIFT_EVIDENCE } from '../../src/results/drift-fit.js'
import { pooledPrior } from '../../src/results/rate-prior.js'

const count = (n: number, successes: number) => ({ n, successes })
const times = <T>(k: number, x: T): T[] => Array.from({ length: k }, () => x)

describe('fitDrift with shown-drift evidence', () => {
  it('6 of 36 always-passing tasks fell and none rose: some τ fits, but not clearly enough to use', () => {
    const pairs = [
      ...times(30, { base: count(3, 3), head: count(3, 3) }),
      ...times(3, { base: count(3, 3), head: count(3, 0) }),
      ...times(3, { base: count(3, 3), head: count(3, 1) }),
    ]
    const prior = pooledPrior(pairs)
    expect(fitDrift(prior, pairs)).toBeGreaterThan(0)
    expect(fitDrift(prior, pairs, SHOWN_DRIFT_EVIDENCE)).toBe(0)
  })

  it('mid-rate tasks moving far both ways: the drift is shown and kept', () => {
    const pairs = [
      ...times(15, { base: count(5, 5), head: count(5, 1) }),
      ...times(15, { base: count(5, 0), head: count(5, 4) }),
      ...times(15, { base: count(5, 4), head: count(5, 0) }),
      ...times(15, { base: count(5, 1), head: count(5, 5) }),
      ...times(20, { base: count(5, 3), head: count(5, 3) }),
    ]
    const prior = pooledPrior(pairs)
    const tau = fitDrift(prior, pairs, SHOWN_DRIFT_EVIDENCE)
    expect(tau).toBeGreaterThan(0.5)
    expect(tau).toBe(fitDrift(prior, pairs))
  })
})
