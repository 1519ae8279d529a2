// Outbox files sorted into messages and drops, and a turn's prompt put together: pure.
import { describe, expect, it } from 'vitest'
import { OUTBOX_FILE_CAP, sortOutbox, type OutboxEntry } from '../../src/trial/outbox.js'
import { composePrompt } from '../../src/trial/prompt.js'

const file = (name: string, text: string): OutboxEntry => ({
  name: `.outbox/${name}`,
  type: 'file',
  size: Buffer.byteLength(text),
  content: Buffer.from(text),
})

describe('sortOutbox', () => {
  const roles = ['coder', 'reviewer']

  it('delivers BenchFlow’s {"to","content"} and plain text to roles of the scene', () => {
    const sorted = sortOutbox(
      [
        { name: '.outbox', type: 'directory', size: 0, content: null },
        file('coder.json', '{"to":"coder","content":"rename x to total"}'),
        file('reviewer.json', 'not json, still a message\n'),
      ],
      'reviewer',
      roles,
    )
    expect(sorted.messages).toEqual([
      { from: 'reviewer', to: 'coder', content: 'rename x to total' },
      { from: 'reviewer', to: 'reviewer', content: 'not json, still a message' },
    ])
    expect(sorted.dropped).toEqual([])
  })

  it('drops a non-role, a link, a huge file, a nested file and a misnamed one, saying why', () => {
    const sorted = sortOutbox(
      [
        file('mallory.json', '{"content":"hi"}'),
        { name: '.outbox/coder.json', type: 'symlink', size: 0, content: null },
        { name: '.outbox/reviewer.json', type: 'file', size: OUTBOX_FILE_CAP + 1, content: null },
        file('sub/coder.json', 'x'),
        file('notes.txt', 'x'),
      ],
      'coder',
      roles,
    )
    expect(sorted.messages).toEqual([])
    expect(sorted.dropped).toEqual([
      { file: 'mallory.json', reason: expect.stringContaining('"mallory" is not a role of this scene') },
      { file: 'coder.json', reason: expect.stringContaining('not a regular file (symlink)') },
      { file: 'reviewer.json', reason: expect.stringContaining(`more than the ${OUTBOX_FILE_CAP}`) },
      { file: 'sub/coder.json', reason: 'not directly in the outbox' },
      { file: 'notes.txt', reason: 'not named <recipient>.json' },
    ])
  })
})

describe('composePrompt', () => {
  it('a turn with no prompt gets the instruction; messages go in front', () => {
    const text = composePrompt({
      instruction: 'Fix the bug.',
      prompt: null,
      inbox: [{ from: 'reviewer', to: 'coder', content: 'Add a test.' }],
      earlier: null,
    })
    expect(text).toBe('Message from reviewer:\nAdd a test.\n\nFix the bug.')
  })

  it('an agent without a session is reminded of its earlier turns, long ones cut', () => {
    const text = composePrompt({
      instruction: 'Fix the bug.',
      prompt: 'Review your change.',
      inbox: [],
      earlier: [{ prompt: 'Fix the bug.', answer: 'x'.repeat(5000) }],
    })
    expect(text).toMatch(/^Earlier turns of this session/)
    expect(text).toContain('--- Your turn 1 was asked:\nFix the bug.')
    expect(text).toContain('[… 1000 characters cut]')
    expect(text.endsWith('Review your change.')).toBe(true)
  })
})
