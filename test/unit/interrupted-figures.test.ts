// Figures that never mislead: an interrupted or stopped run's results box, totals and comparison.
import { describe, expect, it } from 'vitest'
import { resultsLines } from '../../src/cli/results-box.js'
import { compareRuns } from '../../src/results/compare.js'
import { leftOutText } from '../../src/results/verdict-text.js'
import { notRunTasks } from '../../src/results/not-run.js'
import { parseRunSummary } from '../../src/results/run-summary.js'
import { computeTotals } from '../../src/results/totals.js'
import type { RunSummary } from '../../src/results/types.js'
import { renderTerminal } from '../../src/report/terminal.js'
import { run, type TaskSpec } from './helpers/runs.js'

/**
 * A run of k attempts per task interrupted by Ctrl-C: `complete` tasks ran all k, `partial` ones
 * fewer (their statuses say how many), `neverRan` none.
 */
function interrupted(complete: TaskSpec[], partial: TaskSpec[], neverRan: string[], k: number): RunSummary {
  const whole = run([...complete, ...partial], { attempts: k })
  const tasks = whole.tasks.map((t, i) => (i < complete.length ? t : { ...t, unfinished: k - t.n }))
  const notStarted = [
    ...tasks.flatMap((t) =>
      Array.from({ length: t.unfinished ?? 0 }, (_, j) => ({
        task_name: t.task_name,
        task_id: t.task_id,
        attempt: t.n + j + 1,
      })),
    ),
    ...neverRan.flatMap((name) =>
      Array.from({ length: k }, (_, j) => ({
        task_name: name,
        task_id: `${name}@aaaaaaaaaaaa`,
        attempt: j + 1,
      })),
    ),
  ]
  return {
    ...whole,
    tasks,
    totals: computeTotals(tasks, 0),
    stopped: {
      reason: 'interrupted by SIGINT',
      cause: 'interrupted',
      attempts_planned: (complete.length + partial.length + neverRan.length) * k,
      not_started: notStarted,
    },
  }
}

describe('the results box of an interrupted run', () => {
  // The case: pass@3 0.0% (6/6 tasks) beside pass@1 100%, after Ctrl-C.
  const summary = interrupted(
    [
      ['a', 'PPP'],
      ['b', 'PFF'],
    ],
    [
      ['c', 'P'],
      ['d', 'PP'],
    ],
    ['e', 'f'],
    3,
  )

  it('says so first, and computes pass@k over the tasks whose attempts all finished, naming the rest', () => {
    expect(resultsLines(summary)).toEqual([
      'Interrupted: 9 of 18 attempts finished',
      'pass@3: 100.0% (2/2 tasks that ran all their attempts)',
      'pass@1: 66.7%',
      'Mean reward: 0.667',
      'Not all run: c, d, e, f (left out of pass@k)',
      'Raw: 7/9 (77.8%)',
      'Failed: 2   Errors: 0',
      'Duration: 3600.0s',
    ])
  })

  it('totals: pass@k, mean reward and tasks over the complete tasks; raw counts over every finished attempt', () => {
    expect(summary.totals).toMatchObject({ tasks: 2, unfinished_tasks: 2, attempts: 9, passed: 7, failed: 2 })
    expect(Object.keys(summary.totals.pass_at_k)).toEqual(['1', '2', '3'])
    expect(notRunTasks(summary).map((t) => [t.task_name, t.ran, t.not_run])).toEqual([
      ['c', 1, 2],
      ['d', 2, 1],
      ['e', 0, 3],
      ['f', 0, 3],
    ])
  })

  it('a stop before any attempt finished: no pass@k, every task named', () => {
    const none = interrupted([], [], ['a', 'b'], 2)
    expect(resultsLines(none).slice(0, 3)).toEqual([
      'Interrupted: 0 of 4 attempts finished',
      'No pass@k: no task ran all its attempts',
      'Not all run: a, b (left out of pass@k)',
    ])
  })

  it('names five tasks, then counts the rest', () => {
    const many = interrupted([['a', 'PP']], [], ['b', 'c', 'd', 'e', 'f', 'g', 'h'], 2)
    expect(resultsLines(many)).toContain('Not all run: b, c, d, e, f and 2 more (left out of pass@k)')
  })

  it('a stop by the budget says why and how many ran', () => {
    const budget = interrupted([['a', 'P']], [], ['b'], 1)
    budget.stopped = {
      ...budget.stopped!,
      cause: 'budget',
      reason: 'stopped by budget: the run has cost $0.51 of its $0.5',
    }
    expect(resultsLines(budget)[0]).toBe(
      'Stopped: 1 of 2 attempts ran: stopped by budget: the run has cost $0.51 of its $0.5',
    )
  })
})

