// The guards that read values of unknown type (parsed JSON, stream chunks, what was thrown).
import { describe, expect, it } from 'vitest'
import {
  chunkBuffer,
  codeOrMessage,
  entriesOf,
  errorCode,
  isOneOf,
  isRecord,
  isStringArray,
  messageOf,
  parseJsonRecord,
  recordList,
  recordOrEmpty,
  recordOrNull,
} from '../../src/narrow.js'

describe('narrow', () => {
  it('takes a plain object for a record, and no array, null or text', () => {
    expect(isRecord({ a: 1 })).toBe(true)
    for (const value of [[], null, undefined, 'x', 3]) expect(isRecord(value)).toBe(false)
    expect(recordOrNull([1])).toBeNull()
    expect(recordOrEmpty('x')).toEqual({})
    expect(recordList([{ a: 1 }, 'x'])).toEqual([{ a: 1 }, {}])
    expect(recordList({ a: 1 })).toEqual([])
  })

  it('parses JSON that holds an object, else null', () => {
    expect(parseJsonRecord('{"content":"hi"}')).toEqual({ content: 'hi' })
    expect(parseJsonRecord('[1]')).toBeNull()
    expect(parseJsonRecord('{"trunc')).toBeNull()
  })

  it('matches a word of a list and a list of strings', () => {
    expect(isOneOf(['a', 'b'], 'b')).toBe(true)
    expect(isOneOf(['a', 'b'], 'c')).toBe(false)
    expect(isOneOf(['a'], 1)).toBe(false)
    expect(isStringArray(['a', 'b'])).toBe(true)
    expect(isStringArray(['a', 1])).toBe(false)
  })

  it("reads an error's code and message, whatever was thrown", () => {
    const missing = Object.assign(new Error('no such file'), { code: 'ENOENT' })
    expect(errorCode(missing)).toBe('ENOENT')
    expect(errorCode(Object.assign(new Error('exit'), { code: 2 }))).toBeUndefined()
    expect(errorCode('ENOENT')).toBeUndefined()
    expect(codeOrMessage(missing)).toBe('ENOENT')
    expect(codeOrMessage(new Error('boom'))).toBe('boom')
    expect(messageOf(42)).toBe('42')
  })

  it('gives a chunk as bytes, a table as typed entries', () => {
    expect(chunkBuffer('hé').toString('utf8')).toBe('hé')
    expect(chunkBuffer(new Uint8Array([104, 105])).toString('utf8')).toBe('hi')
    const buffer = Buffer.from('x')
    expect(chunkBuffer(buffer)).toBe(buffer)
    expect(entriesOf({ retries: 'x', wait: 'y' })).toEqual([
      ['retries', 'x'],
      ['wait', 'y'],
    ])
  })
})
