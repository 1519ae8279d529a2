// `helios run --watch` streams as the agent works: the built-in agent's loop against the loopback
// model fake tells each turn before its tool runs and each tool's output before the next model
// call, and the watch text of those events is what the terminal shows.
import { describe, expect, it } from 'vitest'
import { watchText } from '../../src/report/watch-text.js'
import type { AgentEvent } from '../../src/run/agents/agent-events.js'
import { DEFAULT_LIMITS } from '../../src/run/agents/helios/index.js'
import { runAgentLoop } from '../../src/run/agents/helios/loop.js'
import { parseModelId } from '../../src/run/agents/helios/model-id.js'
import { createLanguageModel } from '../../src/run/agents/helios/provider.js'
import { startModelServer } from '../harness/model-server/index.js'

const KEY = 'sk-watch-5521'

describe('the watch stream of the built-in agent', () => {
  it('tells each step in the order it happens, the same steps the trajectory keeps', async () => {
    const server = await startModelServer({
      apiKey: KEY,
      script: [{ bash: 'ls /app' }, { bash: 'wc -l /app/notes.txt' }, { text: 'Two files, three lines.' }],
    })
    const happened: string[] = []
    const events: AgentEvent[] = []
    try {
      const outcome = await runAgentLoop({
        model: createLanguageModel(parseModelId('openai/gpt-5'), {
          OPENAI_API_KEY: KEY,
          OPENAI_BASE_URL: `${server.url}/v1`,
        }),
        instruction: 'Count the lines.',
        limits: { ...DEFAULT_LIMITS, maxRetries: 0 },
        runBash: async (command) => {
          happened.push(`ran ${command}`)
          return {
            output: command.startsWith('ls') ? 'a.txt\nnotes.txt\n' : '3 /app/notes.txt\n',
            exitCode: 0,
            timedOut: false,
          }
        },
        price: () => null,
        signal: new AbortController().signal,
        deadline: Date.now() + 60_000,
        onEvent: (event) => {
          events.push(structuredClone(event))
          happened.push(event.kind === 'turn' ? `turn ${event.turn}` : `output of turn ${event.turn}`)
        },
      })
      expect(outcome.error).toBeNull()
      // Each turn is told before its command runs; each output before the next turn.
      expect(happened).toEqual([
        'turn 1',
        'ran ls /app',
        'output of turn 1',
        'turn 2',
        'ran wc -l /app/notes.txt',
        'output of turn 2',
        'turn 3',
      ])
      // The same steps the trajectory keeps (its assistant steps, outputs filled in afterwards).
      const turns = events.flatMap((e) => (e.kind === 'turn' ? [e.step] : []))
      expect(turns.map((s) => s.tool_calls.map((c) => c.arguments))).toEqual(
        outcome.steps.filter((s) => s.role === 'assistant').map((s) => s.tool_calls.map((c) => c.arguments)),
      )
    } finally {
      await server.close()
    }
    const text = events.map(watchText).join('')
    expect(text).toMatch(
      /^── turn 1 · [\d,]+ in .* out tokens\n\$ ls \/app\n {2}│ a\.txt\n {2}│ notes\.txt\n {2}│ \[exit code 0\]\n── turn 2/,
    )
    expect(text).toContain('$ wc -l /app/notes.txt\n  │ 3 /app/notes.txt\n  │ [exit code 0]\n── turn 3')
    expect(text).toContain('model: Two files, three lines.')
  })
})
