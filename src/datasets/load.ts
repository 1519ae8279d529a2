// The registry `-d` and the action's `dataset` look names up in: the one shipped beside this file,
// then the user's own file, whose entries replace shipped ones of the same name@version.
import { readFile } from 'node:fs/promises'
import shippedRegistry from './registry.json' with { type: 'json' }
import { mergeRegistries, parseDatasetRegistry, type DatasetRegistry } from './registry.js'

export const SHIPPED_REGISTRY = 'the shipped dataset registry'

export class DatasetRegistryFileError extends Error {
  override name = 'DatasetRegistryFileError'
}

export async function loadDatasetRegistry(userFile: string | null): Promise<DatasetRegistry> {
  const files = [
    {
      file: SHIPPED_REGISTRY,
      entries: parseDatasetRegistry(JSON.stringify(shippedRegistry), SHIPPED_REGISTRY),
    },
  ]
  if (userFile !== null) {
    const text = await readFile(userFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new DatasetRegistryFileError(
        `cannot read the dataset registry ${userFile} (${error.code ?? error.message})`,
      )
    })
    files.push({ file: userFile, entries: parseDatasetRegistry(text, userFile) })
  }
  return mergeRegistries(files)
}
