// Cline: the Bun-compiled binary from @cline/cli-<platform> (the `cline` package is only a Node
// launcher for it), `--json` in act mode, which ends on the model's first answer without a tool
// call and approves every tool itself. Its provider, model and base URL are written to
// providers.json in its data folder (`--data-dir`, which also keeps it from starting its
// background hub daemon); the key stays in the environment, where Cline reads it.
import { emptyUsage, type Usage } from '../../../results/usage.js'
import { catalogueCost } from '../cost.js'
import { TRAJECTORY_SCHEMA_VERSION, type TrajectoryStep } from '../trajectory.js'
import type { AgentReport } from '../types.js'
import type { EnvNeed } from '../preflight.js'
import { faultOf, jsonLines, num, str, type CliSpec } from './cli-spec.js'
import { trackCall, type ToolCall } from './model-calls.js'
import { recordOrEmpty } from '../../../narrow.js'

export const cline: CliSpec = {
  name: 'cline',
  defaultVersion: '3.0.65',
  packages: (version, platform) => [`@cline/cli-${platform}@${version}`],
  executable: (platform) => `node_modules/@cline/cli-${platform}/bin/cline`,
  requiredEnv: [],
  optionalEnv: ['ANTHROPIC_API_KEY', 'ANTHROPIC_BASE_URL', 'OPENAI_API_KEY', 'OPENAI_BASE_URL'],
  needs: clineNeeds,
  modelApis: [
    { variable: 'ANTHROPIC_BASE_URL', defaultUrl: 'https://api.anthropic.com' },
    { variable: 'OPENAI_BASE_URL', defaultUrl: 'https://api.openai.com/v1' },
  ],
  needsGlibc: true,
  // anthropic/… → its Anthropic provider (ANTHROPIC_BASE_URL without /v1, as the Anthropic SDKs
  // take it); anything else → its OpenAI-compatible provider (chat completions, OPENAI_BASE_URL).
  // Global settings (read from CLINE_DATA_DIR; --data-dir alone comes too late for them): telemetry
  // off (else it exports to otel.cline.bot), no auto-update, no question to a user who is not
  // there. E2E_TEST=true only swaps its PostHog feature-flag client (data.cline.bot) for a no-op.
  script: `
set -e
if [ -z "\${HELIOS_MODEL:-}" ]; then echo "helios: cline needs a model (-m anthropic/… or openai-compatible/…)" >&2; exit 2; fi
data=/logs/agent/cline
export HOME=/logs/agent/cline-home CLINE_DATA_DIR=/logs/agent/cline E2E_TEST=true
mkdir -p "$HOME" "$data/settings"
name="\${HELIOS_MODEL#*/}"
case "$HELIOS_MODEL" in
  anthropic/*)
    provider=anthropic
    base="\${ANTHROPIC_BASE_URL:-}"
    base="\${base%/}"
    case "$base" in ''|*/v1) ;; *) base="$base/v1" ;; esac ;;
  *)
    provider=openai-compatible
    base="\${OPENAI_BASE_URL:-https://api.openai.com/v1}" ;;
esac
url=""
[ -z "$base" ] || url=",\\"baseUrl\\":\\"$base\\""
cat > "$data/settings/providers.json" <<JSON
{"version":1,"lastUsedProvider":"$provider","modes":{},"providers":{"$provider":{"settings":{"provider":"$provider","model":"$name"$url},"updatedAt":"2026-01-01T00:00:00.000Z","tokenSource":"manual"}}}
JSON
cat > "$data/settings/global-settings.json" <<JSON
{"telemetryOptOut":true,"autoUpdateEnabled":false,"disabledTools":["ask_question"]}
JSON
exec "$HELIOS_CLI" --json --data-dir "$data" -P "$provider" -m "$name" -- "$(cat "$HELIOS_INSTRUCTION_FILE")" < /dev/null
`,
  convert: convertCline,
}

