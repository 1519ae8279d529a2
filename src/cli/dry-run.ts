// `helios batch --dry-run`: every task the run would find, with its images, refusal and warnings,
// and nothing run (no engine, no key needed). Exit 1 when a task would be refused, as the run would.
import { resolve } from 'node:path'
import { renderListingTerminal } from '../report/task-listing.js'
import { taskRefusalAt } from '../run/environment/capability-refusals.js'
import { providerDescriptor } from '../run/providers/index.js'
import { listTasks } from '../results/task-listing.js'
import { discoverTasks } from '../task/discover.js'
import { discoveryFlags, stringFlag, UsageError } from './args.js'
import { providerNameFlag } from './provider-flag.js'
import { datasetFlag, tasksTarget } from './dataset-flag.js'

export async function dryRunCommand(values: Record<string, unknown>, positionals: string[]): Promise<number> {
  if (stringFlag(values, 'resume') !== undefined || values['config'] !== undefined)
    throw new UsageError('--dry-run lists a tasks folder: give one, without --resume or --config')
  const fetched = await datasetFlag(values, positionals)
  const target = tasksTarget(fetched, positionals)
  if (!target || positionals.length > 1)
    throw new UsageError('--dry-run needs one tasks folder or -d NAME@VERSION')
  const found = await discoverTasks(resolve(target), discoveryFlags(values))
  if (found.tasks.length === 0 && found.invalid.length === 0)
    throw new UsageError(`no tasks found under ${target}`)
  const provider = providerDescriptor(providerNameFlag(values))
  // One run is one shard: every task that runs is in shard 0.
  const listing = listTasks({
    ...found,
    shardOf: () => 0,
    providerRefusal: (task) => taskRefusalAt(task, provider),
  })
  process.stdout.write(
    values['json'] === true ? `${JSON.stringify(listing, null, 2)}\n` : `${renderListingTerminal(listing)}\n`,
  )
  return listing.counts.refused > 0 ? 1 : 0
}
