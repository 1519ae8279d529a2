// `-d, --dataset NAME@VERSION` and `--dataset-registry FILE` of batch, run's dry run, plan and
// check: the tasks folder comes from a registry entry's pinned commit, fetched once and cached.
import { resolve } from 'node:path'
import { DatasetRegistryFileError, loadDatasetRegistry } from '../datasets/load.js'
import { datasetCacheRoot, fetchDataset, type FetchedDataset } from '../datasets/fetch.js'
import { DatasetRefError, datasetRecord, findDataset } from '../datasets/registry.js'
import type { RunDataset } from '../results/types.js'
import { stringFlag, UsageError } from './args.js'

export const DATASET_OPTIONS = {
  dataset: { type: 'string', short: 'd' },
  'dataset-registry': { type: 'string' },
} as const

/** The dataset flags' help lines, descriptions at column `column` as the command's others. */
export function datasetHelp(column: number): string {
  const line = (flag: string, text: string) =>
    flag.length + 1 < column ? `${flag.padEnd(column)}${text}` : `${flag}\n${' '.repeat(column)}${text}`
  const more = (text: string) => `${' '.repeat(column)}${text}`
  return [
    line('  -d, --dataset NAME@VER', "a named dataset's tasks in place of a tasks folder: its pinned"),
    more('commit, fetched once into ~/.cache/helios/datasets (HELIOS_DATASET_CACHE)'),
    line('      --dataset-registry FILE', 'more datasets (JSON, schemas/dataset-registry.json); its'),
    more('entries replace shipped ones of the same name@version'),
  ].join('\n')
}

/** The dataset's fetched copy when `-d` is given (never with a tasks folder too), else null. */
export async function datasetFlag(
  values: Record<string, unknown>,
  positionals: readonly string[],
  log: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Promise<FetchedDataset | null> {
  const ref = stringFlag(values, 'dataset')
  const registryFile = stringFlag(values, 'dataset-registry')
  if (ref === undefined) {
    if (registryFile !== undefined) throw new UsageError('--dataset-registry goes with -d NAME@VERSION')
    return null
  }
  if (positionals.length > 0)
    throw new UsageError(`-d ${ref} names the tasks; give it or a tasks folder (${positionals[0]}), not both`)
  let entry
  try {
    entry = findDataset(await loadDatasetRegistry(registryFile ?? null), ref)
  } catch (error) {
    if (error instanceof DatasetRefError || error instanceof DatasetRegistryFileError)
      throw new UsageError(error.message)
    throw error
  }
  return await fetchDataset(entry, datasetCacheRoot(), log)
}

/** What the run summary records of a dataset. */
export function runDataset(fetched: FetchedDataset): RunDataset {
  return datasetRecord(fetched.entry)
}

/** The tasks folder a command reads: the dataset's, else the first positional. */
export function tasksTarget(
  fetched: FetchedDataset | null,
  positionals: readonly string[],
): string | undefined {
  return fetched ? resolve(fetched.tasksDir) : positionals[0]
}
