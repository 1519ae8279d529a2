// The task.toml parts that add steps around the agent: `[environment.healthcheck]`, `artifacts`
// and `[[verifier.collect]]` (fields and defaults in task-fields.ts). An entry may name a compose
// service other than main; the task loader checks that the service exists.

import { readFields } from './field-define.js'
import type { FieldReader, Table } from './field-reader.js'
import { COLLECT_HOOK, COLLECTED_PATH, HEALTHCHECK } from './task-fields.js'
import type { CollectedPath, CollectHook, Healthcheck } from './types.js'

export function parseHealthcheck(read: FieldReader, parent: Table, field: string): Healthcheck | null {
  if (parent['healthcheck'] === undefined) return null
  return readFields(read, read.table(parent, field), field, HEALTHCHECK)
}

/** `artifacts = ["/app/out.log", { source = "/app/build", destination = "build", exclude = ["*.o"] }]`. */
export function parseCollectedPaths(read: FieldReader, doc: Table, field: string): CollectedPath[] {
  const value = doc['artifacts']
  if (value === undefined) return []
  if (!Array.isArray(value)) read.fail(field, 'an array of paths or tables', value)
  return value.map((entry, i) => {
    const at = `${field}.${i}`
    if (typeof entry === 'string')
      return { source: source(read, entry, at), destination: null, exclude: [], service: 'main' }
    const table = read.table({ [String(i)]: entry }, at)
    const { service, source: raw, destination, exclude } = readFields(read, table, at, COLLECTED_PATH)
    // A sidecar has no task workdir to resolve a relative path against (Harbor's rule too).
    if (service !== 'main' && !raw.startsWith('/'))
      read.fail(`${at}.source`, `an absolute path (the source is in service ${service})`, raw)
    return {
      service,
      source: source(read, raw, `${at}.source`),
      destination: checkDestination(read, destination, `${at}.destination`),
      exclude,
    }
  })
}

export function parseCollectHooks(read: FieldReader, verifier: Table, field: string): CollectHook[] {
  return read
    .tableArray(verifier, field)
    .map((table, i) => readFields(read, table, `${field}.${i}`, COLLECT_HOOK))
}

function source(read: FieldReader, path: string, field: string): string {
  if (path.split('/').includes('..')) read.fail(field, 'a path without ".."', path)
  return path
}

/** Copies go under the attempt's `artifacts/declared/`, apart from helios's manifest: any name is free there. */
function checkDestination(read: FieldReader, path: string | null, field: string): string | null {
  if (path === null) return null
  if (path.startsWith('/') || path.includes('\\') || path.split('/').includes('..'))
    read.fail(field, 'a relative path under artifacts/declared/, without ".." or "\\"', path)
  return path
}
