import { describe, expect, it } from 'vitest'
import { renderReport } from '../../src/report/markdown.js'
import { compareRuns } from '../../src/results/compare.js'
import {
  combineRounds,
  confirmBudget,
  confirmedComparison,
  CONFIRM_MIN_PROBABILITY,
  MIN_CONFIRM_ATTEMPTS_PER_TASK,
  planConfirmation,
} from '../../src/results/confirm.js'
import { run, type TaskSpec } from './helpers/runs.js'

function many(count: number, statuses: string, prefix: string): TaskSpec[] {
  return Array.from({ length: count }, (_, i) => [`${prefix}${i}`, statuses])
}

// One task of ten breaks (2/2 → 0/2): too little for one round (stratified mid-p 1/12), borderline.
const BASE = run([...many(9, 'PP', 'ok'), ['broken', 'PP']])
const HEAD = run([...many(9, 'PP', 'ok'), ['broken', 'FF']])

describe('planConfirmation', () => {
  it('asks for nothing when round 1 is clear', () => {
    const c = compareRuns(BASE, BASE)
    expect(planConfirmation(c, 100)).toEqual({ reason: null, tasks: [], attempts: 0, leftOut: 0 })
  })

  it('asks for nothing without a baseline', () => {
    expect(planConfirmation(compareRuns(null, HEAD), 100).tasks).toEqual([])
  })

  it('names the task that likely fell, with the whole budget when one task is named', () => {
    const c = compareRuns(BASE, HEAD)
    expect(c.conclusion).toBe('success') // one round cannot see it
    const plan = planConfirmation(c, 6)
    expect(plan.reason).toBe('1 task(s) likely fell (50% or more)')
    expect(c.suspects).toEqual([]) // not named under ✅, yet worth a round
    expect(plan.tasks).toEqual([
      {
        taskId: 'broken@aaaaaaaaaaaa',
        taskName: 'broken',
        taskPath: 'tasks/broken',
        attempts: 6,
        baseAttempts: 0,
      },
    ])
    expect(plan.attempts).toBe(6)
  })

  it('with base attempts, splits each task share: half at the base, the odd one to the head, within the budget', () => {
    const c = compareRuns(BASE, HEAD)
    const plan = planConfirmation(c, 7, { base: true })
    expect(plan.tasks).toEqual([expect.objectContaining({ attempts: 4, baseAttempts: 3 })])
    expect(plan.attempts).toBe(7)
    // A budget of one attempt cannot give the base any: the head keeps it.
    expect(planConfirmation(c, 1, { base: true }).tasks).toEqual([
      expect.objectContaining({ attempts: 1, baseAttempts: 0 }),
    ])
  })

  it('a budget smaller than the suspects runs the most likely ones, never over the budget', () => {
    const base = run([...many(30, 'PPP', 'ok'), ...many(6, 'PPP', 'bad')])
    const head = run([
      ...many(30, 'PPP', 'ok'),
      ...many(3, 'FFF', 'bad'),
      ['bad3', 'PFF'],
      ['bad4', 'PFF'],
      ['bad5', 'PFF'],
    ])
    const c = compareRuns(base, head)
    const suspects = c.tasks.filter((t) => (t.fell ?? 0) >= CONFIRM_MIN_PROBABILITY).length
    expect(suspects).toBeGreaterThan(2)
    const plan = planConfirmation(c, 2 * MIN_CONFIRM_ATTEMPTS_PER_TASK + 1)
    expect(plan.tasks).toHaveLength(2)
    expect(plan.attempts).toBeLessThanOrEqual(2 * MIN_CONFIRM_ATTEMPTS_PER_TASK + 1)
    expect(plan.leftOut).toBe(suspects - 2)
    // The most likely first: the 3/3 → 0/3 tasks before the 3/3 → 1/3 ones.
    expect(plan.tasks.every((t) => /^bad[012]@/.test(t.taskId))).toBe(true)
    // A budget below one task's minimum still runs the top task with what there is.
    expect(planConfirmation(c, 2).tasks).toEqual([expect.objectContaining({ attempts: 2 })])
    expect(planConfirmation(c, 0).tasks).toEqual([])
  })
})

