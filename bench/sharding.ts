// Sharding quality: 500 tasks with a heavy-tailed (lognormal) duration distribution, like recorded
// agent runs (most tasks a few minutes, a few near the timeout), into 8/16/32 shards. Makespan of
// longest-first (the plan) vs round-robin, against the lower bound max(total / shards, longest).

import { planShards, roundRobin } from '../src/results/plan.js'
import { mulberry32 } from '../src/results/stats.js'
import { normal } from './synthetic.js'
import { concurrencyRows } from './sharding-concurrency.js'
import type { BenchResult } from './types.js'

const TASKS = 500

/** Lognormal with median 180 s and σ = 1, capped at a 3,600 s agent timeout. */
function durations(): number[] {
  const random = mulberry32(42)
  return Array.from({ length: TASKS }, () => Math.min(3600, 180 * Math.exp(normal(random))))
}

function noisyBaseline(tasks: { task_id: string }[], sec: number[]): Map<string, number> {
  const random = mulberry32(43)
  const baseline = new Map<string, number>()
  tasks.forEach((t, i) => {
    const noise = Math.exp(0.3 * normal(random))
    if (random() >= 0.1) baseline.set(t.task_id, sec[i]! * noise)
  })
  return baseline
}

/** Each shard pays this before its first task (checkout, install, image pulls). */
const STARTUP_SEC = 60

/** GitHub's scheduler: `runners` at once, each taking the next shard in plan order when it frees up. */
function scheduled(shardSeconds: readonly number[], runners: number): number {
  const free = new Array<number>(runners).fill(0)
  for (const sec of shardSeconds) {
    const next = free.indexOf(Math.min(...free))
    free[next] = free[next]! + STARTUP_SEC + sec
  }
  return Math.max(...free)
}

type Tasks = { task_id: string; task_name: string; task_path: string; environment_hash?: string }[]

/** Planned on the noisy baseline, run with the actual durations on `runners` runners. */
function runnerRows(tasks: Tasks, sec: number[], byId: Map<string, number>): BenchResult[] {
  const total = sec.reduce((a, b) => a + b, 0)
  const longest = Math.max(...sec)
  const noisy = noisyBaseline(tasks, sec)
  const actual = (ids: string[]) => ids.reduce((sum, id) => sum + byId.get(id)!, 0)
  return [8, 16, 32].map((runners) => {
    const bound = STARTUP_SEC + Math.max(total / runners, longest)
    const one = planShards(tasks, { shards: runners, durations: noisy })
    const oneEach = scheduled(
      one.shards.map((s) => actual(s.task_ids)),
      runners,
    )
    const many = planShards(tasks, { maxParallel: runners, startupSec: STARTUP_SEC, durations: noisy })
    const spread = scheduled(
      many.shards.map((s) => actual(s.task_ids)),
      runners,
    )
    return {
      name: `sharding: ${runners} runners on a noisy baseline, shard start-up ${STARTUP_SEC} s (max-parallel plan)`,
      value: Math.round(spread),
      unit: 's',
      baseline: { name: 'one LPT shard per runner', value: Math.round(oneEach) },
      goal: '≤ 1.10 × lower bound',
      met: spread <= 1.1 * bound,
      notes: `${many.shards.length} shards; lower bound ${Math.round(bound)} s; ${(spread / bound).toFixed(3)}× vs ${(oneEach / bound).toFixed(3)}× the bound`,
    }
  })
}

/** 500 tasks over 60 environments of uneven size: builds per plan with and without grouping. */
function environmentRows(tasks: Tasks, byId: Map<string, number>): BenchResult[] {
  const random = mulberry32(44)
  const withEnv = tasks.map((t) => ({ ...t, environment_hash: `env-${Math.floor(60 * random() ** 2)}` }))
  const rows: BenchResult[] = []
  for (const shards of [8, 16]) {
    const grouped = planShards(withEnv, { shards, durations: byId })
    const plain = planShards(
      withEnv.map((t) => ({ ...t, environment_hash: t.task_id })),
      { shards, durations: byId },
    )
    const builds = (p: typeof plain) => p.shards.reduce((sum, s) => sum + (s.builds ?? 0), 0)
    const longest = (p: typeof plain) => Math.max(...p.shards.map((s) => s.estimated_sec ?? 0))
    const envBuilds = (p: typeof plain) =>
      p.shards.reduce(
        (sum, s) =>
          sum + new Set(s.task_ids.map((id) => withEnv.find((t) => t.task_id === id)!.environment_hash)).size,
        0,
      )
    rows.push({
      name: `sharding: environment builds across ${shards} shards (500 tasks, 60 environments)`,
      value: builds(grouped),
      unit: 'builds',
      baseline: { name: 'LPT ignoring environments', value: envBuilds(plain) },
      goal: 'fewer builds, makespan ≤ 1.05 ×',
      met: builds(grouped) <= envBuilds(plain) && longest(grouped) <= 1.05 * longest(plain),
      notes: `makespan ${(longest(grouped) / longest(plain)).toFixed(3)}× the environment-blind plan's`,
    })
  }
  return rows
}

