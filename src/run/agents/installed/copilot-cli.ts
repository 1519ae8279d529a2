// GitHub Copilot CLI: the single-file build from @github/copilot-<platform> (the `@github/copilot`
// package is only a Node launcher for it), `-p … --output-format json --allow-all`. A GitHub login
// cannot happen in an attempt, so it runs in its BYOK mode: COPILOT_PROVIDER_BASE_URL (an
// OpenAI-compatible server by default) and COPILOT_PROVIDER_API_KEY, with COPILOT_OFFLINE=true,
// which turns off GitHub authentication, telemetry, web tools and auto-update.
// Its JSON lines have the answers and tool results; the tokens of each model call are only in its
// session log (`session.usage_record`), matched to the answer by `apiCallId`.
import { emptyUsage, type Usage } from '../../../results/usage.js'
import { catalogueCost } from '../cost.js'
import { TRAJECTORY_SCHEMA_VERSION, type TrajectoryStep } from '../trajectory.js'
import type { AgentReport } from '../types.js'
import { faultOf, jsonLines, num, str, type CliSpec } from './cli-spec.js'
import { joinStep, trackCall, type StepUsage, type ToolCall } from './model-calls.js'
import { recordList, recordOrEmpty } from '../../../narrow.js'

export const copilotCli: CliSpec = {
  name: 'copilot-cli',
  defaultVersion: '1.0.102',
  packages: (version, platform) => [`@github/copilot-${platform}@${version}`],
  executable: (platform) => `node_modules/@github/copilot-${platform}/copilot`,
  requiredEnv: [],
  optionalEnv: [
    'COPILOT_PROVIDER_BASE_URL',
    'COPILOT_PROVIDER_API_KEY',
    'COPILOT_PROVIDER_BEARER_TOKEN',
    'COPILOT_PROVIDER_TYPE',
    'COPILOT_PROVIDER_WIRE_API',
  ],
  // BYOK only, so the base URL is always set; without it there is nothing to relay to.
  modelApis: [{ variable: 'COPILOT_PROVIDER_BASE_URL', defaultUrl: null }],
  needs: () => [
    { anyOf: ['COPILOT_PROVIDER_BASE_URL'], what: 'its model provider (BYOK; no GitHub login here)' },
  ],
  needsGlibc: true,
  trustRoots: true,
  selfUnpack: {
    folder: 'unpacked',
    args: ['--version'],
    env: (to) => ({ COPILOT_PKG_CACHE_HOME: to, COPILOT_OFFLINE: 'true', COPILOT_AUTO_UPDATE: 'false' }),
  },
  // On first start the build unpacks itself (about 235 MB, 1–2 s): once on the host where it can
  // (selfUnpack, mounted read-only), else in each attempt into the container's /tmp, never the
  // attempt folder. Its HTTP client refuses to start without trust roots, which slim images
  // (debian:*-slim) lack: the image's bundle when it has one, else the host's (trustRoots). No `COPILOT_ALLOW_ALL=true`:
  // that would also trust the task's own hooks and plugins.
  script: `
set -e
if [ -z "\${HELIOS_MODEL:-}" ]; then echo "helios: copilot-cli needs a model (-m openai-compatible/<name>)" >&2; exit 2; fi
export HOME=/logs/agent/copilot-home COPILOT_HOME=/logs/agent/copilot
export COPILOT_OFFLINE=true COPILOT_AUTO_UPDATE=false COPILOT_MODEL="\${HELIOS_MODEL#*/}"
scratch="$(mktemp -d /tmp/helios-copilot.XXXXXX)"
export COPILOT_CACHE_HOME="$scratch/cache"
[ -z "\${HELIOS_CLI_UNPACKED:-}" ] || export COPILOT_PKG_CACHE_HOME="$HELIOS_CLI_UNPACKED"
mkdir -p "$HOME" "$COPILOT_HOME"
if [ -z "\${SSL_CERT_FILE:-}" ] && [ -z "\${SSL_CERT_DIR:-}" ]; then
  export SSL_CERT_FILE="$HELIOS_TRUST_ROOTS"
  for bundle in /etc/ssl/certs/ca-certificates.crt /etc/pki/tls/certs/ca-bundle.crt /etc/ssl/cert.pem; do
    [ -s "$bundle" ] && SSL_CERT_FILE="$bundle" && break
  done
fi
exec "$HELIOS_CLI" -p "$(cat "$HELIOS_INSTRUCTION_FILE")" --output-format json --allow-all --no-ask-user \\
  --disable-client-telemetry --no-auto-update --log-dir "$COPILOT_HOME/logs" < /dev/null
`,
  sessionLog: /^copilot\/session-state\/[^/]+\/events\.jsonl$/,
  convert: convertCopilot,
}

