import { describe, expect, it } from 'vitest'
import { checkTasks } from '../../src/results/task-check.js'
import type { TaskSummary } from '../../src/results/types.js'
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
    })
    expect(renderCheckTerminal(report)).toMatch(/dup \(a\/dup\)[\s\S]*dup \(b\/dup\)/)
    expect(renderCheckMarkdown(report)).toContain('dup \\(a/dup\\)')
  })

  it('blames a broken build on the build, not the solution, and shows nop as not run', () => {
    const build = 'build failed: E: Unable to locate package libfoo-dev'
    const report = checkTasks({
      tasks: [task('unbuildable'), task('outage')],
      invalid: [],
      oracle: summaries([
        ['unbuildable', 'EE'],
        ['outage', 'PE'],
      ]).map((t) =>
        t.task_name === 'unbuildable'
          ? { ...t, reasons: [{ reason: build, count: 2 }] }
          : { ...t, reasons: [{ reason: 'docker: (HTTP code 500) server error', count: 1 }] },
      ),
      nop: summaries([
        ['unbuildable', 'E'],
        ['outage', 'F'],
      ]).map((t) => (t.task_name === 'unbuildable' ? { ...t, reasons: [{ reason: build, count: 1 }] } : t)),
    })
    const [outage, unbuildable] = report.tasks
    expect(unbuildable).toMatchObject({ oracle: null, nop: null })
    expect(unbuildable!.flags).toEqual([
      { kind: 'build-failed', message: `the environment did not build, so neither agent ran: ${build}` },
    ])
    // One attempt errored, one passed: an error of ours, not an unsolvable task.
    expect(outage).toMatchObject({ oracle: { passed: 1, ran: 1 }, nop: { passed: 0, ran: 1 } })
    expect(outage!.flags.map((f) => f.kind)).toEqual(['errored'])
    expect(renderCheckTerminal(report)).toMatch(/unbuildable\s+–\s+–\s+build-failed/)
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
