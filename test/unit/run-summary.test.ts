import { describe, expect, it } from 'vitest'
import { summarizeRun, summarizeTask, summarizeTotals } from '../../src/results/summary.js'
import { parseAttemptResult } from '../../src/results/attempt-result.js'
import { defaultRunId, interleavedAttempts, retryWaitSec } from '../../src/run/schedule.js'
import type { AttemptResult, AttemptStatus } from '../../src/results/types.js'

function result(
  attempt: number,
  status: AttemptStatus,
  reward: number,
  reason: string | null = null,
): AttemptResult {
  return {
    schema_version: 1,
    run_id: 'r',
    task_id: 't@1',
    task_name: 't',
    task_checksum: 'c',
    attempt,
    agent: 'oracle',
    model: null,
    status,
    reason,
    rewards: status === 'error' ? {} : { reward },
    reward,
    started_at: '2026-01-01T00:00:00.000Z',
    finished_at: '2026-01-01T00:00:02.000Z',
    duration_sec: attempt,
    timings: { build_sec: 0, setup_sec: 0, agent_sec: 0, verifier_sec: 0, teardown_sec: 0 },
    exit_codes: { agent: 0, verifier: 0 },
    timed_out: { agent: false, verifier: false },
    oom_killed: false,
    retries: 0,
    usage: null,
    verifier_guard: null,
  }
}

const identity = { task_id: 't@1', task_name: 't', task_checksum: 'c', task_path: 't', output_dir: '001_t' }

describe('summarizeTask', () => {
  it('aggregates in attempt order with pass@k, pass^k, reasons and durations', () => {
    const summary = summarizeTask(identity, [
      result(3, 'error', 0, 'boom'),
      result(1, 'passed', 1),
      result(2, 'failed', 0.5, 'reward 0.5 < 1'),
    ])
    expect(summary).toMatchObject({
      n: 3,
      successes: 1,
      errors: 1,
      statuses: ['passed', 'failed', 'error'],
      rewards: [1, 0.5, 0],
      mean_reward: 0.5,
      duration_sec: { mean: 2, total: 6, max: 3 },
    })
    expect(summary.pass_at_k['1']).toBeCloseTo(1 / 3)
    expect(summary.pass_at_k['3']).toBe(1)
    expect(summary.pass_hat_k['2']).toBe(0)
    // Most frequent first; ties in attempt order.
    expect(summary.reasons).toEqual([
      { reason: 'reward 0.5 < 1', count: 1 },
      { reason: 'boom', count: 1 },
    ])
  })
})

describe('summarizeTask of a multi-step task', () => {
  const step = (name: string, status: AttemptStatus) => ({
    name,
    status,
    reason: null,
    rewards: {},
    reward: status === 'passed' ? 1 : 0,
    timings: { setup_sec: 0, agent_sec: 0, verifier_sec: 0 },
    exit_codes: { agent: 0, verifier: 0 },
    timed_out: { agent: false, verifier: false },
    verifier_guard: null,
  })

  it('counts per step how many attempts ran it and passed it, and the counts survive a round trip', () => {
    const attempts = [
      { ...result(1, 'passed', 1), steps: [step('export', 'passed'), step('restock', 'passed')] },
      { ...result(2, 'failed', 0), steps: [step('export', 'failed')] },
      { ...result(3, 'failed', 0.5), steps: [step('export', 'passed'), step('restock', 'failed')] },
    ]
    const summary = summarizeTask(identity, attempts)
    expect(summary.steps).toEqual([
      { name: 'export', ran: 3, passed: 2 },
      { name: 'restock', ran: 2, passed: 1 },
    ])
    const reread = parseAttemptResult(JSON.stringify(attempts[2]), 'result.json')
    expect(reread.steps?.map((s) => s.name)).toEqual(['export', 'restock'])
    expect(summarizeTask(identity, [result(1, 'passed', 1)])).not.toHaveProperty('steps')
  })

  it('names the step field of a malformed result.json', () => {
    const bad = { ...result(1, 'passed', 1), steps: [{ ...step('a', 'passed'), reward: 'one' }] }
    expect(() => parseAttemptResult(JSON.stringify(bad), 'result.json')).toThrow(
      /result\.json: steps\[0\]\.reward: expected a finite number/,
    )
  })
})

