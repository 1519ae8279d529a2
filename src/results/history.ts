// `history.json` in each report artifact: the totals of the last runs of one label, carried from
// the baseline's report artifact into the next (no storage of our own: each run carries it
// forward, so it outlives artifact expiry), plus per-task counts compact enough for the flaky-task
// ledger (flaky-ledger.ts). Pure: reading, appending and capping.
//
// Compact by design (measured in bench/history-size.ts): task ids are listed once in `tasks` and
// each run refers to them by index; a run's per-task counts are `[index, n, successes]`, with a
// fourth number only when some attempts errored. A task id carries the task's checksum
// (`name@checksum`), so a task whose files changed starts a history of its own, and one renamed
// likewise: its old runs stay under the old id until capped out.
import { z } from 'zod'
import { checkSchemaVersion, parseJsonFile, SchemaError, validate } from './schema-error.js'
import type { RunSummary } from './types.js'

export const HISTORY_SCHEMA_VERSION = 1 as const
export const HISTORY_SCHEMA_VERSIONS = [HISTORY_SCHEMA_VERSION] as const
/** Runs kept: a year of nightly runs. */
export const HISTORY_MAX_RUNS = 365
export const HISTORY_FILE = 'history.json'

const count = () => z.number().int().min(0)
const curve = () => z.record(z.string(), z.number().min(0).max(1))

/**
 * `[task index, n, successes]` or `[task index, n, successes, errors]`. An array of counts rather
 * than a union of tuples: the union is checked member by member, 8× slower over 365,000 entries;
 * index range and n ≥ successes + errors are checked after.
 */
const taskCountsSchema = z.array(count()).min(3).max(4)

export const historyRunSchema = z.object({
  run_id: z.string(),
  /** When the run finished (ISO 8601). */
  date: z.string(),
  commit: z.string().nullable(),
  ref: z.string().nullable(),
  run_url: z.string().nullable(),
  agent: z.string(),
  model: z.string().nullable(),
  attempts: z.number().int().min(1),
  tasks: count(),
  errors: count(),
  pass_at_k: curve(),
  pass_hat_k: curve(),
  mean_reward: z.number().refine(Number.isFinite, 'expected a finite number'),
  /** Input + output tokens over the run; null when no attempt reported usage. */
  tokens: count().nullable(),
  cost_usd: z.number().min(0).nullable(),
  task_counts: z.array(taskCountsSchema),
})

export const historySchema = z.object({
  schema_version: z.literal(HISTORY_SCHEMA_VERSION),
  label: z.string(),
  /** Task ids (`name@checksum`) and display names, referred to by index from `runs[].task_counts`. */
  tasks: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Oldest first, at most HISTORY_MAX_RUNS. */
  runs: z.array(historyRunSchema),
})

type TaskCountsTuple = [index: number, n: number, successes: number, errors?: number]
/**
 * What the reader validates with zod: the same shape with `task_counts` left to a plain loop
 * (zod takes ~2 s over the 365,000 small arrays of a full history; the loop a few ms).
 */
const historyReadSchema = historySchema.extend({
  runs: z.array(
    historyRunSchema.extend({
      task_counts: z.custom<unknown[]>((v) => Array.isArray(v), 'expected an array'),
    }),
  ),
})

export type HistoryRun = Omit<z.infer<typeof historyRunSchema>, 'task_counts'> & {
  task_counts: TaskCountsTuple[]
}
export type History = Omit<z.infer<typeof historySchema>, 'runs'> & { runs: HistoryRun[] }

/** One task's counts in one run, with its id resolved. */
export interface TaskCounts {
  id: string
  name: string
  n: number
  successes: number
  errors: number
}

export function emptyHistory(label: string): History {
  return { schema_version: HISTORY_SCHEMA_VERSION, label, tasks: [], runs: [] }
}

/**
 * Reads a history file. Throws SchemaError naming `file` and the field for bad JSON, a
 * schema_version this build does not read, a wrong shape, or a task index out of range.
 */
export function parseHistory(text: string, file: string): History {
  const raw = parseJsonFile(text, file)
  checkSchemaVersion(raw, file, HISTORY_SCHEMA_VERSIONS, 'history')
  // task_counts are left to the loop below (zod is slow on them): once it passes, this is a History.
  const history = validate(historyReadSchema, raw, file) as History
  history.runs.forEach((run, r) =>
    run.task_counts.forEach((counts: unknown, i) => {
      const at = `runs[${r}].task_counts[${i}]`
      if (!isCounts(counts))
        throw new SchemaError(
          file,
          at,
          `expected [index, n, successes] or [index, n, successes, errors] of whole numbers ≥ 0, got ${JSON.stringify(counts)?.slice(0, 40)}`,
        )
      const [index, n, successes, errors = 0] = counts
      if (n === 0) throw new SchemaError(file, `${at}[1]`, 'n is 0: a task in a run has at least one attempt')
      if (index >= history.tasks.length)
        throw new SchemaError(file, `${at}[0]`, `task index ${index} but tasks has ${history.tasks.length}`)
      if (successes + errors > n)
        throw new SchemaError(file, at, `successes ${successes} + errors ${errors} exceed n ${n}`)
    }),
  )
  return history
}

