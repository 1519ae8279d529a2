import { describe, expect, it } from 'vitest'
import { compareRuns } from '../../src/results/compare.js'
import { escapeMarkdown, escapeTerminal } from '../../src/report/escape.js'
import { renderReport } from '../../src/report/markdown.js'
import { renderTerminal } from '../../src/report/terminal.js'
import { run } from './helpers/runs.js'

describe('text that could mislead a reader', () => {
  it('shows bidi and zero-width characters instead of letting them reorder or hide text', () => {
    expect(escapeMarkdown('admin\u202etxt.exe-gnp')).toBe('admin⟦U+202E⟧txt.exe-gnp')
    expect(escapeMarkdown('a\u200bb\u2066c\ufeff')).toBe('a⟦U+200B⟧b⟦U+2066⟧c⟦U+FEFF⟧')
    expect(escapeTerminal('admin\u202etxt')).toBe('admin⟦U+202E⟧txt')
  })
  it('shows every other invisible character too, astral ones by their code point', () => {
    // Tag characters (U+E0041 …) spell hidden text; Hangul fillers and soft hyphens look like nothing.
    expect(escapeMarkdown('ok\u{e0041}\u{e0042}')).toBe('ok⟦U+E0041⟧⟦U+E0042⟧')
    expect(escapeMarkdown('a\u3164b\u00adc\u2800d\u180ee')).toBe('a⟦U+3164⟧b⟦U+00AD⟧c⟦U+2800⟧d⟦U+180E⟧e')
    expect(escapeTerminal('x\u2067y\u2069\u200d')).toBe('x⟦U+2067⟧y⟦U+2069⟧⟦U+200D⟧')
    // An emoji's presentation selector is not hidden text: kept.
    expect(escapeMarkdown('ok \u2714\ufe0f')).toBe('ok \u2714\ufe0f')
  })
  it('in the rendered comment and terminal table, not only in the helpers', () => {
    const name = 'admin\u202etxt.exe-gnp https://evil.example/x'
    const base = run([[name, 'PPP']])
    const head = run([[name, 'FFF']])
    head.tasks[0]!.reasons = [{ reason: 'see www.evil.example \u2066hidden\u2069', count: 3 }]
    const c = compareRuns(base, head)
    const md = renderReport({ comparison: c, head })
    expect(md).toContain('admin⟦U+202E⟧txt.exe-gnp https:\u2060//evil.example/x')
    expect(md).toContain('see www\u2060.evil.example ⟦U+2066⟧hidden⟦U+2069⟧ ×3')
    expect(md).not.toMatch(/[\u202e\u2066\u2069]/)
    const terminal = renderTerminal(c, { all: true })
    expect(terminal).toContain('admin⟦U+202E⟧txt.exe-gnp')
    expect(terminal).not.toMatch(/[\u202e\u2066\u2069]/)
  })
  it('keeps bare URLs from turning into links', () => {
    const text = escapeMarkdown('see https://evil.example/x or www.evil.example')
    expect(text).not.toMatch(/https:\/\//)
    expect(text).not.toMatch(/www\./)
    expect(text.replace(/\u2060/g, '')).toBe('see https://evil.example/x or www.evil.example')
  })
  it('lets long unbroken names wrap, never inside an entity', () => {
    expect(escapeMarkdown('a'.repeat(90))).toBe(
      `${'a'.repeat(40)}<wbr>${'a'.repeat(40)}<wbr>${'a'.repeat(10)}`,
    )
    expect(escapeMarkdown('&'.repeat(41))).toBe(`${'&amp;'.repeat(40)}<wbr>&amp;`)
  })
})
