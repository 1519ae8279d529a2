// bench.toml: one file in git that names a benchmark's tasks, models, agents, attempts and
// per-task overrides. This module is its schema: the type, the parser and the validator (pure).
// Unknown fields are errors, unlike task.toml's warnings: task.toml files come from third parties
// and carry Harbor fields we ignore; a bench config is written for helios, and a typo such as
// `atempts = 3` would otherwise change a benchmark silently.
import { isAbsolute, posix } from 'node:path'
import { isAgentName, takesModel, unknownAgentMessage } from '../run/agents/index.js'
import { parseToml } from '../task/config.js'
import { parseEnvTemplate } from '../task/env-template.js'
import { TaskConfigError } from '../task/errors.js'
import { FieldReader, type Table } from '../task/field-reader.js'
import { isTable } from '../task/field-reader.js'
import { isSecretName } from '../run/agent-setup.js'
import { lineOfField } from './field-line.js'
import { closest } from '../text/closest.js'
import { RETRY_SETTINGS, RUN_SETTINGS, type RetryValues } from '../settings/run.js'
import { checkNumber, numberFix, type NumberSetting } from '../settings/setting.js'
import type { OverrideValues } from './task-overrides.js'

export const BENCH_CONFIG_SCHEMA_VERSION = '1'

import { parseTrial } from '../trial/parse.js'
import { TrialConfigError, type Trial } from '../trial/types.js'
import { entriesOf } from '../narrow.js'

/** A bad bench config: the message names the file, the line when known, the field and the fix. */
export class BenchConfigError extends TaskConfigError {
  override name = 'BenchConfigError'
}

export interface BenchModel {
  /** What the label says (`nightly-<id>`): `id`, else the model's last path part. */
  id: string
  model: string
}

export interface TaskOverride {
  /** Glob over task names (picomatch, as --include). */
  name: string
  /** The task runs only under these models (ids or model names); null: every model. */
  models: string[] | null
  attempts: number | null
  timeoutMultiplier: number | null
  /** Added to the task's container and verifier env (`${VAR}` templates expand on the host). */
  env: Record<string, string>
  /** `overrides = "<file>"` with `apply_overrides = true`: repository-relative; null: none applied. */
  overridesFile: string | null
  /** The file's values, read by loadBenchConfig (null until then, and when there is no file). */
  overrideValues: OverrideValues | null
  /** Dotted field of this entry, `tasks.<i>`, for later errors (a glob matching no task). */
  field: string
}

export interface BenchConfig {
  file: string
  /** The file's text, so later errors (a glob matching no task) can name a line. */
  text: string
  /** The label's first part; default: the file's name without `.toml`. */
  name: string
  /** Folder of tasks, relative to the repository root (`/`-separated, inside it). */
  tasksDir: string
  pattern: string | null
  include: string[]
  exclude: string[]
  models: BenchModel[]
  agents: string[]
  agentCommand: string | null
  attempts: number | null
  concurrency: number | null
  timeoutMultiplier: number | null
  /** Host variables passed to the agent phase, by name only (never values). */
  agentEnv: string[]
  maxCostUsd: number | null
  /** Job-level retries of infrastructure faults: what the file gives (flags win). */
  retry: Partial<RetryValues>
  overrides: TaskOverride[]
  /** `[trial]`: every task runs these scenes (src/trial/); null: each task's own. */
  trial: Trial | null
}

const TOP_FIELDS = [
  'schema_version',
  'name',
  'tasks_dir',
  'pattern',
  'include',
  'exclude',
  'models',
  'agents',
  'agent_command',
  'attempts',
  'rollouts',
  'concurrency',
  'parallel',
  'timeout_multiplier',
  'agent_env',
  'max_cost',
  'retries',
  'retry_wait_multiplier',
  'retry_min_wait',
  'retry_max_wait',
  'tasks',
  'trial',
]
const TASK_FIELDS = [
  'name',
  'model',
  'models',
  'attempts',
  'rollouts',
  'timeout_multiplier',
  'environment_variables',
  'env',
  'apply_overrides',
  'overrides',
]

/** The fix for a field users of other rollout runners write (see docs/bench-config.md). */
const FIELD_HINTS: Record<string, string> = {
  agent: 'use agents = ["…"]',
  model: 'use models = ["…"] (one run and label per model)',
  n_attempts: 'use attempts = N',
  n_concurrent: 'use concurrency = N',
  prepared_dir: 'name the task with name = "<task name or glob>"; tasks are found under tasks_dir',
  task_path: 'name the task with name = "<task name or glob>"; tasks are found under tasks_dir',
}

