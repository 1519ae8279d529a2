// Claude Code: the native binary from @anthropic-ai/claude-code-<platform>, `-p` with stream-json.
import type { Usage } from '../../../results/usage.js'
import { catalogueCost } from '../cost.js'
import { TRAJECTORY_SCHEMA_VERSION, type TrajectoryStep } from '../trajectory.js'
import type { AgentReport } from '../types.js'
import { faultOf, jsonLines, num, str, type CliSpec } from './cli-spec.js'
import { joinStep } from './model-calls.js'
import { recordList, recordOrEmpty } from '../../../narrow.js'

export const claudeCode: CliSpec = {
  name: 'claude-code',
  defaultVersion: '2.1.330',
  packages: (version, platform) => [`@anthropic-ai/claude-code-${platform}@${version}`],
  executable: (platform) => `node_modules/@anthropic-ai/claude-code-${platform}/claude`,
  requiredEnv: ['ANTHROPIC_API_KEY'],
  optionalEnv: ['ANTHROPIC_BASE_URL'],
  modelApis: [{ variable: 'ANTHROPIC_BASE_URL', defaultUrl: 'https://api.anthropic.com' }],
  needsGlibc: true,
  // IS_SANDBOX=1: the container is the sandbox, so the bypass flag is accepted as root too.
  script: `
set -e
export HOME=/logs/agent/claude-home CLAUDE_CONFIG_DIR=/logs/agent/claude IS_SANDBOX=1
export CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1 DISABLE_TELEMETRY=1 DISABLE_AUTOUPDATER=1 CLAUDE_CODE_MAX_RETRIES=\${CLAUDE_CODE_MAX_RETRIES:-4}
mkdir -p "$HOME" "$CLAUDE_CONFIG_DIR"
exec "$HELIOS_CLI" -p "$(cat "$HELIOS_INSTRUCTION_FILE")" --output-format stream-json --verbose \\
  --dangerously-skip-permissions \${HELIOS_MODEL:+--model "\${HELIOS_MODEL#*/}"} < /dev/null
`,
  // Its session log has each message's final usage; stream-json only the usage at the start of
  // the message (output_tokens 1).
  sessionLog: /^claude\/projects\/[^/]+\/[^/]+\.jsonl$/,
  convert: convertClaude,
}

export function convertClaude(stdout: string, model: string | null, _stderr = '', session = ''): AgentReport {
  const logged = sessionMessages(session)
  // The retry it was waiting on when it was stopped (its timeout), if any came last.
  let retrying = null as Record<string, unknown> | null
  const { steps, result } = streamJsonSteps(
    stdout,
    (message, calls, line) => {
      const id = str(message.id)
      const usage = (id && logged.get(id)) ?? message.usage
      return assistantStep({ ...message, usage }, calls, str(line.timestamp))
    },
    (line) => (retrying = line.type === 'system' && line.subtype === 'api_retry' ? line : null),
  )
  const usage = recordOrEmpty(result?.usage)
  const cached = num(usage.cache_read_input_tokens)
  // Killed before its result line (timeout): the steps' own usage is what is known.
  const tokens: Usage = result
    ? {
        input_tokens: num(usage.input_tokens) + num(usage.cache_creation_input_tokens) + cached,
        cached_input_tokens: cached,
        output_tokens: num(usage.output_tokens),
        turns: num(result.num_turns),
        cost_usd: null,
      }
    : {
        input_tokens: steps.reduce((n, s) => n + (s.usage?.input_tokens ?? 0), 0),
        cached_input_tokens: steps.reduce((n, s) => n + (s.usage?.cached_input_tokens ?? 0), 0),
        output_tokens: steps.reduce((n, s) => n + (s.usage?.output_tokens ?? 0), 0),
        turns: steps.filter((s) => s.usage).length,
        cost_usd: null,
      }
  // Its own price includes cache writes; for a model our catalogue does not know, it guesses.
  const catalogue = catalogueCost(tokens, model, 'anthropic')
  tokens.cost_usd =
    catalogue !== null && typeof result?.total_cost_usd === 'number' ? result.total_cost_usd : catalogue
  // A model API failure ends as `is_error` with subtype `success` and its status; `error_max_turns`
  // and the like are the CLI's own stops, no fault of the model API.
  const apiError = result?.is_error === true && !/^error_/.test(str(result.subtype) ?? '')
  const status = typeof result?.api_error_status === 'number' ? result.api_error_status : null
  const fault = apiError
    ? faultOf(str(result?.result) ?? str(result?.subtype), status)
    : faultOf(
        retrying && `stopped while retrying: ${str(retrying.error) ?? 'unknown error'}`,
        retryStatus(retrying),
      )
  return {
    trajectory: {
      schema_version: TRAJECTORY_SCHEMA_VERSION,
      agent: 'claude-code',
      model,
      source: 'claude stream-json',
      steps,
      ...(str(result?.session_id) ? { session_id: str(result?.session_id)! } : {}),
      ...(session
        ? {}
        : { notes: 'no session log: per-step output tokens are those at the start of each message' }),
    },
    usage: result || tokens.turns > 0 ? tokens : null,
    ...fault,
  }
}

