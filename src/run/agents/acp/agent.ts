// ACP agents as agents: `-a acp:<command>` (any ACP agent found on the host) and the npm adapters
// (adapters.ts). Installed or found once per run on the host and mounted read-only like the
// installed CLIs; per attempt the agent process runs in the environment and the ACP client runs
// here, on the host, talking to it over the exec's stdio (session.ts). A single-turn attempt is
// one session with one prompt: the task's instruction; a trial role keeps one session for its
// turns of a scene (scene-session.ts).
import { constants } from 'node:fs'
import { access, open, realpath, writeFile } from 'node:fs/promises'
import { delimiter, dirname, isAbsolute, join, relative, resolve } from 'node:path'
import type { Mount } from '../../environment/types.js'
import { RELAY_PRELUDE } from '../../relay/forwarder.js'
import { AGENT_NODE_VERSION } from '../installed/agent-node.js'
import { GLIBC_CHECK } from '../installed/cli-spec.js'
import { CLI_MOUNT, isNoNetwork } from '../installed/index.js'
import { enginePlatform, ensureInstalled, type EnginePlatform } from '../installed/install.js'
import { TRAJECTORY_SCHEMA_VERSION, type Trajectory } from '../trajectory.js'
import type {
  AgentDefinition,
  AgentSpec,
  HostAgentContext,
  HostAgentOutcome,
  PrepareContext,
  PreparedAgent,
} from '../types.js'
import { UnknownAgentError } from '../types.js'
import type { AcpAdapter } from './adapters.js'
import { launchInEnvironment } from './container-process.js'
import type { AgentSession, SessionContext } from '../session.js'
import { acpSummary, openAcpSceneSession } from './scene-session.js'
import { openAcpSession, type AcpProcess, type SessionReport } from './session.js'

export const ACP_PREFIX = 'acp:'
/** Where `acp:<command>`'s folder is mounted. */
export const ACP_COMMAND_MOUNT = '/helios/acp'
/** Where the Node 22 beside an ACP agent is mounted when its install has none. */
const NODE_MOUNT = '/helios/node'
/** Time for the agent to start and answer `initialize` and `session/new` (within the agent's timeout). */
const HANDSHAKE_MS = 120_000

export function isAcpCommand(name: string): boolean {
  return name.startsWith(ACP_PREFIX)
}

/** What runs in the environment and how: from an adapter, or from a command found on the host. */
interface AcpLaunchPlan {
  name: string
  version?: string | undefined
  prepare(ctx: PrepareContext): Promise<PreparedAgent>
  script: string
  needsGlibc: boolean
}

export function acpAdapterAgent(spec: AgentSpec, adapter: AcpAdapter): AgentDefinition {
  const version = spec.version?.trim() || adapter.defaultVersion
  return acpDefinition(
    {
      name: adapter.name,
      version,
      needsGlibc: adapter.needsGlibc,
      script: adapter.script,
      prepare: async (ctx) => {
        const platform = await enginePlatform(ctx.provider)
        const dir = await ensureInstalled({
          cacheDir: ctx.cacheDir,
          agent: adapter.installAs ?? adapter.name,
          version,
          platform,
          packages: adapter.packages(version, platform),
          hostEnv: ctx.hostEnv,
          log: ctx.log,
        })
        const node = `${CLI_MOUNT}/${nodeBin(platform)}`
        const env: Record<string, string> = { HELIOS_ACP_ROOT: CLI_MOUNT, HELIOS_NODE: node }
        // The relay's forwarder runs on the same Node.
        if (ctx.relay) env.HELIOS_RELAY_NODE = node
        return { mounts: [{ hostPath: dir, path: CLI_MOUNT, readOnly: true }], env }
      },
    },
    adapter,
  )
}

/**
 * `acp:<command> [args…]`: the first word is an executable on the host (a path, or a name on the
 * host's PATH). Its folder is mounted read-only, or the npm prefix it was installed under (the
 * folder above its `node_modules`); a Node script (a `node` shebang) runs on the mounted Node 22.
 * It gets no host variable but those named with --agent-env, and no model relay.
 */
