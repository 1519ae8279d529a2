// The confirmation round's sequential rule on a seeded simulation at test size (the bench measures
// the same with 1,000 PRs a shape): a PR that changed nothing fails within the 5% budget whether
// or not its tasks drift, and a drop round 1's bootstrap found over all tasks stands after round 2.
// The verdict over both rounds on literal data: test/unit/confirm-min-effect.test.ts.
import { describe, expect, it } from 'vitest'
import { beta, drawStatuses, normal, runSummary, taskSummary, type Random } from '../../bench/synthetic.js'
import { compareRuns, type CompareOptions } from '../../src/results/compare.js'
import { confirmedComparison, planConfirmation } from '../../src/results/confirm.js'
import { mulberry32 } from '../../src/results/stats.js'
import type { RunSummary } from '../../src/results/types.js'

const TASKS = 60
const ATTEMPTS = 5
const PRS = 120

function simulated(
  random: Random,
  p: number[],
  attempts: number,
  ids = p.map((_, i) => `t${i}`),
): RunSummary {
  return runSummary(
    p.map((x, i) => taskSummary({ id: ids[i]!, statuses: drawStatuses(random, x, attempts) }, i)),
    { attempts },
  )
}

/**
 * Share of no-change PRs failed by round 1 and by the rule with a +30% round 2 at the head's true
 * rates (with `withBase`, half of it base attempts at the base's true rates).
 */
/** A no-change shape: each task's base rate, and its head rate drawn from it. */
interface Shape {
  rate: (random: Random) => number
  move: (p: number, random: Random) => number
}

/** Log-odds drift ± N(0, sd²) over the usual spread (most tasks always or never solved). */
const logOddsDrift = (sd: number): Shape => ({
  rate: (random) => (random() < 0.85 ? beta(random, 0.3, 0.3) : 0.2 + 0.6 * random()),
  move: (x, random) => {
    const c = Math.min(1 - 1e-6, Math.max(1e-6, x))
    return 1 / (1 + Math.exp(-(Math.log(c / (1 - c)) + sd * normal(random))))
  },
})

function falseAlarms(
  seed: number,
  drift: number | Shape,
  withBase = false,
  prs = PRS,
): { oneRound: number; final: number; round2: number } {
  const shape = typeof drift === 'number' ? logOddsDrift(drift) : drift
  const random = mulberry32(seed)
  // Round 2 draws from a PRNG of its own, so round 1's PRs do not depend on what round 2 ran.
  const second = mulberry32(seed ^ 0x5eed)
  let oneRound = 0
  let final = 0
  let round2 = 0
  for (let pr = 0; pr < prs; pr++) {
    const p = Array.from({ length: TASKS }, () => shape.rate(random))
    const q = p.map((x) => shape.move(x, random))
    const base = simulated(random, p, ATTEMPTS)
    const head = simulated(random, q, ATTEMPTS)
    const options: CompareOptions = { seed: pr + 1, bootstrapSamples: 500 }
    const first = compareRuns(base, head, options)
    if (first.conclusion === 'failure') oneRound++
    const plan = planConfirmation(first, Math.floor(TASKS * ATTEMPTS * 0.3), { base: withBase })
    if (plan.tasks.length === 0) {
      if (first.conclusion === 'failure') final++
      continue
    }
    round2++
    const rate = new Map(head.tasks.map((t, i) => [t.task_id, q[i]!]))
    const extra = simulated(
      second,
      plan.tasks.map((t) => rate.get(t.taskId)!),
      plan.tasks[0]!.attempts,
      plan.tasks.map((t) => t.taskId),
    )
    const baseRate = new Map(base.tasks.map((t, i) => [t.task_id, p[i]!]))
    const extraBase = withBase
      ? simulated(
          second,
          plan.tasks.map((t) => baseRate.get(t.taskId)!),
          plan.tasks[0]!.baseAttempts,
          plan.tasks.map((t) => t.taskId),
        )
      : null
    if (confirmedComparison(base, head, extra, options, extraBase).comparison.conclusion === 'failure')
      final++
  }
  return { oneRound: oneRound / prs, final: final / prs, round2: round2 / prs }
}

