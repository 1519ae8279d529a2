// `run_summary.json` (kind `run`) and each shard's `shard_summary.json` (kind `shard`): one zod
// definition gives the types, the reader and the published schema. Unknown extra fields are
// tolerated and left out (a newer writer may add optional ones); counts must agree with the
// statuses they summarise.
import { z } from 'zod'
import { verifierIsolationSchema } from './verifier-isolation.js'
import type { InvalidTask, TaskWarning } from '../task/types.js'
import { attemptStatusSchema } from './attempt-result.js'
import { checkSchemaVersion, parseJsonFile, SchemaError, validate } from './schema-error.js'
import { usageSchema } from './usage.js'
import { taskTestsSchema } from './test-tally.js'

export const RUN_SUMMARY_SCHEMA_VERSION = 1 as const
export const RUN_SUMMARY_SCHEMA_VERSIONS = [RUN_SUMMARY_SCHEMA_VERSION] as const

/** interrupted: a signal (Ctrl-C); agent: a fault every attempt would meet; budget: the run's budget spent; output: a write failed. */
export const STOP_CAUSES = ['interrupted', 'agent', 'budget', 'output'] as const

const finite = () => z.number().refine(Number.isFinite, 'expected a finite number')
const count = () => z.number().int().min(0)
/** `{ "1": 0.5, "2": 0.8 }`: keys are k as strings, every value in [0, 1]. */
const curve = () => z.record(z.string(), z.number().min(0).max(1))

export const taskSummarySchema = z.object({
  task_id: z.string(),
  task_name: z.string(),
  task_checksum: z.string(),
  /** Task folder relative to the discovery root, `/`-separated. */
  task_path: z.string(),
  /** Output folder name, `<NNN>_<slug>`. */
  output_dir: z.string(),
  n: z.number().int().min(1),
  successes: count(),
  errors: count(),
  /** Attempt statuses in attempt order. */
  statuses: z.array(attemptStatusSchema),
  rewards: z.array(finite()),
  /** Distinct error/failure reasons with counts. */
  reasons: z.array(z.object({ reason: z.string(), count: z.number().int().min(1) })),
  pass_at_k: curve(),
  pass_hat_k: curve(),
  mean_reward: finite(),
  duration_sec: z.object({ mean: z.number().min(0), total: z.number().min(0), max: z.number().min(0) }),
  /** Sum over the attempts that reported usage; null or absent (older files) when none did. */
  usage: usageSchema.nullable().optional(),
  /**
   * Where its verifiers ran, and so what they trusted (run/trust-boundary.ts); the least isolated
   * of its attempts when they differ; absent in older files or when no verifier ran.
   */
  verifier_isolation: verifierIsolationSchema.optional(),
  /** Failures without the verifier's verdict (attempt results' `no_verdict`); absent when none. */
  no_verdict: count().optional(),
  /** Multi-step tasks: per step, in order, how many attempts ran it and how many it passed. */
  steps: z.array(z.object({ name: z.string(), ran: count(), passed: count() })).optional(),
  /** Which tests failed in how many attempts, from the verifiers' ctrf.json; absent when none wrote one. */
  tests: taskTestsSchema.optional(),
  /**
   * Attempts the run planned for this task that never ran (it was interrupted or stopped); absent
   * when all ran. Such a task is left out of the run's pass@k, pass^k and mean reward.
   */
  unfinished: z.number().int().min(1).optional(),
})

export const runTotalsSchema = z.object({
  /** Tasks whose attempts all ran: what pass@k, pass^k and mean reward are over. */
  tasks: count(),
  /** Tasks left out of those figures because some of their attempts never ran; absent in older files. */
  unfinished_tasks: count().optional(),
  attempts: count(),
  passed: count(),
  failed: count(),
  errors: count(),
  invalid_tasks: count(),
  /** Mean over `tasks` of the unbiased estimator, for every k ≤ attempts. */
  pass_at_k: curve(),
  pass_hat_k: curve(),
  raw_pass_rate: z.number().min(0).max(1),
  mean_reward: finite(),
  /** Sum over tasks; null or absent (older files) when no attempt reported usage. */
  usage: usageSchema.nullable().optional(),
})

/** A named dataset: its registry entry's name, version, repository, pinned commit and folder. */
export const runDatasetSchema = z.object({
  name: z.string(),
  version: z.string(),
  git_url: z.string(),
  git_commit_id: z.string(),
  path: z.string(),
})

/** Where a run came from: filled by the action from the GitHub context, by the CLI from git. */
export const runSourceSchema = z.object({
  repository: z.string().nullable(),
  sha: z.string().nullable(),
  ref: z.string().nullable(),
  workflow_run_id: z.string().nullable(),
  workflow_run_url: z.string().nullable(),
})

