// The plan once it knows how many attempts a shard runs at once: shards sized by wall time, fewer of
// them at a remote provider's concurrency 32 than at Docker's 2, and today's plan when not told.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadActionConfig } from '../../src/action/config-inputs.js'
import type { WorkflowContext } from '../../src/action/context.js'
import { getInputs, InputError } from '../../src/action/inputs.js'
import { planConcurrency, plannedRun } from '../../src/action/plan-mode.js'
import {
  longestAttemptsFromSummary,
  parsePlan,
  PlanError,
  planShards,
  serializePlan,
  type PlanTask,
} from '../../src/results/plan.js'
import type { Task } from '../../src/task/types.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'
import { run } from './helpers/runs.js'

function tasks(count: number, attempts?: number): PlanTask[] {
  return Array.from({ length: count }, (_, i) => ({
    task_id: `t${i}@x`,
    task_name: `t${i}`,
    task_path: `tasks/t${i}`,
    ...(attempts !== undefined ? { attempts } : {}),
  }))
}

const each = (list: PlanTask[], sec: number) => new Map(list.map((t) => [t.task_id, sec]))

describe('planShards with a concurrency', () => {
  // 256 tasks of 5 attempts × 120 s: 153,600 attempt-seconds; shards of 21 minutes, 1 of them start-up.
  const list = tasks(256, 5)
  const sizing = { maxShards: 256, targetShardSec: 1260, startupSec: 60, durations: each(list, 600) }

  it('makes 16× fewer shards at concurrency 32 than at 2, each about the target in wall time', () => {
    const two = planShards(list, { ...sizing, concurrency: 2 })
    const many = planShards(list, { ...sizing, concurrency: 32 })
    // 153,600 / (2 × 1,200) = 64 and 153,600 / (32 × 1,200) = 4.
    expect(two.shards).toHaveLength(64)
    expect(many.shards).toHaveLength(4)
    expect(many.concurrency).toBe(32)
    // Wall seconds: 64 tasks × 600 attempt-seconds / 32 at once.
    expect(many.shards.map((s) => s.estimated_sec)).toEqual([1200, 1200, 1200, 1200])
    expect(parsePlan(serializePlan(many), 'plan.json')).toEqual(many)
  })

  it('keeps the plan made before it knew the concurrency when none is given', () => {
    const plan = planShards(list, sizing)
    expect(plan.shards).toHaveLength(Math.ceil(153_600 / 1260)) // attempt-seconds / target, no start-up
    expect(plan.concurrency).toBeUndefined()
    expect(plan.shards[0]!.estimated_sec).toBe(plan.shards[0]!.task_ids.length * 600)
  })

  it('never estimates a shard below its longest attempt: one very long task at concurrency 32', () => {
    const long = tasks(401)
    const sec = each(long, 1000).set('t0@x', 10_000)
    const opts = { maxShards: 64, targetShardSec: 1200, startupSec: 60, durations: sec, concurrency: 32 }
    const plan = planShards(long, opts)
    // 410,000 attempt-seconds / (32 × 1,140): 12 shards; the long task's cannot finish before it.
    expect(plan.shards).toHaveLength(12)
    const holder = plan.shards.find((s) => s.task_ids.includes('t0@x'))!
    expect(holder.estimated_sec).toBe(10_000)
    for (const shard of plan.shards.filter((s) => s !== holder))
      expect(shard.estimated_sec!).toBeLessThan(1200)
    // Even alone on a shard of its own.
    expect(planShards(long, { ...opts, maxShards: undefined, shards: 256 }).shards[0]!.estimated_sec).toBe(
      10_000,
    )
  })

  it("spreads a task's attempts: its longest attempt is the baseline's, else its seconds / attempts", () => {
    const one = tasks(1, 5)
    const sec = each(one, 10_000)
    expect(planShards(one, { shards: 1, durations: sec, concurrency: 32 }).shards[0]!.estimated_sec).toBe(
      2000,
    )
    const recorded = new Map([['t0', 3000]]) // by name, as durations
    const plan = planShards(one, { shards: 1, durations: sec, longestAttemptSec: recorded, concurrency: 32 })
    expect(plan.shards[0]!.estimated_sec).toBe(3000)
    // A crafted longest attempt above the task's whole time is capped by it.
    const inflated = new Map([['t0@x', 1e9]])
    expect(
      planShards(one, { shards: 1, durations: sec, longestAttemptSec: inflated, concurrency: 1 }).shards[0]!
        .estimated_sec,
    ).toBe(10_000)
  })

  it('reads the longest attempt from a baseline summary', () => {
    const summary = run([['a', 'PPF']])
    const longest = longestAttemptsFromSummary(summary)
    expect(longest.get('a')).toBe(summary.tasks[0]!.duration_sec.max)
    expect(longest.get('a@aaaaaaaaaaaa')).toBe(summary.tasks[0]!.duration_sec.max)
  })

  it('with max-parallel, sizes a runner’s share in wall time', () => {
    const forty = tasks(40, 4)
    const sec = new Map(forty.map((t, i) => [t.task_id, 600 + 30 * i]))
    // 47,400 attempt-seconds over 2 runners: 23,700 s each one at a time (4 shards per runner),
    // 741 s each at 32 at once, too short for 10 start-ups per shard: one shard per runner.
    expect(planShards(forty, { maxParallel: 2, startupSec: 60, durations: sec }).shards).toHaveLength(8)
    expect(
      planShards(forty, { maxParallel: 2, startupSec: 60, durations: sec, concurrency: 32 }).shards,
    ).toHaveLength(2)
  })

  it.each([0, -4, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 257, 1e9])(
    'refuses concurrency %s, naming it and the bounds',
    (concurrency) => {
      const call = () => planShards(tasks(3), { maxShards: 2, concurrency })
      expect(call).toThrow(PlanError)
      expect(call).toThrow(/concurrency must be a whole number from 1 to 256 .*got /)
    },
  )

  it('refuses a task whose attempts are not a whole number ≥ 1', () => {
    expect(() => planShards(tasks(2, 0), { maxShards: 2 })).toThrow(/attempts of task t0@x must be/)
    expect(() => planShards(tasks(2, 2.5), { maxShards: 2 })).toThrow(PlanError)
  })
})

