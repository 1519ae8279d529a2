import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { main } from '../../src/cli/main.js'
import { distinctLabels } from '../../src/cli/leaderboard.js'
import { buildLeaderboard, LeaderboardError } from '../../src/results/leaderboard.js'
import type { RunSummary } from '../../src/results/types.js'
import { renderLeaderboardMarkdown, renderLeaderboardTerminal } from '../../src/report/leaderboard.js'
import { run, type TaskSpec } from './helpers/runs.js'

/** `n` tasks named t00…, each with `statuses(i)`. */
function tasks(n: number, statuses: (i: number) => string): TaskSpec[] {
  return Array.from({ length: n }, (_, i) => [`t${String(i).padStart(2, '0')}`, statuses(i)] as TaskSpec)
}

function priced(summary: RunSummary, costUsd: number | null, tokens = 1000): RunSummary {
  const usage = {
    input_tokens: tokens,
    cached_input_tokens: 0,
    output_tokens: tokens / 10,
    turns: 3,
    cost_usd: costUsd,
  }
  return { ...summary, totals: { ...summary.totals, usage } }
}

describe('buildLeaderboard', () => {
  // 40 tasks × 3: the strong model passes everything; a peer drops one attempt of one task; the
  // weak one has 12 tasks broken outright — the gate's test must call only that one worse.
  const strong = run(
    tasks(40, () => 'PPP'),
    { label: 'strong', model: 'm-strong' },
  )
  const peer = run(
    tasks(40, (i) => (i === 0 ? 'PPF' : 'PPP')),
    { label: 'peer', model: 'm-peer' },
  )
  const weak = run(
    tasks(40, (i) => (i < 12 ? 'FFF' : 'PPP')),
    { label: 'weak', model: 'm-weak' },
  )

  it('ranks by pass@k, marks the best and tests each other run against it with the gate', () => {
    const board = buildLeaderboard(
      [
        { label: 'weak', summary: weak },
        { label: 'peer', summary: peer },
        { label: 'strong', summary: strong },
      ],
      { k: 1 },
    )
    expect(board.rows.map((r) => r.label)).toEqual(['strong', 'peer', 'weak'])
    expect(board.rows.map((r) => r.best)).toEqual([true, false, false])
    expect(board.rows[0]!.versusBest).toBeNull()
    expect(board.rows[1]!.versusBest).toMatchObject({ pairedTasks: 40, worse: false })
    expect(board.rows[2]!.versusBest).toMatchObject({ pairedTasks: 40, worse: true })
    expect(board.rows[2]!.versusBest!.delta).toBeCloseTo(-12 / 40, 6)
    // pass@1 with an interval over tasks around it
    const weakRow = board.rows[2]!
    expect(weakRow.passAt1.estimate).toBeCloseTo(28 / 40, 6)
    expect(weakRow.passAt1.low).toBeLessThan(weakRow.passAt1.estimate)
    expect(weakRow.passAt1.high).toBeGreaterThan(weakRow.passAt1.estimate)
    expect(board.rows[0]!.passAt1).toMatchObject({ estimate: 1, low: 1, high: 1 })
  })

  it('ranks at a larger k and lowers k to what every run has, with a warning naming the run', () => {
    const one = run(
      tasks(10, () => 'P'),
      { label: 'single' },
    )
    const board = buildLeaderboard(
      [
        { label: 'strong', summary: strong },
        { label: 'single', summary: one },
      ],
      { k: 3 },
    )
    expect(board.k).toBe(1)
    expect(board.warnings.join(' ')).toMatch(/pass@3 .*run 'single' has 1/)
    const k3 = buildLeaderboard(
      [
        { label: 'peer', summary: peer },
        { label: 'weak', summary: weak },
      ],
      { k: 3 },
    )
    expect(k3.k).toBe(3)
    expect(k3.rows[0]!.passAtK).toBe(1) // every peer task passes at least once in 3
    expect(k3.rows[0]!.passHatK).toBeCloseTo(39 / 40, 6)
  })

  it('costs: per solved attempt, unknown when the cost or the passes are', () => {
    const board = buildLeaderboard([
      { label: 'strong', summary: priced(strong, 1.2) },
      { label: 'weak', summary: priced(weak, null) },
    ])
    expect(board.rows[0]!.costPerSolvedUsd).toBeCloseTo(1.2 / 120, 9)
    expect(board.rows[0]!.tokens).toBe(1100)
    expect(board.rows[1]!.costPerSolvedUsd).toBeNull()
    const none = run(
      tasks(5, () => 'FFF'),
      { label: 'none' },
    )
    const zero = buildLeaderboard([
      { label: 'strong', summary: strong },
      { label: 'none', summary: priced(none, 0.5) },
    ])
    expect(zero.rows[1]!.costPerSolvedUsd).toBeNull()
  })

  it('a run that shares no task with the best is not called worse, and says so', () => {
    const other = run(
      Array.from({ length: 5 }, (_, i) => [`other-${i}`, 'FFF'] as TaskSpec),
      { label: 'other' },
    )
    const board = buildLeaderboard([
      { label: 'strong', summary: strong },
      { label: 'other', summary: other },
    ])
    expect(board.rows[1]!.versusBest).toMatchObject({ pairedTasks: 0, worse: false })
    expect(board.warnings).toContain(
      "'other' shares no task with 'strong': it cannot be compared with the best",
    )
  })

  it('the per-task matrix marks tasks missing from a run and tasks whose checksum differs', () => {
    const changed = run(
      [
        ['t00', 'FFF', 'bbbbbbbbbbbb'],
        ['t01', 'PPP'],
      ],
      { label: 'changed' },
    )
    const board = buildLeaderboard([
      { label: 'strong', summary: strong },
      { label: 'changed', summary: changed },
    ])
    const t00 = board.matrix.find((m) => m.taskName === 't00')!
    expect(t00.cells).toEqual([
      { successes: 3, n: 3, changed: false },
      { successes: 0, n: 3, changed: true },
    ])
    expect(board.matrix.find((m) => m.taskName === 't05')!.cells[1]).toBeNull()
  })

  it('refuses fewer than two runs and a label given twice', () => {
    expect(() => buildLeaderboard([{ label: 'a', summary: strong }])).toThrow(LeaderboardError)
    expect(() =>
      buildLeaderboard([
        { label: 'a', summary: strong },
        { label: 'a', summary: weak },
      ]),
    ).toThrow(/label 'a' is given twice/)
  })
})

