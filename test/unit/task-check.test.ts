import { describe, expect, it } from 'vitest'
import {
  checkAttemptError,
  imageOf,
  type AttemptPhase,
  type CheckAgent,
  type CheckAttemptError,
} from '../../src/results/check-errors.js'
import { checkTasks } from '../../src/results/task-check.js'
import type { AttemptResult, TaskSummary } from '../../src/results/types.js'
import { renderCheckMarkdown, renderCheckTerminal } from '../../src/report/task-check.js'
import { run } from './helpers/runs.js'

/** Task summaries by name, with their paths equal to their names. */
function summaries(specs: [string, string][], rewards: Record<string, number[]> = {}): TaskSummary[] {
  return run(specs).tasks.map((t) => ({
    ...t,
    task_path: t.task_name,
    rewards: rewards[t.task_name] ?? t.rewards,
  }))
}

const task = (name: string, hasSolution = true) => ({ name, relativeDir: name, hasSolution })

function error(
  path: string,
  agent: CheckAgent,
  attempt: number,
  phase: AttemptPhase,
  reason: string,
): CheckAttemptError {
  return { task_path: path, agent, attempt, phase, reason }
}

describe('checkTasks', () => {
  it('tells apart two tasks with the same [task] name by their folders', () => {
    const report = checkTasks({
      tasks: [
        { name: 'dup', relativeDir: 'a/dup', hasSolution: true },
        { name: 'dup', relativeDir: 'b/dup', hasSolution: true },
      ],
      invalid: [],
      oracle: [],
      nop: [],
      errors: [],
    })
    expect(renderCheckTerminal(report)).toMatch(/dup \(a\/dup\)[\s\S]*dup \(b\/dup\)/)
    expect(renderCheckMarkdown(report)).toContain('dup \\(a/dup\\)')
  })

  it('blames a broken build on the build, not the solution, and shows nop as not run', () => {
    const build = 'build failed: E: Unable to locate package libfoo-dev'
    const outageReason = 'docker: (HTTP code 500) server error'
    const report = checkTasks({
      tasks: [task('unbuildable'), task('outage')],
      invalid: [],
      oracle: summaries([
        ['unbuildable', 'EE'],
        ['outage', 'PE'],
      ]).map((t) =>
        t.task_name === 'unbuildable'
          ? { ...t, reasons: [{ reason: build, count: 2 }] }
          : { ...t, reasons: [{ reason: outageReason, count: 1 }] },
      ),
      nop: summaries([
        ['unbuildable', 'E'],
        ['outage', 'F'],
      ]).map((t) => (t.task_name === 'unbuildable' ? { ...t, reasons: [{ reason: build, count: 1 }] } : t)),
      errors: [
        error('unbuildable', 'oracle', 1, 'setup', build),
        error('unbuildable', 'oracle', 2, 'setup', build),
        error('unbuildable', 'nop', 1, 'setup', build),
        error('outage', 'oracle', 2, 'agent', outageReason),
      ],
    })
    const [outage, unbuildable] = report.tasks
    expect(unbuildable).toMatchObject({ oracle: null, nop: null })
    expect(unbuildable!.flags).toEqual([
      {
        kind: 'build-failed',
        message: `the task's image (environment/Dockerfile) did not build, so neither agent ran: ${build}`,
      },
    ])
    // One attempt errored, one passed: an error of ours, not an unsolvable task.
    expect(outage).toMatchObject({ oracle: { passed: 1, ran: 1 }, nop: { passed: 0, ran: 1 } })
    expect(outage!.flags).toEqual([
      {
        kind: 'errored',
        message: `oracle: 1 of 2 attempt(s) ended in an error, not a verdict (attempt 2, agent phase): ${outageReason}`,
      },
    ])
    expect(renderCheckTerminal(report)).toMatch(/unbuildable\s+–\s+–\s+build-failed/)
  })

  it('flags a task whose nop attempt errors, though the oracle passed (exit 1, not ok)', () => {
    const reason = 'the agent phase: container stopped (exit 137)'
    const report = checkTasks({
      tasks: [task('nop-errs')],
      invalid: [],
      oracle: summaries([['nop-errs', 'PP']]),
      nop: summaries([['nop-errs', 'E']]).map((t) => ({ ...t, reasons: [{ reason, count: 1 }] })),
      errors: [error('nop-errs', 'nop', 1, 'agent', reason)],
    })
    expect(report.flagged).toBe(1)
    expect(report.tasks[0]!.flags).toEqual([
      {
        kind: 'errored',
        message: `nop: 1 of 1 attempt(s) ended in an error, not a verdict (attempt 1, agent phase): ${reason}`,
      },
    ])
  })

  it("names the image that failed: the verifier's (after the oracle ran) or a service's", () => {
    const verifier = 'verifier image: build failed: COPY failed: no source files'
    const service = 'service db: image postgres:99 not available: manifest unknown'
    const report = checkTasks({
      tasks: [task('sep'), task('svc')],
      invalid: [],
      oracle: summaries([
        ['sep', 'EE'],
        ['svc', 'EE'],
      ]).map((t) => ({ ...t, reasons: [{ reason: t.task_name === 'sep' ? verifier : service, count: 2 }] })),
      nop: summaries([
        ['sep', 'E'],
        ['svc', 'E'],
      ]).map((t) => ({ ...t, reasons: [{ reason: t.task_name === 'sep' ? verifier : service, count: 1 }] })),
      errors: [
        error('sep', 'oracle', 1, 'verifier', verifier),
        error('sep', 'oracle', 2, 'verifier', verifier),
        error('sep', 'nop', 1, 'verifier', verifier),
        error('svc', 'oracle', 1, 'setup', service),
      ],
    })
    const messages = Object.fromEntries(report.tasks.map((t) => [t.task_name, t.flags.map((f) => f.message)]))
    expect(messages).toEqual({
      sep: [
        `the verifier's image (tests/Dockerfile) did not build, oracle and nop ran, but no verifier judged it: ${verifier}`,
      ],
      svc: [`the image of service db (postgres:99) did not build, so neither agent ran: ${service}`],
    })
  })

  it('a verifier that left no reward (now a failure) is flagged no-reward, not also not-solvable', () => {
    const reasons = [{ reason: 'verifier wrote no reward (neither …)', count: 2 }]
    const report = checkTasks({
      tasks: [task('silent'), task('half')],
      invalid: [],
      oracle: summaries([
        ['silent', 'FF'],
        ['half', 'FF'],
      ]).map((t) =>
        t.task_name === 'silent'
          ? { ...t, reasons }
          : {
              ...t,
              reasons: [
                { reason: 'verifier wrote no reward (neither …)', count: 1 },
                { reason: 'reward 0 < 1', count: 1 },
              ],
            },
      ),
      nop: summaries([
        ['silent', 'F'],
        ['half', 'F'],
      ]),
      errors: [],
    })
    const kinds = Object.fromEntries(report.tasks.map((t) => [t.task_name, t.flags.map((f) => f.kind)]))
    expect(kinds).toEqual({ silent: ['no-reward'], half: ['no-reward', 'not-solvable'] })
  })

  it('flags each kind of unfit task and leaves a good one alone', () => {
    const report = checkTasks({
      tasks: ['good', 'trivial', 'unsolvable', 'flaky', 'crashy', 'no-solution'].map((n) =>
        task(n, n !== 'no-solution'),
      ),
      invalid: [
        {
          relative_dir: 'broken',
          file: 'broken/task.toml',
          field: 'agent.timeout_sec',
          message: 'expected a number',
        },
      ],
      oracle: summaries(
        [
          ['good', 'PP'],
          ['trivial', 'PP'],
          ['unsolvable', 'FF'],
          ['flaky', 'PF'],
          ['crashy', 'EE'],
        ],
        { flaky: [1, 0] },
      ).map((t) =>
        t.task_name === 'crashy'
          ? { ...t, reasons: [{ reason: 'verifier wrote no reward (neither …)', count: 2 }] }
          : t,
      ),
      nop: summaries([
        ['good', 'F'],
        ['trivial', 'P'],
        ['unsolvable', 'F'],
        ['flaky', 'F'],
        ['crashy', 'E'],
        ['no-solution', 'F'],
      ]),
      errors: [1, 2].map((n) =>
        error('crashy', 'oracle', n, 'verifier', 'verifier wrote no reward (neither …)'),
      ),
    })
    const kinds = Object.fromEntries(report.tasks.map((t) => [t.task_name, t.flags.map((f) => f.kind)]))
    expect(kinds).toEqual({
      broken: ['invalid'],
      crashy: ['no-reward'],
      flaky: ['not-solvable', 'not-deterministic'],
      good: [],
      'no-solution': ['missing-solution'],
      trivial: ['trivial'],
      unsolvable: ['not-solvable'],
    })
    expect(report.flagged).toBe(6)
    expect(report.tasks.find((t) => t.task_name === 'no-solution')).toMatchObject({
      file: 'no-solution/task.toml',
      oracle: null,
      nop: { passed: 0, ran: 1 },
    })
    expect(report.tasks.find((t) => t.task_name === 'broken')!.flags[0]!.message).toBe(
      'agent.timeout_sec: expected a number',
    )
  })

  it('renders a terminal table and escaped markdown', () => {
    const report = checkTasks({
      tasks: [task('good'), task('<b>x</b>')],
      invalid: [],
      oracle: summaries([
        ['good', 'PP'],
        ['<b>x</b>', 'PP'],
      ]),
      nop: summaries([
        ['good', 'F'],
        ['<b>x</b>', 'P'],
      ]),
      errors: [],
    })
    expect(renderCheckTerminal(report)).toBe(
      [
        'task      oracle  nop',
        '<b>x</b>  2/2     1/1  trivial',
        'good      2/2     0/1  ok',
        '',
        '  <b>x</b>: trivial: nop passed: the verifier rewards doing nothing (an unconditional reward, or a check of the initial state)',
        '',
        '2 task(s) checked, 1 flagged',
      ].join('\n'),
    )
    const markdown = renderCheckMarkdown(report)
    expect(markdown).toContain('### ❌ Helios task check: 2 task(s), 1 flagged')
    expect(markdown).toContain('| &lt;b&gt;x&lt;/b&gt; | 2/2 | 1/1 | **trivial**: nop passed')
    expect(markdown).toContain('| good | 2/2 | 0/1 | ✅ |')
  })
})

