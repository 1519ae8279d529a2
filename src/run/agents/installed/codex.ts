// Codex: the static binary from @openai/codex@<version>-<platform>, `exec --json`. It ignores
// OPENAI_BASE_URL, so a provider of our own in $CODEX_HOME/config.toml carries the base URL.
import { emptyUsage, type Usage } from '../../../results/usage.js'
import { catalogueCost } from '../cost.js'
import { TRAJECTORY_SCHEMA_VERSION, type TrajectoryStep } from '../trajectory.js'
import type { AgentReport } from '../types.js'
import { faultOf, jsonLines, num, str, type CliSpec } from './cli-spec.js'
import { oneStepPerCall, type StepUsage } from './model-calls.js'
import type { EnginePlatform } from './install.js'
import { recordOrEmpty } from '../../../narrow.js'

const TRIPLES: Record<EnginePlatform, string> = {
  'linux-x64': 'x86_64-unknown-linux-musl',
  'linux-arm64': 'aarch64-unknown-linux-musl',
}

/**
 * The heredoc writing Codex's config.toml into the attempt folder (for codex and codex-acp): the
 * model, and a provider of our own whose base URL is the run's. `extra` lines go after the model.
 */
export function codexConfigScript(extra = ''): string {
  return `cat > /logs/agent/codex/config.toml <<TOML
model = "\${HELIOS_MODEL#*/}"
model_provider = "helios"
${extra}[model_providers.helios]
name = "helios"
base_url = "\${OPENAI_BASE_URL:-https://api.openai.com/v1}"
env_key = "OPENAI_API_KEY"
wire_api = "responses"
[analytics]
enabled = false
TOML`
}

export const codex: CliSpec = {
  name: 'codex',
  defaultVersion: '0.169.0',
  packages: (version, platform) => [`@openai/codex@${version}-${platform}`],
  executable: (platform) => `node_modules/@openai/codex/vendor/${TRIPLES[platform]}/bin/codex`,
  requiredEnv: ['OPENAI_API_KEY'],
  optionalEnv: ['OPENAI_BASE_URL'],
  modelApis: [{ variable: 'OPENAI_BASE_URL', defaultUrl: 'https://api.openai.com/v1' }],
  needsGlibc: false,
  script: `
set -e
# CODEX_HOME stays in the container (it unpacks its bundled skills and state databases there,
# about 1 MB); its config and session log are kept in the attempt folder.
export CODEX_HOME=/tmp/helios-codex-home HOME=/logs/agent/codex-home
mkdir -p "$CODEX_HOME" "$HOME" /logs/agent/codex/sessions
ln -sfn /logs/agent/codex/sessions "$CODEX_HOME/sessions"
${codexConfigScript()}
cp /logs/agent/codex/config.toml "$CODEX_HOME/config.toml"
exec "$HELIOS_CLI" exec --json --skip-git-repo-check --dangerously-bypass-approvals-and-sandbox \\
  --disable plugins "$(cat "$HELIOS_INSTRUCTION_FILE")" < /dev/null
`,
  // Its session log has times, and the tokens of each model call; --json neither.
  sessionLog: /^codex\/sessions\/.+\.jsonl$/,
  convert: convertCodex,
}

export function convertCodex(stdout: string, model: string | null, _stderr = '', session = ''): AgentReport {
  const steps: TrajectoryStep[] = []
  const tokens: Usage = { ...emptyUsage(), cost_usd: null }
  let sawUsage = false
  let error: string | null = null
  // A model call's items come together; the items after a tool's result are the next call's.
  let newCall = true
  const step = (text: string | null, call: TrajectoryStep['tool_calls'][number] | null) => {
    if (newCall) tokens.turns++
    newCall = call !== null
    steps.push({ role: 'assistant', text, tool_calls: call ? [call] : [], usage: null, timestamp: null })
  }
  let threadId: string | null = null
  for (const line of jsonLines(stdout)) {
    if (line.type === 'thread.started') threadId = str(line.thread_id)
    const item = recordOrEmpty(line.item)
    if (line.type === 'item.completed') {
      const id = str(item.id)
      if (item.type === 'agent_message') step(str(item.text), null)
      else if (item.type === 'command_execution')
        step(null, {
          id,
          name: 'shell',
          arguments: { command: item.command ?? null },
          output: str(item.aggregated_output),
        })
      else if (item.type === 'file_change')
        step(null, {
          id,
          name: 'apply_patch',
          arguments: { changes: item.changes ?? null },
          output: str(item.status),
        })
      else if (item.type === 'mcp_tool_call')
        step(null, {
          id,
          name: `${str(item.server) ?? 'mcp'}.${str(item.tool) ?? 'tool'}`,
          arguments: item.arguments ?? null,
          output: item.result === undefined ? null : JSON.stringify(item.result),
        })
    } else if (line.type === 'turn.completed') {
      const usage = recordOrEmpty(line.usage)
      sawUsage = true
      error = null // a retry that recovered
      tokens.input_tokens += num(usage.input_tokens)
      tokens.cached_input_tokens += num(usage.cached_input_tokens)
      tokens.output_tokens += num(usage.output_tokens)
    } else if (line.type === 'turn.failed') {
      error = str(recordOrEmpty(line.error).message) ?? error
    } else if (line.type === 'error') {
      // `Reconnecting... 1/5 (…)` lines come first; the last error says how it ended.
      error = str(line.message) ?? error
    }
  }
  // Codex reports usage per conversation turn, not per model call: calls are counted from the items.
  tokens.cost_usd = catalogueCost(tokens, model, 'openai')
  const logged = sessionActions(session)
  // Matched by order: only when the session log saw the same actions as --json.
  const matched = logged.actions.length === steps.length && steps.length > 0
  if (matched) steps.forEach((step, i) => (step.timestamp = logged.actions[i]!.timestamp))
  return {
    trajectory: {
      schema_version: TRAJECTORY_SCHEMA_VERSION,
      agent: 'codex',
      model,
      source: 'codex --json',
      steps: matched
        ? oneStepPerCall(
            steps,
            logged.actions.map((action) => action.call),
            (call) => logged.usage[call] ?? null,
          )
        : steps,
      ...(threadId ? { session_id: threadId } : {}),
      ...(matched ? {} : { notes: 'no times or per-step tokens: the session log does not match --json' }),
    },
    usage: sawUsage ? tokens : null,
    ...faultOf(error),
  }
}

const ACTIONS = new Set(['function_call', 'custom_tool_call', 'local_shell_call', 'message'])

/**
 * From the session log: each action of the model (a tool call, an answer) with its time and the
 * model call it came from (calls end with a token_count event), and each call's tokens.
 */
function sessionActions(session: string): {
  actions: { timestamp: string | null; call: number }[]
  usage: StepUsage[]
} {
  const actions: { timestamp: string | null; call: number }[] = []
  const usage: StepUsage[] = []
  for (const line of jsonLines(session)) {
    const payload = recordOrEmpty(line.payload)
    if (line.type === 'response_item' && ACTIONS.has(str(payload.type) ?? '')) {
      if (payload.type === 'message' && payload.role !== 'assistant') continue
      actions.push({ timestamp: str(line.timestamp), call: usage.length })
    } else if (line.type === 'event_msg' && payload.type === 'token_count') {
      const last = recordOrEmpty(recordOrEmpty(payload.info).last_token_usage)
      if (Object.keys(last).length === 0) continue
      usage.push({
        input_tokens: num(last.input_tokens),
        cached_input_tokens: num(last.cached_input_tokens),
        output_tokens: num(last.output_tokens),
      })
    }
  }
  return { actions, usage }
}
