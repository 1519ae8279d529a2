// Run totals recomputed from per-task summaries (after a merge the shards' own totals are stale).

import { passAtK, passHatK } from './metrics.js'
import type { RunTotals, TaskSummary } from './types.js'
import { sumUsage } from './usage.js'

/**
 * pass@k and pass^k are the mean over tasks of the unbiased per-task estimators, for every k up to
 * the smallest n among the tasks (a larger k is undefined for that task). Mean reward is the mean
 * over tasks of each task's mean reward (errors count 0). Raw pass rate is passed / attempts.
 * A task some of whose attempts never ran (an interrupted run) is left out of pass@k, pass^k, mean
 * reward and `tasks`: its finished attempts count in the raw counts only.
 */
export function computeTotals(all: readonly TaskSummary[], invalidCount: number): RunTotals {
  let attempts = 0
  let passed = 0
  let errors = 0
  for (const task of all) {
    attempts += task.n
    passed += task.successes
    errors += task.errors
  }
  const tasks = all.filter((task) => task.unfinished === undefined)
  let rewardSum = 0
  let minN = Infinity
  for (const task of tasks) {
    rewardSum += task.mean_reward
    if (task.n < minN) minN = task.n
  }
  const passAt: Record<string, number> = {}
  const passHat: Record<string, number> = {}
  const maxK = tasks.length === 0 ? 0 : minN
  for (let k = 1; k <= maxK; k++) {
    let at = 0
    let hat = 0
    for (const task of tasks) {
      at += passAtK(task.n, task.successes, k)
      hat += passHatK(task.n, task.successes, k)
    }
    passAt[String(k)] = at / tasks.length
    passHat[String(k)] = hat / tasks.length
  }
  const unfinished = all.length - tasks.length
  return {
    tasks: tasks.length,
    ...(unfinished > 0 ? { unfinished_tasks: unfinished } : {}),
    attempts,
    passed,
    failed: attempts - passed - errors,
    errors,
    invalid_tasks: invalidCount,
    pass_at_k: passAt,
    pass_hat_k: passHat,
    raw_pass_rate: attempts === 0 ? 0 : passed / attempts,
    mean_reward: tasks.length === 0 ? 0 : rewardSum / tasks.length,
    usage: sumUsage(all.map((task) => task.usage)),
  }
}
