// The flaky-task ledger's rules, on small literal histories, and the chi-square tail it rests on.
import { describe, expect, it } from 'vitest'
import { chiSquareSurvival, homogeneityTest } from '../../src/results/chi-square.js'
import { flakyLedger, knownFlaky, UNSTABLE_P } from '../../src/results/flaky-ledger.js'
import { appendRun, emptyHistory, type History } from '../../src/results/history.js'
import { run, type TaskSpec } from './helpers/runs.js'

function historyOf(runs: TaskSpec[][]): History {
  return runs.reduce(
    (h, specs, i) => appendRun(h, run(specs, { runId: `gh-${i}-1` })),
    emptyHistory('default'),
  )
}

const entry = (h: History, name: string) => flakyLedger(h).find((e) => e.name === name)!

describe('chiSquareSurvival', () => {
  it.each([
    [3.841458820694124, 1, 0.05],
    [6.634896601021214, 1, 0.01],
    [5.991464547107979, 2, 0.05],
    [18.307038053275146, 10, 0.05],
    [0.5, 4, 0.9735009],
    // df 3 in closed form: erfc(√50) + √(200/π)·e^−50 = 1.55416e-21 (the far tail, by continued fraction).
    [100, 3, 1.55416e-21],
  ])('P(χ² ≥ %f | df %i) = %f', (x, df, p) => {
    expect(chiSquareSurvival(x, df) / p).toBeCloseTo(1, 4)
  })

  it('is 1 at 0 and cannot be tested without variation or with one run', () => {
    expect(chiSquareSurvival(0, 3)).toBe(1)
    expect(homogeneityTest([{ successes: 3, n: 3 }])).toBeNull()
    expect(
      homogeneityTest([
        { successes: 0, n: 3 },
        { successes: 0, n: 3 },
      ]),
    ).toBeNull()
  })
})

describe('flakyLedger', () => {
  it('marks flaky a task that passed and failed within one run, with the evidence', () => {
    const h = historyOf([
      [
        ['coin', 'PPP'],
        ['solid', 'PPP'],
      ],
      [
        ['coin', 'PFP'],
        ['solid', 'PPP'],
      ],
    ])
    const coin = entry(h, 'coin')
    expect(coin).toMatchObject({ runs: 2, attempts: 6, successes: 5, mixedRuns: 1, marks: ['flaky'] })
    expect(coin.evidence).toBe('passed and failed within 1 of 2 run(s)')
    expect(entry(h, 'solid')).toMatchObject({ marks: [], passRate: 1, evidence: 'no sign of flakiness' })
    // Marked ones first.
    expect(flakyLedger(h).map((e) => e.name)).toEqual(['coin', 'solid'])
  })

  it('marks unstable a task whose pass rate moved between runs though no run was mixed', () => {
    const h = historyOf([...Array(4).fill([['drifted', 'PPPP']]), ...Array(4).fill([['drifted', 'FFFF']])])
    const drifted = entry(h, 'drifted')
    expect(drifted.marks).toEqual(['unstable'])
    expect(drifted.heterogeneity!.p).toBeLessThan(UNSTABLE_P)
    expect(drifted).toMatchObject({ minRunRate: 0, maxRunRate: 1, passRate: 0.5 })
    expect(drifted.evidence).toMatch(
      /^pass rate differs between runs \(0%–100%; χ² = 32\.0, df 7, p = < 0\.001\)$/,
    )
  })

  it('does not call a steady coin unstable: the same rate in every run is within chance', () => {
    const h = historyOf(Array(6).fill([['coin', 'PFPF']]))
    expect(entry(h, 'coin').marks).toEqual(['flaky'])
    expect(entry(h, 'coin').heterogeneity!.p).toBe(1)
  })

  it('leaves errored attempts out: errors alone are neither a pass nor a failure', () => {
    const h = historyOf([[['infra', 'PEP']], [['infra', 'EEE']]])
    expect(entry(h, 'infra')).toMatchObject({ attempts: 2, successes: 2, errors: 4, marks: [], runs: 2 })
    const allErrors = historyOf([[['down', 'EE']]])
    expect(entry(allErrors, 'down')).toMatchObject({ passRate: null, minRunRate: null, marks: [] })
  })

  it('restarts a task whose checksum changed mid-history: the old version’s runs do not count', () => {
    const h = historyOf([[['fixed', 'PFP', 'v1']], [['fixed', 'PFF', 'v1']], [['fixed', 'PPP', 'v2']]])
    const ledger = flakyLedger(h)
    expect(ledger).toHaveLength(1)
    expect(ledger[0]).toMatchObject({ id: 'fixed@v2', runs: 1, marks: [] })
  })

  it('lists a renamed task under its new name only, from the run it was renamed in', () => {
    const h = historyOf([[['old-name', 'PF']], [['new-name', 'PP']]])
    expect(flakyLedger(h).map((e) => [e.name, e.runs])).toEqual([['new-name', 1]])
  })

  it('knownFlaky keeps the marked tasks by id; an empty history has no ledger', () => {
    const h = historyOf([
      [
        ['coin', 'PF'],
        ['solid', 'PP'],
      ],
    ])
    expect([...knownFlaky(flakyLedger(h)).keys()]).toEqual(['coin@aaaaaaaaaaaa'])
    expect(flakyLedger(emptyHistory('x'))).toEqual([])
  })
})
