// Helios' ParallelRunner, for its users' scripts: the same names and defaults (camelCase), one
// `runBenchmark` underneath. Task paths may be folders or the tasks `discoverTasks` found; the
// result is Helios' BatchResult, with the full run summary beside it.
import { RUN_SETTINGS } from '../settings/run.js'
import { join } from 'node:path'
import { discoverTasks } from '../task/discover.js'
import type { InvalidTask, Task } from '../task/types.js'
import type { AttemptResult } from '../results/types.js'
import { batchSummary, type BatchSummary } from '../results/batch-summary.js'
import type { RunSummary } from '../results/run-summary.js'
import type { AgentSpec } from './agents/types.js'
import type { EnvironmentProvider } from './environment/types.js'
import { createProvider, type ProviderName } from './providers/index.js'
import { runBenchmark } from './runner.js'

export interface ParallelRunnerOptions {
  /** Task folders, or the tasks `discoverTasks` returned. */
  taskPaths: readonly (string | Task)[]
  /** Attempts at once (default 2). */
  nConcurrent?: number
  /** Attempts per task: pass@k for k up to this (default 1). */
  nAttempts?: number
  /** The built-in agent's model, `provider/model` (either this or `agent`). */
  model?: string
  /** Another agent: `oracle`, `nop`, an installed CLI (`claude-code`, …), or a full AgentSpec. */
  agent?: string | AgentSpec
  /** Where attempts run (default `docker`): a provider's name, or a provider of your own. */
  provider?: ProviderName | EnvironmentProvider
  /** Default `output`; the run goes to `<outputDir>/batch_<yyyymmdd_hhmmss>`. */
  outputDir?: string
  /** No line per finished attempt on stderr. */
  quiet?: boolean
  /** Called as each attempt finishes, in the order they finish. */
  onComplete?: (taskName: string, result: AttemptOutcome) => void | Promise<void>
  /** Stops the run; the finished attempts are kept and summarised. */
  signal?: AbortSignal
}

/** One attempt, as Helios' TaskResult names it. */
export interface AttemptOutcome {
  taskName: string
  attempt: number
  passed: boolean
  status: AttemptResult['status']
  reward: number
  /** Seconds. */
  duration: number
  /** Why it failed or errored; null when it passed. */
  error: string | null
}

/** Helios' BatchResult. A task passed when any of its attempts did. */
export interface BatchResult {
  totalTasks: number
  passed: number
  failed: number
  meanReward: number
  /** Seconds, the whole run. */
  duration: number
  totalDurationSec: number
  /** pass@nAttempts in percent; null with one attempt per task. */
  passAtK: number | null
  nAttempts: number
  nUniqueTasks: number
  /** Per task, as batch_summary.json lists them. */
  tasks: BatchSummary['tasks']
  /** Every attempt, in the order they finished. */
  results: AttemptOutcome[]
  /** The run folder, and the run summary every other command reads. */
  runDir: string
  summary: RunSummary
}

export class ParallelRunner {
  constructor(private readonly options: ParallelRunnerOptions) {}

  async run(): Promise<BatchResult> {
    const { options } = this
    const { tasks, invalid } = await loadTasks(options.taskPaths)
    const results: AttemptOutcome[] = []
    const attempts = options.nAttempts ?? RUN_SETTINGS.attempts.default
    const outputDir = options.outputDir ?? 'output'
    const summary = await runBenchmark({
      tasks,
      invalidTasks: invalid,
      agent: typeof options.agent === 'object' ? options.agent : { name: options.agent ?? 'helios' },
      model: options.model ?? null,
      attempts,
      concurrency: options.nConcurrent ?? RUN_SETTINGS.concurrency.default,
      outputDir,
      ...(options.provider ? { provider: await providerFor(options.provider, options.nConcurrent) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      onAttemptComplete: async (result) => {
        const outcome = attemptOutcome(result)
        results.push(outcome)
        if (!options.quiet) process.stderr.write(attemptLine(outcome))
        await options.onComplete?.(outcome.taskName, outcome)
      },
    })
    return batchResult(summary, results, join(outputDir, summary.run_id))
  }
}

async function providerFor(
  provider: ProviderName | EnvironmentProvider,
  concurrency?: number,
): Promise<EnvironmentProvider> {
  return typeof provider === 'string' ? createProvider(provider, { concurrency }) : provider
}

/** Folders are loaded as `discoverTasks` loads them; a folder with no task in it is an invalid task. */
async function loadTasks(
  paths: ParallelRunnerOptions['taskPaths'],
): Promise<{ tasks: Task[]; invalid: InvalidTask[] }> {
  const tasks: Task[] = []
  const invalid: InvalidTask[] = []
  for (const path of paths) {
    if (typeof path !== 'string') {
      tasks.push(path)
      continue
    }
    const found = await discoverTasks(path)
    tasks.push(...found.tasks)
    invalid.push(...found.invalid)
    // A path the caller named that holds no task is a mistake to report, not a folder to skip.
    if (found.tasks.length === 0 && found.invalid.length === 0)
      invalid.push({
        relative_dir: path,
        file: join(path, 'task.toml'),
        field: null,
        message:
          'no task.toml here or below: taskPaths names task folders (or the tasks discoverTasks found)',
      })
  }
  return { tasks, invalid }
}

function attemptOutcome(result: AttemptResult): AttemptOutcome {
  const passed = result.status === 'passed'
  return {
    taskName: result.task_name,
    attempt: result.attempt,
    passed,
    status: result.status,
    reward: result.reward,
    duration: result.duration_sec,
    error: passed ? null : (result.reason ?? result.status),
  }
}

function attemptLine(outcome: AttemptOutcome): string {
  const status = outcome.status.toUpperCase().padEnd(6)
  return `${status} ${outcome.taskName} (attempt ${outcome.attempt}, ${outcome.duration.toFixed(1)} s)${outcome.error ? `: ${outcome.error}` : ''}\n`
}

export function batchResult(summary: RunSummary, results: AttemptOutcome[], runDir: string): BatchResult {
  const batch = batchSummary(summary)
  const passAtK = summary.totals.pass_at_k[String(summary.attempts)]
  return {
    totalTasks: batch.total_tasks,
    passed: batch.passed,
    failed: batch.failed,
    meanReward: batch.mean_reward,
    duration: batch.duration_seconds,
    totalDurationSec: batch.duration_seconds,
    passAtK: summary.attempts > 1 && passAtK !== undefined ? passAtK * 100 : null,
    nAttempts: summary.attempts,
    nUniqueTasks: batch.total_tasks,
    tasks: batch.tasks,
    results,
    runDir,
    summary,
  }
}
