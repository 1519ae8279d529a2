// `helios batch <dir>` and `helios run <task>`: discover, run k attempts of every task in Docker,
// print the results box (or the summary JSON with --json).
import type { InvalidTask, TaskWarning } from '../task/types.js'
import { basename, dirname, resolve } from 'node:path'
import { discoverTasks } from '../task/discover.js'
import { defaultAgentName, resolveAgent } from '../run/agents/index.js'
import { interruptOnSignals, INTERRUPTED_EXIT_CODE } from '../run/interrupt.js'
import { assertAgentCanRun } from '../run/agents/preflight.js'
import { agentNetworkFlag } from './agent-network-flag.js'
import { runBenchmark, RunAbortedError, type RunOptions } from '../run/runner.js'
import { OutputWriteError } from '../run/write-fault.js'
import type { EnvironmentProvider } from '../run/environment/types.js'
import { defaultRunId } from '../run/schedule.js'
import type { RunBudget } from '../run/budget.js'
import type { RunSummary } from '../results/types.js'
import {
  SAMPLE_OPTIONS,
  sampleHelp,
  discoveryFlags,
  listFlag,
  parse,
  stringFlag,
  runSettingFlag,
  UsageError,
} from './args.js'
import { headerBox, invalidTaskLine, sampledOutLine, skippedFoldersLine, taskWarningLines } from './box.js'
import { resultsBox } from './results-box.js'
import { createProgress } from './progress.js'
import { PROVIDER_HELP, providerFlag } from './provider-flag.js'
import { REGISTRY_HELP, registryFlag } from './registry-flag.js'
import { withTrial } from '../trial/apply.js'
import { trialFlag } from './trial-flag.js'
import { INSTALLED_CLIS } from '../run/agents/installed/index.js'
import { ACP_ADAPTERS } from '../run/agents/acp/adapters.js'
import { readRecordedSettings, settle, settleAgentCommand, type RecordedSettings } from './resume.js'
import { RUN_START_FILE, serializeRunStart } from './run-start.js'
import { batchFromConfig } from './batch-config.js'
import { followOptions, refuseFollow, WATCH_HELP, WATCH_OPTIONS } from './watch-flags.js'
import { assertOutputFolder } from './output-folder.js'
import { dryRunCommand } from './dry-run.js'
import { DATASET_OPTIONS, datasetFlag, datasetHelp, runDataset, tasksTarget } from './dataset-flag.js'
import { modelTypoWarning } from '../run/agents/model-catalogue.js'
import {
  DEFAULT_RETRY_VALUES,
  RETRY_SETTINGS,
  RUN_SETTINGS as RUN,
  type RetryValues,
} from '../settings/run.js'
import { DEFAULT_LIMITS } from '../run/agents/helios/index.js'
import { AGENT_SETTINGS, type ComputerSafety } from '../settings/agent.js'
import { readEnum } from '../settings/setting.js'
import { readReasoningEffort, builtInOnlyRefusal } from '../run/agents/reasoning.js'
import { REASONING_EFFORTS, type AgentSpec, type ReasoningEffort } from '../run/agents/types.js'
import { entriesOf } from '../narrow.js'