// The task loader owns these two shapes; annotating them here keeps both definitions in step.
export const invalidTaskSchema: z.ZodType<InvalidTask> = z.object({
  relative_dir: z.string(),
  file: z.string(),
  field: z.string().nullable(),
  message: z.string(),
})
const taskWarningSchema: z.ZodType<TaskWarning> = z.object({
  relative_dir: z.string(),
  file: z.string(),
  field: z.string(),
  message: z.string(),
})

export const runSummarySchema = z.object({
  schema_version: z.literal(RUN_SUMMARY_SCHEMA_VERSION),
  kind: z.enum(['run', 'shard']),
  run_id: z.string(),
  label: z.string(),
  /** 0-based index, like the plan's matrix; null for a whole run. */
  shard: z.object({ index: count(), count: z.number().int().min(1) }).nullable(),
  agent: z.string(),
  model: z.string().nullable(),
  attempts: z.number().int().min(1),
  concurrency: z.number().int().min(1),
  started_at: z.string(),
  finished_at: z.string(),
  duration_sec: z.number().min(0),
  source: runSourceSchema.nullable(),
  tasks: z.array(taskSummarySchema),
  invalid_tasks: z.array(invalidTaskSchema),
  /** task.toml fields that loaded but change nothing here; absent in older files. */
  task_warnings: z.array(taskWarningSchema).optional(),
  /**
   * Why the run started no further attempt (interrupted by a signal; an answer every attempt would
   * get, such as a rejected key; several agent errors in a row; its budget spent; its output could
   * not be written) and the attempts it did not run: after an agent fault they are recorded as
   * `not started:` errors, otherwise they are not recorded at all. Null or absent when nothing
   * stopped it (older files also say null after an interruption).
   */
  stopped: z
    .object({
      reason: z.string(),
      /** What stopped it; absent in older files. */
      cause: z.enum(STOP_CAUSES).optional(),
      /** Attempts of its valid tasks the run planned, run or not; absent in older files. */
      attempts_planned: count().optional(),
      not_started: z.array(
        z.object({
          task_name: z.string(),
          /** Absent in older files. */
          task_id: z.string().optional(),
          attempt: z.number().int().min(1),
        }),
      ),
    })
    .nullable()
    .optional(),
  totals: runTotalsSchema,
  /**
   * sha256 over the path and checksum of each task in `tasks` (results/tasks-checksum.ts): two runs
   * ran the same task files only when it is equal; absent in older files.
   */
  tasks_checksum: z.string().optional(),
  /** The named dataset the tasks came from (`helios batch -d`); absent for a tasks folder. */
  dataset: runDatasetSchema.optional(),
})

export type TaskSummary = z.infer<typeof taskSummarySchema>
export type RunTotals = z.infer<typeof runTotalsSchema>
export type RunSource = z.infer<typeof runSourceSchema>
export type RunDataset = z.infer<typeof runDatasetSchema>
export type RunSummary = z.infer<typeof runSummarySchema>

/**
 * Parses and validates a run or shard summary. Throws SchemaError naming `file` and the field for
 * truncated JSON, an unknown schema_version, a wrong kind, or a missing/mistyped field.
 */
export function parseRunSummary(text: string, file: string, expectedKind?: RunSummary['kind']): RunSummary {
  const raw = parseJsonFile(text, file)
  checkSchemaVersion(raw, file, RUN_SUMMARY_SCHEMA_VERSIONS, 'run summary')
  const summary = validate(runSummarySchema, raw, file)
  const fail = (field: string, detail: string): never => {
    throw new SchemaError(file, field, detail)
  }
  if (expectedKind !== undefined && summary.kind !== expectedKind)
    fail('kind', `expected a ${expectedKind} summary, got a ${summary.kind} summary`)
  if (summary.shard === null && summary.kind === 'shard')
    fail('shard', 'a shard summary needs {index, count}, got null')
  if (summary.shard && summary.shard.index >= summary.shard.count)
    fail('shard.index', `${summary.shard.index} is outside [0, ${summary.shard.count - 1}]`)
  summary.tasks.forEach((task, i) => checkCounts(task, `tasks[${i}]`, fail))
  return summary
}

/** Counts and statuses must tell the same story, else pass@k would silently disagree with the table. */
function checkCounts(task: TaskSummary, at: string, fail: (field: string, detail: string) => never): void {
  if (task.statuses.length !== task.n)
    fail(`${at}.statuses`, `has ${task.statuses.length} entries, n is ${task.n}`)
  const passed = task.statuses.filter((s) => s === 'passed').length
  const errored = task.statuses.filter((s) => s === 'error').length
  if (passed !== task.successes)
    fail(`${at}.successes`, `is ${task.successes} but statuses hold ${passed} passed`)
  if (errored !== task.errors) fail(`${at}.errors`, `is ${task.errors} but statuses hold ${errored} error`)
}
