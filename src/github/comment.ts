// The sticky PR comment: one per benchmark label, found by a hidden marker on its first line
// across every page of the PR's comments, and updated in place.
import { GITHUB_LIMITS, truncateForGitHub } from './truncate.js'
import { sanitizeLabel } from './artifact-names.js'
import { orDegrade } from './errors.js'
import type { GitHubClient } from './octokit.js'
import { REPORT_SETTINGS } from '../settings/report.js'

/** When the sticky comment is written: every run, only when the report changed, never. */
export const COMMENT_MODES = REPORT_SETTINGS.comment.values
export type CommentMode = (typeof COMMENT_MODES)[number]

export function commentMarker(label: string): string {
  return `<!-- helios-action:${sanitizeLabel(label)} -->`
}

/** The marker line, then the body; cut (with a note) if the renderer left it over the limit. */
export function stickyCommentBody(label: string, body: string): string {
  return truncateForGitHub(`${commentMarker(label)}\n${body}`, GITHUB_LIMITS.commentChars)
}

export interface StickyTarget {
  octokit: GitHubClient
  owner: string
  repo: string
  issueNumber: number
  label: string
}

export interface FoundComment {
  id: number
  body: string
  url: string
}

/** The oldest comment whose body starts with the label's marker, searching all pages. */
export async function findStickyComment(target: StickyTarget): Promise<FoundComment | undefined> {
  const marker = commentMarker(target.label)
  const pages = target.octokit.paginate.iterator(target.octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  })
  for await (const { data } of pages) {
    const found = data.find((c) => (c.body ?? '').trimStart().startsWith(marker))
    if (found) return { id: found.id, body: found.body ?? '', url: found.html_url }
  }
  return undefined
}

export interface UpsertCommentOptions extends StickyTarget {
  /** The rendered report (markdown); the marker is added here. */
  body: string
  mode: CommentMode
  /** Whether the report shows changes (for `on-change`). */
  hasChanges: boolean
}

export type CommentResult =
  | { action: 'created' | 'updated' | 'unchanged'; commentId: number; url: string }
  | { action: 'skipped'; reason: string }
  | { action: 'degraded'; reason: string }

/**
 * `always`: update the sticky comment or create it. `on-change`: create it only when the report
 * shows changes, but always update an existing one (so it never goes stale). `off`: nothing.
 */
export async function upsertStickyComment(opts: UpsertCommentOptions): Promise<CommentResult> {
  if (opts.mode === 'off') return { action: 'skipped', reason: 'comment: off' }
  const body = stickyCommentBody(opts.label, opts.body)
  const existing = await findStickyComment(opts)
  if (existing) {
    if (existing.body === body) return { action: 'unchanged', commentId: existing.id, url: existing.url }
    return writeComment('Updating the report comment', 'updated', () =>
      opts.octokit.rest.issues.updateComment({
        owner: opts.owner,
        repo: opts.repo,
        comment_id: existing.id,
        body,
      }),
    )
  }
  if (opts.mode === 'on-change' && !opts.hasChanges) {
    return { action: 'skipped', reason: 'comment: on-change and the report shows no changes' }
  }
  return writeComment('Posting the report comment', 'created', () =>
    opts.octokit.rest.issues.createComment({
      owner: opts.owner,
      repo: opts.repo,
      issue_number: opts.issueNumber,
      body,
    }),
  )
}

/** Creating and updating answer alike: the comment (its id and address) or a degraded write. */
async function writeComment(
  what: string,
  action: 'created' | 'updated',
  write: () => Promise<{ data: { id: number; html_url: string } }>,
): Promise<CommentResult> {
  const result = await orDegrade(what, write)
  if (!result.ok) return { action: 'degraded', reason: result.reason }
  return { action, commentId: result.value.data.id, url: result.value.data.html_url }
}
