// How long a shard runs when it runs `concurrency` attempts at once: a runner's Docker engine runs
// 2, a remote provider (Daytona, Kubernetes) 32 or more, so the same tasks need fewer shards. The
// plan sizes shards by this once it knows the run's concurrency. Pure.

import { RUN_SETTINGS } from '../settings/run.js'

/** Why a concurrency cannot size a plan, or null when it can (the bounds the run itself accepts). */
export function concurrencyProblem(concurrency: number): string | null {
  const { min, max } = RUN_SETTINGS.concurrency
  if (Number.isInteger(concurrency) && concurrency >= min && concurrency <= max) return null
  return `concurrency must be a whole number from ${min} to ${max} (attempts a shard runs at once), got ${concurrency}`
}

/** Attempt-seconds run `concurrency` at a time; never shorter than the longest of those attempts. */
export function wallSec(attemptSec: number, longestAttemptSec: number, concurrency: number): number {
  return Math.max(attemptSec / concurrency, longestAttemptSec)
}

/**
 * Shards for `totalSec` attempt-seconds so that each runs about `targetSec`, its start-up included:
 * a shard does concurrency × (target − start-up) attempt-seconds. An attempt longer than that makes
 * its shard longer, but fuller shards would not help: a shard starts its attempts in turn (every
 * task's first, then every second, …), so the more it holds, the later a long attempt may start
 * (`npm run bench -- sharding`: packing shards to 32 × the longest attempt ran 1.8× longer).
 */
export function shardsForTarget(
  totalSec: number,
  concurrency: number,
  targetSec: number,
  startupSec: number,
): number {
  if (!(totalSec > 0)) return 1
  // A floor of one second: a target shorter than the start-up still makes finitely many shards.
  const workPerShard = Math.max(targetSec - startupSec, 1)
  return Math.max(1, Math.ceil(totalSec / (concurrency * workPerShard)))
}

/**
 * First run (no durations), attempts off the runner: shards of `concurrency` attempts each. A
 * remote provider's shard is not slowed by its runner's CPUs, so a shard with fewer attempts than
 * it runs at once would only add a start-up and a share of the provider's quota.
 */
export function shardsForAttempts(totalAttempts: number, concurrency: number): number {
  return Math.max(1, Math.ceil(totalAttempts / concurrency))
}
