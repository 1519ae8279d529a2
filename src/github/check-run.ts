// The check run: conclusion, title, summary, text, and annotations on regressed tasks' task.toml.
// GitHub takes at most 50 annotations per request: the first batch goes with the create call, the
// rest with update calls; the conclusion is set with the last request.
import { GITHUB_LIMITS, truncateForGitHub } from './truncate.js'
import { orDegrade } from './errors.js'
import type { GitHubClient } from './octokit.js'

export const ANNOTATIONS_PER_REQUEST = 50

export type CheckConclusion =
  'success' | 'failure' | 'neutral' | 'cancelled' | 'skipped' | 'timed_out' | 'action_required'

export interface CheckAnnotation {
  /** Repository-relative path, e.g. `tasks/hello/task.toml`. */
  path: string
  start_line: number
  end_line: number
  annotation_level: 'notice' | 'warning' | 'failure'
  message: string
  title?: string
  raw_details?: string
}

/** An annotation on the first line of a task's task.toml. */
export function taskAnnotation(
  taskTomlPath: string,
  message: string,
  level: CheckAnnotation['annotation_level'] = 'failure',
  title?: string,
): CheckAnnotation {
  return {
    path: taskTomlPath.replace(/\\/g, '/').replace(/^\.\//, ''),
    start_line: 1,
    end_line: 1,
    annotation_level: level,
    message,
    ...(title ? { title } : {}),
  }
}

export function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

export interface CheckRunInput {
  octokit: GitHubClient
  owner: string
  repo: string
  headSha: string
  name: string
  conclusion: CheckConclusion
  title: string
  summary: string
  text?: string
  annotations?: readonly CheckAnnotation[]
  detailsUrl?: string
  externalId?: string
}

export type CheckRunResult =
  { action: 'created'; id: number; url: string; requests: number } | { action: 'degraded'; reason: string }

export async function publishCheckRun(input: CheckRunInput): Promise<CheckRunResult> {
  const groups = batches(input.annotations ?? [], ANNOTATIONS_PER_REQUEST)
  if (groups.length === 0) groups.push([])
  const output = (annotations: CheckAnnotation[]) => ({
    title: input.title,
    summary: truncateForGitHub(input.summary, GITHUB_LIMITS.checkRunSummaryChars),
    ...(input.text !== undefined
      ? { text: truncateForGitHub(input.text, GITHUB_LIMITS.checkRunTextChars) }
      : {}),
    ...(annotations.length > 0 ? { annotations } : {}),
  })
  const result = await orDegrade('Creating the check run', async () => {
    const last = groups.length === 1
    const { data } = await input.octokit.rest.checks.create({
      owner: input.owner,
      repo: input.repo,
      name: input.name,
      head_sha: input.headSha,
      ...(input.detailsUrl ? { details_url: input.detailsUrl } : {}),
      ...(input.externalId ? { external_id: input.externalId } : {}),
      ...(last
        ? {
            status: 'completed' as const,
            conclusion: input.conclusion,
            completed_at: new Date().toISOString(),
          }
        : { status: 'in_progress' as const }),
      output: output(groups[0] ?? []),
    })
    for (let i = 1; i < groups.length; i++) {
      const final = i === groups.length - 1
      await input.octokit.rest.checks.update({
        owner: input.owner,
        repo: input.repo,
        check_run_id: data.id,
        ...(final
          ? {
              status: 'completed' as const,
              conclusion: input.conclusion,
              completed_at: new Date().toISOString(),
            }
          : {}),
        output: output(groups[i] ?? []),
      })
    }
    return { id: data.id, url: data.html_url ?? '', requests: groups.length }
  })
  if (!result.ok) return { action: 'degraded', reason: result.reason }
  return { action: 'created', ...result.value }
}
