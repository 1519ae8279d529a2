// Fetches a registry entry's pinned commit with the system git (smart HTTP, one commit, no
// history) into a cache keyed by commit, and reuses that copy with no network on later runs.
// Why git and not the GitHub tarball API: the registry names any git host (and the tests a
// loopback one); git checks every object against its hash, so the tree is the commit's; and a
// tarball needs a token's rate limit on GitHub while a public clone does not.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { lstat, mkdir, readdir, readlink, realpath, rename, rm, stat } from 'node:fs/promises'
import { homedir } from 'node:os'
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { datasetRef, type DatasetEntry } from './registry.js'
import { errorCode } from '../narrow.js'

export class DatasetFetchError extends Error {
  override name = 'DatasetFetchError'
}

/** A dataset's copy, where its tasks are, and whether this run fetched it. */
export interface FetchedDataset {
  ref: string
  entry: DatasetEntry
  /** The cached checkout: `<cache>/<name>/<commit>`. */
  checkout: string
  /** The entry's `path` inside it. */
  tasksDir: string
  fetched: boolean
}

/** `HELIOS_DATASET_CACHE`, else `$XDG_CACHE_HOME/helios/datasets`, else `~/.cache/helios/datasets`. */
export function datasetCacheRoot(env: Record<string, string | undefined> = process.env): string {
  if (env.HELIOS_DATASET_CACHE) return resolve(env.HELIOS_DATASET_CACHE)
  return join(
    env.XDG_CACHE_HOME ? resolve(env.XDG_CACHE_HOME) : join(homedir(), '.cache'),
    'helios',
    'datasets',
  )
}

/** Where one commit of a dataset is cached (also the path the Actions cache saves). */
export function datasetCheckoutDir(cacheRoot: string, entry: DatasetEntry): string {
  return join(cacheRoot, entry.name, entry.git_commit_id)
}

/** The cached copy when there is one, else a fresh fetch; either way the entry's tasks folder. */
export async function fetchDataset(
  entry: DatasetEntry & { file?: string },
  cacheRoot: string,
  onLog: (line: string) => void = () => {},
): Promise<FetchedDataset> {
  const ref = datasetRef(entry)
  const checkout = datasetCheckoutDir(cacheRoot, entry)
  let fetched = false
  if (await isDirectory(checkout)) onLog(`dataset ${ref}: cached at ${checkout}`)
  else {
    onLog(`dataset ${ref}: fetching ${entry.git_url} at ${entry.git_commit_id}`)
    await fetchInto(entry, checkout)
    fetched = true
  }
  return { ref, entry, checkout, tasksDir: await tasksFolder(entry, checkout), fetched }
}

/**
 * Fetches into a partial folder beside the cache entry and renames it into place: the rename is
 * atomic, so a cache folder is always whole, and of two runs fetching at once one rename wins and
 * the other run uses the winner's copy.
 */
async function fetchInto(entry: DatasetEntry & { file?: string }, checkout: string): Promise<void> {
  const partial = join(dirname(checkout), `.partial-${process.pid}-${randomBytes(4).toString('hex')}`)
  await mkdir(partial, { recursive: true })
  try {
    await git(entry, partial, ['init', '--quiet'])
    await git(entry, partial, [
      ...['-c', 'protocol.version=2', '-c', 'http.lowSpeedLimit=1000', '-c', 'http.lowSpeedTime=60'],
      ...['fetch', '--quiet', '--depth', '1', '--no-tags', entry.git_url, entry.git_commit_id],
    ])
    const got = (await git(entry, partial, ['rev-parse', 'FETCH_HEAD^{commit}'])).trim()
    if (got !== entry.git_commit_id)
      throw new DatasetFetchError(
        `dataset ${datasetRef(entry)}: ${entry.git_url} answered commit ${got}, not the pinned ${entry.git_commit_id}; nothing was kept`,
      )
    await git(entry, partial, ['-c', 'advice.detachedHead=false', 'checkout', '--quiet', 'FETCH_HEAD'])
    await rm(join(partial, '.git'), { recursive: true, force: true })
    await refuseOutsideLinks(entry, partial)
    await rename(partial, checkout).catch(async (error: NodeJS.ErrnoException) => {
      // Another run put the same commit in place first: its copy is as good as ours.
      if (!(await isDirectory(checkout))) throw error
    })
  } finally {
    await rm(partial, { recursive: true, force: true })
  }
}

