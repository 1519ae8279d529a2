// mode: confirm — the confirmation round: extra attempts on the tasks the report job named (its
// `confirm-tasks` output), `attempts` each, at the checkout the workflow gave: this workflow run's
// commit for the head side, the baseline's (the report's `baseline-sha`) for `confirm-side: base`.
// Only tasks of this run's plan are run (a name is looked up, never used as a path or a command;
// a task whose files differ at the checkout is invalid, not run). The round's summary is uploaded
// only when the round finished: a cancelled round leaves the first verdict standing. With
// `confirm-rounds` > 1 on the report jobs, the head side goes on with rounds 3 on (laterRounds).
import * as core from '@actions/core'
import { mkdir, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import {
  confirmArtifactName,
  confirmAttemptsArtifactName,
  confirmBaseArtifactName,
  confirmBaseAttemptsArtifactName,
  confirmPlanArtifactName,
  confirmRoundArtifactName,
  confirmRoundAttemptsArtifactName,
} from '../github/artifact-names.js'
import { listFiles } from '../github/artifacts.js'
import { messageOf } from '../narrow.js'
import {
  CONFIRM_PLAN_FILE,
  parseConfirmPlanRecord,
  type ConfirmPlanRecord,
} from '../results/confirm-plan-record.js'
import { planLaterRound, type ConfirmationRound } from '../results/confirm-rounds.js'
import type { RunSummary } from '../results/types.js'
import { assertActionAgentCanRun } from './agent-check.js'
import { benchmarkRunId, type WorkflowContext } from './context.js'
import { InputError, type ActionInputs } from './inputs.js'
import { downloadPlan, loadPlannedTasks, plannedPaths, planTaskNumbers } from './planned-tasks.js'
import { actionRunOptions, maskAgentEnv, runShard, writeRunOutputs } from './run-mode.js'
import type { ActionClients } from './clients.js'

export async function confirmMode(
  inputs: ActionInputs,
  ctx: WorkflowContext,
  clients: ActionClients,
): Promise<RunSummary | null> {
  const onBase = inputs.confirmSide === 'base'
  const side = onBase ? "The confirmation round's base side" : 'The confirmation round'
  // The report gives a side no attempts (0) when it plans none there: nothing to run or upload.
  if (inputs.attempts === 0) {
    core.info(`${side}: the report asked for no attempts (attempts: 0); nothing to run.`)
    return null
  }
  assertActionAgentCanRun(inputs, ctx)
  const plan = await downloadPlan(
    inputs,
    clients,
    join(clients.outputDir, `${benchmarkRunId(ctx)}-${onBase ? 'confirm-base' : 'confirm'}-plan`),
  )
  const pathOf = plannedPaths(plan)
  const unknown = inputs.confirmTasks.filter((id) => !pathOf.has(id))
  if (unknown.length > 0) {
    const named = unknown.slice(0, 3).map((id) => JSON.stringify(id.slice(0, 120)))
    throw new InputError(
      `Input 'confirm-tasks' names ${unknown.length} task(s) this run's plan does not have (${named.join(', ')}); give the \`confirm-tasks\` output of this workflow run's report job.`,
    )
  }
  maskAgentEnv(inputs)
  const job: RoundJob = { inputs, ctx, clients, pathOf, numbers: planTaskNumbers(plan) }
  const summary = await runRound(job, inputs.confirmTasks, inputs.attempts, {
    side,
    suffix: onBase ? 'confirm-base' : 'confirm',
    summary: (onBase ? confirmBaseArtifactName : confirmArtifactName)(inputs.label),
    attempts: (onBase ? confirmBaseAttemptsArtifactName : confirmAttemptsArtifactName)(inputs.label),
    lost: onBase ? "the final verdict uses the head's attempts only" : 'the first verdict stands',
  })
  if (!onBase) await laterRounds(job, summary)
  return summary
}

export interface RoundJob {
  inputs: ActionInputs
  ctx: WorkflowContext
  clients: ActionClients
  /** The plan's task folders and numbers by task id. */
  pathOf: Map<string, string>
  numbers: Map<string, number>
}

export interface RoundNames {
  /** How the log and errors name the round. */
  side: string
  /** The run folder is `<run id>-<suffix>`. */
  suffix: string
  summary: string
  attempts: string
  /** What the final report makes of a round that left no summary. */
  lost: string
}

/**
 * One round: `ids` × `attempts` at this checkout, its attempts uploaded, then its summary, only
 * when it finished (a cancelled round throws: the final report reads the rounds before it).
 */
async function runRound(job: RoundJob, ids: readonly string[], attempts: number, names: RoundNames) {
  const { inputs, ctx, clients } = job
  const runId = `${benchmarkRunId(ctx)}-${names.suffix}`
  const runDir = join(clients.outputDir, runId)
  const { tasks, invalid } = await loadPlannedTasks(
    resolve(ctx.workspace, inputs.tasks),
    ids.map((id) => job.pathOf.get(id)!),
    [...ids],
  )
  core.info(`${names.side}: ${tasks.length} task(s) × ${attempts} more attempt(s)`)
  const options = actionRunOptions({ ...inputs, attempts }, ctx, clients, {
    tasks,
    invalidTasks: invalid,
    runId,
    taskNumbers: tasks.map((t) => job.numbers.get(t.relativeDir)!),
  })
  const { summary, cancelled } = await runShard(options, inputs)
  const files = await listFiles(runDir)
  const bundle = await clients.artifacts.uploadFolder(names.attempts, runDir, files)
  if (!bundle.ok) core.warning(`${names.side}'s attempts were not uploaded: ${bundle.error}`)
  const summaryFile = join(runDir, 'run_summary.json')
  await writeRunOutputs(summary, summaryFile)
  if (cancelled)
    throw new Error(`${names.side} was cancelled after ${summary.totals.attempts} attempt(s); ${names.lost}.`)
  const uploaded = await clients.artifacts.uploadFolder(names.summary, runDir, [summaryFile])
  if (!uploaded.ok)
    throw new Error(`${names.side}: could not upload its summary (${names.lost}): ${uploaded.error}`)
  return summary
}

/**
 * With `confirm-rounds` > 1 (the report left a confirmation plan): rounds 3 on, each to the tasks
 * the e-process has not yet decided after the rounds before (head attempts only: the base side's
 * round 2 runs in its own job), until it decides or the rounds run out. Which tasks get a round
 * depends only on rounds already run, so the verdict stays anytime-valid however this stops.
 */
export async function laterRounds(
  job: RoundJob,
  round2: RunSummary,
  runOne: (ids: string[], attempts: number, names: RoundNames) => Promise<RunSummary> = (ids, n, names) =>
    runRound(job, ids, n, names),
): Promise<void> {
  const record = await readConfirmPlan(job)
  if (record === null) return
  const done: ConfirmationRound[] = [{ head: round2, base: null }]
  const asked = new Set(job.inputs.confirmTasks)
  for (let round = 3; round <= record.rounds + 1; round++) {
    const next = planLaterRound(record.round1, done, record.perRound, record.alpha, record)
    if (next === null) {
      core.info(`No confirmation round ${round}: the e-process has decided every task it can.`)
      return
    }
    // Only round 2's tasks: the plan may name no other, whatever the record says.
    const ids = next.taskIds.filter((id) => asked.has(id))
    if (ids.length === 0) return
    core.info(
      `Confirmation round ${round} (E = ${next.e.toFixed(1)} of the ${Number(next.threshold.toPrecision(6))} that fails the PR):`,
    )
    const label = job.inputs.label
    done.push({
      head: await runOne(ids, next.attempts, {
        side: `Confirmation round ${round}`,
        suffix: `confirm-${round}`,
        summary: confirmRoundArtifactName(label, round),
        attempts: confirmRoundAttemptsArtifactName(label, round),
        lost: 'the final report reads the rounds before it',
      }),
      base: null,
    })
  }
}

/** The report's confirmation plan, or null when it left none (one round) or it cannot be read. */
async function readConfirmPlan(job: RoundJob): Promise<ConfirmPlanRecord | null> {
  const name = confirmPlanArtifactName(job.inputs.label)
  try {
    const names = (await job.clients.artifacts.listRunArtifacts()).map((a) => a.name)
    if (!names.includes(name)) return null
    const dir = join(job.clients.outputDir, name)
    await mkdir(dir, { recursive: true })
    const { path } = await job.clients.artifacts.downloadArtifactByName(name, dir)
    return parseConfirmPlanRecord(
      await readFile(join(path, CONFIRM_PLAN_FILE), 'utf8'),
      `${name}/${CONFIRM_PLAN_FILE}`,
    )
  } catch (error) {
    core.warning(
      `The confirmation plan (artifact ${name}) could not be read (${messageOf(error)}): no rounds after round 2 run.`,
    )
    return null
  }
}
