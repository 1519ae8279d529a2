// mode: check — the task-author check in one job: every selected task (all, or with changed-only
// those a PR touched) runs twice with oracle and once with nop; flagged tasks are annotated on
// their task.toml, listed in a sticky PR comment and the job summary, and fail the step. With
// `cheat: true` each task is attacked too (run/cheat-check.ts): a hackable task is flagged so.
import * as core from '@actions/core'
import { join, resolve } from 'node:path'
import { checkArtifactName } from '../github/artifact-names.js'
import { upsertStickyComment } from '../github/comment.js'
import { GITHUB_LIMITS } from '../github/truncate.js'
import { renderCheckMarkdown } from '../report/task-check.js'
import type { TaskCheckReport } from '../results/task-check.js'
import { interruptOnSignals } from '../run/interrupt.js'
import { openEngine } from '../run/providers/engine.js'
import { runTaskCheck, taskCheckRunIds } from '../run/task-check.js'
import { benchmarkRunId, type WorkflowContext } from './context.js'
import type { ActionInputs } from './inputs.js'
import { checkRunLogger, jobImages, removeJobImages } from './job-images.js'
import { cheatPhases, checkPhases } from '../report/progress-lines.js'
import { cheatRunIds } from '../run/cheat-check.js'
import { loadAttacks } from '../task/attack-pack.js'
import { AttackManifestError, type Attack } from '../task/attack-manifest.js'
import { InputError } from './inputs.js'
import { selectTasks } from './select-tasks.js'
import type { ActionClients } from './clients.js'

export async function checkMode(
  inputs: ActionInputs,
  ctx: WorkflowContext,
  clients: ActionClients,
): Promise<TaskCheckReport> {
  const selected = await selectTasks(inputs, ctx)
  const runId = `${benchmarkRunId(ctx)}-check`
  const cheat = inputs.cheat ? await cheatAttacks(inputs.attacks) : undefined
  const engine = await openEngine()
  const { provider } = engine
  const images = await jobImages(inputs, engine, join(clients.outputDir, runId))
  // A cancelled job: the runs stop and remove their containers; the step then fails.
  const interrupt = interruptOnSignals({
    provider,
    runIds: [...Object.values(taskCheckRunIds(runId)), ...Object.values(cheatRunIds(runId))],
    onFirst: (signal) => core.warning(`${signal}: stopping the task check — running containers are removed.`),
  })
  let report: TaskCheckReport
  try {
    report = await runTaskCheck({
      tasks: selected.tasks,
      invalid: selected.invalid,
      outputDir: clients.outputDir,
      runId,
      concurrency: inputs.concurrency,
      provider,
      images,
      signal: interrupt.signal,
      onProgress: checkRunLogger({
        ...checkPhases(taskCheckRunIds(runId)),
        ...(cheat ? cheatPhases(cheatRunIds(runId)) : {}),
      }),
      cheat,
    })
  } finally {
    interrupt.dispose()
    await removeJobImages(inputs, images)
  }
  await clients.artifacts.uploadFolder(checkArtifactName(inputs.label), join(clients.outputDir, runId))
  for (const { task_path, note } of report.leak_lint?.skipped ?? [])
    core.warning(`leak lint: ${task_path}: ${note}`)
  for (const task of report.tasks)
    for (const flag of task.flags)
      core.error(`${task.task_name}: ${flag.message}`, {
        file: selected.inRepo(task.file),
        title: `task check (${flag.kind})`,
      })
  const markdown = renderCheckMarkdown(report, `Helios task check (${inputs.label})`)
  await postComment(markdown, report, inputs, ctx, clients)
  await core.summary.addRaw(markdown, true).write()
  core.setOutput('conclusion', report.flagged > 0 ? 'failure' : 'success')
  if (report.flagged > 0) core.setFailed(`${report.flagged} task(s) flagged by the task check`)
  return report
}

async function postComment(
  markdown: string,
  report: TaskCheckReport,
  inputs: ActionInputs,
  ctx: WorkflowContext,
  clients: ActionClients,
): Promise<void> {
  const repo = ctx.repository
  if (!clients.octokit || !repo || !ctx.pullRequest || inputs.comment === 'off') return
  const result = await upsertStickyComment({
    octokit: clients.octokit,
    owner: repo.owner,
    repo: repo.repo,
    issueNumber: ctx.pullRequest.number,
    // Its own sticky comment, beside the benchmark's of the same label.
    label: `${inputs.label}-check`,
    body: markdown.slice(0, GITHUB_LIMITS.commentChars - 200),
    mode: inputs.comment,
    hasChanges: report.flagged > 0,
  })
  core.info(`PR comment: ${result.action}${'reason' in result ? ` (${result.reason})` : ''}`)
}

/** The shipped pack and the `attacks` folders (relative to the workspace); a bad manifest names the input. */
async function cheatAttacks(
  folders: readonly string[],
): Promise<{ attacks: Attack[]; userAttackDirs: string[] }> {
  const userAttackDirs = folders.map((folder) => resolve(folder))
  try {
    return { attacks: await loadAttacks(userAttackDirs), userAttackDirs }
  } catch (error) {
    if (error instanceof AttackManifestError) throw new InputError(`Input 'attacks': ${error.message}`)
    throw error
  }
}
