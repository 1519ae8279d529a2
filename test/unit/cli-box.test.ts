import { describe, expect, it } from 'vitest'
import { box, clock, progressLine, usageLine } from '../../src/cli/box.js'

describe('CLI boxes', () => {
  it('draws a box whose lines all have the same width', () => {
    const lines = box('Batch Results', ['pass@3: 80.0% (4/5 tasks)', 'Raw: 10/15 (66.7%)']).split('\n')
    expect(lines[0]).toContain(' Batch Results ')
    expect(new Set(lines.map((l) => [...l].length)).size).toBe(1)
  })

  it('renders the progress line', () => {
    expect(progressLine({ done: 4, total: 10, passed: 3, failed: 1, errors: 0, elapsedSec: 45 }, 10)).toBe(
      '4/10 Passed: 3 | Failed: 1 | Errors: 0 ━━━━────── 00:45',
    )
    expect(clock(3725)).toBe('1:02:05')
  })

  it('shows tokens and cost, or says the cost is unknown', () => {
    const usage = {
      input_tokens: 12400,
      cached_input_tokens: 2000,
      output_tokens: 800,
      turns: 6,
      cost_usd: 0.04932,
    }
    expect(usageLine(usage)).toBe('Tokens: 12,400 in (2,000 cached) · 800 out · 6 turns · $0.0493')
    expect(usageLine({ ...usage, cost_usd: null })).toMatch(/cost unknown$/)
  })
})
