// Fields of a task.toml that no table of task-fields.ts defines: a warning each (Harbor ignores
// them silently; a typo such as `timeout_secs` would otherwise change nothing and say nothing). Pure.

import { join, type Section } from './field-define.js'
import { isTable, type Table } from './field-reader.js'
import { TASK_TOML } from './task-fields.js'

/** Dotted paths of every field of `doc` that Harbor 1.4 (or helios) does not define, sorted. */
export function unknownFields(doc: Table): string[] {
  const unknown: string[] = []
  collect(doc, '', TASK_TOML, unknown)
  return unknown.sort()
}

function collect(table: Table, at: string, fields: Section, unknown: string[]): void {
  const byKey = new Map(Object.values(fields).map((field) => [field.key, field]))
  for (const field of Object.values(fields))
    if (field.kind === 'leaf' && field.deprecated) byKey.set(field.deprecated.key, field)
  for (const [key, value] of Object.entries(table)) {
    const field = byKey.get(key)
    const path = join(at, key)
    if (field === undefined) unknown.push(path)
    else if (field.kind === 'section' && isTable(value)) collect(value, path, field.fields, unknown)
    else if (field.kind === 'entries' && Array.isArray(value))
      value.forEach((entry, i) => {
        if (isTable(entry)) collect(entry, `${path}.${i}`, field.fields, unknown)
      })
  }
}
