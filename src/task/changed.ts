// Which tasks a change touches, for PR runs that only run the tasks a diff changed. Pure: the
// changed paths come from git (see git-changes.ts), relative to the repository root.

import { posix } from 'node:path'
import type { Task } from './types.js'

/**
 * Tasks with at least one changed file inside their folder. `repoRelativeRoot` is the discovery
 * root relative to the repository root (`tasks`, or `` / `.` when it is the repository root).
 */
export function tasksTouchedBy(tasks: Task[], changedFiles: string[], repoRelativeRoot: string): Task[] {
  return touchedBy(tasks, (task) => task.relativeDir, changedFiles, repoRelativeRoot)
}

/** The same rule for anything that names a task folder (e.g. an invalid task's `relative_dir`). */
export function touchedBy<T>(
  items: T[],
  folderOf: (item: T) => string,
  changedFiles: string[],
  repoRelativeRoot: string,
): T[] {
  const changed = changedFiles.map(normalize).filter((file) => file !== '')
  return items.filter((item) => {
    const folder = normalize(posix.join(normalize(repoRelativeRoot) || '.', folderOf(item)))
    return folder === ''
      ? changed.length > 0
      : changed.some((file) => file === folder || file.startsWith(`${folder}/`))
  })
}

/** `./a\\b/` → `a/b`; the repository root itself → ``. */
function normalize(path: string): string {
  const normalized = posix
    .normalize(path.replaceAll('\\', '/'))
    .replace(/^(\.\/)+/, '')
    .replace(/\/+$/, '')
  return normalized === '.' ? '' : normalized
}
