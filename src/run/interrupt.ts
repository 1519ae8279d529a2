// The one place SIGINT/SIGTERM are handled. Entrypoints (the CLI commands, the action) turn them
// into the AbortSignal they give the runner, which owns the rest: it stops scheduling, removes the
// containers of running attempts and writes the summary of the finished ones. A second signal
// does not wait for that: it removes the runs' containers and networks that this process created
// (by label) and exits 130.
import type { EnvironmentProvider } from './environment/types.js'
import { PROCESS_OWNER } from './environment/labels.js'
import { providerOf, type DockerClient } from './providers/default-provider.js'

const SIGNALS = ['SIGINT', 'SIGTERM'] as const
/** 128 + SIGINT, what a shell reports for an interrupted command. */
export const INTERRUPTED_EXIT_CODE = 130

export interface InterruptOptions {
  /** Where the runs' environments are (default: Docker, see `docker`). */
  provider?: EnvironmentProvider
  docker?: DockerClient
  /** Every run the entrypoint may start (the task check starts two). */
  runIds: readonly string[]
  /** Told on the first signal, e.g. to say that the run is stopping. */
  onFirst?: (signal: NodeJS.Signals) => void
  /** How the second signal ends the process (tests pass their own). */
  exit?: (code: number) => void
  /** Told when the run stalled (STALLED_REASON), before it is stopped like an interrupted one. */
  onStall?: (reason: string) => void
}

/**
 * Node is about to exit while a run is under way: nothing is left that could wake any of its
 * waits. Without this, Node ends the process (exit 13, "unsettled top-level await") with no
 * summary and the environments still running.
 */
export const STALLED_REASON =
  'the run stalled: every running attempt was waiting for something nothing left could give (a bug of helios: please report it)'

export interface Interrupt {
  /** Aborted by the first signal; give it to the runner. */
  signal: AbortSignal
  /** Removes the handlers: call it when the runs are over. */
  dispose: () => void
}

export function interruptOnSignals(options: InterruptOptions): Interrupt {
  const controller = new AbortController()
  const exit = options.exit ?? ((code: number) => process.exit(code))
  const onSignal = (signal: NodeJS.Signals) => {
    if (!controller.signal.aborted) {
      options.onFirst?.(signal)
      controller.abort(new Error(`interrupted by ${signal}`))
      return
    }
    // Only this process's: sibling shards of the same run may share the engine.
    // A container the engine is still creating would not be listed yet: those settle first.
    const provider = providerOf(options)
    const sweep = () =>
      Promise.allSettled(options.runIds.map((runId) => provider.removeRun(runId, { owner: PROCESS_OWNER })))
    void provider
      .creationsSettled()
      .then(sweep)
      .then(() => exit(INTERRUPTED_EXIT_CODE))
  }
  // The first stall stops the run as a signal would (its teardown keeps the process alive); one
  // that stalls again while stopping takes the force path.
  const onStall = () => {
    if (!controller.signal.aborted) options.onStall?.(STALLED_REASON)
    if (!controller.signal.aborted) controller.abort(new Error(STALLED_REASON))
    else onSignal('SIGTERM')
  }
  for (const signal of SIGNALS) process.on(signal, onSignal)
  process.on('beforeExit', onStall)
  return {
    signal: controller.signal,
    dispose: () => {
      for (const signal of SIGNALS) process.removeListener(signal, onSignal)
      process.removeListener('beforeExit', onStall)
    },
  }
}
