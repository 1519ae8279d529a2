// `helios exec <container> [--user U] [--workdir W] [--timeout S] -- CMD…`: a host-side agent's way
// into the attempt's container. Exit code: the command's (124 on timeout).
import { execInContainer } from '../run/exec-in-container.js'
import { numberFlag, parse, stringFlag, UsageError } from './args.js'

const EXEC_OPTIONS = {
  user: { type: 'string', short: 'u' },
  workdir: { type: 'string', short: 'w' },
  timeout: { type: 'string', short: 't' },
  help: { type: 'boolean', short: 'h' },
} as const

export const EXEC_HELP = `Usage: helios exec <container> [options] -- <command> [args…]

Runs a command in an attempt's container (for host-command agents: the container is
$HELIOS_CONTAINER_ID) as the task's agent user in its workdir. One argument after -- runs
with bash -lc; several run as they are.

  -u, --user USER       default $HELIOS_AGENT_USER
  -w, --workdir DIR     default $HELIOS_WORKDIR
  -t, --timeout SEC     stop the command after SEC seconds (exit 124)`

export async function execCommand(argv: string[]): Promise<number> {
  const dash = argv.indexOf('--')
  const { values, positionals } = parse(dash === -1 ? argv : argv.slice(0, dash), EXEC_OPTIONS)
  if (values.help) {
    process.stdout.write(`${EXEC_HELP}\n`)
    return 0
  }
  const environmentId = positionals[0]
  const command = dash === -1 ? positionals.slice(1) : argv.slice(dash + 1)
  if (!environmentId || command.length === 0)
    throw new UsageError(`helios exec needs a container and a command.\n\n${EXEC_HELP}`)
  const timeout = values.timeout === undefined ? undefined : numberFlag(values, 'timeout', 0, 0.001, 86_400)
  const result = await execInContainer(environmentId, command.length === 1 ? command[0]! : command, {
    user: stringFlag(values, 'user'),
    workdir: stringFlag(values, 'workdir'),
    timeoutSec: timeout,
    stdout: process.stdout,
    stderr: process.stderr,
  })
  return result.timedOut ? 124 : (result.exitCode ?? 1)
}
