// The folder walk of discovery: which folders under the root are tasks. A symlink to a folder is
// followed when it stays inside the root (its tasks are named by the link's path); one that points
// outside the root, dangles or leads back into a folder it is in is reported, never skipped.

import type { Dirent } from 'node:fs'
import { readdir, readlink, realpath, stat } from 'node:fs/promises'
import { join, sep } from 'node:path'
import { relativePosix } from './load.js'
import type { InvalidTask } from './types.js'

const SKIPPED_DIRS = new Set(['node_modules', '.git'])

export interface Walked {
  /** Task folders (paths through any links), sorted by relative path. */
  dirs: string[]
  /** Links that discovery would not follow, and symlinked task.toml files; sorted. */
  invalid: { invalid: InvalidTask; name: string }[]
  /**
   * Folders with no task.toml anywhere below them (relative, sorted), each named once at its
   * topmost level; hidden folders (`.github`) are not listed. Absent for a single task.
   */
  skipped?: string[]
}

/** What a folder's walk found: a task.toml (or a reported link) below it, and its empty folders. */
interface Below {
  found: boolean
  empty: string[]
}

/** Task folders under `root`: folders with a `task.toml` matching `matches`, not descended into. */
export async function findTaskDirs(
  root: string,
  matches: (relativePath: string) => boolean,
): Promise<Walked> {
  const realRoot = await realpath(root)
  const found: string[] = []
  const invalid: Walked['invalid'] = []
  const report = (path: string, file: string, message: string) => {
    const rel = relativePosix(root, path)
    invalid.push({
      invalid: { relative_dir: rel, file: file ? `${rel}/${file}` : rel, field: null, message },
      name: path.split(sep).at(-1)!,
    })
  }
  // `chain`: the real path of every folder from the root down to `dir`, to notice a loop.
  const walk = async (dir: string, chain: readonly string[]): Promise<Below> => {
    const entries: Dirent[] = await readdir(dir, { withFileTypes: true })
    const toml = entries.find((e) => e.name === 'task.toml' && (e.isFile() || e.isSymbolicLink()))
    if (toml && matches(relativePosix(root, join(dir, toml.name)))) {
      if (toml.isFile()) found.push(dir)
      else
        report(
          dir,
          'task.toml',
          `task.toml is a symbolic link (to ${await readlink(join(dir, 'task.toml'))}): a task's checksum covers a link's target path, not the file it points to, so copy the file into the task folder`,
        )
      return { found: true, empty: [] }
    }
    const next = entries.filter((e) => (e.isDirectory() || e.isSymbolicLink()) && !SKIPPED_DIRS.has(e.name))
    const below = await Promise.all(
      next.map(async (entry): Promise<(Below & { path: string }) | null> => {
        const path = join(dir, entry.name)
        const reported = { path, found: true, empty: [] }
        const real = entry.isDirectory() ? join(chain.at(-1)!, entry.name) : await linkedFolder(path, report)
        // A link to a file is no folder; a broken link is reported, so not named again as skipped.
        if (real === FILE) return null
        if (real === REPORTED) return reported
        if (chain.includes(real)) {
          const target = real === realRoot ? 'the tasks folder' : relativePosix(realRoot, real)
          report(
            path,
            '',
            `${entry.name} leads back to ${target}, a folder it is in: a symlink loop, not followed`,
          )
          return reported
        }
        if (real !== realRoot && !real.startsWith(realRoot + sep)) {
          report(
            path,
            '',
            `${entry.name} is a symbolic link to ${real}, outside the tasks folder ${realRoot}: not followed; move the task in, or pass its folder`,
          )
          return reported
        }
        return { path, ...(await walk(path, [...chain, real])) }
      }),
    )
    const kids = below.filter((kid) => kid !== null)
    // A task.toml the pattern leaves out: a task not asked for, its folders no mystery.
    if (toml) return { found: true, empty: [] }
    return {
      found: kids.some((kid) => kid.found),
      empty: kids.flatMap((kid) => (kid.found ? kid.empty : hidden(kid.path) ? [] : [kid.path])),
    }
  }
  const { empty } = await walk(root, [realRoot])
  const byRelativeDir = found.map((dir) => ({ dir, key: relativePosix(root, dir) }))
  byRelativeDir.sort((a, b) => compare(a.key, b.key))
  invalid.sort((a, b) => compare(a.invalid.relative_dir, b.invalid.relative_dir))
  const skipped = empty.map((dir) => relativePosix(root, dir))
  return { dirs: byRelativeDir.map((entry) => entry.dir), invalid, skipped: skipped.sort(compare) }
}

/** `.github`, `.venv`: folders no one means as tasks. */
function hidden(path: string): boolean {
  return path.split(sep).at(-1)!.startsWith('.')
}

const FILE = Symbol('a link to a file')
const REPORTED = Symbol('a broken link, reported')

/** The real folder a link points to; FILE for a link to a file, REPORTED when it dangles or loops. */
async function linkedFolder(
  path: string,
  report: (path: string, file: string, message: string) => void,
): Promise<string | typeof FILE | typeof REPORTED> {
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => error)
  if (info instanceof Error) {
    const name = path.split(sep).at(-1)!
    const why =
      info.code === 'ELOOP'
        ? 'a chain of links that never ends (a symlink loop)'
        : 'which does not exist (a dangling link)'
    report(path, '', `${name} is a symbolic link to ${await readlink(path)}, ${why}: fix or delete it`)
    return REPORTED
  }
  return info.isDirectory() ? realpath(path) : FILE
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
