// Merge the shard summaries of one run into one run summary, and say what is wrong with the set:
// stale shards from another run, duplicates, missing shards or tasks, shards that disagree on the
// agent. Pure: the report mode downloads the files, this decides what they add up to.

import type { InvalidTask, TaskWarning } from '../task/types.js'
import type { Plan } from './plan.js'
import { RUN_SUMMARY_SCHEMA_VERSION } from './summary.js'
import { computeTotals } from './totals.js'
import type { RunSummary, TaskSummary } from './types.js'
import { tasksChecksum } from './tasks-checksum.js'

export type MergeProblemKind =
  /** A summary whose run_id is not this run's: left out. */
  | 'other-run'
  /** Two summaries for one shard index: the later-finished one kept (then the first file by name). */
  | 'duplicate-shard'
  /** Two shards list one task: the copy from the shard the plan assigned it to is kept, else the lowest shard's. */
  | 'duplicate-task'
  /** A planned shard (or, without a plan, an index below shard.count) with no summary. */
  | 'missing-shard'
  /** A planned task absent from its shard's summary (e.g. the job was cancelled). */
  | 'missing-task'
  /** A task that the plan does not list: kept. */
  | 'unplanned-task'
  /** Agent, model, attempts or label differ from the first shard: kept, so the report can say so. */
  | 'config-mismatch'
  /** A summary's shard.count differs from the plan's shard count. */
  | 'shard-count-mismatch'

export interface MergeProblem {
  kind: MergeProblemKind
  message: string
  /** Summary files involved (empty for a missing shard). */
  files: string[]
  shard: number | null
  /** Tasks affected: the missing ones, the duplicated ones, … */
  task_ids: string[]
}

export interface ShardInput {
  file: string
  summary: RunSummary
}

export interface MergeResult {
  summary: RunSummary
  problems: MergeProblem[]
}

interface Claim {
  task: TaskSummary
  shard: number | null
  file: string
}

export function mergeShardSummaries(inputs: readonly ShardInput[], plan?: Plan): MergeResult {
  const problems: MergeProblem[] = []
  const sorted = [...inputs].sort(
    (a, b) => shardIndex(a) - shardIndex(b) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0),
  )
  const runId = plan?.run_id ?? majorityRunId(sorted)

  const sameRun: ShardInput[] = []
  for (const input of sorted) {
    if (runId === null || input.summary.run_id === runId) sameRun.push(input)
    else {
      problems.push({
        kind: 'other-run',
        message: `${input.file} is from run ${input.summary.run_id}, not ${runId}; left out`,
        files: [input.file],
        shard: input.summary.shard?.index ?? null,
        task_ids: [],
      })
    }
  }
  const kept = dropDuplicateShards(sameRun, problems)
  const reference = kept[0]?.summary
  if (reference !== undefined) checkConfig(kept, reference, problems)
  if (plan !== undefined) {
    for (const input of kept) {
      const count = input.summary.shard?.count
      if (count !== undefined && count !== plan.shards.length) {
        problems.push({
          kind: 'shard-count-mismatch',
          message: `${input.file} says ${count} shards; the plan has ${plan.shards.length}`,
          files: [input.file],
          shard: input.summary.shard?.index ?? null,
          task_ids: [],
        })
      }
    }
  }

  const plannedShard = new Map<string, number>()
  if (plan !== undefined)
    for (const shard of plan.shards) for (const id of shard.task_ids) plannedShard.set(id, shard.index)
  const claims = claimTasks(kept, plannedShard, problems)
  checkCoverage(kept, claims, plan, problems)

  const tasks = [...claims.values()].map((c) => c.task)
  tasks.sort(
    (a, b) =>
      discoveryIndex(a) - discoveryIndex(b) || (a.task_id < b.task_id ? -1 : a.task_id > b.task_id ? 1 : 0),
  )
  const invalid = uniqueByDir(kept.flatMap((k) => k.summary.invalid_tasks))
  const warnings = uniqueByDir(kept.flatMap((k) => k.summary.task_warnings ?? []))
  return { summary: buildSummary(kept, runId, plan, tasks, invalid, warnings), problems }
}

function shardIndex(input: ShardInput): number {
  return input.summary.shard?.index ?? Number.MAX_SAFE_INTEGER
}

/** The run most summaries belong to (ties: the smallest id), when no plan names it. */
function majorityRunId(inputs: readonly ShardInput[]): string | null {
  const counts = new Map<string, number>()
  for (const input of inputs) counts.set(input.summary.run_id, (counts.get(input.summary.run_id) ?? 0) + 1)
  let best: string | null = null
  let bestCount = 0
  for (const [id, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== null && id < best)) {
      best = id
      bestCount = count
    }
  }
  return best
}

