// Installed agent CLIs as agents: install once per run on the host, mount read-only, run the
// vendor's CLI non-interactively, convert its log. They call their model API from the container.
// `collect` runs after the verifier; a `fatal` it finds (bad key, unknown model) makes that attempt
// an `error` and stops the run's later attempts (attempt.ts, runner.ts).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { AgentDefinition, AgentSpec } from '../types.js'
import { claudeCode } from './claude-code.js'
import { GLIBC_CHECK, type CliSpec } from './cli-spec.js'
import { codex } from './codex.js'
import { geminiCli } from './gemini-cli.js'
import { enginePlatform, ensureInstalled } from './install.js'
import { opencode } from './opencode.js'

export const INSTALLED_CLIS: Readonly<Record<string, CliSpec>> = {
  'claude-code': claudeCode,
  codex,
  'gemini-cli': geminiCli,
  opencode,
}

/** Where the install folder is mounted in every attempt's container. */
export const CLI_MOUNT = '/helios/cli'

/** The version a spec asks for: `--agent-version`, else the tested pin. */
export function cliVersion(spec: AgentSpec, cli: CliSpec): string {
  return spec.version?.trim() || cli.defaultVersion
}

export function installedAgent(spec: AgentSpec, cli: CliSpec): AgentDefinition {
  const version = cliVersion(spec, cli)
  return {
    name: cli.name,
    needsSolution: false,
    needsContainerNetwork: true,
    requiredEnv: cli.requiredEnv,
    optionalEnv: cli.optionalEnv,
    env: () => ({}),
    command: () => ['bash', '-c', commandScript(cli)],
    prepare: async (ctx) => {
      const platform = await enginePlatform(ctx.docker)
      const dir = await ensureInstalled({
        cacheDir: ctx.cacheDir,
        agent: cli.name,
        version,
        platform,
        packages: cli.packages(version, platform),
        hostEnv: ctx.hostEnv,
        log: ctx.log,
      })
      return {
        binds: [`${dir}:${CLI_MOUNT}:ro`],
        env: { HELIOS_CLI: `${CLI_MOUNT}/${cli.executable(platform)}` },
      }
    },
    collect: async ({ agentDir, model }) => {
      const stdout = await readFile(join(agentDir, 'stdout.txt'), 'utf8').catch(() => '')
      return cli.convert(stdout, model)
    },
  }
}

/** The CLI's script, after a check that the image can run its build. */
export function commandScript(cli: CliSpec): string {
  if (!cli.needsGlibc) return cli.script
  return `${GLIBC_CHECK}helios_glibc_check "" ${cli.name} || exit 126\n${cli.script}`
}
