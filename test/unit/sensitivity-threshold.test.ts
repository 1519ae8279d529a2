// The detectable drop's bisection stops each replica loop once the answer is settled: the count it
// stops at must be exactly the share the gate's 80% compares against.
import { describe, expect, it } from 'vitest'
import { firedNeeded, TARGET_POWER } from '../../src/results/sensitivity.js'

describe('firedNeeded', () => {
  it('is the fewest replicas whose share reaches the target, for every replica count used', () => {
    for (let count = 40; count <= 200; count++) {
      const needed = firedNeeded(count)
      expect(needed / count >= TARGET_POWER, `${count}`).toBe(true)
      expect((needed - 1) / count >= TARGET_POWER, `${count}`).toBe(false)
    }
    expect([firedNeeded(40), firedNeeded(41), firedNeeded(200)]).toEqual([32, 33, 160])
  })
})
