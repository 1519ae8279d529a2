// The one pipeline `helios compare`, `helios confirm` and the action's report share: quarantine
// apart, pass@k lowered to what both runs have, then the comparison.
import { describe, expect, it } from 'vitest'
import { gateComparison } from '../../src/results/gate-comparison.js'
import { run } from './helpers/runs.js'

const REQUEST = { k: 3, confidence: 0.95, minEffect: 0.02, failOnError: false, quarantine: [] }

describe('gateComparison', () => {
  it('lowers k to the attempts both runs have, with the warning, and compares at it', () => {
    const base = run([
      ['a', 'PP'],
      ['b', 'PP'],
    ])
    const head = run([
      ['a', 'PPP'],
      ['b', 'FFF'],
    ])
    const gate = gateComparison(base, head, REQUEST)
    expect(gate.options.k).toBe(2)
    expect(gate.comparison.options.k).toBe(2)
    expect(gate.kWarning).toBe(
      'pass@3 needs 3 attempts per task on both sides; the baseline has 2: compared at pass@2.',
    )
  })

  it('leaves a quarantined task out of the statistics on both sides (by name), and lists it apart', () => {
    const base = run([
      ['a', 'PPP'],
      ['broken', 'PPP'],
    ])
    const head = run([
      ['a', 'PPP'],
      ['broken', 'FFF'],
    ])
    const gate = gateComparison(base, head, { ...REQUEST, quarantine: ['broken'] })
    expect(gate.kWarning).toBeNull()
    expect(gate.comparison.tasks.map((t) => t.taskName)).toEqual(['a'])
    expect(gate.split.tasks.map((t) => t.name)).toEqual(['broken'])
    expect(gate.comparison.conclusion).not.toBe('failure')
    // Without the quarantine the same runs regress on that task.
    const plain = gateComparison(base, head, REQUEST)
    expect(plain.comparison.tasks.find((t) => t.taskName === 'broken')?.change).toBe('regressed')
  })

  it('without a baseline: no k warning from a missing side, a comparison with no base', () => {
    const head = run([['a', 'PPP']])
    const gate = gateComparison(null, head, REQUEST)
    expect(gate.kWarning).toBeNull()
    expect(gate.comparison.tasks.map((t) => t.change)).not.toContain('regressed')
  })
})