const RUN = RUN_SETTINGS

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

/** Parses and validates a bench config's text; `file` is how messages name it. */
export function parseBenchConfig(text: string, file: string): BenchConfig {
  const fail = (field: string, detail: string): never => {
    throw new BenchConfigError(file, field, detail, lineOfField(text, field))
  }
  try {
    return { ...readConfig(parseToml(text, file), file, new FieldReader(file), fail), text }
  } catch (error) {
    // The shared TOML and field readers' errors: the same message, with the line where we can.
    if (error instanceof TaskConfigError && !(error instanceof BenchConfigError)) {
      if (error.field) return fail(error.field, error.detail)
      throw new BenchConfigError(file, null, error.detail, error.line)
    }
    throw error
  }
}

type Fail = (field: string, detail: string) => never

function readConfig(doc: Table, file: string, read: FieldReader, fail: Fail): BenchConfig {
  rejectUnknown(doc, TOP_FIELDS, '', fail)
  const version = doc['schema_version']
  if (version !== undefined && version !== BENCH_CONFIG_SCHEMA_VERSION)
    fail(
      'schema_version',
      `expected "${BENCH_CONFIG_SCHEMA_VERSION}" (the only version), got ${JSON.stringify(version)}`,
    )
  const name =
    read.nonEmptyString(doc, 'name') ?? posix.basename(file.replace(/\\/g, '/')).replace(/\.toml$/i, '')
  const models = readModels(doc, fail)
  const agents = readAgents(doc, read, models, fail)
  const agentCommand = read.nonEmptyString(doc, 'agent_command')
  if (!agentCommand && agents.some((a) => a === 'command' || a === 'host-command'))
    fail('agent_command', 'the command and host-command agents need agent_command = "<shell command>"')
  const include = globs(read, doc, 'include', fail)
  const exclude = globs(read, doc, 'exclude', fail)
  const overrides = read
    .tableArray(doc, 'tasks')
    .map((entry, i) => readOverride(entry, `tasks.${i}`, read, models, fail))
  return {
    file,
    text: '',
    name,
    tasksDir: insideRepo(read.nonEmptyString(doc, 'tasks_dir') ?? 'tasks', 'tasks_dir', fail),
    pattern: read.nonEmptyString(doc, 'pattern'),
    include,
    exclude,
    models,
    agents,
    agentCommand,
    attempts: aliased(doc, 'attempts', 'rollouts', fail, (f) => tableNumber(doc, f, RUN.attempts, fail)),
    concurrency: aliased(doc, 'concurrency', 'parallel', fail, (f) =>
      tableNumber(doc, f, RUN.concurrency, fail),
    ),
    timeoutMultiplier: tableNumber(doc, 'timeout_multiplier', RUN['timeout-multiplier'], fail),
    agentEnv: envNames(read, doc, fail),
    maxCostUsd: tableNumber(doc, 'max_cost', RUN['max-cost'], fail, ' USD per attempt, e.g. max_cost = 2.0'),
    retry: readRetry(doc, fail),
    overrides,
    trial: benchTrial(doc, file, fail),
  }
}

/** `retries`, `retry_wait_multiplier`, `retry_min_wait`, `retry_max_wait`: those given. */
function readRetry(doc: Table, fail: Fail): Partial<RetryValues> {
  const retry: Partial<RetryValues> = {}
  for (const [key, name] of entriesOf(RETRY_SETTINGS)) {
    const rule = RUN_SETTINGS[name]
    const value = tableNumber(doc, rule.toml!, rule, fail)
    if (value !== null) retry[key] = value
  }
  return retry
}

/** `[trial]`, its errors the config's (naming the field, with the scene in the detail). */
function benchTrial(doc: Table, file: string, fail: Fail): Trial | null {
  try {
    return parseTrial(doc['trial'], file)
  } catch (error) {
    if (!(error instanceof TrialConfigError)) throw error
    return fail(error.field, `${error.detail}${error.scene === null ? '' : ` (scene "${error.scene}")`}`)
  }
}