function clineNeeds(model: string | null): EnvNeed[] {
  const provider = model?.split('/')[0]?.toLowerCase() ?? ''
  const key = provider === 'anthropic' ? 'ANTHROPIC_API_KEY' : 'OPENAI_API_KEY'
  return [
    { anyOf: [key], what: `the ${provider === 'anthropic' ? 'anthropic' : 'OpenAI-compatible'} API key` },
  ]
}

/**
 * `cline --json`: one `agent_event` line per event of its loop. A model call is an iteration
 * (`iteration_start` … `iteration_end`) with one `usage` event (input tokens include cached ones),
 * whole texts in `content_end`, tool calls in `content_start` (their input) and `content_end`
 * (their output); an `error` event or `run_result` with `finishReason: "error"` ends a failed run.
 */
export function convertCline(stdout: string, model: string | null): AgentReport {
  const steps: TrajectoryStep[] = []
  const calls = new Map<string, ToolCall>()
  const tokens: Usage = emptyUsage()
  let step: TrajectoryStep | null = null
  let error: string | null = null
  let status: number | null = null
  let ownCost = 0
  const current = (timestamp: string | null): TrajectoryStep => {
    if (!step) {
      step = { role: 'assistant', text: null, tool_calls: [], usage: null, timestamp }
      steps.push(step)
    }
    return step
  }
  for (const line of jsonLines(stdout)) {
    const timestamp = str(line.ts)
    const event = recordOrEmpty(line.event)
    if (line.type === 'run_result' && line.finishReason === 'error') error ??= str(line.text)
    if (line.type !== 'agent_event') continue
    if (event.type === 'iteration_start') step = null
    else if (event.type === 'usage') {
      const cached = num(event.cacheReadTokens)
      const usage = {
        input_tokens: num(event.inputTokens),
        cached_input_tokens: cached,
        output_tokens: num(event.outputTokens),
      }
      current(timestamp).usage = usage
      tokens.input_tokens += usage.input_tokens
      tokens.cached_input_tokens += cached
      tokens.output_tokens += usage.output_tokens
      tokens.turns += 1
      ownCost += num(event.cost)
    } else if (event.type === 'content_start' && event.contentType === 'tool') {
      current(timestamp).tool_calls.push(trackCall(calls, event.toolCallId, event.toolName, event.input))
    } else if (event.type === 'content_end' && event.contentType === 'tool') {
      const call = calls.get(str(event.toolCallId) ?? '')
      if (call) call.output = toolOutput(event.output ?? event.error ?? null)
    } else if (event.type === 'content_end' && event.contentType === 'text') {
      const target = current(timestamp)
      target.text = [target.text, str(event.text)].filter(Boolean).join('\n') || null
    } else if (event.type === 'content_end' && event.contentType === 'reasoning') {
      const target = current(timestamp)
      target.reasoning = [target.reasoning, str(event.text)].filter(Boolean).join('\n') || null
    } else if (event.type === 'error') {
      error ??= str(recordOrEmpty(event.error).message)
      if (event.errorClass === 'auth') status = 401
    }
  }
  tokens.cost_usd = ownCost > 0 ? ownCost : catalogueCost(tokens, model)
  return {
    trajectory: {
      schema_version: TRAJECTORY_SCHEMA_VERSION,
      agent: 'cline',
      model,
      source: 'cline --json',
      steps,
    },
    usage: tokens.turns > 0 ? tokens : null,
    ...faultOf(error, status),
  }
}

/** run_commands answers `[{query, result, success}]`; other tools a string or an object. */
function toolOutput(output: unknown): string | null {
  if (output === null || output === undefined) return null
  if (typeof output === 'string') return output
  if (Array.isArray(output) && output.every((o) => typeof recordOrEmpty(o).result === 'string'))
    return output.map((o) => str(recordOrEmpty(o).result) ?? '').join('\n')
  return JSON.stringify(output)
}
