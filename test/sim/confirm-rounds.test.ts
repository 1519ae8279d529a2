// `helios confirm --confirm-rounds` on seeded simulated PRs, through the functions the command
// calls (planConfirmation for round 2, planLaterRound after it, sequentialComparison with
// `anytime` for the verdict) on run summaries: a user who splits the budget into up to 5 rounds
// on PRs that changed nothing but drift does not fail more of them than the level allows; where
// tasks broke, two rounds of half the budget catch as many as one whole round at fewer attempts
// (the second round runs only where the first did not decide), and where tasks that do not always
// pass broke, three rounds reaching down to 20% catch more.
import { describe, expect, it } from 'vitest'
import { breakRandom, logOddsDrift, usualRate } from '../../bench/sequential-confirm.js'
import { compareRuns } from '../../src/results/compare.js'
import {
  MAX_CONFIRM_ATTEMPTS_PER_TASK,
  MIN_CONFIRM_ATTEMPTS_PER_TASK,
  planConfirmation,
  sequentialComparison,
  type ConfirmationRound,
} from '../../src/results/confirm.js'
import { planLaterRound } from '../../src/results/confirm-rounds.js'
import { mulberry32 } from '../../src/results/stats.js'
import type { RunSummary } from '../../src/results/types.js'
import { run, type TaskSpec } from '../unit/helpers/runs.js'

type Random = () => number
const TASKS = 40
const ATTEMPTS = 3
const BUDGET = 60
const ALPHA = 0.025
const LIMITS = { min: MIN_CONFIRM_ATTEMPTS_PER_TASK, max: MAX_CONFIRM_ATTEMPTS_PER_TASK }

function statuses(random: Random, p: number, n: number): string {
  return Array.from({ length: n }, () => (random() < p ? 'P' : 'F')).join('')
}

function side(random: Random, rates: readonly number[], ids: readonly number[], n: number): RunSummary {
  const specs: TaskSpec[] = ids.map((i) => [`t${i}`, statuses(random, rates[i]!, n)])
  return run(specs, { attempts: n })
}

interface Outcome {
  failed: boolean
  /** Confirmation rounds run, and their attempts. */
  rounds: number
  spent: number
}

/** One PR through `helios confirm --confirm-rounds <rounds>`. */
function confirmPr(
  random: Random,
  later: Random,
  base: number[],
  head: number[],
  rounds: number,
  { attempts = ATTEMPTS, budget = BUDGET } = {},
): Outcome {
  const all = base.map((_, i) => i)
  const baseRun = side(random, base, all, attempts)
  const headRun = side(random, head, all, attempts)
  const first = compareRuns(baseRun, headRun, {})
  const perRound = Math.floor(budget / rounds)
  const plan = planConfirmation(first, perRound, { rounds })
  if (plan.tasks.length === 0) return { failed: first.conclusion === 'failure', rounds: 0, spent: 0 }
  const index = (taskId: string) => Number(taskId.slice(1, taskId.indexOf('@')))
  const done: ConfirmationRound[] = [
    {
      head: side(
        later,
        head,
        plan.tasks.map((t) => index(t.taskId)),
        plan.tasks[0]!.attempts,
      ),
      base: null,
    },
  ]
  for (let r = 3; r <= rounds + 1; r++) {
    const next = planLaterRound(first, done, perRound, ALPHA, LIMITS)
    if (next === null) break
    done.push({ head: side(later, head, next.taskIds.map(index), next.attempts), base: null })
  }
  const { comparison } = sequentialComparison(baseRun, headRun, done, {}, first, { anytime: rounds > 1 })
  const spent = done.reduce((sum, d) => sum + d.head.totals.attempts, 0)
  return { failed: comparison.conclusion === 'failure', rounds: done.length, spent }
}

