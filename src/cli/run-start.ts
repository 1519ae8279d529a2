// What `helios batch --resume <run-folder>` needs when the run never wrote its summary (a SIGKILL,
// a lost machine): the tasks folder and the settings it started with, written into the run folder
// before its first attempt. A summary, when there is one, says the same and wins.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { parseJsonFile, validate } from '../results/schema-error.js'

export const RUN_START_FILE = 'run_start.json'

const runStartSchema = z.object({
  /** The tasks folder as given, made absolute. */
  tasks: z.string(),
  agent: z.string(),
  model: z.string().nullable(),
  attempts: z.number().int().min(1),
  label: z.string().optional(),
})
export type RunStart = z.infer<typeof runStartSchema>

export function serializeRunStart(start: RunStart): string {
  return `${JSON.stringify(start, null, 2)}\n`
}

/** Null when the folder has none (a run of an older version, or one that never started). */
export async function readRunStart(runDir: string): Promise<RunStart | null> {
  const file = join(runDir, RUN_START_FILE)
  const text = await readFile(file, 'utf8').catch(() => null)
  if (text === null) return null
  return validate(runStartSchema, parseJsonFile(text, file), file)
}
