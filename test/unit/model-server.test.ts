// The loopback fake model server through the real AI SDK clients: each protocol, JSON and SSE, a
// tool call then a final text, usage, a bad key, 429 then success, an unknown model.
import { afterEach, describe, expect, it } from 'vitest'
import { createAnthropic } from '@ai-sdk/anthropic'
import { createGoogle } from '@ai-sdk/google'
import { createOpenAI } from '@ai-sdk/openai'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { APICallError, generateText, stepCountIs, streamText, tool, type LanguageModel } from 'ai'
import { z } from 'zod'
import {
  startModelServer,
  TURN_USAGE,
  type ModelServer,
  type ModelServerOptions,
} from '../harness/model-server/index.js'
import { answerFor, shellArguments } from '../harness/model-server/script.js'

const KEY = 'sk-fake-unit-7c1d'

const CLIENTS: {
  name: string
  model: (url: string, key: string, id?: string) => LanguageModel
  path: RegExp
  authHeader: string
}[] = [
  {
    name: 'anthropic messages',
    model: (url, key, id = 'claude-sonnet-4-5') => createAnthropic({ apiKey: key, baseURL: `${url}/v1` })(id),
    path: /^\/v1\/messages$/,
    authHeader: 'x-api-key',
  },
  {
    name: 'openai responses',
    model: (url, key, id = 'gpt-5') => createOpenAI({ apiKey: key, baseURL: `${url}/v1` }).responses(id),
    path: /^\/v1\/responses$/,
    authHeader: 'authorization',
  },
  {
    name: 'openai chat completions',
    model: (url, key, id = 'gpt-4.1') => createOpenAI({ apiKey: key, baseURL: `${url}/v1` }).chat(id),
    path: /^\/v1\/chat\/completions$/,
    authHeader: 'authorization',
  },
  {
    name: 'google gemini',
    model: (url, key, id = 'gemini-2.5-pro') => createGoogle({ apiKey: key, baseURL: `${url}/v1beta` })(id),
    path: /^\/v1beta\/models\/[^/]+:(stream)?[gG]enerateContent$/,
    authHeader: 'x-goog-api-key',
  },
  {
    name: 'openai-compatible',
    model: (url, key, id = 'qwen3-coder') =>
      createOpenAICompatible({ name: 'local', apiKey: key, baseURL: `${url}/v1`, includeUsage: true })(id),
    path: /^\/v1\/chat\/completions$/,
    authHeader: 'authorization',
  },
]

let server: ModelServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

async function start(options: Partial<ModelServerOptions> = {}): Promise<ModelServer> {
  server = await startModelServer({
    apiKey: KEY,
    script: [{ bash: 'echo hello > /tmp/x' }, { text: 'Done: wrote the file.' }],
    ...options,
  })
  return server
}

function tools(ran: string[]) {
  return {
    bash: tool({
      description: 'Run a shell command',
      inputSchema: z.object({ command: z.string() }),
      execute: async ({ command }) => {
        ran.push(command)
        return 'ok'
      },
    }),
  }
}

