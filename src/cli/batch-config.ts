// `helios batch --config bench.toml`: every run the config names (one per agent × model, each its
// own label) one after the other, each into its own run folder `<output>/<run-id>_<label>`, with
// the config's per-task attempts, timeout multiplier and env. Flags given win over the file.
import { resolve } from 'node:path'
import {
  benchRuns,
  checkGlobsMatch,
  tasksOfRun,
  type PlannedTask,
  withFlags,
  plannedTaskOf,
  type BenchFlags,
  type BenchRun,
} from '../config/bench-runs.js'
import { loadBenchConfig } from '../config/load-bench-config.js'
import { withTrial } from '../trial/apply.js'
import type { Trial } from '../trial/types.js'
import { trialFlag } from './trial-flag.js'
import type { BenchConfig } from '../config/bench-config.js'
import { resolveAgent } from '../run/agents/index.js'
import { assertAgentCanRun } from '../run/agents/preflight.js'
import { INTERRUPTED_EXIT_CODE } from '../run/interrupt.js'
import type { RunOptions } from '../run/runner.js'
import { defaultRunId } from '../run/schedule.js'
import type { RunSummary } from '../results/types.js'
import { discoverTasks } from '../task/discover.js'
import type { InvalidTask, Task } from '../task/types.js'
import { RUN_SETTINGS as RUN } from '../settings/run.js'
import { listFlag, stringFlag, runSettingFlag, UsageError } from './args.js'
import {
  agentDirFlag,
  agentSpecFromFlags,
  counted,
  executeRun,
  exitCodeOf,
  printDiscovery,
  retryFlags,
  runBudgetFlags,
} from './batch.js'
import { providerFlag } from './provider-flag.js'
import { agentNetworkFlag } from './agent-network-flag.js'
import { assertOutputFolder } from './output-folder.js'
import { modelTypoWarning } from '../run/agents/model-catalogue.js'
import { registryFlag } from './registry-flag.js'

/** The planned tasks with their env overrides and the run's trial. */
function tasksOfTrial(planned: PlannedTask<Task>[], trial: Trial | null): Task[] {
  return withTrial(planned.map(plannedTaskOf), trial)
}

export async function batchFromConfig(
  values: Record<string, unknown>,
  positionals: string[],
): Promise<number> {
  if (values['resume'] !== undefined)
    throw new UsageError(
      '--resume takes one run folder: resume each label of a config run on its own, without --config',
    )
  if (positionals.length > 1) throw new UsageError(`unexpected argument '${positionals[1]}'`)
  const loaded = await loadBenchConfig(
    stringFlag(values, 'config') ?? '',
    positionals[0] ? { tasksDir: resolve(positionals[0]) } : {},
  )
  const flags = flagsOf(values)
  const config = withFlags(loaded.config, flags)
  const trial = (await trialFlag(values)) ?? config.trial // the flag wins, as every flag does
  const runs = benchRuns(config)
  const tasksRoot = loaded.tasksRoot
  const found = await discoverTasks(tasksRoot, {
    pattern: stringFlag(values, 'pattern') ?? config.pattern ?? undefined,
    include: config.include,
    exclude: config.exclude,
  })
  // The file's own globs must match; an --include given here replaces its list.
  checkGlobsMatch(flags.include ? { ...loaded.config, include: [] } : loaded.config, found.names)
  if (found.tasks.length === 0 && found.invalid.length === 0)
    throw new UsageError(`no tasks found under ${tasksRoot} (config ${loaded.config.file})`)
  // Every run's agent can start (keys, network) before the first one does.
  const specs = runs.map((run) => agentSpecOf(values, config, run))
  runs.forEach((run, i) =>
    assertAgentCanRun(
      resolveAgent(specs[i]!, run.model?.model ?? null),
      process.env,
      agentNetworkFlag(values),
    ),
  )
  for (const model of new Set(runs.flatMap((run) => (run.model ? [run.model.model] : [])))) {
    const typo = modelTypoWarning(model)
    if (typo !== null) process.stderr.write(`warning: ${typo}\n`)
  }
  const shared = await sharedOptions(values, config, found.invalid)
  const { json, quiet } = { json: values['json'] === true, quiet: values['quiet'] === true }
  const baseRunId = stringFlag(values, 'run-id') ?? defaultRunId(new Date())
  const summaries: RunSummary[] = []
  let code: 0 | 1 = 0
  for (const [i, run] of runs.entries()) {
    const planned = tasksOfRun(config, run, found.tasks)
    if (planned.length === 0) {
      process.stderr.write(
        `${run.label}: no task runs with this model (the [[tasks]] model lists leave them all out)\n`,
      )
      continue
    }
    const options = {
      ...shared,
      tasks: tasksOfTrial(planned, trial),
      taskSettings: planned.map((p) => p.settings),
      // Global numbers: a task's folder is named alike in every label's run.
      taskNumbers: planned.map((p) => found.tasks.indexOf(p.task) + 1),
      agent: specs[i]!,
      model: run.model?.model ?? null,
      runId: `${baseRunId}_${run.label}`,
      label: run.label,
    } satisfies RunOptions
    // Invalid tasks and ignored fields are said once, before the first run.
    printDiscovery(process.stderr, i === 0 ? found : { invalid: [], warnings: [] }, quiet, {
      ...{ tasks: options.tasks.length, invalid: found.invalid.length, label: run.label },
      ...{ concurrency: options.concurrency, attempts: options.attempts, total: counted(options) },
      ...{ model: options.model, agent: run.agent, output: shared.outputDir },
    })
    const outcome = await executeRun(options, { json, quiet, target: tasksRoot })
    summaries.push(outcome.summary)
    if (outcome.interrupted) return INTERRUPTED_EXIT_CODE
    if (exitCodeOf(outcome.summary) === 1) code = 1
  }
  if (json) process.stdout.write(`${JSON.stringify(summaries, null, 2)}\n`)
  return code
}

