// The task.toml parts that add steps around the agent: `[environment.healthcheck]`, `artifacts`
// and `[[verifier.collect]]`, with Harbor's defaults. An entry may name a compose service other
// than main; the task loader checks that the service exists.

import type { FieldReader, Table } from './field-reader.js'
import type { CollectedPath, CollectHook, Healthcheck } from './types.js'

const HEALTHCHECK_DEFAULTS = {
  intervalSec: 5,
  timeoutSec: 30,
  startPeriodSec: 0,
  startIntervalSec: 5,
  retries: 3,
}
const COLLECT_TIMEOUT_SEC = 60

export function parseHealthcheck(read: FieldReader, parent: Table, field: string): Healthcheck | null {
  if (parent['healthcheck'] === undefined) return null
  const table = read.table(parent, field)
  const command = read.nonEmptyString(table, `${field}.command`)
  if (command === null)
    read.fail(`${field}.command`, 'the command to run, e.g. command = "curl -sf localhost:8080"', undefined)
  const seconds = (key: string, fallback: number): number =>
    read.nonNegativeNumber(table, `${field}.${key}`) ?? fallback
  const retries = read.nonNegativeNumber(table, `${field}.retries`) ?? HEALTHCHECK_DEFAULTS.retries
  if (!Number.isInteger(retries) || retries < 1) read.fail(`${field}.retries`, 'a whole number ≥ 1', retries)
  return {
    command,
    intervalSec: seconds('interval_sec', HEALTHCHECK_DEFAULTS.intervalSec),
    timeoutSec: seconds('timeout_sec', HEALTHCHECK_DEFAULTS.timeoutSec),
    startPeriodSec: seconds('start_period_sec', HEALTHCHECK_DEFAULTS.startPeriodSec),
    startIntervalSec: seconds('start_interval_sec', HEALTHCHECK_DEFAULTS.startIntervalSec),
    retries,
  }
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
    const service = serviceOf(read, table, at)
    const raw = read.nonEmptyString(table, `${at}.source`)
    if (raw === null)
      read.fail(`${at}.source`, 'a path in the container, e.g. source = "/app/out.log"', undefined)
    // A sidecar has no task workdir to resolve a relative path against (Harbor's rule too).
    if (service !== 'main' && !raw.startsWith('/'))
      read.fail(`${at}.source`, `an absolute path (the source is in service ${service})`, raw)
    return {
      service,
      source: source(read, raw, `${at}.source`),
      destination: destination(read, read.nonEmptyString(table, `${at}.destination`), `${at}.destination`),
      exclude: read.stringArray(table, `${at}.exclude`) ?? [],
    }
  })
}

export function parseCollectHooks(read: FieldReader, verifier: Table, field: string): CollectHook[] {
  return read.tableArray(verifier, field).map((table, i) => {
    const at = `${field}.${i}`
    const service = serviceOf(read, table, at)
    const command = read.nonEmptyString(table, `${at}.command`)
    if (command === null)
      read.fail(`${at}.command`, 'a command, e.g. command = "cp -r /app/out /logs/artifacts/"', undefined)
    return {
      command,
      timeoutSec: read.seconds(table, `${at}.timeout_sec`) ?? COLLECT_TIMEOUT_SEC,
      user: read.user(table, `${at}.user`),
      service,
    }
  })
}

/** `service`: main unless named (only a compose environment has others). */
function serviceOf(read: FieldReader, table: Table, at: string): string {
  return read.nonEmptyString(table, `${at}.service`) ?? 'main'
}

function source(read: FieldReader, path: string, field: string): string {
  if (path.split('/').includes('..')) read.fail(field, 'a path without ".."', path)
  return path
}

function destination(read: FieldReader, path: string | null, field: string): string | null {
  if (path === null) return null
  if (
    path.startsWith('/') ||
    path.includes('\\') ||
    path.split('/').includes('..') ||
    path === 'manifest.json'
  )
    read.fail(field, 'a relative path under artifacts/, without "..", "\\" or the name manifest.json', path)
  return path
}
