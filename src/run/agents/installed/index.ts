// Installed agent CLIs as agents: install once per run on the host, mount read-only, run the
// vendor's CLI non-interactively, convert its log. They call their model API from the container.
// `collect` runs after the verifier; a model API fault it finds in the CLI's log (or a CLI that died
// before its first request) makes that attempt an `error`, and a lasting one (bad key, unknown
// model, unreachable server) stops the run's later attempts (attempt.ts, runner.ts).
import type { Mount } from '../../environment/types.js'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import type { AgentDefinition, AgentReport, AgentSpec } from '../types.js'
import { crashReason } from '../model-faults.js'
import { claudeCode } from './claude-code.js'
import { cline } from './cline.js'
import { GLIBC_CHECK, type CliSpec } from './cli-spec.js'
import { codex } from './codex.js'
import { copilotCli } from './copilot-cli.js'
import { geminiCli } from './gemini-cli.js'
import { AGENT_NODE_VERSION } from './agent-node.js'
import { enginePlatform, ensureInstalled, writeTrustRoots, type EnginePlatform } from './install.js'
import { RELAY_PRELUDE } from '../../relay/forwarder.js'
import type { PrepareContext } from '../types.js'
import type { Task } from '../../../task/types.js'
import { opencode } from './opencode.js'
import { pi } from './pi.js'
import { qwenCode } from './qwen-code.js'
import { ensureUnpacked } from './unpack.js'
import { errorField } from '../../../narrow.js'

export const INSTALLED_CLIS: Readonly<Record<string, CliSpec>> = {
  'claude-code': claudeCode,
  cline,
  codex,
  'gemini-cli': geminiCli,
  opencode,
  'qwen-code': qwenCode,
  pi,
  'copilot-cli': copilotCli,
}

/** Where the install folder is mounted in every attempt's container. */
export const CLI_MOUNT = '/helios/cli'
/** Where a CLI that needs trust roots finds the host's (`CliSpec.trustRoots`). */
export const TRUST_ROOTS_MOUNT = '/helios/trust-roots.pem'

/** The version a spec asks for: `--agent-version`, else the tested pin. */
export function cliVersion(spec: AgentSpec, cli: CliSpec): string {
  return spec.version?.trim() || cli.defaultVersion
}

export function installedAgent(spec: AgentSpec, cli: CliSpec, model: string | null = null): AgentDefinition {
  const version = cliVersion(spec, cli)
  return {
    name: cli.name,
    version,
    needsSolution: false,
    needsContainerNetwork: true,
    modelApis: cli.modelApis,
    requiredEnv: cli.requiredEnv,
    optionalEnv: cli.optionalEnv,
    needs: (hostEnv) =>
      cli.needs?.(model, hostEnv) ?? cli.requiredEnv.map((name) => ({ anyOf: [name], what: 'its API key' })),
    env: () => ({}),
    command: (task) => ['bash', '-c', commandScript(cli, isNoNetwork(task))],
    prepare: async (ctx) => {
      const platform = await enginePlatform(ctx.provider)
      const dir = await ensureInstalled({
        cacheDir: ctx.cacheDir,
        agent: cli.name,
        version,
        platform,
        packages: cli.packages(version, platform),
        hostEnv: ctx.hostEnv,
        log: ctx.log,
      })
      const mounts = [{ hostPath: dir, path: CLI_MOUNT, readOnly: true }]
      const env: Record<string, string> = { HELIOS_CLI: `${CLI_MOUNT}/${cli.executable(platform)}` }
      if (cli.selfUnpack && (await unpackOnce(dir, cli, platform, ctx.log)))
        env.HELIOS_CLI_UNPACKED = `${CLI_MOUNT}/${cli.selfUnpack.folder}`
      if (cli.trustRoots) {
        mounts.push({
          hostPath: await writeTrustRoots(ctx.cacheDir),
          path: TRUST_ROOTS_MOUNT,
          readOnly: true,
        })
        env.HELIOS_TRUST_ROOTS = TRUST_ROOTS_MOUNT
      }
      if (ctx.relay) {
        const node = await relayNode(ctx, cli, version, platform)
        mounts.push(...node.mounts)
        env.HELIOS_RELAY_NODE = node.path
      }
      return { mounts, env }
    },
    collect: async ({ agentDir, model, exitCode }) => {
      const read = (file: string) => readFile(join(agentDir, file), 'utf8').catch(() => '')
      const stderr = await read('stderr.txt')
      const session = cli.sessionLog ? await readSessionLog(agentDir, cli.sessionLog) : ''
      return withCrash(cli.convert(await read('stdout.txt'), model, stderr, session), exitCode, stderr)
    },
  }
}

