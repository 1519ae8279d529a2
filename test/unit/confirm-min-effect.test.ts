// The verdict over both rounds on literal data: the rate the confirmation round's suspects lost
// may carry min-effect when the other tasks' noise keeps Δ pass@k under it. The same rule's error
// budget on seeded simulations: test/sim/confirm-budget.test.ts.
import { describe, expect, it } from 'vitest'
import { compareRuns } from '../../src/results/compare.js'
import { combineRounds, confirmedComparison } from '../../src/results/confirm.js'
import { run, type TaskSpec } from './helpers/runs.js'

function many(count: number, statuses: string, prefix: string): TaskSpec[] {
  return Array.from({ length: count }, (_, i) => [`${prefix}${i}`, statuses])
}

describe('min-effect over the suspects (the verdict over both rounds)', () => {
  // 5 of 200 tasks break (PPP → FFF) while 3 others rise (FFF → PPP) and 14 stay flaky (PPF):
  // Δ pass@1 is −1 point, under the 2-point min-effect, though the five broken tasks alone
  // account for about −2.5 points.
  const same = [...many(14, 'PPF', 'flaky'), ...many(178, 'PPP', 'solid')]
  const base = run([...many(5, 'PPP', 'broken'), ...many(3, 'FFF', 'rose'), ...same])
  const head = run([...many(5, 'FFF', 'broken'), ...many(3, 'PPP', 'rose'), ...same])
  const extra = run(many(5, 'FFFFFFFFF', 'broken'), { attempts: 9 })

  it('round 1 alone does not fail: Δ is under min-effect', () => {
    const first = compareRuns(base, head, {})
    expect(first.passAtK!.delta).toBeCloseTo(-0.01, 9)
    expect(first.gate.drift).toBe(1)
    expect(first.conclusion).not.toBe('failure')
  })

  it('after round 2 the rate the suspects lost carries min-effect: failure, and the verdict says why', () => {
    const { comparison } = confirmedComparison(base, head, extra, {})
    const confirmation = comparison.gate.confirmation!
    expect(confirmation.tasks).toBe(5)
    expect(confirmation.test).toMatchObject({ attempts: 45, observed: 0 })
    expect(confirmation.test.p).toBeLessThan(0.001)
    // Each broken task's base rate, 3/3 among mostly solved tasks, is near 1: ≈ 5 ÷ 200.
    expect(confirmation.lost).toBeGreaterThan(0.023)
    expect(confirmation.lost).toBeLessThan(0.025)
    expect(comparison.regressions).toHaveLength(5)
    expect(comparison.conclusion).toBe('failure')
    expect(comparison.verdict).toMatch(/the suspect tasks alone account for a drop of 2\.\d points/)
    expect(comparison.verdict).toMatch(/passed 0 of 45 fresh attempts/)
  })

  it('a higher min-effect than the suspects account for keeps it from failing', () => {
    const { comparison } = confirmedComparison(base, head, extra, { minEffect: 0.03 })
    expect(comparison.gate.dropSignificant).toBe(true)
    expect(comparison.conclusion).not.toBe('failure')
  })

  it('one round never uses it: the same data as a single round is not a failure', () => {
    const { summary } = combineRounds(head, extra)
    expect(compareRuns(base, summary, {}).conclusion).not.toBe('failure')
  })

  it('a round 2 that errored on every suspect leaves round 1 as it was: ⚠️ inconclusive, neither ✅ nor ❌', () => {
    const errored = run(many(5, 'EEEEEEEEE', 'broken'), { attempts: 9 })
    const { comparison } = confirmedComparison(base, head, errored, {})
    expect(comparison.conclusion).toBe('neutral')
    expect(comparison.verdict).toMatch(/^Inconclusive: 45 of the confirmation round's 45 attempts errored/)
  })

  it("suspects that held fail the PR when the other tasks' noise, not a significant rise, lifted Δ to 0 or above", () => {
    // The same five break; 6 other tasks rise (FFF → PPP) and 30 stay flaky (PPF → PFP, FPP):
    // Δ over both rounds is above 0, its interval reaches below 0.
    const flaky = [...many(15, 'PPF', 'fa'), ...many(15, 'PFP', 'fb')]
    const flakyHead = [...many(15, 'FPP', 'fa'), ...many(15, 'PPF', 'fb')]
    const b = run([
      ...many(5, 'PPP', 'broken'),
      ...many(6, 'FFF', 'rose'),
      ...flaky,
      ...many(144, 'PPP', 's'),
    ])
    const h = run([
      ...many(5, 'FFF', 'broken'),
      ...many(6, 'PPP', 'rose'),
      ...flakyHead,
      ...many(144, 'PPP', 's'),
    ])
    const { comparison } = confirmedComparison(b, h, extra, {})
    const d = comparison.passAtK!
    expect(d.delta).toBeGreaterThanOrEqual(0)
    expect(d.low).toBeLessThanOrEqual(0)
    expect(comparison.gate.confirmation!.test.p).toBeLessThan(0.025)
    expect(comparison.conclusion).toBe('failure')
    expect(comparison.verdict).toMatch(
      /^Regression: the suspect tasks alone account for a drop of \d\.\d points over all compared tasks, beyond the 2\.0-point minimum effect \(confirmation round: the 5 suspect task\(s\) passed 0 of 45 fresh attempts, .*\); pass@1 over both rounds did not fall \(\+\d\.\d points, the other tasks' attempts included\)\.$/,
    )
    expect(comparison.verdict).not.toMatch(/pass@1 fell/)
  })

  it('a PR that broke 5 tasks and fixed 23 others (pass@k rose significantly) does not fail, and is ⚠️, never ✅', () => {
    // The same five break, but 20 other tasks rise (FFF → PPP): pass@1 rose over all tasks.
    const rising = [...many(20, 'FFF', 'up'), ...many(172, 'PPP', 'solid')]
    const upHead = [...many(20, 'PPP', 'up'), ...many(172, 'PPP', 'solid')]
    const b = run([...many(5, 'PPP', 'broken'), ...many(3, 'FFF', 'rose'), ...rising])
    const h = run([...many(5, 'FFF', 'broken'), ...many(3, 'PPP', 'rose'), ...upHead])
    const { comparison } = confirmedComparison(b, h, extra, {})
    expect(comparison.passAtK!.low).toBeGreaterThan(0)
    // The suspects' test held (20 tasks rose, so drift explains each suspect's fall on its own:
    // none is labelled), so the tasks it fixed do not hide the ones it broke: ⚠️, not ✅.
    expect(comparison.gate.confirmation!.test.p).toBeLessThan(0.025)
    expect(comparison.regressions).toEqual([])
    expect(comparison.conclusion).toBe('neutral')
    expect(comparison.verdict).toMatch(
      /^Check the tasks: the confirmation round's 5 suspect task\(s\) passed less often than predicted if nothing changed \(p = 0\.009\), though pass@1 rose significantly over both rounds: the tasks it fixed outweigh them\. Improvement: pass@1 rose \d\.\d points over both rounds \(95% CI \+\d\.\d to \+\d+\.\d; confirmation round: the 5 suspect task\(s\) passed 0 of 45 fresh attempts, \d+\.\d expected if nothing changed \(p = 0\.009, drift τ = \d\.\d\)\)\.$/,
    )
    expect(comparison.verdict).not.toMatch(/about as often as predicted/)
  })

  it('a drop under min-effect quotes the rate the suspects lost, the effect min-effect was held against', () => {
    const { comparison } = confirmedComparison(base, head, extra, { minEffect: 0.03 })
    const lost = (comparison.gate.confirmation!.lost * 100).toFixed(1)
    expect(comparison.verdict).toContain(
      `the suspect tasks account for a drop of ${lost} points over all compared tasks, under the 3.0-point minimum effect`,
    )
  })
})

describe('min-effect over all tasks when the suspects are only part of the drop', () => {
  // 8 of 200 tasks break (PPP → FFF), 2 others rise: Δ pass@1 is −3 points. Round 2 re-runs two
  // of the broken tasks only (all a small budget covers): they alone account for about 1 point.
  const same = [...many(14, 'PPF', 'flaky'), ...many(176, 'PPP', 'solid')]
  const base = run([...many(8, 'PPP', 'broken'), ...many(2, 'FFF', 'rose'), ...same])
  const head = run([...many(8, 'FFF', 'broken'), ...many(2, 'PPP', 'rose'), ...same])
  const extra = run(many(2, 'FFFFFFFFF', 'broken'), { attempts: 9 })

  it('fails on Δ over both rounds, and the verdict quotes both sizes', () => {
    const { comparison } = confirmedComparison(base, head, extra, {})
    const confirmation = comparison.gate.confirmation!
    expect(confirmation.round1Bootstrap).toBe(false)
    expect(confirmation.tasks).toBe(2)
    expect(confirmation.test.p).toBeLessThan(0.025)
    expect(confirmation.lost).toBeLessThan(0.02)
    expect(comparison.passAtK!.delta).toBeCloseTo(-0.03, 9)
    expect(comparison.conclusion).toBe('failure')
    const lost = (confirmation.lost * 100).toFixed(1)
    expect(comparison.verdict).toMatch(
      new RegExp(
        `^Regression: pass@1 fell 3\\.0 points over both rounds, beyond the 2\\.0-point minimum effect, and the suspect tasks fell \\(confirmation round: the 2 suspect task\\(s\\) passed 0 of 18 fresh attempts, .*\\); they alone account for ${lost.replace('.', '\\.')} points of it\\.$`,
      ),
    )
  })

  it('a min-effect above both sizes keeps it from failing, and says both', () => {
    const { comparison } = confirmedComparison(base, head, extra, { minEffect: 0.04 })
    expect(comparison.conclusion).not.toBe('failure')
    const lost = (comparison.gate.confirmation!.lost * 100).toFixed(1)
    expect(comparison.verdict).toContain(
      `No regression: the suspect tasks account for a drop of ${lost} points over all compared tasks, under the 4.0-point minimum effect, and pass@1 fell 3.0 points over both rounds, under it too (`,
    )
  })
})

describe('labels after a confirmation round come from round 2, not the round that picked the suspects', () => {
  // Five tasks dip in round 1 (PPP → FFF) and so are re-run: round 2 passes them 8 of 9 times,
  // the base 9 of 9. Pooled with round 1's 0 of 3 (12 head attempts, 8 passed, against 12 of 12)
  // each would read as a fall (mid-p ≈ 0.02); round 2's own attempts say nothing of the kind.
  const solid = many(95, 'PPP', 'solid')
  const base = run([...many(5, 'PPP', 'dipped'), ...solid])
  const head = run([...many(5, 'FFF', 'dipped'), ...solid])
  const extra = run(many(5, 'PPPPPPPPF', 'dipped'), { attempts: 9 })
  const extraBase = run(many(5, 'PPPPPPPPP', 'dipped'), { attempts: 9 })

  it('no re-run task is labelled regressed, and each carries its own predictive p', () => {
    const { comparison } = confirmedComparison(base, head, extra, {}, extraBase)
    expect(comparison.regressions).toEqual([])
    const p = comparison.gate.confirmation!.taskP
    expect(p).toHaveLength(5)
    // 8 of 9 fresh passes, about what round 1 predicts if nothing changed: no evidence of a fall.
    for (const task of p) expect(task.p).toBeGreaterThan(0.5)
  })

  it('the label is the deciding test one task at a time: fresh head attempts against the base that picked them are not enough', () => {
    // A task whose rate is 0.4 and stayed so goes 3/3 → 0/3 in round 1 about one time in 70, and
    // round 1 picks exactly such tasks; round 2 passes 3 of 9, as a rate of 0.4 would. Against
    // the base's lucky 3 of 3 (Fisher mid-p 0.046) BH over the 5 re-run tasks labelled all five;
    // the predictive test, which reads round 1 as draws of one unchanged rate, labels none.
    const mixed = run(many(5, 'PPPFFFFFF', 'dipped'), { attempts: 9 })
    const { comparison } = confirmedComparison(base, head, mixed, {})
    expect(comparison.regressions).toEqual([])
    for (const task of comparison.gate.confirmation!.taskP) expect(task.p).toBeGreaterThan(0.2)
  })

  it('a suspect that fails round 2 too is still labelled', () => {
    const failed = run(many(5, 'FFFFFFFFF', 'dipped'), { attempts: 9 })
    const { comparison } = confirmedComparison(base, head, failed, {}, extraBase)
    expect(comparison.regressions).toHaveLength(5)
  })
})
