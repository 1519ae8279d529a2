import { describe, expect, it } from 'vitest'
import { compareRuns } from '../../src/results/compare.js'
import { POOL_MAX_AGE_DAYS, poolBaseline } from '../../src/results/pool-baseline.js'
import { run, type TaskSpec } from './helpers/runs.js'

const day = (d: number) => new Date(Date.UTC(2026, 10, 20) - d * 86_400_000).toISOString()

function base(
  runId: string,
  specs: TaskSpec[],
  daysAgo = 0,
  extra: { agent?: string; model?: string | null } = {},
) {
  return { summary: run(specs, { runId, startedAt: day(daysAgo), ...extra }), label: `run ${runId}` }
}

describe('poolBaseline', () => {
  it('adds the attempts of older runs of the same agent, model and task content', () => {
    const newest = base('r3', [
      ['a', 'PPF'],
      ['b', 'FFF'],
    ])
    const older = base(
      'r2',
      [
        ['a', 'PFF'],
        ['b', 'FFP'],
        ['c', 'PPP'],
      ],
      3,
    )
    const p = poolBaseline([newest, older], 3)
    const a = p.summary.tasks.find((t) => t.task_name === 'a')!
    expect(a).toMatchObject({
      n: 6,
      successes: 3,
      statuses: ['passed', 'passed', 'failed', 'passed', 'failed', 'failed'],
    })
    expect(a.pass_at_k['1']).toBeCloseTo(0.5)
    // A task the newest baseline lacks is never added.
    expect(p.summary.tasks.map((t) => t.task_name)).toEqual(['a', 'b'])
    expect(p.summary.totals).toMatchObject({ tasks: 2, attempts: 12, passed: 4 })
    // The runs' setting, not the pool's size: not "not like with like" against a 3-attempt head.
    expect(p.summary.attempts).toBe(3)
    expect(
      compareRuns(
        p.summary,
        run([
          ['a', 'PPF'],
          ['b', 'FFF'],
        ]),
      ).mismatches,
    ).toEqual([])
    expect(p.summary.run_id).toBe('r3')
    expect(p.pooled).toEqual([{ label: 'run r2', tasks: 2, attempts: 6 }])
    expect(p.note).toBe(
      `base attempts pooled from 2 runs: run r3 and run r2 (6 attempts over 2 of its tasks) — same agent, model and task content, within ${POOL_MAX_AGE_DAYS} days`,
    )
  })

  it('is off at 1, and the newest baseline alone is returned unchanged', () => {
    const newest = base('r3', [['a', 'PPF']])
    const p = poolBaseline([newest, base('r2', [['a', 'PPP']], 1)], 1)
    expect(p.summary).toBe(newest.summary)
    expect(p).toMatchObject({ pooled: [], passedOver: [], note: null })
  })

  it('never pools a task whose content changed, a run of another agent or model, or an old run', () => {
    const newest = base('r9', [
      ['a', 'PPF'],
      ['b', 'FFF'],
    ])
    const p = poolBaseline(
      [
        newest,
        // Same name, other checksum (so another id): another task.
        base(
          'r8',
          [
            ['a', 'PPP', 'bbbbbbbbbbbb'],
            ['b', 'FFF'],
          ],
          1,
        ),
        base(
          'r7',
          [
            ['a', 'PPP'],
            ['b', 'PPP'],
          ],
          2,
          { agent: 'codex' },
        ),
        base(
          'r6',
          [
            ['a', 'PPP'],
            ['b', 'PPP'],
          ],
          2,
          { model: 'gpt-5' },
        ),
        base(
          'r5',
          [
            ['a', 'PPP'],
            ['b', 'PPP'],
          ],
          POOL_MAX_AGE_DAYS + 1,
        ),
        base('r4', [['a', 'PPP', 'cccccccccccc']], 3),
      ],
      10,
    )
    expect(p.pooled).toEqual([{ label: 'run r8', tasks: 1, attempts: 3 }])
    expect(p.summary.tasks.find((t) => t.task_name === 'a')).toMatchObject({ n: 3, successes: 2 })
    expect(p.summary.tasks.find((t) => t.task_name === 'b')).toMatchObject({ n: 6, successes: 0 })
    expect(p.passedOver).toEqual([
      { label: 'run r7', reason: 'agent codex, not claude-code' },
      { label: 'run r6', reason: 'model gpt-5, not claude-sonnet-4' },
      {
        label: 'run r5',
        reason: `it started ${POOL_MAX_AGE_DAYS + 1} days before the newest baseline (more than ${POOL_MAX_AGE_DAYS})`,
      },
      { label: 'run r4', reason: 'its 1 shared task(s) have other content' },
    ])
    expect(p.note).toMatch(/; not pooled: run r7 \(agent codex, not claude-code\), run r6/)
  })

  it('stops at the cap, newest first', () => {
    const runs = [0, 1, 2, 3].map((d) => base(`r${9 - d}`, [['a', 'PPF']], d))
    const p = poolBaseline(runs, 3)
    expect(p.pooled.map((x) => x.label)).toEqual(['run r8', 'run r7'])
    expect(p.passedOver).toEqual([{ label: 'run r6', reason: 'the pool is full' }])
    expect(p.summary.tasks[0]).toMatchObject({ n: 9, successes: 6 })
  })

  it('pools runs with different attempts per task; the comparison uses every pooled attempt', () => {
    const newest = base('r2', [
      ['a', 'PFF'],
      ['b', 'FFF'],
    ])
    const older = base(
      'r1',
      [
        ['a', 'PPPPF'],
        ['b', 'FFFFF'],
      ],
      1,
    )
    const p = poolBaseline([newest, older], 2)
    expect(p.summary.tasks.map((t) => t.n)).toEqual([8, 8])
    const head = run(
      [
        ['a', 'PPP'],
        ['b', 'FFF'],
      ],
      { runId: 'head' },
    )
    const c = compareRuns(p.summary, head, { k: 3 })
    expect(c.options.k).toBe(3)
    expect(c.figures.passAtK['1']!.base).toBeCloseTo((5 / 8 + 0) / 2)
    // pass@3 of a over its 8 pooled attempts (5 passed): 1 − C(3,3)/C(8,3) = 55/56.
    expect(c.figures.passAtK['3']!.base).toBeCloseTo(55 / 56 / 2)
    expect(c.tasks.find((t) => t.taskName === 'a')!.base).toMatchObject({ n: 8, successes: 5 })
  })
})
