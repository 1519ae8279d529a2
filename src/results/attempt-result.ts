// attempt result.json: parser/validator. Errors name the file and the field.
import type { AttemptResult, AttemptStatus, VerifierGuard } from './types.js'
import { parseVerifierGuard } from './verifier-guard-schema.js'
import { parseStepResults } from './step-result-schema.js'
import { parseUsage, UsageFormatError, type Usage } from './usage.js'

export const ATTEMPT_RESULT_SCHEMA_VERSION = 1 as const

export class AttemptResultError extends Error {
  constructor(
    readonly file: string,
    readonly field: string | null,
    message: string,
  ) {
    super(`${file}${field ? `: ${field}` : ''}: ${message}`)
    this.name = 'AttemptResultError'
  }
}

const STATUSES: readonly AttemptStatus[] = ['passed', 'failed', 'error']

export function parseAttemptResult(text: string, file: string): AttemptResult {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    throw new AttemptResultError(file, null, `not valid JSON: ${(error as Error).message}`)
  }
  const v = new FieldReader(raw, file)
  const version = v.field('schema_version')
  if (version !== ATTEMPT_RESULT_SCHEMA_VERSION) {
    throw new AttemptResultError(
      file,
      'schema_version',
      `unsupported version ${JSON.stringify(version)} (expected 1)`,
    )
  }
  const status = v.string('status') as AttemptStatus
  if (!STATUSES.includes(status))
    throw new AttemptResultError(file, 'status', `must be one of ${STATUSES.join(', ')}`)
  const timings = v.object('timings')
  const exitCodes = v.object('exit_codes')
  const timedOut = v.object('timed_out')
  const t = new FieldReader(timings, file, 'timings')
  const e = new FieldReader(exitCodes, file, 'exit_codes')
  const o = new FieldReader(timedOut, file, 'timed_out')
  const result: AttemptResult = {
    schema_version: ATTEMPT_RESULT_SCHEMA_VERSION,
    run_id: v.string('run_id'),
    task_id: v.string('task_id'),
    task_name: v.string('task_name'),
    task_checksum: v.string('task_checksum'),
    attempt: v.integer('attempt'),
    agent: v.string('agent'),
    model: v.nullableString('model'),
    status,
    reason: v.nullableString('reason'),
    rewards: v.numberRecord('rewards'),
    reward: v.number('reward'),
    started_at: v.string('started_at'),
    finished_at: v.string('finished_at'),
    duration_sec: v.number('duration_sec'),
    timings: {
      build_sec: t.number('build_sec'),
      setup_sec: t.number('setup_sec'),
      agent_sec: t.number('agent_sec'),
      verifier_sec: t.number('verifier_sec'),
      teardown_sec: t.number('teardown_sec'),
    },
    exit_codes: { agent: e.nullableInteger('agent'), verifier: e.nullableInteger('verifier') },
    timed_out: { agent: o.boolean('agent'), verifier: o.boolean('verifier') },
    oom_killed: v.boolean('oom_killed'),
    retries: v.integer('retries'),
    usage: readUsage(v.field('usage'), file),
    verifier_guard: readGuard(v.field('verifier_guard'), file),
  }
  const steps = parseStepResults(v.field('steps'))
  if (!steps.ok) throw new AttemptResultError(file, 'steps', steps.message)
  if (steps.value) result.steps = steps.value
  return result
}

function readGuard(raw: unknown, file: string): VerifierGuard | null {
  const guard = parseVerifierGuard(raw)
  if (!guard.ok) throw new AttemptResultError(file, 'verifier_guard', guard.message)
  return guard.value
}

function readUsage(raw: unknown, file: string): Usage | null {
  try {
    return parseUsage(raw, file, 'usage')
  } catch (error) {
    if (error instanceof UsageFormatError) throw new AttemptResultError(file, 'usage', error.message)
    throw error
  }
}

class FieldReader {
  private readonly record: Record<string, unknown>
  constructor(
    raw: unknown,
    private readonly file: string,
    private readonly prefix = '',
  ) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      throw new AttemptResultError(file, prefix || null, 'must be an object')
    }
    this.record = raw as Record<string, unknown>
  }
  private fail(name: string, expected: string): never {
    const got = this.record[name]
    const shown = got === undefined ? 'missing' : `got ${JSON.stringify(got)?.slice(0, 40)}`
    throw new AttemptResultError(
      this.file,
      this.prefix ? `${this.prefix}.${name}` : name,
      `must be ${expected} (${shown})`,
    )
  }
  field(name: string): unknown {
    return this.record[name]
  }
  string(name: string): string {
    const value = this.record[name]
    return typeof value === 'string' ? value : this.fail(name, 'a string')
  }
  nullableString(name: string): string | null {
    const value = this.record[name]
    return value === null || typeof value === 'string' ? value : this.fail(name, 'a string or null')
  }
  number(name: string): number {
    const value = this.record[name]
    return typeof value === 'number' && Number.isFinite(value) ? value : this.fail(name, 'a finite number')
  }
  integer(name: string): number {
    const value = this.record[name]
    return Number.isInteger(value) ? (value as number) : this.fail(name, 'an integer')
  }
  nullableInteger(name: string): number | null {
    const value = this.record[name]
    return value === null || Number.isInteger(value)
      ? (value as number | null)
      : this.fail(name, 'an integer or null')
  }
  boolean(name: string): boolean {
    const value = this.record[name]
    return typeof value === 'boolean' ? value : this.fail(name, 'a boolean')
  }
  object(name: string): unknown {
    const value = this.record[name]
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? value
      : this.fail(name, 'an object')
  }
  numberRecord(name: string): Record<string, number> {
    const value = this.object(name) as Record<string, unknown>
    for (const [key, n] of Object.entries(value)) {
      if (typeof n !== 'number' || !Number.isFinite(n)) {
        throw new AttemptResultError(this.file, `${name}.${key}`, 'must be a finite number')
      }
    }
    return value as Record<string, number>
  }
}