describe.each(CLIENTS)('$name', (client) => {
  it('generateText: one bash call, then the final text, with usage; request logged', async () => {
    const { url, requests } = await start()
    const ran: string[] = []
    const result = await generateText({
      model: client.model(url, KEY),
      prompt: 'Write the file.',
      tools: tools(ran),
      stopWhen: stepCountIs(5),
    })
    expect(ran).toEqual(['echo hello > /tmp/x'])
    expect(result.steps).toHaveLength(2)
    expect(result.steps[0]!.toolCalls).toMatchObject([
      { toolName: 'bash', input: { command: 'echo hello > /tmp/x' } },
    ])
    expect(result.text).toBe('Done: wrote the file.')
    expect(result.totalUsage.inputTokens).toBe(2 * TURN_USAGE.input)
    expect(result.totalUsage.outputTokens).toBe(2 * TURN_USAGE.output)
    expect(result.totalUsage.inputTokenDetails?.cacheReadTokens).toBe(2 * TURN_USAGE.cached)
    expect(requests).toHaveLength(2)
    for (const r of requests) {
      expect(r.path).toMatch(client.path)
      expect(r.status).toBe(200)
      expect(r.stream).toBe(false)
      expect(r.model).toBeTruthy()
      expect(r.auth).toMatchObject({ header: client.authHeader })
      expect(r.auth!.value.replace(/^Bearer /, '')).toBe(KEY)
    }
  })

  it('streamText: the same conversation over SSE, text arriving in pieces', async () => {
    const { url, requests } = await start({
      script: [{ bash: 'ls' }, { text: 'A longer final answer that the fake sends in several pieces.' }],
    })
    const ran: string[] = []
    const result = streamText({
      model: client.model(url, KEY),
      prompt: 'List.',
      tools: tools(ran),
      stopWhen: stepCountIs(5),
    })
    const deltas: string[] = []
    for await (const part of result.fullStream) if (part.type === 'text-delta') deltas.push(part.text)
    expect(ran).toEqual(['ls'])
    expect(deltas.length).toBeGreaterThan(1)
    expect(await result.text).toBe('A longer final answer that the fake sends in several pieces.')
    const usage = await result.totalUsage
    expect(usage.inputTokens).toBe(2 * TURN_USAGE.input)
    expect(usage.outputTokens).toBe(2 * TURN_USAGE.output)
    expect(requests.map((r) => [r.stream, r.status])).toEqual([
      [true, 200],
      [true, 200],
    ])
  })

  it('a wrong key gets the provider error and no retry', async () => {
    const { url, requests } = await start()
    const error = await generateText({
      model: client.model(url, 'sk-wrong'),
      prompt: 'x',
      maxRetries: 2,
    }).catch((e: unknown) => e)
    expect(APICallError.isInstance(error)).toBe(true)
    const call = error as APICallError
    expect([400, 401]).toContain(call.statusCode)
    expect(call.responseBody).toMatch(/api.key|x-api-key/i)
    expect(requests).toHaveLength(1)
  })

  it('429 with retry-after, then success', async () => {
    const { url, requests } = await start({
      script: [{ text: 'fine' }],
      failFirst: { status: 429, count: 1, retryAfterSec: 1 },
    })
    const started = Date.now()
    const result = await generateText({ model: client.model(url, KEY), prompt: 'x', maxRetries: 2 })
    expect(result.text).toBe('fine')
    expect(requests.map((r) => r.status)).toEqual([429, 200])
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
  })

  it('an unknown model gets the provider 404', async () => {
    const { url, requests } = await start({ knownModels: ['some-other-model'] })
    const error = await generateText({ model: client.model(url, KEY), prompt: 'x', maxRetries: 0 }).catch(
      (e: unknown) => e,
    )
    expect((error as APICallError).statusCode).toBe(404)
    expect(requests.map((r) => r.status)).toEqual([404])
  })
})

