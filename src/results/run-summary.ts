// Reader for `run_summary.json` (kind `run`) and each shard's `shard_summary.json` (kind `shard`).
// Hand-written validation: one pass, no schema library, fast enough for 10,000 tasks.

import type { InvalidTask } from '../task/types.js'
import { FieldReader, fieldPath, type JsonObject } from './fields.js'
import { parseJsonFile } from './schema-error.js'
import type { AttemptStatus, RunSource, RunSummary, RunTotals, TaskSummary } from './types.js'
import { usageSchema } from './usage.js'

export const RUN_SUMMARY_SCHEMA_VERSIONS = [1] as const

const STATUSES: ReadonlySet<string> = new Set<AttemptStatus>(['passed', 'failed', 'error'])

/**
 * Parses and validates a run or shard summary. Throws SchemaError naming `file` and the field for
 * truncated JSON, an unknown schema_version, a wrong kind, or a missing/mistyped field.
 * Unknown extra fields are kept (a newer writer may add optional ones).
 */
export function parseRunSummary(text: string, file: string, expectedKind?: RunSummary['kind']): RunSummary {
  const read = new FieldReader(file)
  const root = read.object(parseJsonFile(text, file), '')
  read.schemaVersion(root, RUN_SUMMARY_SCHEMA_VERSIONS, 'run summary')

  const kind = read.string(root, 'kind', '')
  if (kind !== 'run' && kind !== 'shard')
    read.fail('kind', `expected "run" or "shard", got ${JSON.stringify(kind)}`)
  if (expectedKind !== undefined && kind !== expectedKind) {
    read.fail('kind', `expected a ${expectedKind} summary, got a ${kind} summary`)
  }
  read.string(root, 'run_id', '')
  read.string(root, 'label', '')
  readShard(read, root, kind)
  read.string(root, 'agent', '')
  read.nullableString(root, 'model', '')
  read.integer(root, 'attempts', '', 1)
  read.integer(root, 'concurrency', '', 1)
  read.string(root, 'started_at', '')
  read.string(root, 'finished_at', '')
  read.number(root, 'duration_sec', '', 0)
  if (root['source'] !== null) readSource(read, read.objectField(root, 'source', ''))

  const tasks = read.array(root, 'tasks', '')
  for (let i = 0; i < tasks.length; i++) readTask(read, tasks[i], `tasks[${i}]`)
  const invalid = read.array(root, 'invalid_tasks', '')
  for (let i = 0; i < invalid.length; i++) readInvalidTask(read, invalid[i], `invalid_tasks[${i}]`)
  if (root['task_warnings'] !== undefined) {
    const warnings = read.array(root, 'task_warnings', '')
    for (let i = 0; i < warnings.length; i++) readTaskWarning(read, warnings[i], `task_warnings[${i}]`)
  }
  readTotals(read, read.objectField(root, 'totals', ''))
  return root as unknown as RunSummary
}

function readShard(read: FieldReader, root: JsonObject, kind: string): void {
  if (root['shard'] === null) {
    if (kind === 'shard') read.fail('shard', 'a shard summary needs {index, count}, got null')
    return
  }
  const shard = read.objectField(root, 'shard', '')
  const count = read.integer(shard, 'count', 'shard', 1)
  read.integer(shard, 'index', 'shard', 0, count - 1) // 0-based, like the plan's matrix
}

function readSource(read: FieldReader, source: JsonObject): RunSource {
  for (const key of ['repository', 'sha', 'ref', 'workflow_run_id', 'workflow_run_url'] as const) {
    read.nullableString(source, key, 'source')
  }
  return source as unknown as RunSource
}

