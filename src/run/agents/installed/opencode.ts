// OpenCode: the native binary from opencode-<platform>, `run --format json`. A base URL becomes a
// provider of our own (an OpenAI-compatible endpoint) declared through OPENCODE_CONFIG_CONTENT.
import { emptyUsage, type Usage } from '../../../results/usage.js'
import { catalogueCost } from '../cost.js'
import { TRAJECTORY_SCHEMA_VERSION, type TrajectoryStep } from '../trajectory.js'
import type { AgentReport } from '../types.js'
import type { EnvNeed } from '../preflight.js'
import { faultOf, jsonLines, num, str, type CliSpec } from './cli-spec.js'
import { oneStepPerCall, type StepUsage } from './model-calls.js'
import { recordOrEmpty } from '../../../narrow.js'

/** Steps ended on an unreadable answer, with none answered, that show the model API is at fault. */
const UNREAD_STEPS = 3

export const opencode: CliSpec = {
  name: 'opencode',
  defaultVersion: '1.18.33',
  packages: (version, platform) => [`opencode-${platform}@${version}`],
  executable: (platform) => `node_modules/opencode-${platform}/bin/opencode`,
  requiredEnv: [],
  optionalEnv: [
    'OPENCODE_BASE_URL',
    'OPENCODE_API_KEY',
    'ANTHROPIC_API_KEY',
    'OPENAI_API_KEY',
    'GEMINI_API_KEY',
  ],
  modelApis: [{ variable: 'OPENCODE_BASE_URL', defaultUrl: null }],
  needsGlibc: true,
  needs: providerNeeds('OPENCODE_BASE_URL'),
  script: `
set -e
# Its data folder (a session database of about 1.5 MB for a short attempt) stays in the
# container; its log is kept, and stdout has every step.
export HOME=/logs/agent/opencode-home XDG_DATA_HOME=/tmp/helios-opencode-data XDG_CONFIG_HOME=/logs/agent/opencode-home/.config
export OPENCODE_DISABLE_AUTOUPDATE=1 OPENCODE_DISABLE_SHARE=1 OPENCODE_DISABLE_MODELS_FETCH=1 OPENCODE_DISABLE_LSP_DOWNLOAD=1
mkdir -p "$HOME" "$XDG_DATA_HOME/opencode" /logs/agent/opencode/log
ln -sfn /logs/agent/opencode/log "$XDG_DATA_HOME/opencode/log"
model="$HELIOS_MODEL"
case "$model" in gemini/*) model="google/\${model#*/}" ;; esac
if [ -n "\${OPENCODE_BASE_URL:-}" ]; then
  name="\${HELIOS_MODEL#*/}"
  export OPENCODE_CONFIG_CONTENT="{\\"provider\\":{\\"helios\\":{\\"npm\\":\\"@ai-sdk/openai-compatible\\",\\"name\\":\\"helios\\",\\"options\\":{\\"baseURL\\":\\"$OPENCODE_BASE_URL\\",\\"apiKey\\":\\"{env:OPENCODE_API_KEY}\\"},\\"models\\":{\\"$name\\":{}}}}}"
  model="helios/$name"
fi
exec "$HELIOS_CLI" run --format json --pure --title helios \${model:+-m "$model"} "$(cat "$HELIOS_INSTRUCTION_FILE")" < /dev/null
`,
  convert: convertOpencode,
}

/** Keys by the provider prefix the CLI is given (OpenCode, Pi); a base URL's own provider needs none. */
const PROVIDER_KEYS: Record<string, string> = {
  anthropic: 'ANTHROPIC_API_KEY',
  openai: 'OPENAI_API_KEY',
  google: 'GEMINI_API_KEY',
  gemini: 'GEMINI_API_KEY',
}

/**
 * A CLI with providers of its own and one we declare for `baseUrl`: with that variable set nothing
 * else (a server may take no key); without it, the key of the model's provider.
 */
export function providerNeeds(baseUrl: string) {
  return (model: string | null, hostEnv: Record<string, string | undefined>): EnvNeed[] => {
    if (hostEnv[baseUrl]?.trim()) return []
    const provider = model?.split('/')[0]?.toLowerCase() ?? ''
    if (provider === 'openai-compatible') return [{ anyOf: [baseUrl], what: "the model server's base URL" }]
    const key = PROVIDER_KEYS[provider]
    return key ? [{ anyOf: [key], what: `the ${provider} API key` }] : []
  }
}

export function convertOpencode(stdout: string, model: string | null): AgentReport {
  const steps: TrajectoryStep[] = []
  const tokens: Usage = emptyUsage()
  let ownCost = false
  let error: string | null = null
  let status: number | null = null
  let unread = 0
  // The model call each step came from (calls end with step_finish) and each call's tokens.
  const callOf: number[] = []
  const callUsage: StepUsage[] = []
  let sessionId: string | null = null
  for (const line of jsonLines(stdout)) {
    sessionId ??= str(line.sessionID)
    const part = recordOrEmpty(line.part)
    const timestamp = typeof line.timestamp === 'number' ? new Date(line.timestamp).toISOString() : null
    if (line.type === 'text') {
      steps.push({ role: 'assistant', text: str(part.text), tool_calls: [], usage: null, timestamp })
      callOf.push(callUsage.length)
    } else if (line.type === 'tool_use') {
      const state = recordOrEmpty(part.state)
      const call = {
        id: str(part.callID),
        name: str(part.tool) ?? 'tool',
        arguments: state.input ?? null,
        output: str(state.output),
      }
      steps.push({ role: 'assistant', text: null, tool_calls: [call], usage: null, timestamp })
      callOf.push(callUsage.length)
    } else if (line.type === 'step_finish') {
      const used = recordOrEmpty(part.tokens)
      // An answer it could not read (not JSON) ends its step this way, and it asks again at once.
      if (part.reason === 'unknown' && num(used.input) + num(used.output) === 0) unread++
      const cached = num(recordOrEmpty(used.cache).read)
      const call = {
        input_tokens: num(used.input) + cached,
        cached_input_tokens: cached,
        output_tokens: num(used.output),
      }
      callUsage.push(call)
      tokens.input_tokens += call.input_tokens
      tokens.cached_input_tokens += call.cached_input_tokens
      tokens.output_tokens += call.output_tokens
      tokens.turns += 1
      if (typeof part.cost === 'number' && part.cost > 0) ownCost = true
      tokens.cost_usd = (tokens.cost_usd ?? 0) + num(part.cost)
    } else if (line.type === 'error' && error === null) {
      const data = recordOrEmpty(recordOrEmpty(line.error).data)
      error = str(data.message) ?? str(recordOrEmpty(line.error).message) ?? str(line.message)
      status = typeof data.statusCode === 'number' ? data.statusCode : null
    }
  }
  if (!ownCost) tokens.cost_usd = catalogueCost(tokens, model)
  const answered = tokens.input_tokens + tokens.output_tokens > 0
  if (!error && !answered && unread >= UNREAD_STEPS) error = `${unread} model answers it could not read`
  return {
    trajectory: {
      schema_version: TRAJECTORY_SCHEMA_VERSION,
      agent: 'opencode',
      model,
      source: 'opencode json',
      steps: oneStepPerCall(steps, callOf, (call) => callUsage[call] ?? null),
      ...(sessionId ? { session_id: sessionId } : {}),
    },
    usage: tokens.turns > 0 ? tokens : null,
    ...faultOf(error, status),
  }
}
