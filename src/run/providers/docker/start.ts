// Our containers run `sleep infinity` so that phases can exec into them; an image that cannot
// run it (no `sleep`, an entrypoint that exits) would otherwise surface later as a Docker 409 on
// the first exec, which reads as a daemon fault and is retried.
import type Docker from 'dockerode'
import type { StoppedState } from '../../environment/types.js'
import { exitedError } from '../../environment/stopped.js'

/** Starts the container and fails, naming `what`, unless it is still running right after. */
export async function startKeptRunning(container: Docker.Container, what: string): Promise<void> {
  await container.start()
  const state = (await container.inspect()).State
  if (!state.Running) throw exitedError(what, state.ExitCode)
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
