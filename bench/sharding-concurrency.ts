// Sharding for a shard that runs many attempts at once (a remote provider, `concurrency: 32`):
// 200 tasks × 5 lognormal attempts planned on a noisy baseline with target-shard-minutes 20, each
// shard then simulated running its attempts `concurrency` at a time. The plan that knows the
// concurrency against the one that does not (today's default sizing, by attempt-seconds).

import { planShards, type PlanOptions } from '../src/results/plan.js'
import { mulberry32 } from '../src/results/stats.js'
import { normal } from './synthetic.js'
import type { BenchResult } from './types.js'

const TASKS = 200
const ATTEMPTS = 5
const STARTUP_SEC = 60
const TARGET_SEC = 20 * 60

interface Benchmark {
  tasks: { task_id: string; task_name: string; task_path: string; attempts: number }[]
  /** Actual seconds of each task's attempts. */
  attempts: Map<string, number[]>
  /** What the baseline recorded: actual × e^N(0, 0.3) per task, 10% of tasks unknown. */
  durations: Map<string, number>
  longest: Map<string, number>
}

/** Lognormal attempts, median 180 s, σ = 1, capped at a 3,600 s agent timeout. */
function benchmark(): Benchmark {
  const random = mulberry32(45)
  const noise = mulberry32(46)
  const tasks = Array.from({ length: TASKS }, (_, i) => ({
    task_id: `task-${i}@${i}`,
    task_name: `task-${i}`,
    task_path: `tasks/task-${i}`,
    attempts: ATTEMPTS,
  }))
  const attempts = new Map<string, number[]>()
  const durations = new Map<string, number>()
  const longest = new Map<string, number>()
  for (const task of tasks) {
    const sec = Array.from({ length: ATTEMPTS }, () => Math.min(3600, 180 * Math.exp(normal(random))))
    attempts.set(task.task_id, sec)
    const factor = Math.exp(0.3 * normal(noise))
    if (noise() < 0.1) continue
    durations.set(task.task_id, factor * sec.reduce((a, b) => a + b, 0))
    longest.set(task.task_id, factor * Math.max(...sec))
  }
  return { tasks, attempts, durations, longest }
}

/** A shard's wall time: start-up, then its attempts in order, each on the first free of `slots`. */
function shardWall(attemptSec: number[], slots: number): number {
  const free = new Array<number>(Math.min(slots, Math.max(1, attemptSec.length))).fill(0)
  for (const sec of attemptSec) {
    const next = free.indexOf(Math.min(...free))
    free[next]! += sec
  }
  return STARTUP_SEC + Math.max(...free)
}

interface Simulated {
  shards: number
  /** The run's length: every shard on a runner of its own. */
  makespan: number
  /** Runner-seconds paid, start-ups included. */
  runnerSec: number
}

function simulate(b: Benchmark, concurrency: number, opts: PlanOptions): Simulated {
  const plan = planShards(b.tasks, opts)
  // As the runner orders them: every task's attempt 1, then every task's attempt 2, …
  const interleaved = (ids: string[]) =>
    Array.from({ length: ATTEMPTS }, (_, k) => ids.map((id) => b.attempts.get(id)![k]!)).flat()
  const walls = plan.shards.map((s) => shardWall(interleaved(s.task_ids), concurrency))
  return {
    shards: plan.shards.length,
    makespan: Math.max(...walls),
    runnerSec: walls.reduce((a, b) => a + b, 0),
  }
}

export function concurrencyRows(): BenchResult[] {
  const b = benchmark()
  const all = [...b.attempts.values()].flat()
  const longestAttempt = Math.max(...all)
  const sized = { maxShards: 256, targetShardSec: TARGET_SEC, startupSec: STARTUP_SEC }
  const known = { durations: b.durations, longestAttemptSec: b.longest }
  const rows: BenchResult[] = []
  const aware: Record<number, Simulated> = {}
  for (const concurrency of [2, 32]) {
    aware[concurrency] = simulate(b, concurrency, { ...sized, ...known, concurrency })
    const blind = simulate(b, concurrency, { ...sized, ...known })
    const bound = STARTUP_SEC + longestAttempt
    const run = aware[concurrency]!
    rows.push({
      name: `sharding: ${TASKS} tasks × ${ATTEMPTS} attempts at concurrency ${concurrency}, target 20 min, noisy baseline (shards)`,
      value: run.shards,
      unit: 'shards',
      baseline: { name: 'plan not told the concurrency', value: blind.shards },
      // Each shard plans one target of work, so a long attempt starts within about one target.
      goal: 'fewer shards; makespan ≤ start-up + longest attempt + target',
      met: run.shards < blind.shards && run.makespan <= bound + TARGET_SEC,
      notes: `makespan ${Math.round(run.makespan)} s vs ${Math.round(blind.makespan)} s (bound: start-up + longest attempt ${Math.round(bound)} s); runner time ${Math.round(run.runnerSec / 60)} vs ${Math.round(blind.runnerSec / 60)} min`,
    })
  }
  rows.push({
    name: `sharding: shards at concurrency 2 ÷ at 32, same benchmark and target`,
    value: aware[2]!.shards / aware[32]!.shards,
    unit: '×',
    goal: '≈ 16 (32 / 2)',
    notes: `${aware[2]!.shards} vs ${aware[32]!.shards} shards (rounding up)`,
  })
  // First run: no durations; shards of `concurrency` attempts each instead of max-shards of them.
  const first = simulate(b, 32, { maxShards: 256, concurrency: 32, remoteAttempts: true })
  const wide = simulate(b, 32, { maxShards: 256, concurrency: 32 })
  rows.push({
    name: `sharding: first run (no baseline) off the runner, ${TASKS} tasks × ${ATTEMPTS} attempts at concurrency 32, max-shards 256`,
    value: first.shards,
    unit: 'shards',
    baseline: { name: 'one shard per max-shards', value: wide.shards },
    goal: 'tasks × attempts / 32 shards',
    met: first.shards === Math.ceil((TASKS * ATTEMPTS) / 32),
    notes: `makespan ${Math.round(first.makespan)} s vs ${Math.round(wide.makespan)} s; runner time ${Math.round(first.runnerSec / 60)} vs ${Math.round(wide.runnerSec / 60)} min`,
  })
  return rows
}
