// mode: confirm — the confirmation round: extra attempts on the tasks the report job named (its
// `confirm-tasks` output), `attempts` each, at the checkout the workflow gave: this workflow run's
// commit for the head side, the baseline's (the report's `baseline-sha`) for `confirm-side: base`.
// Only tasks of this run's plan are run (a name is looked up, never used as a path or a command;
// a task whose files differ at the checkout is invalid, not run). The round's summary is uploaded
// only when the round finished: a cancelled round leaves the first verdict standing.
import * as core from '@actions/core'
import { join, resolve } from 'node:path'
import {
  confirmArtifactName,
  confirmAttemptsArtifactName,
  confirmBaseArtifactName,
  confirmBaseAttemptsArtifactName,
} from '../github/artifact-names.js'
import { listFiles } from '../github/artifacts.js'
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
  const runId = `${benchmarkRunId(ctx)}-${onBase ? 'confirm-base' : 'confirm'}`
  const runDir = join(clients.outputDir, runId)
  const plan = await downloadPlan(inputs, clients, join(clients.outputDir, `${runId}-plan`))
  const pathOf = plannedPaths(plan)
  const unknown = inputs.confirmTasks.filter((id) => !pathOf.has(id))
  if (unknown.length > 0) {
    const named = unknown.slice(0, 3).map((id) => JSON.stringify(id.slice(0, 120)))
    throw new InputError(
      `Input 'confirm-tasks' names ${unknown.length} task(s) this run's plan does not have (${named.join(', ')}); give the \`confirm-tasks\` output of this workflow run's report job.`,
    )
  }
  const ids = inputs.confirmTasks
  const { tasks, invalid } = await loadPlannedTasks(
    resolve(ctx.workspace, inputs.tasks),
    ids.map((id) => pathOf.get(id)!),
    ids,
  )
  const numbers = planTaskNumbers(plan)
  maskAgentEnv(inputs)
  core.info(`${side}: ${tasks.length} task(s) × ${inputs.attempts} more attempt(s)`)
  const options = actionRunOptions(inputs, ctx, clients, {
    tasks,
    invalidTasks: invalid,
    runId,
    taskNumbers: tasks.map((t) => numbers.get(t.relativeDir)!),
  })
  const { summary, cancelled } = await runShard(options, inputs)
  const files = await listFiles(runDir)
  const names = onBase
    ? { summary: confirmBaseArtifactName, attempts: confirmBaseAttemptsArtifactName }
    : { summary: confirmArtifactName, attempts: confirmAttemptsArtifactName }
  const bundle = await clients.artifacts.uploadFolder(names.attempts(inputs.label), runDir, files)
  if (!bundle.ok) core.warning(`${side}'s attempts were not uploaded: ${bundle.error}`)
  const summaryFile = join(runDir, 'run_summary.json')
  await writeRunOutputs(summary, summaryFile)
  if (cancelled)
    throw new Error(`${side} was cancelled after ${summary.totals.attempts} attempt(s); ${lost(onBase)}.`)
  const uploaded = await clients.artifacts.uploadFolder(names.summary(inputs.label), runDir, [summaryFile])
  if (!uploaded.ok)
    throw new Error(`${side}: could not upload its summary (${lost(onBase)}): ${uploaded.error}`)
  return summary
}

/** What the final report makes of a side that left no summary. */
function lost(onBase: boolean): string {
  return onBase ? "the final verdict uses the head's attempts only" : 'the first verdict stands'
}
