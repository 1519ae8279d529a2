// The building blocks of the task.toml field table (task-fields.ts): a field is one entry that
// says how helios reads it, its default, its deprecated spelling and whether Harbor defines it.
// The parser (readFields) and the unknown-field warnings (harbor-fields.ts) both walk the table.

import type { FieldReader, Table } from './field-reader.js'

/** Reads one field at its dotted path; null when the field is absent. */
export type Reader<T> = (read: FieldReader, parent: Table, field: string) => T

/** Harbor 1.4 defines it, or it is a helios extension (Harbor ignores it). */
export type Origin = 'harbor' | 'helios'

/** A value read with a Reader (a table read whole, such as `env`, is `freeForm`). */
export interface Leaf<T> {
  kind: 'leaf'
  key: string
  origin: Origin
  read: Reader<T | null>
  default?: T
  /** Read when the field is absent: what is expected (the error says so). */
  required?: string
  /** An older spelling Harbor still reads, type-checked too; `wins` when both are set. */
  deprecated?: { key: string; read: Reader<T | null>; wins: boolean }
  /** A table of any keys (not checked for unknown fields). */
  freeForm?: true
}

/** A table (`[environment.healthcheck]`) or array of tables (`[[steps]]`) whose keys are defined. */
export interface Nested {
  kind: 'section' | 'entries'
  key: string
  origin: Origin
  fields: Section
  /** A Harbor section helios does not read: why (unsupported.ts refuses some of them). */
  unread?: string
}

/** A Harbor field helios does not read: why (unsupported.ts refuses or warns about some). */
export interface Unread {
  kind: 'unread'
  key: string
  origin: 'harbor'
  unread: string
}

export type Field = Leaf<unknown> | Nested | Unread
export type Section = Record<string, Field>

/** What readFields returns for a section: its leaves, by property name. */
export type Values<S> = {
  [K in keyof S as S[K] extends Leaf<unknown> ? K : never]: S[K] extends Leaf<infer T> ? T : never
}

interface LeafOptions<T> {
  default?: NoInfer<T>
  required?: string
  deprecated?: { key: string; read: Reader<T | null>; wins: boolean }
  freeForm?: true
  origin?: Origin
}

export function leaf<R>(
  key: string,
  read: Reader<R>,
  options: LeafOptions<NonNullable<R>> & ({ default: NoInfer<NonNullable<R>> } | { required: string }),
): Leaf<NonNullable<R>>
export function leaf<R>(key: string, read: Reader<R>, options?: LeafOptions<NonNullable<R>>): Leaf<R>
export function leaf<R>(key: string, read: Reader<R>, options: LeafOptions<NonNullable<R>> = {}): Leaf<R> {
  const { origin = 'harbor', ...rest } = options
  // The overloads above say which Leaf the options make; this one body builds both.
  return { kind: 'leaf', key, origin, read, ...rest } as Leaf<R>
}

export function section(key: string, fields: Section, unread?: string): Nested {
  return { kind: 'section', key, origin: 'harbor', fields, ...(unread ? { unread } : {}) }
}

export function entries(key: string, fields: Section, unread?: string): Nested {
  return { kind: 'entries', key, origin: 'harbor', fields, ...(unread ? { unread } : {}) }
}

export function unread(key: string, why: string): Unread {
  return { kind: 'unread', key, origin: 'harbor', unread: why }
}

/**
 * The same table read in another place (a step's `[agent]`, `[verifier.environment]`): only the
 * `kept` fields are read there; the others stay known if Harbor defines them (helios does not
 * read them there: `why`) and are unknown if they are helios extensions (they would do nothing).
 */
export function subset<S extends Section, K extends keyof S & string>(
  fields: S,
  kept: readonly K[],
  why: string,
): Pick<S, K> {
  const out: Section = {}
  for (const [name, field] of Object.entries(fields)) {
    // A field not read here either (a refused one) keeps its own reason.
    if (kept.includes(name as K) || field.kind === 'unread' || (field.kind !== 'leaf' && field.unread))
      out[name] = field
    else if (field.origin === 'harbor')
      out[name] =
        field.kind === 'section' || field.kind === 'entries'
          ? { ...field, unread: why }
          : unread(field.key, why)
  }
  // Filled key by key from S's own fields: a mapped type TS cannot follow through a loop.
  return out as Pick<S, K>
}

export function join(at: string, key: string): string {
  return at === '' ? key : `${at}.${key}`
}

/**
 * Reads every leaf of `fields` from `table` (the section at dotted path `at`), in table order.
 * An absent field takes its `fallback` (a step's takes the task's), else its default, else null.
 */
export function readFields<S extends Section>(
  read: FieldReader,
  table: Table,
  at: string,
  fields: S,
  fallback: Partial<Values<S>> = {},
): Values<S> {
  const values: Record<string, unknown> = {}
  const fallbackValues: Readonly<Record<string, unknown>> = fallback
  for (const [name, field] of Object.entries(fields)) {
    if (field.kind !== 'leaf') continue
    const path = join(at, field.key)
    let value = field.read(read, table, path)
    if (field.deprecated) {
      const old = field.deprecated.read(read, table, join(at, field.deprecated.key))
      if (old !== null && (field.deprecated.wins || value === null)) value = old
    }
    if (value === null && field.required !== undefined) read.fail(path, field.required, undefined)
    values[name] = value ?? fallbackValues[name] ?? fresh(field.default) ?? null
  }
  // Filled key by key from S's leaves, as above.
  return values as Values<S>
}

/** Array defaults are copied: no two parsed configs share one. */
function fresh(value: unknown): unknown {
  return Array.isArray(value) ? [...value] : value
}
