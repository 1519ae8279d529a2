// Copying tar archives in and out of a remote environment with its own `tar` (Daytona, Kubernetes:
// neither has Docker's archive API). Docker's extraction replaces a path whose type differs from
// the entry's (an empty file entry then a folder entry resets a folder: how the runner empties
// /logs/verifier). GNU tar does not, so the archive is planned first: paths to remove before
// extracting, and the entries that still matter (a later entry of the same path supersedes an
// earlier one).
import { posix } from 'node:path'
import * as tar from 'tar-stream'
import { commandLine, quoteWord } from './shell-line.js'
import { chunkBuffer } from '../../narrow.js'

/** The exit code `packLine` gives for a missing path (told apart from tar's own 1 and 2). */
export const MISSING_PATH_EXIT = 44

export interface ArchiveEntry {
  name: string
  type: 'file' | 'directory' | 'other'
}

export interface ArchivePlan {
  /** Paths (relative to the destination) removed before extraction. */
  remove: string[]
  /** Indexes of the entries to extract, in order. */
  keep: number[]
}

export function planExtraction(entries: readonly ArchiveEntry[]): ArchivePlan {
  const lastIndex = new Map<string, number>()
  const nonDirectory = new Set<string>()
  entries.forEach((entry, index) => {
    const path = normal(entry.name)
    lastIndex.set(path, index)
    if (entry.type !== 'directory') nonDirectory.add(path)
  })
  const keep: number[] = []
  const remove: string[] = []
  entries.forEach((entry, index) => {
    const path = normal(entry.name)
    if (lastIndex.get(path) !== index) return
    keep.push(index)
    // A file where a folder may be, or a folder the archive first replaced by a file: start clean.
    if (entry.type !== 'directory' || nonDirectory.has(path)) remove.push(path)
  })
  return { remove: remove.filter((p) => p !== '.' && p !== ''), keep }
}

function normal(name: string): string {
  return posix.normalize(name).replace(/\/+$/, '')
}

/** The archive without superseded entries, and the paths to clear first. */
export async function plannedArchive(archive: Buffer): Promise<{ archive: Buffer; remove: string[] }> {
  const entries: { header: tar.Header; content: Buffer }[] = []
  const extract = tar.extract()
  const done = new Promise<void>((resolve, reject) => {
    extract.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: unknown) => chunks.push(chunkBuffer(chunk)))
      stream.on('end', () => {
        entries.push({ header, content: Buffer.concat(chunks) })
        next()
      })
    })
    extract.on('finish', resolve)
    extract.on('error', reject)
  })
  extract.end(archive)
  await done
  const plan = planExtraction(
    entries.map(({ header }) => ({
      name: header.name,
      type: header.type === 'directory' ? 'directory' : header.type === 'file' ? 'file' : 'other',
    })),
  )
  const pack = tar.pack()
  const chunks: Buffer[] = []
  pack.on('data', (chunk: unknown) => chunks.push(chunkBuffer(chunk)))
  const ended = new Promise<void>((resolve) => pack.on('end', () => resolve()))
  for (const index of plan.keep) {
    const entry = entries[index]
    if (entry) pack.entry(entry.header, entry.content)
  }
  pack.finalize()
  await ended
  return { archive: Buffer.concat(chunks), remove: plan.remove }
}

/** Extracts the archive `source` (a file in the environment, or `-`: stdin) into `destination`, clearing `remove` first. */
export function extractLine(destination: string, remove: readonly string[], source: string): string {
  const dest = quoteWord(destination)
  const clear = remove.length > 0 ? `(cd ${dest} && rm -rf -- ${remove.map(quoteWord).join(' ')}) && ` : ''
  return `${clear}tar -xpf ${quoteWord(source)} -C ${dest}`
}

/** Packs `path` (named by its last component) into `output` (a file, or `-`: stdout); MISSING_PATH_EXIT when absent. */
export function packLine(path: string, output: string): string {
  const target = quoteWord(path)
  const tarLine = commandLine(['tar', '-cf', output, '-C', posix.dirname(path), posix.basename(path)])
  return `if [ ! -e ${target} ] && [ ! -L ${target} ]; then exit ${MISSING_PATH_EXIT}; fi; ${tarLine}`
}
