// mode: build — between plan and run: every image the plan's tasks build, each distinct one once
// (`concurrency` at a time), pushed to `image-registry`, so the shards pull instead of each building
// the same image; with `image-cache: actions` it is saved to the Actions cache and the shards restore
// it. An image that does not build is a warning here (its shard reports the error on
// every attempt, and runs the rest); the step fails only when it cannot work (no plan, no engine).
import * as core from '@actions/core'
import { join, resolve } from 'node:path'
import { openEngine } from '../run/providers/engine.js'
import { prebuildImages, type PrebuildSummary } from '../run/prebuild.js'
import { benchmarkRunId, type WorkflowContext } from './context.js'
import type { ActionInputs } from './inputs.js'
import { jobImages, logRunEvent, removeJobImages } from './job-images.js'
import { downloadPlan, loadPlannedTasks } from './planned-tasks.js'
import type { ActionClients } from './clients.js'

export async function buildMode(
  inputs: ActionInputs,
  ctx: WorkflowContext,
  clients: ActionClients,
): Promise<PrebuildSummary> {
  const runId = benchmarkRunId(ctx)
  const plan = await downloadPlan(inputs, clients, join(clients.outputDir, `${runId}-plan`))
  const { tasks } = await loadPlannedTasks(
    resolve(ctx.workspace, inputs.tasks),
    plan.shards.flatMap((s) => s.task_paths),
    plan.shards.flatMap((s) => s.task_ids),
  )
  const images = await jobImages(inputs, await openEngine(), join(clients.outputDir, `${runId}-build`), true)
  images.subscribe(logRunEvent)
  let summary: PrebuildSummary
  try {
    summary = await prebuildImages({ tasks, images, concurrency: inputs.concurrency })
  } finally {
    await removeJobImages(inputs, images)
  }
  for (const failed of summary.failed)
    core.warning(`${failed.task}: ${failed.reason}`, { title: 'image build (its shard reports it)' })
  const line = `${summary.images} image(s) for ${tasks.length} task(s): ${summary.built} built, ${summary.pulled} already in the registry, ${summary.cached} already in the Actions cache, ${summary.present} on the runner, ${summary.failed.length} failed to build, ${summary.warnings.length} registry or cache warning(s).`
  core.info(line)
  await core.summary.addHeading(`Helios build: ${inputs.label}`, 3).addRaw(line, true).write()
  return summary
}
