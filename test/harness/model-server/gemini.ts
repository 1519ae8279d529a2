// Gemini: `POST /v1beta/models/{model}:generateContent` and `:streamGenerateContent?alt=sse`,
// key in `x-goog-api-key` or `?key=`.
import { chunks } from './anthropic.js'
import { TURN_USAGE, type Answer, type DeclaredTool } from './script.js'

type Declaration = {
  name: string
  parameters?: Record<string, unknown>
  parametersJsonSchema?: Record<string, unknown>
}
type Body = {
  tools?: { functionDeclarations?: Declaration[]; computerUse?: unknown; computer_use?: unknown }[]
  contents?: { parts?: { functionResponse?: unknown }[] }[]
}

export const gemini = {
  tools: (body: Body): DeclaredTool[] => [
    ...(body.tools ?? [])
      .flatMap((t) => t.functionDeclarations ?? [])
      .map((d) => ({ name: d.name, schema: lowerTypes(d.parametersJsonSchema ?? d.parameters ?? null) })),
    // The computer-use tool: the script's `computer` turns are its predefined function calls.
    ...((body.tools ?? []).some((t) => t.computerUse ?? t.computer_use)
      ? [{ name: 'computer', schema: null }]
      : []),
  ],
  toolResults: (body: Body): number =>
    (body.contents ?? []).flatMap((c) => c.parts ?? []).filter((p) => p.functionResponse !== undefined)
      .length,
  unauthorized: () => geminiError(400, 'API key not valid. Please pass a valid API key.', 'INVALID_ARGUMENT'),
  unknownModel: (model: string) => geminiError(404, `models/${model} is not found`, 'NOT_FOUND'),
  overloaded: () => geminiError(429, 'Resource has been exhausted', 'RESOURCE_EXHAUSTED'),
  quota: () => ({
    status: 429,
    body: geminiError(
      429,
      'You exceeded your current quota, please check your plan and billing details.',
      'RESOURCE_EXHAUSTED',
    ),
  }),
  serverError: () => geminiError(500, 'An internal error has occurred.', 'INTERNAL'),
  json: (answer: Answer, model: string) =>
    chunk(answer.kind === 'text' ? [{ text: answer.text }] : [call(answer)], model, true),
  events(answer: Answer, model: string): [null, unknown][] {
    if (answer.kind === 'tool') return [[null, chunk([call(answer)], model, true)]]
    const pieces = chunks(answer.text)
    return pieces.map((text, i) => [null, chunk([{ text }], model, i === pieces.length - 1)])
  },
}

function call(answer: Extract<Answer, { kind: 'tool' }>) {
  // A computer turn names its predefined function: `{ name: 'click_at', args: { x, y } }`.
  if (answer.name === 'computer')
    return { functionCall: { name: answer.args.name, args: answer.args.args ?? {} } }
  return { functionCall: { name: answer.name, args: answer.args } }
}

function chunk(parts: unknown[], model: string, last: boolean) {
  return {
    candidates: [{ content: { role: 'model', parts }, index: 0, ...(last ? { finishReason: 'STOP' } : {}) }],
    usageMetadata: {
      promptTokenCount: TURN_USAGE.input,
      cachedContentTokenCount: TURN_USAGE.cached,
      candidatesTokenCount: TURN_USAGE.output,
      totalTokenCount: TURN_USAGE.input + TURN_USAGE.output,
    },
    modelVersion: model,
  }
}

function geminiError(code: number, message: string, status: string) {
  return { error: { code, message, status } }
}

/** Gemini's own schema dialect writes types in capitals (`STRING`, `ARRAY`). */
function lowerTypes(schema: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!schema) return null
  const properties = (schema.properties ?? {}) as Record<string, { type?: unknown }>
  const lowered = Object.fromEntries(
    Object.entries(properties).map(([k, v]) => [
      k,
      { ...v, type: typeof v.type === 'string' ? v.type.toLowerCase() : v.type },
    ]),
  )
  return { ...schema, properties: lowered }
}
