// Where the baseline comes from (`baseline` input): the report artifact of the latest good run of
// this workflow on the base branch, a summary file in the repository, or nothing. Never throws for
// a missing baseline: the report says why there is none.
import * as core from '@actions/core'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { reportArtifactName } from '../github/artifact-names.js'
import { findBaselineRun } from '../github/baseline.js'
import { errorMessage } from '../github/errors.js'
import { parseRunSummary } from '../results/run-summary.js'
import type { RunSummary } from '../results/types.js'
import type { WorkflowContext } from './context.js'
import type { ActionInputs } from './inputs.js'
import type { Services } from './services.js'

export const RUN_SUMMARY_FILE = 'run_summary.json'

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
    const found = await findBaselineRun({
      octokit: services.octokit!,
      owner: ctx.repository!.owner,
      repo: ctx.repository!.repo,
      workflow: ctx.workflowFile!,
      branch: ctx.baselineBranch!,
      excludeRunId: ctx.runId ? Number(ctx.runId) : undefined,
      artifactName: reportArtifactName(inputs.label),
    })
    if (!found.found) return { summary: null, note: `none on ${ctx.baselineBranch} — ${found.reason}` }
    const dir = await mkdtemp(join(tmpdir(), 'helios-baseline-'))
    try {
      const downloaded = await services.artifacts.downloadIdFromRun({
        runId: found.runId,
        owner: ctx.repository!.owner,
        repo: ctx.repository!.repo,
        token: services.token,
        id: found.artifact.id,
        name: found.artifact.name,
        digest: found.artifact.digest,
        dir,
      })
      const file = join(downloaded.path, RUN_SUMMARY_FILE)
      const summary = parseRunSummary(
        await readFile(file, 'utf8'),
        `${found.artifact.name}/${RUN_SUMMARY_FILE}`,
      )
      return {
        summary,
        note: `run #${found.runNumber} on ${ctx.baselineBranch} (${found.headSha.slice(0, 7)}), ${found.htmlUrl}`,
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  } catch (error) {
    core.warning(`Baseline lookup failed: ${errorMessage(error)}`)
    return { summary: null, note: `none — the lookup failed (${errorMessage(error)}).` }
  }
}
