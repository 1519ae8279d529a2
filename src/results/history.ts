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

/** `[task index, n, successes]` or `[task index, n, successes, errors]`. */
const taskCountsSchema = z.union([
  z.tuple([count(), z.number().int().min(1), count()]),
  z.tuple([count(), z.number().int().min(1), count(), count()]),
])

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

export type HistoryRun = z.infer<typeof historyRunSchema>
export type History = z.infer<typeof historySchema>

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
  const history = validate(historySchema, raw, file)
  history.runs.forEach((run, r) =>
    run.task_counts.forEach((counts, i) => {
      const [index, n, successes, errors = 0] = counts
      const at = `runs[${r}].task_counts[${i}]`
      if (index >= history.tasks.length)
        throw new SchemaError(file, `${at}[0]`, `task index ${index} but tasks has ${history.tasks.length}`)
      if (successes + errors > n)
        throw new SchemaError(file, at, `successes ${successes} + errors ${errors} exceed n ${n}`)
    }),
  )
  return history
}

/**
 * This run's totals and per-task counts, appended; the oldest runs beyond `maxRuns` dropped. A run
 * already there (the report job re-run) is replaced, not counted twice.
 */
export function appendRun(history: History, summary: RunSummary, maxRuns = HISTORY_MAX_RUNS): History {
  const kept = history.runs.filter((run) => run.run_id !== summary.run_id)
  const runs = [...kept.map((run) => withIds(history, run)), entryOf(summary)]
  return compact(history.label, runs.slice(Math.max(0, runs.length - maxRuns)))
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

/** A run's per-task counts with ids resolved. */
export function runTaskCounts(history: History, run: HistoryRun): TaskCounts[] {
  return run.task_counts.map(([index, n, successes, errors = 0]) => {
    const task = history.tasks[index]!
    return { id: task.id, name: task.name, n, successes, errors }
  })
}

/** The history as it is written: one line, since it is read by programs (and it is large). */
export function serializeHistory(history: History): string {
  return `${JSON.stringify(history)}\n`
}

type LooseRun = Omit<HistoryRun, 'task_counts'> & { counts: TaskCounts[] }

function withIds(history: History, run: HistoryRun): LooseRun {
  const { task_counts: _, ...rest } = run
  return { ...rest, counts: runTaskCounts(history, run) }
}

function entryOf(s: RunSummary): LooseRun {
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
    counts: s.tasks.map((t) => ({
      id: t.task_id,
      name: t.task_name,
      n: t.n,
      successes: t.successes,
      errors: t.errors,
    })),
  }
}

/** Rebuilds the task table from the kept runs only, so capped-out tasks leave it. */
function compact(label: string, runs: LooseRun[]): History {
  const tasks: History['tasks'] = []
  const indexOf = new Map<string, number>()
  const out = runs.map(({ counts, ...rest }): HistoryRun => ({
    ...rest,
    task_counts: counts.map((c) => {
      let index = indexOf.get(c.id)
      if (index === undefined) {
        index = tasks.length
        indexOf.set(c.id, index)
        tasks.push({ id: c.id, name: c.name })
      } else tasks[index] = { id: c.id, name: c.name } // the newest display name
      return c.errors > 0 ? [index, c.n, c.successes, c.errors] : [index, c.n, c.successes]
    }),
  }))
  return { schema_version: HISTORY_SCHEMA_VERSION, label, tasks, runs: out }
}
