import { describe, expect, it } from 'vitest'
import { escapeMarkdown, escapeTerminal } from '../../src/report/escape.js'

describe('text that could mislead a reader', () => {
  it('shows bidi and zero-width characters instead of letting them reorder or hide text', () => {
    expect(escapeMarkdown('admin\u202etxt.exe-gnp')).toBe('admin⟦U+202E⟧txt.exe-gnp')
    expect(escapeMarkdown('a\u200bb\u2066c\ufeff')).toBe('a⟦U+200B⟧b⟦U+2066⟧c⟦U+FEFF⟧')
    expect(escapeTerminal('admin\u202etxt')).toBe('admin⟦U+202E⟧txt')
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