describe('helios confirm --confirm-rounds (seeded, 40 tasks × 3, a budget of 60 attempts)', () => {
  it('5 rounds, no change, drift ± N(0, 0.5²), 150 PRs: fails at most the level, however many rounds ran', () => {
    const random = mulberry32(61)
    const later = mulberry32(161)
    let failed = 0
    let confirmed = 0
    let laterRounds = 0
    for (let pr = 0; pr < 150; pr++) {
      const base = Array.from({ length: TASKS }, () => usualRate(random))
      const out = confirmPr(random, later, base, logOddsDrift(0.5)(base, random), 5)
      if (out.failed) failed++
      if (out.rounds > 0) confirmed++
      if (out.rounds > 1) laterRounds++
    }
    // Some PRs are borderline and run more than one round: the case is not empty.
    expect(confirmed).toBeGreaterThan(10)
    expect(laterRounds).toBeGreaterThan(0)
    // At most α = 2.5%, with room for 150 PRs' noise (round 1's bootstrap spends its own half).
    expect(failed / 150).toBeLessThanOrEqual(2 * ALPHA)
  }, 600_000)

  it('3 of 40 reliable tasks break (rate ≥ 0.8 → 0), 60 PRs: 2 rounds catch as many as 1 at three quarters of the attempts', () => {
    const prs = Array.from({ length: 60 }, (_, pr) => pr)
    const outcomes = (rounds: number) => {
      const random = mulberry32(62)
      const later = mulberry32(162)
      return prs.map(() => {
        const base = Array.from({ length: TASKS }, (_, i) =>
          i < 3 ? 0.8 + 0.2 * random() : usualRate(random),
        )
        return confirmPr(
          random,
          later,
          base,
          base.map((p, i) => (i < 3 ? 0 : p)),
          rounds,
        )
      })
    }
    const [one, two] = [outcomes(1), outcomes(2)]
    const caught = (o: Outcome[]) => o.filter((x) => x.failed).length
    const spent = (o: Outcome[]) => o.reduce((sum, x) => sum + x.spent, 0)
    // Here 47 and 51 of 60, at 49 and 36 attempts a PR: two rounds also ask about tasks from 20%
    // (57 PRs confirmed against 50), and the second round runs only where the first did not decide.
    expect(caught(one)).toBeGreaterThanOrEqual(0.75 * 60)
    expect(caught(two)).toBeGreaterThanOrEqual(caught(one))
    expect(spent(two)).toBeLessThan(0.8 * spent(one))
    expect(two.filter((x) => x.rounds === 2).length).toBeGreaterThan(0)
  }, 600_000)
})

describe('helios confirm --confirm-rounds where tasks that do not always pass break (100 × 3, 90 attempts)', () => {
  it('5 random tasks of rate ≥ 0.2 break, 100 PRs: 3 rounds, reaching down to 20%, catch more than 1 round at fewer attempts', () => {
    const outcomes = (rounds: number) => {
      const random = mulberry32(71)
      const later = mulberry32(171)
      return Array.from({ length: 100 }, () => {
        const base = Array.from({ length: 100 }, () => usualRate(random))
        const head = breakRandom(5, 0.2)(base, random)
        return confirmPr(random, later, base, head, rounds, { budget: 90 })
      })
    }
    const [one, three] = [outcomes(1), outcomes(3)]
    const caught = (o: Outcome[]) => o.filter((x) => x.failed).length
    const perConfirmed = (o: Outcome[]) =>
      o.reduce((sum, x) => sum + x.spent, 0) / o.filter((x) => x.rounds > 0).length
    // Here 51 and 66 of 100, at 80 and 46 attempts a confirmed PR (58 and 81 PRs confirmed); 50
    // and 64 while the rule also asked for pass@k to fall over all rounds, 42 and 56 when
    // min-effect was read on the suspects' lost rate alone (compare.ts).
    expect(caught(three)).toBeGreaterThanOrEqual(caught(one) + 8)
    expect(perConfirmed(three)).toBeLessThan(0.75 * perConfirmed(one))
  }, 600_000)
})