function isCounts(value: unknown): value is TaskCountsTuple {
  return (
    Array.isArray(value) &&
    (value.length === 3 || value.length === 4) &&
    value.every((v) => typeof v === 'number' && Number.isInteger(v) && v >= 0)
  )
}

/**
 * This run's totals and per-task counts, appended; the oldest runs beyond `maxRuns` dropped, and
 * with them the tasks no kept run refers to. A run already there (the report job re-run) is
 * replaced, not counted twice.
 */
export function appendRun(history: History, summary: RunSummary, maxRuns = HISTORY_MAX_RUNS): History {
  const kept = history.runs.filter((run) => run.run_id !== summary.run_id)
  const tasks = history.tasks.map((t) => ({ ...t }))
  const indexOf = new Map(tasks.map((t, i) => [t.id, i]))
  const counts = summary.tasks.map((t): TaskCountsTuple => {
    let index = indexOf.get(t.task_id)
    if (index === undefined) {
      index = tasks.length
      indexOf.set(t.task_id, index)
      tasks.push({ id: t.task_id, name: t.task_name })
    } else tasks[index]!.name = t.task_name // the newest display name
    return t.errors > 0 ? [index, t.n, t.successes, t.errors] : [index, t.n, t.successes]
  })
  const runs = [...kept, { ...totalsOf(summary), task_counts: counts }]
  const capped = runs.slice(Math.max(0, runs.length - maxRuns))
  const dropped = capped.length < history.runs.length + 1
  return dropped
    ? withoutUnusedTasks(history.label, tasks, capped)
    : { ...emptyHistory(history.label), tasks, runs: capped }
}

/**
 * The history this report carries: the baseline's (when it has one that can be read) plus this run.
 * A baseline history that cannot be read — corrupt, or written by a newer version — never fails
 * the report: the history starts afresh, with a warning saying why.
 */
export function carryHistory(
  baselineFile: { text: string; file: string } | null,
  summary: RunSummary,
): { history: History; warning: string | null; previous: History } {
  let base = emptyHistory(summary.label)
  let warning: string | null = null
  if (baselineFile !== null) {
    try {
      base = parseHistory(baselineFile.text, baselineFile.file)
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error)
      warning = `The baseline's history could not be read, so the history starts again from this run: ${why}`
    }
  }
  const previous = { ...base, label: summary.label }
  return { history: appendRun(previous, summary), warning, previous }
}

/** The history as it is written: one line, since it is read by programs (and it is large). */
export function serializeHistory(history: History): string {
  return `${JSON.stringify(history)}\n`
}

function totalsOf(s: RunSummary): Omit<HistoryRun, 'task_counts'> {
  const usage = s.totals.usage ?? null
  return {
    run_id: s.run_id,
    date: s.finished_at,
    commit: s.source?.sha ?? null,
    ref: s.source?.ref ?? null,
    run_url: s.source?.workflow_run_url ?? null,
    agent: s.agent,
    model: s.model,
    attempts: s.attempts,
    tasks: s.totals.tasks,
    errors: s.totals.errors,
    pass_at_k: s.totals.pass_at_k,
    pass_hat_k: s.totals.pass_hat_k,
    mean_reward: s.totals.mean_reward,
    tokens: usage === null ? null : usage.input_tokens + usage.output_tokens,
    cost_usd: usage?.cost_usd ?? null,
  }
}

/** Drops the tasks no kept run refers to (capped out), renumbering the rest in order. */
function withoutUnusedTasks(label: string, tasks: History['tasks'], runs: HistoryRun[]): History {
  const used = new Uint8Array(tasks.length)
  for (const run of runs) for (const c of run.task_counts) used[c[0]] = 1
  if (used.every((u) => u === 1)) return { ...emptyHistory(label), tasks, runs }
  const renumbered = new Int32Array(tasks.length)
  const kept: History['tasks'] = []
  tasks.forEach((t, i) => {
    renumbered[i] = kept.length
    if (used[i]) kept.push(t)
  })
  const renumber = (c: TaskCountsTuple): TaskCountsTuple => {
    const [index, ...counts] = c
    return [renumbered[index]!, ...counts]
  }
  return {
    ...emptyHistory(label),
    tasks: kept,
    runs: runs.map((run) => ({ ...run, task_counts: run.task_counts.map(renumber) })),
  }
}
