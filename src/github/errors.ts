// Classifying GitHub API errors. A fork's pull request runs with a read-only GITHUB_TOKEN: every
// write answers 403 "Resource not accessible by integration". Publishing then degrades to the job
// summary with a warning instead of failing the run.
import * as core from '@actions/core'
import { errorField, messageOf } from '../narrow.js'

export const NOT_ACCESSIBLE = 'Resource not accessible by integration'

export function httpStatusOf(error: unknown): number | undefined {
  const status = errorField(error, 'status')
  return typeof status === 'number' ? status : undefined
}

/** A 403 that no retry can fix: the token may not write here (fork PR token, missing permission). */
export function isResourceNotAccessible(error: unknown): boolean {
  return (
    httpStatusOf(error) === 403 &&
    /Resource not accessible by (integration|personal access token)/i.test(messageOf(error))
  )
}

export type Degradable<T> = { ok: true; value: T } | { ok: false; reason: string }

/**
 * Runs a GitHub write; a "Resource not accessible" answer becomes `{ ok: false, reason }` and a
 * warning (the caller falls back to the job summary). Any other error is thrown.
 */
export async function orDegrade<T>(what: string, write: () => Promise<T>): Promise<Degradable<T>> {
  try {
    return { ok: true, value: await write() }
  } catch (error) {
    if (!isResourceNotAccessible(error)) throw error
    const reason =
      `${what}: the token cannot write to this repository (${NOT_ACCESSIBLE}). ` +
      'For pull requests from forks, post the report from a `workflow_run` workflow with `mode: publish`.'
    core.warning(reason)
    return { ok: false, reason }
  }
}
