// The action's `dataset` input: the named dataset's pinned commit in place of `tasks`. The
// checkout is restored from the Actions cache (keyed by commit) when a job of this or an earlier
// run saved it, else fetched with git and saved, so the plan job fetches and the shards restore.
import * as core from '@actions/core'
import { resolve } from 'node:path'
import { datasetCacheRoot, datasetCheckoutDir, fetchDataset } from '../datasets/fetch.js'
import { DatasetRegistryFileError, loadDatasetRegistry } from '../datasets/load.js'
import { DatasetRefError, datasetRecord, findDataset } from '../datasets/registry.js'
import { messageOf } from '../narrow.js'
import { actionsCache, type CacheClient } from './agent-cache.js'
import type { WorkflowContext } from './context.js'
import { InputError, type ActionInputs } from './inputs.js'

/** Modes that read a tasks folder. */
const READS_TASKS: readonly ActionInputs['mode'][] = ['plan', 'run', 'check', 'all', 'build', 'confirm']

export function datasetCacheKey(name: string, commit: string): string {
  return `helios-dataset-${name}-${commit}`
}

/** `inputs` with `tasks` the dataset's folder when `dataset` is given; else `inputs` unchanged. */
export async function withDataset(
  inputs: ActionInputs,
  ctx: Pick<WorkflowContext, 'workspace'>,
  client: CacheClient = actionsCache,
  cacheRoot: string = datasetCacheRoot(),
): Promise<ActionInputs> {
  if (!inputs.dataset) {
    if (inputs.datasetRegistry)
      throw new InputError(`Input 'dataset-registry' goes with 'dataset'; set both.`)
    return inputs
  }
  if (!READS_TASKS.includes(inputs.mode)) return inputs
  if (inputs.given.has('tasks') || inputs.config)
    throw new InputError(
      `Input 'dataset' is '${inputs.dataset}' and '${inputs.given.has('tasks') ? 'tasks' : 'config'}' is set too: both name the tasks; give one.`,
    )
  let entry
  try {
    const registryFile = inputs.datasetRegistry ? resolve(ctx.workspace, inputs.datasetRegistry) : null
    entry = findDataset(await loadDatasetRegistry(registryFile), inputs.dataset)
  } catch (error) {
    if (error instanceof DatasetRefError || error instanceof DatasetRegistryFileError)
      throw new InputError(`Input 'dataset': ${error.message}.`)
    throw error
  }
  const folder = datasetCheckoutDir(cacheRoot, entry)
  const key = datasetCacheKey(entry.name, entry.git_commit_id)
  if (client.available()) {
    try {
      if (await client.restore([folder], key))
        core.info(`dataset ${inputs.dataset}: restored from the Actions cache (${key})`)
    } catch (error) {
      core.info(`Actions cache restore of ${key} failed (fetching instead): ${messageOf(error)}`)
    }
  }
  const fetched = await fetchDataset(entry, cacheRoot, (line) => core.info(line))
  if (fetched.fetched && client.available()) {
    try {
      await client.save([folder], key)
    } catch (error) {
      // Another job of the run saving the same key first is the usual reason.
      core.info(`Actions cache save of ${key} skipped: ${messageOf(error)}`)
    }
  }
  return { ...inputs, tasks: fetched.tasksDir, datasetRecord: datasetRecord(entry) }
}
