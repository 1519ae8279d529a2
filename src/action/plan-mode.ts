// mode: plan — discover tasks, split them into shards, upload the plan, output the job matrix.
import * as core from '@actions/core'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { planArtifactName } from '../github/artifact-names.js'
import {
  durationsFromSummary,
  longestAttemptsFromSummary,
  planShards,
  serializePlan,
  type Plan,
} from '../results/plan.js'
import type { InvalidTask, Task, TaskWarning } from '../task/types.js'
import { checkGlobsMatch, tasksOfRun } from '../config/bench-runs.js'
import { inputsOfRun, loadActionConfig, type ActionConfig } from './config-inputs.js'
import { groupWarnings, warningGroupText } from '../task/warning-groups.js'
import { escapeMarkdown } from '../report/escape.js'
import { loadBaseline } from './load-baseline.js'
import { benchmarkRunId, type WorkflowContext } from './context.js'
import type { ActionInputs } from './inputs.js'
import { providerDescriptor } from '../run/providers/index.js'
import { selectTasks, type SelectedTasks } from './select-tasks.js'
import type { ActionClients } from './clients.js'

export async function planMode(
  inputs: ActionInputs,
  ctx: WorkflowContext,
  clients: ActionClients,
): Promise<Plan[]> {
  if (inputs.config) return planFromConfig(inputs, ctx, clients)
  const selected = await selectTasks(inputs, ctx)
  const tasks = selected.tasks.map((task) => ({ task, attempts: inputs.attempts }))
  const given = inputs.given.has('concurrency') ? inputs.concurrency : null
  const plan = await planLabel(inputs, ctx, clients, selected, tasks, given)
  setPlanOutputs([plan], plan.matrix)
  return [plan]
}

/**
 * `config`: one plan per run (label) of the config, each over the tasks its model takes, and one
 * job matrix over label × shard, so one run job serves every model.
 */
async function planFromConfig(
  inputs: ActionInputs,
  ctx: WorkflowContext,
  clients: ActionClients,
): Promise<Plan[]> {
  const loaded = await loadActionConfig(inputs, ctx)
  const selected = await selectTasks(loaded.inputs, ctx)
  // The file's own globs must match; an `include` input replaces its list.
  checkGlobsMatch(inputs.include.length ? { ...loaded.config, include: [] } : loaded.config, selected.names)
  const plans: Plan[] = []
  for (const run of loaded.runs) {
    const planned = plannedRun(loaded, run.label, selected.tasks)
    plans.push(await planLabel(planned.inputs, ctx, clients, selected, planned.tasks, planned.concurrency))
  }
  const include = plans.flatMap((plan) => plan.matrix.shard.map((shard) => ({ label: plan.label, shard })))
  setPlanOutputs(plans, { include })
  return plans
}

/** What one run (label) of the config plans: its inputs, its tasks with their attempts, its concurrency. */
export function plannedRun(
  loaded: ActionConfig,
  label: string,
  found: readonly Task[],
): { inputs: ActionInputs; tasks: PlannedAttempts; concurrency: number | null } {
  const { inputs, run } = inputsOfRun(loaded, label)
  const tasks = tasksOfRun(loaded.config, run, found).map((p) => ({
    task: p.task,
    attempts: p.settings.attempts ?? inputs.attempts,
  }))
  // The file's concurrency, or the input's (withFlags made it win over the file's).
  return { inputs, tasks, concurrency: loaded.config.concurrency }
}

/** Tasks to plan, each with the attempts this run makes of it. */
type PlannedAttempts = readonly { task: Task; attempts: number }[]

function setPlanOutputs(plans: readonly Plan[], matrix: unknown): void {
  const sum = (count: (plan: Plan) => number) => String(plans.reduce((total, plan) => total + count(plan), 0))
  core.setOutput('matrix', JSON.stringify(matrix))
  core.setOutput('labels', JSON.stringify(plans.map((plan) => plan.label)))
  core.setOutput(
    'task-count',
    sum((plan) => plan.task_count),
  )
  core.setOutput(
    'shard-count',
    sum((plan) => plan.shards.length),
  )
  core.setOutput(
    'max-parallel',
    sum((plan) => plan.max_parallel ?? plan.shards.length),
  )
}