describe('the fake model server', () => {
  it('accepts ?beta=true on the Messages path and a key in ?key= for Gemini', async () => {
    const { url, requests } = await start({ script: [{ text: 'hi' }] })
    const a = await fetch(`${url}/v1/messages?beta=true`, {
      method: 'POST',
      headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'claude-haiku-4-5', messages: [{ role: 'user', content: 'x' }] }),
    })
    expect(((await a.json()) as { content: unknown[] }).content).toEqual([{ type: 'text', text: 'hi' }])
    const g = await fetch(`${url}/v1beta/models/gemini-2.5-flash:generateContent?key=${KEY}`, {
      method: 'POST',
      body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'x' }] }] }),
    })
    expect(g.status).toBe(200)
    expect(requests).toEqual([
      {
        path: '/v1/messages',
        model: 'claude-haiku-4-5',
        auth: { header: 'x-api-key', value: KEY },
        stream: false,
        status: 200,
      },
      {
        path: '/v1beta/models/gemini-2.5-flash:generateContent',
        model: 'gemini-2.5-flash',
        auth: { header: 'key', value: KEY },
        stream: false,
        status: 200,
      },
    ])
  })

  it('answers 500 and 503 with retry-after for the first requests', async () => {
    const { url } = await start({
      script: [{ text: 'hi' }],
      failFirst: { status: 503, count: 1, retryAfterSec: 7 },
    })
    const post = () =>
      fetch(`${url}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${KEY}` },
        body: JSON.stringify({ model: 'm', messages: [] }),
      })
    const first = await post()
    expect([first.status, first.headers.get('retry-after')]).toEqual([503, '7'])
    expect((await post()).status).toBe(200)
  })

  it('slowMs spaces the stream chunks', async () => {
    const { url } = await start({ script: [{ text: 'x'.repeat(64) }], slowMs: 40 })
    const started = Date.now()
    const res = await fetch(`${url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}` },
      body: JSON.stringify({
        model: 'm',
        messages: [],
        stream: true,
        stream_options: { include_usage: true },
      }),
    })
    const body = await res.text()
    expect(body.trim().endsWith('data: [DONE]')).toBe(true)
    expect(body).toContain('"usage"')
    expect(Date.now() - started).toBeGreaterThanOrEqual(5 * 40)
  })
})

describe('scripted turns', () => {
  const declared = (name: string, schema: Record<string, unknown>) => [
    { name: 'read', schema: null },
    { name, schema },
  ]

  it('picks the turn by the number of tool results and the shell tool the request declares', () => {
    const script = [{ bash: 'a' }, { bash: 'b' }, { text: 'done' }]
    const tools = declared('Bash', { type: 'object', properties: { command: { type: 'string' } } })
    expect(answerFor(script, 0, tools)).toEqual({
      kind: 'tool',
      name: 'Bash',
      args: { command: 'a' },
      turn: 0,
    })
    expect(answerFor(script, 1, tools)).toEqual({
      kind: 'tool',
      name: 'Bash',
      args: { command: 'b' },
      turn: 1,
    })
    expect(answerFor(script, 2, tools)).toEqual({ kind: 'text', text: 'done', turn: 2 })
    expect(answerFor(script, 9, tools)).toEqual({ kind: 'text', text: 'done', turn: 2 })
  })

  it('shapes the arguments from the schema: argv arrays, cmd, required fields', () => {
    // Codex `shell`: command is an argv array; workdir optional.
    expect(
      shellArguments('ls -l', {
        type: 'object',
        properties: { command: { type: 'array', items: { type: 'string' } }, workdir: { type: 'string' } },
        required: ['command'],
      }),
    ).toEqual({ command: ['bash', '-lc', 'ls -l'] })
    // Codex `exec_command`: cmd string.
    expect(
      shellArguments('ls', { type: 'object', properties: { cmd: { type: 'string' } }, required: ['cmd'] }),
    ).toEqual({ cmd: 'ls' })
    // OpenCode `bash`: description required.
    expect(
      shellArguments('ls', {
        type: 'object',
        properties: {
          command: { type: 'string' },
          description: { type: 'string' },
          timeout: { type: 'number' },
        },
        required: ['command', 'description'],
      }),
    ).toEqual({ command: 'ls', description: 'Run the scripted command' })
  })

  it('answers with a text naming the tools when none is a shell', () => {
    expect(answerFor([{ bash: 'ls' }], 0, [{ name: 'read', schema: null }])).toEqual({
      kind: 'text',
      text: 'no shell tool among: read',
      turn: 0,
    })
  })
})

describe('the request log', () => {
  it('logs requests to no known route too', async () => {
    const { url, requests } = await start()
    expect((await fetch(`${url}/v1/models`)).status).toBe(404)
    expect((await fetch(`${url}/v1/embeddings`, { method: 'POST', body: 'not json' })).status).toBe(404)
    expect(requests).toEqual([
      { path: 'GET /v1/models', model: null, auth: null, stream: false, status: 404 },
      { path: '/v1/embeddings', model: null, auth: null, stream: false, status: 404 },
    ])
  })
})
