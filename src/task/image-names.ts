// Image tags of a task: content-addressed, so a later run (or another task with the same
// environment) finds the image already built. Known at discovery: a compose file can name main's.

import { slugify } from './slug.js'

/** main's image: `helios-env/<task>:<first 16 hex of the environment hash>`. */
export function environmentTag(task: { name: string; environmentHash: string }): string {
  return `helios-env/${tagRepo(task.name)}:${task.environmentHash.slice(0, 16)}`
}

/** An image built from a folder of the task (a separate verifier's `tests/`, a compose service). */
export function builtImageTag(taskName: string, role: string, hash: string): string {
  return `helios-env/${tagRepo(taskName)}-${tagRepo(role)}:${hash.slice(0, 16)}`
}

function tagRepo(name: string): string {
  return (
    slugify(name)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'task'
  )
}
