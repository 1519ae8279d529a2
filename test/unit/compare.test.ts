import { describe, expect, it } from 'vitest'
import { commonK, CompareError, compareRuns } from '../../src/results/compare.js'
import { leftOutText } from '../../src/results/verdict-text.js'
import {
  fisherLowerMidP,
  fisherLowerP,
  mulberry32,
  pairedBootstrap,
  signFlipPValue,
  stratifiedLowerP,
  type Stratum,
} from '../../src/results/stats.js'
import { run, type TaskSpec } from './helpers/runs.js'

/** n copies of a task spec with numbered names. */
function many(count: number, statuses: string, prefix: string): TaskSpec[] {
  return Array.from({ length: count }, (_, i) => [`${prefix}${i}`, statuses])
}

describe('compareRuns', () => {
  it('is neutral with no baseline', () => {
    const c = compareRuns(null, run([['a', 'PPF']]))
    expect(c.conclusion).toBe('neutral')
    expect(c.passAtK).toBeNull()
    expect(c.tasks[0]!.change).toBe('new')
    expect(c.verdict).toBe('No baseline: head results only.')
  })

  it('passes identical runs with every task unchanged', () => {
    const specs: TaskSpec[] = [...many(10, 'PPP', 'p'), ...many(10, 'FFF', 'f'), ['flaky', 'PFP']]
    const c = compareRuns(run(specs), run(specs))
    expect(c.conclusion).toBe('success')
    expect(c.counts.unchanged).toBe(21)
    expect(c.counts.flaky).toBe(1)
    expect(c.passAtK).toMatchObject({ delta: 0, low: 0, high: 0 })
    expect(c.verdict).toMatch(/^No significant change: pass@1 0\.0 points/)
  })

  it('fails a real regression and names the regressed tasks', () => {
    const base = run([...many(20, 'PPPPP', 'p'), ...many(20, 'FFFFF', 'f')])
    // p0..p9 drop from 5/5 to 0/5; the rest stay.
    const head = run([
      ...many(20, 'PPPPP', 'p').map(([n, s], i): TaskSpec => [n, i < 10 ? 'FFFFF' : s]),
      ...many(20, 'FFFFF', 'f'),
    ])
    const c = compareRuns(base, head)
    expect(c.conclusion).toBe('failure')
    expect(c.gate).toMatchObject({
      dropSignificant: true,
      bootstrapDrop: true,
      dropAboveMinEffect: true,
      regression: true,
      errorGate: false,
      inconclusive: null,
      flagged: null,
    })
    expect(c.gate.stratifiedP).toBeLessThan(0.001)
    expect(c.passAtK!.delta).toBeCloseTo(-0.25)
    expect(c.passAtK!.high).toBeLessThan(0)
    expect(c.regressions).toHaveLength(10)
    expect(c.regressions[0]).toBe('p0@aaaaaaaaaaaa')
    expect(c.verdict).toMatch(
      /^Regression: pass@1 fell 25\.0 points \(95% CI −\d+\.\d to −\d+\.\d; stratified test p < 0\.001\), beyond the 2\.0-point minimum effect\.$/,
    )
  })

  it('does not fail a drop under min-effect, but never calls it green when a task is labelled regressed', () => {
    const base = run(many(100, 'PPP', 't'))
    const head = run(many(100, 'PPP', 't').map(([n, s], i): TaskSpec => [n, i === 0 ? 'FFF' : s]))
    const c = compareRuns(base, head, { minEffect: 0.02 })
    expect(c.passAtK!.delta).toBeCloseTo(-0.01)
    expect(c.gate.dropAboveMinEffect).toBe(false)
    // 1 of the C(6,3) = 20 splits puts all 3 passes on the base; the mid-p counts it half.
    expect(c.gate.stratifiedP).toBeCloseTo(0.025, 6)
    expect(c.gate.dropSignificant).toBe(true)
    expect(c.gate.regression).toBe(false)
    // Among 99 tasks that never moved, the one that went 3/3 → 0/3 is a suspect.
    expect(c.suspects).toEqual(['t0@aaaaaaaaaaaa'])
    expect(c.conclusion).toBe('neutral')
    expect(c.gate.flagged).toBe(
      '1 task(s) labelled regressed, though pass@1 fell 1.0 points, under the 2.0-point minimum effect',
    )
    expect(c.verdict).toMatch(/^Check the tasks: 1 task\(s\) labelled regressed/)
  })

  it('fails a drop concentrated in five tasks that the bootstrap alone would pass (stratified test)', () => {
    // 5 tasks break (3/3 → 0/3); 20 flaky tasks swap one attempt each way; 75 never move.
    const base = run([
      ...many(5, 'PPP', 'b'),
      ...many(10, 'PFP', 'x'),
      ...many(10, 'FPF', 'y'),
      ...many(75, 'PPP', 's'),
    ])
    const head = run([
      ...many(5, 'FFF', 'b'),
      ...many(10, 'FPF', 'x'),
      ...many(10, 'PFP', 'y'),
      ...many(75, 'PPP', 's'),
    ])
    const c = compareRuns(base, head)
    expect(c.passAtK!.delta).toBeCloseTo(-0.05)
    expect(c.passAtK!.high).toBeGreaterThan(0) // the bootstrap interval spans zero
    expect(c.gate.bootstrapDrop).toBe(false)
    // Reshuffling attempts within the 25 tasks that can move: Σ Δ = −5 against a null SD of √5.
    expect(c.gate.stratifiedP).toBeGreaterThan(0.005)
    expect(c.gate.stratifiedP).toBeLessThan(0.025)
    expect(c.gate.regression).toBe(true)
    expect(c.conclusion).toBe('failure')
    expect(c.regressions).toEqual([]) // no single task is significant after the FDR correction
  })

  it('gives each task a probability that it fell, and names the likely ones only under a verdict that found a drop', () => {
    const steady: TaskSpec[] = [...many(45, 'PPP', 's'), ...many(30, 'FFF', 'f')]
    const flakyBase: TaskSpec[] = [...many(10, 'PPF', 'x'), ...many(10, 'PFF', 'y')]
    const flakyHead: TaskSpec[] = [
      ...many(10, 'PFP', 'x'),
      ...many(5, 'FFP', 'y'),
      ...many(5, 'PPF', 'y').map(([, s], i): TaskSpec => [`y${i + 5}`, s]),
    ]
    const withBroken = (broken: number) => {
      const base = run([...many(broken, 'PPP', 'b'), ...flakyBase, ...steady])
      const head = run([...many(broken, 'FFF', 'b'), ...flakyHead, ...steady])
      return { base, c: compareRuns(base, head) }
    }
    // Five of 100 broken: the gate cannot see it (p ≈ 0.06), so no task is named under its ✅
    // (closed testing), though each keeps its probability.
    const { base, c } = withBroken(5)
    expect(c.conclusion).toBe('success')
    expect(c.regressions).toEqual([])
    expect(c.suspects).toEqual([])
    expect(c.tasks.some((t) => t.suspect)).toBe(false)
    const fell = c.tasks.find((t) => t.taskName === 'b0')!.fell!
    expect(fell).toBeGreaterThan(0.5)
    expect(fell).toBeLessThan(1)
    // A flaky task that moved 1/3 → 2/3 is not likely to have fallen.
    expect(c.tasks.find((t) => t.taskName === 'y5')!.fell).toBeLessThan(0.5)
    // Nine broken: the gate fails, and names them, most likely first.
    const failed = withBroken(9).c
    expect(failed.conclusion).toBe('failure')
    expect(failed.regressions).toEqual([])
    expect(failed.suspects.map((id) => id.split('@')[0]).sort()).toEqual(
      many(9, 'PPP', 'b').map(([id]) => id),
    )
    expect(failed.tasks.filter((t) => t.suspect).length).toBe(9)
    expect(compareRuns(base, base).suspects).toEqual([])
  })

  it('never says success above a task labelled regressed', () => {
    // One task collapses 10/10 → 0/10 among 200 steady ones: labelled, but 0.5 points is under min-effect.
    const base = run([['gone', 'PPPPPPPPPP'], ...many(199, 'PPPPPPPPPP', 't')])
    const head = run([['gone', 'FFFFFFFFFF'], ...many(199, 'PPPPPPPPPP', 't')])
    const c = compareRuns(base, head)
    expect(c.regressions).toEqual(['gone@aaaaaaaaaaaa'])
    expect(c.gate.regression).toBe(false)
    expect(c.conclusion).toBe('neutral')
    expect(c.gate.flagged).toMatch(/^1 task\(s\) labelled regressed, though pass@1 fell 0\.5 points/)
  })

  it('is inconclusive, not green, when many base tasks are missing from the head', () => {
    const base = run(many(40, 'PPP', 't'))
    const head = run(many(20, 'PPP', 't'))
    const c = compareRuns(base, head)
    expect(c.leftOut.removed).toBe(20)
    expect(c.conclusion).toBe('neutral')
    expect(c.gate.inconclusive).toBe('20 of the base’s 40 tasks are missing from the head (more than 20%)')
    // A fifth or less is churn, not a hole.
    expect(compareRuns(base, run(many(32, 'PPP', 't'))).conclusion).toBe('success')
  })

  it('does not fail on noise: flaky tasks moving both ways', () => {
    const base = run([...many(10, 'PFP', 'x'), ...many(10, 'FPF', 'y')])
    const head = run([...many(10, 'FPF', 'x'), ...many(10, 'PFP', 'y')])
    const c = compareRuns(base, head)
    expect(c.conclusion).toBe('success')
    expect(c.regressions).toEqual([])
    expect(c.counts.flaky).toBe(20)
  })

  it('labels a task only when Fisher’s test holds after the false-discovery-rate correction', () => {
    const c = compareRuns(
      run([
        ['gone', 'PPPPP'],
        ['dip', 'PPPPP'],
        ['up', 'FFFFF'],
      ]),
      run([
        ['gone', 'FFFFF'],
        ['dip', 'PPPFF'],
        ['up', 'PPPPP'],
      ]),
    )
    const byName = Object.fromEntries(c.tasks.map((t) => [t.taskName, t]))
    expect(byName['gone']).toMatchObject({ change: 'regressed', delta: -1 })
    expect(byName['gone']!.pValue).toBeCloseTo(1 / 504) // mid-p: half of the one table as extreme
    expect(byName['dip']!.change).toBe('unchanged') // 5/5 → 3/5 happens by chance to a flaky task
    expect(byName['dip']!.delta).toBeCloseTo(-2 / 5)
    expect(byName['up']!.change).toBe('improved')
  })

  it('does not name one 3/3 → 0/3 task among many flaky ones (mid-p 0.025 before correction)', () => {
    const base = run([['gone', 'PPP'], ...many(30, 'PFP', 't')])
    const head = run([['gone', 'FFF'], ...many(30, 'FPF', 't')])
    const gone = compareRuns(base, head).tasks.find((t) => t.taskName === 'gone')!
    expect(gone.pValue).toBeCloseTo(0.025)
    expect(gone.change).toBe('unchanged')
  })

  it('names the tasks of a real collapse even with 3 attempts a side', () => {
    const base = run([...many(6, 'PPP', 'hard'), ...many(6, 'PPP', 'easy')])
    const head = run([...many(6, 'FFF', 'hard'), ...many(6, 'PPP', 'easy')])
    const c = compareRuns(base, head)
    expect(c.regressions.map((id) => id.split('@')[0]).sort()).toEqual(many(6, '', 'hard').map(([n]) => n))
  })

  it('classifies new, removed and changed (same name, new checksum) tasks', () => {
    const c = compareRuns(
      run([
        ['kept', 'PPP'],
        ['old', 'PPP'],
        ['edited', 'PPP'],
      ]),
      run([
        ['kept', 'PPP'],
        ['fresh', 'FFF'],
        ['edited', 'FFF', 'bbbbbbbbbbbb'],
      ]),
    )
    const byName = Object.fromEntries(c.tasks.map((t) => [t.taskName, t]))
    expect(byName['fresh']!.change).toBe('new')
    expect(byName['old']!.change).toBe('removed')
    expect(byName['edited']).toMatchObject({ change: 'changed', taskId: 'edited@bbbbbbbbbbbb', delta: -1 })
    expect(byName['edited']!.base!.taskId).toBe('edited@aaaaaaaaaaaa')
    expect(c.pairedTasks).toBe(1) // a changed task is not the same task: not in the gate
    expect(c.regressions).toEqual([])
  })

  it('never counts errored attempts as a regression; they gate only with fail-on-error', () => {
    const base = run(many(30, 'PPP', 't'))
    const head = run([
      ...many(10, 'EEE', 't'),
      ...many(20, 'PPP', 't').map(([, s], i): TaskSpec => [`t${i + 10}`, s]),
    ])
    const c = compareRuns(base, head)
    expect(c.counts.errored).toBe(10)
    expect(c.regressions).toEqual([])
    expect(c.pairedTasks).toBe(20)
    expect(c.unpairedTasks).toBe(10)
    expect(c.leftOut).toMatchObject({ errored: 10, new: 0, removed: 0, changed: 0 })
    expect(c.leftOut.reasons).toEqual([{ reason: 'verifier timed out', count: 30 }])
    expect(c.gate.regression).toBe(false)
    // A third of the shared tasks could not be compared: never green.
    expect(c.conclusion).toBe('neutral')
    expect(c.gate.inconclusive).toBe(
      '10 of 30 shared tasks were left out for errored attempts (more than 20%)',
    )
    expect(c.errors).toMatchObject({ headErrors: 30, headAttempts: 90, baseErrors: 0, rose: true })
    expect(c.verdict).toMatch(/^Inconclusive: 10 of 30 shared tasks were left out/)
    expect(c.verdict).toMatch(/Errored attempts 0\.0% → 33\.3% \(30 of 90\), a significant rise\.$/)

    const strict = compareRuns(base, head, { failOnError: true })
    expect(strict.conclusion).toBe('failure')
    expect(strict.gate.errorGate).toBe(true)
    expect(strict.verdict).toMatch(/fails the gate: fail-on-error/)
  })

  it('is inconclusive when always-passing tasks turn into errors, even under the left-out share', () => {
    // The case: 15 of 100 always-passing tasks become verifier timeouts; Δ on the rest is 0.
    const base = run(many(100, 'PPP', 't'))
    const head = run(many(100, 'PPP', 't').map(([n, s], i): TaskSpec => [n, i < 15 ? 'EEE' : s]))
    const c = compareRuns(base, head)
    expect(c.passAtK!.delta).toBe(0)
    expect(c.errors.rose).toBe(true)
    expect(c.errorsAsFailures).toMatchObject({ tasks: 100, regression: true })
    expect(c.errorsAsFailures!.delta).toBeCloseTo(-0.15)
    expect(c.conclusion).toBe('neutral')
    expect(c.gate.inconclusive).toMatch(
      /^the errored attempts could hide a regression: counted as failures, pass@1 would fall 15\.0 points/,
    )
    expect(leftOutText(c)).toBe('15 with every attempt errored on a side')
    expect(compareRuns(base, head, { failOnError: true }).conclusion).toBe('failure')
  })

  it('is inconclusive, not green, when every head attempt errored', () => {
    const c = compareRuns(run(many(10, 'PPP', 't')), run(many(10, 'EEE', 't')))
    expect(c.pairedTasks).toBe(0)
    expect(c.figures.tasks).toBe(0)
    expect(c.conclusion).toBe('neutral')
    expect(c.verdict).toMatch(
      /^Inconclusive: none of the 10 shared task\(s\) could be compared: in each, every attempt errored on a side\./,
    )
    expect(
      compareRuns(run(many(10, 'PPP', 't')), run(many(10, 'EEE', 't')), { failOnError: true }).conclusion,
    ).toBe('failure')
    // Without a baseline too: nothing measured is not "no baseline, all fine".
    const alone = compareRuns(null, run(many(10, 'EEE', 't')))
    expect(alone.gate.inconclusive).toBe('no task could be measured: every attempt errored in each')
    expect(alone.verdict).toBe(
      'No baseline: head results only. No task could be measured: every attempt errored in each.',
    )
  })

  it('stays conclusive when the errors could not change the verdict', () => {
    // Errored attempts on tasks that fail anyway: counted as failures they change nothing.
    const base = run([...many(50, 'PPP', 'p'), ...many(50, 'FFF', 'f')])
    const head = run([
      ...many(50, 'PPP', 'p'),
      ...many(50, 'FFF', 'f').map(([n], i): TaskSpec => [n, i < 3 ? 'FFE' : 'FFF']),
    ])
    const c = compareRuns(base, head)
    expect(c.errorsAsFailures).toMatchObject({ delta: 0, regression: false })
    expect(c.gate.inconclusive).toBeNull()
    expect(c.conclusion).toBe('success')
    // The same errors on both sides (a task that always times out once) never look like a rise.
    const steady = run([...many(50, 'PPE', 'p'), ...many(50, 'FFF', 'f')])
    const same = compareRuns(steady, steady)
    expect(same.errors.rose).toBe(false)
    expect(same.errorsAsFailures!.regression).toBe(false)
    expect(same.conclusion).toBe('success')
  })

  it('does not call one extra errored attempt a significant rise', () => {
    const base = run(many(50, 'PPP', 't'))
    const head = run(many(50, 'PPP', 't').map(([n, s], i): TaskSpec => [n, i === 0 ? 'PPE' : s]))
    const c = compareRuns(base, head, { failOnError: true })
    expect(c.errors.rose).toBe(false)
    expect(c.errors.rise!.pValue).toBe(0.5)
    expect(c.conclusion).toBe('success')
  })

  it('fail-on-error shares one false-alarm budget four ways: a drop significant at halves only is ⚠️, not ❌ nor ✅', () => {
    // 4 of 30 always-passing tasks lose one attempt of 3: the bootstrap's one-sided bound is below
    // zero at 2.5% but not at 1.25%, and the stratified p (1/32) misses both.
    const base = run(many(30, 'PPP', 'p'))
    const head = run(many(30, 'PPP', 'p').map(([n, s], i): TaskSpec => [n, i < 4 ? 'PPF' : s]))
    const plain = compareRuns(base, head)
    expect(plain.gate.stratifiedP).toBeCloseTo(1 / 32)
    expect(plain.gate.bootstrapDrop).toBe(true)
    expect(plain.conclusion).toBe('failure')
    const strict = compareRuns(base, head, { failOnError: true })
    expect(strict.gate).toMatchObject({ dropSignificant: true, regression: false, errorGate: false })
    expect(strict.conclusion).toBe('neutral')
    expect(strict.verdict).toBe(
      'Not failing: pass@1 fell 4.4 points, significant at 2.5% one-sided but not at the 1.25% each test gets when fail-on-error shares the 5% false-alarm budget four ways.',
    )
    // One more broken task: the stratified test holds at a quarter of the budget too (p = 1/64).
    const five = run(many(30, 'PPP', 'p').map(([n, s], i): TaskSpec => [n, i < 5 ? 'PPF' : s]))
    expect(compareRuns(base, five, { failOnError: true }).conclusion).toBe('failure')
  })

  it('fail-on-error tests the rise: four tasks with an extra error are noise (p = 1/16), eight are not', () => {
    const base = run([...many(50, 'PPP', 'p'), ...many(50, 'FFF', 'f')])
    const withErrors = (count: number) =>
      run([
        ...many(50, 'PPP', 'p'),
        ...many(50, 'FFF', 'f').map(([n], i): TaskSpec => [n, i < count ? 'FFE' : 'FFF']),
      ])
    const four = compareRuns(base, withErrors(4), { failOnError: true })
    expect(four.errors.rise!.pValue).toBeCloseTo(1 / 16)
    expect(four.errors.rose).toBe(false)
    expect(four.conclusion).toBe('success')
    const eight = compareRuns(base, withErrors(8), { failOnError: true })
    expect(eight.errors.rise!.pValue).toBeCloseTo(1 / 256)
    expect(eight.errors.rose).toBe(true)
    expect(eight.conclusion).toBe('failure')
    expect(eight.verdict).toMatch(/a significant rise \(fails the gate: fail-on-error\)\.$/)
    // Without fail-on-error a significant rise is a warning, never green.
    const plain = compareRuns(base, withErrors(8))
    expect(plain.conclusion).toBe('neutral')
    expect(plain.gate.inconclusive).toMatch(
      /^errored attempts rose significantly \(2\.7 points per task on average, p = 0\.004\)$/,
    )
    expect(plain.verdict).toMatch(
      /^Inconclusive: errored attempts rose significantly .* a significant rise\.$/,
    )
  })

  it('excludes errored attempts from a task’s pass rate', () => {
    const c = compareRuns(run([['t', 'PPF']]), run([['t', 'PPE']]))
    expect(c.tasks[0]!.delta).toBeCloseTo(1 - 2 / 3)
    expect(c.tasks[0]!.errored).toBe(true)
  })

  it('is deterministic for a seed', () => {
    const base = run([...many(15, 'PFP', 'a'), ...many(15, 'PPP', 'b')])
    const head = run([...many(15, 'FFP', 'a'), ...many(15, 'PPF', 'b')])
    expect(compareRuns(base, head, { seed: 9 }).passAtK).toEqual(compareRuns(base, head, { seed: 9 }).passAtK)
  })

  it('gates on pass@k for k > 1', () => {
    const c = compareRuns(run(many(40, 'FFP', 't')), run(many(40, 'FFF', 't')), { k: 3 })
    expect(c.passAtK!.delta).toBeCloseTo(-1)
    expect(c.conclusion).toBe('failure')
    expect(c.verdict).toMatch(/^Regression: pass@3/)
  })

  it('falls back to the largest k both runs have, saying so (the CLI and the action share this)', () => {
    const one = run([['a', 'P']])
    const three = run([['a', 'PPF']])
    expect(commonK(3, one, three)).toEqual({
      k: 1,
      warning: 'pass@3 needs 3 attempts per task on both sides; the baseline has 1: compared at pass@1.',
    })
    expect(commonK(5, three, three).warning).toMatch(/; this run has 3: compared at pass@3\.$/)
    expect(commonK(2, three, three)).toEqual({ k: 2, warning: null })
    expect(commonK(3, null, three)).toEqual({ k: 3, warning: null })
  })

  it('shows every pass@j some paired task can give, counting the tasks each row leaves out', () => {
    // One errored attempt used to hide pass@3 for every task.
    const c = compareRuns(
      run([
        ['a', 'PPP'],
        ['b', 'PFF'],
        ['c', 'FFF'],
      ]),
      run([
        ['a', 'PPE'],
        ['b', 'PPF'],
        ['c', 'FFF'],
      ]),
    )
    expect(c.figures.maxK).toBe(3)
    expect(c.figures.tasksAt).toEqual({ '1': 3, '2': 3, '3': 2 })
    expect(c.figures.passAtK['3']).toEqual({ base: 0.5, head: 0.5 }) // b and c only
    expect(c.figures.passAtK['1']!.head).toBeCloseTo((1 + 2 / 3 + 0) / 3)
    // Nothing beyond what a paired task has: with every task errored once, pass@3 is not given.
    const all = compareRuns(run([['a', 'PPP']]), run([['a', 'PPE']]))
    expect(all.figures.maxK).toBe(2)
  })

  it('rejects options it cannot honour', () => {
    expect(() => compareRuns(null, run([['a', 'PP']]), { k: 3 })).toThrow(CompareError)
    expect(() => compareRuns(null, run([['a', 'PP']]), { confidence: 1 })).toThrow(/confidence/)
    expect(() => compareRuns(null, run([['a', 'PP']]), { bootstrapSamples: 10 })).toThrow(/bootstrap/)
  })
})

