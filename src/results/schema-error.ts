// The one error every results-file reader throws: it names the file and the field at fault, so a
// user can open the file and fix it (or see which shard's artifact is broken). The readers are
// zod schemas; `validate` turns zod's first issue into this error.
import type { z } from 'zod'
import { isRecord, messageOf } from '../narrow.js'

export class SchemaError extends Error {
  override readonly name = 'SchemaError'

  constructor(
    /** The file (or artifact name) being read. */
    readonly file: string,
    /** Dotted/indexed field path, e.g. `tasks[3].pass_at_k.1`; null when the whole file is at fault. */
    readonly field: string | null,
    readonly detail: string,
  ) {
    super(field === null ? `${file}: ${detail}` : `${file}: ${field}: ${detail}`)
  }
}

/** Parses JSON, turning a syntax error (typically a truncated upload) into a SchemaError. */
export function parseJsonFile(text: string, file: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    const why = messageOf(error)
    const hint = text.trim().length === 0 ? 'the file is empty' : `not valid JSON (truncated?): ${why}`
    throw new SchemaError(file, null, hint)
  }
}

/** Rejects an unknown `schema_version` before the shape is read, naming the versions this build reads. */
export function checkSchemaVersion(
  raw: unknown,
  file: string,
  supported: readonly number[],
  what: string,
): asserts raw is Record<string, unknown> {
  if (!isRecord(raw)) throw new SchemaError(file, null, `expected an object, got ${describeValue(raw)}`)
  const version = raw['schema_version']
  if (version === undefined) throw new SchemaError(file, 'schema_version', `missing; not a ${what} file?`)
  if (typeof version !== 'number' || !supported.includes(version))
    throw new SchemaError(
      file,
      'schema_version',
      `unsupported version ${JSON.stringify(version)}; this build reads ${what} schema_version ${supported.join(', ')}`,
    )
}

/** Validates `raw` against `schema`; the first problem becomes a SchemaError naming file and field. */
export function validate<T>(schema: z.ZodType<T>, raw: unknown, file: string, prefix = ''): T {
  const parsed = schema.safeParse(raw, { reportInput: true })
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  const field = [prefix, ...issue.path.map(pathPart)].join('').replace(/^\./, '')
  throw new SchemaError(file, field === '' ? null : field, issueText(issue))
}

/** `tasks[3].pass_at_k.1`: indexes in brackets, keys after dots. */
function pathPart(key: PropertyKey): string {
  return typeof key === 'number' ? `[${key}]` : `.${String(key)}`
}

const EXPECTED: Record<string, string> = {
  number: 'a finite number',
  int: 'an integer',
  string: 'a string',
  boolean: 'a boolean',
  object: 'an object',
  record: 'an object',
  array: 'an array',
  null: 'null',
}

function issueText(issue: z.core.$ZodIssue): string {
  const input = 'input' in issue ? issue.input : undefined
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${EXPECTED[issue.expected] ?? issue.expected}, got ${describeValue(input)}`
    case 'invalid_union':
      return `expected ${issue.message.replace(/^Invalid input:?\s*/i, '') || 'another shape'}, got ${describeValue(input)}`
    case 'invalid_value':
      return `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}, got ${JSON.stringify(input)}`
    case 'too_small':
      return `${JSON.stringify(input)} is below the minimum ${String(issue.minimum)}`
    case 'too_big':
      return `${JSON.stringify(input)} is above the maximum ${String(issue.maximum)}`
    default:
      return issue.message
  }
}

export function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (value === undefined) return 'missing'
  if (typeof value === 'number' || typeof value === 'boolean') return JSON.stringify(value)
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
  return `a ${typeof value}`
}