describe('the sequential rule keeps its error budget (seeded, 120 PRs of 60 tasks × 5)', () => {
  it('no true change: one round and the rule with a round 2 fail within 5%', () => {
    const r = falseAlarms(11, 0)
    // Round 2 really ran (without change few tasks reach the candidates' probability; the test's
    // own calibration under that pick: confirm-test.test.ts).
    expect(r.round2).toBeGreaterThan(0.02)
    expect(r.oneRound).toBeLessThanOrEqual(0.05)
    expect(r.final).toBeLessThanOrEqual(0.05)
  })

  it('strong per-task drift (log-odds ± N(0, 1²)): still within 5% with the drift allowance', () => {
    const r = falseAlarms(12, 1)
    expect(r.round2).toBeGreaterThan(0.1)
    expect(r.oneRound).toBeLessThanOrEqual(0.05)
    expect(r.final).toBeLessThanOrEqual(0.05)
  })

  // Adversarial: most tasks solved nearly always, each rate redrawn around itself (its mean kept),
  // so a task near 1 rises too little to see but sometimes falls far: the falls alone look like
  // a few broken tasks, and the drift allowance sees little. Both rounds sit near the budget here
  // (the bench's 89 × 5 row, 1,000 PRs: one round 4.0%, with round 2 3.7% head only, 3.6% with
  // base attempts; this seed's 360 PRs of 60 × 5: one round 3.9%, with round 2 5.0% head only,
  // 4.7% before min-effect could be met by Δ over both rounds), so the bounds allow 360 PRs'
  // sampling noise (±1.2 points) on the rate and on what round 2 adds to round 1's.
  it('mean-keeping drift over mostly solved tasks (rate ~ Beta(5p, 5(1 − p)), 360 PRs): near the budget, round 2 adds no more than sampling noise', () => {
    const meanKeeping: Shape = {
      rate: (random) => beta(random, 3, 0.5),
      move: (x, random) => {
        const c = Math.min(1 - 1e-6, Math.max(1e-6, x))
        return beta(random, 5 * c, 5 * (1 - c))
      },
    }
    for (const withBase of [false, true]) {
      const r = falseAlarms(14, meanKeeping, withBase, 3 * PRS)
      expect(r.round2).toBeGreaterThan(0.05)
      expect(r.oneRound).toBeLessThanOrEqual(0.062)
      expect(r.final).toBeLessThanOrEqual(0.062)
      expect(r.final).toBeLessThanOrEqual(r.oneRound + 0.012)
    }
  })

  // Adversarial: every task mid-rate, so strong drift moves them all and the tasks round 2 re-runs
  // truly fell far (the test alone, at its level, fires in about 8% of such picks: confirm-test.test.ts).
  it('strong drift over mid-rate tasks (0.1–0.9), 240 PRs: the whole rule stays within 5%', () => {
    const midRate: Shape = { ...logOddsDrift(1), rate: (random) => 0.1 + 0.8 * random() }
    const r = falseAlarms(15, midRate, false, 2 * PRS)
    expect(r.round2).toBeGreaterThan(0.2)
    expect(r.final).toBeLessThanOrEqual(0.05)
  })

  it('with base attempts in round 2: no change and strong drift both within 5%', () => {
    for (const [seed, drift] of [
      [13, 0],
      [12, 1],
    ] as const) {
      const r = falseAlarms(seed, drift, true)
      expect(r.round2).toBeGreaterThan(0.01)
      expect(r.final).toBeLessThanOrEqual(0.05)
    }
  })
})

describe("round 1's bootstrap keeps its share: a drop over all tasks it found stands (seeded, 120 PRs)", () => {
  it('−10 points spread over 60 tasks × 5: round 2 on a few suspects never clears such a PR', () => {
    const random = mulberry32(21)
    let kept = 0
    let carried = 0
    for (let pr = 0; pr < PRS; pr++) {
      const p = Array.from({ length: TASKS }, () => 0.3 + 0.6 * random())
      const q = p.map((x) => Math.max(0, x - 0.1))
      const base = simulated(random, p, ATTEMPTS)
      const head = simulated(random, q, ATTEMPTS)
      const options: CompareOptions = { seed: pr + 1, bootstrapSamples: 500 }
      const first = compareRuns(base, head, options)
      if (!(first.conclusion === 'failure' && first.gate.bootstrapDrop && first.gate.dropAboveMinEffect))
        continue
      const plan = planConfirmation(first, Math.floor(TASKS * ATTEMPTS * 0.3))
      if (plan.tasks.length === 0) continue
      const rate = new Map(head.tasks.map((t, i) => [t.task_id, q[i]!]))
      const extra = simulated(
        random,
        plan.tasks.map((t) => rate.get(t.taskId)!),
        plan.tasks[0]!.attempts,
        plan.tasks.map((t) => t.taskId),
      )
      const { comparison } = confirmedComparison(base, head, extra, options)
      expect(comparison.conclusion).toBe('failure')
      kept++
      if (comparison.verdict.startsWith("Regression: round 1's paired bootstrap")) carried++
    }
    expect(kept).toBeGreaterThan(10)
    // The rule decided some of them: the final test alone would have cleared those.
    expect(carried).toBeGreaterThan(0)
  })
})
