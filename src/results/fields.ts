// Small, fast field readers for hand-validating parsed JSON. A field path is built only when a
// check fails (parent path + key), so validating 10,000 task summaries stays cheap.

import { SchemaError } from './schema-error.js'

export type JsonObject = Record<string, unknown>

export function fieldPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`
  return parent === '' ? key : `${parent}.${key}`
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (value === undefined) return 'missing'
  return `a ${typeof value}`
}

export class FieldReader {
  constructor(readonly file: string) {}

  fail(path: string, detail: string): never {
    throw new SchemaError(this.file, path === '' ? null : path, detail)
  }

  object(value: unknown, path: string): JsonObject {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.fail(path, `expected an object, got ${describe(value)}`)
    }
    return value as JsonObject
  }

  objectField(obj: JsonObject, key: string, path: string): JsonObject {
    return this.object(obj[key], fieldPath(path, key))
  }

  array(obj: JsonObject, key: string, path: string): unknown[] {
    const value = obj[key]
    if (!Array.isArray(value)) this.fail(fieldPath(path, key), `expected an array, got ${describe(value)}`)
    return value
  }

  string(obj: JsonObject, key: string, path: string): string {
    const value = obj[key]
    if (typeof value !== 'string')
      this.fail(fieldPath(path, key), `expected a string, got ${describe(value)}`)
    return value
  }

  nullableString(obj: JsonObject, key: string, path: string): string | null {
    const value = obj[key]
    if (value === null) return null
    if (typeof value !== 'string') {
      this.fail(fieldPath(path, key), `expected a string or null, got ${describe(value)}`)
    }
    return value
  }

  number(obj: JsonObject, key: string, path: string, min = -Infinity, max = Infinity): number {
    const value = obj[key]
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.fail(fieldPath(path, key), `expected a finite number, got ${describe(value)}`)
    }
    if (value < min || value > max) this.fail(fieldPath(path, key), `${value} is outside [${min}, ${max}]`)
    return value
  }

  integer(obj: JsonObject, key: string, path: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
    const value = obj[key]
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.fail(fieldPath(path, key), `expected an integer, got ${describe(value)}`)
    }
    if (value < min || value > max) this.fail(fieldPath(path, key), `${value} is outside [${min}, ${max}]`)
    return value
  }

  boolean(obj: JsonObject, key: string, path: string): boolean {
    const value = obj[key]
    if (typeof value !== 'boolean')
      this.fail(fieldPath(path, key), `expected a boolean, got ${describe(value)}`)
    return value
  }

  /** `{ "1": 0.5, "2": 0.8 }`: every value a number in [0, 1]. */
  unitRecord(obj: JsonObject, key: string, path: string): Record<string, number> {
    const record = this.objectField(obj, key, path)
    for (const k in record) {
      const value = record[k]
      if (typeof value !== 'number' || !(value >= 0 && value <= 1)) {
        this.fail(
          fieldPath(fieldPath(path, key), k),
          `expected a number in [0, 1], got ${JSON.stringify(value)}`,
        )
      }
    }
    return record as Record<string, number>
  }

  /** Rejects an unknown `schema_version`, naming the versions this build reads. */
  schemaVersion<V extends number>(obj: JsonObject, supported: readonly V[], what: string): V {
    const value = obj['schema_version']
    if (value === undefined) this.fail('schema_version', `missing; not a ${what} file?`)
    if (!supported.includes(value as V)) {
      this.fail(
        'schema_version',
        `unsupported version ${JSON.stringify(value)}; this build reads ${what} schema_version ${supported.join(', ')}`,
      )
    }
    return value as V
  }
}
