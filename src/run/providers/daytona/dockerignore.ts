// A build context's .dockerignore, applied before upload as `docker build` applies it before
// sending: an excluded file (a data set, a build cache) is neither hashed nor uploaded. Docker's
// rules: `#` comments and blank lines skipped, paths cleaned and taken from the context's root,
// `*`/`?` stop at `/`, `**` crosses folders, a pattern that names a folder covers all under it,
// `!` re-includes, and the last pattern that matches decides.
import { posix } from 'node:path'
import picomatch from 'picomatch'

export interface ContextFilter {
  /** Whether the entry at `path` (relative, `/`-separated) is left out of the context. */
  excluded(path: string): boolean
  /** Whether anything under an excluded folder may be re-included (then the walk must enter it). */
  readonly reincludes: boolean
}

export const KEEP_ALL: ContextFilter = { excluded: () => false, reincludes: false }

/** Whether the walk leaves out this entry (a folder only when nothing under it can come back). */
export function leftOut(filter: ContextFilter, path: string, directory: boolean): boolean {
  return filter.excluded(path) && !(directory && filter.reincludes)
}

export function parseDockerignore(text: string): ContextFilter {
  const rules = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const reinclude = line.startsWith('!')
      const pattern = posix.normalize((reinclude ? line.slice(1) : line).trim()).replace(/^\/+|\/+$/g, '')
      return { reinclude, matches: picomatch(pattern, { dot: true, nobrace: true, noextglob: true }) }
    })
  if (rules.length === 0) return KEEP_ALL
  return {
    reincludes: rules.some((rule) => rule.reinclude),
    excluded(path: string): boolean {
      const parents = path.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))
      let excluded = false
      for (const rule of rules) if (parents.some((p) => rule.matches(p))) excluded = !rule.reinclude
      return excluded
    },
  }
}