export function acpCommandAgent(spec: AgentSpec): AgentDefinition {
  const words = spec.name.slice(ACP_PREFIX.length).trim().split(/\s+/).filter(Boolean)
  const [command, ...args] = words
  if (command === undefined)
    throw new UnknownAgentError(
      'agent "acp:" needs a command (e.g. -a "acp:claude-agent-acp" or -a acp:./my-agent)',
    )
  return acpDefinition(
    {
      name: spec.name,
      needsGlibc: false,
      script: `exec "$HELIOS_ACP_COMMAND" ${args.map(shellQuote).join(' ')}`,
      prepare: async (ctx) => {
        const found = await findOnHost(command, ctx.hostEnv.PATH ?? process.env.PATH ?? '')
        const root = mountRoot(found)
        const inside = `${ACP_COMMAND_MOUNT}/${relative(root, found).split('\\').join('/')}`
        const mounts: Mount[] = [{ hostPath: root, path: ACP_COMMAND_MOUNT, readOnly: true }]
        const env: Record<string, string> = { HELIOS_ACP_COMMAND: inside }
        if (await isNodeScript(found)) {
          const platform = await enginePlatform(ctx.provider)
          const nodeDir = await ensureInstalled({
            cacheDir: ctx.cacheDir,
            agent: 'node',
            version: AGENT_NODE_VERSION,
            platform,
            packages: [`node-${platform}@${AGENT_NODE_VERSION}`],
            hostEnv: ctx.hostEnv,
            log: ctx.log,
          })
          mounts.push({ hostPath: nodeDir, path: NODE_MOUNT, readOnly: true })
          // The script's `#!/usr/bin/env node` finds the mounted Node first.
          env.HELIOS_NODE = `${NODE_MOUNT}/${nodeBin(platform)}`
          env.HELIOS_ACP_PATH_PREFIX = dirname(env.HELIOS_NODE)
        }
        ctx.log(`${spec.name}: ${found} mounted from ${root}`)
        return { mounts, env }
      },
    },
    { requiredEnv: [], optionalEnv: [], modelApis: [] },
  )
}

function acpDefinition(
  plan: AcpLaunchPlan,
  env: Pick<AcpAdapter, 'requiredEnv' | 'optionalEnv' | 'modelApis' | 'needs'>,
): AgentDefinition {
  return {
    name: plan.name,
    ...(plan.version ? { version: plan.version } : {}),
    needsSolution: false,
    needsContainerNetwork: true,
    modelApis: env.modelApis,
    requiredEnv: env.requiredEnv,
    optionalEnv: env.optionalEnv,
    ...(env.needs ? { needs: (hostEnv) => env.needs!(null, hostEnv) } : {}),
    env: () => ({}),
    // The agent process is started by the host-side client (runOnHost), not as the attempt's command.
    command: () => null,
    prepare: plan.prepare,
    runOnHost: (ctx) => runAcpAttempt(plan, ctx),
    // In a trial, a role keeps one ACP session across its turns of a scene.
    openSession: (ctx) => openAcpRoleSession(plan, ctx),
  }
}

/** The agent process in the environment, in the task's workdir, and that workdir. */
async function launchAcp(
  plan: AcpLaunchPlan,
  ctx: Pick<HostAgentContext, 'task' | 'model' | 'environment' | 'agentDir' | 'env' | 'preparedEnv'>,
): Promise<{ process: AcpProcess; cwd: string }> {
  const cwd = ctx.task.config.environment.workdir ?? (await ctx.environment.workdir())
  const process = launchInEnvironment(ctx.environment, {
    script: acpScript(plan, isNoNetwork(ctx.task)),
    user: ctx.task.config.agent.user,
    workdir: cwd,
    env: {
      ...ctx.preparedEnv,
      ...(ctx.model ? { HELIOS_MODEL: ctx.model } : {}),
      ...ctx.env,
    },
    stderrFile: join(ctx.agentDir, 'stderr.txt'),
  })
  return { process, cwd }
}

/** A trial role's session: one agent process and one ACP session for the role's turns in a scene. */
async function openAcpRoleSession(plan: AcpLaunchPlan, ctx: SessionContext): Promise<AgentSession> {
  const { process, cwd } = await launchAcp(plan, ctx)
  return openAcpSceneSession(process, { cwd, timeoutMs: HANDSHAKE_MS, agentDir: ctx.agentDir })
}

