// task.toml → TaskConfig. Harbor's field names and defaults (harbor `TaskConfig` model), its
// deprecated spellings (`version`, `memory = "2G"`, `storage = "10G"`, `allow_internet`), and
// unknown fields tolerated (listed in `unknownFields`, otherwise ignored) so newer Harbor tasks
// still load. Wrong types are a TaskConfigError naming the file and the dotted field.

import { parse, TomlError } from 'smol-toml'
import { parseEnvTemplate } from './env-template.js'
import { EnvTemplateError, TaskConfigError } from './errors.js'
import type { NetworkMode, TaskConfig } from './types.js'

/** Harbor's defaults. Harbor leaves `agent.timeout_sec` to the agent; 600 s matches its verifier. */
export const TASK_DEFAULTS = {
  agentTimeoutSec: 600,
  verifierTimeoutSec: 600,
  buildTimeoutSec: 600,
  cpus: 1,
  memoryMb: 2048,
} as const

type Table = Record<string, unknown>

const KNOWN_FIELDS: Record<string, readonly string[]> = {
  '': ['schema_version', 'version', 'task', 'metadata', 'agent', 'verifier', 'environment', 'solution'],
  task: ['name', 'description', 'keywords'],
  agent: ['timeout_sec', 'user'],
  verifier: ['timeout_sec', 'user', 'env', 'keep_agent_processes'],
  environment: [
    'build_timeout_sec',
    'docker_image',
    'cpus',
    'memory_mb',
    'storage_mb',
    'network_mode',
    'env',
    'workdir',
    'memory',
    'storage',
    'allow_internet',
  ],
  solution: ['env'],
}

const MEGABYTES_PER_UNIT = { K: 1 / 1024, M: 1, G: 1024 } as const

const NETWORK_MODES: readonly NetworkMode[] = ['public', 'no-network']

export function parseTaskConfig(tomlText: string, file: string): TaskConfig {
  const doc = parseToml(tomlText, file)
  const read = new FieldReader(file)

  const task = read.table(doc, 'task')
  const agent = read.table(doc, 'agent')
  const verifier = read.table(doc, 'verifier')
  const environment = read.table(doc, 'environment')
  const solution = read.table(doc, 'solution')
  // Both spellings are type-checked; as in Harbor, the deprecated size string wins when both are set.
  const memoryMb = read.megabytes(environment, 'environment.memory_mb')
  const memory = read.size(environment, 'environment.memory')
  const storageMb = read.megabytes(environment, 'environment.storage_mb')
  const storage = read.size(environment, 'environment.storage')

  return {
    schemaVersion: read.string(doc, 'schema_version') ?? read.string(doc, 'version'),
    task: {
      name: read.nonEmptyString(task, 'task.name'),
      description: read.string(task, 'task.description'),
      keywords: read.stringArray(task, 'task.keywords') ?? [],
    },
    metadata: read.table(doc, 'metadata'),
    agent: {
      timeoutSec: read.seconds(agent, 'agent.timeout_sec') ?? TASK_DEFAULTS.agentTimeoutSec,
      user: read.user(agent, 'agent.user'),
    },
    verifier: {
      timeoutSec: read.seconds(verifier, 'verifier.timeout_sec') ?? TASK_DEFAULTS.verifierTimeoutSec,
      user: read.user(verifier, 'verifier.user'),
      env: read.env(verifier, 'verifier.env'),
      keepAgentProcesses: read.boolean(verifier, 'verifier.keep_agent_processes') ?? false,
    },
    environment: {
      buildTimeoutSec:
        read.seconds(environment, 'environment.build_timeout_sec') ?? TASK_DEFAULTS.buildTimeoutSec,
      dockerImage: read.nonEmptyString(environment, 'environment.docker_image'),
      cpus:
        read.positiveNumber(environment, 'environment.cpus', 'a number of CPUs, e.g. cpus = 2') ??
        TASK_DEFAULTS.cpus,
      memoryMb: memory ?? memoryMb ?? TASK_DEFAULTS.memoryMb,
      // Harbor defaults storage to 10 GiB, but Docker can only enforce it on some storage drivers:
      // null means "not set, do not ask Docker for a limit".
      storageMb: storage ?? storageMb,
      networkMode: read.networkMode(environment),
      env: read.env(environment, 'environment.env'),
      workdir: read.workdir(environment, 'environment.workdir'),
    },
    solution: { env: read.env(solution, 'solution.env') },
    unknownFields: unknownFields(doc),
  }
}

function parseToml(text: string, file: string): Table {
  try {
    return parse(text) as Table
  } catch (error) {
    if (error instanceof TomlError) {
      const reason = error.message.split('\n')[0]?.replace(/^Invalid TOML document: /, '') ?? 'invalid TOML'
      throw new TaskConfigError(
        file,
        null,
        `invalid TOML at line ${error.line}, column ${error.column}: ${reason} (see https://toml.io)`,
        error.line,
      )
    }
    throw error
  }
}

function unknownFields(doc: Table): string[] {
  const unknown: string[] = []
  for (const [section, known] of Object.entries(KNOWN_FIELDS)) {
    const table = section === '' ? doc : doc[section]
    if (!isTable(table)) continue
    for (const key of Object.keys(table)) {
      if (!known.includes(key)) unknown.push(section === '' ? key : `${section}.${key}`)
    }
  }
  return unknown.sort()
}

function isTable(value: unknown): value is Table {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)
}

/** How a TOML value reads in an error message. */
function describe(value: unknown): string {
  if (typeof value === 'string') return `the string ${JSON.stringify(value)}`
  if (Array.isArray(value)) return 'an array'
  if (value instanceof Date) return 'a date'
  if (isTable(value)) return 'a table'
  return `${typeof value} ${String(value)}`
}