describe('stats', () => {
  it('mulberry32 is reproducible and in [0, 1)', () => {
    const a = mulberry32(5)
    const b = mulberry32(5)
    const draws = Array.from({ length: 1000 }, () => a())
    expect(draws).toEqual(Array.from({ length: 1000 }, () => b()))
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...draws)).toBeLessThan(1)
  })

  it('Fisher one-sided p-values match the hypergeometric tail', () => {
    expect(fisherLowerP(3, 3, 0, 3)).toBeCloseTo(1 / 20) // C(6,3) = 20 tables
    expect(fisherLowerP(3, 3, 1, 3)).toBeCloseTo(4 / 20)
    expect(fisherLowerP(10, 10, 5, 10)).toBeCloseTo(0.01625, 4)
    expect(fisherLowerP(0, 3, 3, 3)).toBeCloseTo(1)
  })

  it('Fisher mid-p counts the observed table half', () => {
    expect(fisherLowerMidP(3, 3, 0, 3)).toBeCloseTo(1 / 40)
    expect(fisherLowerMidP(3, 3, 1, 3)).toBeCloseTo(0.1) // P(X > 3) = 0, P(X = 3) = 4/20
    expect(fisherLowerMidP(0, 3, 0, 3)).toBeCloseTo(0.5)
  })

  it('sign-flip p-values: exact for few moved tasks, seeded Monte Carlo for many', () => {
    expect(signFlipPValue([0, 0, 0], 1000, 1)).toBe(1)
    expect(signFlipPValue([1 / 3, 0, 1 / 3, 1 / 3, 1 / 3], 1000, 1)).toBe(1 / 16)
    // −1 cancels one +1: of the 8 sign assignments, those summing to ≥ 1 are 4.
    expect(signFlipPValue([1, 1, -1], 1000, 1)).toBe(4 / 8)
    const many30 = Array.from({ length: 30 }, () => 0.5)
    const p = signFlipPValue(many30, 2000, 7)
    expect(p).toBe((1 + 0) / 2001) // 2^-30 is never drawn: the observed assignment is counted once
    expect(signFlipPValue(many30, 2000, 7)).toBe(p)
  })

  it('the stratified test is exact (mid-p): four single failures over an all-passing base give ½ × 2⁻⁴', () => {
    const strata: Stratum[] = Array.from({ length: 4 }, () => ({
      baseValid: 3,
      baseSuccesses: 3,
      headValid: 3,
      headSuccesses: 2,
    }))
    const delta = (s: Stratum, h: number, b: number) => h / s.headValid - b / s.baseValid
    // Each task's one failure is as likely on either side; all four on the head: 1/16, and nothing
    // is more extreme, so the mid-p is half of it.
    expect(stratifiedLowerP(strata, delta, 2000, 1)).toBeCloseTo(1 / 32, 12)
    // Tasks that cannot move (all passed or all failed on both sides) change nothing.
    const still: Stratum = { baseValid: 3, baseSuccesses: 3, headValid: 3, headSuccesses: 3 }
    expect(stratifiedLowerP([...strata, still, still], delta, 2000, 1)).toBeCloseTo(1 / 32, 12)
    expect(stratifiedLowerP([still], delta, 2000, 1)).toBe(1)
    // The seeded Monte Carlo fallback (no exact convolution allowed) agrees within its noise.
    const drawn = stratifiedLowerP(strata, delta, 20_000, 3, 1)
    expect(Math.abs(drawn - 1 / 32)).toBeLessThan(0.004)
  })

  it('the paired bootstrap interval covers the mean and tightens with more tasks', () => {
    const diffs = Float64Array.from({ length: 200 }, (_, i) => (i % 4 === 0 ? -1 : 0))
    const [small] = pairedBootstrap([diffs.subarray(0, 20)], 2000, 0.95, 1)
    const [large] = pairedBootstrap([diffs], 2000, 0.95, 1)
    expect(large!.estimate).toBeCloseTo(-0.25)
    expect(large!.low).toBeLessThan(-0.25)
    expect(large!.high).toBeGreaterThan(-0.25)
    expect(large!.high - large!.low).toBeLessThan(small!.high - small!.low)
  })
})

