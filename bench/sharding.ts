// Sharding quality: 500 tasks with a heavy-tailed (lognormal) duration distribution, like recorded
// agent runs (most tasks a few minutes, a few near the timeout), into 8/16/32 shards. Makespan of
// longest-first (the plan) vs round-robin, against the lower bound max(total / shards, longest).

import { planShards, roundRobin } from '../src/results/plan.js'
import { mulberry32 } from '../src/results/stats.js'
import { normal } from './synthetic.js'
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
  return results
}