function lastKey(field: string): string {
  return field.slice(field.lastIndexOf('.') + 1)
}

/** Reads one typed field at a time; each method returns null when the field is absent. */
class FieldReader {
  constructor(private readonly file: string) {}

  private fail(field: string, expected: string, got: unknown): never {
    throw new TaskConfigError(this.file, field, `expected ${expected}, got ${describe(got)}`)
  }

  table(parent: Table, field: string): Table {
    const value = parent[lastKey(field)]
    if (value === undefined) return {}
    if (!isTable(value)) this.fail(field, `a table ([${field}] section)`, value)
    return value
  }

  string(parent: Table, field: string): string | null {
    const value = parent[lastKey(field)]
    if (value === undefined) return null
    if (typeof value !== 'string') this.fail(field, `a quoted string, e.g. ${lastKey(field)} = "..."`, value)
    return value
  }

  nonEmptyString(parent: Table, field: string): string | null {
    const value = this.string(parent, field)
    if (value !== null && value.trim() === '')
      this.fail(field, 'a non-empty string (or leave the field out)', value)
    return value === null ? null : value.trim()
  }

  stringArray(parent: Table, field: string): string[] | null {
    const value = parent[lastKey(field)]
    if (value === undefined) return null
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
      this.fail(field, `an array of strings, e.g. ${lastKey(field)} = ["a", "b"]`, value)
    }
    return value as string[]
  }

  positiveNumber(parent: Table, field: string, example: string): number | null {
    const value = parent[lastKey(field)]
    if (value === undefined) return null
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      this.fail(field, `${example} (a positive number, not quoted)`, value)
    }
    return value
  }

  boolean(parent: Table, field: string): boolean | null {
    const value = parent[lastKey(field)]
    if (value === undefined) return null
    if (typeof value !== 'boolean')
      this.fail(field, `true or false (not quoted), e.g. ${lastKey(field)} = true`, value)
    return value
  }

  seconds(parent: Table, field: string): number | null {
    return this.positiveNumber(parent, field, `a number of seconds, e.g. ${lastKey(field)} = 600`)
  }

  megabytes(parent: Table, field: string): number | null {
    const value = this.positiveNumber(
      parent,
      field,
      `a whole number of megabytes, e.g. ${lastKey(field)} = 2048`,
    )
    if (value !== null && !Number.isInteger(value)) {
      this.fail(field, `a whole number of megabytes, e.g. ${lastKey(field)} = 2048`, value)
    }
    return value
  }

  /** Deprecated `memory = "2G"` / `storage = "512M"` (K, M, G in Harbor's units of 1024). */
  size(parent: Table, field: string): number | null {
    const value = parent[lastKey(field)]
    if (value === undefined) return null
    const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*([KMG])(?:I?B)?\s*$/i.exec(value) : null
    const unit = match?.[2]?.toUpperCase() as keyof typeof MEGABYTES_PER_UNIT | undefined
    const megabytes = match && unit ? Math.floor(Number(match[1]) * MEGABYTES_PER_UNIT[unit]) : 0
    if (megabytes <= 0)
      this.fail(field, `a size like "2G" or "512M" (better: ${lastKey(field)}_mb = 2048)`, value)
    return megabytes
  }

  /** A user name or a numeric uid; uids are kept as strings (Docker's `User` takes both). */
  user(parent: Table, field: string): string | null {
    const value = parent[lastKey(field)]
    if (value === undefined) return null
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return String(value)
    if (typeof value !== 'string' || value.trim() === '') {
      this.fail(
        field,
        `a user name or uid, e.g. ${lastKey(field)} = "agent" or ${lastKey(field)} = 1000`,
        value,
      )
    }
    return value.trim()
  }

  workdir(parent: Table, field: string): string | null {
    const value = this.nonEmptyString(parent, field)
    if (value !== null && !value.startsWith('/'))
      this.fail(field, 'an absolute path, e.g. workdir = "/app"', value)
    return value
  }

  /** A table of string values; each value's `${VAR}` template syntax is checked now, expanded at run time. */
  env(parent: Table, field: string): Record<string, string> {
    const table = this.table(parent, field)
    const env: Record<string, string> = {}
    for (const [key, value] of Object.entries(table)) {
      const keyField = `${field}.${key}`
      if (key === '' || key.includes('=')) this.fail(keyField, 'a variable name without "="', key)
      if (typeof value !== 'string')
        this.fail(keyField, `a quoted string, e.g. ${key} = "${String(value)}"`, value)
      try {
        parseEnvTemplate(value)
      } catch (error) {
        if (error instanceof EnvTemplateError) throw new TaskConfigError(this.file, keyField, error.message)
        throw error
      }
      env[key] = value
    }
    return env
  }

  /** `network_mode` wins over the deprecated `allow_internet` (Harbor's rule). */
  networkMode(environment: Table): NetworkMode {
    const mode = environment['network_mode']
    if (mode !== undefined) {
      if (typeof mode !== 'string' || !NETWORK_MODES.includes(mode as NetworkMode)) {
        const note = mode === 'allowlist' ? ' ("allowlist" is a Harbor mode helios does not support)' : ''
        this.fail('environment.network_mode', `"public" or "no-network"${note}`, mode)
      }
      return mode as NetworkMode
    }
    const allowInternet = environment['allow_internet']
    if (allowInternet === undefined) return 'public'
    if (typeof allowInternet !== 'boolean') {
      this.fail(
        'environment.allow_internet',
        'true or false (better: network_mode = "no-network")',
        allowInternet,
      )
    }
    return allowInternet ? 'public' : 'no-network'
  }
}