describe('first run (no durations) off the runner', () => {
  it('gives each shard concurrency attempts: tasks × attempts / concurrency shards at most', () => {
    const remote = { maxShards: 8, remoteAttempts: true, concurrency: 32 }
    expect(planShards(tasks(10), remote).shards).toHaveLength(1)
    expect(planShards(tasks(100), remote).shards).toHaveLength(4) // 100 / 32
    expect(planShards(tasks(100, 5), remote).shards).toHaveLength(8) // 500 / 32 = 16, max-shards 8
    expect(planShards(tasks(40), { ...remote, maxShards: undefined, maxParallel: 10 }).shards).toHaveLength(2)
    expect(planShards(tasks(10), remote).strategy).toBe('count')
  })

  it('on Docker (a runner’s CPUs) still spreads as wide as max-shards; an exact shard count stays exact', () => {
    expect(planShards(tasks(10), { maxShards: 8, concurrency: 32 }).shards).toHaveLength(8)
    expect(planShards(tasks(10), { shards: 5, remoteAttempts: true, concurrency: 32 }).shards).toHaveLength(5)
  })
})

describe('the action plan’s concurrency', () => {
  const read = (values: Record<string, string>) => (name: string) => values[name] ?? ''

  it('takes provider and concurrency in plan mode; not given, Docker keeps the plan as before', () => {
    const remote = getInputs(read({ mode: 'plan', provider: 'daytona', concurrency: '32' }))
    expect(remote).toMatchObject({ provider: 'daytona', concurrency: 32 })
    expect(planConcurrency(remote, 32)).toBe(32)
    // A remote provider with no concurrency: the run's default, 2.
    expect(planConcurrency(getInputs(read({ mode: 'plan', provider: 'kubernetes' })), null)).toBe(2)
    expect(planConcurrency(getInputs(read({ mode: 'plan' })), null)).toBeUndefined()
    expect(planConcurrency(getInputs(read({ mode: 'plan', concurrency: '4' })), 4)).toBe(4)
  })

  it.each(['0', '-1', '1.5', '300', '1e9', 'lots'])(
    'refuses concurrency %s in plan mode, naming the input',
    (value) => {
      const call = () => getInputs(read({ mode: 'plan', provider: 'daytona', concurrency: value }))
      expect(call).toThrow(InputError)
      expect(call).toThrow(new RegExp(`Input 'concurrency' is '${value}'; use a whole number from 1 to 256`))
    },
  )

  it('still refuses a remote provider in modes that neither run nor plan attempts', () => {
    expect(() => getInputs(read({ mode: 'report', provider: 'daytona' }))).toThrow(/mode is 'report'/)
  })
})