/** Unpacked on the host; a build that fails to unpack here still unpacks in each container. */
async function unpackOnce(
  dir: string,
  cli: CliSpec,
  platform: EnginePlatform,
  log: (message: string) => void,
): Promise<boolean> {
  return ensureUnpacked(dir, cli.executable(platform), platform, cli.selfUnpack!, log).catch(
    (error: unknown) => {
      const stderr = errorField(error, 'stderr')
      const said = (typeof stderr === 'string' && stderr.trim()) || String(error)
      log(
        `${cli.name}: unpacking its build on the host failed (${said.replace(/\s+/g, ' ').slice(0, 300)}); each attempt unpacks it`,
      )
      return false
    },
  )
}

/** The session log files under the agent folder, in name order, as one text of JSON lines. */
async function readSessionLog(agentDir: string, pattern: RegExp): Promise<string> {
  const entries = await readdir(agentDir, { recursive: true, withFileTypes: true }).catch(() => [])
  const files = entries
    .filter((e) => e.isFile())
    .map((e) => relative(agentDir, join(e.parentPath, e.name)))
    .filter((file) => pattern.test(file))
    .sort()
  const texts = await Promise.all(files.map((file) => readFile(join(agentDir, file), 'utf8').catch(() => '')))
  return texts.join('\n')
}

/**
 * A CLI that ended non-zero with no model answer and no model API error in its log died before
 * its first request (a permission denied, a missing library, an image it cannot run on): an error
 * naming its exit and last words, not a task the model failed.
 */
export function withCrash(report: AgentReport, exitCode: number | null, stderr: string): AgentReport {
  if (report.fatal || report.error || exitCode === null || exitCode === 0) return report
  const answered = report.trajectory?.steps.some((step) => step.role === 'assistant')
  if (answered || (report.usage?.output_tokens ?? 0) > 0) return report
  return { ...report, error: crashReason(exitCode, stderr) }
}

/** Where a separately installed Node for the relay's forwarder is mounted. */
export const RELAY_NODE_MOUNT = '/helios/node'

/**
 * The Node that runs the relay's in-container forwarder: the CLI's own when its install has one
 * (Gemini CLI, Qwen Code, Pi), else the same Node 22 installed once beside the CLIs.
 */
async function relayNode(
  ctx: PrepareContext,
  cli: CliSpec,
  version: string,
  platform: EnginePlatform,
): Promise<{ mounts: Mount[]; path: string }> {
  const nodePackage = `node-${platform}@${AGENT_NODE_VERSION}`
  const nodeBin = `node_modules/node-${platform}/bin/node`
  if (cli.packages(version, platform).includes(nodePackage))
    return { mounts: [], path: `${CLI_MOUNT}/${nodeBin}` }
  const dir = await ensureInstalled({
    cacheDir: ctx.cacheDir,
    agent: 'node',
    version: AGENT_NODE_VERSION,
    platform,
    packages: [nodePackage],
    hostEnv: ctx.hostEnv,
    log: ctx.log,
  })
  return {
    mounts: [{ hostPath: dir, path: RELAY_NODE_MOUNT, readOnly: true }],
    path: `${RELAY_NODE_MOUNT}/${nodeBin}`,
  }
}

export function isNoNetwork(task: Task): boolean {
  return task.config.environment.networkMode === 'no-network'
}

/**
 * The CLI's script, after a check that the image can run its build; in a `no-network` task, after
 * starting the relay's forwarder, which points its base-URL variables at the local port.
 */
export function commandScript(cli: CliSpec, relayed = false): string {
  const relay = relayed ? RELAY_PRELUDE : ''
  if (!cli.needsGlibc) return `${relay}${cli.script}`
  return `${GLIBC_CHECK}helios_glibc_check "" ${cli.name} || exit 126\n${relay}${cli.script}`
}
