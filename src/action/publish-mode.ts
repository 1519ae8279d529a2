// mode: publish — in a `workflow_run` workflow (base repository's token), post the report of a
// fork PR's run. The fork controls its artifact, so only its merged run summary is taken (and
// validated); the baseline, the comparison, the rendering and the verdict are made here, and the
// PR is found from the triggering run's head SHA. Whether the run's code was a fork's is the
// event's word, never the artifact's: a fork's figures are labelled as its own, and a pass from
// them is neutral unless the repository opts in (trust-fork-results).
import * as core from '@actions/core'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { reportArtifactName } from '../github/artifact-names.js'
import { findPullRequestForSha } from '../github/pull-request.js'
import { parseRunSummary } from '../results/run-summary.js'
import { computeTotals } from '../results/totals.js'
import type { RunSummary } from '../results/types.js'
import type { ReportDigest } from '../report/digest.js'
import type { SelfReported } from '../report/self-reported.js'
import { RUN_SUMMARY_FILE } from './load-baseline.js'
import type { WorkflowContext } from './context.js'
import type { ActionInputs } from './inputs.js'
import { digestAgainstBaseline, publishDigest, setReportOutputs } from './publish-report.js'
import type { ActionClients } from './clients.js'
import { ownedTempDir } from '../run/environment/owned-temp-dir.js'

export async function publishMode(
  inputs: ActionInputs,
  ctx: WorkflowContext,
  clients: ActionClients,
): Promise<ReportDigest> {
  const trigger = ctx.triggeringRun
  if (!trigger)
    throw new Error(
      `mode: publish runs in a workflow triggered by 'workflow_run'; this event is '${ctx.eventName}'.`,
    )
  if (!ctx.repository || !clients.octokit)
    throw new Error('mode: publish needs GITHUB_REPOSITORY and a github-token.')
  const { owner, repo } = ctx.repository
  const head = await downloadForkSummary(inputs, ctx, clients, Number(trigger.id))
  const pull = await findPullRequestForSha({
    octokit: clients.octokit,
    owner,
    repo,
    headSha: trigger.headSha,
    headBranch: trigger.headBranch ?? undefined,
    headOwner: trigger.headOwner ?? undefined,
  })
  if (!pull.found) core.warning(`No pull request to comment on: ${pull.reason}`)
  // The PR's base branch holds the baseline (as the report job of a same-repository PR finds it).
  const baselineCtx: WorkflowContext = {
    ...ctx,
    baselineBranch: pull.found ? pull.pull.baseRef : ctx.baselineBranch,
  }
  const warnings: string[] = []
  const { digest, jobSummary } = await digestAgainstBaseline({
    inputs,
    ctx,
    baselineCtx,
    clients,
    head,
    warnings,
    selfReported: selfReportedBy(ctx, inputs),
  })
  await publishDigest({
    digest,
    jobSummary,
    inputs,
    ctx,
    clients,
    pullNumber: pull.found ? pull.pull.number : null,
    headSha: trigger.headSha,
  })
  setReportOutputs(digest, head, null)
  if (digest.gate_failed && inputs.failOnRegression) core.setFailed(digest.verdict)
  return digest
}

/**
 * Null when the triggering run's code is this repository's own (its head repository, from the
 * event payload GitHub wrote, is this one); else the fork's figures, trusted only when the
 * repository says so. An event without a head repository (a deleted fork) counts as a fork's.
 */
export function selfReportedBy(
  ctx: Pick<WorkflowContext, 'repository' | 'serverUrl' | 'triggeringRun'>,
  inputs: Pick<ActionInputs, 'trustForkResults'>,
): SelfReported | null {
  const trigger = ctx.triggeringRun
  if (!trigger || !ctx.repository) return null
  const { owner, repo } = ctx.repository
  const head = trigger.headRepository
  if (head !== null && head.toLowerCase() === `${owner}/${repo}`.toLowerCase()) return null
  return {
    repository: head,
    runUrl: `${ctx.serverUrl}/${owner}/${repo}/actions/runs/${trigger.id}`,
    trusted: inputs.trustForkResults,
  }
}

/** The fork run's merged run_summary.json from its report artifact; nothing else of it is read. */
async function downloadForkSummary(
  inputs: ActionInputs,
  ctx: WorkflowContext,
  clients: ActionClients,
  runId: number,
): Promise<RunSummary> {
  const name = reportArtifactName(inputs.label)
  const dir = await ownedTempDir('publish')
  try {
    const downloaded = await clients.artifacts.downloadFromRun({
      runId,
      owner: ctx.repository!.owner,
      repo: ctx.repository!.repo,
      token: clients.token,
      name,
      dir,
    })
    const file = `${name}/${RUN_SUMMARY_FILE}`
    const summary = parseRunSummary(
      await readFile(join(downloaded.path, RUN_SUMMARY_FILE), 'utf8'),
      file,
      'run',
    )
    if (summary.label !== inputs.label)
      throw new Error(`${file} is for label '${summary.label}', not '${inputs.label}'.`)
    // Only per-attempt data is taken from the fork: the totals are recomputed from the tasks (the
    // file's own could claim anything), and so is every figure the comparison makes.
    return { ...summary, totals: computeTotals(summary.tasks, summary.invalid_tasks.length) }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
