// history.json: append, cap, compact, read (and refuse what cannot be read), carry forward.
import { describe, expect, it } from 'vitest'
import {
  appendRun,
  carryHistory,
  emptyHistory,
  HISTORY_MAX_RUNS,
  parseHistory,
  serializeHistory,
  type History,
} from '../../src/results/history.js'
import { run, type TaskSpec } from './helpers/runs.js'

function nightly(i: number, specs: TaskSpec[]) {
  const day = String(1 + (i % 28)).padStart(2, '0')
  return run(specs, { runId: `gh-${100 + i}-1`, finishedAt: `2026-01-${day}T02:00:00.000Z` })
}

function historyOf(runs: TaskSpec[][]): History {
  return runs.reduce((h, specs, i) => appendRun(h, nightly(i, specs)), emptyHistory('default'))
}

describe('appendRun', () => {
  it("records the run's totals and each task's counts, errors only when there are any", () => {
    const h = historyOf([
      [
        ['fix-bug', 'PPF'],
        ['flaky', 'PEF'],
      ],
    ])
    expect(h.runs).toHaveLength(1)
    const entry = h.runs[0]!
    expect(entry).toMatchObject({
      run_id: 'gh-100-1',
      agent: 'claude-code',
      tasks: 2,
      errors: 1,
      attempts: 3,
    })
    expect(entry.pass_at_k['1']).toBeCloseTo((2 / 3 + 1 / 3) / 2)
    expect(Object.keys(entry.pass_at_k)).toEqual(['1', '2', '3'])
    expect(entry.task_counts).toEqual([
      [0, 3, 2],
      [1, 3, 1, 1],
    ])
    expect(h.tasks.map((t) => t.name)).toEqual(['fix-bug', 'flaky'])
  })

  it('keeps the newest HISTORY_MAX_RUNS runs and drops tasks only the dropped runs had', () => {
    let h = emptyHistory('default')
    for (let i = 0; i < HISTORY_MAX_RUNS + 5; i++)
      h = appendRun(h, nightly(i, [[i < 3 ? 'retired' : 'kept', 'P']]))
    expect(h.runs).toHaveLength(HISTORY_MAX_RUNS)
    expect(h.runs[0]!.run_id).toBe('gh-105-1')
    expect(h.tasks.map((t) => t.name)).toEqual(['kept'])
    expect(h.runs[0]!.task_counts).toEqual([[0, 1, 1]])
  })

  it('replaces a run already recorded (the report job re-run) instead of counting it twice', () => {
    const h = historyOf([[['a', 'P']], [['a', 'F']]])
    const again = appendRun(h, run([['a', 'P']], { runId: 'gh-101-1' }))
    expect(again.runs.map((r) => r.run_id)).toEqual(['gh-100-1', 'gh-101-1'])
    expect(again.runs[1]!.task_counts).toEqual([[0, 1, 1]])
  })

  it('gives a task whose files changed (new checksum) a history of its own', () => {
    const h = historyOf([[['a', 'PP', 'old']], [['a', 'FF', 'new']]])
    expect(h.tasks).toEqual([
      { id: 'a@old', name: 'a' },
      { id: 'a@new', name: 'a' },
    ])
  })
})

describe('parseHistory', () => {
  const good = historyOf([[['a', 'PF']], [['a', 'PP']]])

  it('reads back what appendRun wrote', () => {
    expect(parseHistory(serializeHistory(good), 'history.json')).toEqual(good)
  })

  it.each([
    ['truncated', serializeHistory(good).slice(0, 40), /history\.json: not valid JSON/],
    [
      'from a newer version',
      JSON.stringify({ ...good, schema_version: 2 }),
      /schema_version: unsupported version 2/,
    ],
    ['without a version', JSON.stringify({ ...good, schema_version: undefined }), /schema_version: missing/],
    [
      'with a task index out of range',
      JSON.stringify({ ...good, runs: [{ ...good.runs[0], task_counts: [[7, 2, 1]] }] }),
      /runs\[0\]\.task_counts\[0\]\[0\]: task index 7 but tasks has 1/,
    ],
    [
      'with more successes than attempts',
      JSON.stringify({ ...good, runs: [{ ...good.runs[0], task_counts: [[0, 2, 3]] }] }),
      /runs\[0\]\.task_counts\[0\]: successes 3 \+ errors 0 exceed n 2/,
    ],
    [
      'with a mistyped field',
      JSON.stringify({ ...good, runs: [{ ...good.runs[0], pass_at_k: { 1: 'high' } }] }),
      /history\.json: runs\[0\]\.pass_at_k\.1: expected a finite number/,
    ],
  ])('refuses one %s, naming the file and field', (_, text, message) => {
    expect(() => parseHistory(text, 'history.json')).toThrow(message)
  })
})

describe('carryHistory', () => {
  const head = run([['a', 'PP']], { runId: 'gh-9-1' })

  it("appends this run to the baseline's history", () => {
    const previous = historyOf([[['a', 'PF']]])
    const { history, warning } = carryHistory(
      { text: serializeHistory(previous), file: 'x/history.json' },
      head,
    )
    expect(warning).toBeNull()
    expect(history.runs.map((r) => r.run_id)).toEqual(['gh-100-1', 'gh-9-1'])
  })

  it('starts afresh with a warning naming the file when the baseline history is corrupt or from the future', () => {
    for (const text of ['{"schema_version":1,"label":', JSON.stringify({ schema_version: 3, runs: [] })]) {
      const { history, warning } = carryHistory({ text, file: 'helios-default-report/history.json' }, head)
      expect(warning).toMatch(/starts again from this run: helios-default-report\/history\.json: /)
      expect(history.runs.map((r) => r.run_id)).toEqual(['gh-9-1'])
    }
  })

  it('starts with this run alone when the baseline has no history', () => {
    const { history, warning } = carryHistory(null, head)
    expect(warning).toBeNull()
    expect(history).toMatchObject({ label: 'default', runs: [{ run_id: 'gh-9-1' }] })
  })
})

describe('parseHistory, per-task counts', () => {
  const good = historyOf([[['a', 'PF']]])
  it.each([
    [[0, 2], /runs\[0\]\.task_counts\[0\]: expected \[index, n, successes\]/],
    [[0, 2, 1, 0, 9], /runs\[0\]\.task_counts\[0\]: expected/],
    [[0, 2, -1], /runs\[0\]\.task_counts\[0\]: expected .* got \[0,2,-1\]/],
    [[0, 2.5, 1], /runs\[0\]\.task_counts\[0\]: expected/],
    ['0:2:1', /runs\[0\]\.task_counts\[0\]: expected .* got "0:2:1"/],
    [[0, 0, 0], /runs\[0\]\.task_counts\[0\]\[1\]: n is 0/],
  ])('refuses %j', (counts, message) => {
    const text = JSON.stringify({ ...good, runs: [{ ...good.runs[0], task_counts: [counts] }] })
    expect(() => parseHistory(text, 'history.json')).toThrow(message)
  })
})