describe('rendering', () => {
  it('escapes hostile labels and models, collapses the matrix, and aligns the terminal table', () => {
    const hostile = run(
      tasks(4, () => 'PF'),
      { label: '<img src=x onerror=alert(1)>', model: '| m ✅ |' },
    )
    const plain = run(
      tasks(4, () => 'PP'),
      { label: 'plain' },
    )
    const board = buildLeaderboard([
      { label: hostile.label, summary: hostile },
      { label: 'plain', summary: plain },
    ])
    const md = renderLeaderboardMarkdown(board)
    expect(md).not.toContain('<img')
    expect(md).toContain('&lt;img')
    expect(md).not.toMatch(/\| m ✅ \|/)
    expect(md).toMatch(/🏆 plain/)
    expect(md).toContain('<details><summary>Per task (4 tasks × 2 runs')
    const terminal = renderLeaderboardTerminal(board)
    const lines = terminal.trimEnd().split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toMatch(/^plain +claude-code/)
    expect(terminal).not.toContain('\u001b')
  })
})

describe('helios compare with three runs', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'helios-leaderboard-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('tells runs apart that share the default label, and prints the board', async () => {
    const files = []
    for (const [model, statuses] of [
      ['m-a', 'PPP'],
      ['m-b', 'PPF'],
      ['m-c', 'FFF'],
    ] as const) {
      const file = join(dir, `${model}.json`)
      await writeFile(
        file,
        JSON.stringify(
          run(
            tasks(12, () => statuses),
            { model },
          ),
        ),
      )
      files.push(file)
    }
    const out: string[] = []
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      out.push(String(chunk))
      return true
    })
    try {
      expect(await main(['compare', ...files, '--k', '2'])).toBe(0)
    } finally {
      spy.mockRestore()
    }
    const lines = out.join('').trimEnd().split('\n')
    expect(lines[0]).toMatch(/^label +agent +model +tasks +pass@1 \(interval\) +pass@2 +pass\^2/)
    expect(lines.slice(1).map((l) => l.split(/ +/)[0])).toEqual(['m-a', 'm-b', 'm-c'])
    expect(lines[3]).toMatch(/worse: −100\.0/)
  })

  it('names files by path when nothing else tells them apart, and refuses one file given twice', () => {
    const summary = run(tasks(2, () => 'P'))
    expect(
      distinctLabels([
        { file: 'a.json', summary },
        { file: 'b.json', summary },
      ]).map((e) => e.label),
    ).toEqual(['a.json', 'b.json'])
    expect(() =>
      distinctLabels([
        { file: 'a.json', summary },
        { file: 'a.json', summary },
      ]),
    ).toThrow(/a\.json is given twice/)
  })
})
