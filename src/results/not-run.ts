// What an interrupted or stopped run did not run, read from its summary. Pure; shared by the
// results box, the comparison and the reports, so "not run" means one thing everywhere.
import type { RunSummary, TaskSummary } from './types.js'

/** A task of the run that is out of its figures because some or all of its attempts never ran. */
export interface NotRunTask {
  task_id: string | null
  task_name: string
  /** Attempts that ran (0: none did, so the task is absent from `tasks`). */
  ran: number
  /** Attempts that never ran. */
  not_run: number
}

/**
 * The tasks whose attempts did not all run, in the summary's order, then those that never started.
 * A task whose missing attempts were recorded as `not started:` errors (an agent fault) ran them
 * all as far as the figures go, and is not listed.
 */
export function notRunTasks(summary: Pick<RunSummary, 'tasks' | 'stopped'>): NotRunTask[] {
  const listed: NotRunTask[] = summary.tasks
    .filter((t) => t.unfinished !== undefined)
    .map((t) => ({ task_id: t.task_id, task_name: t.task_name, ran: t.n, not_run: t.unfinished! }))
  const present = new Set(summary.tasks.map(identity))
  const absent = new Map<string, NotRunTask>()
  for (const entry of summary.stopped?.not_started ?? []) {
    const key = identity({ task_id: entry.task_id ?? null, task_name: entry.task_name })
    if (present.has(key) || presentByName(summary.tasks, entry)) continue
    const task = absent.get(key) ?? {
      task_id: entry.task_id ?? null,
      task_name: entry.task_name,
      ran: 0,
      not_run: 0,
    }
    task.not_run++
    absent.set(key, task)
  }
  return [...listed, ...absent.values()]
}

/**
 * Attempts of the run that finished, of those it planned; null for a summary that cannot say
 * (written before `attempts_planned`) or for a run that nothing stopped.
 */
export function finishedOfPlanned(
  summary: Pick<RunSummary, 'stopped'>,
): { finished: number; planned: number } | null {
  const planned = summary.stopped?.attempts_planned
  if (planned === undefined) return null
  return { finished: Math.max(0, planned - summary.stopped!.not_started.length), planned }
}

function identity(t: { task_id: string | null; task_name: string }): string {
  return t.task_id ?? `name:${t.task_name}`
}

/** An older entry without task_id matches a task by name. */
function presentByName(
  tasks: readonly TaskSummary[],
  entry: { task_id?: string; task_name: string },
): boolean {
  return entry.task_id === undefined && tasks.some((t) => t.task_name === entry.task_name)
}