export const BATCH_OPTIONS = {
  concurrency: { type: 'string', short: 'n' },
  concurrent: { type: 'string' },
  attempts: { type: 'string', short: 'k' },
  'n-attempts': { type: 'string' },
  model: { type: 'string', short: 'm' },
  output: { type: 'string', short: 'o' },
  quiet: { type: 'boolean', short: 'q' },
  pattern: { type: 'string', short: 'p' },
  ...SAMPLE_OPTIONS,
  agent: { type: 'string', short: 'a' },
  'agent-command': { type: 'string' },
  'agent-env': { type: 'string', multiple: true },
  'agent-version': { type: 'string' },
  'agent-network': { type: 'string' },
  'agent-dir': { type: 'string' },
  'max-turns': { type: 'string' },
  'reasoning-effort': { type: 'string' },
  'reasoning-disabled': { type: 'boolean' },
  'computer-safety': { type: 'string' },
  'max-tokens': { type: 'string' },
  'max-cost': { type: 'string' },
  'run-max-cost': { type: 'string' },
  'run-max-tokens': { type: 'string' },
  include: { type: 'string', multiple: true },
  exclude: { type: 'string', multiple: true },
  'run-id': { type: 'string' },
  label: { type: 'string' },
  resume: { type: 'string' },
  'timeout-multiplier': { type: 'string' },
  retries: { type: 'string' },
  'retry-wait-multiplier': { type: 'string' },
  'retry-min-wait': { type: 'string' },
  'retry-max-wait': { type: 'string' },
  trial: { type: 'string' },
  'image-registry': { type: 'string' },
  provider: { type: 'string' },
  namespace: { type: 'string' },
  config: { type: 'string' },
  ...DATASET_OPTIONS,
  ...WATCH_OPTIONS,
  json: { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const

/** Helios' spellings, kept as aliases of the action's words (its `concurrency` and `attempts` inputs). */
export const BATCH_ALIASES = { concurrent: 'concurrency', 'n-attempts': 'attempts' } as const

const SAFETY = AGENT_SETTINGS['computer-safety']

export const BATCH_HELP = `Usage: helios batch <tasks-dir> [options]
       helios batch -d <name>@<version> [options]
       helios run <task-dir> [options]
       helios batch --resume <run-folder> [options]
       helios batch --config bench.toml [tasks-dir] [options]

Runs every task k times in Docker and writes <output>/<run-id>/run_summary.json plus one
folder per attempt (result.json, config.json, agent/, verifier/, artifacts/).

${datasetHelp(28)}
  -n, --concurrency N       attempts running at once (default ${RUN.concurrency.default}; alias --concurrent)
  -k, --attempts K          attempts per task, for pass@k (default ${RUN.attempts.default}; alias --n-attempts)
  -m, --model NAME          the model: anthropic/claude-sonnet-4-5, openai/gpt-5, google/gemini-2.5-pro,
                            openai-compatible/NAME (… ); without -a it runs the built-in agent
  -o, --output DIR          output folder (default output)
  -q, --quiet               only the aggregate progress
  -p, --pattern GLOB        glob that finds task files (default **/task.toml)
  -a, --agent NAME          helios (built-in, needs -m) | command | host-command | oracle | nop, or an
                            installed CLI: ${Object.keys(INSTALLED_CLIS).join(' | ')}, an ACP adapter:
                            ${Object.keys(ACP_ADAPTERS).join(' | ')}, or acp:<command> (an ACP agent on the host)
                            (default: helios with -m, else oracle)
      --agent-command CMD   shell command for command (in the container) or host-command (on the host)
      --agent-env NAMES     host env vars passed to the agent phase only (values redacted)
      --agent-version V     npm version of an installed agent CLI (default: the tested pin)
      --agent-network host  attempt containers share the host network (a model server on localhost)
      --agent-dir DIR       copy DIR into each container at /helios/agent before the agent phase
      --max-turns N         built-in agent: model calls per attempt (default ${DEFAULT_LIMITS.maxTurns})
      --reasoning-effort L  built-in agent: the model's reasoning, ${REASONING_EFFORTS.join('|')}
                            (default: the provider's); --reasoning-disabled is none
      --computer-safety A   built-in agent: the answer to a computer-use safety check,
                            ${SAFETY.values.join('|')} (default ${SAFETY.default}; docs/gui.md)
      --max-tokens N        built-in agent: stop an attempt past this many tokens
      --max-cost USD        built-in agent: stop an attempt past this cost
      --run-max-cost USD    the run's budget: once its finished attempts cost this much, no
                            further attempt starts (those not run are listed, never failures)
      --run-max-tokens N    the same in tokens (input + output) over the run
      --include GLOB        only tasks whose name matches (repeatable)
      --exclude GLOB        skip tasks whose name matches (repeatable)
${sampleHelp(28)}
      --run-id ID           run folder name (default batch_<yyyymmdd_hhmmss>)
      --label NAME          benchmark label recorded in the summary (default default)
      --resume RUN_FOLDER   finish an interrupted run: only attempts without a result run
                            (with the run's agent, model, -k and label; a flag that differs is refused)
      --timeout-multiplier X  multiply agent and verifier timeouts (default ${RUN['timeout-multiplier'].default})
      --retries N           retries of infrastructure errors (default ${RUN.retries.default}),
                            never of an agent's failure or timeout
      --retry-wait-multiplier S  seconds before the first retry, doubled each time
                            (default ${RUN['retry-wait-multiplier'].default})
      --retry-min-wait S    seconds a retry waits at least (default ${RUN['retry-min-wait'].default})
      --retry-max-wait S    seconds a retry waits at most; wins over the min (default ${RUN['retry-max-wait'].default})
      --trial FILE          a trial (YAML): scenes of roles taking turns, run by every task in
                            place of its own [trial] (docs/trials.md)
${REGISTRY_HELP}
${PROVIDER_HELP}
      --config FILE         a bench config (TOML): tasks, models, agents, attempts, per-task
                            overrides; one run folder per label. A flag given here wins over
                            the file, its [[tasks]] entries included
      --json                print run_summary.json on stdout (with --config: an array of them)
      --dry-run             run nothing: list every task with its shard, image, refusal and
                            warnings (JSON with --json); exit 1 when one would be refused
${WATCH_HELP}

Exit code: 0 when every attempt produced a result (passed or failed), 1 when an attempt errored
or a task was invalid, 2 on a usage error, 130 when interrupted.`

export async function batchCommand(argv: string[], single: boolean): Promise<number> {
  const { values, positionals } = parse(argv, BATCH_OPTIONS, BATCH_ALIASES)
  if (values.help) {
    process.stdout.write(`${BATCH_HELP}\n`)
    return 0
  }
  if (values['dry-run'] === true) return await dryRunCommand(values, positionals)
  if (values.config !== undefined) {
    if (values.dataset !== undefined) throw new UsageError('-d and --config both name the tasks; give one')
    if (single) throw new UsageError('--config goes with helios batch, not helios run')
    refuseFollow(values, { single: false, attempts: 1, agent: 'helios' })
    return await batchFromConfig(values, positionals)
  }
  const resumeDir = stringFlag(values, 'resume')
  if (positionals.length > 1) throw new UsageError(`unexpected argument '${positionals[1]}'`)
  const fetched = await batchDataset(values, positionals, single, resumeDir)
  const settings = await settleSettings(values, resumeDir)
  // `helios batch --resume RUN` alone: the tasks folder the run recorded when it started.
  const target = tasksTarget(fetched, positionals) ?? settings.recordedTasks
  if (!target)
    throw new UsageError(
      `--resume: ${resolve(resumeDir!)} does not record its tasks folder (a run of an older helios): give it first, as when the run started: helios batch <tasks> --resume ${resumeDir}`,
    )
  const { model, agent, attempts, concurrency, label } = settings
  refuseFollow(values, { single, attempts, agent })
  // Before the key check: a misspelt model may also be why that fails.
  const modelTypo = model === null ? null : modelTypoWarning(model)
  if (modelTypo !== null) process.stderr.write(`warning: ${modelTypo}\n`)
  // What the agent needs (a key, the host network for a localhost server), before anything is made.
  assertAgentCanRun(resolveAgent(settings.agentSpec, model), process.env, agentNetworkFlag(values))
  const json = values.json === true
  const found = await discoverBatch(target, values, single)
  const imageRegistry = await registryFlag(values)
  const { outputDir, runId } = runFolderOf(values, resumeDir)
  if (!resumeDir) await assertOutputFolder(stringFlag(values, 'output') ?? 'output')
  const provider = await providerFlag(values, concurrency)
  const log = process.stderr
  printDiscovery(log, found, values.quiet === true, {
    ...{ tasks: found.tasks.length, invalid: found.invalid.length },
    ...{ concurrency, attempts, model, agent, output: outputDir },
  })
  const options = {
    tasks: withTrial(found.tasks, await trialFlag(values)),
    invalidTasks: found.invalid,
    agent: settings.agentSpec,
    agentNetwork: agentNetworkFlag(values),
    agentDir: agentDirFlag(values),
    onLog: (message) => log.write(`${message}\n`),
    model,
    attempts,
    concurrency,
    outputDir,
    runId,
    label,
    ...(fetched ? { dataset: runDataset(fetched) } : {}),
    resume: resumeDir !== undefined,
    timeoutMultiplier: runSettingFlag(values, 'timeout-multiplier'),
    agentEnvNames: listFlag(values, 'agent-env'),
    retry: retryFlags(values),
    budget: runBudgetFlags(values),
    provider,
    imageRegistry,
    ...followOptions(values, provider, found.tasks),
    startFiles: {
      [RUN_START_FILE]: serializeRunStart({
        tasks: resolve(target),
        agent,
        model,
        attempts,
        ...(label === undefined ? {} : { label }),
      }),
    },
  } satisfies RunOptions
  const watch = values.watch === true || values.interactive === true
  const outcome = await executeRun(options, { json, quiet: values.quiet === true, target, watch })
  if (outcome.interrupted) return INTERRUPTED_EXIT_CODE
  if (json) process.stdout.write(`${JSON.stringify(outcome.summary, null, 2)}\n`)
  return exitCodeOf(outcome.summary)
}

/** `-d`'s fetched dataset (batch only), or null; with neither it nor a folder nor --resume: the usage. */
async function batchDataset(
  values: Record<string, unknown>,
  positionals: string[],
  single: boolean,
  resumeDir: string | undefined,
) {
  if (single && values.dataset !== undefined)
    throw new UsageError('helios run takes one task folder; run a dataset with helios batch -d')
  const fetched = await datasetFlag(values, positionals)
  if (!positionals[0] && !resumeDir && !fetched)
    throw new UsageError(
      `helios ${single ? 'run' : 'batch'} needs a ${single ? 'task' : 'tasks'} folder.\n\n${BATCH_HELP}`,
    )
  return fetched
}

/** 1 when an attempt errored or a task was invalid, else 0. */
export function exitCodeOf(summary: RunSummary): 0 | 1 {
  return summary.totals.errors > 0 || summary.totals.invalid_tasks > 0 ? 1 : 0
}

/**
 * One run with a live progress and Ctrl-C handling: the first finishes it as interrupted (finished
 * attempts kept), a second removes all and exits. Prints the results box unless `json`.
 */
export async function executeRun(
  options: RunOptions & { provider: EnvironmentProvider; outputDir: string; runId: string },
  view: { json: boolean; quiet: boolean; target: string; watch?: boolean },
): Promise<{ summary: RunSummary; interrupted: boolean }> {
  const log = process.stderr
  // A watched run's steps scroll on the terminal: no bar redrawn among them.
  const live = log.isTTY === true && view.watch !== true
  const progress = createProgress({ stream: log, quiet: view.quiet, live })
  const interrupt = interruptOnSignals({
    provider: options.provider,
    runIds: [options.runId],
    onFirst: (signal) =>
      log.write(`\n${signal}: stopping — removing containers, keeping finished attempts (again to force)\n`),
    onStall: (reason) => log.write(`\nhelios: ${reason}; stopping — removing containers\n`),
  })
  const runDir = resolve(options.outputDir, options.runId)
  let summary: RunSummary
  try {
    summary = await runBenchmark({ ...options, onProgress: progress.onProgress, signal: interrupt.signal })
  } catch (error) {
    progress.stop()
    if (error instanceof OutputWriteError && error.started)
      error.message += `; make room, then finish it with: helios batch ${view.target} --resume ${runDir}`
    if (!(error instanceof RunAbortedError)) throw error
    reportInterrupted(error.summary, { json: view.json, target: view.target, runDir })
    return { summary: error.summary, interrupted: true }
  } finally {
    interrupt.dispose()
  }
  progress.stop()
  if (!view.json)
    process.stdout.write(`${resultsBox(summary, process.stdout.columns || undefined)}\nResults: ${runDir}\n`)
  return { summary, interrupted: false }
}

/** Attempts a run plans: each task's own attempts, else the run's. */
export function counted(options: Pick<RunOptions, 'tasks' | 'attempts' | 'taskSettings'>): number {
  return options.tasks.reduce(
    (sum, _, i) => sum + (options.taskSettings?.[i]?.attempts ?? options.attempts ?? 1),
    0,
  )
}

/** What discovery found (invalid tasks, grouped warnings), then the header box unless quiet. */
export function printDiscovery(
  log: NodeJS.WritableStream,
  found: { invalid: InvalidTask[]; warnings: TaskWarning[]; skipped?: string[]; sampledOut?: number },
  quiet: boolean,
  header: Parameters<typeof headerBox>[0],
): void {
  for (const invalid of found.invalid) log.write(`${invalidTaskLine(invalid)}\n`)
  if (found.sampledOut) log.write(`${sampledOutLine(found.sampledOut)}\n`)
  for (const line of taskWarningLines(found.warnings)) log.write(`${line}\n`)
  const skipped = skippedFoldersLine(found.skipped ?? [])
  if (skipped !== null) log.write(`${skipped}\n`)
  if (!quiet) log.write(`${headerBox(header)}\n`)
}

/** Interrupted: containers are gone; the runner summarized what finished, so `--resume` knows the run. */
function reportInterrupted(
  partial: RunSummary,
  run: { json: boolean; target: string; runDir: string },
): void {
  if (run.json) process.stdout.write(`${JSON.stringify(partial, null, 2)}\n`)
  else process.stdout.write(`${resultsBox(partial, process.stdout.columns || undefined)}\n`)
  // The box says how many finished; this says where they are and how to run the rest.
  process.stderr.write(
    `Interrupted: the finished attempts are kept in ${run.runDir}\n` +
      `Finish it with: helios batch ${run.target} --resume ${run.runDir}\n`,
  )
}

/**
 * Agent, model, attempts and label from the flags; a resumed run keeps the settings it was
 * started with, and a flag that contradicts them is an error.
 */
async function settleSettings(values: Record<string, unknown>, resumeDir: string | undefined) {
  const recorded: RecordedSettings = resumeDir ? await readRecordedSettings(resolve(resumeDir)) : {}
  const runFolder = resumeDir ? resolve(resumeDir) : ''
  const model = settle<string | null>('--model', stringFlag(values, 'model'), recorded.model, runFolder, null)
  const agent = settle(
    '--agent',
    stringFlag(values, 'agent'),
    recorded.agent,
    runFolder,
    defaultAgentName(undefined, model),
  )
  // Trimmed as the agent runs it (and as config.json records it, which resume compares with).
  const agentCommand = settleAgentCommand(
    stringFlag(values, 'agent-command')?.trim(),
    recorded.agentCommand,
    runFolder,
  )
  if ((agent === 'command' || agent === 'host-command') && !agentCommand)
    throw new UsageError(`--agent ${agent} needs --agent-command "<shell command>"`)
  const agentSpec = agentSpecFromFlags(values, agent, agentCommand)
  // An unknown agent or model is a usage error before anything is printed or created.
  resolveAgent(agentSpec, model)
  if (resumeDir && recorded.attempts === undefined && values['attempts'] === undefined)
    throw new UsageError(
      `--resume: ${runFolder} has no run_summary.json nor run_start.json (an interrupted run of an older helios), so its attempts per task are unknown: pass -k/--attempts as when it started`,
    )
  const attempts = settle(
    '--attempts',
    values['attempts'] === undefined ? undefined : runSettingFlag(values, 'attempts'),
    recorded.attempts,
    runFolder,
    1,
  )
  // A bench config's per-task attempts: a resume with the run's -k would drop the extra attempts.
  if (resumeDir && (recorded.highestAttempt ?? 0) > attempts)
    throw new UsageError(
      `--resume: ${runFolder} has attempt_${String(recorded.highestAttempt).padStart(3, '0')} but the run takes ${attempts} attempt(s) per task: pass the -k it started with (a bench config run with per-task attempts cannot be resumed: rerun the config)`,
    )
  const concurrency = runSettingFlag(values, 'concurrency')
  const label = settle<string | undefined>(
    '--label',
    stringFlag(values, 'label'),
    recorded.label,
    runFolder,
    undefined,
  )
  return { model, agent, agentSpec, attempts, concurrency, label, recordedTasks: recorded.tasks }
}

/** Where the run goes: the resumed folder, or `<output>/<run-id>`. */
function runFolderOf(values: Record<string, unknown>, resumeDir: string | undefined) {
  if (resumeDir) return { outputDir: dirname(resolve(resumeDir)), runId: basename(resolve(resumeDir)) }
  return {
    outputDir: resolve(stringFlag(values, 'output') ?? 'output'),
    runId: stringFlag(values, 'run-id') ?? defaultRunId(new Date()),
  }
}

async function discoverBatch(target: string, values: Record<string, unknown>, single: boolean) {
  const found = await discoverTasks(resolve(target), discoveryFlags(values))
  if (single && found.tasks.length + found.invalid.length > 1) {
    throw new UsageError(
      `helios run takes one task folder; ${target} holds ${found.tasks.length + found.invalid.length} tasks (use helios batch)`,
    )
  }
  if (found.tasks.length === 0 && found.invalid.length === 0) {
    throw new UsageError(
      `no tasks found under ${target} (pattern ${stringFlag(values, 'pattern') ?? '**/task.toml'})`,
    )
  }
  return found
}

export function agentSpecFromFlags(
  values: Record<string, unknown>,
  name: string,
  command: string | undefined,
): AgentSpec {
  const limits = {
    maxTurns: runSettingFlag(values, 'max-turns'),
    maxTokens: runSettingFlag(values, 'max-tokens'),
    maxCostUsd: runSettingFlag(values, 'max-cost'),
  }
  const reasoning = reasoningFlags(values, name)
  const computerSafety = computerSafetyFlag(values, name)
  return {
    name,
    ...(command ? { command } : {}),
    ...(stringFlag(values, 'agent-version') ? { version: stringFlag(values, 'agent-version') } : {}),
    ...(reasoning ? { reasoning } : {}),
    ...(computerSafety ? { computerSafety } : {}),
    limits: Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== null)),
  }
}

