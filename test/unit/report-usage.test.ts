import { describe, expect, it } from 'vitest'
import { compareRuns } from '../../src/results/compare.js'
import { renderReport } from '../../src/report/markdown.js'
import { run } from './helpers/runs.js'

const usage = (tokens: number, cost: number | null) => ({
  input_tokens: tokens - 100,
  cached_input_tokens: 0,
  output_tokens: 100,
  turns: 4,
  cost_usd: cost,
})

describe('tokens and cost in the report', () => {
  it('shows both sides and the change when both runs reported usage', () => {
    const base = run([['a', 'PPP']])
    const head = run([['a', 'PPP']])
    base.totals.usage = usage(10_000, 1.5)
    head.totals.usage = usage(12_500, 1.25)
    const text = renderReport({ comparison: compareRuns(base, head), head })
    expect(text).toContain('| tokens (in + out) | 10,000 | 12,500 | +2,500 |')
    expect(text).toContain('| cost | $1.50 | $1.25 | −$0.25 |')
  })

  it('shows no cost row for an unpriced model and nothing for runs without usage', () => {
    const head = run([['a', 'PPP']])
    expect(renderReport({ comparison: compareRuns(null, head), head })).not.toContain('tokens')
    head.totals.usage = usage(5_000, null)
    const text = renderReport({ comparison: compareRuns(null, head), head })
    expect(text).toContain('| tokens (in + out) | 5,000 |')
    expect(text).not.toContain('| cost |')
  })
})
