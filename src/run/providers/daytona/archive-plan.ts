// Docker's archive extraction replaces a path whose type differs from the entry's (an empty file
// entry then a folder entry resets a folder: how the runner empties /logs/verifier). GNU tar in a
// sandbox does not, so the archive is planned first: paths to remove before extracting, and the
// entries that still matter (a later entry of the same path supersedes an earlier one).
import { posix } from 'node:path'

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
