// Run one command in an attempt's container the way the agent phase does: the attempt's user and
// workdir, a timeout enforced inside the container. For host-side agents of your own
// (`host-command`): `helios exec "$HELIOS_CONTAINER_ID" -- CMD`, or this function from code.
import type { Writable } from 'node:stream'
import type { EnvironmentProvider } from './environment/types.js'
import { providerOf, type DockerClient } from './providers/default-provider.js'

export interface ExecInContainerOptions {
  /** Default $HELIOS_AGENT_USER (the task's [agent].user), else the image's user. */
  user?: string | null
  /** Default $HELIOS_WORKDIR (the task's workdir), else the image's. */
  workdir?: string | null
  timeoutSec?: number
  env?: Record<string, string>
  stdout?: Writable
  stderr?: Writable
  /** Default: Docker (`docker`, else the default engine). */
  provider?: EnvironmentProvider
  docker?: DockerClient
}

export interface ExecInContainerResult {
  exitCode: number | null
  timedOut: boolean
}

export async function execInContainer(
  environmentId: string,
  command: string | readonly string[],
  options: ExecInContainerOptions = {},
): Promise<ExecInContainerResult> {
  const environment = providerOf(options).attach(environmentId)
  const argv = typeof command === 'string' ? ['bash', '-lc', command] : [...command]
  const timeout = options.timeoutSec
  // `timeout` inside the container: ending the exec client alone would leave the command running.
  const cmd = timeout ? ['timeout', '-k', '2', String(Math.ceil(timeout)), ...argv] : argv
  const outcome = await environment.exec({
    cmd,
    user: options.user ?? (process.env.HELIOS_AGENT_USER || null),
    workdir: options.workdir ?? (process.env.HELIOS_WORKDIR || null),
    env: options.env,
    stdout: options.stdout,
    stderr: options.stderr,
    timeoutMs: timeout ? (Math.ceil(timeout) + 5) * 1000 : undefined,
  })
  return { exitCode: outcome.exitCode, timedOut: outcome.timedOut || outcome.exitCode === 124 }
}
