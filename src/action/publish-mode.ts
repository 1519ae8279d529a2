// mode: publish — in a `workflow_run` workflow (base repository's token), post the report that a
// fork PR's run uploaded. The PR is found from the triggering run's head SHA in the event, never
// from the artifact, which the fork controls.
import * as core from '@actions/core'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reportArtifactName } from '../github/artifact-names.js'
import { findPullRequestForSha } from '../github/pull-request.js'
import { parseReportDigest, type ReportDigest } from '../report/digest.js'
import type { WorkflowContext } from './context.js'
import type { ActionInputs } from './inputs.js'
import { publishDigest, setReportOutputs } from './publish-report.js'
import { REPORT_DIGEST_FILE } from './report-mode.js'
import type { Services } from './services.js'

export async function publishMode(
  inputs: ActionInputs,
  ctx: WorkflowContext,
  services: Services,
): Promise<ReportDigest> {
  const trigger = ctx.triggeringRun
  if (!trigger)
    throw new Error(
      `mode: publish runs in a workflow triggered by 'workflow_run'; this event is '${ctx.eventName}'.`,
    )
  if (!ctx.repository || !services.octokit)
    throw new Error('mode: publish needs GITHUB_REPOSITORY and a github-token.')
  const { owner, repo } = ctx.repository
  const name = reportArtifactName(inputs.label)
  const dir = await mkdtemp(join(tmpdir(), 'helios-publish-'))
  let digest: ReportDigest
  try {
    const downloaded = await services.artifacts.downloadFromRun({
      runId: Number(trigger.id),
      owner,
      repo,
      token: services.token,
      name,
      dir,
    })
    digest = parseReportDigest(
      await readFile(join(downloaded.path, REPORT_DIGEST_FILE), 'utf8'),
      `${name}/${REPORT_DIGEST_FILE}`,
    )
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  if (digest.label !== inputs.label)
    throw new Error(`The report artifact '${name}' is for label '${digest.label}', not '${inputs.label}'.`)

  const pull = await findPullRequestForSha({
    octokit: services.octokit,
    owner,
    repo,
    headSha: trigger.headSha,
    headBranch: trigger.headBranch ?? undefined,
  })
  if (!pull.found) core.warning(`No pull request to comment on: ${pull.reason}`)
  await publishDigest({
    digest,
    jobSummary: digest.comment_markdown,
    inputs,
    ctx,
    services,
    pullNumber: pull.found ? pull.pull.number : null,
    headSha: trigger.headSha,
  })
  setReportOutputs(digest, null, inputs.k, null)
  if (digest.gate_failed && inputs.failOnRegression) core.setFailed(digest.verdict)
  return digest
}
