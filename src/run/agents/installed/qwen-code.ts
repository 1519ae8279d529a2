// Qwen Code: @qwen-code/qwen-code (a Gemini CLI fork) run by a mounted Node 22 (it needs Node ≥ 22),
// `-p` with stream-json, its OpenAI-compatible auth type reading OPENAI_API_KEY / OPENAI_BASE_URL.
// Its bundle is started directly (`--expose-gc cli.js`, as its launcher would) so the agent timeout's
// signal reaches the CLI itself. settings.json turns off telemetry, usage statistics, auto-update and
// its background model calls (memory extraction after the answer, skill review, suggestions).
// Its stream-json has Claude Code's shape (assistant / user tool_result / result lines), with
// `input_tokens` counting the cached ones too, and no timestamps (taken from its session log).
import type { Usage } from '../../../results/usage.js'
import { catalogueCost } from '../cost.js'
import { TRAJECTORY_SCHEMA_VERSION, type TrajectoryStep } from '../trajectory.js'
import type { AgentReport } from '../types.js'
import { messageContent, streamJsonSteps } from './claude-code.js'
import { faultOf, jsonLines, num, str, type CliSpec } from './cli-spec.js'
import { AGENT_NODE_VERSION } from './agent-node.js'
import { recordOrEmpty } from '../../../narrow.js'

export const qwenCode: CliSpec = {
  name: 'qwen-code',
  defaultVersion: '0.24.4',
  // The same Node 22 as Gemini CLI's.
  packages: (version, platform) => [
    `@qwen-code/qwen-code@${version}`,
    `node-${platform}@${AGENT_NODE_VERSION}`,
  ],
  executable: (platform) => `node_modules/node-${platform}/bin/node`,
  requiredEnv: ['OPENAI_API_KEY'],
  optionalEnv: ['OPENAI_BASE_URL'],
  modelApis: [{ variable: 'OPENAI_BASE_URL', defaultUrl: 'https://api.openai.com/v1' }],
  needsGlibc: true,
  script: `
set -e
export HOME=/logs/agent/qwen-home QWEN_HOME=/logs/agent/qwen QWEN_CODE_NO_RELAUNCH=true
export QWEN_TELEMETRY_ENABLED=false QWEN_USAGE_STATISTICS_ENABLED=false QWEN_CODE_SUPPRESS_YOLO_WARNING=1 QWEN_DISABLE_AUTO_TITLE=1
mkdir -p "$HOME" "$QWEN_HOME"
cat > "$QWEN_HOME/settings.json" <<JSON
{"security":{"auth":{"selectedType":"openai"}},"general":{"enableAutoUpdate":false},"privacy":{"usageStatisticsEnabled":false},"telemetry":{"enabled":false},
 "memory":{"enableManagedAutoMemory":false,"enableManagedAutoDream":false,"enableAutoSkill":false},"ui":{"enableFollowupSuggestions":false}}
JSON
exec "$HELIOS_CLI" --expose-gc "$(dirname "$(dirname "$(dirname "$HELIOS_CLI")")")/@qwen-code/qwen-code/cli.js" \\
  -p "$(cat "$HELIOS_INSTRUCTION_FILE")" --yolo --auth-type openai -o stream-json \${HELIOS_MODEL:+-m "\${HELIOS_MODEL#*/}"} < /dev/null
`,
  // Its session log has the time of each answer; stream-json none.
  sessionLog: /^qwen\/projects\/[^/]+\/chats\/[^/]+\.jsonl$/,
  convert: convertQwen,
}

/** How it words a model API failure: `[API Error: 401 Incorrect API key provided]`. */
const API_ERROR = /^\[API Error: (?:([1-5]\d\d)\b)?/

export function convertQwen(stdout: string, model: string | null, _stderr = '', session = ''): AgentReport {
  const { steps, result } = streamJsonSteps(stdout, assistantStep)
  // Matched by order: only when the session log saw the same answers.
  const times = jsonLines(session)
    .filter((line) => line.type === 'assistant')
    .map((line) => str(line.timestamp))
  const timed = times.length === steps.length && steps.length > 0
  if (timed) steps.forEach((step, i) => (step.timestamp = times[i] ?? null))
  const answered = steps.filter((s) => s.usage)
  const usage = recordOrEmpty(result?.usage)
  // Stopped before its result line (the agent timeout): what its steps say.
  const tokens: Usage = result
    ? {
        input_tokens: num(usage.input_tokens),
        cached_input_tokens: num(usage.cache_read_input_tokens),
        output_tokens: num(usage.output_tokens),
        turns: answered.length,
        cost_usd: null,
      }
    : {
        input_tokens: answered.reduce((n, s) => n + s.usage!.input_tokens, 0),
        cached_input_tokens: answered.reduce((n, s) => n + s.usage!.cached_input_tokens, 0),
        output_tokens: answered.reduce((n, s) => n + s.usage!.output_tokens, 0),
        turns: answered.length,
        cost_usd: null,
      }
  tokens.cost_usd = catalogueCost(tokens, model)
  // Its own stops (a wall-time or turn budget) end as errors too, but not worded as the API's.
  const error = result?.is_error === true ? str(recordOrEmpty(result.error).message) : null
  const apiError = error ? API_ERROR.exec(error) : null
  return {
    trajectory: {
      schema_version: TRAJECTORY_SCHEMA_VERSION,
      agent: 'qwen-code',
      model,
      source: 'qwen stream-json',
      steps,
      ...(timed
        ? {}
        : { notes: 'no timestamps: its stream-json has none and the session log does not match it' }),
    },
    usage: result || answered.length > 0 ? tokens : null,
    ...faultOf(apiError ? error : null, apiError?.[1] ? Number(apiError[1]) : null),
  }
}

function assistantStep(
  message: Record<string, unknown>,
  calls: Map<string, TrajectoryStep['tool_calls'][number]>,
): TrajectoryStep {
  const { text, toolCalls, reasoning } = messageContent(message, calls)
  const usage = recordOrEmpty(message.usage)
  // An API error it shows as the answer comes with no tokens: no model call.
  const called = num(usage.input_tokens) + num(usage.output_tokens) > 0
  return {
    role: 'assistant',
    text,
    tool_calls: toolCalls,
    usage: called
      ? {
          input_tokens: num(usage.input_tokens),
          cached_input_tokens: num(usage.cache_read_input_tokens),
          output_tokens: num(usage.output_tokens),
        }
      : null,
    timestamp: null,
    ...(reasoning ? { reasoning } : {}),
  }
}
