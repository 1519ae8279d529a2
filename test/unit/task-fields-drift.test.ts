// task.toml has two views of its fields: the reader (src/task/config*.ts, through FieldReader) and
// the list of fields Harbor defines (src/task/harbor-fields.ts, for unknown-field warnings). This
// records every dotted field the reader reads while parsing real tasks, and fails when the list
// does not know one: such a field would load and warn "unknown field" at the same time.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseTaskConfig } from '../../src/task/config.js'
import { FieldReader } from '../../src/task/field-reader.js'
import { unknownFields } from '../../src/task/harbor-fields.js'

const read = new Set<string>()
const NOT_FIELD_READERS = new Set(['constructor', 'fail', 'networkMode'])

beforeAll(() => {
  const proto = FieldReader.prototype as unknown as Record<string, (...args: unknown[]) => unknown>
  for (const name of Object.getOwnPropertyNames(proto)) {
    if (NOT_FIELD_READERS.has(name)) continue
    const original = proto[name]!
    vi.spyOn(proto, name as never).mockImplementation(function (this: unknown, ...args: unknown[]) {
      if (typeof args[1] === 'string') read.add(args[1])
      return original.apply(this, args)
    } as never)
  }
})
afterAll(() => vi.restoreAllMocks())

/** A document with just `dotted` set (array indexes become arrays of tables). */
function docWith(dotted: string): Record<string, unknown> {
  const keys = dotted.split('.')
  const build = (i: number): unknown => {
    if (i === keys.length) return 'x'
    const next = keys[i + 1]
    if (next !== undefined && /^\d+$/.test(next)) return [{ ...(build(i + 2) as object) }]
    return { [keys[i]!]: build(i + 1) }
  }
  const first = keys[0]!
  return keys.length > 1 && /^\d+$/.test(keys[1]!)
    ? { [first]: [build(2)] }
    : (build(0) as Record<string, unknown>)
}

const EXTRA = `
[verifier]
environment_mode = "separate"
[verifier.environment]
cpus = 1
[[verifier.collect]]
command = "true"
[environment.healthcheck]
command = "true"
[[artifacts]]
source = "/app/out"
`

describe('task.toml: the reader reads only fields the field list knows', () => {
  it('parses every task in tasks/ and a task with the less common tables', () => {
    const texts = readdirSync('tasks', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => readFileSync(join('tasks', entry.name, 'task.toml'), 'utf8'))
    for (const text of [...texts, EXTRA]) parseTaskConfig(text, 'task.toml')
    expect(read.size).toBeGreaterThan(20)
    expect(read).toContain('steps.0.agent.timeout_sec')
  })

  it('finds each field read in the list', () => {
    const unknown = [...read].filter((field) => unknownFields(docWith(field)).length > 0)
    expect(unknown).toEqual([])
  })

  it('would catch a field the list lacks', () => {
    expect(unknownFields(docWith('environment.timeout_secs'))).toEqual(['environment.timeout_secs'])
    expect(unknownFields(docWith('steps.0.agent.timeout_sec'))).toEqual([])
  })
})