/**
 * Claude-shaped stream-json (Claude Code's, and Qwen Code's): a step per assistant API message,
 * tool results from the user lines attached to their calls, and the result line. `seen` sees
 * every line first.
 */
export function streamJsonSteps(
  stdout: string,
  toStep: (message: Record<string, unknown>, calls: Calls, line: Record<string, unknown>) => TrajectoryStep,
  seen: (line: Record<string, unknown>) => void = () => {},
): { steps: TrajectoryStep[]; result: Record<string, unknown> | null } {
  const steps: TrajectoryStep[] = []
  const calls: Calls = new Map()
  let result: Record<string, unknown> | null = null
  let lastId: string | null = null
  for (const line of jsonLines(stdout)) {
    seen(line)
    const message = recordOrEmpty(line.message)
    if (line.type === 'assistant') {
      const step = toStep(message, calls, line)
      const id = str(message.id)
      const last = steps.at(-1)
      // One API message comes as a line per content block (text, then tool_use): one step.
      if (id && id === lastId && last) {
        joinStep(last, step)
        last.usage = step.usage ?? last.usage
      } else steps.push(step)
      lastId = id
    } else if (line.type === 'user') {
      attachResults(message, calls)
      lastId = null
    } else if (line.type === 'result') result = line
  }
  return { steps, result }
}

type Calls = Map<string, TrajectoryStep['tool_calls'][number]>

function retryStatus(line: Record<string, unknown> | null): number | null {
  return typeof line?.error_status === 'number' ? line.error_status : null
}

function assistantStep(
  message: Record<string, unknown>,
  calls: Calls,
  timestamp: string | null,
): TrajectoryStep {
  const { text, toolCalls, reasoning } = messageContent(message, calls)
  const usage = recordOrEmpty(message.usage)
  return {
    role: 'assistant',
    text,
    tool_calls: toolCalls,
    // Claude Code's own notes (an API error shown as a message) are no model call.
    usage:
      message.usage && message.model !== '<synthetic>'
        ? {
            input_tokens:
              num(usage.input_tokens) +
              num(usage.cache_read_input_tokens) +
              num(usage.cache_creation_input_tokens),
            cached_input_tokens: num(usage.cache_read_input_tokens),
            output_tokens: num(usage.output_tokens),
          }
        : null,
    timestamp,
    ...(reasoning ? { reasoning } : {}),
  }
}

/** The final usage of each message of the session log, by message id. */
function sessionMessages(session: string): Map<string, unknown> {
  const messages = new Map<string, unknown>()
  for (const line of jsonLines(session)) {
    const message = recordOrEmpty(line.message)
    const id = str(message.id)
    if (line.type === 'assistant' && id && message.usage) messages.set(id, message.usage)
  }
  return messages
}

/**
 * An assistant message's text, tool calls (kept in `calls` for their results) and thinking;
 * Qwen Code's lines have this shape too.
 */
export function messageContent(
  message: Record<string, unknown>,
  calls: Calls,
): { text: string | null; toolCalls: TrajectoryStep['tool_calls']; reasoning: string } {
  const content = recordList(message.content)
  const joined = (type: string, field: string) =>
    content
      .filter((c) => c.type === type)
      .map((c) => str(c[field]) ?? '')
      .join('')
  const text = joined('text', 'text')
  const toolCalls = content
    .filter((c) => c.type === 'tool_use')
    .map((c) => {
      const call = { id: str(c.id), name: str(c.name) ?? 'tool', arguments: c.input ?? null, output: null }
      if (call.id) calls.set(call.id, call)
      return call
    })
  return { text: text || null, toolCalls, reasoning: joined('thinking', 'thinking') }
}

/** Tool results (a user line's `tool_result` blocks) onto their calls. */
function attachResults(message: Record<string, unknown>, calls: Calls): void {
  const content = recordList(message.content)
  for (const part of content) {
    if (part.type !== 'tool_result') continue
    const call = calls.get(str(part.tool_use_id) ?? '')
    if (!call) continue
    call.output = Array.isArray(part.content)
      ? recordList(part.content)
          .map((c) => str(c.text) ?? '')
          .join('')
      : (str(part.content) ?? JSON.stringify(part.content ?? null))
  }
}
