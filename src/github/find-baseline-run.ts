// Finding the baseline run: the latest completed run of a workflow on a branch that still has the
// report artifact, whatever its gate verdict (a regression that lands on the base branch must become
// the new baseline, not freeze the older one). Decision: a run counts when it completed with
// conclusion `success` or `failure` (not cancelled or timed out: its results may be partial; change
// with `conclusions`) AND its report artifact is present and unexpired AND `accept` (when given:
// the caller downloads the artifact and checks that it holds a complete merged summary) takes it —
// a run that fails any of these (report job skipped, label renamed, a summary with missing shards)
// is skipped for an older one. Runs whose head repository is not this repository (a fork's branch
// that happens to be named like the base branch) are never used. When nothing qualifies, `reason`
// says why, and `skipped` lists each run passed over.
import type { GitHubClient } from './octokit.js'
import { isOneOf } from '../narrow.js'

/** Pages of runs read at most (runs that never qualify, e.g. from forks, must not page forever). */
const MAX_PAGES = 5

export interface FindBaselineOptions {
  octokit: GitHubClient
  owner: string
  repo: string
  /** Workflow id or file name (e.g. `bench.yml`). */
  workflow: number | string
  branch: string
  /** The current run, never its own baseline. */
  excludeRunId?: number
  artifactName: string
  /** Only runs of this event (e.g. `push`, `schedule`); default any. */
  event?: string
  /** Accepted conclusions, default `['success', 'failure']`. */
  conclusions?: Conclusion[]
  /** How many candidate runs to inspect at most (default 20). */
  maxRuns?: number
  /**
   * Called for each run whose artifact is live, newest first: null takes it, a string skips it
   * for that reason. A throw skips it too (its message is the reason). At most `maxAccepts` calls.
   */
  accept?: (candidate: BaselineCandidate) => Promise<string | null>
  /** Default 5: artifact downloads are not free. */
  maxAccepts?: number
  /** Only runs of a commit in this history (a PR's merge base and before it); others are passed over. */
  atOrBefore?: { mergeBase: string; history: ReadonlySet<string> }
  /**
   * How many accepted runs to take (default 1): the newest, then older ones for a pooled baseline
   * (`more`), each created at most `windowMs` before the newest; the search stops at the first
   * older than that.
   */
  count?: number
  windowMs?: number
}

export interface BaselineCandidate {
  runId: number
  runNumber: number
  headSha: string
  artifact: BaselineArtifact
}

export interface BaselineArtifact {
  id: number
  name: string
  size: number
  digest?: string
}

export interface SkippedRun {
  runId: number
  reason: string
}

export interface FoundRun {
  runId: number
  runNumber: number
  headSha: string
  createdAt: string
  htmlUrl: string
  event: string
  artifact: BaselineArtifact
}

export type BaselineResult =
  | (FoundRun & {
      found: true
      skipped: SkippedRun[]
      /** Older accepted runs, newest first (with `count` > 1). */
      more: FoundRun[]
    })
  | { found: false; reason: string; skipped: SkippedRun[] }

/** What the search saw, for the reason it gives when it finds nothing. */
interface SearchTally {
  candidates: number
  expired: number
  accepts: number
  rejected: number
  lastRefusal: SkippedRun | null
  skipped: SkippedRun[]
}

/** The conclusions a completed run can have (the REST API also filters runs by them). */
type Conclusion =
  'success' | 'failure' | 'neutral' | 'cancelled' | 'skipped' | 'timed_out' | 'action_required'

type WorkflowRun = {
  id: number
  status: string | null
  conclusion: string | null
  run_number: number
  head_sha: string
  created_at: string
  html_url: string
  event: string
  head_repository?: { full_name: string } | null
}

