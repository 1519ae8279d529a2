// A task collection's checksum: one sha256 over the path and checksum of each task a run ran, so
// two runs carry the same value only when the same task files ran. Pure.
import { createHash } from 'node:crypto'

/** Hex sha256 of `path<TAB>checksum` lines sorted by path; order of the input does not matter. */
export function tasksChecksum(tasks: readonly { task_path: string; task_checksum: string }[]): string {
  const lines = tasks
    .map((t) => `${t.task_path}\t${t.task_checksum}\n`)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const hash = createHash('sha256')
  for (const line of lines) hash.update(line)
  return hash.digest('hex')
}
