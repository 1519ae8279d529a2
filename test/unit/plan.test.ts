import { describe, expect, it } from 'vitest'
import {
  MAX_SHARDS,
  PlanError,
  durationsFromSummary,
  longestFirst,
  parsePlan,
  planShards,
  roundRobin,
  serializePlan,
  type Plan,
  type PlanTask,
} from '../../src/results/plan.js'
import { SchemaError } from '../../src/results/schema-error.js'
import { run } from './helpers/runs.js'

function tasks(count: number): PlanTask[] {
  return Array.from({ length: count }, (_, i) => ({
    task_id: `t${i}@x`,
    task_name: `t${i}`,
    task_path: `tasks/t${i}`,
  }))
}

const loads = (plan: ReturnType<typeof planShards>, sec: Map<string, number>): number[] =>
  plan.shards.map((s) => s.task_ids.reduce((sum, id) => sum + sec.get(id)!, 0))

describe('planShards', () => {
  it('balances by count in contiguous discovery-order runs when no durations are known', () => {
    const plan = planShards(tasks(7), { shards: 3 })
    expect(plan.strategy).toBe('count')
    expect(plan.shards.map((s) => s.task_ids)).toEqual([
      ['t0@x', 't1@x', 't2@x'],
      ['t3@x', 't4@x'],
      ['t5@x', 't6@x'],
    ])
    expect(plan.shards[1]!.task_paths).toEqual(['tasks/t3', 'tasks/t4'])
    expect(plan.matrix).toEqual({ shard: [0, 1, 2] })
    expect(plan.shards.every((s) => s.estimated_sec === null)).toBe(true)
  })

  it('never plans more shards than tasks, nor more than 256', () => {
    expect(planShards(tasks(3), { shards: 10 }).shards).toHaveLength(3)
    expect(planShards(tasks(300), { shards: 1000 }).shards).toHaveLength(MAX_SHARDS)
    const empty = planShards([], { shards: 4 })
    expect(empty.shards).toEqual([{ index: 0, task_ids: [], task_paths: [], estimated_sec: null }])
  })

  it('puts the longest tasks first on the least-loaded shard (LPT)', () => {
    const list = tasks(6)
    const sec = new Map([60, 50, 40, 30, 20, 10].map((s, i) => [`t${i}@x`, s]))
    const plan = planShards(list, { shards: 2, durations: sec })
    expect(plan.strategy).toBe('duration')
    // 60→A, 50→B, 40→B(50<60), 30→A, 20→A? loads A=90,B=90 → 20→A, 10→B: 110 / 100
    expect(loads(plan, sec).sort()).toEqual([100, 110])
    expect(plan.shards.map((s) => s.estimated_sec).sort()).toEqual([100, 110])
    // Within a shard, tasks stay in discovery order.
    for (const shard of plan.shards) expect([...shard.task_ids].sort()).toEqual(shard.task_ids)
  })

  it('gives tasks with no baseline the median known duration, matching by id then by name', () => {
    const list = tasks(4)
    // t0 by id, t1 by name (its checksum changed), t2 and t3 unknown → median(100, 10) = 55 each:
    // 100 → A, 55 → B, 55 → B, 10 → A.
    const plan = planShards(list, {
      shards: 2,
      durations: new Map([
        ['t0@x', 100],
        ['t1', 10],
      ]),
    })
    expect(plan.shards.map((s) => s.task_ids)).toEqual([
      ['t0@x', 't1@x'],
      ['t2@x', 't3@x'],
    ])
    expect(plan.shards.map((s) => s.estimated_sec)).toEqual([110, 110])
  })

  it('is deterministic: input order does not change which tasks share a shard', () => {
    const list = tasks(40)
    const sec = new Map(list.map((t, i) => [t.task_id, (i % 5) * 10 + 5])) // many ties
    const a = planShards(list, { shards: 6, durations: sec })
    const b = planShards([...list].reverse(), { shards: 6, durations: sec })
    const sets = (p: typeof a): string[] => p.shards.map((s) => [...s.task_ids].sort().join(',')).sort()
    expect(sets(a)).toEqual(sets(b))
    expect(planShards(list, { shards: 6, durations: sec })).toEqual(a)
  })

  it('sizes the shard count from total duration with max-shards and target-shard-sec', () => {
    const list = tasks(20)
    const sec = new Map(list.map((t) => [t.task_id, 60]))
    expect(planShards(list, { maxShards: 8, targetShardSec: 300, durations: sec }).shards).toHaveLength(4)
    expect(planShards(list, { maxShards: 3, targetShardSec: 300, durations: sec }).shards).toHaveLength(3)
    expect(planShards(list, { maxShards: 5 }).shards).toHaveLength(5) // no durations: as wide as allowed
  })

  it('rejects bad options and duplicate tasks', () => {
    expect(() => planShards(tasks(3), { shards: 0 })).toThrow(PlanError)
    expect(() => planShards(tasks(3), { shards: 1.5 })).toThrow(/shards must be a whole number/)
    expect(() => planShards(tasks(3), { maxShards: 2, targetShardSec: 0 })).toThrow(/target-shard-sec/)
    expect(() => planShards([...tasks(2), tasks(1)[0]!])).toThrow(/t0@x is listed twice/)
  })
})

