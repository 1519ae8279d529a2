// An environment whose main command ended under us: every later call into it fails its own way
// (an exec's 126, a 409, a 404); these tell the stop instead of the call's fault.
import type { Environment, StoppedState } from './types.js'

/**
 * The error to report for a fault met while using the environment: when it has stopped (its
 * command ended), `describe` tells that cause; otherwise (running, or gone) the fault as it was.
 */
export async function stoppedInstead(
  environment: Environment,
  fault: unknown,
  describe: (stopped: StoppedState) => Error,
): Promise<unknown> {
  const stopped = await environment.stopped()
  return stopped ? describe(stopped) : fault
}

/** stoppedInstead for an environment that must keep running its command from the start on. */
export async function exitedInstead(
  environment: Environment,
  what: string,
  fault: unknown,
): Promise<unknown> {
  return stoppedInstead(environment, fault, (stopped) => exitedError(what, stopped.exitCode))
}

export function exitedError(what: string, exitCode: number): Error {
  return new Error(
    `${what} exited right after start (exit ${exitCode}): its image must run the command it is given (sleep infinity), so it needs a shell's \`sleep\` and an entrypoint that runs its command`,
  )
}
