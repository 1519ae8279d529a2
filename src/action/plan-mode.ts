// mode: plan — discover tasks, split them into shards, upload the plan, output the job matrix.
import * as core from '@actions/core'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { planArtifactName } from '../github/artifact-names.js'
import { durationsFromSummary, planShards, serializePlan, type Plan } from '../results/plan.js'
import type { InvalidTask, TaskWarning } from '../task/types.js'
import { groupWarnings, warningGroupText } from '../task/warning-groups.js'
import { escapeMarkdown } from '../report/escape.js'
import { loadBaseline } from './load-baseline.js'
import { benchmarkRunId, type WorkflowContext } from './context.js'
import type { ActionInputs } from './inputs.js'
import { selectTasks } from './select-tasks.js'
import type { Services } from './services.js'

export async function planMode(
  inputs: ActionInputs,
  ctx: WorkflowContext,
  services: Services,
): Promise<Plan> {
  const { tasks, invalid, warnings } = await selectTasks(inputs, ctx)
  core.info(`${tasks.length} planned, ${invalid.length} invalid, ${warnings.length} warning(s)`)

  // Durations only: the newest baseline is enough.
  const baseline = await loadBaseline({ ...inputs, baselinePool: 1 }, ctx, services)
  const durations = baseline.summary ? durationsFromSummary(baseline.summary) : undefined
  const runId = benchmarkRunId(ctx)
  const plan: Plan = {
    ...planShards(
      tasks.map((t) => ({
        ...{ task_id: t.id, task_name: t.name, task_path: t.relativeDir },
        environment_hash: t.environmentHash,
      })),
      {
        shards: inputs.shards ?? undefined,
        maxShards: inputs.shards === null ? inputs.maxShards : undefined,
        maxParallel: inputs.shards === null ? (inputs.maxParallel ?? undefined) : undefined,
        targetShardSec: inputs.shards === null ? inputs.targetShardMinutes * 60 : undefined,
        durations,
        label: inputs.label,
        runId,
        createdAt: new Date().toISOString(),
      },
    ),
    invalid_tasks: invalid,
  }

  const dir = join(services.outputDir, runId, 'plan')
  await mkdir(dir, { recursive: true })
  const file = join(dir, 'plan.json')
  await writeFile(file, serializePlan(plan))
  const upload = await services.artifacts.uploadFolder(planArtifactName(inputs.label), dir, [file])
  if (!upload.ok) throw new Error(`Could not upload the plan artifact: ${upload.error}`)

  core.setOutput('matrix', JSON.stringify(plan.matrix))
  core.setOutput('task-count', String(plan.task_count))
  core.setOutput('shard-count', String(plan.shards.length))
  core.setOutput('max-parallel', String(plan.max_parallel ?? plan.shards.length))
  await core.summary
    .addHeading(`Helios plan: ${inputs.label}`, 3)
    .addRaw(
      `${plan.task_count} task(s) in ${plan.shards.length} shard(s), balanced by ${plan.strategy === 'duration' ? 'baseline durations' : 'count'}.` +
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
