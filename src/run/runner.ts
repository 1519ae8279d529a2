// The scheduler: the TypeScript counterpart of Helios' ParallelRunner. Attempts are interleaved
// across tasks, bounded by p-limit, retried only for infrastructure faults, and written to
// `<outputDir>/<runId>/<NNN>_<slug>/attempt_<NNN>/`; the summary is computed by pure code.
import Docker from 'dockerode'
import pLimit from 'p-limit'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { summarizeRun, summarizeTask } from '../results/summary.js'
import type { AttemptResult, RunSource, RunSummary } from '../results/types.js'
import { attemptDirName, taskOutputDirName } from '../task/slug.js'
import type { InvalidTask, Task } from '../task/types.js'
import { taskWarnings } from '../task/discover.js'
import { resolveAgent, type AgentDefinition, type AgentSpec } from './agents/index.js'
import { DEFAULT_LOG_CAP_BYTES, runAttempt, type AttemptSpec } from './attempt.js'
import { ContainerTracker, registerRunForSignals, removeContainer } from './cleanup.js'
import { ImageCache, type ImageEvent } from './docker/image-cache.js'
import { OomWatcher } from './docker/oom-watcher.js'
import { readPreviousResult, writeJsonAtomic } from './result-files.js'
import { prepareTask } from './task-env.js'
import {
  defaultAgentCacheDir,
  hostCaBundle,
  isSecretName,
  pickEnv,
  refusedTasks,
  setUpAgent,
} from './agent-setup.js'
import { backoffDelayMs, defaultRunId, interleavedAttempts, type ScheduledAttempt } from './schedule.js'

export interface RetryOptions {
  /** Extra tries after the first, for infrastructure faults only (never task failures or timeouts). */
  maxRetries: number
  baseDelayMs: number
  factor: number
}

export interface RunCounts {
  total: number
  started: number
  finished: number
  passed: number
  failed: number
  errors: number
  /** Attempts taken from an earlier run folder (resume). */
  reused: number
}

export type RunProgressEvent =
  | { type: 'run-started'; runId: string; runDir: string; counts: RunCounts }
  | { type: 'attempt-started'; task: Task; attempt: number; counts: RunCounts }
  | {
      type: 'attempt-retry'
      task: Task
      attempt: number
      retry: number
      reason: string
      delayMs: number
      counts: RunCounts
    }
  | { type: 'attempt-finished'; task: Task; result: AttemptResult; attemptDir: string; counts: RunCounts }
  | (ImageEvent & { counts: RunCounts })
  | { type: 'run-finished'; summary: RunSummary; counts: RunCounts }

export interface RunOptions {
  tasks: readonly Task[]
  invalidTasks?: readonly InvalidTask[]
  agent: AgentSpec
  model?: string | null
  /** k: attempts per task (default 1). */
  attempts?: number
  /** Attempts running at once (default 2, as Helios). */
  concurrency?: number
  outputDir: string
  /** Default `run_<yyyymmdd_hhmmss>` (UTC). */
  runId?: string
  /** Benchmark label (one sticky comment per label). Default `default`. */
  label?: string
  /** Keep valid result.json files of an existing run folder; run only the missing attempts. */
  resume?: boolean
  /** Multiplies agent and verifier timeouts (default 1). */
  timeoutMultiplier?: number
  /** Host variables passed to the agent phase only, by name; their values are redacted in our files. */
  agentEnvNames?: readonly string[]
  /** Host environment for `agentEnvNames` and `${VAR}` in task env tables (default process.env). */
  hostEnv?: Record<string, string | undefined>
  retry?: Partial<RetryOptions>
  /** Awaited after each attempt's files are written (the action uploads them from here). */
  onAttemptComplete?: (result: AttemptResult, attemptDir: string) => void | Promise<void>
  onProgress?: (event: RunProgressEvent) => void
  signal?: AbortSignal
  /** Default `new Docker()`: DOCKER_HOST (unix, tcp, ssh) works unchanged. */
  docker?: Docker
  /** Set for a matrix shard: the summary is `shard_summary.json` with kind `shard`. */
  shard?: { index: number; count: number }
  source?: RunSource | null
  /**
   * 1-based number of each task in the whole benchmark (parallel to `tasks`), for `<NNN>_<slug>`.
   * Shards pass their global numbers so folders of all shards merge without clashes. Default 1..n.
   */
  taskNumbers?: readonly number[]
  /** Remove this run's containers on SIGINT/SIGTERM, then re-raise (default true). */
  handleSignals?: boolean
  pidsLimit?: number
  /** Cap per written log file (agent stdout/stderr, each copied file). Default 64 MiB. */
  logCapBytes?: number
  /** `host`: attempt containers share the host network (a model server on localhost). */
  agentNetwork?: 'host' | null
  /** Host folder copied into each container at /helios/agent before the agent phase. */
  agentDir?: string | null
  /** Where installed agent CLIs are kept between runs (default: agentCacheDir()). */
  agentCacheDir?: string
  /** Log lines of the run's setup (agent install). */
  onLog?: (message: string) => void
  /** Stop what the agent phase left running and planted Python files before the verifier (default true). */
  verifierGuard?: boolean
}

