// Content hashes of a task folder. Each file is hashed once; the task checksum and the
// environment hash are both combined from those per-file digests, so one walk serves both.
// What counts: every regular file's path (relative, `/`-separated, sorted by code unit) and bytes,
// and every symlink's target (links are not followed, so a link cannot pull in outside files).
// What does not: file modes and timestamps (they differ between checkouts), empty folders, and
// `.DS_Store` (macOS Finder litter that says nothing about the task).

import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readdir, readFile, readlink, stat } from 'node:fs/promises'
import { join } from 'node:path'
import pLimit from 'p-limit'
import { chunkBuffer } from '../narrow.js'

export interface FileDigest {
  /** Relative to the hashed folder, `/`-separated. */
  path: string
  /** sha256 (hex) of the file's bytes, or of `symlink:<target>` for a symlink. */
  sha256: string
}

const IGNORED_NAMES = new Set(['.DS_Store'])
// Files above this size are streamed rather than read whole.
const STREAM_THRESHOLD = 1 << 20
// Shared by every digest in the process: bounds open file handles when 1,000+ tasks load at once.
const fileReads = pLimit(64)

/** Every file under `dir`, sorted by path. */
export async function digestFolder(dir: string): Promise<FileDigest[]> {
  const paths = await listFiles(dir, '')
  const digests = await Promise.all(
    paths.map((entry) =>
      fileReads(async () => ({ path: entry.path, sha256: await digestEntry(dir, entry) })),
    ),
  )
  return digests.sort((a, b) => compareCodeUnits(a.path, b.path))
}

/** Order-independent of the input: combines digests sorted by path. */
export function combineDigests(files: readonly FileDigest[]): string {
  const hash = createHash('sha256')
  for (const file of [...files].sort((a, b) => compareCodeUnits(a.path, b.path))) {
    hash.update(`${file.path}\0${file.sha256}\n`)
  }
  return hash.digest('hex')
}

/**
 * `checksum` covers the whole task folder. `environmentHash` is the image cache key: the files
 * under `environment/` (paths relative to it) plus the prebuilt image name when
 * `[environment].docker_image` is set, so a docker_image task without files hashes its image name.
 */
export function taskHashes(
  files: readonly FileDigest[],
  dockerImage: string | null,
): { checksum: string; environmentHash: string } {
  const environmentFiles = files
    .filter((file) => file.path.startsWith('environment/'))
    .map((file) => ({ path: file.path.slice('environment/'.length), sha256: file.sha256 }))
  const image = dockerImage === null ? [] : [{ path: '\0docker_image', sha256: sha256Text(dockerImage) }]
  return { checksum: combineDigests(files), environmentHash: combineDigests([...image, ...environmentFiles]) }
}

function sha256Text(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

// Plain code-unit order: locale-independent, so every machine sorts the same way.
function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

interface Entry {
  path: string
  symlink: boolean
}

async function listFiles(root: string, prefix: string): Promise<Entry[]> {
  const entries = await readdir(join(root, prefix), { withFileTypes: true })
  const nested = await Promise.all(
    entries
      .filter((entry) => !IGNORED_NAMES.has(entry.name))
      .map(async (entry): Promise<Entry[]> => {
        const path = prefix ? `${prefix}/${entry.name}` : entry.name
        if (entry.isDirectory()) return listFiles(root, path)
        if (entry.isSymbolicLink()) return [{ path, symlink: true }]
        return entry.isFile() ? [{ path, symlink: false }] : []
      }),
  )
  return nested.flat()
}

async function digestEntry(root: string, entry: Entry): Promise<string> {
  const file = join(root, entry.path)
  if (entry.symlink) return sha256Text(`symlink:${await readlink(file)}`)
  if ((await stat(file)).size < STREAM_THRESHOLD)
    return createHash('sha256')
      .update(await readFile(file))
      .digest('hex')
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunkBuffer(chunk))
  return hash.digest('hex')
}