/** An unknown field: the known fix for another runner's field, else the field it resembles, else the list. */
function rejectUnknown(table: Table, known: readonly string[], prefix: string, fail: Fail): void {
  for (const key of Object.keys(table)) {
    if (known.includes(key)) continue
    const meant = closest(key, known)
    const hint =
      FIELD_HINTS[key] ?? (meant !== null ? `did you mean ${meant}?` : `the fields are ${known.join(', ')}`)
    fail(`${prefix}${key}`, `unknown field; ${hint}`)
  }
}

/** `models = ["anthropic/claude-sonnet-4-5", { id = "gpt", model = "openai/gpt-5" }]`. */
function readModels(doc: Table, fail: Fail): BenchModel[] {
  const value = doc['models']
  if (value === undefined) return []
  if (!Array.isArray(value))
    return fail('models', 'expected an array, e.g. models = ["anthropic/claude-sonnet-4-5"]')
  const models = value.map((item: unknown, i): BenchModel => {
    const field = `models.${i}`
    if (typeof item === 'string' && item.trim()) return { id: modelId(item.trim()), model: item.trim() }
    if (!isTable(item)) return fail(field, 'expected a model name or { id = "…", model = "…" }')
    rejectUnknown(item, ['id', 'model'], `${field}.`, fail)
    const model = typeof item['model'] === 'string' ? item['model'].trim() : ''
    if (!model) fail(`${field}.model`, 'expected the model name, e.g. model = "openai/gpt-5"')
    const id = item['id'] === undefined ? modelId(model) : item['id']
    if (typeof id !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(id))
      return fail(`${field}.id`, 'expected letters, digits, ".", "_" or "-" (it becomes part of the label)')
    return { id, model }
  })
  const seen = new Map<string, number>()
  models.forEach((m, i) => {
    if (seen.has(m.id))
      fail(
        `models.${i}`,
        `two models have the id "${m.id}"; give one of them { id = "…", model = "${m.model}" }`,
      )
    seen.set(m.id, i)
  })
  return models
}

/** `anthropic/claude-sonnet-4-5` → `claude-sonnet-4-5`: what the label names. */
export function modelId(model: string): string {
  return (model.slice(model.lastIndexOf('/') + 1) || model).replace(/[^A-Za-z0-9._-]/g, '-')
}

function readAgents(doc: Table, read: FieldReader, models: BenchModel[], fail: Fail): string[] {
  const agents = read.stringArray(doc, 'agents') ?? [models.length ? 'helios' : 'oracle']
  if (agents.length === 0) fail('agents', 'expected at least one agent, or leave the field out')
  agents.forEach((agent, i) => {
    if (!isAgentName(agent)) fail(`agents.${i}`, unknownAgentMessage(agent))
    if (agents.indexOf(agent) !== i) fail(`agents.${i}`, `"${agent}" is listed twice`)
  })
  if (models.length === 0 && agents.includes('helios'))
    fail('models', 'the helios agent needs a model: add models = ["anthropic/claude-sonnet-4-5"]')
  if (models.length > 0 && !agents.some((a) => takesModel(a)))
    fail('models', `no agent takes a model (${agents.join(', ')}); add one to agents or remove models`)
  return agents
}

function readOverride(
  entry: Table,
  field: string,
  read: FieldReader,
  models: BenchModel[],
  fail: Fail,
): TaskOverride {
  rejectUnknown(entry, TASK_FIELDS, `${field}.`, fail)
  const name = read.nonEmptyString(entry, `${field}.name`)
  if (name === null) fail(`${field}.name`, 'each [[tasks]] entry needs name = "<task name or glob>"')
  const listed = aliased(entry, `${field}.models`, `${field}.model`, fail, (f) =>
    f.endsWith('.model') ? [read.nonEmptyString(entry, f)!] : read.stringArray(entry, f),
  )
  listed?.forEach((m, i) => {
    if (!models.some((known) => known.id === m || known.model === m))
      fail(
        `${field}.models${listed.length > 1 ? `.${i}` : ''}`,
        `"${m}" is not in models; add it there (each model is its own run)`,
      )
  })
  return {
    name: name!,
    models: listed ?? null,
    attempts: aliased(entry, `${field}.attempts`, `${field}.rollouts`, fail, (f) =>
      tableNumber(entry, f, RUN.attempts, fail),
    ),
    timeoutMultiplier: tableNumber(entry, `${field}.timeout_multiplier`, RUN['timeout-multiplier'], fail),
    env:
      aliased(entry, `${field}.environment_variables`, `${field}.env`, fail, (f) =>
        envTable(read, entry, f, fail),
      ) ?? {},
    overridesFile: overridesFileOf(entry, field, read, fail),
    overrideValues: null,
    field,
  }
}

