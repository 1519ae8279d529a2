// Fields of a task.toml that no table of task-fields.ts defines: a warning each (Harbor ignores
// them silently; a typo such as `timeout_secs` would otherwise change nothing and say nothing),
// naming the field of the same table it resembles. Pure.

import { closest } from '../text/closest.js'
import { join, type Section } from './field-define.js'
import { isTable, type Table } from './field-reader.js'
import { TASK_TOML } from './task-fields.js'

export interface UnknownField {
  /** Dotted path of the field. */
  field: string
  /** The key of the same table it most likely misspells (`timeout_sec`), or null. */
  meant: string | null
}

/** Dotted paths of every field of `doc` that Harbor 1.4 (or helios) does not define, sorted. */
export function unknownFields(doc: Table): string[] {
  return unknownFieldsWithMeant(doc).map((u) => u.field)
}

/** As unknownFields, each with the known key it resembles. */
export function unknownFieldsWithMeant(doc: Table): UnknownField[] {
  const unknown: UnknownField[] = []
  collect(doc, '', TASK_TOML, unknown)
  return unknown.sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0))
}

function collect(table: Table, at: string, fields: Section, unknown: UnknownField[]): void {
  const byKey = new Map(Object.values(fields).map((field) => [field.key, field]))
  for (const field of Object.values(fields))
    if (field.kind === 'leaf' && field.deprecated) byKey.set(field.deprecated.key, field)
  const keys = Object.values(fields).map((field) => field.key)
  for (const [key, value] of Object.entries(table)) {
    const field = byKey.get(key)
    const path = join(at, key)
    if (field === undefined) unknown.push({ field: path, meant: closest(key, keys) })
    else if (field.kind === 'section' && isTable(value)) collect(value, path, field.fields, unknown)
    else if (field.kind === 'entries' && Array.isArray(value))
      value.forEach((entry, i) => {
        if (isTable(entry)) collect(entry, `${path}.${i}`, field.fields, unknown)
      })
  }
}
