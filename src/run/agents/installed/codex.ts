// Codex: the static binary from @openai/codex@<version>-<platform>, `exec --json`. It ignores
// OPENAI_BASE_URL, so a provider of our own in $CODEX_HOME/config.toml carries the base URL.
import { emptyUsage, type Usage } from '../../../results/usage.js'
import { catalogueCost } from '../cost.js'
import type { TrajectoryStep } from '../trajectory.js'
import type { AgentReport } from '../types.js'
import { fatalFrom, jsonLines, num, obj, str, type CliSpec } from './cli-spec.js'
import type { EnginePlatform } from './install.js'

const TRIPLES: Record<EnginePlatform, string> = {
  'linux-x64': 'x86_64-unknown-linux-musl',
  'linux-arm64': 'aarch64-unknown-linux-musl',
}

export const codex: CliSpec = {
  name: 'codex',
  defaultVersion: '0.169.0',
  packages: (version, platform) => [`@openai/codex@${version}-${platform}`],
  executable: (platform) => `node_modules/@openai/codex/vendor/${TRIPLES[platform]}/bin/codex`,
  requiredEnv: ['OPENAI_API_KEY'],
  optionalEnv: ['OPENAI_BASE_URL'],
  script: `
set -e
export CODEX_HOME=/logs/agent/codex HOME=/logs/agent/codex-home
mkdir -p "$CODEX_HOME" "$HOME"
cat > "$CODEX_HOME/config.toml" <<TOML
model = "\${HELIOS_MODEL#*/}"
model_provider = "helios"
[model_providers.helios]
name = "helios"
base_url = "\${OPENAI_BASE_URL:-https://api.openai.com/v1}"
env_key = "OPENAI_API_KEY"
wire_api = "responses"
[analytics]
enabled = false
TOML
exec "$HELIOS_CLI" exec --json --skip-git-repo-check --dangerously-bypass-approvals-and-sandbox \\
  "$(cat "$HELIOS_INSTRUCTION_FILE")" < /dev/null
`,
  convert: convertCodex,
}

export function convertCodex(stdout: string, model: string | null): AgentReport {
  const steps: TrajectoryStep[] = []
  const tokens: Usage = { ...emptyUsage(), cost_usd: null }
  let sawUsage = false
  let error: string | null = null
  for (const line of jsonLines(stdout)) {
    const item = obj(line.item)
    if (line.type === 'item.completed' && item.type === 'agent_message') {
      steps.push({ role: 'assistant', text: str(item.text), tool_calls: [], usage: null, timestamp: null })
    } else if (line.type === 'item.completed' && item.type === 'command_execution') {
      const call = {
        id: str(item.id),
        name: 'shell',
        arguments: { command: item.command ?? null },
        output: str(item.aggregated_output),
      }
      steps.push({ role: 'assistant', text: null, tool_calls: [call], usage: null, timestamp: null })
    } else if (line.type === 'turn.completed') {
      const usage = obj(line.usage)
      sawUsage = true
      tokens.input_tokens += num(usage.input_tokens)
      tokens.cached_input_tokens += num(usage.cached_input_tokens)
      tokens.output_tokens += num(usage.output_tokens)
    } else if (line.type === 'turn.failed' || line.type === 'error') {
      error ??= str(obj(line.error).message) ?? str(line.message)
    }
  }
  // Codex reports usage per turn of the conversation, not per model call: one call per step is the best count.
  tokens.turns = steps.length
  tokens.cost_usd = catalogueCost(tokens, model, 'openai')
  return {
    trajectory: { schema_version: 1, agent: 'codex', model, source: 'codex --json', steps },
    usage: sawUsage ? tokens : null,
    fatal: fatalFrom(error),
  }
}
