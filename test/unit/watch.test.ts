// `helios run --watch`: the stream's text for each agent event (pure), and which runs --watch and
// --interactive refuse, in one sentence each, through the helios command itself.
import { describe, expect, it, vi } from 'vitest'
import { main } from '../../src/cli/main.js'
import { watchRefusal } from '../../src/cli/watch-flags.js'
import { shellArgv } from '../../src/run/agents/interactive-shell.js'
import type { Task } from '../../src/task/types.js'
import { watchText, WATCH_OUTPUT_LINES } from '../../src/report/watch-text.js'

const step = {
  role: 'assistant' as const,
  text: "I'll look at the files.\nThen count them.",
  reasoning: 'The task wants a count.',
  tool_calls: [
    { id: 'c1', name: 'bash', arguments: { command: 'ls -la /app' }, output: null },
    { id: 'c2', name: 'str_replace', arguments: { path: '/a' }, output: null },
    { id: 'c3', name: 'finish', arguments: { summary: 'counted' }, output: null },
  ],
  usage: { input_tokens: 12345, cached_input_tokens: 1000, output_tokens: 67 },
  timestamp: null,
}

describe('watchText', () => {
  it('shows a turn: tokens, reasoning, model text, then each tool call', () => {
    expect(watchText({ kind: 'turn', turn: 3, step })).toBe(
      [
        '── turn 3 · 12,345 in (1,000 cached) / 67 out tokens',
        'thinking: The task wants a count.',
        "model: I'll look at the files.",
        '       Then count them.',
        '$ ls -la /app',
        '→ str_replace {"path":"/a"}',
        '✓ finish: counted',
        '',
      ].join('\n'),
    )
    expect(
      watchText({
        kind: 'turn',
        turn: 1,
        step: { ...step, usage: null, reasoning: null, text: null, tool_calls: [] },
      }),
    ).toBe('── turn 1\n')
  })

  it("shows a tool's output under its call, long output cut to its first and last lines", () => {
    const call = { id: 'c1', name: 'bash', arguments: { command: 'seq 100' }, output: 'a\nb\n' }
    expect(watchText({ kind: 'tool-output', turn: 1, call })).toBe('  │ a\n  │ b\n')
    const long = Array.from({ length: 100 }, (_, i) => String(i + 1)).join('\n')
    const lines = watchText({ kind: 'tool-output', turn: 1, call: { ...call, output: long } })
      .trimEnd()
      .split('\n')
    expect(lines).toHaveLength(WATCH_OUTPUT_LINES + 1)
    expect(lines[0]).toBe('  │ 1')
    expect(lines[WATCH_OUTPUT_LINES / 2]).toBe(`  │ … ${100 - WATCH_OUTPUT_LINES} more lines …`)
    expect(lines.at(-1)).toBe('  │ 100')
    expect(watchText({ kind: 'tool-output', turn: 1, call: { ...call, name: 'finish', output: 'ok' } })).toBe(
      '',
    )
  })
})

describe('watchRefusal', () => {
  const run = { single: true, attempts: 1, agent: 'helios' }
  it.each([
    [{ watch: true }, run, null],
    [{ interactive: true }, { ...run, agent: 'oracle' }, null],
    [{}, { ...run, attempts: 5 }, null],
    [
      { watch: true },
      { ...run, attempts: 3 },
      '--watch cannot go with -k 3: it needs a single execution context (leave -k out)',
    ],
    [{ interactive: true }, { ...run, attempts: 2 }, '--interactive cannot go with -k 2'],
    [{ watch: true }, { ...run, single: false }, '--watch follows one task: use helios run <task> --watch'],
    [{ watch: true, interactive: true }, run, 'give one'],
    [
      { watch: true },
      { ...run, agent: 'claude-code' },
      "the claude-code agent's steps are read when it ends",
    ],
  ])('%j on %j', (values, given, expected) => {
    const refusal = watchRefusal(values, given)
    if (expected === null) expect(refusal).toBeNull()
    else expect(refusal).toContain(expected)
  })

  it('refuses through helios run and batch with exit 2, before looking at the task', async () => {
    let stderr = ''
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((c) => ((stderr += String(c)), true))
    try {
      expect(await main(['run', 'no-such-task', '--watch', '-m', 'openai/gpt-5', '-k', '2'])).toBe(2)
      expect(await main(['batch', 'no-such-tasks', '--interactive'])).toBe(2)
    } finally {
      spy.mockRestore()
    }
    expect(stderr).toContain('--watch cannot go with -k 2')
    expect(stderr).toContain('--interactive follows one task')
  })
})

describe('the interactive shell', () => {
  const task = (user: string | null, workdir: string | null) =>
    ({ config: { agent: { user }, environment: { workdir } } }) as unknown as Task
  it("opens as the agent's user in the workdir, -it only on a terminal", () => {
    const environment = { id: 'c0ffee' } as never
    expect(shellArgv({ task: task('agent', '/app'), environment }, true).slice(0, 7)).toEqual([
      'exec',
      '-it',
      '-u',
      'agent',
      '-w',
      '/app',
      'c0ffee',
    ])
    expect(shellArgv({ task: task(null, null), environment }, false).slice(0, 3)).toEqual([
      'exec',
      '-i',
      'c0ffee',
    ])
  })
})
