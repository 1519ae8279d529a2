// Our containers run `sleep infinity` so that phases can exec into them; an image that cannot
// run it (no `sleep`, an entrypoint that exits) would otherwise surface later as a Docker 409 on
// the first exec, which reads as a daemon fault and is retried.
import type Docker from 'dockerode'

/** Starts the container and fails, naming `what`, unless it is still running right after. */
export async function startKeptRunning(container: Docker.Container, what: string): Promise<void> {
  await container.start()
  const state = (await container.inspect()).State
  if (!state.Running) throw exitedError(what, state.ExitCode)
}

/**
 * The error to report for a fault met while using the container: when the container has stopped
 * on its own (its command failed a moment after the start check passed), that is the cause;
 * otherwise the fault as it was.
 */
export async function exitedInstead(
  container: Docker.Container,
  what: string,
  fault: unknown,
): Promise<unknown> {
  const state = await container.inspect().then(
    (info) => info.State,
    () => null, // gone (an abort removed it): the fault stands
  )
  return state && !state.Running ? exitedError(what, state.ExitCode) : fault
}

function exitedError(what: string, exitCode: number): Error {
  return new Error(
    `${what} exited right after start (exit ${exitCode}): its image must run the command it is given (sleep infinity), so it needs a shell's \`sleep\` and an entrypoint that runs its command`,
  )
}
