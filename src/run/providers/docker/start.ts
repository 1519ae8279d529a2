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

/** How a container that stopped ended: its main process's exit code, the engine's OOM verdict, when. */
export interface StoppedState {
  exitCode: number
  oomKilled: boolean
  /** When it stopped (ms since epoch, the engine's clock). */
  finishedAt: number
}

/** One inspect: how the container stopped; null while it runs, or once it is gone (an abort removed it). */
export async function stoppedState(container: Docker.Container): Promise<StoppedState | null> {
  const state = await container.inspect().then(
    (info) => info.State,
    () => null,
  )
  if (!state || state.Running) return null
  return { exitCode: state.ExitCode, oomKilled: state.OOMKilled, finishedAt: Date.parse(state.FinishedAt) }
}

/**
 * The error to report for a fault met while using the container: when the container has stopped
 * (its command ended), `describe` tells that cause; otherwise (running, or gone) the fault as it was.
 */
export async function stoppedInstead(
  container: Docker.Container,
  fault: unknown,
  describe: (stopped: StoppedState) => Error,
): Promise<unknown> {
  const stopped = await stoppedState(container)
  return stopped ? describe(stopped) : fault
}

/** stoppedInstead for a container that must keep running its command from the start on. */
export async function exitedInstead(
  container: Docker.Container,
  what: string,
  fault: unknown,
): Promise<unknown> {
  return stoppedInstead(container, fault, (stopped) => exitedError(what, stopped.exitCode))
}

function exitedError(what: string, exitCode: number): Error {
  return new Error(
    `${what} exited right after start (exit ${exitCode}): its image must run the command it is given (sleep infinity), so it needs a shell's \`sleep\` and an entrypoint that runs its command`,
  )
}
