// The plan file (`plan.json`): which tasks each shard of the GitHub job matrix runs. The plan job
// writes it once and uploads it, so every shard runs exactly the planned tasks (its shape and
// reader are in plan-file.ts). Pure.

import { MAX_SHARDS, PLAN_SCHEMA_VERSION, type Plan } from './plan-file.js'
import type { RunSummary } from './types.js'
import { concurrencyProblem, shardsForAttempts, shardsForTarget, wallSec } from './shard-wall-time.js'

export { MAX_SHARDS, parsePlan, PLAN_SCHEMA_VERSION, PLAN_SCHEMA_VERSIONS } from './plan-file.js'
export type { Plan, PlanShard } from './plan-file.js'

export interface PlanTask {
  task_id: string
  task_name: string
  task_path: string
  /** Content hash of its environment: tasks that share one are kept on one shard where that is cheap. */
  environment_hash?: string
  /** Attempts this run makes of the task; default 1. */
  attempts?: number
}

export interface PlanOptions {
  /** Exact shard count (clamped to the task count and to 256). */
  shards?: number
  /** With targetShardSec: the most shards to use; the count is total estimated time / target. */
  maxShards?: number
  targetShardSec?: number
  /**
   * Runners that run at once (GitHub's `max-parallel`). With durations, the plan makes up to 4 shards
   * per runner (fewer when shards would get short next to `startupSec`), largest first: a runner that
   * finishes early takes the next shard, which evens out what the durations mispredicted.
   */
  maxParallel?: number
  /** A shard's fixed cost (checkout, image pulls), in seconds; default 60. */
  startupSec?: number
  /** Baseline seconds per task, keyed by task_id or task_name (id wins). */
  durations?: ReadonlyMap<string, number>
  /**
   * Attempts a shard runs at once (the run's `concurrency`). Given: shards are sized by wall time
   * (attempt-seconds / concurrency, plus `startupSec`) and `estimated_sec` is wall seconds, never
   * less than the shard's longest attempt. Absent: sized by attempt-seconds, as before this option.
   */
  concurrency?: number
  /** Baseline seconds of a task's longest attempt, keyed as `durations`; else its duration / attempts. */
  longestAttemptSec?: ReadonlyMap<string, number>
  /**
   * Attempts run off the runner (a remote provider). With `concurrency` and no durations, a shard
   * then gets `concurrency` attempts' worth of tasks before another shard is made.
   */
  remoteAttempts?: boolean
  label?: string
  runId?: string | null
  /** Passed in (not read from the clock) so planning stays pure and reproducible. */
  createdAt?: string | null
}

export class PlanError extends Error {
  override readonly name = 'PlanError'
}

/**
 * Splits tasks into shards. With known durations: longest-processing-time-first greedy (each task,
 * longest first, goes to the least-loaded shard; ties by task_id then lowest shard), unknown tasks
 * costing the median known duration. Without: contiguous runs of equal size (±1) in discovery order.
 * Deterministic: the same tasks and options always give the same plan.
 */
export function planShards(tasks: readonly PlanTask[], opts: PlanOptions = {}): Plan {
  const seen = new Set<string>()
  for (const task of tasks) {
    if (seen.has(task.task_id)) throw new PlanError(`task ${task.task_id} is listed twice`)
    seen.add(task.task_id)
    if (task.attempts !== undefined && !(Number.isInteger(task.attempts) && task.attempts >= 1))
      throw new PlanError(`attempts of task ${task.task_id} must be a whole number ≥ 1, got ${task.attempts}`)
  }
  if (opts.concurrency !== undefined) {
    const problem = concurrencyProblem(opts.concurrency)
    if (problem !== null) throw new PlanError(problem)
  }
  const estimates = estimateDurations(tasks, opts.durations)
  const unknown = tasks.map((t) => !opts.durations?.has(t.task_id) && !opts.durations?.has(t.task_name))
  const longest = estimates && longestAttempts(tasks, estimates, opts.longestAttemptSec)
  const count = shardCount(tasks, estimates, longest, opts)

  let groups: number[][]
  if (estimates === null) groups = contiguous(tasks.length, count)
  else {
    // Scheduled for runners: a task with no recorded duration counts as a long one (the 90th
    // percentile of the known), and shards holding one go first — what might run long starts early.
    const queued = opts.maxParallel !== undefined && count > opts.maxParallel
    const sizing = queued ? cautiousEstimates(estimates, unknown) : estimates
    const targets = queued ? shrinkingTargets(sizing, count, opts.maxParallel!) : null
    groups = environmentAware(
      tasks,
      sizing,
      count,
      targets && { sizes: targets, firstWave: opts.maxParallel!, unknown },
    )
    for (const group of groups) group.sort((a, b) => a - b) // back to discovery order
    // Largest first: GitHub starts matrix jobs in order, and a runner that frees up takes the next.
    if (opts.maxParallel !== undefined) {
      const guessed = (group: number[]) => (group.some((i) => unknown[i]) ? 1 : 0)
      groups.sort((a, b) => guessed(b) - guessed(a) || load(b, sizing) - load(a, sizing))
    }
  }
  const withEnvironments = tasks.some((t) => t.environment_hash !== undefined)
  const shards = groups.map((group, index) => ({
    index,
    task_ids: group.map((i) => tasks[i]!.task_id),
    task_paths: group.map((i) => tasks[i]!.task_path),
    estimated_sec: estimates === null ? null : round3(shardSec(group, estimates, longest!, opts.concurrency)),
    ...(withEnvironments ? { builds: new Set(group.map((i) => tasks[i]!.environment_hash ?? i)).size } : {}),
  }))
  return {
    schema_version: PLAN_SCHEMA_VERSION,
    kind: 'plan',
    label: opts.label ?? 'default',
    run_id: opts.runId ?? null,
    created_at: opts.createdAt ?? null,
    strategy: estimates === null ? 'count' : 'duration',
    task_count: tasks.length,
    shards,
    ...(opts.maxParallel !== undefined ? { max_parallel: Math.min(opts.maxParallel, shards.length) } : {}),
    ...(opts.concurrency !== undefined ? { concurrency: opts.concurrency } : {}),
    matrix: { shard: shards.map((s) => s.index) },
  }
}