/** What every run of the config shares: flags and the config's run-wide settings. */
async function sharedOptions(
  values: Record<string, unknown>,
  config: BenchConfig,
  invalidTasks: InvalidTask[],
) {
  const concurrency = config.concurrency ?? RUN.concurrency.default
  const imageRegistry = await registryFlag(values)
  await assertOutputFolder(stringFlag(values, 'output') ?? 'output')
  const provider = await providerFlag(values, concurrency)
  return {
    invalidTasks,
    agentNetwork: agentNetworkFlag(values),
    agentDir: agentDirFlag(values),
    onLog: (message: string) => process.stderr.write(`${message}\n`),
    attempts: config.attempts ?? RUN.attempts.default,
    concurrency,
    outputDir: resolve(stringFlag(values, 'output') ?? 'output'),
    timeoutMultiplier: config.timeoutMultiplier ?? RUN['timeout-multiplier'].default,
    agentEnvNames: [...new Set([...config.agentEnv, ...listFlag(values, 'agent-env')])],
    retry: retryFlags(values, config.retry),
    budget: runBudgetFlags(values),
    provider,
    imageRegistry,
  }
}

function flagsOf(values: Record<string, unknown>): BenchFlags {
  const given = (flag: string) => values[flag] !== undefined
  return {
    ...(given('model') ? { models: [stringFlag(values, 'model')!] } : {}),
    ...(given('agent') ? { agents: [stringFlag(values, 'agent')!] } : {}),
    ...(given('attempts') ? { attempts: runSettingFlag(values, 'attempts') } : {}),
    ...(given('concurrency') ? { concurrency: runSettingFlag(values, 'concurrency') } : {}),
    ...(given('timeout-multiplier')
      ? { timeoutMultiplier: runSettingFlag(values, 'timeout-multiplier') }
      : {}),
    ...(given('include') ? { include: listFlag(values, 'include') } : {}),
    ...(given('exclude') ? { exclude: listFlag(values, 'exclude') } : {}),
  }
}

/** The run's agent: the config's command and cost cap unless a flag gives them. */
function agentSpecOf(values: Record<string, unknown>, config: BenchConfig, run: BenchRun) {
  const command = stringFlag(values, 'agent-command') ?? config.agentCommand ?? undefined
  if ((run.agent === 'command' || run.agent === 'host-command') && !command)
    throw new UsageError(`--agent ${run.agent} needs --agent-command "<shell command>"`)
  const spec = agentSpecFromFlags(values, run.agent, command)
  if (spec.limits?.maxCostUsd === undefined && config.maxCostUsd !== null)
    spec.limits = { ...spec.limits, maxCostUsd: config.maxCostUsd }
  return spec
}
