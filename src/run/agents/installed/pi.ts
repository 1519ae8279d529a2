// Pi: @mariozechner/pi-coding-agent run by a mounted Node 22 (it needs Node ≥ 20.6), `-p --mode json`
// (its session events as JSON lines). Its own providers take the model as `provider/id` with their
// usual keys; with OPENAI_BASE_URL a Chat Completions provider of ours is declared in models.json
// (the key by its variable's name, never its value). PI_OFFLINE and settings.json turn off its
// startup network calls (version check, install ping). It runs every tool without asking.
import { emptyUsage, type Usage } from '../../../results/usage.js'
import { catalogueCost } from '../cost.js'
import { TRAJECTORY_SCHEMA_VERSION, type TrajectoryStep } from '../trajectory.js'
import type { AgentReport } from '../types.js'
import { faultOf, jsonLines, num, str, type CliSpec } from './cli-spec.js'
import { trackCall, type ToolCall } from './model-calls.js'
import { AGENT_NODE_VERSION } from './agent-node.js'
import { providerNeeds } from './opencode.js'
import { recordList, recordOrEmpty } from '../../../narrow.js'

export const pi: CliSpec = {
  name: 'pi',
  defaultVersion: '0.73.1',
  // The same Node 22 as Gemini CLI's.
  packages: (version, platform) => [
    `@mariozechner/pi-coding-agent@${version}`,
    `node-${platform}@${AGENT_NODE_VERSION}`,
  ],
  executable: (platform) => `node_modules/node-${platform}/bin/node`,
  requiredEnv: [],
  optionalEnv: ['OPENAI_BASE_URL', 'OPENAI_API_KEY', 'ANTHROPIC_API_KEY', 'GEMINI_API_KEY'],
  needs: providerNeeds('OPENAI_BASE_URL'),
  modelApis: [{ variable: 'OPENAI_BASE_URL', defaultUrl: null }],
  needsGlibc: true,
  script: `
set -e
export HOME=/logs/agent/pi-home PI_CODING_AGENT_DIR=/logs/agent/pi PI_OFFLINE=1 PI_SKIP_VERSION_CHECK=1 PI_TELEMETRY=0
mkdir -p "$HOME" "$PI_CODING_AGENT_DIR"
echo '{"enableInstallTelemetry":false}' > "$PI_CODING_AGENT_DIR/settings.json"
model="$HELIOS_MODEL"
case "$model" in gemini/*) model="google/\${model#*/}" ;; esac
if [ -n "\${OPENAI_BASE_URL:-}" ]; then
  name="\${HELIOS_MODEL#*/}"
  key=none
  [ -z "\${OPENAI_API_KEY:-}" ] || key=OPENAI_API_KEY
  cat > "$PI_CODING_AGENT_DIR/models.json" <<JSON
{"providers":{"helios":{"baseUrl":"$OPENAI_BASE_URL","api":"openai-completions","apiKey":"$key","models":[{"id":"$name"}]}}}
JSON
  model="helios/$name"
fi
exec "$HELIOS_CLI" "$(dirname "$(dirname "$(dirname "$HELIOS_CLI")")")/@mariozechner/pi-coding-agent/dist/cli.js" \\
  -p --mode json \${model:+--model "$model"} "$(cat "$HELIOS_INSTRUCTION_FILE")" < /dev/null
`,
  convert: convertPi,
}

export function convertPi(stdout: string, model: string | null): AgentReport {
  const steps: TrajectoryStep[] = []
  const calls = new Map<string, ToolCall>()
  const tokens: Usage = emptyUsage()
  // How its last model call ended: an error it gave up on (after its retries), or an empty answer.
  let ending: string | null = null
  for (const line of jsonLines(stdout)) {
    if (line.type !== 'message_end') continue
    const message = recordOrEmpty(line.message)
    if (message.role === 'toolResult') {
      const call = calls.get(str(message.toolCallId) ?? '')
      if (call) call.output = textOf(message.content, 'text', 'text')
      continue
    }
    if (message.role !== 'assistant') continue
    const step = assistantStep(message, calls)
    if (step.usage) {
      tokens.input_tokens += step.usage.input_tokens
      tokens.cached_input_tokens += step.usage.cached_input_tokens
      tokens.output_tokens += step.usage.output_tokens
      tokens.turns += 1
      tokens.cost_usd = (tokens.cost_usd ?? 0) + num(recordOrEmpty(recordOrEmpty(message.usage).cost).total)
    }
    const said = step.text !== null || step.tool_calls.length > 0
    if (said || step.usage) steps.push(step)
    if (message.stopReason === 'error') ending = str(message.errorMessage) ?? 'model API error'
    else if (message.stopReason === 'aborted') ending = null
    // An answer that was not a stream of chunks (not JSON) ends as one with nothing in it.
    else ending = said || step.usage ? null : 'an answer with no content and no tokens'
  }
  // Its own price for the providers it knows; 0 for ours.
  if (!tokens.cost_usd) tokens.cost_usd = catalogueCost(tokens, model)
  const status = ending ? /^([1-5]\d\d) /.exec(ending) : null
  return {
    trajectory: {
      schema_version: TRAJECTORY_SCHEMA_VERSION,
      agent: 'pi',
      model,
      source: 'pi --mode json',
      steps,
    },
    usage: steps.length > 0 || ending ? tokens : null,
    ...faultOf(ending, status ? Number(status[1]) : null),
  }
}

function assistantStep(message: Record<string, unknown>, calls: Map<string, ToolCall>): TrajectoryStep {
  const content = recordList(message.content)
  const toolCalls = content
    .filter((c) => c.type === 'toolCall')
    .map((c) => trackCall(calls, c.id, c.name, c.arguments))
  const used = recordOrEmpty(message.usage)
  const cached = num(used.cacheRead)
  const input = num(used.input) + cached + num(used.cacheWrite)
  const reasoning = textOf(message.content, 'thinking', 'thinking')
  return {
    role: 'assistant',
    text: textOf(message.content, 'text', 'text'),
    tool_calls: toolCalls,
    // An error or an unreadable answer comes with no tokens: no model call.
    usage:
      input + num(used.output) > 0
        ? { input_tokens: input, cached_input_tokens: cached, output_tokens: num(used.output) }
        : null,
    timestamp: typeof message.timestamp === 'number' ? new Date(message.timestamp).toISOString() : null,
    ...(reasoning ? { reasoning } : {}),
  }
}

/** The `field` of every `type` block of a message's content, joined; null when there is none. */
function textOf(content: unknown, type: string, field: string): string | null {
  const blocks = recordList(content)
  const text = blocks
    .filter((c) => c.type === type)
    .map((c) => str(c[field]) ?? '')
    .join('')
  return text || null
}
