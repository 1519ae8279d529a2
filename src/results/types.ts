// Shapes of the JSON files we write. Every file carries `schema_version`; readers check it.
// The validators live beside each shape's module (attempt-result.ts, run-summary.ts, plan.ts).

export type AttemptStatus = 'passed' | 'failed' | 'error'

export interface PhaseTimings {
  build_sec: number
  setup_sec: number
  agent_sec: number
  verifier_sec: number
  teardown_sec: number
}

/** `<out>/<run-id>/<NNN>_<slug>/attempt_<NNN>/result.json` */
export interface AttemptResult {
  schema_version: typeof import('./attempt-result.js').ATTEMPT_RESULT_SCHEMA_VERSION
  run_id: string
  task_id: string
  task_name: string
  task_checksum: string
  attempt: number // 1-based
  agent: string
  model: string | null
  status: AttemptStatus
  /** Why: for `error` the infrastructure or verifier fault; for `failed` a short note (e.g. reward 0.5). */
  reason: string | null
  /** Flat `{name: number}` from reward.json, or `{reward: n}` from reward.txt; `{}` on error. */
  rewards: Record<string, number>
  /** The main reward; 0 when status is `error` (errors count 0, as Harbor). */
  reward: number
  started_at: string
  finished_at: string
  duration_sec: number
  timings: PhaseTimings
  exit_codes: { agent: number | null; verifier: number | null }
  timed_out: { agent: boolean; verifier: boolean }
  oom_killed: boolean
  /** Infrastructure retries spent before this result. */
  retries: number
  /** What the verifier guard stopped, kept and removed; absent in older files. */
  verifier_guard?: VerifierGuard | null
  /** Tokens, turns and cost of the agent; null when it reports none (oracle, nop, command). */
  usage: import('./usage.js').Usage | null
  /** Multi-step tasks: each step that ran, in order; the attempt's reward is their roll-up. */
  steps?: StepResult[]
}

/** One step of a multi-step attempt (its files are in `steps/<name>/`). */
export interface StepResult {
  name: string
  status: AttemptStatus
  reason: string | null
  rewards: Record<string, number>
  reward: number
  timings: { setup_sec: number; agent_sec: number; verifier_sec: number }
  exit_codes: { agent: number | null; verifier: number | null }
  timed_out: { agent: boolean; verifier: boolean }
  verifier_guard: VerifierGuard | null
}

/** `result.json` `verifier_guard`: processes of the agent phase, planted files, tampering. */
export interface VerifierGuard {
  stopped: { pid: number; command: string }[]
  /** Kept because they listen on a port the task names (`port`), or all with keep_agent_processes (null). */
  kept: { pid: number; port: number | null; command: string }[]
  /** Python start-up files written during the agent phase, removed before the verifier. */
  removed: string[]
  /** Set when /tests changed while the verifier ran: the attempt is an error. */
  tampering: string | null
}

/** Per-task aggregate inside a run or shard summary: `report` never needs the attempt files. */
export interface TaskSummary {
  task_id: string
  task_name: string
  task_checksum: string
  /** Task folder relative to the discovery root, `/`-separated. */
  task_path: string
  /** Output folder name, `<NNN>_<slug>`. */
  output_dir: string
  n: number
  successes: number
  errors: number
  /** Attempt statuses in attempt order. */
  statuses: AttemptStatus[]
  rewards: number[]
  /** Distinct error/failure reasons with counts. */
  reasons: { reason: string; count: number }[]
  /** Keys are k as strings ("1".."n"). */
  pass_at_k: Record<string, number>
  pass_hat_k: Record<string, number>
  mean_reward: number
  duration_sec: { mean: number; total: number; max: number }
  /** Sum over the attempts that reported usage; null or absent (older files) when none did. */
  usage?: import('./usage.js').Usage | null
  /** Multi-step tasks: per step, in order, how many attempts ran it and how many it passed. */
  steps?: { name: string; ran: number; passed: number }[]
}

export interface RunTotals {
  tasks: number
  attempts: number
  passed: number
  failed: number
  errors: number
  invalid_tasks: number
  /** Mean over tasks of the unbiased estimator, for every k ≤ attempts. */
  pass_at_k: Record<string, number>
  pass_hat_k: Record<string, number>
  raw_pass_rate: number
  mean_reward: number
  /** Sum over tasks; null or absent (older files) when no attempt reported usage. */
  usage?: import('./usage.js').Usage | null
}

/** Where a run came from: filled by the action from the GitHub context, by the CLI from git. */
export interface RunSource {
  repository: string | null
  sha: string | null
  ref: string | null
  workflow_run_id: string | null
  workflow_run_url: string | null
}

/** `run_summary.json` (kind `run`) and each shard's `shard_summary.json` (kind `shard`). */
export interface RunSummary {
  schema_version: typeof import('./summary.js').RUN_SUMMARY_SCHEMA_VERSION
  kind: 'run' | 'shard'
  run_id: string
  label: string
  shard: { index: number; count: number } | null
  agent: string
  model: string | null
  attempts: number
  concurrency: number
  started_at: string
  finished_at: string
  duration_sec: number
  source: RunSource | null
  tasks: TaskSummary[]
  invalid_tasks: import('../task/types.js').InvalidTask[]
  /** task.toml fields that loaded but change nothing here; absent in older files. */
  task_warnings?: import('../task/types.js').TaskWarning[]
  totals: RunTotals
}
