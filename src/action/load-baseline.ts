// Where the baseline comes from (`baseline` input): the report artifact of the latest completed run
// of this workflow on the base branch that holds a complete merged summary (whatever its verdict;
// for a PR, the latest at or before its merge base, else the latest with a note saying so),
// a summary file in the repository, or nothing. With `baseline-pool` N > 1 the next older complete
// runs (within POOL_MAX_AGE_DAYS) add their attempts (pool-baseline.ts), said in the note. Never throws for a missing baseline: the report
// says why there is none.
import * as core from '@actions/core'
import { existsSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { reportArtifactName } from '../github/artifact-names.js'
import { findBaselineRun, type BaselineCandidate } from '../github/find-baseline-run.js'
import { messageOf } from '../narrow.js'
import { mergeBaseHistory, type MergeBaseHistory } from '../github/merge-base.js'
import { HISTORY_FILE } from '../results/history.js'
import { poolBaseline, POOL_MAX_AGE_DAYS, type PoolCandidate } from '../results/pool-baseline.js'
import { parseRunSummary } from '../results/run-summary.js'
import { parseReportDigest } from '../report/digest.js'
import type { RunSummary } from '../results/types.js'
import type { WorkflowContext } from './context.js'
import type { ActionInputs } from './inputs.js'
import type { ActionClients } from './clients.js'
import { ownedTempDir } from '../run/environment/owned-temp-dir.js'

export const RUN_SUMMARY_FILE = 'run_summary.json'
export const REPORT_DIGEST_FILE = 'report.json'
export const REPORT_MARKDOWN_FILE = 'report.md'

export interface Baseline {
  summary: RunSummary | null
  /** Where it came from, or why there is none (plain text). */
  note: string
  /** The baseline report artifact's history.json (unparsed), when it has one. */
  history?: { text: string; file: string } | null
  /** The workflow run the summary came from (not with a pooled baseline: its attempts span runs). */
  run?: { runId: number; htmlUrl: string } | null
  /** The commit the baseline run ran at (the newest one when pooled): where base attempts run. */
  headSha?: string | null
}

export async function loadBaseline(
  inputs: ActionInputs,
  ctx: WorkflowContext,
  clients: ActionClients,
): Promise<Baseline> {
  if (inputs.baseline === 'none') return { summary: null, note: 'none (baseline: none).' }
  if (inputs.baseline !== 'auto') {
    const file = resolve(ctx.workspace, inputs.baseline)
    const summary = parseRunSummary(await readFile(file, 'utf8'), inputs.baseline)
    return { summary, note: `${inputs.baseline} (run ${summary.run_id}).` }
  }
  const missing = !clients.octokit
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
    const history = await prMergeBase(ctx, clients)
    if (history && 'mergeBase' in history) {
      const atMergeBase = await searchBaseline(inputs, ctx, clients, history)
      if (atMergeBase.summary) return atMergeBase
      const latest = await searchBaseline(inputs, ctx, clients, null)
      const why = `no complete run at or before the PR's merge base ${history.mergeBase.slice(0, 7)}`
      return {
        summary: latest.summary,
        headSha: latest.headSha ?? null,
        note: `${latest.note} (the latest: ${why})`,
      }
    }
    const found = await searchBaseline(inputs, ctx, clients, null)
    return history ? { ...found, note: `${found.note} (the latest: ${history.failed})` } : found
  } catch (error) {
    core.warning(`Baseline lookup failed: ${messageOf(error)}`)
    return { summary: null, note: `none — the lookup failed (${messageOf(error)}).` }
  }
}

/** A PR's merge base with the base branch and the history before it; why not, when it cannot be had. */
async function prMergeBase(
  ctx: WorkflowContext,
  clients: ActionClients,
): Promise<MergeBaseHistory | { failed: string } | null> {
  const pr = ctx.pullRequest
  if (!pr?.baseRef || !pr.headSha) return null
  try {
    return await mergeBaseHistory(clients.octokit!, ctx.repository!, pr.baseRef, pr.headSha)
  } catch (error) {
    return { failed: `the PR's merge base could not be read: ${messageOf(error)}` }
  }
}

/**
 * The newest run (of a commit in `history`, when given) whose report artifact holds a complete
 * merged summary: each candidate's artifact is downloaded and read here, and an unreadable one, or
 * one with missing shards, is passed over.
 */
