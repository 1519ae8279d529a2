// A two-scene trial with the built-in agent against the loopback model fake (environment: the
// memory provider): within a scene the role's second turn continues its conversation (the model
// gets the first turn's messages), the next scene starts a new one, every turn is in the role's
// trajectory, and the usage of every model call adds up in result.json.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AttemptResult } from '../../src/results/types.js'
import { runBenchmark } from '../../src/run/runner.js'
import { VERIFIER_COMMAND } from '../../src/run/verifier-files.js'
import { MemoryProvider } from '../fixtures/memory-provider.js'
import { makeTasks } from '../fixtures/tasks.js'
import { useTempFolders } from '../fixtures/temp-folders.js'
import { startModelServer } from '../harness/model-server/index.js'

const folders = useTempFolders()
const KEY = 'sk-trial-5521'

const TRIAL = `
[[trial.scenes]]
name = "self-review"
turns = [{}, { prompt = "Review your work and fix what is wrong." }]

[[trial.scenes]]
name = "fresh"
turns = [{ prompt = "Take a fresh look." }]
`

/** Every text of an Anthropic request's messages, in order. */
function texts(body: Record<string, unknown>): string[] {
  const messages = (body.messages ?? []) as { content: string | { type: string; text?: string }[] }[]
  return messages.flatMap((m) =>
    typeof m.content === 'string' ? [m.content] : m.content.flatMap((part) => (part.text ? [part.text] : [])),
  )
}

describe('a trial with the built-in agent', () => {
  it('keeps the role’s conversation across its turns in a scene, and not across scenes', async () => {
    const bodies: Record<string, unknown>[] = []
    const server = await startModelServer({
      apiKey: KEY,
      script: [{ bash: 'echo working' }, { text: 'Done.' }],
      onRequest: (_path, body) => void bodies.push(body as Record<string, unknown>),
    })
    const memory = new MemoryProvider({
      script: (call) => {
        if (call.cmd.at(-1) === VERIFIER_COMMAND)
          call.files.set('/logs/verifier/reward.txt', Buffer.from('1\n'))
        return { exitCode: 0, stdout: 'working\n' }
      },
    })
    try {
      const tasks = await makeTasks(folders.root, [
        { name: 'review', toml: TRIAL, instruction: 'Write /app/sum.py.' },
      ])
      await runBenchmark({
        tasks,
        agent: { name: 'helios', limits: { maxRetries: 0 } },
        model: 'anthropic/claude-sonnet-4-5',
        hostEnv: { ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: server.url },
        outputDir: folders.out,
        runId: 'trial-helios',
        provider: memory,
      })
    } finally {
      await server.close()
    }
    // Turn 1: a command, then its answer; turn 2 (one tool result already): its answer; scene 2 anew.
    expect(bodies).toHaveLength(5)
    const turn2 = texts(bodies[2]!)
    expect(turn2[0]).toBe('Write /app/sum.py.')
    expect(turn2.at(-1)).toBe('Review your work and fix what is wrong.')
    const scene2 = texts(bodies[3]!)
    expect(scene2).toEqual(['Take a fresh look.'])
    expect(memory.environments[0]!.restarts).toBe(1)

    const dir = join(folders.out, 'trial-helios', '001_review', 'attempt_001')
    const result = JSON.parse(await readFile(join(dir, 'result.json'), 'utf8')) as AttemptResult
    expect(result.status).toBe('passed')
    expect(result.usage?.turns).toBe(5)
    expect(result.trial!.scenes.map((s) => s.turns.length)).toEqual([2, 1])
    const atif = JSON.parse(
      await readFile(join(dir, result.trial!.scenes[0]!.trajectories.agent!), 'utf8'),
    ) as { steps: { source: string; message: string }[] }
    const userMessages = atif.steps.filter((s) => s.source === 'user').map((s) => s.message)
    expect(userMessages).toEqual(['Write /app/sum.py.', 'Review your work and fix what is wrong.'])
  })
})