/** Per-task estimates, or null when no task has a known duration (then balance by count). */
function estimateDurations(
  tasks: readonly PlanTask[],
  durations?: ReadonlyMap<string, number>,
): number[] | null {
  if (durations === undefined || durations.size === 0) return null
  const known = tasks.map((t) => {
    const sec = durations.get(t.task_id) ?? durations.get(t.task_name)
    return sec !== undefined && Number.isFinite(sec) && sec >= 0 ? sec : undefined
  })
  const knownValues = known.filter((s): s is number => s !== undefined)
  if (knownValues.length === 0) return null
  const fallback = median(knownValues)
  return known.map((s) => s ?? fallback)
}

/**
 * Each task's longest attempt in seconds: the baseline's, else its estimate spread evenly over its
 * attempts, and never more than its estimate (the longest of its attempts cannot outlast them all).
 */
function longestAttempts(
  tasks: readonly PlanTask[],
  estimates: readonly number[],
  recorded?: ReadonlyMap<string, number>,
): number[] {
  return tasks.map((t, i) => {
    const sec = recorded?.get(t.task_id) ?? recorded?.get(t.task_name)
    const fallback = estimates[i]! / (t.attempts ?? 1)
    return Math.min(estimates[i]!, sec !== undefined && Number.isFinite(sec) && sec >= 0 ? sec : fallback)
  })
}

/** A shard's estimate: attempt-seconds, or wall seconds when the concurrency is known. */
function shardSec(
  group: readonly number[],
  estimates: readonly number[],
  longest: readonly number[],
  concurrency: number | undefined,
): number {
  const sec = load(group, estimates)
  if (concurrency === undefined) return sec
  return wallSec(sec, Math.max(0, ...group.map((i) => longest[i]!)), concurrency)
}

function shardCount(
  tasks: readonly PlanTask[],
  estimates: number[] | null,
  longest: number[] | null,
  opts: PlanOptions,
): number {
  const taskCount = tasks.length
  const check = (name: string, value: number | undefined): void => {
    if (value !== undefined && (!Number.isInteger(value) || value < 1)) {
      throw new PlanError(`${name} must be a whole number ≥ 1, got ${value}`)
    }
  }
  check('shards', opts.shards)
  check('max-shards', opts.maxShards)
  check('max-parallel', opts.maxParallel)
  if (opts.targetShardSec !== undefined && !(opts.targetShardSec > 0)) {
    throw new PlanError(`target-shard-sec must be > 0, got ${opts.targetShardSec}`)
  }
  let wanted = 1
  if (opts.shards !== undefined) wanted = opts.shards
  else if (opts.maxParallel !== undefined)
    wanted = opts.maxParallel * shardsPerRunner(estimates, longest, opts)
  else if (opts.maxShards !== undefined) {
    if (estimates !== null && opts.targetShardSec !== undefined) {
      const total = estimates.reduce((a, b) => a + b, 0)
      const fit =
        opts.concurrency === undefined
          ? Math.ceil(total / opts.targetShardSec)
          : shardsForTarget(total, opts.concurrency, opts.targetShardSec, opts.startupSec ?? 60)
      wanted = Math.min(opts.maxShards, Math.max(1, fit))
    } else wanted = opts.maxShards // no durations to size by: spread as wide as allowed
  }
  // First run off the runner: no shard with fewer attempts than it runs at once.
  if (
    opts.shards === undefined &&
    estimates === null &&
    opts.remoteAttempts &&
    opts.concurrency !== undefined
  ) {
    const attempts = tasks.reduce((sum, t) => sum + (t.attempts ?? 1), 0)
    wanted = Math.min(wanted, shardsForAttempts(attempts, opts.concurrency))
  }
  // Never an empty shard (except the single shard of an empty plan: a matrix needs one entry).
  return Math.max(1, Math.min(wanted, taskCount, MAX_SHARDS))
}

