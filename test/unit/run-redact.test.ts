import { describe, expect, it } from 'vitest'
import { Redactor, redactText, secretsToRedact } from '../../src/run/redact.js'

function redactChunks(chunks: string[], secrets: string[]): string {
  const redactor = new Redactor(secretsToRedact(secrets))
  const out = chunks.map((c) => redactor.push(Buffer.from(c)).toString())
  return out.join('') + redactor.push(Buffer.alloc(0), true).toString()
}

describe('Redactor', () => {
  it('replaces every occurrence', () => {
    expect(redactText('a sekret b sekret', secretsToRedact(['sekret']))).toBe('a *** b ***')
  })

  it('catches a secret split across chunks at every position', () => {
    const text = 'xx-token-1234-yy token-1234'
    for (let cut = 0; cut <= text.length; cut++) {
      expect(redactChunks([text.slice(0, cut), text.slice(cut)], ['token-1234'])).toBe('xx-***-yy ***')
    }
  })

  it('catches a secret split into one-byte chunks', () => {
    expect(redactChunks([...'abc-secret-value-def'], ['secret-value'])).toBe('abc-***-def')
  })

  it('prefers the longest of overlapping secrets and ignores very short values', () => {
    expect(redactText('key=abcdef12345', secretsToRedact(['abcdef', 'abcdef12345', 'ke']))).toBe('key=***')
  })

  it('passes data through untouched without secrets', () => {
    const chunk = Buffer.from('hello')
    expect(new Redactor([]).push(chunk)).toBe(chunk)
  })
})
