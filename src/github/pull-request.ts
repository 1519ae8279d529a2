// Finding the pull request of a head SHA, for `mode: publish` in a `workflow_run` workflow (fork
// PRs). The PR number is never read from an artifact (a fork controls its contents): it comes from
// GitHub, and every candidate's head SHA must equal the triggering run's head SHA.
import type { GitHubClient } from './octokit.js'

export interface FindPullRequestOptions {
  octokit: GitHubClient
  owner: string
  repo: string
  /** `workflow_run.head_sha` of the triggering run (from the event, not from an artifact). */
  headSha: string
  /** `workflow_run.head_repository.owner.login` and `workflow_run.head_branch`, for the fallback. */
  headOwner?: string
  headBranch?: string
}

export interface FoundPullRequest {
  number: number
  url: string
  headRef: string
  baseRef: string
}

export type PullRequestLookup = { found: true; pull: FoundPullRequest } | { found: false; reason: string }

interface PullLike {
  number: number
  state: string
  html_url: string
  head: { sha: string; ref: string }
  base: { ref: string }
}

function pick(pulls: PullLike[], headSha: string): PullRequestLookup | undefined {
  const matching = pulls.filter((p) => p.state === 'open' && p.head.sha === headSha)
  const numbers = [...new Set(matching.map((p) => p.number))]
  if (numbers.length > 1) {
    return {
      found: false,
      reason: `head SHA ${headSha} is the head of several open pull requests: #${numbers.join(', #')}`,
    }
  }
  const p = matching[0]
  if (!p) return undefined
  return {
    found: true,
    pull: { number: p.number, url: p.html_url, headRef: p.head.ref, baseRef: p.base.ref },
  }
}

export async function findPullRequestForSha(opts: FindPullRequestOptions): Promise<PullRequestLookup> {
  const { data: byCommit } = await opts.octokit.rest.repos.listPullRequestsAssociatedWithCommit({
    owner: opts.owner,
    repo: opts.repo,
    commit_sha: opts.headSha,
    per_page: 100,
  })
  const first = pick(byCommit, opts.headSha)
  if (first) return first
  // A fork's commit is often not associated with the base repository's PRs: ask by head label.
  if (opts.headOwner && opts.headBranch) {
    const { data: byHead } = await opts.octokit.rest.pulls.list({
      owner: opts.owner,
      repo: opts.repo,
      head: `${opts.headOwner}:${opts.headBranch}`,
      state: 'open',
      per_page: 100,
    })
    const second = pick(byHead, opts.headSha)
    if (second) return second
  }
  return { found: false, reason: `no open pull request has head SHA ${opts.headSha}` }
}
