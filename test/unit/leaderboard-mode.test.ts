import { describe, expect, it } from 'vitest'
import { getInputs } from '../../src/action/inputs.js'
import { reportedLabels } from '../../src/action/leaderboard-mode.js'

const read = (values: Record<string, string>) => (name: string) => values[name] ?? ''

describe('mode: leaderboard inputs', () => {
  it("takes the plan's labels output (JSON) or names separated by commas or lines", () => {
    expect(getInputs(read({ mode: 'leaderboard', labels: '["nightly-a","nightly-b"]' })).labels).toEqual([
      'nightly-a',
      'nightly-b',
    ])
    expect(getInputs(read({ mode: 'leaderboard', labels: 'a, b\nc,a' })).labels).toEqual(['a', 'b', 'c'])
    // Empty: every label with a report in the run, found at run time.
    expect(getInputs(read({ mode: 'leaderboard' })).labels).toEqual([])
    // Other modes ignore it.
    expect(getInputs(read({ mode: 'report', labels: '[' })).labels).toEqual([])
  })

  it.each([
    ['["a",', /Input 'labels' is not JSON/],
    ['[1, 2]', /Input 'labels' must be a list of labels \(strings\)/],
    ['only-one', /names 1 label\(s\); a leaderboard needs at least two/],
    ['["a", "../x"]', /Input 'labels' has '..\/x'; use 1-64 letters/],
    ['a, $(touch x)', /Input 'labels' has '\$\(touch x\)'/],
  ])('refuses labels %j, saying what to give', (labels, message) => {
    expect(() => getInputs(read({ mode: 'leaderboard', labels }))).toThrow(message)
  })
})

describe('reportedLabels', () => {
  it('finds each label with a report artifact, once, whatever else the run holds', () => {
    const names = [
      'helios-nightly-gpt-5-report',
      'helios-nightly-gpt-5-shard-0-of-2',
      'helios-nightly-claude-report',
      'helios-nightly-claude-report-final',
      'helios-x-report-report', // a label that ends in -report
      'helios-lost-report-final', // a final report without a first one is not a report of a label
      'helios-nightly-gpt-5-001_fix-attempt_001',
      'other-report',
    ]
    expect(reportedLabels(names)).toEqual(['nightly-claude', 'nightly-gpt-5', 'x-report'])
  })
})
