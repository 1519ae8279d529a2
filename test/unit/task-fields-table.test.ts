// The field table (src/task/task-fields.ts) against the parser and the unknown-field list: every
// field the table says helios reads is read (a wrong type in it is an error naming exactly that
// field), and every field the table defines, read or not, loads without an unknown-field warning.
import { stringify } from 'smol-toml'
import { describe, expect, it } from 'vitest'
import { parseTaskConfig } from '../../src/task/config.js'
import { TaskConfigError } from '../../src/task/errors.js'
import type { Field, Nested, Section } from '../../src/task/field-define.js'
import { unknownFields } from '../../src/task/harbor-fields.js'
import { TASK_TOML } from '../../src/task/task-fields.js'

type Table = Record<string, unknown>

/** One place a field can be set: its dotted path, and the tables it sits in. */
interface Place {
  path: string[]
  field: Field
  within: Nested[]
}

function* places(fields: Section, at: string[] = [], within: Nested[] = []): Generator<Place> {
  for (const field of Object.values(fields)) {
    yield { path: [...at, field.key], field, within }
    if (field.kind === 'leaf' && field.deprecated)
      yield { path: [...at, field.deprecated.key], field, within }
    if (field.kind === 'section' || field.kind === 'entries') {
      const inside = field.kind === 'entries' ? [field.key, '0'] : [field.key]
      yield* places(field.fields, [...at, ...inside], [...within, field])
    }
  }
}

/** Valid values for the fields a table requires (a new required field needs one here). */
const SAMPLES: Record<string, string> = { name: 'a', command: 'true', source: '/a' }

function withRequired(fields: Section): Table {
  const table: Table = {}
  for (const field of Object.values(fields)) {
    if (field.kind !== 'leaf' || field.required === undefined) continue
    if (!(field.key in SAMPLES)) throw new Error(`no sample value for the required field ${field.key}`)
    table[field.key] = SAMPLES[field.key]
  }
  return table
}

/** A document with the tables around `place` (their required fields set) and `value` at it. */
function docAt(place: Place, value: unknown): Table {
  const doc: Table = {}
  let table = doc
  for (const nested of place.within) {
    const child = withRequired(nested.fields)
    table[nested.key] = nested.kind === 'entries' ? [child] : child
    table = child
  }
  table[place.path.at(-1)!] = value
  return doc
}

function isRead(place: Place): boolean {
  return place.field.kind === 'leaf' && place.within.every((nested) => nested.unread === undefined)
}

const ALL = [...places(TASK_TOML)]
const READ = ALL.filter(isRead)
/** Fields the table says helios refuses, where it reads the table they are in. */
const REFUSED = ALL.filter(
  (place) =>
    place.field.kind !== 'leaf' &&
    place.field.unread?.startsWith('refused') &&
    place.within.every((nested) => nested.unread === undefined),
)
/** A value each refused field is refused for. */
const REFUSING: Record<string, unknown> = {
  os: 'windows',
  gpus: 1,
  gpu_types: ['a100'],
  tpu: { type: 'v5' },
  mcp_servers: [{ name: 'm' }],
  allowed_hosts: ['example.com'],
  network_mode: 'no-network',
}
/** A TOML date is a wrong type for every kind of field helios reads. */
const WRONG = new Date('1979-05-27T07:32:00Z')

describe('task.toml field table', () => {
  it('walks every table: the places it lists include the nested and array ones', () => {
    const paths = READ.map((place) => place.path.join('.'))
    expect(paths).toContain('steps.0.verifier.collect.0.timeout_sec')
    expect(paths).toContain('verifier.environment.memory')
    expect(paths).toContain('environment.healthcheck.retries')
    expect(paths).not.toContain('steps.0.verifier.keep_ports')
    expect(paths).not.toContain('environment.os')
    expect(READ.length).toBeGreaterThan(50)
    expect(REFUSED.map((place) => place.path.join('.'))).toContain('steps.0.agent.network_mode')
  })

  it.each(READ.map((place) => [place.path.join('.'), place] as const))(
    'reads %s: a wrong type there is an error naming it',
    (path, place) => {
      const toml = stringify(docAt(place, WRONG))
      expect(() => parseTaskConfig(toml, 't/task.toml')).toThrow(
        expect.objectContaining({
          name: TaskConfigError.name,
          field: path,
          detail: expect.stringContaining('got a date'),
        }),
      )
    },
  )

  it.each(ALL.map((place) => [place.path.join('.'), place] as const))(
    'knows %s: no unknown-field warning',
    (_path, place) => {
      expect(unknownFields(docAt(place, 'x'))).toEqual([])
    },
  )

  it.each(REFUSED.map((place) => [place.path.join('.'), place] as const))(
    'refuses %s as its entry says (unsupported.ts)',
    (path, place) => {
      const key = place.path.at(-1)!
      if (!(key in REFUSING)) throw new Error(`no refusing value for ${key}: add one to REFUSING`)
      expect(() => parseTaskConfig(stringify(docAt(place, REFUSING[key])), 't/task.toml')).toThrow(
        expect.objectContaining({ name: TaskConfigError.name, field: path }),
      )
    },
  )

  it('the same documents without the wrong value parse (the failures above are the field’s own)', () => {
    for (const place of READ) {
      const doc = docAt(place, WRONG)
      const parent = place.within.reduce<unknown>((table, nested) => {
        const child = (table as Table)[nested.key]
        return Array.isArray(child) ? child[0] : child
      }, doc) as Table
      const key = place.path.at(-1)!
      if (key in SAMPLES && place.field.kind === 'leaf' && place.field.required) parent[key] = SAMPLES[key]
      else delete parent[key]
      expect(() => parseTaskConfig(stringify(doc), 't/task.toml'), place.path.join('.')).not.toThrow()
    }
  })
})