export async function findBaselineRun(opts: FindBaselineOptions): Promise<BaselineResult> {
  const conclusions: Conclusion[] = opts.conclusions ?? ['success', 'failure']
  const maxRuns = opts.maxRuns ?? 20
  const count = opts.count ?? 1
  const maxAccepts = opts.maxAccepts ?? Math.max(5, count + 2)
  const taken: FoundRun[] = []
  const done = (): BaselineResult => ({
    found: true,
    ...taken[0]!,
    skipped: tally.skipped,
    more: taken.slice(1),
  })
  const fullName = `${opts.owner}/${opts.repo}`
  const tally: SearchTally = {
    candidates: 0,
    expired: 0,
    accepts: 0,
    rejected: 0,
    lastRefusal: null,
    skipped: [],
  }
  const pages = opts.octokit.paginate.iterator(opts.octokit.rest.actions.listWorkflowRuns, {
    owner: opts.owner,
    repo: opts.repo,
    workflow_id: opts.workflow,
    branch: opts.branch,
    status: conclusions.length === 1 ? (conclusions[0] ?? 'completed') : 'completed',
    ...(opts.event ? { event: opts.event } : {}),
    exclude_pull_requests: true,
    per_page: opts.atOrBefore ? 100 : Math.min(100, maxRuns + 1),
  })
  let pagesRead = 0
  for await (const { data: runs } of pages) {
    pagesRead++
    for (const run of runs) {
      if (run.id === opts.excludeRunId) continue
      if (run.status !== 'completed' || !isOneOf(conclusions, run.conclusion)) continue
      if (run.head_repository && run.head_repository.full_name !== fullName) {
        tally.skipped.push({
          runId: run.id,
          reason: `head repository ${run.head_repository.full_name} is not ${fullName}`,
        })
        continue
      }
      if (opts.atOrBefore && !opts.atOrBefore.history.has(run.head_sha)) {
        tally.skipped.push({ runId: run.id, reason: newerThan(opts.atOrBefore.mergeBase, run.head_sha) })
        continue
      }
      if (taken.length > 0 && tooOld(taken[0]!, run, opts.windowMs)) return done()
      if (tally.candidates >= maxRuns) break
      tally.candidates++
      const artifact = await liveArtifact(opts, run.id, tally)
      if (!artifact) continue
      if (opts.accept && tally.accepts >= maxAccepts) break
      if (!(await accepted(opts, run, artifact, tally))) continue
      taken.push({
        runId: run.id,
        runNumber: run.run_number,
        headSha: run.head_sha,
        createdAt: run.created_at,
        htmlUrl: run.html_url,
        event: run.event,
        artifact,
      })
      if (taken.length >= count) return done()
    }
    if (tally.candidates >= maxRuns || pagesRead >= MAX_PAGES || tally.accepts >= maxAccepts) break
  }
  if (taken.length > 0) return done()
  return { found: false, reason: notFoundReason(opts, conclusions, tally), skipped: tally.skipped }
}

/** A run created more than `windowMs` before the newest taken one: too old to pool. */
function tooOld(newest: FoundRun, run: WorkflowRun, windowMs: number | undefined): boolean {
  if (windowMs === undefined) return false
  return Date.parse(newest.createdAt) - Date.parse(run.created_at) > windowMs
}

function newerThan(mergeBase: string, sha: string): string {
  return `its commit ${sha.slice(0, 7)} is not in the history of the PR's merge base ${mergeBase.slice(0, 7)}`
}

/** The run's newest unexpired artifact of the name asked for, or null (noted in the tally). */
async function liveArtifact(
  opts: FindBaselineOptions,
  runId: number,
  tally: SearchTally,
): Promise<BaselineArtifact | null> {
  const { data } = await opts.octokit.rest.actions.listWorkflowRunArtifacts({
    owner: opts.owner,
    repo: opts.repo,
    run_id: runId,
    name: opts.artifactName,
    per_page: 100,
  })
  const artifacts = data.artifacts.filter((a) => a.name === opts.artifactName)
  const live = artifacts.filter((a) => !a.expired).sort((a, b) => b.id - a.id)[0]
  if (!live) {
    if (artifacts.length > 0) tally.expired++
    tally.skipped.push({
      runId,
      reason:
        artifacts.length > 0
          ? `artifact ${opts.artifactName} has expired`
          : `no artifact ${opts.artifactName}`,
    })
    return null
  }
  return {
    id: live.id,
    name: live.name,
    size: live.size_in_bytes,
    ...(live.digest ? { digest: live.digest } : {}),
  }
}

/** The caller's `accept` check (e.g. the report holds a complete summary); a throw is a refusal. */
async function accepted(
  opts: FindBaselineOptions,
  run: WorkflowRun,
  artifact: BaselineArtifact,
  tally: SearchTally,
): Promise<boolean> {
  if (!opts.accept) return true
  tally.accepts++
  let refusal: string | null
  try {
    refusal = await opts.accept({ runId: run.id, runNumber: run.run_number, headSha: run.head_sha, artifact })
  } catch (error) {
    refusal = error instanceof Error ? error.message : String(error)
  }
  if (refusal === null) return true
  tally.rejected++
  tally.lastRefusal = { runId: run.id, reason: refusal }
  tally.skipped.push(tally.lastRefusal)
  return false
}

function notFoundReason(opts: FindBaselineOptions, conclusions: Conclusion[], tally: SearchTally): string {
  const where = `workflow ${opts.workflow} on branch ${opts.branch}${opts.event ? ` (event ${opts.event})` : ''}`
  const { candidates, expired, rejected, lastRefusal } = tally
  if (rejected > 0 && lastRefusal !== null)
    return `the report artifact of the ${rejected} latest run(s) of ${where} that have one could not be used (run ${lastRefusal.runId}: ${lastRefusal.reason})`
  if (candidates === 0) return `no ${conclusions.join('/')} runs of ${where}`
  if (expired === candidates)
    return `the ${opts.artifactName} artifact of the ${candidates} latest ${conclusions.join('/')} run(s) of ${where} has expired`
  return `none of the ${candidates} latest ${conclusions.join('/')} run(s) of ${where} has an artifact named ${opts.artifactName}`
}
