// A trial from a file of its own (`--trial file.yaml`): YAML (or JSON, which YAML reads), the
// trial at the top or under `trial:`.
import { readFile } from 'node:fs/promises'
import { parse as parseYaml } from 'yaml'
import { parseTrial } from './parse.js'
import { TrialConfigError, type Trial } from './types.js'
import { isRecord, messageOf } from '../narrow.js'

export async function loadTrialFile(file: string): Promise<Trial> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new TrialConfigError(file, '(file)', `cannot be read: ${error.code ?? error.message}`)
  })
  return trialFromYaml(text, file)
}

/** Pure: the YAML text's trial; a file with no scenes is refused (it would run nothing new). */
export function trialFromYaml(text: string, file: string): Trial {
  let doc: unknown
  try {
    doc = parseYaml(text)
  } catch (error) {
    throw new TrialConfigError(file, '(file)', `invalid YAML: ${messageOf(error).split('\n')[0]}`)
  }
  const top = isRecord(doc) && 'trial' in doc ? doc.trial : doc
  const at = top === doc ? '' : 'trial'
  const trial = parseTrial(top ?? {}, file, at)
  if (!trial)
    throw new TrialConfigError(file, at ? 'trial.scenes' : 'scenes', 'expected at least one scene, got none')
  return trial
}
