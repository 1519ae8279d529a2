// Where the baseline comes from (`baseline` input): the report artifact of the latest completed run
// of this workflow on the base branch that holds a complete merged summary (whatever its verdict),
// a summary file in the repository, or nothing. Never throws for a missing baseline: the report
// says why there is none.
import * as core from '@actions/core'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { reportArtifactName } from '../github/artifact-names.js'
import { findBaselineRun, type BaselineCandidate } from '../github/find-baseline-run.js'
import { errorMessage } from '../github/errors.js'
import { parseRunSummary } from '../results/run-summary.js'
import { parseReportDigest } from '../report/digest.js'
import type { RunSummary } from '../results/types.js'
import type { WorkflowContext } from './context.js'
import type { ActionInputs } from './inputs.js'
import type { Services } from './services.js'

export const RUN_SUMMARY_FILE = 'run_summary.json'
export const REPORT_DIGEST_FILE = 'report.json'
export const REPORT_MARKDOWN_FILE = 'report.md'

export interface Baseline {
  summary: RunSummary | null
  /** Where it came from, or why there is none (plain text). */
  note: string
}

export async function loadBaseline(
  inputs: ActionInputs,
  ctx: WorkflowContext,
  services: Services,
): Promise<Baseline> {
  if (inputs.baseline === 'none') return { summary: null, note: 'none (baseline: none).' }
  if (inputs.baseline !== 'auto') {
    const file = resolve(ctx.workspace, inputs.baseline)
    const summary = parseRunSummary(await readFile(file, 'utf8'), inputs.baseline)
    return { summary, note: `${inputs.baseline} (run ${summary.run_id}).` }
  }
  const missing = !services.octokit
    ? 'no github-token'
    : !ctx.repository
      ? 'GITHUB_REPOSITORY is not set'
      : !ctx.workflowFile
        ? 'GITHUB_WORKFLOW_REF is not set'
        : !ctx.baselineBranch
          ? 'no base branch for this event'
          : null
  if (missing) return { summary: null, note: `none — ${missing}.` }
  try {
    // Each candidate's artifact is downloaded and read here; the first that holds a complete merged
    // summary is the baseline (an unreadable one, or one with missing shards, is passed over).
    let summary: RunSummary | null = null
    const found = await findBaselineRun({
      octokit: services.octokit!,
      owner: ctx.repository!.owner,
      repo: ctx.repository!.repo,
      workflow: ctx.workflowFile!,
      branch: ctx.baselineBranch!,
      excludeRunId: ctx.runId ? Number(ctx.runId) : undefined,
      artifactName: reportArtifactName(inputs.label),
      accept: async (candidate) => {
        const read = await readReportArtifact(candidate, ctx, services)
        if (read.missingTasks > 0)
          return `its merged summary lacks ${read.missingTasks} planned task(s) (missing shards or tasks)`
        summary = read.summary
        return null
      },
    })
    for (const skipped of found.skipped)
      core.info(`Baseline: passed over run ${skipped.runId}: ${skipped.reason}`)
    if (!found.found || summary === null)
      return {
        summary: null,
        note: `none on ${ctx.baselineBranch} — ${found.found ? 'no summary' : found.reason}`,
      }
    return {
      summary,
      note: `run #${found.runNumber} on ${ctx.baselineBranch} (${found.headSha.slice(0, 7)}), ${found.htmlUrl}`,
    }
  } catch (error) {
    core.warning(`Baseline lookup failed: ${errorMessage(error)}`)
    return { summary: null, note: `none — the lookup failed (${errorMessage(error)}).` }
  }
}

/** A baseline candidate's report artifact: its merged run summary and how many planned tasks it lacks. */
async function readReportArtifact(
  candidate: BaselineCandidate,
  ctx: WorkflowContext,
  services: Services,
): Promise<{ summary: RunSummary; missingTasks: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'helios-baseline-'))
  try {
    const downloaded = await services.artifacts.downloadIdFromRun({
      runId: candidate.runId,
      owner: ctx.repository!.owner,
      repo: ctx.repository!.repo,
      token: services.token,
      id: candidate.artifact.id,
      name: candidate.artifact.name,
      digest: candidate.artifact.digest,
      dir,
    })
    const name = candidate.artifact.name
    const summary = parseRunSummary(
      await readFile(join(downloaded.path, RUN_SUMMARY_FILE), 'utf8'),
      `${name}/${RUN_SUMMARY_FILE}`,
      'run',
    )
    // report.json says whether the merge was complete; a report job that failed after uploading
    // the summary alone (or an older version) has none: taken as complete.
    const digestFile = join(downloaded.path, REPORT_DIGEST_FILE)
    const missingTasks = existsSync(digestFile)
      ? parseReportDigest(await readFile(digestFile, 'utf8'), `${name}/${REPORT_DIGEST_FILE}`).missing_tasks
      : 0
    return { summary, missingTasks }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