/**
 * The seed's pair: `overrides` names a file, `apply_overrides = true` applies it (false, or left
 * out: the file is kept for later and not read).
 */
function overridesFileOf(entry: Table, field: string, read: FieldReader, fail: Fail): string | null {
  const apply = entry['apply_overrides']
  if (apply !== undefined && typeof apply !== 'boolean')
    fail(`${field}.apply_overrides`, `expected true or false, got ${JSON.stringify(apply)}`)
  const file = read.nonEmptyString(entry, `${field}.overrides`)
  if (apply === true && file === null)
    fail(
      `${field}.apply_overrides`,
      'apply_overrides = true needs overrides = "<file>" (JSON or TOML, relative to the repository root)',
    )
  if (file === null) return null
  const inside = insideRepo(file, `${field}.overrides`, fail, 'a file')
  return apply === true ? inside : null
}

/** A field with a second accepted spelling (the seed's `rollouts`, `parallel`…): one of them, not both. */
function aliased<T>(
  table: Table,
  field: string,
  alias: string,
  fail: Fail,
  readField: (f: string) => T | null,
): T | null {
  const key = (f: string) => f.slice(f.lastIndexOf('.') + 1)
  const [hasField, hasAlias] = [table[key(field)] !== undefined, table[key(alias)] !== undefined]
  if (hasField && hasAlias) fail(alias, `${key(alias)} and ${key(field)} are the same setting; give one`)
  return readField(hasAlias ? alias : field)
}

/** A setting of the shared tables (src/settings/): the bounds its flag and input have. */
function tableNumber(
  table: Table,
  field: string,
  rule: NumberSetting,
  fail: Fail,
  example = '',
): number | null {
  const value = table[field.slice(field.lastIndexOf('.') + 1)]
  if (value === undefined) return null
  if (typeof value !== 'number' || !checkNumber(rule, value).ok)
    return fail(
      field,
      `expected ${numberFix(rule).replace(/^use /, '')}${example} (not quoted), got ${JSON.stringify(value)}`,
    )
  return value
}

function globs(read: FieldReader, doc: Table, field: string, fail: Fail): string[] {
  const value = read.stringArray(doc, field) ?? []
  value.forEach(
    (glob, i) =>
      glob.trim() === '' && fail(`${field}.${i}`, 'expected a task name glob, got an empty string'),
  )
  return value
}

function envNames(read: FieldReader, doc: Table, fail: Fail): string[] {
  const names = read.stringArray(doc, 'agent_env') ?? []
  names.forEach((name, i) => {
    if (!ENV_NAME.test(name))
      fail(
        `agent_env.${i}`,
        `expected a variable name (its value comes from the host), got ${JSON.stringify(name)}`,
      )
  })
  return names
}

/**
 * Env values are plain settings or `${VAR}` templates; a secret's value never sits in the file:
 * a KEY/TOKEN/SECRET/PASSWORD name must take its value from the host.
 */
function envTable(read: FieldReader, entry: Table, field: string, fail: Fail): Record<string, string> {
  const env = read.env(entry, field)
  for (const [name, value] of Object.entries(env)) {
    if (!ENV_NAME.test(name)) fail(`${field}.${name}`, 'expected a variable name (letters, digits, _)')
    const fromHost = parseEnvTemplate(value).some((piece) => 'variable' in piece)
    if (isSecretName(name) && !fromHost && value !== '')
      fail(
        `${field}.${name}`,
        `a secret's value does not go in the config; write ${name} = "\${${name}}" to pass the host's value`,
      )
  }
  return env
}

/** A repository-relative folder: no absolute path, no `..` out of the repository. */
function insideRepo(path: string, field: string, fail: Fail, what = 'a folder'): string {
  const normal = posix.normalize(path.replace(/\\/g, '/'))
  if (isAbsolute(path) || /^[A-Za-z]:/.test(path) || normal === '..' || normal.startsWith('../'))
    fail(field, `expected ${what} inside the repository, relative to its root, got ${JSON.stringify(path)}`)
  return normal.replace(/\/$/, '') || '.'
}