describe('checkAttemptError', () => {
  const base = (reason: string, over: Partial<AttemptResult> = {}): AttemptResult => ({
    schema_version: 1,
    run_id: 'r-nop',
    task_id: 't@1',
    task_name: 't',
    task_checksum: 'c',
    attempt: 1,
    agent: 'nop',
    model: null,
    status: 'error',
    reason,
    rewards: {},
    reward: 0,
    started_at: '2026-01-01T00:00:00.000Z',
    finished_at: '2026-01-01T00:00:02.000Z',
    duration_sec: 2,
    timings: { build_sec: 1, setup_sec: 0, agent_sec: 0, verifier_sec: 0, teardown_sec: 0 },
    exit_codes: { agent: null, verifier: null },
    timed_out: { agent: false, verifier: false },
    oom_killed: false,
    retries: 0,
    usage: null,
    ...over,
  })

  it('places each error in its phase of the attempt', () => {
    const phase = (reason: string, over: Partial<AttemptResult> = {}) =>
      checkAttemptError('nop', 't', base(reason, over))!.phase
    expect(phase('build failed: boom')).toBe('setup')
    expect(phase('healthcheck failed after 3 tries')).toBe('setup')
    // The separate verifier's image is made after the agent ran; so is a step's.
    expect(phase('verifier image: build failed: x', { exit_codes: { agent: 0, verifier: null } })).toBe(
      'verifier',
    )
    expect(phase('step two: verifier image: image y not available: z')).toBe('verifier')
    expect(phase('container stopped (exit 137)', { exit_codes: { agent: 137, verifier: null } })).toBe(
      'agent',
    )
    expect(phase('docker: (HTTP code 500)', { timings: { ...base('').timings, verifier_sec: 1.5 } })).toBe(
      'verifier',
    )
    expect(checkAttemptError('nop', 't', base('x', { status: 'failed' }))).toBeNull()
  })

  it('names the image from the reason, and no image for an error that is none', () => {
    expect(imageOf('build timed out after 600s')).toBe("the task's image (environment/Dockerfile)")
    expect(imageOf('image debian:nope not available: manifest unknown')).toBe(
      "the task's image (debian:nope)",
    )
    expect(imageOf('service cache: build failed: x')).toBe('the image of service cache')
    expect(imageOf('service cache: exited (1) before it was ready')).toBeNull()
    expect(imageOf('the agent phase: build failed in the task')).toBeNull()
  })
})
