import { describe, expect, it } from 'vitest'
import { parseRunSummary } from '../../src/results/run-summary.js'
import { SchemaError } from '../../src/results/schema-error.js'
import { run } from './helpers/runs.js'

const FILE = 'shard-1/shard_summary.json'

function text(mutate?: (s: Record<string, unknown>) => void): string {
  const summary = JSON.parse(
    JSON.stringify(
      run([
        ['a', 'PPF'],
        ['b', 'FEF'],
      ]),
    ),
  ) as Record<string, unknown>
  mutate?.(summary)
  return JSON.stringify(summary)
}

function error(fn: () => unknown): SchemaError {
  try {
    fn()
  } catch (e) {
    if (e instanceof SchemaError) return e
    throw e
  }
  throw new Error('expected a SchemaError')
}

describe('parseRunSummary', () => {
  it('reads a valid summary and tolerates unknown extra fields (a newer writer may add some)', () => {
    const parsed = parseRunSummary(
      text((s) => (s['future_field'] = 1)),
      FILE,
    )
    expect(parsed.tasks.map((t) => t.task_id)).toEqual(['a@aaaaaaaaaaaa', 'b@aaaaaaaaaaaa'])
    expect(Object.keys(parsed)).not.toContain('future_field')
  })

  it('rejects a truncated file, naming the file', () => {
    const full = text()
    const e = error(() => parseRunSummary(full.slice(0, full.length / 2), FILE))
    expect(e.file).toBe(FILE)
    expect(e.field).toBeNull()
    expect(e.message).toMatch(/shard-1\/shard_summary\.json: not valid JSON \(truncated\?\)/)
  })

  it('rejects an empty file', () => {
    expect(error(() => parseRunSummary('  ', FILE)).message).toMatch(/empty/)
  })

  it('rejects an unknown schema_version and says which versions it reads', () => {
    const e = error(() =>
      parseRunSummary(
        text((s) => (s['schema_version'] = 7)),
        FILE,
      ),
    )
    expect(e.field).toBe('schema_version')
    expect(e.message).toMatch(/unsupported version 7; this build reads run summary schema_version 1/)
  })

  it('rejects a wrong kind, and a shard where a run was expected', () => {
    expect(
      error(() =>
        parseRunSummary(
          text((s) => (s['kind'] = 'plan')),
          FILE,
        ),
      ).field,
    ).toBe('kind')
    const shard = text((s) => {
      s['kind'] = 'shard'
      s['shard'] = { index: 0, count: 2 }
    })
    expect(parseRunSummary(shard, FILE, 'shard').kind).toBe('shard')
    expect(error(() => parseRunSummary(shard, FILE, 'run')).message).toMatch(
      /expected a run summary, got a shard summary/,
    )
  })

  it('requires {index, count} on a shard summary, index below count', () => {
    expect(
      error(() =>
        parseRunSummary(
          text((s) => (s['kind'] = 'shard')),
          FILE,
        ),
      ).field,
    ).toBe('shard')
    const e = error(() =>
      parseRunSummary(
        text((s) => {
          s['kind'] = 'shard'
          s['shard'] = { index: 2, count: 2 }
        }),
        FILE,
      ),
    )
    expect(e.field).toBe('shard.index')
  })

  it('names the path of a missing or mistyped nested field', () => {
    const missing = error(() =>
      parseRunSummary(
        text((s) => delete (s['tasks'] as Record<string, unknown>[])[1]!['n']),
        FILE,
      ),
    )
    expect(missing.field).toBe('tasks[1].n')
    expect(missing.message).toBe(`${FILE}: tasks[1].n: expected a finite number, got missing`)

    const mistyped = error(() =>
      parseRunSummary(
        text((s) => ((s['totals'] as { pass_at_k: Record<string, unknown> }).pass_at_k['1'] = '0.5')),
        FILE,
      ),
    )
    expect(mistyped.field).toBe('totals.pass_at_k.1')

    const status = error(() =>
      parseRunSummary(
        text((s) => ((s['tasks'] as { statuses: string[] }[])[0]!.statuses[2] = 'ok')),
        FILE,
      ),
    )
    expect(status.field).toBe('tasks[0].statuses[2]')
  })

  it('rejects counts that disagree with the statuses', () => {
    const e = error(() =>
      parseRunSummary(
        text((s) => ((s['tasks'] as { successes: number }[])[0]!.successes = 1)),
        FILE,
      ),
    )
    expect(e.field).toBe('tasks[0].successes')
    const n = error(() =>
      parseRunSummary(
        text((s) => ((s['tasks'] as { n: number }[])[0]!.n = 4)),
        FILE,
      ),
    )
    expect(n.field).toBe('tasks[0].statuses')
  })
})
