// Named installed agents: an install script and a run command, as data. The run command reads the
// instruction from $HELIOS_INSTRUCTION_FILE and the model from $HELIOS_MODEL. They need network.
// Not exercised by the offline tests (no registry is reachable there).

export interface InstalledAgent {
  name: string
  install: string
  run: string
  requiredEnv: readonly string[]
}

export const INSTALLED_AGENTS: Readonly<Record<string, InstalledAgent>> = {
  'claude-code': {
    name: 'claude-code',
    install: [
      'set -e',
      'if ! command -v npm >/dev/null; then',
      '  if command -v apt-get >/dev/null; then apt-get update -qq && apt-get install -y -qq nodejs npm >/dev/null;',
      '  elif command -v apk >/dev/null; then apk add --no-cache nodejs npm >/dev/null; fi',
      'fi',
      'npm install -g --silent @anthropic-ai/claude-code',
    ].join('\n'),
    run: 'claude --print --dangerously-skip-permissions ${HELIOS_MODEL:+--model "$HELIOS_MODEL"} "$(cat "$HELIOS_INSTRUCTION_FILE")"',
    requiredEnv: ['ANTHROPIC_API_KEY'],
  },
}
