import { describe, expect, it } from 'vitest'
import { batchSummary, batchSummarySchema } from '../../src/results/batch-summary.js'
import { runSummary, taskSummary } from '../../bench/synthetic.js'

describe('batch_summary.json (Helios batch mode)', () => {
  it('counts a task as passed when any attempt passed, in the seed’s field names', () => {
    const summary = runSummary(
      [
        taskSummary({ id: 'a@1', statuses: ['failed', 'passed', 'failed'], attemptSec: 4 }, 0),
        taskSummary({ id: 'b@1', statuses: ['failed', 'failed', 'failed'] }, 1),
        taskSummary({ id: 'c@1', statuses: ['error', 'error', 'error'] }, 2),
      ],
      { model: 'anthropic/claude-sonnet-4-5' },
    )
    const batch = batchSummarySchema.parse(batchSummary(summary))
    expect(batch).toMatchObject({
      total_tasks: 3,
      passed: 1,
      failed: 2,
      not_run: 0,
      model: 'anthropic/claude-sonnet-4-5',
      duration_seconds: 3600,
      attempts: 3,
      stopped: null,
    })
    expect(batch.tasks.map((t) => [t.name, t.status, t.attempts, t.passed_attempts])).toEqual([
      ['a', 'passed', 3, 1],
      ['b', 'failed', 3, 0],
      ['c', 'error', 3, 0],
    ])
    expect(batch.tasks[0]).toMatchObject({ reward: 1 / 3, duration: 4 })
    expect(batch.mean_reward).toBe(summary.totals.mean_reward)
  })

  // An interrupted run: a task none of whose attempts ran is named and counted apart, never as a
  // failure (passed + failed + not_run = total_tasks), and the box's reason is kept.
  it('names the tasks an interruption left unrun, apart from the failures', () => {
    const summary = {
      ...runSummary([taskSummary({ id: 'a@1', statuses: ['passed'] }, 0)]),
      stopped: {
        reason: 'interrupted by SIGINT',
        cause: 'interrupted' as const,
        attempts_planned: 4,
        not_started: [
          { task_name: 'a', task_id: 'a@1', attempt: 2 },
          { task_name: 'z', task_id: 'z@1', attempt: 1 },
          { task_name: 'z', task_id: 'z@1', attempt: 2 },
        ],
      },
    }
    const batch = batchSummary(summary)
    expect(batch).toMatchObject({
      total_tasks: 2,
      passed: 1,
      failed: 0,
      not_run: 1,
      stopped: 'interrupted by SIGINT',
    })
    expect(batch.tasks[1]).toEqual({
      name: 'z',
      status: 'not_run',
      reward: null,
      duration: null,
      attempts: 0,
      passed_attempts: 0,
    })
  })
})