describe('longestFirst and roundRobin', () => {
  it('round-robin deals items in turn; LPT beats it on a skewed list', () => {
    expect(roundRobin(5, 2)).toEqual([
      [0, 2, 4],
      [1, 3],
    ])
    const sec = [100, 1, 100, 1]
    const makespan = (groups: number[][]): number =>
      Math.max(...groups.map((g) => g.reduce((s, i) => s + sec[i]!, 0)))
    expect(makespan(roundRobin(4, 2))).toBe(200)
    expect(makespan(longestFirst(sec, ['a', 'b', 'c', 'd'], 2))).toBe(101)
  })
})

describe('durationsFromSummary', () => {
  it('keys by id and name, scaling to another attempt count', () => {
    const summary = run([['a', 'PPF']])
    const byTotal = durationsFromSummary(summary)
    expect(byTotal.get('a@aaaaaaaaaaaa')).toBe(30)
    expect(byTotal.get('a')).toBe(30)
    expect(durationsFromSummary(summary, 5).get('a')).toBe(50)
  })
})

describe('parsePlan', () => {
  const plan = planShards(tasks(5), {
    shards: 2,
    label: 'nightly',
    runId: '42',
    createdAt: '2025-01-01T00:00:00Z',
  })

  it('round-trips a plan', () => {
    expect(parsePlan(serializePlan(plan), 'plan.json')).toEqual(plan)
  })

  const bad = (mutate: (p: Record<string, unknown>) => void): string => {
    const copy = JSON.parse(serializePlan(plan)) as Record<string, unknown>
    mutate(copy)
    return JSON.stringify(copy)
  }

  it('rejects truncated JSON and unknown versions, naming the file', () => {
    expect(() => parsePlan(serializePlan(plan).slice(0, 40), 'plan.json')).toThrow(
      /plan\.json: not valid JSON/,
    )
    expect(() =>
      parsePlan(
        bad((p) => (p['schema_version'] = 2)),
        'plan.json',
      ),
    ).toThrow(/schema_version: unsupported version 2; this build reads plan schema_version 1/)
  })

  it('rejects a task planned in two shards', () => {
    const text = bad((p) =>
      (p['shards'] as { task_ids: string[]; task_paths: string[] }[])[1]!.task_ids.splice(0, 1, 't0@x'),
    )
    expect(() => parsePlan(text, 'plan.json')).toThrow(SchemaError)
    expect(() => parsePlan(text, 'plan.json')).toThrow(
      /shards\[1\]\.task_ids\[0\]: task t0@x is also planned in shard 0/,
    )
  })

  it('reads the optional invalid_tasks list and checks its fields', () => {
    const invalid = [{ relative_dir: 'bad', file: 'bad/task.toml', field: null, message: 'no [task] table' }]
    expect(parsePlan(serializePlan({ ...plan, invalid_tasks: invalid }), 'plan.json').invalid_tasks).toEqual(
      invalid,
    )
    expect(() =>
      parsePlan(
        bad((p) => (p['invalid_tasks'] = [{ relative_dir: 'bad' }])),
        'plan.json',
      ),
    ).toThrow(/invalid_tasks\[0\]\.file: expected a string, got missing/)
  })

  it('rejects a matrix that does not match the shards', () => {
    expect(() =>
      parsePlan(
        bad((p) => (p['matrix'] = { shard: [0, 2] })),
        'plan.json',
      ),
    ).toThrow(/matrix\.shard/)
  })
})

