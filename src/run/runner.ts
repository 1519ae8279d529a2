// The scheduler: the TypeScript counterpart of Helios' ParallelRunner. Attempts are interleaved
// across tasks, bounded by p-limit, retried only for infrastructure faults, and written to
// `<outputDir>/<runId>/<NNN>_<slug>/attempt_<NNN>/`; the summary is computed by pure code.
import { DEFAULT_RETRY_VALUES, RUN_SETTINGS } from '../settings/run.js'
import pLimit from 'p-limit'
import { SUBJECT_CAP_BYTES } from './subject-copy.js'
import { rm, rmdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { summarizeRun, summarizeTask } from '../results/summary.js'
import type { AppliedOverrides } from '../config/task-overrides.js'
import type { AgentEventListener } from './agents/agent-events.js'
import type { AttemptResult, RunDataset, RunSource, RunSummary } from '../results/types.js'
import { attemptDirName, taskOutputDirName } from '../task/slug.js'
import type { InvalidTask, Task } from '../task/types.js'
import { taskWarnings } from '../task/discover.js'
import { resolveAgent, type AgentDefinition, type AgentSpec } from './agents/index.js'
import { assertAgentCanRun } from './agents/preflight.js'
import { DEFAULT_COPY_CAP_BYTES, DEFAULT_LOG_CAP_BYTES, runAttempt, type AttemptSpec } from './attempt.js'
import { onAbort } from './on-abort.js'
import { EnvironmentTracker } from './cleanup.js'
import type {
  EnvironmentEvents,
  EnvironmentProvider,
  ImageEvent,
  ImageRegistry,
  ImageSource,
} from './environment/types.js'
import { runRefusal, taskRefusal } from './environment/capability-refusals.js'
import { providerOf, type DockerClient } from './providers/default-provider.js'
import { readPreviousResult, writeJsonAtomic } from './result-files.js'
import { BATCH_SUMMARY_FILE, batchSummary } from '../results/batch-summary.js'
import { claimRunFolder } from './run-folder.js'
import { sweepDeadOwners, sweepLine } from './owner-sweep.js'
import { OutputWriteError, writeFaultOf } from './write-fault.js'
import { prepareTask } from './task-env.js'
import {
  defaultAgentCacheDir,
  hostCaBundle,
  isSecretName,
  pickEnv,
  refusedTasks,
  wantsRelay,
  setUpAgent,
} from './agent-setup.js'
import { sweepDeadOwnersTempDirs, tempSweepLine } from './environment/owned-temp-dir.js'
import {
  otherRoleAgents,
  roleAgentOf,
  roleDefinitions,
  roleEnvNames,
  setUpRoleAgents,
  type RoleAgentSource,
  type RoleAgentsSetup,
} from './role-agents.js'
import {
  defaultRunId,
  interleavedAttempts,
  retryWaitSec,
  type RetryWait,
  type ScheduledAttempt,
} from './schedule.js'
import { addSpent, budgetSpent, nothingSpent, type RunBudget, type Spent } from './budget.js'
import { displayBundleSource } from './display/tools-bundle-build.js'

export interface RetryOptions extends RetryWait {
  /** Extra tries after the first, for infrastructure faults only (never an agent's failure or timeout). */
  maxRetries: number
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
  | {
      type: 'run-started'
      runId: string
      runDir: string
      counts: RunCounts
      /** Tasks this agent cannot run, refused before any build (a no-network task for a CLI). */
      refused: readonly InvalidTask[]
    }
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
  /**
   * Files written into the run folder once it is claimed, before any attempt (the CLI's
   * run_start.json, which lets a resume find a run that never wrote its summary).
   */
  startFiles?: Readonly<Record<string, string>>
  invalidTasks?: readonly InvalidTask[]
  agent: AgentSpec
  /** An agent made here rather than named (`helios run --interactive`'s shell); `agent` names the run's. */
  agentDefinition?: AgentDefinition
  /** Agents defined in code that trial roles may name (`agent = "<name>"`), by that name. */
  roleAgentDefinitions?: Readonly<Record<string, AgentDefinition>>
  model?: string | null
  /** k: attempts per task (default 1). */
  attempts?: number
  /** Attempts running at once (default 2, as Helios). */
  concurrency?: number
  outputDir: string
  /** Default `batch_<yyyymmdd_hhmmss>` (UTC). */
  runId?: string
  /** Benchmark label (one sticky comment per label). Default `default`. */
  label?: string
  /** The named dataset the tasks were fetched from, recorded in the summary. */
  dataset?: RunDataset
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
  /** Told the agent's steps as they happen (`helios run --watch`: the built-in agent). */
  onAgentEvent?: AgentEventListener
  /** Where attempts run. Default: Docker (see `docker`). */
  provider?: EnvironmentProvider
  /** Without `provider`: the Docker engine client. Default `new Docker()`: DOCKER_HOST (unix, tcp, ssh) works unchanged. */
  docker?: DockerClient
  /** Set for a matrix shard: the summary is `shard_summary.json` with kind `shard`. */
  shard?: { index: number; count: number }
  source?: RunSource | null
  /**
   * 1-based number of each task in the whole benchmark (parallel to `tasks`), for `<NNN>_<slug>`.
   * Shards pass their global numbers so folders of all shards merge without clashes. Default 1..n.
   */
  taskNumbers?: readonly number[]
  pidsLimit?: number
  /** Cap per written log file (agent stdout/stderr, each copied file). Default 64 MiB. */
  logCapBytes?: number
  /** Cap on all the files one attempt copies out of its environment (logs, artifacts). Default 256 MiB. */
  copyCapBytes?: number
  /** `host`: attempt containers share the host network (a model server on localhost). */
  agentNetwork?: 'host' | null
  /** Host folder copied into each container at /helios/agent before the agent phase. */
  agentDir?: string | null
  /** Where installed agent CLIs are kept between runs (default: agentCacheDir()). */
  agentCacheDir?: string
  /** Log lines of the run's setup (agent install). */
  onLog?: (message: string) => void
  /**
   * A shared-mode verifier in an environment of its own beside the agent's, where the provider can
   * (run/trust-boundary.ts); false runs it in the agent's environment, trusting the agent (default true).
   */
  verifierGuard?: boolean
  /** Bytes of the agent's subject one attempt may bring to its verifier (run/subject-copy.ts). */
  subjectCapBytes?: number
  /**
   * Images shared with other runs of this process (helios check's two passes): each environment is
   * built, or fails, once across them. Default: a cache of this run's own.
   */
  images?: ImageSource
  /** Where this run's own cache pulls missing images from and pushes built ones to (not with `images`). */
  imageRegistry?: ImageRegistry | null
  /** Once the finished attempts have used this much, no further attempt starts (they are not run). */
  budget?: Partial<RunBudget>
  /**
   * Per-task settings parallel to `tasks` (a run config's `[[tasks]]` overrides): a task's own
   * attempts and timeout multiplier instead of the run's. Default: the run's for every task.
   */
  taskSettings?: readonly (TaskRunSettings | undefined)[]
}

export interface TaskRunSettings {
  attempts?: number
  timeoutMultiplier?: number
  /** A bench config's overrides files for the task (already applied to it): recorded in config.json. */
  overrides?: AppliedOverrides
}

export const DEFAULT_RETRY: RetryOptions = DEFAULT_RETRY_VALUES
/**
 * Attempts in a row (in the order they finish) whose agent could not work — its model API kept
 * failing, it died before its first request — after which the run starts no further attempt.
 */
export const AGENT_ERROR_STREAK = 3
export const DEFAULT_PIDS_LIMIT = 4096

/** The run was interrupted; `summary` covers the attempts that finished and is on disk already. */
export class RunAbortedError extends Error {
  constructor(
    readonly runDir: string,
    readonly summary: RunSummary,
  ) {
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

/**
 * Runs every attempt into `<outputDir>/<runId>`, which it holds locked meanwhile (see run-lock.ts).
 * Throws RunAbortedError when interrupted, OutputWriteError when the output cannot be written.
 */
export async function runBenchmark(options: RunOptions): Promise<RunSummary> {
  const checked = checkRunOptions(options)
  // A missing key or an unreachable localhost is refused before any folder, install or container.
  const agent = options.agentDefinition ?? resolveAgent(options.agent, options.model ?? null)
  assertAgentCanRun(agent, options.hostEnv ?? process.env, options.agentNetwork ?? null)
  for (const role of roleDefinitions(roleSource(options, agent), options.tasks, options.model ?? null))
    assertAgentCanRun(role, options.hostEnv ?? process.env, options.agentNetwork ?? null)
  const provider = providerOf(options)
  const runDir = join(options.outputDir, checked.runId)
  const lock = await claimRunFolder({ runDir, runId: checked.runId, provider, log: options.onLog })
  // What killed processes left on this engine or account goes first; a sweep that fails is no reason not to run.
  const swept = sweepLine(await sweepDeadOwners(provider).catch(() => []))
  if (swept) options.onLog?.(swept)
  const sweptFolders = tempSweepLine(await sweepDeadOwnersTempDirs().catch(() => []))
  if (sweptFolders) options.onLog?.(sweptFolders)
  try {
    for (const [name, content] of Object.entries(options.startFiles ?? {}))
      await writeFile(join(runDir, name), content)
    const run = await startRun({ ...options, provider }, checked, runDir)
    try {
      const schedule = await scheduleAttempts(run)
      const refused = [...run.refused.values()]
      const counts = { ...run.counts }
      run.emit({ type: 'run-started', runId: run.runId, runDir: run.runDir, counts, refused })
      const limit = pLimit(run.concurrency)
      await Promise.all(schedule.map((item) => limit(() => runScheduledAttempt(run, item))))
      // Pushes run beside the attempts; the run is not over (the job may end) until they are done.
      if (!run.signal.aborted) await run.images.flush()
    } finally {
      run.dispose()
    }
    return await endRun(run)
  } finally {
    await lock.release()
  }
}

async function endRun(run: RunState): Promise<RunSummary> {
  if (run.callbackError) throw run.callbackError
  if (run.writeFault) throw await stopOnWriteFault(run, run.writeFault)
  try {
    // The runner owns an interrupted run's summary too: written like a finished one, from what finished.
    if (run.signal.aborted) throw new RunAbortedError(run.runDir, await finishRun(run, true))
    return await finishRun(run, false)
  } catch (error) {
    const fault = writeFaultOf(error, run.runDir)
    throw fault ? new OutputWriteError(fault, run.runDir, null) : error
  }
}

/**
 * The output could not be written: every attempt has stopped and removed its containers. The
 * folders of attempts without a result go (resume reruns them anyway; it frees room), then the
 * summary of those that finished is written if it fits.
 */
async function stopOnWriteFault(run: RunState, fault: NodeJS.ErrnoException): Promise<OutputWriteError> {
  for (const dir of run.unfinished) {
    await rm(dir, { recursive: true, force: true }).catch(() => null)
    await rmdir(dirname(dir)).catch(() => null) // the task's folder, when no attempt of it finished
  }
  try {
    const summary = await finishRun(run, true)
    const file = join(run.runDir, summaryFileName(run.options.shard))
    return new OutputWriteError(fault, run.runDir, { file, attempts: summary.totals.attempts })
  } catch {
    return new OutputWriteError(fault, run.runDir, null)
  }
}

/** What every attempt of one run shares: settings, clients, counters, results so far. */
interface RunState {
  options: RunOptions
  attempts: number
  concurrency: number
  runId: string
  runDir: string
  startedAt: Date
  provider: EnvironmentProvider
  agent: AgentDefinition
  model: string | null
  hostEnv: Record<string, string | undefined>
  agentHostEnv: Record<string, string>
  agentPlainEnv: Record<string, string>
  retry: RetryOptions
  counts: RunCounts
  emit: (event: RunProgressEvent) => void
  images: ImageSource
  tracker: EnvironmentTracker
  oomWatcher: EnvironmentEvents
  /** Aborted by the caller's signal, a handled signal, or a failing onAttemptComplete. */
  signal: AbortSignal
  abort: () => void
  dispose: () => void
  outputDirs: string[]
  results: AttemptResult[][]
  prepared: ReturnType<typeof prepareTask>[]
  refused: Map<number, InvalidTask>
  /** Per task: what it needs that the provider lacks (capability-refusals.ts); its attempts are errors with it. */
  providerRefusals: (string | null)[]
  /** The display tools bundle for GUI attempts, built on first use; null: none (no GUI task, no mounts). */
  displayBundle: ((image: string) => Promise<string | null>) | null
  setup: Awaited<ReturnType<typeof setUpAgent>>
  /** Trial roles' agents other than the run's, and their setup. */
  roles: RoleAgentSource
  roleSetup: RoleAgentsSetup
  /** Set by the first attempt whose agent got an answer every later one would get (a bad key). */
  fatal: string | null
  /** Attempts in a row, so far, that ended in an agent error (AGENT_ERROR_STREAK stops the run). */
  agentErrors: number
  /** Attempts not started because of `fatal` or the budget, as the summary lists them. */
  notStarted: { task_name: string; task_id: string; attempt: number }[]
  /** What the finished attempts have used, against `options.budget`. */
  spent: Spent
  /** Set once the budget is spent: no further attempt starts, and none is recorded. */
  budgetStop: string | null
  /** The first of `fatal` and `budgetStop`: the summary's `stopped.reason`. */
  stopReason: string | null
  callbackError: unknown
  /** The first write the output disk refused: the run stops (see write-fault.ts). */
  writeFault: NodeJS.ErrnoException | null
  /** Folders of attempts started and not yet recorded. */
  unfinished: Set<string>
}

/** Each task's attempts: its own setting, else the run's. */
function attemptsOfTasks(options: RunOptions, attempts: number): number[] {
  return options.tasks.map((_, i) => options.taskSettings?.[i]?.attempts ?? attempts)
}

function checkRunOptions(options: RunOptions): { attempts: number; concurrency: number; runId: string } {
  const attempts = options.attempts ?? RUN_SETTINGS.attempts.default
  const concurrency = options.concurrency ?? RUN_SETTINGS.concurrency.default
  if (!Number.isInteger(attempts) || attempts < 1)
    throw new RunOptionsError(`attempts must be an integer ≥ 1 (got ${attempts})`)
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RunOptionsError(`concurrency must be an integer ≥ 1 (got ${concurrency})`)
  }
  if (options.taskNumbers && options.taskNumbers.length !== options.tasks.length) {
    throw new RunOptionsError('taskNumbers must have one number per task')
  }
  if (options.taskSettings && options.taskSettings.length !== options.tasks.length)
    throw new RunOptionsError('taskSettings must have one entry per task')
  for (const n of options.taskSettings?.map((s) => s?.attempts) ?? [])
    if (n !== undefined && (!Number.isInteger(n) || n < 1))
      throw new RunOptionsError(`a task's attempts must be an integer ≥ 1 (got ${n})`)
  const runId = options.runId ?? defaultRunId(new Date())
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(runId))
    throw new RunOptionsError(`run id "${runId}" must be letters, digits, . _ -`)
  return { attempts, concurrency, runId }
}

async function startRun(
  options: RunOptions & { provider: EnvironmentProvider },
  { attempts, concurrency, runId }: ReturnType<typeof checkRunOptions>,
  runDir: string,
): Promise<RunState> {
  const model = options.model ?? null
  const agent = options.agentDefinition ?? resolveAgent(options.agent, model)
  const hostEnv = options.hostEnv ?? process.env
  const roles = roleSource(options, agent)
  const roleEnv = roleEnvNames(roles, options.tasks, model)
  const optional = [...(agent.optionalEnv ?? []), ...roleEnv.optional]
  const agentHostEnv = pickEnv(hostEnv, [
    ...(options.agentEnvNames ?? []),
    ...agent.requiredEnv,
    ...roleEnv.required,
    ...optional.filter(isSecretName),
  ])
  const agentPlainEnv = pickEnv(
    hostEnv,
    optional.filter((name) => !isSecretName(name)),
  )
  const provider = options.provider
  const startedAt = new Date()
  const counts: RunCounts = {
    total: attemptsOfTasks(options, attempts).reduce((sum, n) => sum + n, 0),
    ...{ started: 0, finished: 0, passed: 0, failed: 0, errors: 0, reused: 0 },
  }
  const emit = (event: RunProgressEvent) => options.onProgress?.(event)
  const images =
    options.images ??
    provider.images({ buildLogDir: join(runDir, 'builds'), registry: options.imageRegistry ?? null })
  const tracker = new EnvironmentTracker()
  const oomWatcher = await provider.watchEvents(runId)
  const unsubscribe = images.subscribe((event) => emit({ ...event, counts: { ...counts } }))
  const abort = watchAbort(options, tracker, oomWatcher, unsubscribe)
  let setup: RunState['setup']
  let roleSetup: RoleAgentsSetup
  try {
    setup = await agentSetup(options, agent, hostEnv)
    roleSetup = await setUpRoleAgents(
      roles,
      otherRoleAgents(options.tasks, agent.name),
      setup.prepared?.mounts ?? [],
      (role) => setupContext(options, hostEnv, wantsRelay(role, hostEnv, options.tasks)),
      model,
    )
  } catch (error) {
    abort.dispose() // no signal handler or event watcher outlives a run that did not start
    throw error
  }
  return {
    ...{ options, attempts, concurrency, runId, runDir, startedAt, provider, agent, model, hostEnv },
    ...{ agentHostEnv, agentPlainEnv, counts, emit, images, tracker, oomWatcher, ...abort },
    retry: { ...DEFAULT_RETRY, ...options.retry },
    outputDirs: options.tasks.map((task, i) =>
      taskOutputDirName(options.taskNumbers?.[i] ?? i + 1, task.name),
    ),
    results: options.tasks.map(() => []),
    prepared: options.tasks.map((task) => prepareTask(task, hostEnv, agentHostEnv)),
    refused: refusedTasks(options.tasks, agent, hostEnv),
    providerRefusals: options.tasks.map((task) => taskRefusal(task, provider)),
    displayBundle: runDisplayBundle(options, provider, hostEnv, runId),
    setup: { ...setup, error: setup.error ?? roleSetup.error },
    roles,
    roleSetup,
    fatal: null,
    agentErrors: 0,
    notStarted: [],
    spent: nothingSpent(),
    budgetStop: null,
    stopReason: null,
    callbackError: null,
    writeFault: null,
    unfinished: new Set(),
  }
}

/**
 * The agent's one-time setup (an install), unless the provider's capabilities refuse the run's
 * agent or flags: then no install, and every attempt records the refusal.
 */
function agentSetup(
  options: RunOptions & { provider: EnvironmentProvider },
  agent: AgentDefinition,
  hostEnv: Record<string, string | undefined>,
): Promise<RunState['setup']> {
  const { provider } = options
  const refusal = runRefusal(
    {
      agent: agent.name,
      mountsFromHost: agent.prepare !== undefined,
      agentNetwork: options.agentNetwork ?? null,
    },
    provider,
  )
  if (refusal) return Promise.resolve({ prepared: null, error: refusal })
  return setUpAgent(agent, setupContext(options, hostEnv, wantsRelay(agent, hostEnv, options.tasks)))
}

function setupContext(
  options: RunOptions & { provider: EnvironmentProvider },
  hostEnv: Record<string, string | undefined>,
  relay: boolean,
): Parameters<typeof setUpAgent>[1] {
  return {
    provider: options.provider,
    cacheDir: options.agentCacheDir ?? defaultAgentCacheDir(hostEnv),
    hostEnv,
    log: options.onLog ?? (() => undefined),
    ...(options.signal ? { signal: options.signal } : {}),
    relay,
  }
}

function roleSource(options: RunOptions, agent: AgentDefinition): RoleAgentSource {
  return {
    runSpec: options.agent,
    runAgent: agent,
    ...(options.roleAgentDefinitions ? { definitions: options.roleAgentDefinitions } : {}),
  }
}

/**
 * The run's own abort, fed by the caller's signal (entrypoints turn SIGINT/SIGTERM into it, see
 * interrupt.ts; the library never handles process signals itself).
 */
function watchAbort(
  options: RunOptions,
  tracker: EnvironmentTracker,
  oomWatcher: EnvironmentEvents,
  unsubscribe: () => void,
): Pick<RunState, 'signal' | 'abort' | 'dispose'> {
  const internal = new AbortController()
  const abort = () => internal.abort()
  // Interrupted: kill what runs now (each attempt then finishes as aborted and removes nothing twice).
  internal.signal.addEventListener('abort', () => {
    for (const environment of tracker.all()) void environment.remove()
  })
  const stopWatching = onAbort(options.signal, abort)
  const dispose = () => {
    oomWatcher.close()
    unsubscribe()
    stopWatching()
  }
  return { signal: internal.signal, abort, dispose }
}

function tally(counts: RunCounts, result: AttemptResult): void {
  counts.finished++
  if (result.status === 'passed') counts.passed++
  else if (result.status === 'failed') counts.failed++
  else counts.errors++
}

/** Resume: results already on disk are taken as they are; only the rest is scheduled, in order. */
async function scheduleAttempts(run: RunState): Promise<ScheduledAttempt[]> {
  const schedule: ScheduledAttempt[] = []
  const perTask = attemptsOfTasks(run.options, run.attempts)
  for (const item of interleavedAttempts(run.options.tasks.length, run.attempts, perTask)) {
    if (run.refused.has(item.taskIndex)) continue
    const attemptDir = join(run.runDir, run.outputDirs[item.taskIndex]!, attemptDirName(item.attempt))
    const previous = run.options.resume
      ? await readPreviousResult(attemptDir, run.options.tasks[item.taskIndex]!, run.agent.name)
      : null
    if (previous) {
      run.results[item.taskIndex]!.push(previous)
      run.counts.reused++
      tally(run.counts, previous)
      addSpent(run.spent, previous.usage)
    } else {
      schedule.push(item)
    }
  }
  // A resumed run whose earlier attempts spent the budget starts none.
  run.budgetStop ??= budgetSpent(run.options.budget, run.spent)
  run.stopReason ??= run.budgetStop
  return schedule
}

/** One attempt, retried as needed, recorded; a write fault in it stops the run instead. */
async function runScheduledAttempt(run: RunState, item: ScheduledAttempt): Promise<void> {
  const attemptDir = join(run.runDir, run.outputDirs[item.taskIndex]!, attemptDirName(item.attempt))
  if (run.signal.aborted) return
  if (run.budgetStop) {
    // Not run, so not recorded: no result file (a resume runs it), never counted as a failure.
    const task = run.options.tasks[item.taskIndex]!
    run.notStarted.push({ task_name: task.name, task_id: task.id, attempt: item.attempt })
    return
  }
  run.unfinished.add(attemptDir)
  try {
    if (await attemptAndRecord(run, item, attemptDir)) run.unfinished.delete(attemptDir)
  } catch (error) {
    const fault = writeFaultOf(error, run.runDir)
    if (!fault) throw error
    run.writeFault ??= fault
    run.abort() // stop scheduling; the running attempts' containers are removed now
  }
}

/** True once the attempt's result is written and counted. */
async function attemptAndRecord(
  run: RunState,
  { taskIndex, attempt }: ScheduledAttempt,
  attemptDir: string,
): Promise<boolean> {
  const task = run.options.tasks[taskIndex]!
  run.counts.started++
  run.emit({ type: 'attempt-started', task, attempt, counts: { ...run.counts } })
  const prepared = run.prepared[taskIndex]!
  const stoppedBy = run.fatal
  // What keeps this attempt from any environment: its env, what the provider lacks, the agent's setup.
  const cannotRun = prepared.envError ?? run.providerRefusals[taskIndex] ?? run.setup.error
  const finished = await attemptWithRetries(
    attemptSpec(run, taskIndex, attempt, attemptDir, prepared),
    cannotRun ?? (stoppedBy ? `not started: ${stoppedBy}` : null),
    run.retry,
    (retry, reason, delayMs) =>
      run.emit({ type: 'attempt-retry', task, attempt, retry, reason, delayMs, counts: { ...run.counts } }),
  )
  if (!finished) return false // aborted: no result file, so resume runs it again
  const { result } = finished
  if (stoppedBy && !cannotRun) run.notStarted.push({ task_name: task.name, task_id: task.id, attempt })
  run.fatal ??= lastingFault(run, finished)
  await writeJsonAtomic(join(attemptDir, 'result.json'), result)
  run.results[taskIndex]!.push(result)
  tally(run.counts, result)
  addSpent(run.spent, result.usage)
  run.budgetStop ??= budgetSpent(run.options.budget, run.spent)
  run.stopReason ??= run.fatal ?? run.budgetStop
  run.emit({ type: 'attempt-finished', task, result, attemptDir, counts: { ...run.counts } })
  try {
    await run.options.onAttemptComplete?.(result, attemptDir)
  } catch (error) {
    // Stop scheduling, let running attempts finish and clean up, then surface it.
    run.callbackError ??= error
    run.abort()
  }
  return true
}

function attemptSpec(
  run: RunState,
  taskIndex: number,
  attempt: number,
  attemptDir: string,
  prepared: RunState['prepared'][number],
): AttemptSpec {
  const { options } = run
  const task = options.tasks[taskIndex]!
  return {
    ...{
      provider: run.provider,
      runId: run.runId,
      task,
      attempt,
      attemptDir,
      agent: run.agent,
      model: run.model,
    },
    image: () => run.images.ensure(task),
    verifierImage: () => run.images.ensureVerifier(task),
    serviceImage: (service) => run.images.ensureService(task, service),
    timeoutMultiplier:
      options.taskSettings?.[taskIndex]?.timeoutMultiplier ??
      options.timeoutMultiplier ??
      RUN_SETTINGS['timeout-multiplier'].default,
    overrides: options.taskSettings?.[taskIndex]?.overrides ?? null,
    ...(options.onAgentEvent ? { onAgentEvent: options.onAgentEvent } : {}),
    env: prepared.env,
    agentHostEnv: run.agentHostEnv,
    agentPlainEnv: run.agentPlainEnv,
    prepared: run.setup.prepared,
    agentNetwork: options.agentNetwork ?? null,
    agentDir: options.agentDir ?? null,
    caBundle: hostCaBundle(run.hostEnv),
    verifierGuard: options.verifierGuard ?? true,
    subjectCapBytes: options.subjectCapBytes ?? SUBJECT_CAP_BYTES,
    secrets: prepared.secrets,
    pidsLimit: options.pidsLimit ?? DEFAULT_PIDS_LIMIT,
    logCapBytes: options.logCapBytes ?? DEFAULT_LOG_CAP_BYTES,
    copyCapBytes: options.copyCapBytes ?? DEFAULT_COPY_CAP_BYTES,
    tracker: run.tracker,
    oomWatcher: run.oomWatcher,
    signal: run.signal,
    roleAgent: (agent, model) => roleAgentOf(run.roles, agent, model),
    rolePrepared: run.roleSetup.prepared,
    roleMounts: run.roleSetup.mounts,
    ...(run.displayBundle ? { displayBundle: run.displayBundle } : {}),
  }
}

/** Where the run has GUI tasks and the provider can build and mount it: the display tools bundle. */
function runDisplayBundle(
  options: RunOptions,
  provider: EnvironmentProvider,
  hostEnv: Record<string, string | undefined>,
  runId: string,
): RunState['displayBundle'] {
  if (!provider.capabilities.displayBundle || !options.tasks.some((task) => task.config.environment.display))
    return null
  return displayBundleSource({
    provider,
    cacheDir: options.agentCacheDir ?? defaultAgentCacheDir(hostEnv),
    runId,
    log: options.onLog ?? (() => undefined),
  })
}

/** The run summary from every task's results (an interrupted run: tasks with one), written atomically. */
async function finishRun(run: RunState, interrupted: boolean): Promise<RunSummary> {
  const { options } = run
  const planned = attemptsOfTasks(options, run.attempts)
  const taskSummaries = options.tasks.flatMap((task, i) => {
    const results = run.results[i]!
    if (run.refused.has(i) || results.length === 0) return []
    const summary = summarizeTask(
      {
        task_id: task.id,
        task_name: task.name,
        task_checksum: task.checksum,
        task_path: task.relativeDir,
        output_dir: run.outputDirs[i]!,
      },
      results,
    )
    const unfinished = planned[i]! - results.length
    return unfinished > 0 ? { ...summary, unfinished } : summary
  })
  const summary = summarizeRun(
    {
      kind: options.shard ? 'shard' : 'run',
      run_id: run.runId,
      label: options.label ?? 'default',
      shard: options.shard ?? null,
      agent: run.agent.name,
      model: run.model,
      attempts: run.attempts,
      concurrency: run.concurrency,
      started_at: run.startedAt.toISOString(),
      finished_at: new Date().toISOString(),
      source: options.source ?? null,
      stopped: stoppedRecord(run, interrupted, planned),
      ...(options.dataset ? { dataset: options.dataset } : {}),
    },
    taskSummaries,
    [...(options.invalidTasks ?? []), ...run.refused.values()],
    options.tasks.flatMap(taskWarnings),
  )
  await writeJsonAtomic(join(run.runDir, summaryFileName(options.shard)), summary)
  // Helios' batch mode's own aggregate, in its field names; a shard's is the merged run's business.
  if (!options.shard) await writeJsonAtomic(join(run.runDir, BATCH_SUMMARY_FILE), batchSummary(summary))
  if (!interrupted) run.emit({ type: 'run-finished', summary, counts: { ...run.counts } })
  return summary
}

/**
 * Why the run stopped early and every attempt it did not run, or null when it ran them all. The
 * attempts not run are those of its valid tasks without a result, plus those an agent fault
 * recorded as `not started:` errors.
 */
function stoppedRecord(run: RunState, interrupted: boolean, planned: number[]): RunSummary['stopped'] {
  const cause = run.writeFault
    ? 'output'
    : run.fatal
      ? 'agent'
      : run.budgetStop
        ? 'budget'
        : interrupted
          ? 'interrupted'
          : null
  if (cause === null) return null
  const reason =
    cause === 'output'
      ? `the output could not be written (${run.writeFault?.code ?? 'write failed'})`
      : (run.stopReason ?? interruptionReason(run.options.signal))
  const notRun = new Map(run.notStarted.map((entry) => [`${entry.task_id}\0${entry.attempt}`, entry]))
  run.options.tasks.forEach((task, i) => {
    if (run.refused.has(i)) return
    const ran = new Set(run.results[i]!.map((r) => r.attempt))
    for (let attempt = 1; attempt <= planned[i]!; attempt++) {
      if (!ran.has(attempt))
        notRun.set(`${task.id}\0${attempt}`, { task_name: task.name, task_id: task.id, attempt })
    }
  })
  const attemptsPlanned = planned.reduce((sum, n, i) => (run.refused.has(i) ? sum : sum + n), 0)
  return { reason, cause, attempts_planned: attemptsPlanned, not_started: [...notRun.values()] }
}

/** `interrupted by SIGINT` (interrupt.ts gives that reason), else a plain `interrupted`. */
function interruptionReason(signal: AbortSignal | undefined): string {
  const reason: unknown = signal?.reason
  if (typeof reason === 'string' && reason !== '') return reason
  if (reason instanceof Error && reason.name !== 'AbortError' && reason.message !== '') return reason.message
  return 'interrupted'
}

/**
 * Why the run starts no further attempt after this one, if it should: an answer every attempt
 * would get (a bad key, an unreachable model server), or the AGENT_ERROR_STREAK-th agent error in
 * a row. An attempt that passed or failed ends a streak; other errors (Docker, the task) leave it.
 */
function lastingFault(run: RunState, finished: FinishedAttempt): string | null {
  if (finished.fatal) return finished.fatal
  if (finished.agentError === null) {
    if (finished.result.status !== 'error') run.agentErrors = 0
    return null
  }
  run.agentErrors++
  if (run.agentErrors < AGENT_ERROR_STREAK) return null
  return `${run.agentErrors} attempts in a row ended in an agent error, the last: ${finished.agentError}`
}

type RetryRecord = NonNullable<AttemptResult['retried']>[number]

type FinishedAttempt = { result: AttemptResult; fatal: string | null; agentError: string | null }

async function attemptWithRetries(
  spec: AttemptSpec,
  preflightError: string | null,
  retry: RetryOptions,
  onRetry: (retry: number, reason: string, delayMs: number) => void,
): Promise<FinishedAttempt | null> {
  if (preflightError) {
    // The task's env cannot be expanded here, or the agent cannot run at all: recorded without a container.
    const outcome = await runAttempt({ ...spec, image: async () => ({ ok: false, reason: preflightError }) })
    return outcome.aborted ? null : { result: outcome.result, fatal: null, agentError: null }
  }
  const retried: RetryRecord[] = []
  for (let retries = 0; ; retries++) {
    const outcome = await runAttempt(spec)
    if (outcome.aborted) return null
    outcome.result.retries = retries
    if (retried.length > 0) outcome.result.retried = [...retried]
    if (!outcome.retryable || retries >= retry.maxRetries) {
      return { result: outcome.result, fatal: outcome.fatal, agentError: outcome.agentError }
    }
    const reason = outcome.result.reason ?? 'infrastructure error'
    const waitSec = retryWaitSec(retries + 1, retry)
    retried.push({ reason, wait_sec: waitSec })
    const delayMs = Math.round(waitSec * 1000)
    onRetry(retries + 1, reason, delayMs)
    await sleep(delayMs, undefined, { signal: spec.signal }).catch(() => undefined)
    if (spec.signal?.aborted) return null
  }
}

export type { AgentDefinition, AgentSpec }
