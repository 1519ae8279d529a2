// OpenAI Responses: `POST /v1/responses`, JSON or SSE (named events), Bearer auth.
import { chunks } from './anthropic.js'
import { openaiChat } from './openai-chat.js'
import { TURN_USAGE, type Answer, type DeclaredTool } from './script.js'

type Body = {
  model?: string
  tools?: { type?: string; name?: string; parameters?: Record<string, unknown> }[]
  input?: unknown
}

/** The computer-use tool, GA and preview: answered with `computer_call` items. */
const COMPUTER_TOOLS = ['computer', 'computer_use_preview']
const RESULT_ITEMS = ['function_call_output', 'computer_call_output']

export const openaiResponses = {
  tools: (body: Body): DeclaredTool[] =>
    (body.tools ?? []).flatMap((t) =>
      t.name
        ? [{ name: t.name, schema: t.parameters ?? null }]
        : COMPUTER_TOOLS.includes(t.type ?? '')
          ? [{ name: 'computer', schema: null }]
          : [],
    ),
  toolResults: (body: Body): number =>
    Array.isArray(body.input)
      ? body.input.filter((i: { type?: string }) => RESULT_ITEMS.includes(i.type ?? '')).length
      : 0,
  unauthorized: openaiChat.unauthorized,
  unknownModel: openaiChat.unknownModel,
  overloaded: openaiChat.overloaded,
  quota: openaiChat.quota,
  serverError: openaiChat.serverError,
  json: (answer: Answer, model: string) => response(answer, model, 'completed'),
  events(answer: Answer, model: string): [string, unknown][] {
    const item = outputItem(answer)
    const computer = item.type === 'computer_call'
    const started = {
      ...item,
      ...(answer.kind === 'text' ? { content: [] } : computer ? {} : { arguments: '' }),
      status: 'in_progress',
    }
    const deltas: [string, unknown][] = computer
      ? []
      : answer.kind === 'text'
        ? chunks(answer.text).map((delta) => [
            'response.output_text.delta',
            { item_id: item.id, output_index: 0, content_index: 0, delta },
          ])
        : [
            [
              'response.function_call_arguments.delta',
              { item_id: item.id, output_index: 0, delta: JSON.stringify(answer.args) },
            ],
          ]
    const events: [string, unknown][] = [
      [
        'response.created',
        { response: { ...response(answer, model, 'in_progress'), output: [], usage: null } },
      ],
      ['response.output_item.added', { output_index: 0, item: started }],
      ...(answer.kind === 'text'
        ? ([
            [
              'response.content_part.added',
              {
                item_id: item.id,
                output_index: 0,
                content_index: 0,
                part: { type: 'output_text', text: '', annotations: [] },
              },
            ],
          ] as [string, unknown][])
        : []),
      ...deltas,
      ['response.output_item.done', { output_index: 0, item }],
      ['response.completed', { response: response(answer, model, 'completed') }],
    ]
    return events.map(([type, data], i) => [type, { type, sequence_number: i, ...(data as object) }])
  },
}

function response(answer: Answer, model: string, status: string) {
  return {
    id: `resp_fake_${answer.turn}`,
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    status,
    model,
    output: [outputItem(answer)],
    usage: {
      input_tokens: TURN_USAGE.input,
      input_tokens_details: { cached_tokens: TURN_USAGE.cached },
      output_tokens: TURN_USAGE.output,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: TURN_USAGE.input + TURN_USAGE.output,
    },
  }
}

function outputItem(answer: Answer): { id: string } & Record<string, unknown> {
  if (answer.kind === 'tool' && answer.name === 'computer')
    // The script gives the item's own fields: `action` (preview) or `actions` (GA), and any
    // `pending_safety_checks`.
    return {
      type: 'computer_call',
      id: `cu_fake_${answer.turn}`,
      call_id: `call_fake_${answer.turn}`,
      pending_safety_checks: [],
      ...answer.args,
      status: 'completed',
    }
  return answer.kind === 'text'
    ? {
        type: 'message',
        id: `msg_fake_${answer.turn}`,
        status: 'completed',
        role: 'assistant',
        content: [{ type: 'output_text', text: answer.text, annotations: [] }],
      }
    : {
        type: 'function_call',
        id: `fc_fake_${answer.turn}`,
        call_id: `call_fake_${answer.turn}`,
        name: answer.name,
        arguments: JSON.stringify(answer.args),
        status: 'completed',
      }
}
