// The ACP adapters that install from npm, under names of their own (`-a codex-acp`): pinned like
// the installed CLIs (the version the tests ran; `--agent-version` overrides it), installed once
// into the agent cache, mounted read-only and started on stdio by a bash script in the environment.
import type { CliSpec } from '../installed/cli-spec.js'
import { AGENT_NODE_VERSION } from '../installed/agent-node.js'
import { providerNeeds } from '../installed/opencode.js'
import { geminiCli } from '../installed/gemini-cli.js'
import { pi } from '../installed/pi.js'
import { codexConfigScript } from '../installed/codex.js'
import type { EnginePlatform } from '../installed/install.js'

export interface AcpAdapter extends Pick<
  CliSpec,
  'requiredEnv' | 'optionalEnv' | 'modelApis' | 'needs' | 'needsGlibc'
> {
  name: string
  defaultVersion: string
  /** The cache folder's agent name when the install is an installed CLI's too (gemini-cli). */
  installAs?: string
  packages(version: string, platform: EnginePlatform): string[]
  /**
   * bash, run as the task's agent user in the workdir; ends by exec'ing the agent on stdio. Gets
   * $HELIOS_ACP_ROOT (the mounted install folder), $HELIOS_NODE (the Node 22 beside it), $HELIOS_MODEL.
   */
  script: string
}

const node = (platform: EnginePlatform) => `node-${platform}@${AGENT_NODE_VERSION}`

export const ACP_ADAPTERS: Readonly<Record<string, AcpAdapter>> = {
  // Claude Code through the Agent SDK's bundled CLI (a Node script), run by the mounted Node.
  'claude-agent-acp': {
    name: 'claude-agent-acp',
    defaultVersion: '0.23.1',
    packages: (version, platform) => [`@zed-industries/claude-agent-acp@${version}`, node(platform)],
    requiredEnv: ['ANTHROPIC_API_KEY'],
    optionalEnv: ['ANTHROPIC_BASE_URL'],
    modelApis: [{ variable: 'ANTHROPIC_BASE_URL', defaultUrl: 'https://api.anthropic.com' }],
    needsGlibc: true,
    script: `
export HOME=/logs/agent/claude-home CLAUDE_CONFIG_DIR=/logs/agent/claude IS_SANDBOX=1
export CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1 DISABLE_TELEMETRY=1 DISABLE_AUTOUPDATER=1
export CLAUDE_CODE_EXECUTABLE="$HELIOS_ACP_ROOT/node_modules/@anthropic-ai/claude-agent-sdk/cli.js"
[ -z "\${HELIOS_MODEL:-}" ] || export ANTHROPIC_MODEL="\${HELIOS_MODEL#*/}"
export PATH="$(dirname "$HELIOS_NODE"):$PATH"
mkdir -p "$HOME" "$CLAUDE_CONFIG_DIR"
exec "$HELIOS_NODE" "$HELIOS_ACP_ROOT/node_modules/@zed-industries/claude-agent-acp/dist/index.js"
`,
  },
  // A native (glibc) binary per platform; Codex's own config.toml carries the base URL and model.
  'codex-acp': {
    name: 'codex-acp',
    defaultVersion: '0.16.0',
    packages: (version, platform) => [`@zed-industries/codex-acp-${platform}@${version}`, node(platform)],
    requiredEnv: ['OPENAI_API_KEY'],
    optionalEnv: ['OPENAI_BASE_URL'],
    modelApis: [{ variable: 'OPENAI_BASE_URL', defaultUrl: 'https://api.openai.com/v1' }],
    needsGlibc: true,
    script: `
export CODEX_HOME=/tmp/helios-codex-acp-home HOME=/logs/agent/codex-home
mkdir -p "$CODEX_HOME" "$HOME" /logs/agent/codex
${codexConfigScript('approval_policy = "never"\nsandbox_mode = "danger-full-access"\n')}
cp /logs/agent/codex/config.toml "$CODEX_HOME/config.toml"
exec "$(ls -d "$HELIOS_ACP_ROOT"/node_modules/@zed-industries/codex-acp-linux-*/bin/codex-acp | head -n 1)"
`,
  },
  // pi-acp drives Pi's RPC mode; Pi's provider for a base URL is declared as the pi agent does.
  'pi-acp': {
    name: 'pi-acp',
    defaultVersion: '0.0.34',
    packages: (version, platform) => [
      `pi-acp@${version}`,
      `@mariozechner/pi-coding-agent@${pi.defaultVersion}`,
      node(platform),
    ],
    requiredEnv: [],
    optionalEnv: pi.optionalEnv,
    needs: providerNeeds('OPENAI_BASE_URL'),
    modelApis: pi.modelApis,
    needsGlibc: true,
    script: `
export HOME=/logs/agent/pi-home PI_CODING_AGENT_DIR=/logs/agent/pi PI_OFFLINE=1 PI_SKIP_VERSION_CHECK=1 PI_TELEMETRY=0
export PATH="$(dirname "$HELIOS_NODE"):$PATH" PI_ACP_PI_COMMAND="$HELIOS_ACP_ROOT/node_modules/.bin/pi"
mkdir -p "$HOME" "$PI_CODING_AGENT_DIR"
provider="\${HELIOS_MODEL%%/*}" name="\${HELIOS_MODEL#*/}"
if [ -n "\${OPENAI_BASE_URL:-}" ]; then
  key=none
  [ -z "\${OPENAI_API_KEY:-}" ] || key=OPENAI_API_KEY
  cat > "$PI_CODING_AGENT_DIR/models.json" <<JSON
{"providers":{"helios":{"baseUrl":"$OPENAI_BASE_URL","api":"openai-completions","apiKey":"$key","models":[{"id":"$name"}]}}}
JSON
  provider=helios
fi
[ "$provider" != gemini ] || provider=google
echo "{\\"enableInstallTelemetry\\":false,\\"defaultProvider\\":\\"$provider\\",\\"defaultModel\\":\\"$name\\"}" > "$PI_CODING_AGENT_DIR/settings.json"
exec "$HELIOS_NODE" "$HELIOS_ACP_ROOT/node_modules/pi-acp/dist/index.js"
`,
  },
  // Gemini CLI's own ACP mode: the same install as -a gemini-cli, shared in the cache.
  'gemini-acp': {
    name: 'gemini-acp',
    defaultVersion: geminiCli.defaultVersion,
    installAs: geminiCli.name,
    packages: geminiCli.packages,
    requiredEnv: geminiCli.requiredEnv,
    optionalEnv: geminiCli.optionalEnv,
    modelApis: geminiCli.modelApis,
    needsGlibc: true,
    script: `
export HOME=/logs/agent/gemini-home GEMINI_CLI_NO_RELAUNCH=true
mkdir -p "$HOME/.gemini"
cat > "$HOME/.gemini/settings.json" <<JSON
{"security":{"auth":{"selectedType":"gemini-api-key"}},"telemetry":{"enabled":false},"privacy":{"usageStatisticsEnabled":false},"general":{"disableAutoUpdate":true,"maxAttempts":5}}
JSON
exec "$HELIOS_NODE" "$HELIOS_ACP_ROOT/node_modules/@google/gemini-cli/bundle/gemini.js" \\
  --experimental-acp --skip-trust \${HELIOS_MODEL:+-m "\${HELIOS_MODEL#*/}"}
`,
  },
}