/**
 * The concurrency the plan sizes shards for: the one given (input or config). Not given, a remote
 * provider's shards run the run's default; Docker's keep the sizing by attempt-seconds that plans
 * made before they knew the concurrency, so existing workflows get the same shards.
 */
export function planConcurrency(inputs: ActionInputs, given: number | null): number | undefined {
  return given ?? (providerDescriptor(inputs.provider).remote ? inputs.concurrency : undefined)
}

/** One label's plan: shards balanced by its baseline's durations, uploaded, in the job summary. */
async function planLabel(
  inputs: ActionInputs,
  ctx: WorkflowContext,
  clients: ActionClients,
  { invalid, warnings }: SelectedTasks,
  planned: PlannedAttempts,
  givenConcurrency: number | null,
): Promise<Plan> {
  const tasks = planned.map((p) => p.task)
  core.info(
    `${inputs.label}: ${tasks.length} planned, ${invalid.length} invalid, ${warnings.length} warning(s)`,
  )

  // Durations only: the newest baseline is enough.
  const baseline = await loadBaseline({ ...inputs, baselinePool: 1 }, ctx, clients)
  const durations = baseline.summary ? durationsFromSummary(baseline.summary) : undefined
  const concurrency = planConcurrency(inputs, givenConcurrency)
  const runId = benchmarkRunId(ctx)
  const plan: Plan = {
    ...planShards(
      planned.map(({ task: t, attempts }) => ({
        ...{ task_id: t.id, task_name: t.name, task_path: t.relativeDir },
        environment_hash: t.environmentHash,
        attempts,
      })),
      {
        shards: inputs.shards ?? undefined,
        maxShards: inputs.shards === null ? inputs.maxShards : undefined,
        maxParallel: inputs.shards === null ? (inputs.maxParallel ?? undefined) : undefined,
        targetShardSec: inputs.shards === null ? inputs.targetShardMinutes * 60 : undefined,
        durations,
        longestAttemptSec: baseline.summary ? longestAttemptsFromSummary(baseline.summary) : undefined,
        concurrency,
        remoteAttempts: providerDescriptor(inputs.provider).remote,
        label: inputs.label,
        runId,
        createdAt: new Date().toISOString(),
      },
    ),
    invalid_tasks: invalid,
  }

  const dir = join(clients.outputDir, runId, 'plan')
  await mkdir(dir, { recursive: true })
  const file = join(dir, 'plan.json')
  await writeFile(file, serializePlan(plan))
  const upload = await clients.artifacts.uploadFolder(planArtifactName(inputs.label), dir, [file])
  if (!upload.ok) throw new Error(`Could not upload the plan artifact: ${upload.error}`)

  await core.summary
    .addHeading(`Helios plan: ${inputs.label}`, 3)
    .addRaw(
      `${plan.task_count} task(s) in ${plan.shards.length} shard(s), balanced by ${plan.strategy === 'duration' ? 'baseline durations' : 'count'}` +
        (concurrency === undefined
          ? '.'
          : `, ${concurrency} attempt(s) at once per shard (on ${inputs.provider}); estimates are wall time.`) +
        ` Baseline: ${baseline.note}` +
        (invalid.length ? ` ${invalid.length} invalid task(s) will be reported.` : ''),
      true,
    )
    .addRaw(warningList(invalid, warnings), true)
    .addTable([
      [
        { data: 'Shard', header: true },
        { data: 'Tasks', header: true },
        { data: 'Estimated', header: true },
      ],
      ...plan.shards.map((s) => [
        String(s.index),
        String(s.task_ids.length),
        s.estimated_sec === null ? '—' : `${Math.round(s.estimated_sec)} s`,
      ]),
    ])
    .write()
  return plan
}

/** Invalid tasks and ignored fields, one list item each (task authors read this first). */
function warningList(invalid: readonly InvalidTask[], warnings: readonly TaskWarning[]): string {
  const items = [
    ...invalid.map((t) => `invalid: ${t.file}${t.field ? ` [${t.field}]` : ''}: ${t.message}`),
    ...groupWarnings(warnings).map((group) => `ignored: ${warningGroupText(group)}`),
  ]
  if (items.length === 0) return ''
  return `\n\n${items.map((item) => `- ${escapeMarkdown(item)}`).join('\n')}\n`
}