function cautiousEstimates(estimates: number[], unknown: boolean[]): number[] {
  const known = estimates.filter((_, i) => !unknown[i]).sort((a, b) => a - b)
  const p90 = known.length > 0 ? known[Math.floor(0.9 * (known.length - 1))]! : 0
  return estimates.map((sec, i) => (unknown[i] ? Math.max(sec, p90) : sec))
}

/**
 * Up to 4 shards a runner, while a shard stays 10 start-ups long on average (start-up ≤ 10% of its
 * time); one when a single task outlasts a runner's share, which then sets the run's length alone.
 */
function shardsPerRunner(estimates: number[] | null, longest: number[] | null, opts: PlanOptions): number {
  if (estimates === null) return 1
  // In wall seconds: with no concurrency given, one attempt-second each (the sizing before it).
  const concurrency = opts.concurrency ?? 1
  const perRunner = estimates.reduce((a, b) => a + b, 0) / (opts.maxParallel! * concurrency)
  const longestTask = Math.max(...estimates.map((sec, i) => wallSec(sec, longest![i]!, concurrency)))
  const startup = opts.startupSec ?? 60
  // A task as long as a runner's share bounds the run by itself: more shards only add start-ups.
  if (longestTask >= perRunner) return 1
  return Math.max(1, Math.min(4, Math.floor(perRunner / (10 * startup))))
}

function load(group: readonly number[], estimates: readonly number[]): number {
  return group.reduce((sum, i) => sum + estimates[i]!, 0)
}

/**
 * LPT over tasks, or over environments (tasks sharing one image move together, so a shard builds
 * or pulls it once) when that lengthens the longest shard by at most 5%.
 */
function environmentAware(
  tasks: readonly PlanTask[],
  estimates: number[],
  count: number,
  queue: QueuedTargets | null,
): number[][] {
  const targets = queue?.sizes ?? null
  const pack = (sec: number[], keys: string[], early: boolean[]) =>
    queue === null ? longestFirst(sec, keys, count) : fillTargets(sec, keys, queue, early)
  const plain = pack(
    estimates,
    tasks.map((t) => t.task_id),
    tasks.map((_, i) => queue?.unknown[i] ?? false),
  )
  const units = new Map<string, number[]>()
  tasks.forEach((task, i) => {
    const key = task.environment_hash ?? `task:${task.task_id}`
    units.set(key, [...(units.get(key) ?? []), i])
  })
  if (units.size === tasks.length) return plain
  // An environment of more than a shard's share is cut in pieces of about that size.
  const piece =
    load(
      estimates.map((_, i) => i),
      estimates,
    ) / count
  const members = [...units.values()].flatMap((unit) => chunks(unit, estimates, piece))
  const grouped = pack(
    members.map((m) => load(m, estimates)),
    members.map((m) => tasks[m[0]!]!.task_id),
    members.map((m) => m.some((i) => queue?.unknown[i] ?? false)),
  ).map((unitIndices) => unitIndices.flatMap((u) => members[u]!))
  // How far the fullest shard runs past its share (its target, or the equal share).
  const share =
    load(
      estimates.map((_, i) => i),
      estimates,
    ) / count
  const over = (groups: number[][]) =>
    Math.max(...groups.map((g, i) => load(g, estimates) - (targets?.[i] ?? share)))
  return over(grouped) <= over(plain) + 0.05 * share ? grouped : plain
}

/**
 * Shard sizes for `runners` runners taking shards in order: the first wave large, later ones
 * smaller (half, a quarter, …), so the last shards, where a misestimate would show, are short.
 */
function shrinkingTargets(estimates: number[], count: number, runners: number): number[] {
  const perRunner = estimates.reduce((a, b) => a + b, 0) / Math.min(runners, count)
  const waves = Math.ceil(count / Math.min(runners, count))
  const weights = Array.from({ length: waves }, (_, w) => 2 ** -w)
  const sum = weights.reduce((a, b) => a + b, 0)
  return Array.from({ length: count }, (_, i) => (perRunner * weights[Math.floor(i / runners)]!) / sum)
}

