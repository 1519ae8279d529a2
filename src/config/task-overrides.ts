// An overrides file: what a `[[tasks]]` entry with `apply_overrides = true` changes in the tasks it
// names (timeouts, resources, env), JSON or TOML, its keys and bounds the overrides settings table
// (src/settings/overrides.ts). Pure: parsing, validating, merging and applying.
import { parseEnvTemplate } from '../task/env-template.js'
import { parseToml } from '../task/config.js'
import { EnvTemplateError, TaskConfigError } from '../task/errors.js'
import { isTable } from '../task/field-reader.js'
import type { Task } from '../task/types.js'
import { closest } from '../text/closest.js'
import { OVERRIDE_SETTINGS } from '../settings/overrides.js'
import { checkNumber, numberFix } from '../settings/setting.js'
import { messageOf } from '../narrow.js'

/** A bad overrides file: the message names the file and the field. */
export class TaskOverridesError extends TaskConfigError {
  override name = 'TaskOverridesError'
}

/** The values an overrides file sets (keys as written in it); absent keys change nothing. */
export interface OverrideValues {
  agent_timeout_sec?: number
  verifier_timeout_sec?: number
  build_timeout_sec?: number
  cpus?: number
  memory_mb?: number
  storage_mb?: number
  environment_variables?: Record<string, string>
}

/** What config.json records of the overrides an attempt ran with (env by name: values may be secrets). */
export interface AppliedOverrides {
  files: string[]
  values: Omit<OverrideValues, 'environment_variables'> & { environment_variables?: string[] }
}

const NUMBER_KEYS = Object.values(OVERRIDE_SETTINGS).map((rule) => rule.toml)
const ENV_KEY = 'environment_variables'
const KNOWN = [...NUMBER_KEYS, ENV_KEY]
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/** Parses one overrides file's text: TOML when the name ends in `.toml`, else JSON. */
export function parseTaskOverrides(text: string, file: string): OverrideValues {
  const fail = (field: string | null, detail: string): never => {
    throw new TaskOverridesError(file, field, detail)
  }
  const doc = /\.toml$/i.test(file) ? parseToml(text, file) : parseJson(text, fail)
  if (!isTable(doc)) return fail(null, 'expected an object of overrides, e.g. { "agent_timeout_sec": 1800 }')
  const values: OverrideValues = {}
  for (const [key, value] of Object.entries(doc)) {
    if (key === ENV_KEY) {
      values.environment_variables = envOf(value, fail)
      continue
    }
    const rule = Object.values(OVERRIDE_SETTINGS).find((r) => r.toml === key)
    if (rule === undefined) {
      const meant = closest(key, KNOWN)
      return fail(
        key,
        `not something an overrides file may set; ${meant ? `did you mean ${meant}?` : `the keys are ${KNOWN.join(', ')}`}`,
      )
    }
    if (typeof value !== 'number' || !checkNumber(rule, value).ok)
      return fail(
        key,
        `expected ${numberFix(rule).replace(/^use /, '')} (not quoted), got ${JSON.stringify(value)}`,
      )
    values[rule.toml] = value
  }
  return values
}

function parseJson(text: string, fail: (field: null, detail: string) => never): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    return fail(null, `not valid JSON (${messageOf(error)})`)
  }
}

function envOf(value: unknown, fail: (field: string, detail: string) => never): Record<string, string> {
  if (!isTable(value)) return fail(ENV_KEY, 'expected an object of NAME: "value"')
  const env: Record<string, string> = {}
  for (const [name, text] of Object.entries(value)) {
    const field = `${ENV_KEY}.${name}`
    if (!ENV_NAME.test(name)) fail(field, 'expected a variable name (letters, digits, _)')
    if (typeof text !== 'string') return fail(field, `expected a quoted string, got ${JSON.stringify(text)}`)
    try {
      parseEnvTemplate(text)
    } catch (error) {
      if (error instanceof EnvTemplateError) fail(field, error.message)
      throw error
    }
    env[name] = text
  }
  return env
}

/** Several files' values, later files winning key by key (env tables merged). */
export function mergeOverrides(list: readonly OverrideValues[]): OverrideValues {
  return list.reduce<OverrideValues>(
    (merged, next) => ({
      ...merged,
      ...next,
      ...(merged.environment_variables || next.environment_variables
        ? { environment_variables: { ...merged.environment_variables, ...next.environment_variables } }
        : {}),
    }),
    {},
  )
}

/** The record config.json keeps: the files, and the values with env by name only. */
export function appliedOverrides(files: readonly string[], values: OverrideValues): AppliedOverrides {
  const { environment_variables: env, ...numbers } = values
  return {
    files: [...files],
    values: { ...numbers, ...(env ? { environment_variables: Object.keys(env) } : {}) },
  }
}

/** The task as the overrides change it (env added to its container's and verifier's, theirs winning). */
export function withOverrides(task: Task, values: OverrideValues): Task {
  const { config } = task
  const env = values.environment_variables ?? {}
  const environment = {
    ...config.environment,
    ...(values.cpus !== undefined ? { cpus: values.cpus } : {}),
    ...(values.memory_mb !== undefined ? { memoryMb: values.memory_mb } : {}),
    ...(values.storage_mb !== undefined ? { storageMb: values.storage_mb } : {}),
    ...(values.build_timeout_sec !== undefined ? { buildTimeoutSec: values.build_timeout_sec } : {}),
    env: { ...config.environment.env, ...env },
  }
  const agentTimeout = values.agent_timeout_sec
  const verifierTimeout = values.verifier_timeout_sec
  return {
    ...task,
    config: {
      ...config,
      agent: agentTimeout !== undefined ? { ...config.agent, timeoutSec: agentTimeout } : config.agent,
      verifier: {
        ...config.verifier,
        ...(verifierTimeout !== undefined ? { timeoutSec: verifierTimeout } : {}),
        env: { ...config.verifier.env, ...env },
      },
      environment,
    },
    steps: task.steps.map((step) => ({
      ...step,
      config: {
        ...step.config,
        ...(agentTimeout !== undefined ? { agent: { ...step.config.agent, timeoutSec: agentTimeout } } : {}),
        verifier: {
          ...step.config.verifier,
          ...(verifierTimeout !== undefined ? { timeoutSec: verifierTimeout } : {}),
          env: { ...step.config.verifier.env, ...env },
        },
      },
    })),
  }
}
