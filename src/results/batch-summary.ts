// `batch_summary.json`: the aggregate Helios' batch mode promises its users, in its own field
// names, written beside run_summary.json (which stays the full record). A task counts as passed
// when any of its attempts passed (pass@k's sense, as the batch docs say); pure, from the summary.
import { z } from 'zod'
import type { RunSummary, TaskSummary } from './run-summary.js'
import { tasksChecksum } from './tasks-checksum.js'

export const BATCH_SUMMARY_FILE = 'batch_summary.json'

const TASK_STATUSES = ['passed', 'failed', 'error', 'not_run'] as const

export const batchSummarySchema = z.object({
  /** Valid tasks of the run (invalid ones are counted apart), run or not. */
  total_tasks: z.number().int().min(0),
  /** Tasks with at least one passing attempt. */
  passed: z.number().int().min(0),
  /** Tasks that ran and never passed (errors included): total_tasks = passed + failed + not_run. */
  failed: z.number().int().min(0),
  /** Tasks none of whose attempts ran (the run was interrupted or stopped first). */
  not_run: z.number().int().min(0),
  invalid_tasks: z.number().int().min(0),
  /** Mean over the tasks whose attempts all ran of their mean reward (run_summary's totals). */
  mean_reward: z.number(),
  duration_seconds: z.number().min(0),
  model: z.string().nullable(),
  agent: z.string(),
  /** Attempts per task (k). */
  attempts: z.number().int().min(1),
  /** pass@k for every k ≤ attempts, as fractions, keys are k. */
  pass_at_k: z.record(z.string(), z.number().min(0).max(1)),
  /** Why the run stopped early; null when it ran to the end. */
  stopped: z.string().nullable(),
  /** run_summary.json's tasks_checksum: the same value only when the same task files ran. */
  tasks_checksum: z.string(),
  /** The named dataset, `<name>@<version>` (`helios batch -d`); null for a tasks folder. */
  dataset: z.string().nullable(),
  tasks: z.array(
    z.object({
      name: z.string(),
      /** passed: any attempt passed; error: every attempt that ran was an error. */
      status: z.enum(TASK_STATUSES),
      /** Mean reward of its attempts that ran; null when none ran. */
      reward: z.number().nullable(),
      /** Mean seconds per attempt; null when none ran. */
      duration: z.number().min(0).nullable(),
      attempts: z.number().int().min(0),
      passed_attempts: z.number().int().min(0),
    }),
  ),
})

export type BatchSummary = z.infer<typeof batchSummarySchema>
type BatchTask = BatchSummary['tasks'][number]

function taskStatus(task: TaskSummary): BatchTask['status'] {
  if (task.statuses.length === 0) return 'not_run'
  if (task.successes > 0) return 'passed'
  return task.errors === task.statuses.length ? 'error' : 'failed'
}

function batchTask(task: TaskSummary): BatchTask {
  const ran = task.statuses.length
  return {
    name: task.task_name,
    status: taskStatus(task),
    reward: ran > 0 ? task.mean_reward : null,
    duration: ran > 0 ? task.duration_sec.mean : null,
    attempts: ran,
    passed_attempts: task.successes,
  }
}

/** Tasks the stop left without any attempt: named only by the summary's `stopped.not_started`. */
function unrunTasks(summary: RunSummary): BatchTask[] {
  const ran = new Set(summary.tasks.map((t) => t.task_name))
  const names = new Set((summary.stopped?.not_started ?? []).map((entry) => entry.task_name))
  return [...names]
    .filter((name) => !ran.has(name))
    .map((name) => ({
      name,
      status: 'not_run',
      reward: null,
      duration: null,
      attempts: 0,
      passed_attempts: 0,
    }))
}

export function batchSummary(summary: RunSummary): BatchSummary {
  const tasks = [...summary.tasks.map(batchTask), ...unrunTasks(summary)]
  const count = (status: BatchTask['status']) => tasks.filter((t) => t.status === status).length
  const passed = count('passed')
  const notRun = count('not_run')
  return {
    total_tasks: tasks.length,
    passed,
    failed: tasks.length - passed - notRun,
    not_run: notRun,
    invalid_tasks: summary.invalid_tasks.length,
    mean_reward: summary.totals.mean_reward,
    duration_seconds: summary.duration_sec,
    model: summary.model,
    agent: summary.agent,
    attempts: summary.attempts,
    pass_at_k: summary.totals.pass_at_k,
    stopped: summary.stopped?.reason ?? null,
    tasks_checksum: summary.tasks_checksum ?? tasksChecksum(summary.tasks),
    dataset: summary.dataset ? `${summary.dataset.name}@${summary.dataset.version}` : null,
    tasks,
  }
}