describe('a config with two runs', () => {
  let workspace: string
  const ctx = () => ({ workspace }) as WorkflowContext
  // 16 tasks both runs take, 48 only the second (its model's) takes.
  const found = ['t', 'x'].flatMap((prefix, p) =>
    Array.from(
      { length: p === 0 ? 16 : 48 },
      (_, i) => ({ name: `${prefix}${i}`, id: `${prefix}${i}@x` }) as Task,
    ),
  )

  beforeAll(async () => {
    workspace = await makeTempDir('helios-plan-config-')
    // Two runs (one per model) of 5 attempts a task, at 32 at once; the x tasks only for gpt-5.
    const config = [
      'name = "remote"',
      'models = ["anthropic/claude-sonnet-4-5", "openai/gpt-5"]',
      'agents = ["helios"]',
      'attempts = 5',
      'concurrency = 32',
      '[[tasks]]',
      'name = "x*"',
      'models = ["gpt-5"]',
    ].join('\n')
    await mkdir(path.join(workspace, 'tasks'))
    await writeFile(path.join(workspace, 'bench.toml'), `${config}\n`)
  })
  afterAll(() => removeDir(workspace))

  const planOf = async (values: Record<string, string>, label: string) => {
    const inputs = getInputs(
      (name) => ({ mode: 'plan', config: 'bench.toml', provider: 'daytona', ...values })[name] ?? '',
    )
    const planned = plannedRun(await loadActionConfig(inputs, ctx()), label, found)
    const plan = planShards(
      planned.tasks.map(({ task, attempts }) => ({
        task_id: task.id,
        task_name: task.name,
        task_path: task.name,
        attempts,
      })),
      {
        maxShards: 16,
        remoteAttempts: true,
        concurrency: planConcurrency(planned.inputs, planned.concurrency),
      },
    )
    return { planned, plan }
  }

  it("sizes each run's shards by the file's concurrency and that run's attempts", async () => {
    const claude = await planOf({}, 'remote-claude-sonnet-4-5')
    const gpt = await planOf({}, 'remote-gpt-5')
    expect([claude.planned.concurrency, gpt.planned.concurrency]).toEqual([32, 32])
    expect(claude.plan.shards).toHaveLength(3) // 16 tasks × 5 attempts / 32
    expect(gpt.plan.shards).toHaveLength(10) // 64 × 5 / 32
  })

  it('lets a concurrency input win over the file’s, for every run', async () => {
    const gpt = await planOf({ concurrency: '160' }, 'remote-gpt-5')
    expect(gpt.planned.concurrency).toBe(160)
    expect(gpt.plan.shards).toHaveLength(2) // 320 / 160
    expect((await planOf({ concurrency: '8' }, 'remote-gpt-5')).plan.shards).toHaveLength(16) // max-shards
    const claude = await planOf({ concurrency: '160' }, 'remote-claude-sonnet-4-5')
    expect([claude.planned.concurrency, claude.plan.shards.length]).toEqual([160, 1])
  })
})
