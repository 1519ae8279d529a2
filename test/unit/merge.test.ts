import { describe, expect, it } from 'vitest'
import { mergeShardSummaries, type ShardInput } from '../../src/results/merge.js'
import { planShards, type Plan } from '../../src/results/plan.js'
import { parseRunSummary } from '../../src/results/run-summary.js'
import type { RunSummary } from '../../src/results/types.js'
import { run, type TaskSpec } from './helpers/runs.js'

// Four tasks, discovery order a, b, c, d; the plan puts a, b in shard 0 and c, d in shard 1.
const ALL: TaskSpec[] = [
  ['a', 'PPP'],
  ['b', 'PFE'],
  ['c', 'FFF'],
  ['d', 'PFF'],
]
const plan: Plan = planShards(
  ALL.map(([name]) => ({ task_id: `${name}@aaaaaaaaaaaa`, task_name: name, task_path: `tasks/${name}` })),
  { shards: 2, runId: 'run-1' },
)

/** A shard summary holding the named tasks, with their discovery indices kept. */
function shard(
  index: number,
  names: string[],
  opts: { runId?: string; agent?: string; finishedAt?: string } = {},
): RunSummary {
  const full = run(ALL, { runId: opts.runId ?? 'run-1', agent: opts.agent, shard: { index, count: 2 } })
  const summary = run(
    ALL.filter(([name]) => names.includes(name)),
    {
      runId: opts.runId ?? 'run-1',
      agent: opts.agent,
      shard: { index, count: 2 },
      finishedAt: opts.finishedAt,
    },
  )
  summary.tasks = full.tasks.filter((t) => names.includes(t.task_name))
  return summary
}

const input = (file: string, summary: RunSummary): ShardInput => ({ file, summary })

