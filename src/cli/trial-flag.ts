// `--trial FILE`: the YAML trial every task of the run follows; a bad file is a usage error that
// names the file, the field and the scene.
import { resolve } from 'node:path'
import { loadTrialFile } from '../trial/load.js'
import { TrialConfigError, type Trial } from '../trial/types.js'
import { stringFlag, UsageError } from './args.js'

export async function trialFlag(values: Record<string, unknown>): Promise<Trial | null> {
  const file = stringFlag(values, 'trial')
  if (file === undefined) return null
  try {
    return await loadTrialFile(resolve(file))
  } catch (error) {
    if (error instanceof TrialConfigError) throw new UsageError(`--trial: ${error.message}`)
    throw error
  }
}