/** Runs git in `cwd`; a failure becomes the one sentence a user acts on. */
async function git(entry: DatasetEntry & { file?: string }, cwd: string, args: string[]): Promise<string> {
  return await new Promise((done, fail) => {
    execFile(
      'git',
      args,
      {
        cwd,
        timeout: 15 * 60_000,
        maxBuffer: 16 * 1024 * 1024,
        // No prompt for a password on a terminal: a private URL fails like any other.
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: 'true', LC_ALL: 'C' },
      },
      (error, stdout, stderr) => {
        if (!error) return done(stdout)
        fail(fetchFailure(entry, args, error, stderr))
      },
    )
  })
}

function fetchFailure(
  entry: DatasetEntry & { file?: string },
  args: string[],
  error: Error,
  stderr: string,
): DatasetFetchError {
  const ref = datasetRef(entry)
  if (errorCode(error) === 'ENOENT')
    return new DatasetFetchError(`dataset ${ref}: git is not installed; install git, then run again`)
  const why = lastLine(stderr) ?? error.message.split('\n')[0]
  if (
    args.includes('fetch') &&
    /not our ref|couldn't find remote ref|unadvertised object|no such remote ref/i.test(stderr)
  )
    return new DatasetFetchError(
      `dataset ${ref}: ${entry.git_url} has no commit ${entry.git_commit_id} (${why}); check the entry's git_commit_id${entry.file ? ` in ${entry.file}` : ''}`,
    )
  return new DatasetFetchError(
    `dataset ${ref}: could not fetch ${entry.git_url} (${why}); check the network and the URL, then run again (a copy once fetched is reused offline)`,
  )
}

function lastLine(text: string): string | null {
  const lines = text
    .split('\n')
    .map((line) => line.replace(/^(fatal|error): /, '').trim())
    .filter((line) => line !== '')
  return lines.at(-1) ?? null
}

/** A link leading out of the checkout would let a task read the host's files: refuse the dataset. */
async function refuseOutsideLinks(entry: DatasetEntry, root: string): Promise<void> {
  for (const file of await walk(root)) {
    const info = await lstat(file)
    if (!info.isSymbolicLink()) continue
    const target = await readlink(file)
    const landing = resolve(dirname(file), target)
    if (isAbsolute(target) || !inside(root, landing))
      throw new DatasetFetchError(
        `dataset ${datasetRef(entry)}: ${relative(root, file).split(sep).join('/')} is a symbolic link to ${target}, outside the repository; helios refuses the dataset rather than follow it`,
      )
  }
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const files: string[] = []
  for (const item of entries) {
    const path = join(dir, item.name)
    if (item.isDirectory()) files.push(...(await walk(path)))
    else files.push(path)
  }
  return files
}

function inside(root: string, path: string): boolean {
  const rel = relative(root, path)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/** The entry's path in the checkout: a folder, and (links resolved) still inside it. */
async function tasksFolder(entry: DatasetEntry, checkout: string): Promise<string> {
  const dir = resolve(checkout, entry.path)
  const real = await realpath(dir).catch(() => null)
  const ref = datasetRef(entry)
  if (real === null || !(await isDirectory(real)))
    throw new DatasetFetchError(
      `dataset ${ref}: commit ${entry.git_commit_id} of ${entry.git_url} has no folder '${entry.path}'; fix the entry's path`,
    )
  if (!inside(await realpath(checkout), real))
    throw new DatasetFetchError(`dataset ${ref}: path '${entry.path}' leads outside the repository`)
  return dir
}

async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isDirectory() === true
}
