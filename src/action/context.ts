// What the action needs to know about the workflow run, read from the runner's environment and
// event payload. Kept apart from @actions/github's context so it is read when asked, not on import.
import { readFileSync } from 'node:fs'
import type { RunSource } from '../results/types.js'
import { recordOrEmpty } from '../narrow.js'

export interface WorkflowContext {
  repository: { owner: string; repo: string } | null
  serverUrl: string
  runId: string | null
  runAttempt: string
  /** `owner/repo/.github/workflows/file.yml@ref` → `file.yml`: the workflow id the REST API accepts. */
  workflowFile: string | null
  eventName: string
  sha: string | null
  ref: string | null
  /** The PR this run is for (pull_request events only). */
  pullRequest: {
    number: number
    baseRef: string
    headSha: string
    /** The PR's head is another repository (a fork): GitHub gives its workflows no secrets. */
    fromFork?: boolean
  } | null
  /** Branch whose runs are the baseline: the PR base, else the pushed/scheduled branch. */
  baselineBranch: string | null
  workspace: string
  runnerTemp: string
  /** For `publish` mode: the run that triggered this `workflow_run` workflow. */
  triggeringRun: {
    id: string
    headSha: string
    headBranch: string | null
    /** The fork's owner: the PR lookup by branch needs it when the head SHA finds nothing. */
    headOwner: string | null
    /**
     * `owner/name` of the repository the run's code came from (GitHub's word, from the event, never
     * from an artifact); null when the event has none (e.g. a deleted fork).
     */
    headRepository: string | null
    event: string
  } | null
}

export function readWorkflowContext(env: NodeJS.ProcessEnv = process.env): WorkflowContext {
  const event = readEvent(env.GITHUB_EVENT_PATH)
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/')
  // GitHub's own event file: every field read here is optional and read with `?.`.
  const pr = event.pull_request as
    | {
        number?: number
        base?: { ref?: string }
        head?: { sha?: string; repo?: { full_name?: string } | null }
      }
    | undefined
  const headRepo = pr?.head?.repo?.full_name
  const pullRequest =
    pr && typeof pr.number === 'number'
      ? {
          number: pr.number,
          baseRef: pr.base?.ref ?? '',
          headSha: pr.head?.sha ?? env.GITHUB_SHA ?? '',
          fromFork: headRepo !== undefined && headRepo !== env.GITHUB_REPOSITORY,
        }
      : null
  // GitHub's own event file, as above.
  const wr = event.workflow_run as
    | {
        id?: number
        head_sha?: string
        head_branch?: string | null
        event?: string
        head_repository?: { full_name?: string; owner?: { login?: string } } | null
      }
    | undefined
  const refName = env.GITHUB_REF_NAME ?? env.GITHUB_REF?.replace(/^refs\/heads\//, '') ?? null
  return {
    repository: owner && repo ? { owner, repo } : null,
    serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
    runId: env.GITHUB_RUN_ID ?? null,
    runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1',
    workflowFile: workflowFile(env.GITHUB_WORKFLOW_REF),
    eventName: env.GITHUB_EVENT_NAME ?? '',
    sha: pullRequest?.headSha || env.GITHUB_SHA || null,
    ref: env.GITHUB_REF ?? null,
    pullRequest,
    baselineBranch: pullRequest ? pullRequest.baseRef || env.GITHUB_BASE_REF || null : refName,
    workspace: env.GITHUB_WORKSPACE ?? process.cwd(),
    runnerTemp: env.RUNNER_TEMP ?? '',
    triggeringRun:
      wr && typeof wr.id === 'number'
        ? {
            id: String(wr.id),
            headSha: wr.head_sha ?? '',
            headBranch: wr.head_branch ?? null,
            headOwner: wr.head_repository?.owner?.login ?? null,
            headRepository: wr.head_repository?.full_name ?? null,
            event: wr.event ?? '',
          }
        : null,
  }
}

/** One run id shared by every job of a workflow run attempt, so shard summaries can be matched. */
export function benchmarkRunId(ctx: WorkflowContext): string {
  return ctx.runId ? `gh-${ctx.runId}-${ctx.runAttempt}` : `local-${Date.now()}`
}

/** The `source` block of summaries this workflow run writes. */
export function runSource(ctx: WorkflowContext): RunSource {
  return {
    repository: ctx.repository ? `${ctx.repository.owner}/${ctx.repository.repo}` : null,
    sha: ctx.sha,
    ref: ctx.ref,
    workflow_run_id: ctx.runId,
    workflow_run_url: runUrl(ctx),
  }
}

/** Link to one artifact of this run on github.com. */
export function artifactUrl(ctx: WorkflowContext, artifactId: number): string | null {
  const run = runUrl(ctx)
  return run ? `${run}/artifacts/${artifactId}` : null
}

export function runUrl(ctx: WorkflowContext, runId = ctx.runId): string | null {
  if (!ctx.repository || !runId) return null
  return `${ctx.serverUrl}/${ctx.repository.owner}/${ctx.repository.repo}/actions/runs/${runId}`
}

function workflowFile(workflowRef: string | undefined): string | null {
  const match = workflowRef?.match(/\.github\/workflows\/([^@]+)@/)
  return match?.[1] ?? null
}

function readEvent(path: string | undefined): Record<string, unknown> {
  if (!path) return {}
  try {
    return recordOrEmpty(JSON.parse(readFileSync(path, 'utf8')))
  } catch {
    return {}
  }
}