async function searchBaseline(
  inputs: ActionInputs,
  ctx: WorkflowContext,
  clients: ActionClients,
  history: MergeBaseHistory | null,
): Promise<Baseline> {
  // Newest first: the baseline, then (with baseline-pool) the older runs it may pool.
  const summaries: PoolCandidate[] = []
  const unreadable: { label: string; reason: string }[] = []
  // The history carried forward is the newest baseline's, pooled or not.
  let historyFile: Baseline['history'] = null
  const found = await findBaselineRun({
    octokit: clients.octokit!,
    owner: ctx.repository!.owner,
    repo: ctx.repository!.repo,
    workflow: ctx.workflowFile!,
    branch: ctx.baselineBranch!,
    excludeRunId: ctx.runId ? Number(ctx.runId) : undefined,
    artifactName: reportArtifactName(inputs.label),
    ...(history ? { atOrBefore: history } : {}),
    count: inputs.baselinePool,
    windowMs: POOL_MAX_AGE_DAYS * 86_400_000,
    accept: async (candidate) => {
      const label = `run #${candidate.runNumber}`
      let refusal: string | null
      try {
        const read = await readReportArtifact(candidate, ctx, clients)
        refusal =
          read.missingTasks > 0
            ? `its merged summary lacks ${read.missingTasks} planned task(s) (missing shards or tasks)`
            : null
        if (refusal === null) {
          if (summaries.length === 0) historyFile = read.history
          summaries.push({ summary: read.summary, label })
        }
      } catch (error) {
        refusal = `its report could not be read: ${messageOf(error)}`
      }
      // An older run passed over while pooling is said in the report, not only in the log.
      if (refusal !== null && summaries.length > 0) unreadable.push({ label, reason: refusal })
      return refusal
    },
  })
  for (const skipped of found.skipped)
    core.info(`Baseline: passed over run ${skipped.runId}: ${skipped.reason}`)
  if (!found.found || summaries.length === 0)
    return {
      summary: null,
      note: `none on ${ctx.baselineBranch} — ${found.found ? 'no summary' : found.reason}`,
    }
  const where = history ? `, at or before the merge base ${history.mergeBase.slice(0, 7)}` : ''
  const note = `run #${found.runNumber} on ${ctx.baselineBranch} (${found.headSha.slice(0, 7)}${where}), ${found.htmlUrl}`
  if (inputs.baselinePool <= 1)
    return {
      summary: summaries[0]!.summary,
      history: historyFile,
      note,
      run: { runId: found.runId, htmlUrl: found.htmlUrl },
      headSha: found.headSha,
    }
  const pool = poolBaseline(summaries, inputs.baselinePool, unreadable)
  return {
    summary: pool.summary,
    history: historyFile,
    note: pool.note === null ? note : `${note}; ${pool.note}`,
    headSha: found.headSha,
  }
}

/** A baseline candidate's report artifact: its merged run summary and how many planned tasks it lacks. */
async function readReportArtifact(
  candidate: BaselineCandidate,
  ctx: WorkflowContext,
  clients: ActionClients,
): Promise<{ summary: RunSummary; missingTasks: number; history: Baseline['history'] }> {
  const dir = await ownedTempDir('baseline')
  try {
    const downloaded = await clients.artifacts.downloadIdFromRun({
      runId: candidate.runId,
      owner: ctx.repository!.owner,
      repo: ctx.repository!.repo,
      token: clients.token,
      id: candidate.artifact.id,
      name: candidate.artifact.name,
      digest: candidate.artifact.digest,
      dir,
    })
    const name = candidate.artifact.name
    const summaryFile = join(downloaded.path, RUN_SUMMARY_FILE)
    if (!existsSync(summaryFile)) throw new Error(`${name} has no ${RUN_SUMMARY_FILE}`)
    const summary = parseRunSummary(await readFile(summaryFile, 'utf8'), `${name}/${RUN_SUMMARY_FILE}`, 'run')
    // report.json says whether the merge was complete; a report job that failed after uploading
    // the summary alone (or an older version) has none: taken as complete.
    const digestFile = join(downloaded.path, REPORT_DIGEST_FILE)
    const missingTasks = existsSync(digestFile)
      ? parseReportDigest(await readFile(digestFile, 'utf8'), `${name}/${REPORT_DIGEST_FILE}`).missing_tasks
      : 0
    // Read as text here (the download folder goes); parsed by the report, where a bad one is a warning.
    const historyText = await readFile(join(downloaded.path, HISTORY_FILE), 'utf8').catch(() => null)
    const history = historyText === null ? null : { text: historyText, file: `${name}/${HISTORY_FILE}` }
    return { summary, missingTasks, history }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