describe('planShards for runners that take the next shard (max-parallel)', () => {
  const many = Array.from({ length: 40 }, (_, i) => ({
    task_id: `t${i}@x`,
    task_name: `t${i}`,
    task_path: `tasks/t${i}`,
  }))
  const durations = new Map(many.map((t, i) => [t.task_id, 600 + 30 * i]))

  it('makes more, smaller shards than runners, largest first, and records max-parallel', () => {
    const plan = planShards(many, { maxParallel: 2, startupSec: 60, durations })
    expect(plan.max_parallel).toBe(2)
    expect(plan.shards.length).toBeGreaterThan(2)
    const sizes = plan.shards.map((s) => s.estimated_sec!)
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a))
    // The first wave is larger than the last: what a misestimate changes comes last and short.
    expect(sizes[0]!).toBeGreaterThan(2 * sizes.at(-1)!)
    expect(parsePlan(serializePlan(plan), 'plan.json')).toEqual(plan)
  })

  /** When the last runner is done: each runner takes the next shard in plan order as it frees up. */
  const makespan = (plan: Plan, sec: ReadonlyMap<string, number>, runners: number, startup = 60) => {
    const free = new Array<number>(runners).fill(0)
    for (const shard of plan.shards) {
      const next = free.indexOf(Math.min(...free))
      free[next]! += startup + shard.task_ids.reduce((sum, id) => sum + sec.get(id)!, 0)
    }
    return Math.max(...free)
  }

  it('runs tasks of no recorded duration in the first wave, one guess per shard while there is room', () => {
    const unknown = ['t39@x', 't38@x', 't37@x']
    const partial = new Map([...durations].filter(([id]) => !unknown.includes(id)))
    const plan = planShards(many, { maxParallel: 4, startupSec: 60, durations: partial })
    expect(plan.shards.length).toBeGreaterThan(4)
    const holders = unknown.map((id) => plan.shards.findIndex((s) => s.task_ids.includes(id)))
    expect(new Set(holders).size).toBe(3)
    for (const index of holders) expect(index).toBeLessThan(4)
    // The guess (the 90th percentile of the known) was short: a first-wave start absorbs it.
    const actual = new Map(durations).set('t39@x', 6_000)
    const bound = 60 + Math.max([...actual.values()].reduce((a, b) => a + b, 0) / 4, 6_000)
    expect(makespan(plan, actual, 4)).toBeLessThan(1.1 * bound)
  })

  it('keeps one shard per runner when one task is longer than a runner’s share', () => {
    const long = new Map(durations).set('t0@x', 60_000)
    expect(planShards(many, { maxParallel: 2, startupSec: 60, durations: long }).shards).toHaveLength(2)
  })

  it('with a task near a runner’s share, more shards finish no later than one shard per runner', () => {
    const long = new Map(durations).set('t0@x', 40_000)
    const queued = planShards(many, { maxParallel: 2, startupSec: 60, durations: long })
    expect(queued.shards.length).toBeGreaterThan(2)
    const one = planShards(many, { shards: 2, durations: long })
    expect(makespan(queued, long, 2)).toBeLessThanOrEqual(makespan(one, long, 2))
  })

  it('keeps tasks of one environment on one shard when that costs little, and counts the builds', () => {
    const withEnv = many.map((t, i) => ({ ...t, environment_hash: `env${i % 5}` }))
    const plan = planShards(withEnv, { shards: 5, durations: new Map(many.map((t) => [t.task_id, 600])) })
    expect(plan.shards.map((s) => s.builds)).toEqual([1, 1, 1, 1, 1])
    const blind = planShards(
      many.map((t, i) => ({ ...t, environment_hash: `${i}` })),
      {
        shards: 5,
        durations: new Map(many.map((t) => [t.task_id, 600])),
      },
    )
    expect(blind.shards.map((s) => s.builds)).toEqual([8, 8, 8, 8, 8])
  })
})