describe('like with like', () => {
  it('lists how base and head were run differently, and the report flags it', async () => {
    const { renderReport } = await import('../../src/report/markdown.js')
    const base = run([
      ['a', 'PPP'],
      ['b', 'PPP'],
    ])
    const head = run([['a', 'PPP']])
    head.model = 'other-model'
    const c = compareRuns(base, head)
    expect(c.mismatches).toEqual([`model ${base.model ?? 'none'} → other-model`, 'tasks 2 → 1'])
    expect(renderReport({ comparison: c, head })).toMatch(
      /⚠️ \*\*Not like with like:\*\* model .* → other-model; tasks 2 → 1/,
    )
    expect(compareRuns(base, base).mismatches).toEqual([])
  })

  it('flags task files that differ at the same task count, and datasets that differ', () => {
    const base = run([
      ['a', 'PPP'],
      ['b', 'PPP'],
    ])
    const edited = run([
      ['a', 'PPP'],
      ['b', 'PPP', 'bbbbbbbbbbbb'],
    ])
    const [mismatch] = compareRuns(base, edited).mismatches
    expect(mismatch).toMatch(/^task files [0-9a-f]{12} → [0-9a-f]{12}$/)
    const dataset = {
      name: 'bench',
      version: '1',
      git_url: 'https://x/y.git',
      git_commit_id: 'c'.repeat(40),
      path: '.',
    }
    const newer = { ...dataset, version: '2', git_commit_id: 'd'.repeat(40) }
    expect(compareRuns({ ...base, dataset }, { ...base, dataset: newer }).mismatches).toEqual([
      `dataset bench@1 (${'c'.repeat(12)}) → bench@2 (${'d'.repeat(12)})`,
    ])
    expect(compareRuns({ ...base, dataset }, base).mismatches).toEqual([])
  })

  it('states the drop it would catch when nothing significant changed', () => {
    const specs = [...many(50, 'PPP', 'p'), ...many(50, 'PFF', 'f')]
    const c = compareRuns(run(specs), run(specs))
    expect(c.sensitivity!.drop).toBeGreaterThan(0.02)
    expect(c.sensitivity!.drop).toBeLessThan(0.2)
    expect(c.verdict).toMatch(
      /it would catch a drop of \d+\.\d points in 80% of comparisons like this one\.$/,
    )
  })

  it('says what it cannot see instead of a number: a saturated base, too few tasks', () => {
    const saturated = compareRuns(run(many(50, 'PPP', 'p')), run(many(50, 'PPP', 'p')))
    expect(saturated.sensitivity).toEqual({
      drop: null,
      cannot: expect.stringMatching(/^the base passed every compared attempt/),
    })
    expect(saturated.verdict).toMatch(
      /; the base passed every compared attempt, so this run shows no failures to tell chance from a drop/,
    )
    const few = compareRuns(run(many(4, 'PFP', 'p')), run(many(4, 'PFP', 'p')))
    expect(few.sensitivity!.cannot).toMatch(/^with 4 compared task\(s\) \(fewer than 10\)/)
  })
})
