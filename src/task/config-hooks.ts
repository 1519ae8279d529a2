// The task.toml parts that add steps around the agent: `[environment.healthcheck]`, `artifacts`
// and `[[verifier.collect]]`, with Harbor's defaults. Hooks and artifacts of a compose sidecar
// are not run here: naming a service other than main is an error, not a silent no-op.

import type { FieldReader, Table } from './field-reader.js'
import type { ArtifactSpec, CollectHook, Healthcheck } from './types.js'

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
export function parseArtifacts(read: FieldReader, doc: Table, field: string): ArtifactSpec[] {
  const value = doc['artifacts']
  if (value === undefined) return []
  if (!Array.isArray(value)) read.fail(field, 'an array of paths or tables', value)
  return value.map((entry, i) => {
    const at = `${field}.${i}`
    if (typeof entry === 'string') return { source: source(read, entry, at), destination: null, exclude: [] }
    const table = read.table({ [String(i)]: entry }, at)
    serviceMustBeMain(read, table, at)
    const raw = read.nonEmptyString(table, `${at}.source`)
    if (raw === null)
      read.fail(`${at}.source`, 'a path in the container, e.g. source = "/app/out.log"', undefined)
    return {
      source: source(read, raw, `${at}.source`),
      destination: destination(read, read.nonEmptyString(table, `${at}.destination`), `${at}.destination`),
      exclude: read.stringArray(table, `${at}.exclude`) ?? [],
    }
  })
}

export function parseCollectHooks(read: FieldReader, verifier: Table, field: string): CollectHook[] {
  return read.tableArray(verifier, field).map((table, i) => {
    const at = `${field}.${i}`
    serviceMustBeMain(read, table, at)
    const command = read.nonEmptyString(table, `${at}.command`)
    if (command === null)
      read.fail(`${at}.command`, 'a command, e.g. command = "cp -r /app/out /logs/artifacts/"', undefined)
    return {
      command,
      timeoutSec: read.seconds(table, `${at}.timeout_sec`) ?? COLLECT_TIMEOUT_SEC,
      user: read.user(table, `${at}.user`),
    }
  })
}

function serviceMustBeMain(read: FieldReader, table: Table, at: string): void {
  const service = read.string(table, `${at}.service`)
  if (service !== null && service !== 'main')
    read.fail(
      `${at}.service`,
      '"main" (helios collects files and runs hooks in main only; copy what a sidecar holds into main, e.g. through a shared HTTP endpoint)',
      service,
    )
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
