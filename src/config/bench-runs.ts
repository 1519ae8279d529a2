// What a bench config runs: one run (and label) per agent × model, and for each run its tasks
// with their per-task settings. Pure; the CLI and the action's plan mode run what this says.
import picomatch from 'picomatch'
import type { Task } from '../task/types.js'
import type { TaskRunSettings } from '../run/runner.js'
import { takesModel } from '../run/agents/index.js'
import { BenchConfigError, modelId, type BenchConfig, type BenchModel } from './bench-config.js'
import { lineOfField } from './field-line.js'
import { appliedOverrides, mergeOverrides, withOverrides, type OverrideValues } from './task-overrides.js'

export interface BenchRun {
  /** `<name>`, plus `-<agent>` when the config names several agents, `-<model id>` with several models. */
  label: string
  agent: string
  model: BenchModel | null
}

/** The settings flags give on the command line (or action inputs): each replaces the config's everywhere. */
export interface BenchFlags {
  models?: string[]
  agents?: string[]
  attempts?: number
  concurrency?: number
  timeoutMultiplier?: number
  include?: string[]
  exclude?: string[]
}

const LABEL = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/

/**
 * A flag wins over the config, per-task entries included: `-k 1` makes every task one attempt,
 * `-m X` runs X alone and drops the entries' model lists.
 */
export function withFlags(config: BenchConfig, flags: BenchFlags): BenchConfig {
  const models = flags.models?.map((model) => ({ id: modelId(model), model }))
  return {
    ...config,
    ...(models ? { models } : {}),
    ...(flags.agents ? { agents: flags.agents } : {}),
    attempts: flags.attempts ?? config.attempts,
    concurrency: flags.concurrency ?? config.concurrency,
    timeoutMultiplier: flags.timeoutMultiplier ?? config.timeoutMultiplier,
    include: flags.include ?? config.include,
    exclude: flags.exclude ?? config.exclude,
    overrides: config.overrides.map((o) => ({
      ...o,
      models: models ? null : o.models,
      attempts: flags.attempts === undefined ? o.attempts : null,
      timeoutMultiplier: flags.timeoutMultiplier === undefined ? o.timeoutMultiplier : null,
    })),
  }
}

/** One run per agent, and per model for an agent that takes one. */
export function benchRuns(config: BenchConfig): BenchRun[] {
  const several = { agents: config.agents.length > 1, models: config.models.length > 1 }
  const runs = config.agents.flatMap((agent): BenchRun[] => {
    const withModel = takesModel(agent)
    if (agent === 'helios' && config.models.length === 0)
      fail(
        config,
        'models',
        'the helios agent needs a model: add models = ["anthropic/claude-sonnet-4-5"] or pass -m',
      )
    const models: (BenchModel | null)[] = withModel && config.models.length ? config.models : [null]
    return models.map((model) => ({
      agent,
      model,
      label: [config.name, several.agents ? agent : null, model && several.models ? model.id : null]
        .filter((part) => part !== null)
        .join('-'),
    }))
  })
  for (const run of runs)
    if (!LABEL.test(run.label))
      fail(
        config,
        'name',
        `the label "${run.label}" must be 1-64 letters, digits, ".", "_" or "-" (it names artifacts)`,
      )
  return runs
}

/**
 * Every include glob and every [[tasks]] name must match a task found under tasks_dir (before
 * include/exclude narrow them): a typo would otherwise drop an override or a task silently.
 */
export function checkGlobsMatch(config: BenchConfig, taskNames: readonly string[]): void {
  const matches = (glob: string) => {
    const isMatch = picomatch(glob)
    return taskNames.some((name) => isMatch(name))
  }
  config.include.forEach((glob, i) => {
    if (!matches(glob)) fail(config, `include.${i}`, `"${glob}" matches no task under ${config.tasksDir}`)
  })
  for (const o of config.overrides)
    if (!matches(o.name))
      fail(config, `${o.field}.name`, `"${o.name}" matches no task under ${config.tasksDir}`)
}

export interface PlannedTask<T> {
  task: T
  settings: TaskRunSettings
  /** Env the config adds to the task (its [[tasks]] entries', later entries winning). */
  env: Record<string, string>
  /** Its entries' applied overrides files, merged (later files winning; their env over `env`). */
  overrides: OverrideValues
}

/**
 * The tasks one run takes, each with its settings: every [[tasks]] entry whose glob matches the
 * task applies, later entries winning field by field. An entry's model list keeps the task out
 * of the runs of other models (agents without a model run every task).
 */
export function tasksOfRun<T extends { name: string }>(
  config: BenchConfig,
  run: BenchRun,
  tasks: readonly T[],
): PlannedTask<T>[] {
  return tasks.flatMap((task) => {
    const entries = config.overrides.filter((o) => picomatch(o.name)(task.name))
    const last = <K extends 'models' | 'attempts' | 'timeoutMultiplier'>(key: K) =>
      entries.reduce<(typeof entries)[number][K] | null>((value, o) => o[key] ?? value, null)
    const models = last('models')
    if (run.model && models && !models.some((m) => m === run.model!.id || m === run.model!.model)) return []
    const attempts = last('attempts') ?? config.attempts
    const timeoutMultiplier = last('timeoutMultiplier') ?? config.timeoutMultiplier
    const applied = entries.filter((o) => o.overrideValues !== null)
    const overrides = mergeOverrides(applied.map((o) => o.overrideValues!))
    const files = applied.map((o) => o.overridesFile!)
    return [
      {
        task,
        settings: {
          ...(attempts !== null ? { attempts } : {}),
          ...(timeoutMultiplier !== null ? { timeoutMultiplier } : {}),
          ...(applied.length > 0 ? { overrides: appliedOverrides(files, overrides) } : {}),
        },
        env: Object.fromEntries(entries.flatMap((o) => Object.entries(o.env))),
        overrides,
      },
    ]
  })
}

/** The task as its run takes it: the config's env added, then its overrides files applied. */
export function plannedTaskOf(planned: PlannedTask<Task>): Task {
  return withOverrides(withTaskEnv(planned.task, planned.env), planned.overrides)
}

/** The task with the config's env added to its container's and its verifier's (the config's wins). */
export function withTaskEnv(task: Task, env: Record<string, string>): Task {
  if (Object.keys(env).length === 0) return task
  const { config } = task
  return {
    ...task,
    config: {
      ...config,
      environment: { ...config.environment, env: { ...config.environment.env, ...env } },
      verifier: { ...config.verifier, env: { ...config.verifier.env, ...env } },
    },
    steps: task.steps.map((step) => ({
      ...step,
      config: {
        ...step.config,
        verifier: { ...step.config.verifier, env: { ...step.config.verifier.env, ...env } },
      },
    })),
  }
}

function fail(config: BenchConfig, field: string, detail: string): never {
  throw new BenchConfigError(config.file, field, detail, lineOfField(config.text, field))
}