function readTask(read: FieldReader, value: unknown, path: string): TaskSummary {
  const task = read.object(value, path)
  read.string(task, 'task_id', path)
  read.string(task, 'task_name', path)
  read.string(task, 'task_checksum', path)
  read.string(task, 'task_path', path)
  read.string(task, 'output_dir', path)
  const n = read.integer(task, 'n', path, 1)
  const successes = read.integer(task, 'successes', path, 0, n)
  const errors = read.integer(task, 'errors', path, 0, n - successes)

  const statuses = read.array(task, 'statuses', path)
  if (statuses.length !== n)
    read.fail(fieldPath(path, 'statuses'), `has ${statuses.length} entries, n is ${n}`)
  let passed = 0
  let errored = 0
  for (let i = 0; i < statuses.length; i++) {
    const status = statuses[i]
    if (typeof status !== 'string' || !STATUSES.has(status)) {
      read.fail(`${path}.statuses[${i}]`, `expected passed|failed|error, got ${JSON.stringify(status)}`)
    }
    if (status === 'passed') passed++
    else if (status === 'error') errored++
  }
  // Counts and statuses must tell the same story, else pass@k would silently disagree with the table.
  if (passed !== successes)
    read.fail(fieldPath(path, 'successes'), `is ${successes} but statuses hold ${passed} passed`)
  if (errored !== errors)
    read.fail(fieldPath(path, 'errors'), `is ${errors} but statuses hold ${errored} error`)

  const rewards = read.array(task, 'rewards', path)
  for (let i = 0; i < rewards.length; i++) {
    if (typeof rewards[i] !== 'number' || !Number.isFinite(rewards[i])) {
      read.fail(`${path}.rewards[${i}]`, `expected a finite number, got ${JSON.stringify(rewards[i])}`)
    }
  }
  const reasons = read.array(task, 'reasons', path)
  for (let i = 0; i < reasons.length; i++) {
    const reasonPath = `${path}.reasons[${i}]`
    const reason = read.object(reasons[i], reasonPath)
    read.string(reason, 'reason', reasonPath)
    read.integer(reason, 'count', reasonPath, 1)
  }
  read.unitRecord(task, 'pass_at_k', path)
  read.unitRecord(task, 'pass_hat_k', path)
  read.number(task, 'mean_reward', path)
  const durationPath = fieldPath(path, 'duration_sec')
  const duration = read.objectField(task, 'duration_sec', path)
  read.number(duration, 'mean', durationPath, 0)
  read.number(duration, 'total', durationPath, 0)
  read.number(duration, 'max', durationPath, 0)
  readOptionalUsage(read, task, path)
  if (task['steps'] !== undefined) {
    const steps = read.array(task, 'steps', path)
    for (let i = 0; i < steps.length; i++) {
      const step = read.object(steps[i], `${path}.steps[${i}]`)
      read.string(step, 'name', `${path}.steps[${i}]`)
      read.integer(step, 'ran', `${path}.steps[${i}]`)
      read.integer(step, 'passed', `${path}.steps[${i}]`)
    }
  }
  return task as unknown as TaskSummary
}

function readInvalidTask(read: FieldReader, value: unknown, path: string): InvalidTask {
  const invalid = read.object(value, path)
  read.string(invalid, 'relative_dir', path)
  read.string(invalid, 'file', path)
  read.nullableString(invalid, 'field', path)
  read.string(invalid, 'message', path)
  return invalid as unknown as InvalidTask
}

function readTaskWarning(read: FieldReader, value: unknown, path: string): void {
  const warning = read.object(value, path)
  for (const key of ['relative_dir', 'file', 'field', 'message']) read.string(warning, key, path)
}

function readTotals(read: FieldReader, totals: JsonObject): RunTotals {
  for (const key of ['tasks', 'attempts', 'passed', 'failed', 'errors', 'invalid_tasks'] as const) {
    read.integer(totals, key, 'totals')
  }
  read.unitRecord(totals, 'pass_at_k', 'totals')
  read.unitRecord(totals, 'pass_hat_k', 'totals')
  read.number(totals, 'raw_pass_rate', 'totals', 0, 1)
  read.number(totals, 'mean_reward', 'totals')
  readOptionalUsage(read, totals, 'totals')
  return totals as unknown as RunTotals
}

/** `usage` is optional: summaries written before it existed have none. */
function readOptionalUsage(read: FieldReader, record: JsonObject, path: string): void {
  const usage = record['usage']
  if (usage === undefined || usage === null) return
  const parsed = usageSchema.safeParse(usage)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    read.fail([fieldPath(path, 'usage'), ...issue.path.map(String)].join('.'), issue.message)
  }
}
