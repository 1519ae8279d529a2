// Rounds after round 2 (planLaterRound, `helios confirm --confirm-rounds`) on literal data: the
// next round goes to the re-run tasks still undecided, none once the e-process has decided, and a
// single round judged anytime is the e-process's verdict, not the predictive test's.
import { describe, expect, it } from 'vitest'
import { compareRuns } from '../../src/results/compare.js'
import { confirmedComparison, planConfirmation, sequentialComparison } from '../../src/results/confirm.js'
import { planLaterRound, sequentialProcess } from '../../src/results/confirm-rounds.js'
import { run, type TaskSpec } from './helpers/runs.js'

const limits = { min: 9, max: 30 }
const alpha = 0.025
const steady: TaskSpec[] = Array.from({ length: 18 }, (_, i) => [`steady${i}`, 'PP'])
// Two tasks fell 2/2 → 0/2: both are suspects.
const base = run([...steady, ['left', 'PP'], ['right', 'PP']])
const head = run([...steady, ['left', 'FF'], ['right', 'FF']])
const first = compareRuns(base, head, {})
const round = (tasks: TaskSpec[]) => ({ head: run(tasks, { attempts: tasks[0]![1].length }), base: null })

describe('planLaterRound', () => {
  it('gives the next round to the suspects still undecided, most likely broken first, not to one settled fine', () => {
    const rounds = [
      round([
        ['left', 'FFFFFF'],
        ['right', 'PPPPPP'],
        ['steady0', 'P'.repeat(12)],
      ]),
    ]
    const next = planLaterRound(first, rounds, 30, alpha, limits)
    expect(next).not.toBeNull()
    expect(next!.taskIds).toEqual(['left@aaaaaaaaaaaa', 'right@aaaaaaaaaaaa'])
    expect(next!.attempts).toBe(15)
    expect(next!.threshold).toBe(40)
    expect(next!.e).toBeLessThan(40)
  })

  it('a budget for one task goes to the likeliest broken', () => {
    const rounds = [
      round([
        ['left', 'PPPPPP'],
        ['right', 'FFFFFF'],
      ]),
    ]
    expect(planLaterRound(first, rounds, 12, alpha, limits)).toMatchObject({
      taskIds: ['right@aaaaaaaaaaaa'],
      attempts: 12,
    })
  })

  it('plans nothing once the e-process has decided: the PR fails on the rounds so far', () => {
    const rounds = [
      round([
        ['left', 'F'.repeat(30)],
        ['right', 'F'.repeat(30)],
        ['steady0', 'F'.repeat(30)],
      ]),
    ]
    expect(sequentialProcess(first, rounds).process.p).toBeLessThanOrEqual(alpha)
    expect(planLaterRound(first, rounds, 12, alpha, limits)).toBeNull()
    const { comparison } = sequentialComparison(base, head, rounds, {}, first, { anytime: true })
    expect(comparison.conclusion).toBe('failure')
  })

  it('plans nothing when every re-run task passed again (settled fine), and the PR does not fail', () => {
    const rounds = [
      round([
        ['steady0', 'P'.repeat(12)],
        ['steady1', 'P'.repeat(12)],
      ]),
    ]
    expect(planLaterRound(first, rounds, 12, alpha, limits)).toBeNull()
    const { comparison } = sequentialComparison(base, head, rounds, {}, first, { anytime: true })
    expect(comparison.conclusion).not.toBe('failure')
  })

  it('a budget under one attempt a task plans nothing', () => {
    const rounds = [
      round([
        ['left', 'FFFFFF'],
        ['right', 'FFFFFF'],
      ]),
    ]
    expect(planLaterRound(first, rounds, 0, alpha, limits)).toBeNull()
  })
})

describe('sequentialComparison, anytime', () => {
  it("one round judged anytime is the e-process's p, which the predictive test's single look beats", () => {
    const one = round([
      ['left', 'FFFFFF'],
      ['right', 'FFFFFF'],
    ])
    const anytime = sequentialComparison(base, head, [one], {}, first, { anytime: true }).comparison
    const once = confirmedComparison(base, head, one.head, {}, null, first).comparison
    expect(anytime.gate.confirmation!.test.p).toBe(sequentialProcess(first, [one]).process.p)
    expect(anytime.gate.confirmation!.test.p).toBeGreaterThan(once.gate.confirmation!.test.p)
  })

  it('the verdict counts the rounds it rests on and names the anytime-valid p; one round reads as before', () => {
    const failing = [
      round([
        ['left', 'F'.repeat(30)],
        ['right', 'F'.repeat(30)],
        ['steady0', 'F'.repeat(30)],
      ]),
    ]
    const two = [...failing, round([['left', 'F'.repeat(9)]])]
    const several = sequentialComparison(base, head, two, {}, first).comparison
    expect(several.conclusion).toBe('failure')
    expect(several.verdict).toMatch(
      /2 confirmation rounds: the 3 suspect task\(s\) passed 0 of 99 fresh attempts/,
    )
    expect(several.verdict).toMatch(/anytime-valid p /)
    expect(several.verdict).toMatch(/over all 3 rounds/)
    expect(several.verdict).not.toMatch(/both rounds/)
    const once = sequentialComparison(base, head, failing, {}, first).comparison
    expect(once.verdict).toMatch(/confirmation round: the 3 suspect task\(s\)/)
    expect(once.verdict).not.toMatch(/anytime-valid/)
    expect(once.verdict).toMatch(/over both rounds/)
  })
})

describe('planConfirmation with several rounds', () => {
  // Twenty steady tasks and one that dipped (3/3 → 2/3): round 1 is clear on its own. The task's
  // probability of having fallen is set here, as the suspect model may give it under drift.
  const steady = (statuses: string): TaskSpec[] =>
    Array.from({ length: 20 }, (_, i): TaskSpec => [`ok${i}`, statuses])
  const dipped = (fell: number, head = 'PPF') => {
    const c = compareRuns(run([...steady('PPP'), ['dip', 'PPP']]), run([...steady('PPP'), ['dip', head]]))
    for (const t of c.tasks) t.fell = t.taskName === 'dip' ? fell : 0
    return c
  }

  it('asks about a task from 20% where pass@k fell; one round only from 50%', () => {
    const c = dipped(0.3)
    expect(planConfirmation(c, 30)).toMatchObject({ reason: null, tasks: [] })
    const several = planConfirmation(c, 10, { rounds: 3 })
    expect(several.reason).toBe('1 task(s) may have fallen (20% or more)')
    expect(several.tasks.map((t) => t.taskName)).toEqual(['dip'])
    expect(several.tasks[0]!.attempts).toBe(10)
  })

  it('asks nothing below 20%, nor where pass@k did not fall', () => {
    expect(planConfirmation(dipped(0.19), 10, { rounds: 3 }).tasks).toEqual([])
    expect(planConfirmation(dipped(0.3, 'PPP'), 10, { rounds: 3 })).toMatchObject({ reason: null, tasks: [] })
  })
})
