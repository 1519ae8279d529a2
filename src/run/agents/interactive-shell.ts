// `helios run --interactive`: a person is the agent. The attempt's environment is built and
// started as for any agent (no tests, no solution inside); a shell opens in it as the agent's
// user through the docker CLI, on this terminal. When it exits the attempt goes on (the verifier
// scores what was left) and the runner removes the container.
import { spawn } from 'node:child_process'
import type { AgentDefinition, HostAgentContext, HostAgentOutcome } from './types.js'
import { onAbort } from '../on-abort.js'

export function interactiveShellAgent(tty: boolean): AgentDefinition {
  return {
    name: 'interactive',
    needsSolution: false,
    needsContainerNetwork: false,
    command: () => null,
    env: () => ({}),
    requiredEnv: [],
    runOnHost: (ctx) => openShell(ctx, tty),
  }
}

/** `docker exec -it` (`-i` when stdin is no terminal): bash when the image has it, else sh. */
export function shellArgv(ctx: Pick<HostAgentContext, 'task' | 'environment'>, tty: boolean): string[] {
  const { user } = ctx.task.config.agent
  const { workdir } = ctx.task.config.environment
  return [
    'exec',
    tty ? '-it' : '-i',
    ...(user ? ['-u', user] : []),
    ...(workdir ? ['-w', workdir] : []),
    ctx.environment.id,
    'sh',
    '-c',
    'if command -v bash >/dev/null; then exec bash -l; else exec sh -l; fi',
  ]
}

async function openShell(ctx: HostAgentContext, tty: boolean): Promise<HostAgentOutcome> {
  const child = spawn('docker', shellArgv(ctx, tty), { stdio: 'inherit' })
  const stop = () => child.kill('SIGKILL')
  const unsubscribe = onAbort(ctx.signal, stop)
  let spawnFailed = false
  const exitCode = await new Promise<number | null>((resolve) => {
    child.on('error', () => {
      spawnFailed = true
      resolve(null)
    })
    child.on('close', (code) => resolve(code))
  })
  unsubscribe()
  return {
    exitCode,
    timedOut: false,
    error: spawnFailed ? 'the docker command could not start: --interactive needs the docker CLI' : null,
    fatal: null,
    usage: null,
    trajectory: null,
  }
}
