// The verdict over round 1 and several confirmation rounds (sequentialComparison) on literal data:
// one round is today's verdict exactly; more rounds pool the rows and test the suspects with the
// e-process (confirm-eprocess.ts), whose anytime-valid p takes the predictive test's place.
import { describe, expect, it } from 'vitest'
import { compareRuns } from '../../src/results/compare.js'
import { confirmedComparison, sequentialComparison } from '../../src/results/confirm.js'
import { run, type TaskSpec } from './helpers/runs.js'

function many(count: number, statuses: string, prefix: string): TaskSpec[] {
  return Array.from({ length: count }, (_, i) => [`${prefix}${i}`, statuses])
}

// 5 of 200 tasks break (PPP → FFF) while 3 others rise and 14 stay flaky: round 1's Δ (−1 point)
// is under min-effect, so only a confirmation can fail it (as in confirm-min-effect.test.ts).
const same = [...many(14, 'PPF', 'flaky'), ...many(178, 'PPP', 'solid')]
const base = run([...many(5, 'PPP', 'broken'), ...many(3, 'FFF', 'rose'), ...same])
const head = run([...many(5, 'FFF', 'broken'), ...many(3, 'PPP', 'rose'), ...same])
const round = (statuses: string) => ({
  head: run(many(5, statuses, 'broken'), { attempts: statuses.length }),
  base: null,
})

describe('sequentialComparison', () => {
  it('one round: the single-round verdict, unchanged', () => {
    const one = round('FFFFFFFFF')
    const today = confirmedComparison(base, head, one.head, {})
    const { comparison } = sequentialComparison(base, head, [one], {})
    expect(comparison.conclusion).toBe(today.comparison.conclusion)
    expect(comparison.verdict).toBe(today.comparison.verdict)
    expect(comparison.gate.confirmation!.test.p).toBe(today.comparison.gate.confirmation!.test.p)
  })

  it('no confirmation round: round 1 stands', () => {
    const first = compareRuns(base, head, {})
    expect(sequentialComparison(base, head, [], {}, first).comparison).toBe(first)
  })

  it('two rounds where the suspects kept failing: failure on the e-process, rows over all 3 + 18 attempts', () => {
    const { comparison } = sequentialComparison(base, head, [round('FFFFFFFFF'), round('FFFFFFFFF')], {})
    const c = comparison.gate.confirmation!
    expect(c.tasks).toBe(5)
    expect(c.test).toMatchObject({ attempts: 90, observed: 0 })
    expect(c.test.p).toBeLessThan(0.025)
    expect(comparison.tasks.find((t) => t.taskId === 'broken0@aaaaaaaaaaaa')!.head!.n).toBe(21)
    expect(comparison.conclusion).toBe('failure')
  })

  it('two rounds where the suspects passed again: no failure, the e-process p is 1', () => {
    const { comparison } = sequentialComparison(base, head, [round('PPPPPPPPP'), round('PPPPPPPPP')], {})
    expect(comparison.gate.confirmation!.test.p).toBe(1)
    expect(comparison.conclusion).not.toBe('failure')
  })

  it("the p of several rounds is the e-process's, not the pooled predictive test's (same attempts, another p)", () => {
    // One suspect fails, four pass: the pooled sum is low-ish, the e-process weighs each task.
    const mixed = () => ({
      head: run([['broken0', 'FFFFFFFFF'], ...many(4, 'PPPPPPPPP', 'broken').slice(1)], { attempts: 9 }),
      base: null,
    })
    const seq = sequentialComparison(base, head, [mixed(), mixed()], {}).comparison
    const pooled = confirmedComparison(
      base,
      head,
      run([['broken0', 'F'.repeat(18)], ...many(4, 'P'.repeat(18), 'broken').slice(1)], { attempts: 18 }),
      {},
    ).comparison
    expect(seq.gate.confirmation!.test.attempts).toBe(pooled.gate.confirmation!.test.attempts)
    expect(seq.gate.confirmation!.test.p).not.toBe(pooled.gate.confirmation!.test.p)
  })
})