describe('a run in which nothing could start', () => {
  it('prints the refusal and no pass@k', () => {
    const refused = run([
      ['a', 'EE'],
      ['b', 'EE'],
    ])
    refused.tasks = refused.tasks.map((t) => ({
      ...t,
      reasons: [{ reason: 'provider: no GPU here', count: 2 }],
    }))
    const lines = resultsLines(refused)
    expect(lines.filter((l) => l.startsWith('pass@'))).toEqual([])
    expect(lines.slice(0, 2)).toEqual([
      'No pass@k: all 4 attempt(s) errored, none reached a verdict',
      'Reason: provider: no GPU here (4 of 4)',
    ])
  })

  it('an agent fault that stopped the run gives its reason once, on the stopped line', () => {
    const fault = run([
      ['a', 'EE'],
      ['b', 'EE'],
    ])
    fault.stopped = {
      reason: 'model API: model not found: claude-nope',
      cause: 'agent',
      attempts_planned: 4,
      not_started: [
        { task_name: 'a', task_id: 'a@aaaaaaaaaaaa', attempt: 2 },
        { task_name: 'b', task_id: 'b@aaaaaaaaaaaa', attempt: 1 },
        { task_name: 'b', task_id: 'b@aaaaaaaaaaaa', attempt: 2 },
      ],
    }
    expect(resultsLines(fault).slice(0, 3)).toEqual([
      'Stopped: 1 of 4 attempts ran: model API: model not found: claude-nope',
      'No pass@k: all 4 attempt(s) errored, none reached a verdict',
      'Raw: 0/4 (0.0%)',
    ])
  })

  it('a complete run with some errors keeps its pass@k', () => {
    expect(
      resultsLines(
        run([
          ['a', 'PE'],
          ['b', 'FF'],
        ]),
      )[0],
    ).toBe('pass@2: 50.0% (1/2 tasks)')
  })
})

describe('a summary from an older version', () => {
  it('reads without the new fields, and the box says what it can', () => {
    const old = JSON.parse(JSON.stringify(run([['a', 'P']])))
    delete old.task_warnings
    old.stopped = { reason: 'stopped by budget: spent', not_started: [{ task_name: 'b', attempt: 1 }] }
    const summary = parseRunSummary(JSON.stringify(old), 'run_summary.json')
    expect(summary.totals.unfinished_tasks).toBeUndefined()
    expect(resultsLines(summary)).toEqual([
      'Stopped: 1 attempt(s) not started: stopped by budget: spent',
      'pass@1: 100.0% (1/1 tasks that ran all their attempts)',
      'Mean reward: 1.000',
      'Not all run: b (left out of pass@k)',
      'Raw: 1/1 (100.0%)',
      'Failed: 0   Errors: 0',
      'Duration: 3600.0s',
    ])
  })
})

describe('helios compare against an interrupted head', () => {
  const base = run([
    ['a', 'PPP'],
    ['b', 'PPP'],
    ['c', 'PPP'],
    ['d', 'FFF'],
    ['e', 'PPP'],
    ['f', 'PPP'],
  ])
  const head = interrupted(
    [
      ['a', 'PPP'],
      ['b', 'PPP'],
      ['d', 'FFF'],
      ['e', 'PPP'],
      ['f', 'PPP'],
    ],
    [],
    ['c'],
    3,
  )

  it('calls the tasks it did not run "not run", never "removed", and leaves them out of the figures', () => {
    const c = compareRuns(base, head)
    expect(c.tasks.find((t) => t.taskName === 'c')!.change).toBe('not-run')
    expect(c.counts).toMatchObject({ removed: 0, 'not-run': 1 })
    expect(c.leftOut).toMatchObject({ removed: 0, notRun: 1 })
    expect(c.figures.tasks).toBe(5)
    expect(leftOutText(c)).toBe('1 not run (the head run stopped early)')
    const text = renderTerminal(c)
    expect(text).not.toMatch(/removed/)
    expect(text).toMatch(/^Tasks: .*1 not run/m)
    expect(text).toMatch(/^not run\s+c\s/m)
  })

  it('a task run only in part is not run either: its first attempts are no sample of it', () => {
    const partial = interrupted(
      [
        ['a', 'PPP'],
        ['b', 'PPP'],
        ['d', 'FFF'],
        ['e', 'PPP'],
        ['f', 'PPP'],
      ],
      [['c', 'F']],
      [],
      3,
    )
    const c = compareRuns(base, partial)
    const row = c.tasks.find((t) => t.taskName === 'c')!
    expect(row).toMatchObject({ change: 'not-run', compared: false, delta: null })
    expect(row.head).toMatchObject({ n: 1, successes: 0 })
    expect(c.regressions).toEqual([])
  })

  it('a summary without task ids in its not-run list is matched by name', () => {
    const older = { ...head, stopped: { reason: 'x', not_started: [{ task_name: 'c', attempt: 1 }] } }
    expect(compareRuns(base, older).tasks.find((t) => t.taskName === 'c')!.change).toBe('not-run')
  })

  it('a task missing from a head that nothing stopped is still removed', () => {
    const { stopped: _, ...rest } = head
    expect(compareRuns(base, { ...rest, stopped: null }).tasks.find((t) => t.taskName === 'c')!.change).toBe(
      'removed',
    )
  })

  it('too many tasks not run make the comparison inconclusive, saying why', () => {
    const few = interrupted(
      [
        ['a', 'PPP'],
        ['b', 'PPP'],
      ],
      [],
      ['c', 'd', 'e', 'f'],
      3,
    )
    const c = compareRuns(base, few)
    expect(c.conclusion).toBe('neutral')
    expect(c.gate.inconclusive).toMatch(
      /4 of the base’s 6 tasks are missing from the head .*4 of them not run/,
    )
  })
})
