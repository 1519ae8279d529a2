// mode: run — one matrix shard: run its planned tasks k times, upload every attempt as soon as it
// finishes, then the shard summary. A cancelled job (SIGINT/SIGTERM) removes its containers and
// still uploads what finished.
import * as core from '@actions/core'
import { ProviderSettingsError } from '../run/environment/errors.js'
import { openEngine } from '../run/providers/engine.js'
import { openProvider, providerDescriptor } from '../run/providers/index.js'
import type { EnvironmentProvider } from '../run/environment/types.js'
import { writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import {
  attemptArtifactName,
  planArtifactUploads,
  shardAttemptsArtifactName,
  shardSummaryArtifactName,
  taskArtifactName,
} from '../github/artifact-names.js'
import { listFiles, type UploadOutcome } from '../github/artifacts.js'
import type { AttemptResult, RunSummary } from '../results/types.js'
import { renderShardSummary } from '../report/shard-summary.js'
import {
  runBenchmark,
  RunAbortedError,
  summaryFileName,
  type RunOptions,
  type TaskRunSettings,
} from '../run/runner.js'
import { plannedTaskOf, tasksOfRun } from '../config/bench-runs.js'
import { inputsOfRun, loadActionConfig } from './config-inputs.js'
import { taskOutputDirName } from '../task/slug.js'
import type { Task } from '../task/types.js'
import { uploadsRecord } from '../results/uploads-record.js'
import { defaultAgentCacheDir } from '../run/agent-setup.js'
import { interruptOnSignals } from '../run/interrupt.js'
import { jobImages, jobRegistry, logRunEvent, removeJobImages } from './job-images.js'
import { downloadPlan, loadPlannedTasks, planTaskNumbers } from './planned-tasks.js'
import { actionAgentSpec, assertActionAgentCanRun } from './agent-check.js'
import { modelTypoWarning } from '../run/agents/model-catalogue.js'
import {
  restoreAgentInstall,
  restoreDisplayBundle,
  saveCachedFolder,
  type AgentCacheEntry,
} from './agent-cache.js'
import { benchmarkRunId, runSource, type WorkflowContext } from './context.js'
import { InputError, type ActionInputs } from './inputs.js'
import type { ActionClients } from './clients.js'

export async function runMode(
  given: ActionInputs,
  ctx: WorkflowContext,
  clients: ActionClients,
): Promise<RunSummary> {
  const { inputs, ofTasks } = await withConfig(given, ctx)
  // What the agent needs (a key in env:, agent-network: host for a localhost server), before anything.
  assertActionAgentCanRun(inputs, ctx)
  const modelTypo = inputs.model === null ? null : modelTypoWarning(inputs.model)
  if (modelTypo !== null) core.warning(modelTypo)
  const runId = benchmarkRunId(ctx)
  const runDir = join(clients.outputDir, runId)
  const shardOfPlan = await loadShard(inputs, ctx, clients, runId)
  const { plan, shard, invalid, taskNumbers, taskDirById } = shardOfPlan
  const { tasks, taskSettings } = ofTasks(shardOfPlan.tasks)
  maskAgentEnv(inputs)
  const uploader = attemptUploader(inputs, clients, runDir, tasks, taskDirById, taskSettings)
  core.info(
    `Shard ${shard.index + 1}/${plan.shards.length}: ${tasks.length} task(s) × ${inputs.attempts} attempt(s), ${uploader.policy.mode} artifacts`,
  )
  const shardInfo = { index: shard.index, count: plan.shards.length }
  const options = actionRunOptions(inputs, ctx, clients, {
    tasks,
    invalidTasks: invalid,
    taskSettings,
    runId,
    taskNumbers,
    shard: shardInfo,
    onAttemptComplete: uploader.onAttemptComplete,
  })
  const { summary, cancelled } = await runShard(options, inputs)
  if (uploader.policy.mode === 'bundle' && tasks.length > 0) {
    uploader.upload(
      shardAttemptsArtifactName(inputs.label, shard.index, plan.shards.length),
      listFiles(runDir).then((f) => f.filter((p) => !p.endsWith('.json') || p.includes('attempt_'))),
    )
  }
  const summaryFile = await uploadShardSummary(inputs, clients, runDir, shardInfo, uploader)
  const k = String(inputs.attempts)
  core.setOutput('pass-at-k', String(summary.totals.pass_at_k[k] ?? 0))
  await writeRunOutputs(summary, summaryFile)
  if (cancelled)
    throw new Error(
      `Shard ${shard.index} was cancelled; ${summary.totals.attempts} finished attempt(s) were uploaded.`,
    )
  return summary
}

/** A job that ran attempts: its outputs (attempts passed and run, the summary file) and job summary. */
export async function writeRunOutputs(summary: RunSummary, summaryFile: string): Promise<void> {
  core.setOutput('passed', String(summary.totals.passed))
  core.setOutput('total', String(summary.totals.attempts))
  core.setOutput('summary-path', summaryFile)
  await core.summary.addRaw(renderShardSummary(summary), true).write()
}

/** The agent's secrets are masked before anything could print them. */
export function maskAgentEnv(inputs: ActionInputs): void {
  for (const agentEnv of inputs.agentEnv) {
    const value = process.env[agentEnv]
    if (value) core.setSecret(value)
    else core.warning(`agent-env names ${agentEnv}, but it is not set in this step's environment.`)
  }
}

/** The run options every job that runs attempts shares (run, confirm), from the inputs. */
export function actionRunOptions(
  inputs: ActionInputs,
  ctx: WorkflowContext,
  clients: ActionClients,
  job: Pick<
    RunOptions,
    'tasks' | 'invalidTasks' | 'taskSettings' | 'runId' | 'taskNumbers' | 'shard' | 'onAttemptComplete'
  >,
): RunOptions {
  return {
    ...job,
    agent: actionAgentSpec(inputs),
    agentNetwork: inputs.agentNetwork,
    agentDir: inputs.agentDir ? resolve(ctx.workspace, inputs.agentDir) : null,
    agentCacheDir: defaultAgentCacheDir(process.env),
    onLog: (message: string) => core.info(message),
    model: inputs.model,
    attempts: inputs.attempts,
    concurrency: inputs.concurrency,
    outputDir: clients.outputDir,
    label: inputs.label,
    timeoutMultiplier: inputs.timeoutMultiplier,
    agentEnvNames: inputs.agentEnv,
    retry: inputs.retry,
    budget: { maxCostUsd: inputs.runMaxCostUsd, maxTokens: inputs.runMaxTokens },
    source: runSource(ctx),
    ...(inputs.datasetRecord ? { dataset: inputs.datasetRecord } : {}),
    onProgress: logRunEvent,
  }
}

/** This job's shard of the plan: its tasks loaded, with their global numbers and folders. */
async function loadShard(inputs: ActionInputs, ctx: WorkflowContext, clients: ActionClients, runId: string) {
  const plan = await downloadPlan(inputs, clients, join(clients.outputDir, `${runId}-plan`))
  const shard = plan.shards[inputs.shard]
  if (!shard) {
    throw new InputError(
      `Input 'shard' is ${inputs.shard} but the plan has ${plan.shards.length} shard(s) (0 to ${plan.shards.length - 1}).`,
    )
  }
  const root = resolve(ctx.workspace, inputs.tasks)
  const { tasks, invalid } = await loadPlannedTasks(root, shard.task_paths, shard.task_ids)
  if (shard.index === 0) invalid.push(...(plan.invalid_tasks ?? []))
  const numberOfPath = planTaskNumbers(plan)
  const taskNumbers = tasks.map((t) => numberOfPath.get(t.relativeDir)!)
  const taskDirById = new Map(tasks.map((t, i) => [t.id, taskOutputDirName(taskNumbers[i]!, t.name)]))
  return { plan, shard, tasks, invalid, taskNumbers, taskDirById }
}

/** Uploads each attempt (or each task, or one bundle) as GitHub's 500-artifact limit allows. */
function attemptUploader(
  inputs: ActionInputs,
  clients: ActionClients,
  runDir: string,
  tasks: readonly Task[],
  taskDirById: ReadonlyMap<string, string>,
  taskSettings: readonly TaskRunSettings[],
) {
  const attemptsOf = tasks.map((_, i) => taskSettings[i]?.attempts ?? inputs.attempts)
  const policy = planArtifactUploads(
    attemptsOf.reduce((sum, n) => sum + n, 0),
    tasks.length,
  )
  const uploads: Promise<UploadOutcome>[] = []
  const upload = (name: string, files: Promise<string[]>) => {
    if (inputs.uploadAttempts)
      uploads.push(files.then((f) => clients.artifacts.uploadFolder(name, runDir, f)))
  }
  const attemptsLeft = new Map(tasks.map((t, i) => [t.id, attemptsOf[i]!]))
  const onAttemptComplete = (result: AttemptResult, attemptDir: string) => {
    const taskDir = taskDirById.get(result.task_id)!
    if (policy.mode === 'per-attempt')
      upload(attemptArtifactName(inputs.label, taskDir, result.attempt), listFiles(attemptDir))
    const left = (attemptsLeft.get(result.task_id) ?? 1) - 1
    attemptsLeft.set(result.task_id, left)
    if (policy.mode === 'per-task' && left === 0)
      upload(taskArtifactName(inputs.label, taskDir), listFiles(join(runDir, taskDir)))
  }
  return { policy, uploads, upload, onAttemptComplete }
}

/**
 * Runs the shard; a cancelled job (SIGINT/SIGTERM) stops the run, which removes its containers,
 * and gets the summary of the attempts that finished. The agent install is cached around it.
 */
export async function runShard(
  options: RunOptions,
  inputs: ActionInputs,
): Promise<{ summary: RunSummary; cancelled: boolean }> {
  // Docker runs on the job's engine, with the job's image store (registry, Actions cache). A remote
  // provider makes its own image source (Daytona: snapshots; Kubernetes: the registry's references
  // of what this job builds and pushes): the job's image store stays out.
  const engine = inputs.provider === 'docker' ? await openEngine() : null
  const provider = engine?.provider ?? (await jobProvider(inputs))
  const images = engine ? await jobImages(inputs, engine, join(options.outputDir, options.runId!)) : null
  const pushes = providerDescriptor(inputs.provider).pushesLocalImages === true
  const imageRegistry = pushes ? await jobRegistry(inputs) : null
  const interrupt = interruptOnSignals({
    provider,
    runIds: [options.runId!],
    onFirst: (signal) =>
      core.warning(
        `${signal}: stopping — running containers are removed, finished attempts are still uploaded.`,
      ),
    onStall: (reason) => core.error(`${reason}; stopping — running containers are removed.`),
  })
  const cached: (AgentCacheEntry | null)[] = []
  let summary: RunSummary
  let cancelled = false
  try {
    // Installed CLIs' install folders and the display tools bundle come from (and go to) the Actions cache.
    const info = (message: string) => core.info(message)
    cached.push(await restoreAgentInstall(options.agent, options.agentCacheDir!, provider, info))
    cached.push(await restoreDisplayBundle(options.tasks, options.agentCacheDir!, provider, info))
    summary = await runBenchmark({
      ...options,
      provider,
      ...(images ? { images } : {}),
      ...(imageRegistry ? { imageRegistry } : {}),
      signal: interrupt.signal,
    })
  } catch (error) {
    if (!(error instanceof RunAbortedError)) throw error
    cancelled = true
    summary = error.summary
  } finally {
    interrupt.dispose()
    if (images) await removeJobImages(inputs, images)
  }
  for (const entry of cached) await saveCachedFolder(entry, (message) => core.info(message))
  return { summary, cancelled }
}

/** A remote `provider:` (daytona, kubernetes): its client from the step's env, capped at the shard's concurrency. */
async function jobProvider(inputs: ActionInputs): Promise<EnvironmentProvider> {
  try {
    return await openProvider(inputs.provider, { concurrency: inputs.concurrency })
  } catch (error) {
    if (error instanceof ProviderSettingsError) throw new InputError(`Input 'provider': ${error.message}`)
    throw error
  }
}

/** The summary goes last and always, with a record of the uploads that failed for good. */
async function uploadShardSummary(
  inputs: ActionInputs,
  clients: ActionClients,
  runDir: string,
  shard: { index: number; count: number },
  uploader: ReturnType<typeof attemptUploader>,
): Promise<string> {
  const outcomes = await Promise.all(uploader.uploads)
  const failed = outcomes.filter((o) => !o.ok)
  for (const f of failed) core.warning(`Artifact ${f.name} was not uploaded: ${f.error}`)
  const summaryFile = join(runDir, summaryFileName(shard))
  const uploadsFile = join(runDir, 'uploads.json')
  await writeFile(uploadsFile, `${JSON.stringify(uploadsRecord(uploader.policy.mode, outcomes), null, 2)}\n`)
  const summaryUpload = await clients.artifacts.uploadFolder(
    shardSummaryArtifactName(inputs.label, shard.index, shard.count),
    runDir,
    [summaryFile, uploadsFile],
  )
  if (!summaryUpload.ok) throw new Error(`Could not upload the shard summary: ${summaryUpload.error}`)
  return summaryFile
}

/**
 * With `config`, the label's run of the config: its agent, model and settings where no input was
 * given, and each task's own settings and env. Without, the inputs as they are.
 */
async function withConfig(given: ActionInputs, ctx: WorkflowContext) {
  if (!given.config)
    return { inputs: given, ofTasks: (tasks: Task[]) => ({ tasks, taskSettings: tasks.map(() => ({})) }) }
  const loaded = await loadActionConfig(given, ctx)
  const { inputs, run } = inputsOfRun(loaded, given.label)
  const ofTasks = (tasks: Task[]) => {
    // The plan took only the tasks this run's model takes, so each has its entry here.
    const planned = new Map(tasksOfRun(loaded.config, run, tasks).map((p) => [p.task, p]))
    return {
      tasks: tasks.map((task) => {
        const p = planned.get(task)
        return p ? plannedTaskOf(p) : task
      }),
      taskSettings: tasks.map((task) => planned.get(task)?.settings ?? {}),
    }
  }
  return { inputs, ofTasks }
}