/** Shard sizes for runners taking shards in order, and which tasks have no recorded duration. */
interface QueuedTargets {
  sizes: number[]
  /** Shards 0…firstWave−1 start at once, when the run starts. */
  firstWave: number
  unknown: boolean[]
}

/**
 * Largest first, each to the shard with the most room left under its target. Items with a guessed
 * duration go first and only into the first wave: started at once, a guess that runs long is
 * absorbed by the later, smaller shards instead of starting late and running past everything.
 */
function fillTargets(sec: number[], keys: string[], queue: QueuedTargets, early: boolean[]): number[][] {
  const order = sec.map((_, i) => i)
  order.sort(
    (a, b) =>
      Number(early[b]) - Number(early[a]) ||
      sec[b]! - sec[a]! ||
      (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0),
  )
  const groups: number[][] = queue.sizes.map(() => [])
  const room = [...queue.sizes]
  // Guesses are spread: two long-tailed unknowns on one shard is where a plan goes most wrong.
  const guesses = new Array<number>(room.length).fill(0)
  for (const item of order) {
    const candidates = early[item] ? Math.min(queue.firstWave, room.length) : room.length
    let best = 0
    for (let s = 1; s < candidates; s++) {
      const fewer = early[item] ? guesses[best]! - guesses[s]! : 0
      if (fewer > 0 || (fewer === 0 && room[s]! > room[best]!)) best = s
    }
    if (early[item]) guesses[best]!++
    groups[best]!.push(item)
    room[best]! -= sec[item]!
  }
  return groups
}

/** Consecutive pieces of `unit` of at most `size` seconds each (a task longer than that alone). */
function chunks(unit: number[], estimates: readonly number[], size: number): number[][] {
  const pieces: number[][] = [[]]
  let current = 0
  for (const i of unit) {
    if (current + estimates[i]! > size && pieces.at(-1)!.length > 0) {
      pieces.push([])
      current = 0
    }
    pieces.at(-1)!.push(i)
    current += estimates[i]!
  }
  return pieces
}

/** LPT greedy: item indices per shard. Ties: longer first, then key ascending; lowest-loaded shard, then lowest index. */
export function longestFirst(
  sec: readonly number[],
  keys: readonly string[],
  shardCount: number,
): number[][] {
  const order = sec.map((_, i) => i)
  order.sort((a, b) => sec[b]! - sec[a]! || (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0))
  const groups: number[][] = Array.from({ length: shardCount }, () => [])
  const loads = new Float64Array(shardCount)
  for (const item of order) {
    let best = 0
    for (let s = 1; s < shardCount; s++) if (loads[s]! < loads[best]!) best = s
    groups[best]!.push(item)
    loads[best]! += sec[item]!
  }
  return groups
}

/** Item i goes to shard i mod count: the naive split the bench compares LPT against. */
export function roundRobin(itemCount: number, shardCount: number): number[][] {
  const groups: number[][] = Array.from({ length: shardCount }, () => [])
  for (let i = 0; i < itemCount; i++) groups[i % shardCount]!.push(i)
  return groups
}

/** Contiguous runs in discovery order, sizes differing by at most one (neighbouring tasks often share images). */
function contiguous(itemCount: number, shardCount: number): number[][] {
  const groups: number[][] = []
  let next = 0
  for (let s = 0; s < shardCount; s++) {
    const size = Math.floor(itemCount / shardCount) + (s < itemCount % shardCount ? 1 : 0)
    groups.push(Array.from({ length: size }, (_, j) => next + j))
    next += size
  }
  return groups
}

/** Baseline seconds of each task's longest attempt, keyed as durationsFromSummary's. */
export function longestAttemptsFromSummary(summary: RunSummary): Map<string, number> {
  return byIdAndName(summary, (task) => task.duration_sec.max)
}

/**
 * Baseline durations from a previous run summary: a task costs its total attempt time, scaled to
 * `attempts` when this run uses a different attempt count. Keyed by task_id and by task_name
 * (a task whose checksum changed still gets its old duration).
 */
export function durationsFromSummary(summary: RunSummary, attempts?: number): Map<string, number> {
  return byIdAndName(summary, (task) =>
    attempts === undefined ? task.duration_sec.total : task.duration_sec.mean * attempts,
  )
}

/** One value per task of the summary, by task_id and by task_name (the first task of a name wins). */
function byIdAndName(
  summary: RunSummary,
  value: (task: RunSummary['tasks'][number]) => number,
): Map<string, number> {
  const values = new Map<string, number>()
  for (const task of summary.tasks) {
    values.set(task.task_id, value(task))
    if (!values.has(task.task_name)) values.set(task.task_name, value(task))
  }
  return values
}

export function serializePlan(plan: Plan): string {
  return `${JSON.stringify(plan, null, 2)}\n`
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000
}