function dropDuplicateShards(inputs: readonly ShardInput[], problems: MergeProblem[]): ShardInput[] {
  const byIndex = new Map<number, ShardInput[]>()
  const kept: ShardInput[] = []
  for (const input of inputs) {
    const index = input.summary.shard?.index
    if (index === undefined)
      kept.push(input) // a whole-run summary: nothing to collide with by index
    else byIndex.set(index, [...(byIndex.get(index) ?? []), input])
  }
  for (const [index, group] of byIndex) {
    // Later-finished wins (a re-run job); the input order (file name) breaks ties.
    let winner = group[0]!
    for (const candidate of group.slice(1)) {
      if (Date.parse(candidate.summary.finished_at) > Date.parse(winner.summary.finished_at))
        winner = candidate
    }
    kept.push(winner)
    if (group.length > 1) {
      const others = group.filter((g) => g !== winner).map((g) => g.file)
      problems.push({
        kind: 'duplicate-shard',
        message: `shard ${index} has ${group.length} summaries; kept ${winner.file}, left out ${others.join(', ')}`,
        files: [winner.file, ...others],
        shard: index,
        task_ids: [],
      })
    }
  }
  return kept.sort((a, b) => shardIndex(a) - shardIndex(b) || (a.file < b.file ? -1 : 1))
}

function checkConfig(kept: readonly ShardInput[], reference: RunSummary, problems: MergeProblem[]): void {
  const first = kept[0]!.file
  for (const input of kept.slice(1)) {
    const s = input.summary
    const diffs: string[] = []
    if (s.agent !== reference.agent) diffs.push(`agent ${s.agent} (vs ${reference.agent})`)
    if (s.model !== reference.model)
      diffs.push(`model ${s.model ?? 'none'} (vs ${reference.model ?? 'none'})`)
    if (s.attempts !== reference.attempts) diffs.push(`attempts ${s.attempts} (vs ${reference.attempts})`)
    if (s.label !== reference.label) diffs.push(`label ${s.label} (vs ${reference.label})`)
    if (diffs.length > 0) {
      problems.push({
        kind: 'config-mismatch',
        message: `${input.file} differs from ${first}: ${diffs.join(', ')}`,
        files: [input.file, first],
        shard: s.shard?.index ?? null,
        task_ids: [],
      })
    }
  }
}

function claimTasks(
  kept: readonly ShardInput[],
  plannedShard: ReadonlyMap<string, number>,
  problems: MergeProblem[],
): Map<string, Claim> {
  const claims = new Map<string, Claim>()
  const duplicates = new Map<string, Claim[]>()
  for (const input of kept) {
    const shard = input.summary.shard?.index ?? null
    for (const task of input.summary.tasks) {
      const claim: Claim = { task, shard, file: input.file }
      const existing = claims.get(task.task_id)
      if (existing === undefined) {
        claims.set(task.task_id, claim)
        continue
      }
      const all = duplicates.get(task.task_id) ?? [existing]
      all.push(claim)
      duplicates.set(task.task_id, all)
      // Inputs come in shard order, so the existing claim is the lowest shard's unless the plan says otherwise.
      const planned = plannedShard.get(task.task_id)
      if (planned !== undefined && shard === planned && existing.shard !== planned)
        claims.set(task.task_id, claim)
    }
  }
  for (const [taskId, all] of duplicates) {
    const winner = claims.get(taskId)!
    problems.push({
      kind: 'duplicate-task',
      message: `task ${taskId} is in ${all.map((c) => `shard ${c.shard ?? '?'} (${c.file})`).join(' and ')}; kept shard ${winner.shard ?? '?'}`,
      files: all.map((c) => c.file),
      shard: winner.shard,
      task_ids: [taskId],
    })
  }
  return claims
}

