// OpenAI's preview computer-use tool on the wire, where the AI SDK sends the GA one: the tool is
// `computer_use_preview` with the display's size and environment, a replayed `computer_call`
// carries one `action` (not `actions`), and the preview model needs `truncation: "auto"`. Pure.
import type { DisplaySize } from '../../../task/types.js'

type Item = Record<string, unknown>

export function previewRequest(body: Record<string, unknown>, display: DisplaySize): Record<string, unknown> {
  // The AI SDK's own request body for this API: its tools and input items are objects.
  const tools = Array.isArray(body.tools) ? (body.tools as Item[]) : []
  const input = Array.isArray(body.input) ? (body.input as Item[]) : body.input
  return {
    ...body,
    truncation: 'auto',
    tools: tools.map((tool) =>
      tool.type === 'computer'
        ? {
            type: 'computer_use_preview',
            display_width: display.width,
            display_height: display.height,
            environment: 'linux',
          }
        : tool,
    ),
    ...(Array.isArray(input) ? { input: input.map(singleAction) } : {}),
  }
}

function singleAction(item: Item): Item {
  if (item.type !== 'computer_call' || !Array.isArray(item.actions)) return item
  const [first] = item.actions
  const { actions: _actions, ...rest } = item
  return { ...rest, action: first ?? { type: 'screenshot' } }
}
