// Gemini CLI: @google/gemini-cli run by a mounted Node 22 (it needs Node ≥ 20, task images rarely
// have it), `-p` with stream-json. With a base URL the auth type must be set in settings.json.
import { catalogueCost } from '../cost.js'
import { TRAJECTORY_SCHEMA_VERSION, type TrajectoryStep } from '../trajectory.js'
import type { AgentReport } from '../types.js'
import { faultOf, jsonLines, num, str, type CliSpec } from './cli-spec.js'
import { oneStepPerCall, trackCall, type StepUsage, type ToolCall } from './model-calls.js'
import { AGENT_NODE_VERSION } from './agent-node.js'
import { recordOrEmpty } from '../../../narrow.js'
import type { Usage } from '../../../results/usage.js'

export const geminiCli: CliSpec = {
  name: 'gemini-cli',
  defaultVersion: '0.61.0',
  packages: (version, platform) => [
    `@google/gemini-cli@${version}`,
    `node-${platform}@${AGENT_NODE_VERSION}`,
  ],
  // A launcher we write into the script: node + the CLI's bundle, both from the install folder.
  executable: (platform) => `node_modules/node-${platform}/bin/node`,
  requiredEnv: ['GEMINI_API_KEY'],
  optionalEnv: ['GOOGLE_GEMINI_BASE_URL'],
  modelApis: [
    { variable: 'GOOGLE_GEMINI_BASE_URL', defaultUrl: 'https://generativelanguage.googleapis.com' },
  ],
  needsGlibc: true,
  script: `
set -e
export HOME=/logs/agent/gemini-home GEMINI_CLI_NO_RELAUNCH=true
mkdir -p "$HOME/.gemini"
cat > "$HOME/.gemini/settings.json" <<JSON
{"security":{"auth":{"selectedType":"gemini-api-key"}},"telemetry":{"enabled":false},"privacy":{"usageStatisticsEnabled":false},"general":{"disableAutoUpdate":true,"maxAttempts":5}}
JSON
exec "$HELIOS_CLI" "$(dirname "$(dirname "$(dirname "$HELIOS_CLI")")")/@google/gemini-cli/bundle/gemini.js" \\
  -p "$(cat "$HELIOS_INSTRUCTION_FILE")" --yolo --skip-trust -o stream-json \${HELIOS_MODEL:+-m "\${HELIOS_MODEL#*/}"} < /dev/null
`,
  // Its session log has the tokens of each model call; stream-json only the run's total.
  sessionLog: /^gemini-home\/\.gemini\/tmp\/.+\/chats\/session-[^/]+\.jsonl$/,
  convert: convertGemini,
}

export function convertGemini(stdout: string, model: string | null, stderr = '', session = ''): AgentReport {
  const steps: TrajectoryStep[] = []
  const callOf: number[] = []
  let sessionId: string | null = null
  const calls = new Map<string, ToolCall>()
  let result: Record<string, unknown> | null = null
  let error: string | null = null
  let modelCalls = 0
  let inCall = false
  for (const line of jsonLines(stdout)) {
    const timestamp = str(line.timestamp)
    if (line.type === 'init') sessionId = str(line.session_id)
    // One model call answers with text and tool calls; the next one comes after their results.
    if ((line.type === 'message' && line.role === 'assistant') || line.type === 'tool_use') {
      if (!inCall) modelCalls++
      inCall = true
    } else if (line.type === 'tool_result') inCall = false
    if (line.type === 'message' && line.role === 'assistant') {
      const last = steps.at(-1)
      // Deltas of one answer arrive as several lines: join them into one step.
      if (line.delta === true && last?.role === 'assistant' && last.tool_calls.length === 0)
        last.text = (last.text ?? '') + (str(line.content) ?? '')
      else {
        steps.push({ role: 'assistant', text: str(line.content), tool_calls: [], usage: null, timestamp })
        callOf.push(modelCalls - 1)
      }
    } else if (line.type === 'tool_use') {
      const call = trackCall(calls, line.tool_id, line.tool_name, line.parameters)
      steps.push({ role: 'assistant', text: null, tool_calls: [call], usage: null, timestamp })
      callOf.push(modelCalls - 1)
    } else if (line.type === 'tool_result') {
      const call = calls.get(str(line.tool_id) ?? '')
      if (call) call.output = str(line.output) ?? JSON.stringify(line.error ?? null)
    } else if (line.type === 'result') {
      result = line
      if (line.status === 'error') error ??= str(recordOrEmpty(line.error).message)
    } else if (line.type === 'error') {
      error ??= str(line.message) ?? str(recordOrEmpty(line.error).message)
    }
  }
  // Error lines of a run that ended well were warnings (a retried request).
  if (result && result.status !== 'error') error = null
  // Stopped (its time was up) while it retried a failing request: that is said only on stderr.
  if (!result) error ??= retryingAtTheEnd(stderr)
  const stats = recordOrEmpty(result?.stats)
  const tokens: Usage = {
    input_tokens: num(stats.input_tokens),
    cached_input_tokens: num(stats.cached),
    output_tokens: num(stats.output_tokens),
    turns: modelCalls,
    cost_usd: null,
  }
  tokens.cost_usd = catalogueCost(tokens, model, 'google')
  const perCall = sessionCallTokens(session)
  // Matched by order: only when the session log saw the same model calls.
  const matched = perCall.length === modelCalls
  return {
    trajectory: {
      schema_version: TRAJECTORY_SCHEMA_VERSION,
      agent: 'gemini-cli',
      model,
      source: 'gemini stream-json',
      steps: oneStepPerCall(steps, callOf, (call) => (matched ? (perCall[call] ?? null) : null)),
      ...(sessionId ? { session_id: sessionId } : {}),
      ...(matched ? {} : { notes: 'per-step tokens unknown: the session log does not match stream-json' }),
    },
    usage: result ? tokens : null,
    ...faultOf(error),
  }
}

/** The tokens of each model call, in order, from the session log (a record per update of a message). */
function sessionCallTokens(session: string): StepUsage[] {
  const byMessage = new Map<string, StepUsage>()
  for (const line of jsonLines(session)) {
    const id = str(line.id)
    if (line.type !== 'gemini' || !id || !line.tokens) continue
    const tokens = recordOrEmpty(line.tokens)
    byMessage.set(id, {
      input_tokens: num(tokens.input),
      cached_input_tokens: num(tokens.cached),
      output_tokens: num(tokens.output),
    })
  }
  return [...byMessage.values()]
}

/**
 * `Attempt 3 failed with status 429. Retrying with backoff... _ApiError: {…}` (or `Attempt 3
 * failed. Retrying … fetch failed sending request`) when stderr ends on it, its stack trace aside:
 * the CLI was still retrying a failing model request when it was stopped.
 */
export function retryingAtTheEnd(stderr: string): string | null {
  const lines = stderr.split('\n').filter((line) => !/^\s+at |^\s*status: \d+|^\s*\}?\s*$/.test(line))
  const last = lines.at(-1) ?? ''
  return /^Attempt \d+ failed( with status \d{3})?\. Retrying/.test(last) ? last : null
}