describe('the final verdict over both rounds', () => {
  it('fails when round 2 confirms the drop, and labels the task 🔴', () => {
    const extra = run([['broken', 'FFFFFF']], { attempts: 6 })
    const { comparison, ignored } = confirmedComparison(BASE, HEAD, extra, {})
    expect(ignored).toEqual([])
    expect(comparison.conclusion).toBe('failure')
    expect(comparison.regressions).toEqual(['broken@aaaaaaaaaaaa'])
    expect(comparison.tasks.find((t) => t.taskName === 'broken')!.head).toMatchObject({ n: 8, successes: 0 })
  })

  it("the report's footer states the rule that decided: the confirmation test, not the stratified test", () => {
    const extra = run([['broken', 'FFFFFF']], { attempts: 6 })
    const { comparison } = confirmedComparison(BASE, HEAD, extra, {})
    expect(comparison.verdict).toMatch(
      /the 1 suspect task\(s\) passed 0 of 6 fresh attempts, \d+\.\d expected if nothing changed/,
    )
    const body = renderReport({ comparison, head: HEAD })
    expect(body).toMatch(/\*\*Gate after the confirmation round:\*\*.* at p ≤ 0\.025/)
    expect(body).not.toMatch(/\*\*Gate:\*\*/)
    expect(renderReport({ comparison: compareRuns(BASE, HEAD), head: HEAD })).toMatch(
      /\*\*Gate:\*\* fails when/,
    )
  })

  it('takes round 1 from the caller, who already has it: the same verdict as when it recomputes it', () => {
    const extra = run([['broken', 'FFFFFF']], { attempts: 6 })
    const extraBase = run([['broken', 'PPP']], { attempts: 3 })
    for (const options of [{}, { failOnError: true, minEffect: 0.05 }]) {
      const first = compareRuns(BASE, HEAD, options)
      expect(confirmedComparison(BASE, HEAD, extra, options, extraBase, first)).toEqual(
        confirmedComparison(BASE, HEAD, extra, options, extraBase),
      )
    }
  })

  it('passes when round 2 shows the first round was bad luck', () => {
    const extra = run([['broken', 'PPPPPP']], { attempts: 6 })
    expect(confirmedComparison(BASE, HEAD, extra, {}).comparison.conclusion).toBe('success')
  })

  it('is never ✅ when the head now errors in round 2 (⚠️, or ❌ with fail-on-error)', () => {
    const extra = run([['broken', 'EEEEEE']], { attempts: 6 })
    const { comparison } = confirmedComparison(BASE, HEAD, extra, {})
    expect(comparison.conclusion).toBe('neutral')
    expect(comparison.verdict).toMatch(/^Inconclusive: 6 of the confirmation round's 6 attempts errored/)
    expect(confirmedComparison(BASE, HEAD, extra, { failOnError: true }).comparison.conclusion).toBe(
      'failure',
    )
    expect(comparison.tasks.find((t) => t.taskName === 'broken')!.head).toMatchObject({ n: 8, errors: 6 })
  })

  it('with base attempts, appends them to the base side: the task row counts both rounds on both sides', () => {
    const extra = run([['broken', 'FFFFFF']], { attempts: 6 })
    const extraBase = run([['broken', 'PPPPPP']], { attempts: 6 })
    const { comparison, ignored } = confirmedComparison(BASE, HEAD, extra, {}, extraBase)
    expect(ignored).toEqual([])
    const row = comparison.tasks.find((t) => t.taskName === 'broken')!
    expect(row.base).toMatchObject({ n: 8, successes: 8 })
    expect(row.head).toMatchObject({ n: 8, successes: 0 })
    expect(comparison.conclusion).toBe('failure')
  })

  it('with base attempts, a base that fails too at its own commit clears the task (the drop was not the PR)', () => {
    const extra = run([['broken', 'FFF']], { attempts: 3 })
    const extraBase = run([['broken', 'FFF']], { attempts: 3 })
    const { comparison } = confirmedComparison(BASE, HEAD, extra, {}, extraBase)
    expect(comparison.conclusion).not.toBe('failure')
    expect(comparison.regressions).toEqual([])
  })

  it('base attempts that mostly errored cannot clear the suspects either', () => {
    const extra = run([['broken', 'PPP']], { attempts: 3 })
    const extraBase = run([['broken', 'EEE']], { attempts: 3 })
    const { comparison } = confirmedComparison(BASE, HEAD, extra, {}, extraBase)
    expect(comparison.conclusion).toBe('neutral')
    expect(comparison.verdict).toMatch(/^Inconclusive: 3 of the confirmation round's 6 attempts errored/)
  })

  it('base attempts of a task round 1 does not have are left out and named', () => {
    const extra = run([['broken', 'FFF']], { attempts: 3 })
    const extraBase = run(
      [
        ['broken', 'PPP'],
        ['stranger', 'PPP'],
      ],
      { attempts: 3 },
    )
    expect(confirmedComparison(BASE, HEAD, extra, {}, extraBase).ignored).toEqual([
      expect.stringMatching(/^stranger@/),
    ])
  })
})

describe('combineRounds', () => {
  it('appends round 2 to the same task and leaves out a task round 1 does not have', () => {
    const head = run([
      ['a', 'PF'],
      ['b', 'FF'],
    ])
    const extra = run([
      ['a', 'PPE'],
      ['ghost', 'PPP'],
    ])
    const { summary, ignored } = combineRounds(head, extra)
    expect(ignored).toEqual(['ghost@aaaaaaaaaaaa'])
    const a = summary.tasks.find((t) => t.task_name === 'a')!
    expect(a).toMatchObject({
      n: 5,
      successes: 3,
      errors: 1,
      statuses: ['passed', 'failed', 'passed', 'passed', 'error'],
    })
    expect(a.pass_at_k['1']).toBeCloseTo(3 / 5)
    expect(summary.attempts).toBe(head.attempts)
    expect(summary.totals.attempts).toBe(7)
  })
})

describe('confirmBudget', () => {
  it('reads a share of the first round or a number of attempts', () => {
    expect(confirmBudget('30%', 300, 'x')).toBe(90)
    expect(confirmBudget(' 12 ', 300, 'x')).toBe(12)
    expect(confirmBudget('0', 300, 'x')).toBe(0)
  })

  it.each(['-5', '1e3%', 'lots', '', '2000%', '5.5', '$(touch /tmp/x)'])(
    'refuses %j naming the field and the fix',
    (value) => {
      expect(() => confirmBudget(value, 300, "Input 'confirm-attempts'")).toThrow(
        /Input 'confirm-attempts' is .*30%/,
      )
    },
  )
})