describe('mergeShardSummaries', () => {
  it('merges shards into one run, in discovery order, with totals recomputed', () => {
    const { summary, problems } = mergeShardSummaries(
      [input('s1.json', shard(1, ['c', 'd'])), input('s0.json', shard(0, ['a', 'b']))],
      plan,
    )
    expect(problems).toEqual([])
    expect(summary.kind).toBe('run')
    expect(summary.shard).toBeNull()
    expect(summary.tasks.map((t) => t.task_name)).toEqual(['a', 'b', 'c', 'd'])
    const t = summary.totals
    expect(t.tasks).toBe(4)
    expect(t.attempts).toBe(12)
    expect(t.passed).toBe(5)
    expect(t.errors).toBe(1)
    expect(t.failed).toBe(6)
    expect(t.raw_pass_rate).toBeCloseTo(5 / 12)
    // pass@1 per task: 1, 1/3, 0, 1/3 → mean 5/12; pass@3: 1, 1, 0, 1 → 0.75.
    expect(t.pass_at_k['1']).toBeCloseTo(5 / 12)
    expect(t.pass_at_k['3']).toBeCloseTo(0.75)
    expect(t.pass_hat_k['3']).toBeCloseTo(0.25)
    expect(t.mean_reward).toBeCloseTo(5 / 12) // errors count 0
    // The merged summary is itself a valid run summary.
    expect(parseRunSummary(JSON.stringify(summary), 'merged.json', 'run').totals).toEqual(t)
  })

  it('leaves out a summary from another run and reports it', () => {
    const { summary, problems } = mergeShardSummaries(
      [
        input('s0.json', shard(0, ['a', 'b'])),
        input('s1.json', shard(1, ['c', 'd'])),
        input('old.json', shard(1, ['c', 'd'], { runId: 'run-0' })),
      ],
      plan,
    )
    expect(summary.tasks).toHaveLength(4)
    expect(problems).toEqual([
      expect.objectContaining({
        kind: 'other-run',
        files: ['old.json'],
        message: expect.stringMatching(/run-0, not run-1/),
      }),
    ])
  })

  it('keeps the later of two summaries for one shard index', () => {
    const early = shard(1, ['c', 'd'], { finishedAt: '2025-01-01T01:00:00Z' })
    const late = shard(1, ['c', 'd'], { finishedAt: '2025-01-01T02:00:00Z' })
    late.tasks[0]!.task_path = 'from-late'
    const { summary, problems } = mergeShardSummaries(
      [input('s0.json', shard(0, ['a', 'b'])), input('s1-late.json', late), input('s1-early.json', early)],
      plan,
    )
    expect(summary.tasks.find((t) => t.task_name === 'c')!.task_path).toBe('from-late')
    expect(problems.map((p) => [p.kind, p.shard, p.files])).toEqual([
      ['duplicate-shard', 1, ['s1-late.json', 's1-early.json']],
    ])
  })

  it('keeps one copy of a task two shards claim: the planned shard’s', () => {
    const s0 = shard(0, ['a', 'b', 'c'])
    s0.tasks[2]!.task_path = 'from-shard-0'
    const { summary, problems } = mergeShardSummaries(
      [input('s0.json', s0), input('s1.json', shard(1, ['c', 'd']))],
      plan,
    )
    expect(summary.tasks.map((t) => t.task_name)).toEqual(['a', 'b', 'c', 'd'])
    expect(summary.tasks[2]!.task_path).toBe('tasks/c') // shard 1's copy: the plan assigned c to shard 1
    expect(problems).toEqual([
      expect.objectContaining({
        kind: 'duplicate-task',
        task_ids: ['c@aaaaaaaaaaaa'],
        shard: 1,
        files: ['s0.json', 's1.json'],
      }),
    ])
  })

  it('without a plan, keeps the lowest shard’s copy of a duplicated task', () => {
    const s0 = shard(0, ['a', 'b', 'c'])
    s0.tasks[2]!.task_path = 'from-shard-0'
    const { summary, problems } = mergeShardSummaries([
      input('s1.json', shard(1, ['c', 'd'])),
      input('s0.json', s0),
    ])
    expect(summary.tasks[2]!.task_path).toBe('from-shard-0')
    expect(problems.map((p) => p.kind)).toEqual(['duplicate-task'])
    expect(summary.totals.tasks).toBe(4)
  })

  it('reports a missing shard with its planned tasks, and a planned task a shard did not run', () => {
    const { summary, problems } = mergeShardSummaries([input('s0.json', shard(0, ['a']))], plan)
    expect(summary.tasks.map((t) => t.task_name)).toEqual(['a'])
    expect(problems).toEqual([
      expect.objectContaining({ kind: 'missing-task', shard: 0, task_ids: ['b@aaaaaaaaaaaa'] }),
      expect.objectContaining({
        kind: 'missing-shard',
        shard: 1,
        task_ids: ['c@aaaaaaaaaaaa', 'd@aaaaaaaaaaaa'],
      }),
    ])
  })

  it('without a plan, notices a missing shard from shard.count', () => {
    const { problems } = mergeShardSummaries([input('s0.json', shard(0, ['a', 'b']))])
    expect(problems).toEqual([expect.objectContaining({ kind: 'missing-shard', shard: 1, task_ids: [] })])
  })

  it('reports shards that ran another agent', () => {
    const { problems } = mergeShardSummaries(
      [input('s0.json', shard(0, ['a', 'b'])), input('s1.json', shard(1, ['c', 'd'], { agent: 'codex' }))],
      plan,
    )
    expect(problems).toEqual([
      expect.objectContaining({
        kind: 'config-mismatch',
        shard: 1,
        message: expect.stringMatching(/agent codex \(vs claude-code\)/),
      }),
    ])
  })

  it('reports tasks the plan does not list, and keeps them', () => {
    const s1 = shard(1, ['c', 'd'])
    const extra = run([['e', 'PPP']]).tasks[0]!
    s1.tasks.push({ ...extra, output_dir: '004_e' })
    const { summary, problems } = mergeShardSummaries(
      [input('s0.json', shard(0, ['a', 'b'])), input('s1.json', s1)],
      plan,
    )
    expect(summary.tasks.map((t) => t.task_name)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(problems).toEqual([
      expect.objectContaining({ kind: 'unplanned-task', task_ids: ['e@aaaaaaaaaaaa'] }),
    ])
  })

  it('keeps one copy of each invalid task every shard reports', () => {
    const invalid = {
      relative_dir: 'broken',
      file: 'broken/task.toml',
      field: 'agent.timeout_sec',
      message: 'expected a number',
    }
    const s0 = shard(0, ['a', 'b'])
    const s1 = shard(1, ['c', 'd'])
    s0.invalid_tasks = [invalid]
    s1.invalid_tasks = [{ ...invalid }]
    const { summary } = mergeShardSummaries([input('s0.json', s0), input('s1.json', s1)], plan)
    expect(summary.invalid_tasks).toEqual([invalid])
    expect(summary.totals.invalid_tasks).toBe(1)
  })

  it('keeps the task warnings of every shard, and reads older shards without them', () => {
    const warning = (dir: string) => ({
      relative_dir: dir,
      file: `${dir}/task.toml`,
      field: 'agent.timeout_secs',
      message: 'not a Harbor 1.4 task.toml field',
    })
    const s0 = shard(0, ['a', 'b'])
    const s1 = shard(1, ['c', 'd'])
    s0.task_warnings = [warning('b')]
    s1.task_warnings = [warning('c'), warning('b')]
    const s2 = shard(2, ['e'])
    delete s2.task_warnings
    const { summary } = mergeShardSummaries([
      input('s0.json', s0),
      input('s1.json', s1),
      input('s2.json', s2),
    ])
    expect(summary.task_warnings).toEqual([warning('b'), warning('c')])
  })

  it('orders tasks by numeric discovery index past 999', () => {
    const s0 = shard(0, ['a', 'b'])
    s0.tasks[0]!.output_dir = '1000_a'
    s0.tasks[1]!.output_dir = '999_b'
    const { summary } = mergeShardSummaries([input('s0.json', s0)])
    expect(summary.tasks.map((t) => t.task_name)).toEqual(['b', 'a'])
  })
})
