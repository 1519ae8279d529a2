// Reads the quarantine list the `quarantine` input names (default `.helios/quarantine.txt`, used
// when present). A file the input names explicitly must exist.
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { DEFAULT_QUARANTINE_FILE, parseQuarantine } from '../results/quarantine.js'
import type { ActionInputs } from './inputs.js'
import { InputError } from './inputs.js'

export async function readQuarantineFile(
  inputs: Pick<ActionInputs, 'quarantine'>,
  workspace: string,
): Promise<{ file: string; entries: string[] }> {
  const file = inputs.quarantine || DEFAULT_QUARANTINE_FILE
  const text = await readFile(resolve(workspace, file), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' && !inputs.quarantine) return ''
    throw new InputError(
      `Input 'quarantine' names ${file}, which cannot be read (${error.code ?? error.message}); commit the file or leave the input empty.`,
    )
  })
  return { file, entries: parseQuarantine(text, file) }
}