/**
 * `--output-format json`: `assistant.message` per model answer (text and `toolRequests`, its
 * `apiCallId`), `tool.execution_complete` per tool result, `session.error` when it gave up (with
 * `statusCode` when the server answered). The session log's `session.usage_record` lines carry
 * each call's tokens (`inputTokens` counts the cached ones too).
 */
export function convertCopilot(
  stdout: string,
  model: string | null,
  _stderr = '',
  session = '',
): AgentReport {
  const usageOf = new Map<string, StepUsage>()
  const tokens: Usage = emptyUsage()
  for (const line of jsonLines(session)) {
    if (line.type !== 'session.usage_record') continue
    const used = recordOrEmpty(recordOrEmpty(line.data).usage)
    const usage = {
      input_tokens: num(used.inputTokens),
      cached_input_tokens: num(used.cacheReadTokens),
      output_tokens: num(used.outputTokens),
    }
    const id = str(used.apiCallId)
    if (id) usageOf.set(id, usage)
    tokens.input_tokens += usage.input_tokens
    tokens.cached_input_tokens += usage.cached_input_tokens
    tokens.output_tokens += usage.output_tokens
    tokens.turns += 1
  }
  const steps: TrajectoryStep[] = []
  const calls = new Map<string, ToolCall>()
  let lastCall: string | null = null
  let error: { message: string; status: number | null } | null = null
  for (const line of jsonLines(stdout)) {
    const data = recordOrEmpty(line.data)
    if (line.type === 'assistant.message') {
      const callId = str(data.apiCallId)
      const step = answerStep(data, str(line.timestamp), calls)
      step.usage = (callId && usageOf.get(callId)) || null
      const last = steps.at(-1)
      // Parts of one model answer share its apiCallId.
      if (last && callId && callId === lastCall) joinStep(last, step)
      else steps.push(step)
      lastCall = callId
    } else if (line.type === 'tool.execution_complete') {
      const call = calls.get(str(data.toolCallId) ?? '')
      if (call)
        call.output = str(recordOrEmpty(data.result).content) ?? str(recordOrEmpty(data.error).message)
    } else if (line.type === 'session.error') {
      error = { message: str(data.message) ?? 'model API error', status: num(data.statusCode) || null }
    }
  }
  tokens.cost_usd = catalogueCost(tokens, model)
  return {
    trajectory: {
      schema_version: TRAJECTORY_SCHEMA_VERSION,
      agent: 'copilot-cli',
      model,
      source: 'copilot --output-format json',
      steps,
      ...(steps.some((s) => !s.usage)
        ? { notes: 'an answer without metrics has no usage record in its session log' }
        : {}),
    },
    usage: tokens.turns > 0 || steps.length > 0 ? tokens : null,
    ...faultOf(error?.message, error?.status ?? null),
  }
}

function answerStep(
  data: Record<string, unknown>,
  timestamp: string | null,
  calls: Map<string, ToolCall>,
): TrajectoryStep {
  const requests = recordList(data.toolRequests)
  const toolCalls = requests.map((request) =>
    trackCall(calls, request.toolCallId, request.name, request.arguments),
  )
  const reasoning = str(data.reasoningText)
  return {
    role: 'assistant',
    text: str(data.content) || null,
    tool_calls: toolCalls,
    usage: null,
    timestamp,
    ...(reasoning ? { reasoning } : {}),
  }
}