/** One attempt: a session in the task's workdir, the instruction as its one prompt, then stop. */
export async function runAcpAttempt(plan: AcpLaunchPlan, ctx: HostAgentContext): Promise<HostAgentOutcome> {
  const { process, cwd } = await launchAcp(plan, ctx)
  const started = Date.now()
  let report: SessionReport | null = null
  let failure: string | null = null
  let timedOut = false
  try {
    const session = await openAcpSession(process, {
      cwd,
      timeoutMs: Math.min(HANDSHAKE_MS, ctx.timeoutMs),
      signal: ctx.signal,
    })
    report = session.report()
    const turn = await session.prompt(ctx.instruction, {
      timeoutMs: Math.max(1, ctx.timeoutMs - (Date.now() - started)),
      signal: ctx.signal,
    })
    timedOut = turn.timedOut
    await session.close()
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error)
  } finally {
    await process.stop()
  }
  const exitCode = await process.exited
  if (report)
    await writeFile(join(ctx.agentDir, 'acp.json'), `${JSON.stringify(acpSummary(report), null, 2)}\n`)
  return acpOutcome(plan.name, ctx.model, report, {
    exitCode,
    timedOut,
    failure,
    stderr: process.stderrTail(),
  })
}

/**
 * The attempt's outcome from the session: a model API fault is the attempt's error (lasting ones
 * fatal), never the agent's failure; an agent that died before answering anything is an error too
 * (as for the installed CLIs); otherwise the verifier judges what it left.
 */
export function acpOutcome(
  agent: string,
  model: string | null,
  report: SessionReport | null,
  how: { exitCode: number | null; timedOut: boolean; failure: string | null; stderr: string },
): HostAgentOutcome {
  const turn = report?.turns.at(-1)
  const notes = [report?.record.notes(), turn?.error && !turn.fatal ? `the turn ended: ${turn.error}` : null]
  const trajectory: Trajectory | null = report
    ? {
        schema_version: TRAJECTORY_SCHEMA_VERSION,
        agent,
        model,
        source: 'acp',
        steps: report.record.steps,
        ...(report.sessionId ? { session_id: report.sessionId } : {}),
        ...(notes.some(Boolean) ? { notes: notes.filter(Boolean).join('; ') } : {}),
      }
    : null
  const modelFault = turn?.error?.startsWith('model API:') ? turn.error : null
  const crashed = how.failure ?? (turn?.error && !modelFault ? turn.error : null)
  // Died (or never started its session) before any answer: an error, like a CLI that crashed at start.
  const answered = report?.record.steps.some((step) => step.role === 'assistant') ?? false
  return {
    trajectory,
    usage: report?.record.usage() ?? null,
    fatal: turn?.fatal ?? null,
    error: modelFault ?? (crashed && !answered ? crashed : null),
    exitCode: how.timedOut ? null : how.exitCode,
    timedOut: how.timedOut,
  }
}

/** The script in the environment: the glibc check, the relay in a sealed task, then the agent. */
export function acpScript(
  plan: Pick<AcpLaunchPlan, 'name' | 'script' | 'needsGlibc'>,
  relayed: boolean,
): string {
  const check = plan.needsGlibc ? `${GLIBC_CHECK}helios_glibc_check "" ${plan.name} || exit 126\n` : ''
  const path = '[ -z "${HELIOS_ACP_PATH_PREFIX:-}" ] || export PATH="$HELIOS_ACP_PATH_PREFIX:$PATH"\n'
  return `${check}${relayed ? RELAY_PRELUDE : ''}${path}${plan.script}`
}

const nodeBin = (platform: EnginePlatform) => `node_modules/node-${platform}/bin/node`

/** The executable's real path: a path as given (relative to the current folder), else on PATH. */
async function findOnHost(command: string, path: string): Promise<string> {
  const candidates = command.includes('/')
    ? [resolve(command)]
    : path
        .split(delimiter)
        .filter(isAbsolute)
        .map((dir) => join(dir, command))
  for (const candidate of candidates) {
    const ok = await access(candidate, constants.X_OK).then(
      () => true,
      () => false,
    )
    if (ok) return realpath(candidate)
  }
  throw new Error(
    command.includes('/')
      ? `${command} is not an executable file on this host`
      : `${command} is not on this host's PATH (install it, or give its path: -a acp:./path/to/agent)`,
  )
}

/** The npm prefix above the file's first `node_modules`, else the file's own folder. */
export function mountRoot(file: string): string {
  const at = file.indexOf('/node_modules/')
  return at > 0 ? file.slice(0, at) : dirname(file)
}

async function isNodeScript(file: string): Promise<boolean> {
  const handle = await open(file, 'r')
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(128), 0, 128, 0)
    const first = buffer.subarray(0, bytesRead).toString('utf8').split('\n')[0] ?? ''
    return first.startsWith('#!') && /\bnode\b/.test(first)
  } finally {
    await handle.close()
  }
}

function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`
}