export const DEFAULT_RETRY: RetryOptions = { maxRetries: 2, baseDelayMs: 1000, factor: 2 }
export const DEFAULT_PIDS_LIMIT = 4096

export class RunAbortedError extends Error {
  constructor(readonly runDir: string) {
    super(`run aborted; finished attempts are kept in ${runDir} (use resume to finish it)`)
    this.name = 'RunAbortedError'
  }
}

export class RunOptionsError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RunOptionsError'
  }
}

export function summaryFileName(shard: RunOptions['shard']): string {
  return shard ? 'shard_summary.json' : 'run_summary.json'
}

export async function runBenchmark(options: RunOptions): Promise<RunSummary> {
  const attempts = options.attempts ?? 1
  const concurrency = options.concurrency ?? 2
  if (!Number.isInteger(attempts) || attempts < 1)
    throw new RunOptionsError(`attempts must be an integer ≥ 1 (got ${attempts})`)
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RunOptionsError(`concurrency must be an integer ≥ 1 (got ${concurrency})`)
  }
  if (options.taskNumbers && options.taskNumbers.length !== options.tasks.length) {
    throw new RunOptionsError('taskNumbers must have one number per task')
  }
  const model = options.model ?? null
  const agent = resolveAgent(options.agent, model)
  const hostEnv = options.hostEnv ?? process.env
  const optional = agent.optionalEnv ?? []
  const agentHostEnv = pickEnv(hostEnv, [
    ...(options.agentEnvNames ?? []),
    ...agent.requiredEnv,
    ...optional.filter(isSecretName),
  ])
  const agentPlainEnv = pickEnv(
    hostEnv,
    optional.filter((name) => !isSecretName(name)),
  )
  const runId = options.runId ?? defaultRunId(new Date())
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(runId))
    throw new RunOptionsError(`run id "${runId}" must be letters, digits, . _ -`)
  const runDir = join(options.outputDir, runId)
  const docker = options.docker ?? new Docker()
  const retry: RetryOptions = { ...DEFAULT_RETRY, ...options.retry }
  const startedAt = new Date()
  await mkdir(runDir, { recursive: true })

  const counts: RunCounts = {
    total: options.tasks.length * attempts,
    started: 0,
    finished: 0,
    passed: 0,
    failed: 0,
    errors: 0,
    reused: 0,
  }
  const emit = (event: RunProgressEvent) => options.onProgress?.(event)
  const images = new ImageCache(docker, {
    buildLogDir: join(runDir, 'builds'),
    onEvent: (event) => emit({ ...event, counts: { ...counts } }),
  })
  const tracker = new ContainerTracker()
  const oomWatcher = await OomWatcher.start(docker, runId)
  const internal = new AbortController()
  const onAbort = () => internal.abort()
  // Interrupted: kill what runs now (each attempt then finishes as aborted and removes nothing twice).
  internal.signal.addEventListener('abort', () => {
    for (const id of tracker.ids()) void removeContainer(docker, id)
  })
  options.signal?.addEventListener('abort', onAbort)
  if (options.signal?.aborted) internal.abort()
  const unregister =
    options.handleSignals === false
      ? () => undefined
      : registerRunForSignals({ docker, runId, tracker, abort: onAbort })

  const outputDirs = options.tasks.map((task, i) =>
    taskOutputDirName(options.taskNumbers?.[i] ?? i + 1, task.name),
  )
  const results: AttemptResult[][] = options.tasks.map(() => [])
  const prepared = options.tasks.map((task) => prepareTask(task, hostEnv, agentHostEnv))
  const refused = refusedTasks(options.tasks, agent)
  const setup = await setUpAgent(agent, {
    docker,
    cacheDir: options.agentCacheDir ?? defaultAgentCacheDir(hostEnv),
    hostEnv,
    log: options.onLog ?? (() => undefined),
    signal: options.signal,
  })
  // Set by the first attempt whose agent got an answer every later one would get (a bad key).
  let fatal: string | null = null
  const tally = (result: AttemptResult) => {
    counts.finished++
    if (result.status === 'passed') counts.passed++
    else if (result.status === 'failed') counts.failed++
    else counts.errors++
  }
  // Resume: results already on disk are taken as they are; only the rest is scheduled, in order.
  const schedule: ScheduledAttempt[] = []
  for (const item of interleavedAttempts(options.tasks.length, attempts)) {
    if (refused.has(item.taskIndex)) continue
    const attemptDir = join(runDir, outputDirs[item.taskIndex]!, attemptDirName(item.attempt))
    const previous = options.resume
      ? await readPreviousResult(attemptDir, options.tasks[item.taskIndex]!, agent.name)
      : null
    if (previous) {
      results[item.taskIndex]!.push(previous)
      counts.reused++
      tally(previous)
    } else {
      schedule.push(item)
    }
  }
  emit({ type: 'run-started', runId, runDir, counts: { ...counts } })

  let callbackError: unknown = null
  const limit = pLimit(concurrency)
  try {
    await Promise.all(
      schedule.map(({ taskIndex, attempt }) =>
        limit(async () => {
          const task = options.tasks[taskIndex]!
          const attemptDir = join(runDir, outputDirs[taskIndex]!, attemptDirName(attempt))
          if (internal.signal.aborted) return
          counts.started++
          emit({ type: 'attempt-started', task, attempt, counts: { ...counts } })
          const finished = await attemptWithRetries(
            {
              docker,
              runId,
              task,
              attempt,
              attemptDir,
              agent,
              model,
              image: () => images.ensure(task),
              verifierImage: () => images.ensureVerifier(task),
              timeoutMultiplier: options.timeoutMultiplier ?? 1,
              env: prepared[taskIndex]!.env,
              agentHostEnv,
              agentPlainEnv,
              prepared: setup.prepared,
              agentNetwork: options.agentNetwork ?? null,
              agentDir: options.agentDir ?? null,
              caBundle: hostCaBundle(hostEnv),
              verifierGuard: options.verifierGuard ?? true,
              secrets: prepared[taskIndex]!.secrets,
              pidsLimit: options.pidsLimit ?? DEFAULT_PIDS_LIMIT,
              logCapBytes: options.logCapBytes ?? DEFAULT_LOG_CAP_BYTES,
              tracker,
              oomWatcher,
              signal: internal.signal,
            },
            prepared[taskIndex]!.envError ?? setup.error ?? (fatal ? `not started: ${fatal}` : null),
            retry,
            (retryNumber, reason, delayMs) =>
              emit({
                type: 'attempt-retry',
                task,
                attempt,
                retry: retryNumber,
                reason,
                delayMs,
                counts: { ...counts },
              }),
          )
          if (!finished) return // aborted: no result file, so resume runs it again
          const { result } = finished
          fatal ??= finished.fatal
          await writeJsonAtomic(join(attemptDir, 'result.json'), result)
          results[taskIndex]!.push(result)
          tally(result)
          emit({ type: 'attempt-finished', task, result, attemptDir, counts: { ...counts } })
          try {
            await options.onAttemptComplete?.(result, attemptDir)
          } catch (error) {
            // Stop scheduling, let running attempts finish and clean up, then surface it.
            callbackError ??= error
            internal.abort()
          }
        }),
      ),
    )
  } finally {
    oomWatcher.stop()
    unregister()
    options.signal?.removeEventListener('abort', onAbort)
  }
  if (callbackError) throw callbackError
  if (internal.signal.aborted) throw new RunAbortedError(runDir)

  const taskSummaries = options.tasks.flatMap((task, i) =>
    refused.has(i)
      ? []
      : summarizeTask(
          {
            task_id: task.id,
            task_name: task.name,
            task_checksum: task.checksum,
            task_path: task.relativeDir,
            output_dir: outputDirs[i]!,
          },
          results[i]!,
        ),
  )
  const summary = summarizeRun(
    {
      kind: options.shard ? 'shard' : 'run',
      run_id: runId,
      label: options.label ?? 'default',
      shard: options.shard ?? null,
      agent: agent.name,
      model,
      attempts,
      concurrency,
      started_at: startedAt.toISOString(),
      finished_at: new Date().toISOString(),
      source: options.source ?? null,
    },
    taskSummaries,
    [...(options.invalidTasks ?? []), ...refused.values()],
    options.tasks.flatMap(taskWarnings),
  )
  await writeJsonAtomic(join(runDir, summaryFileName(options.shard)), summary)
  emit({ type: 'run-finished', summary, counts: { ...counts } })
  return summary
}

async function attemptWithRetries(
  spec: AttemptSpec,
  preflightError: string | null,
  retry: RetryOptions,
  onRetry: (retry: number, reason: string, delayMs: number) => void,
): Promise<{ result: AttemptResult; fatal: string | null } | null> {
  if (preflightError) {
    // The task's env cannot be expanded here, or the agent cannot run at all: recorded without a container.
    const outcome = await runAttempt({ ...spec, image: async () => ({ ok: false, reason: preflightError }) })
    return outcome.aborted ? null : { result: outcome.result, fatal: null }
  }
  for (let retries = 0; ; retries++) {
    const outcome = await runAttempt(spec)
    if (outcome.aborted) return null
    outcome.result.retries = retries
    if (!outcome.retryable || retries >= retry.maxRetries) {
      return { result: outcome.result, fatal: outcome.fatal }
    }
    const delayMs = backoffDelayMs(retries + 1, retry.baseDelayMs, retry.factor)
    onRetry(retries + 1, outcome.result.reason ?? 'infrastructure error', delayMs)
    await sleep(delayMs, undefined, { signal: spec.signal }).catch(() => undefined)
    if (spec.signal?.aborted) return null
  }
}

export type { AgentDefinition, AgentSpec }
