// --reasoning-effort reaches each provider's API as that provider's own setting: the built-in
// agent's loop against the loopback model fake, the request bodies read as the server got them.
import { describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS } from '../../src/run/agents/helios/index.js'
import { runAgentLoop } from '../../src/run/agents/helios/loop.js'
import { parseModelId } from '../../src/run/agents/helios/model-id.js'
import { createLanguageModel } from '../../src/run/agents/helios/provider.js'
import type { ReasoningEffort } from '../../src/run/agents/types.js'
import { startModelServer } from '../harness/model-server/index.js'

const KEY = 'sk-reasoning-3391'

const PROVIDERS = [
  {
    model: 'anthropic/claude-sonnet-4-5',
    env: (url: string) => ({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: url }),
    setting: (body: Record<string, unknown>) => body['thinking'],
    high: { type: 'enabled', budget_tokens: expect.any(Number) },
    none: { type: 'disabled' },
  },
  {
    model: 'openai/gpt-5',
    env: (url: string) => ({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: `${url}/v1` }),
    setting: (body: Record<string, unknown>) =>
      (body['reasoning'] as { effort?: string } | undefined)?.effort,
    high: 'high',
    // gpt-5 cannot turn reasoning off: the SDK sends its least (and warns).
    none: 'minimal',
  },
  {
    model: 'google/gemini-2.5-pro',
    env: (url: string) => ({ GEMINI_API_KEY: KEY, GOOGLE_GEMINI_BASE_URL: url }),
    setting: (body: Record<string, unknown>) =>
      (body['generationConfig'] as { thinkingConfig?: unknown } | undefined)?.thinkingConfig,
    high: { thinkingBudget: expect.any(Number) },
    // Gemini 2.5 Pro cannot turn thinking off: its least budget.
    none: { thinkingBudget: 128 },
  },
]

/** The body of the one model request the loop makes (the model answers with its final text). */
async function requestBody(
  model: string,
  env: (url: string) => Record<string, string>,
  reasoning?: ReasoningEffort,
) {
  const bodies: Record<string, unknown>[] = []
  const server = await startModelServer({
    apiKey: KEY,
    script: [{ text: 'Done.' }],
    onRequest: (_path, body) => void bodies.push(body as Record<string, unknown>),
  })
  try {
    const outcome = await runAgentLoop({
      model: createLanguageModel(parseModelId(model), env(server.url)),
      instruction: 'Say done.',
      limits: { ...DEFAULT_LIMITS, maxRetries: 0 },
      runBash: async () => ({ output: '', exitCode: 0, timedOut: false }),
      price: () => null,
      signal: new AbortController().signal,
      deadline: Date.now() + 60_000,
      ...(reasoning ? { reasoning } : {}),
    })
    expect(outcome.error).toBeNull()
  } finally {
    await server.close()
  }
  expect(bodies).toHaveLength(1)
  return bodies[0]!
}

describe.each(PROVIDERS)('reasoning effort with $model', ({ model, env, setting, high, none }) => {
  it('sends nothing of its own when not given, and the provider’s own setting for high and none', async () => {
    expect(setting(await requestBody(model, env))).toBeUndefined()
    expect(setting(await requestBody(model, env, 'high'))).toEqual(high)
    expect(setting(await requestBody(model, env, 'none'))).toEqual(none)
  })
})
