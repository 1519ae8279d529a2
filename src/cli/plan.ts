// `helios plan <dir>`: the shard plan the action's plan mode makes, locally.
import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import {
  durationsFromSummary,
  longestAttemptsFromSummary,
  planShards,
  serializePlan,
} from '../results/plan.js'
import { parseRunSummary } from '../results/run-summary.js'
import { discoverTasks } from '../task/discover.js'
import { PLAN_SETTINGS } from '../settings/plan.js'
import { RUN_SETTINGS } from '../settings/run.js'
import {
  SAMPLE_OPTIONS,
  sampleHelp,
  discoveryFlags,
  parse,
  runSettingFlag,
  settingFlag,
  stringFlag,
  UsageError,
} from './args.js'
import { PROVIDER_NAMES, providerDescriptor } from '../run/providers/index.js'
import { taskRefusalAt } from '../run/environment/capability-refusals.js'
import { listTasks } from '../results/task-listing.js'
import { providerNameFlag } from './provider-flag.js'
import { DATASET_OPTIONS, datasetFlag, datasetHelp, tasksTarget } from './dataset-flag.js'
import { discoveryCountLine, invalidTaskLine, skippedFoldersLine, taskWarningLines } from './box.js'

const PLAN = PLAN_SETTINGS

const HELP = `Usage: helios plan <tasks-dir | -d NAME@VERSION> [--shards N | --max-shards N --target-shard-minutes M | --max-parallel N]
                   [-n CONCURRENCY] [-k ATTEMPTS] [--provider ${PROVIDER_NAMES.join('|')}]
                   [--baseline run_summary.json] [-p GLOB] [--include GLOB] [--exclude GLOB]
                   [--max-samples N | --sample N --seed S] [-o plan.json] [--json]

Splits the tasks into shards: longest-first on the baseline's per-task durations when given,
else by count. With -n (the run's concurrency; a remote --provider's default ${RUN_SETTINGS.concurrency.default} when not given),
shards are sized by wall time: attempt-seconds / concurrency, never below the longest attempt,
plus start-up; a first run off the runner gets shards of -n attempts' worth of tasks (-k each).
Prints the plan JSON (or writes it with -o). With --json it prints instead every task found:
its shard, its images, why it is refused (invalid, or beyond --provider) and its warnings.

  --shards N                 shards (matrix jobs), ${PLAN.shards.min} to ${PLAN.shards.max}
  --max-shards N             most shards when --shards is not given (default ${PLAN['max-shards'].default})
  --target-shard-minutes M   with --max-shards and --baseline: shards of about M minutes, ${PLAN['target-shard-minutes'].min}
                             to ${PLAN['target-shard-minutes'].max} (default ${PLAN['target-shard-minutes'].default})
  --max-parallel N           runners that run shards at once, up to 4 shards each (overrides
                             --max-shards)
  -n, --concurrency N        the run jobs' attempts at once, ${RUN_SETTINGS.concurrency.min} to ${RUN_SETTINGS.concurrency.max}
  -k, --attempts K           the run jobs' attempts per task (default ${RUN_SETTINGS.attempts.default})
${sampleHelp(29)}
${datasetHelp(29)}
  --json                     print the task listing (above) on stdout; -o still writes the plan`

export async function planCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    shards: { type: 'string' },
    'max-shards': { type: 'string' },
    'max-parallel': { type: 'string' },
    'target-shard-minutes': { type: 'string' },
    concurrency: { type: 'string', short: 'n' },
    attempts: { type: 'string', short: 'k' },
    provider: { type: 'string' },
    baseline: { type: 'string' },
    pattern: { type: 'string', short: 'p' },
    ...SAMPLE_OPTIONS,
    include: { type: 'string', multiple: true },
    exclude: { type: 'string', multiple: true },
    label: { type: 'string' },
    output: { type: 'string', short: 'o' },
    json: { type: 'boolean' },
    ...DATASET_OPTIONS,
    help: { type: 'boolean', short: 'h' },
  })
  if (values.help) {
    process.stdout.write(`${HELP}\n`)
    return 0
  }
  const fetched = await datasetFlag(values, positionals)
  const dir = tasksTarget(fetched, positionals)
  if (!dir) throw new UsageError(`helios plan needs a tasks folder or -d NAME@VERSION.\n\n${HELP}`)
  const found = await discoverTasks(resolve(dir), discoveryFlags(values))
  for (const invalid of found.invalid) process.stderr.write(`${invalidTaskLine(invalid)}\n`)
  for (const line of taskWarningLines(found.warnings)) process.stderr.write(`${line}\n`)
  const skipped = skippedFoldersLine(found.skipped)
  if (skipped !== null) process.stderr.write(`${skipped}\n`)
  process.stderr.write(`${discoveryCountLine(found)}\n`)
  const baselineFile = stringFlag(values, 'baseline')
  const baseline = baselineFile
    ? parseRunSummary(await readFile(baselineFile, 'utf8'), baselineFile)
    : undefined
  // As the action's plan: not given, a Docker plan is sized by attempt-seconds as before.
  const provider = providerDescriptor(providerNameFlag(values))
  const remote = provider.remote
  const concurrency =
    values.concurrency !== undefined || remote ? runSettingFlag(values, 'concurrency') : undefined
  const attempts = runSettingFlag(values, 'attempts')
  const shardsGiven = values.shards !== undefined
  const plan = planShards(
    found.tasks.map((t) => ({
      ...{ task_id: t.id, task_name: t.name, task_path: t.relativeDir },
      environment_hash: t.environmentHash,
      attempts,
    })),
    {
      shards: shardsGiven ? settingFlag(values, PLAN.shards)! : undefined,
      maxParallel: shardsGiven ? undefined : (settingFlag(values, PLAN['max-parallel']) ?? undefined),
      maxShards: shardsGiven ? undefined : settingFlag(values, PLAN['max-shards']),
      targetShardSec: shardsGiven ? undefined : settingFlag(values, PLAN['target-shard-minutes']) * 60,
      durations: baseline && durationsFromSummary(baseline),
      longestAttemptSec: baseline && longestAttemptsFromSummary(baseline),
      concurrency,
      remoteAttempts: remote,
      label: stringFlag(values, 'label') ?? 'default',
      createdAt: new Date().toISOString(),
    },
  )
  const text = serializePlan(plan)
  const output = stringFlag(values, 'output')
  if (output) await writeFile(output, text)
  if (values.json) {
    const shards = new Map(plan.shards.flatMap((s) => s.task_ids.map((id) => [id, s.index] as const)))
    const listing = listTasks({
      ...found,
      shardOf: (id) => shards.get(id) ?? null,
      providerRefusal: (task) => taskRefusalAt(task, provider),
    })
    process.stdout.write(`${JSON.stringify(listing, null, 2)}\n`)
  } else if (!output) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`)
  return found.invalid.length > 0 ? 1 : 0
}
