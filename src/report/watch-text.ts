// `helios run --watch`: the agent's steps as lines on a terminal, as they happen. A turn shows
// its tokens, the model's reasoning and text, then each tool call; a tool's output follows it,
// cut to its first and last lines so one long listing does not bury the next turn.
import type { AgentEvent } from '../run/agents/agent-events.js'
import type { ToolCall } from '../run/agents/trajectory.js'
import { recordOrNull } from '../narrow.js'

/** Lines of a tool's output shown: the first and last half of this, and how many were left out. */
export const WATCH_OUTPUT_LINES = 12

export function watchText(event: AgentEvent): string {
  return event.kind === 'turn' ? turnText(event) : outputText(event.call)
}

function turnText(event: Extract<AgentEvent, { kind: 'turn' }>): string {
  const { step, turn } = event
  const usage = step.usage
  const tokens = usage
    ? ` · ${count(usage.input_tokens)} in${usage.cached_input_tokens ? ` (${count(usage.cached_input_tokens)} cached)` : ''} / ${count(usage.output_tokens)} out tokens`
    : ''
  const lines = [`── turn ${turn}${tokens}`]
  if (step.reasoning) lines.push(...indent('thinking: ', step.reasoning))
  if (step.text) lines.push(...indent('model: ', step.text))
  for (const call of step.tool_calls) lines.push(callLine(call))
  return `${lines.join('\n')}\n`
}

/** `$ ls -la` for a bash call, `finish: done` for finish, else the name and its arguments as JSON. */
function callLine(call: ToolCall): string {
  const args = recordOrNull(call.arguments)
  if (call.name === 'bash' && typeof args?.['command'] === 'string') return `$ ${args['command']}`
  if (call.name === 'finish')
    return `✓ finish${typeof args?.['summary'] === 'string' ? `: ${args['summary']}` : ''}`
  return `→ ${call.name} ${JSON.stringify(call.arguments)}`
}

function outputText(call: ToolCall): string {
  if (call.name === 'finish' || call.output === null) return ''
  // Blank lines are left out: the output stays compact between the turns.
  const lines = call.output.split('\n').filter((line) => line.trim() !== '')
  const half = WATCH_OUTPUT_LINES / 2
  const shown =
    lines.length <= WATCH_OUTPUT_LINES
      ? lines
      : [
          ...lines.slice(0, half),
          `… ${lines.length - WATCH_OUTPUT_LINES} more lines …`,
          ...lines.slice(-half),
        ]
  return `${shown.map((l) => `  │ ${l}`).join('\n')}\n`
}

function indent(prefix: string, text: string): string[] {
  return text
    .trim()
    .split('\n')
    .map((line, i) => `${i === 0 ? prefix : ' '.repeat(prefix.length)}${line}`)
}

function count(n: number): string {
  return n.toLocaleString('en-US')
}