/** The 32-runner case over 30 other benchmarks and baselines: one seed can flatter a planner. */
function seedsRow(runners = 32, seeds = 30): BenchResult {
  const ratios = { plan: [] as number[], one: [] as number[] }
  for (let seed = 0; seed < seeds; seed++) {
    const random = mulberry32(1000 + seed)
    const sec = Array.from({ length: TASKS }, () => Math.min(3600, 180 * Math.exp(normal(random))))
    const tasks = sec.map((_, i) => ({
      task_id: `t${i}@${seed}`,
      task_name: `t${i}`,
      task_path: `tasks/t${i}`,
    }))
    const byId = new Map(tasks.map((t, i) => [t.task_id, sec[i]!]))
    const noise = mulberry32(2000 + seed)
    const noisy = new Map<string, number>()
    tasks.forEach((t, i) => {
      const factor = Math.exp(0.3 * normal(noise))
      if (noise() >= 0.1) noisy.set(t.task_id, sec[i]! * factor)
    })
    const bound = STARTUP_SEC + Math.max(sec.reduce((a, b) => a + b, 0) / runners, Math.max(...sec))
    const actual = (ids: string[]) => ids.reduce((sum, id) => sum + byId.get(id)!, 0)
    const makespan = (opts: Parameters<typeof planShards>[1]) =>
      scheduled(
        planShards(tasks, opts).shards.map((s) => actual(s.task_ids)),
        runners,
      ) / bound
    ratios.plan.push(makespan({ maxParallel: runners, startupSec: STARTUP_SEC, durations: noisy }))
    ratios.one.push(makespan({ shards: runners, durations: noisy }))
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
  const sorted = [...ratios.plan].sort((a, b) => a - b)
  return {
    name: `sharding: ${runners} runners, mean over ${seeds} random benchmarks and noisy baselines (max-parallel plan)`,
    value: mean(ratios.plan),
    unit: '× bound',
    baseline: { name: 'one LPT shard per runner', value: mean(ratios.one) },
    goal: '≤ 1.10 × lower bound',
    met: mean(ratios.plan) <= 1.1,
    notes: `median ${sorted[seeds >> 1]!.toFixed(3)}, worst ${sorted.at(-1)!.toFixed(3)} (long tasks with no recorded duration sharing a runner); one shard per runner: worst ${Math.max(...ratios.one).toFixed(3)}`,
  }
}

export async function bench(): Promise<BenchResult[]> {
  const sec = durations()
  const tasks = sec.map((_, i) => ({
    task_id: `task-${i}@${i}`,
    task_name: `task-${i}`,
    task_path: `tasks/task-${i}`,
  }))
  const byId = new Map(tasks.map((t, i) => [t.task_id, sec[i]!]))
  const total = sec.reduce((a, b) => a + b, 0)
  const longest = Math.max(...sec)
  const results: BenchResult[] = []
  for (const shards of [8, 16, 32]) {
    const plan = planShards(tasks, { shards, durations: byId })
    const lpt = Math.max(...plan.shards.map((s) => s.task_ids.reduce((sum, id) => sum + byId.get(id)!, 0)))
    const rr = Math.max(...roundRobin(TASKS, shards).map((g) => g.reduce((sum, i) => sum + sec[i]!, 0)))
    const bound = Math.max(total / shards, longest)
    results.push({
      name: `sharding: LPT makespan, ${TASKS} tasks into ${shards} shards`,
      value: Math.round(lpt),
      unit: 's',
      baseline: { name: 'round-robin', value: Math.round(rr) },
      goal: '≤ 1.10 × lower bound',
      met: lpt <= 1.1 * bound,
      notes: `lower bound ${Math.round(bound)} s; LPT ${(lpt / bound).toFixed(3)}×, round-robin ${(rr / bound).toFixed(3)}× the bound`,
    })
    // Real plans use the baseline's durations, not this run's: plan on a noisy baseline (10% of
    // tasks new, so unknown), measure with the actual durations.
    const noisyPlan = planShards(tasks, { shards, durations: noisyBaseline(tasks, sec) })
    const noisy = Math.max(
      ...noisyPlan.shards.map((s) => s.task_ids.reduce((sum, id) => sum + byId.get(id)!, 0)),
    )
    results.push({
      name: `sharding: LPT on a noisy baseline, ${shards} shards`,
      value: Math.round(noisy),
      unit: 's',
      baseline: { name: 'round-robin', value: Math.round(rr) },
      notes: `baseline = actual × e^N(0, 0.3), 10% of tasks unknown (median); ${(noisy / bound).toFixed(3)}× the bound`,
    })
  }
  return [
    ...results,
    ...runnerRows(tasks, sec, byId),
    seedsRow(),
    ...environmentRows(tasks, byId),
    ...concurrencyRows(),
  ]
}
