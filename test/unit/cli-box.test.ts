import { describe, expect, it } from 'vitest'
import { box, usageLine, wrapLine } from '../../src/cli/box.js'

describe('CLI boxes', () => {
  it('draws a box whose lines all have the same width', () => {
    const lines = box('Batch Results', ['pass@3: 80.0% (4/5 tasks)', 'Raw: 10/15 (66.7%)']).split('\n')
    expect(lines[0]).toContain(' Batch Results ')
    expect(new Set(lines.map((l) => [...l].length)).size).toBe(1)
  })

  it('wraps a long line inside the box at the terminal width instead of letting the terminal wrap it', () => {
    const reason =
      'Stopped: 2 of 20 attempts ran: model API: server unreachable: Cannot connect to API: getaddrinfo ENOTFOUND api.anthropic.com'
    for (const columns of [40, 60, 80]) {
      const lines = box('Batch Results', ['pass@1: 50.0% (1/2 tasks)', reason], columns).split('\n')
      expect(new Set(lines.map((l) => [...l].length)).size).toBe(1)
      expect([...lines[0]!].length).toBeLessThan(columns)
      // Every word is still there, in order.
      const text = lines.map((l) => l.replace(/^│ |\s*│$/g, '').trim()).join(' ')
      expect(text).toContain('getaddrinfo ENOTFOUND api.anthropic.com')
    }
    // Without a width (a pipe), one line per line as before.
    expect(box('Batch Results', [reason]).split('\n')).toHaveLength(3)
  })

  it('cuts a word longer than the width, indenting the pieces after the first', () => {
    expect(wrapLine('path: /a/very/long/path/without/spaces', 14)).toEqual([
      'path:',
      '  /a/very/long',
      '  /path/withou',
      '  t/spaces',
    ])
    expect(wrapLine('short', 14)).toEqual(['short'])
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
