// The `config` input: a bench config read once, and the inputs one of its runs (labels) works
// with. A config setting applies where the workflow gave no input of its own; an input given
// explicitly wins, as a flag does in the CLI.
import { relative, resolve, sep } from 'node:path'
import { benchRuns, withFlags, type BenchFlags, type BenchRun } from '../config/bench-runs.js'
import type { BenchConfig } from '../config/bench-config.js'
import { loadBenchConfig } from '../config/load-bench-config.js'
import type { WorkflowContext } from './context.js'
import { InputError, type ActionInputs } from './inputs.js'
import { RETRY_SETTINGS, type RetryValues } from '../settings/run.js'
import { entriesOf } from '../narrow.js'

export interface ActionConfig {
  /** The config with the given inputs applied (withFlags). */
  config: BenchConfig
  runs: BenchRun[]
  /** Inputs shared by every run: the config's tasks folder, pattern, include, exclude. */
  inputs: ActionInputs
}

export async function loadActionConfig(inputs: ActionInputs, ctx: WorkflowContext): Promise<ActionConfig> {
  const given = (name: string) => inputs.given.has(name)
  // Paths in the file are relative to the workspace: the checked-out repository.
  const loaded = await loadBenchConfig(resolve(ctx.workspace, inputs.config), {
    root: ctx.workspace,
    ...(given('tasks') ? { tasksDir: resolve(ctx.workspace, inputs.tasks) } : {}),
  })
  const flags: BenchFlags = {
    ...(given('model') ? { models: [inputs.model!] } : {}),
    ...(given('agent') ? { agents: [inputs.agent] } : {}),
    ...(given('attempts') ? { attempts: inputs.attempts } : {}),
    ...(given('concurrency') ? { concurrency: inputs.concurrency } : {}),
    ...(given('timeout-multiplier') ? { timeoutMultiplier: inputs.timeoutMultiplier } : {}),
    ...(inputs.include.length ? { include: inputs.include } : {}),
    ...(inputs.exclude.length ? { exclude: inputs.exclude } : {}),
  }
  const config = withFlags(loaded.config, flags)
  return {
    config,
    runs: benchRuns(config),
    inputs: {
      ...inputs,
      tasks: relative(ctx.workspace, loaded.tasksRoot).split(sep).join('/') || '.',
      pattern: given('pattern') ? inputs.pattern : (config.pattern ?? inputs.pattern),
      include: config.include,
      exclude: config.exclude,
    },
  }
}

/** The inputs of one run of the config, found by its label. */
export function inputsOfRun(loaded: ActionConfig, label: string): { inputs: ActionInputs; run: BenchRun } {
  const run = loaded.runs.find((r) => r.label === label)
  if (!run)
    throw new InputError(
      `Input 'label' is '${label}', which ${loaded.config.file} does not name; its labels are ${loaded.runs.map((r) => r.label).join(', ')}.`,
    )
  const { config, inputs } = loaded
  const fromConfig = (name: string) => !inputs.given.has(name)
  return {
    run,
    inputs: {
      ...inputs,
      label,
      agent: run.agent,
      model: run.model?.model ?? null,
      agentCommand: fromConfig('agent-command') ? (config.agentCommand ?? '') : inputs.agentCommand,
      attempts: config.attempts ?? inputs.attempts,
      concurrency: config.concurrency ?? inputs.concurrency,
      timeoutMultiplier: config.timeoutMultiplier ?? inputs.timeoutMultiplier,
      agentEnv: [...new Set([...inputs.agentEnv, ...config.agentEnv])],
      maxCostUsd: fromConfig('max-cost') ? (config.maxCostUsd ?? inputs.maxCostUsd) : inputs.maxCostUsd,
      retry: { ...inputs.retry, ...configRetry(config, fromConfig) },
    },
  }
}

/** The config's retry settings where no input gives them. */
function configRetry(config: BenchConfig, fromConfig: (name: string) => boolean): Partial<RetryValues> {
  const given = entriesOf(RETRY_SETTINGS).filter(([key, name]) => key in config.retry && fromConfig(name))
  return Object.fromEntries(given.map(([key]) => [key, config.retry[key]]))
}