function checkCoverage(
  kept: readonly ShardInput[],
  claims: ReadonlyMap<string, Claim>,
  plan: Plan | undefined,
  problems: MergeProblem[],
): void {
  const present = new Set<number>()
  for (const input of kept) if (input.summary.shard !== null) present.add(input.summary.shard.index)
  if (plan === undefined) {
    // Without a plan only the shard count tells us what to expect; the missing shards' tasks are unknown.
    const count = Math.max(0, ...kept.map((k) => k.summary.shard?.count ?? 0))
    for (let index = 0; index < count; index++) {
      if (!present.has(index)) {
        problems.push({
          kind: 'missing-shard',
          message: `shard ${index} of ${count} has no summary`,
          files: [],
          shard: index,
          task_ids: [],
        })
      }
    }
    return
  }
  const planned = new Set<string>()
  for (const shard of plan.shards) {
    for (const id of shard.task_ids) planned.add(id)
    if (!present.has(shard.index)) {
      problems.push({
        kind: 'missing-shard',
        message: `shard ${shard.index} of ${plan.shards.length} has no summary; its ${shard.task_ids.length} tasks are missing`,
        files: [],
        shard: shard.index,
        task_ids: [...shard.task_ids],
      })
      continue
    }
    const missing = shard.task_ids.filter((id) => !claims.has(id))
    if (missing.length > 0) {
      problems.push({
        kind: 'missing-task',
        message: `shard ${shard.index} ran without ${missing.length} planned task(s)`,
        files: [],
        shard: shard.index,
        task_ids: missing,
      })
    }
  }
  const unplanned = [...claims.keys()].filter((id) => !planned.has(id))
  if (unplanned.length > 0) {
    problems.push({
      kind: 'unplanned-task',
      message: `${unplanned.length} task(s) ran that the plan does not list`,
      files: [...new Set(unplanned.map((id) => claims.get(id)!.file))],
      shard: null,
      task_ids: unplanned,
    })
  }
}

/** Output folders are `<NNN>_<slug>` with NNN the discovery index: sort numerically (10000 > 999). */
function discoveryIndex(task: TaskSummary): number {
  const digits = /^\d+/.exec(task.output_dir)
  return digits === null ? Number.MAX_SAFE_INTEGER : Number(digits[0])
}

/** Every shard discovers every task, so each reports the same invalid ones: keep one of each. */
function uniqueByDir<T extends InvalidTask | TaskWarning>(items: readonly T[]): T[] {
  const seen = new Map<string, T>()
  for (const item of items) {
    const key = `${item.relative_dir}\0${item.file}\0${item.field ?? ''}\0${item.message}`
    if (!seen.has(key)) seen.set(key, item)
  }
  return [...seen.values()].sort((a, b) =>
    a.relative_dir < b.relative_dir ? -1 : a.relative_dir > b.relative_dir ? 1 : 0,
  )
}

function buildSummary(
  kept: readonly ShardInput[],
  runId: string | null,
  plan: Plan | undefined,
  tasks: TaskSummary[],
  invalid: InvalidTask[],
  warnings: TaskWarning[],
): RunSummary {
  const reference = kept[0]?.summary
  let start = Infinity
  let end = -Infinity
  for (const { summary } of kept) {
    const s = Date.parse(summary.started_at)
    const f = Date.parse(summary.finished_at)
    if (s < start) start = s
    if (f > end) end = f
  }
  const timed = Number.isFinite(start) && Number.isFinite(end)
  return {
    schema_version: RUN_SUMMARY_SCHEMA_VERSION,
    kind: 'run',
    run_id: runId ?? '',
    label: reference?.label ?? plan?.label ?? 'default',
    shard: null,
    agent: reference?.agent ?? '',
    model: reference?.model ?? null,
    attempts: reference?.attempts ?? 0,
    concurrency: reference?.concurrency ?? 0,
    started_at: timed ? new Date(start).toISOString() : '',
    finished_at: timed ? new Date(end).toISOString() : '',
    duration_sec: timed ? Math.max(0, (end - start) / 1000) : 0,
    source: kept.find((k) => k.summary.source !== null)?.summary.source ?? null,
    tasks,
    invalid_tasks: invalid,
    task_warnings: warnings,
    stopped: mergeStopped(kept.map((k) => k.summary)),
    totals: computeTotals(tasks, invalid.length),
    tasks_checksum: tasksChecksum(tasks),
    ...(reference?.dataset ? { dataset: reference.dataset } : {}),
  }
}

/**
 * Each shard stops on its own: the reasons, distinct, and every attempt any shard did not run; the
 * cause when they share one, and the attempts planned when every stopped shard recorded its own
 * (a shard that ran to the end planned what it ran).
 */
function mergeStopped(summaries: readonly Pick<RunSummary, 'stopped' | 'totals'>[]): RunSummary['stopped'] {
  const present = summaries.flatMap((s) => (s.stopped ? [s.stopped] : []))
  if (present.length === 0) return null
  const causes = new Set(present.map((s) => s.cause))
  const cause = causes.size === 1 ? [...causes][0] : undefined
  const planned = summaries.every((s) => !s.stopped || s.stopped.attempts_planned !== undefined)
    ? summaries.reduce((sum, s) => sum + (s.stopped?.attempts_planned ?? s.totals.attempts), 0)
    : undefined
  return {
    reason: [...new Set(present.map((s) => s.reason))].join('; '),
    ...(cause !== undefined ? { cause } : {}),
    ...(planned !== undefined ? { attempts_planned: planned } : {}),
    not_started: present.flatMap((s) => s.not_started),
  }
}
