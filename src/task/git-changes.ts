// Adapter: the files a branch changed since it left its base, from the git CLI.

import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { GitChangesError } from './errors.js'
import { errorCode, errorField } from '../narrow.js'

const run = promisify(execFile)
const MAX_OUTPUT = 64 * 1024 * 1024

/**
 * Paths (relative to the repository root, `/`-separated) changed between the merge base of
 * `baseRef` and HEAD — what a PR changed, ignoring later commits on the base branch. Renames count
 * as a delete plus an add, so a task moved out of a folder touches both places.
 */
export async function changedFilesSince(baseRef: string, cwd: string): Promise<string[]> {
  if (baseRef.trim() === '' || baseRef.startsWith('-')) {
    throw new GitChangesError(`invalid base ref ${JSON.stringify(baseRef)}: pass a branch, tag or commit`)
  }
  const stdout = await git(
    ['diff', '--name-only', '--no-renames', '-z', `${baseRef}...HEAD`, '--'],
    cwd,
    baseRef,
  )
  return stdout.split('\0').filter((path) => path !== '')
}

/** Absolute path of the repository that contains `cwd`. */
export async function repoTopLevel(cwd: string): Promise<string> {
  return (await git(['rev-parse', '--show-toplevel'], cwd, null)).trim()
}

async function git(args: string[], cwd: string, baseRef: string | null): Promise<string> {
  try {
    const { stdout } = await run('git', args, { cwd, maxBuffer: MAX_OUTPUT, encoding: 'utf8' })
    return stdout
  } catch (error) {
    const given = errorField(error, 'stderr')
    const stderr = typeof given === 'string' ? given : ''
    if (errorCode(error) === 'ENOENT') throw new GitChangesError('git is not installed or not on PATH')
    const detail = stderr.trim().split('\n')[0] ?? ''
    if (/not a git repository/i.test(stderr))
      throw new GitChangesError(`${cwd} is not inside a git repository (${detail})`)
    if (
      baseRef !== null &&
      /unknown revision|bad revision|no merge base|invalid symmetric difference/i.test(stderr)
    ) {
      throw new GitChangesError(
        `cannot diff against base ref "${baseRef}" (${detail}). The clone lacks it or its history: ` +
          'with actions/checkout use fetch-depth: 0 (or fetch the base branch) before selecting changed tasks',
      )
    }
    throw new GitChangesError(`git ${args.join(' ')} failed in ${cwd}: ${detail || String(error)}`)
  }
}