/** `--reasoning-effort LEVEL` or `--reasoning-disabled` (= none), for the built-in agent only. */
function reasoningFlags(values: Record<string, unknown>, agent: string): ReasoningEffort | undefined {
  const raw = stringFlag(values, 'reasoning-effort')
  const disabled = values['reasoning-disabled'] === true
  if (raw !== undefined && disabled)
    throw new UsageError('--reasoning-disabled is --reasoning-effort none: give one of them.')
  const level = disabled
    ? 'none'
    : readReasoningEffort(raw, (fix) => new UsageError(`--reasoning-effort is '${raw}'; ${fix}.`))
  const refusal = level
    ? builtInOnlyRefusal(agent, disabled ? '--reasoning-disabled' : '--reasoning-effort')
    : null
  if (refusal) throw new UsageError(`${refusal}.`)
  return level
}

/** `--computer-safety decline|acknowledge`, for the built-in agent only; undefined when not given. */
function computerSafetyFlag(values: Record<string, unknown>, agent: string): ComputerSafety | undefined {
  const raw = values['computer-safety'] === undefined ? undefined : String(values['computer-safety'])
  const answer = readEnum(SAFETY, raw, (fix) => new UsageError(`--computer-safety is '${raw}'; ${fix}.`))
  const refusal = answer ? builtInOnlyRefusal(agent, '--computer-safety') : null
  if (refusal) throw new UsageError(`${refusal}.`)
  return answer
}

export function runBudgetFlags(values: Record<string, unknown>): RunBudget {
  return {
    maxCostUsd: runSettingFlag(values, 'run-max-cost'),
    maxTokens: runSettingFlag(values, 'run-max-tokens'),
  }
}

export function agentDirFlag(values: Record<string, unknown>): string | null {
  const dir = stringFlag(values, 'agent-dir')
  return dir ? resolve(dir) : null
}

export function retriesFlag(values: Record<string, unknown>): number {
  return runSettingFlag(values, 'retries')
}

/** The retry flags given, over `base` (a bench config's), over the defaults. */
export function retryFlags(values: Record<string, unknown>, base: Partial<RetryValues> = {}): RetryValues {
  const retry = { ...DEFAULT_RETRY_VALUES, ...base }
  for (const [key, name] of entriesOf(RETRY_SETTINGS))
    if (values[name] !== undefined) retry[key] = runSettingFlag(values, name)
  return retry
}
