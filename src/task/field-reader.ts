// Reads task.toml values one typed field at a time, each failure a TaskConfigError naming the
// file, the dotted field and what was expected instead.

import { parseEnvTemplate } from './env-template.js'
import { EnvTemplateError, TaskConfigError } from './errors.js'
import type { NetworkMode } from './types.js'
import { isOneOf, isRecord, isStringArray } from '../narrow.js'

export type Table = Record<string, unknown>

const MEGABYTES_PER_UNIT: ReadonlyMap<string, number> = new Map([
  ['K', 1 / 1024],
  ['M', 1],
  ['G', 1024],
])

const NETWORK_MODES: readonly NetworkMode[] = ['public', 'no-network']

/** How a TOML value reads in an error message. */
function describe(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)'
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
export class FieldReader {
  constructor(private readonly file: string) {}

  fail(field: string, expected: string, got: unknown): never {
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

  /** An array of tables (`[[field]]`), each entry's dotted path `field.<i>`. */
  tableArray(parent: Table, field: string): Table[] {
    const value = parent[lastKey(field)]
    if (value === undefined) return []
    if (!Array.isArray(value) || !value.every(isTable))
      this.fail(field, `an array of tables ([[${field}]])`, value)
    return value
  }

  stringArray(parent: Table, field: string): string[] | null {
    const value = parent[lastKey(field)]
    if (value === undefined) return null
    if (!isStringArray(value))
      this.fail(field, `an array of strings, e.g. ${lastKey(field)} = ["a", "b"]`, value)
    return value
  }

  positiveNumber(parent: Table, field: string, example: string): number | null {
    const value = parent[lastKey(field)]
    if (value === undefined) return null
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      this.fail(field, `${example} (a positive number, not quoted)`, value)
    }
    return value
  }

  nonNegativeNumber(parent: Table, field: string): number | null {
    const value = parent[lastKey(field)]
    if (value === undefined) return null
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
      this.fail(field, `a number ≥ 0 (not quoted), e.g. ${lastKey(field)} = 5`, value)
    return value
  }

  /** TCP ports, e.g. `keep_ports = [8080]`: whole numbers 1–65535. */
  ports(parent: Table, field: string): number[] | null {
    const value = parent[lastKey(field)]
    if (value === undefined) return null
    const isPort = (item: unknown): item is number =>
      typeof item === 'number' && Number.isInteger(item) && item >= 1 && item <= 65535
    if (!Array.isArray(value) || !value.every(isPort))
      this.fail(field, `an array of TCP port numbers 1–65535, e.g. ${lastKey(field)} = [8080]`, value)
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
    const perUnit = MEGABYTES_PER_UNIT.get(match?.[2]?.toUpperCase() ?? '')
    const megabytes = match && perUnit ? Math.floor(Number(match[1]) * perUnit) : 0
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

  /** `network_mode = "public"` or `"no-network"` (Harbor's third mode, an allowlist, is refused). */
  networkMode(parent: Table, field: string): NetworkMode | null {
    const mode = parent[lastKey(field)]
    if (mode === undefined) return null
    if (!isOneOf(NETWORK_MODES, mode)) {
      const note = mode === 'allowlist' ? ' ("allowlist" is a Harbor mode helios does not support)' : ''
      this.fail(field, `"public" or "no-network"${note}`, mode)
    }
    return mode
  }

  /** Deprecated `allow_internet = false`, read as a network mode. */
  allowInternet(parent: Table, field: string): NetworkMode | null {
    const allowInternet = parent[lastKey(field)]
    if (allowInternet === undefined) return null
    if (typeof allowInternet !== 'boolean')
      this.fail(field, 'true or false (better: network_mode = "no-network")', allowInternet)
    return allowInternet ? 'public' : 'no-network'
  }
}

export function isTable(value: unknown): value is Table {
  // TOML dates are objects too, and no table.
  return isRecord(value) && !(value instanceof Date)
}
