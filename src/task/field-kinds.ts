// The kinds of task.toml values, as Readers for the field table: each reads one field through
// FieldReader (which names the file and the dotted field in every error).

import type { Reader } from './field-define.js'
import type { Table } from './field-reader.js'
import { parseDisplaySize } from './display-size.js'
import type { DisplaySize, NetworkMode } from './types.js'
import { isOneOf } from '../narrow.js'

export const string: Reader<string | null> = (r, t, f) => r.string(t, f)
export const nonEmptyString: Reader<string | null> = (r, t, f) => r.nonEmptyString(t, f)
export const stringArray: Reader<string[] | null> = (r, t, f) => r.stringArray(t, f)
export const seconds: Reader<number | null> = (r, t, f) => r.seconds(t, f)
export const nonNegative: Reader<number | null> = (r, t, f) => r.nonNegativeNumber(t, f)
export const megabytes: Reader<number | null> = (r, t, f) => r.megabytes(t, f)
export const size: Reader<number | null> = (r, t, f) => r.size(t, f)
export const user: Reader<string | null> = (r, t, f) => r.user(t, f)
export const boolean: Reader<boolean | null> = (r, t, f) => r.boolean(t, f)
export const ports: Reader<number[] | null> = (r, t, f) => r.ports(t, f)
export const workdir: Reader<string | null> = (r, t, f) => r.workdir(t, f)
export const env: Reader<Record<string, string>> = (r, t, f) => r.env(t, f)
export const table: Reader<Table> = (r, t, f) => r.table(t, f)
export const networkMode: Reader<NetworkMode | null> = (r, t, f) => r.networkMode(t, f)
export const allowInternet: Reader<NetworkMode | null> = (r, t, f) => r.allowInternet(t, f)

export const cpus: Reader<number | null> = (r, t, f) =>
  r.positiveNumber(t, f, 'a number of CPUs, e.g. cpus = 2')

/** A whole number ≥ 1 (a healthcheck's `retries`). */
export const count: Reader<number | null> = (r, t, f) => {
  const value = r.nonNegativeNumber(t, f)
  if (value !== null && (!Number.isInteger(value) || value < 1)) r.fail(f, 'a whole number ≥ 1', value)
  return value
}

/** One of a few strings; `expected` lists them for the error. */
export function oneOf<const V extends string>(values: readonly V[], expected: string): Reader<V | null> {
  return (r, t, f) => {
    const value = r.string(t, f)
    if (value === null || isOneOf(values, value)) return value
    return r.fail(f, expected, value)
  }
}

/** `min_reward = 1` gates the `reward` key; `min_reward = { tests = 1 }` gates each key it names. */
export const minReward: Reader<number | Record<string, number> | null> = (r, t, f) => {
  const value = t[f.slice(f.lastIndexOf('.') + 1)]
  if (value === undefined) return null
  if (typeof value === 'number' && Number.isFinite(value)) return value
  const gates: Record<string, number> = {}
  for (const [key, gate] of Object.entries(r.table(t, f))) {
    if (typeof gate === 'number' && Number.isFinite(gate)) gates[key] = gate
    else r.fail(`${f}.${key}`, 'a number, e.g. min_reward = 1 or min_reward = { tests = 1 }', gate)
  }
  return gates
}

/** A step name is a folder name under `steps/`. */
const STEP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

export const stepName: Reader<string> = (r, t, f) => {
  const name = r.nonEmptyString(t, f)
  if (name === null || !STEP_NAME.test(name) || name.includes('..'))
    return r.fail(f, 'the name of its folder under steps/, e.g. name = "setup-db"', t['name'])
  return name
}

/** `display = "1280x800"` (or `true` for the default size): the task needs a virtual screen. */
export const display: Reader<DisplaySize | null> = (r, t, f) => {
  const value = t[f.slice(f.lastIndexOf('.') + 1)]
  if (value === undefined || value === false) return null
  const size = parseDisplaySize(value)
  return typeof size === 'string' ? r.fail(f, size, value) : size
}
