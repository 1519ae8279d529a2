// A run summary named on the command line: its run_summary.json or the run folder holding it
// (what `helios batch` prints as "Results:"), the same in compare, confirm and report.
import { existsSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { parseRunSummary } from '../results/run-summary.js'
import type { RunSummary } from '../results/types.js'
import { UsageError } from './args.js'
import { codeOrMessage } from '../narrow.js'

export const SUMMARY_FILE = 'run_summary.json'

const WHAT_TO_PASS = `pass a run folder (<output>/<run-id>) or its ${SUMMARY_FILE}`

/** The summary file at `path`: the path itself, or the run folder's; a usage error naming the path. */
export async function summaryFileAt(path: string): Promise<string> {
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
    const why = error.code === 'ENOENT' ? 'no such file or folder' : (error.code ?? error.message)
    throw new UsageError(`cannot read ${path}: ${why}; ${WHAT_TO_PASS}`)
  })
  if (!info.isDirectory()) return path
  const file = join(path, SUMMARY_FILE)
  if (existsSync(file)) return file
  const runs = await runsIn(path)
  if (runs.length > 0) throw new UsageError(outputFolderMessage(path, runs, ''))
  throw new UsageError(`${path} holds no ${SUMMARY_FILE}; ${WHAT_TO_PASS}`)
}

/** The run folders (holding a summary) directly inside `dir`, by name: an output folder's runs. */
export async function runsIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  return entries
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, SUMMARY_FILE)))
    .map((e) => e.name)
    .sort()
}

/** An output folder given where a run was wanted: name its newest run (run ids sort by time). */
export function outputFolderMessage(dir: string, runs: readonly string[], prefix: string): string {
  return `${prefix}${dir} is an output folder holding ${runs.length} run(s), not a run; pass one of them, e.g. ${join(dir, runs.at(-1)!)}`
}

/** A run summary file or run folder, read and checked; a usage error (exit 2) naming the file. */
export async function readSummary(path: string): Promise<RunSummary> {
  const file = await summaryFileAt(path)
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${codeOrMessage(error)}`)
  }
  try {
    return parseRunSummary(text, file)
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
}