describe('summarizeRun', () => {
  it('computes totals over tasks and the duration', () => {
    const a = summarizeTask(identity, [result(1, 'passed', 1), result(2, 'passed', 1)])
    const b = summarizeTask({ ...identity, task_id: 'u@2' }, [result(1, 'failed', 0), result(2, 'error', 0)])
    const run = summarizeRun(
      {
        kind: 'run',
        run_id: 'r',
        label: 'default',
        shard: null,
        agent: 'oracle',
        model: null,
        attempts: 2,
        concurrency: 2,
        started_at: '2026-01-01T00:00:00.000Z',
        finished_at: '2026-01-01T00:01:00.000Z',
        source: null,
      },
      [a, b],
      [{ relative_dir: 'bad', file: 'bad/task.toml', field: null, message: 'nope' }],
    )
    expect(run.duration_sec).toBe(60)
    expect(run.totals).toEqual({
      tasks: 2,
      attempts: 4,
      passed: 2,
      failed: 1,
      errors: 1,
      invalid_tasks: 1,
      pass_at_k: { '1': 0.5, '2': 0.5 },
      pass_hat_k: { '1': 0.5, '2': 0.5 },
      raw_pass_rate: 0.5,
      mean_reward: 0.5,
      usage: null,
    })
  })
  it('has empty totals for no tasks', () => {
    expect(summarizeTotals([], 0)).toMatchObject({ attempts: 0, raw_pass_rate: 0, pass_at_k: {} })
  })
})

describe('parseAttemptResult', () => {
  it('round-trips a result', () => {
    const r = result(1, 'passed', 1)
    expect(parseAttemptResult(JSON.stringify(r), 'x/result.json')).toEqual(r)
  })
  it('names the file and the field', () => {
    const bad = { ...result(1, 'passed', 1), timings: { build_sec: 'slow' } }
    expect(() => parseAttemptResult(JSON.stringify(bad), 'x/result.json')).toThrow(
      'x/result.json: timings.build_sec: expected a finite number, got "slow"',
    )
    expect(() => parseAttemptResult('{"schema_version": 2}', 'y.json')).toThrow(
      'y.json: schema_version: unsupported version 2',
    )
    expect(() => parseAttemptResult('nope', 'z.json')).toThrow(/^z\.json: not valid JSON/)
    expect(() => parseAttemptResult(JSON.stringify({ ...r1(), status: 'ok' }), 'w.json')).toThrow(
      'w.json: status: expected "passed" or "failed" or "error", got "ok"',
    )
  })
})

function r1() {
  return result(1, 'passed', 1)
}

describe('schedule', () => {
  it('interleaves attempts across tasks', () => {
    expect(interleavedAttempts(2, 2)).toEqual([
      { taskIndex: 0, attempt: 1 },
      { taskIndex: 1, attempt: 1 },
      { taskIndex: 0, attempt: 2 },
      { taskIndex: 1, attempt: 2 },
    ])
  })
  it('backs off exponentially within the min and max wait, and names runs by UTC time', () => {
    const wait = { waitMultiplierSec: 2, minWaitSec: 1, maxWaitSec: 30 }
    expect([1, 2, 3, 4, 5, 6, 10].map((n) => retryWaitSec(n, wait))).toEqual([2, 4, 8, 16, 30, 30, 30])
    // A multiplier under the min waits the min; a retry storm never waits past the max.
    expect(retryWaitSec(1, { ...wait, waitMultiplierSec: 0.1 })).toBe(1)
    expect(retryWaitSec(1000, wait)).toBe(30)
    expect(defaultRunId(new Date('2026-03-04T05:06:07Z'))).toBe('batch_20260304_050607')
  })
})
