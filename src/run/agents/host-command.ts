// `host-command`: your own agent from the repository, run on the host. It acts on the attempt's
// container through `helios exec "$HELIOS_CONTAINER_ID" -- CMD` (or execInContainer in code).
import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { AgentDefinition, HostAgentContext, HostAgentOutcome } from './types.js'
import { UnknownAgentError } from './types.js'
import { onAbort } from '../on-abort.js'

export function hostCommandAgent(command: string | undefined): AgentDefinition {
  const script = command?.trim()
  if (!script)
    throw new UnknownAgentError(
      'agent "host-command" needs a command (e.g. --agent-command "node my-agent.js")',
    )
  return {
    name: 'host-command',
    needsSolution: false,
    needsContainerNetwork: false,
    command: () => null,
    env: () => ({}),
    requiredEnv: [],
    runOnHost: (ctx) => runHostCommand(script, ctx),
  }
}

/** Variables that tell the host process where to act (also read by `helios exec` as defaults). */
export function hostAgentEnv(ctx: HostAgentContext, instructionFile: string): Record<string, string> {
  return {
    HELIOS_CONTAINER_ID: ctx.environment.id,
    HELIOS_INSTRUCTION_FILE: instructionFile,
    HELIOS_AGENT_DIR: ctx.agentDir,
    HELIOS_AGENT_USER: ctx.task.config.agent.user ?? '',
    HELIOS_WORKDIR: ctx.task.config.environment.workdir ?? '',
    ...(ctx.model ? { HELIOS_MODEL: ctx.model } : {}),
  }
}

async function runHostCommand(script: string, ctx: HostAgentContext): Promise<HostAgentOutcome> {
  const instructionFile = join(ctx.agentDir, 'instruction.md')
  await writeFile(instructionFile, ctx.instruction)
  const stdout = createWriteStream(join(ctx.agentDir, 'stdout.txt'))
  const stderr = createWriteStream(join(ctx.agentDir, 'stderr.txt'))
  // Only PATH/HOME and the named agent variables: the runner's own secrets stay out.
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ...ctx.env,
    ...hostAgentEnv(ctx, instructionFile),
  }
  const child = spawn('bash', ['-c', script], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.pipe(stdout)
  child.stderr.pipe(stderr)
  let timedOut = false
  const killGroup = () => {
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
  }
  // A log that cannot be written (a full disk) stops the agent: the run cannot record it anyway.
  let writeFailure: Error | null = null
  for (const stream of [stdout, stderr])
    stream.on('error', (error) => {
      writeFailure ??= error
      killGroup()
    })
  const timer = setTimeout(() => {
    timedOut = true
    killGroup()
  }, ctx.timeoutMs)
  const unsubscribe = onAbort(ctx.signal, killGroup)
  const exitCode = await new Promise<number | null>((resolve) => {
    child.on('error', () => resolve(127))
    child.on('close', (code) => resolve(code))
  })
  clearTimeout(timer)
  unsubscribe()
  await Promise.all([closeStream(stdout), closeStream(stderr)])
  if (writeFailure) throw writeFailure
  return {
    exitCode: timedOut ? null : exitCode,
    timedOut,
    error: null,
    fatal: null,
    usage: null,
    trajectory: null,
  }
}

function closeStream(stream: NodeJS.WritableStream & { closed?: boolean }): Promise<void> {
  return new Promise((resolve) => {
    if (stream.closed) resolve()
    else stream.end(() => resolve())
  })
}
