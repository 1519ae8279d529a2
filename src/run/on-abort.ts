// Stopping work when the run is interrupted (the runner, host agents, scene turns). A listener
// added to a signal that has already aborted never fires: a Ctrl-C that landed while an attempt
// was starting once left its host agent running for its whole timeout, and the CLI waited for it.

/** Calls `stop` when `signal` aborts, or now if it already has; returns the unsubscribe. */
export function onAbort(signal: AbortSignal | undefined, stop: () => void): () => void {
  if (signal === undefined) return () => undefined
  if (signal.aborted) {
    stop()
    return () => undefined
  }
  signal.addEventListener('abort', stop, { once: true })
  return () => signal.removeEventListener('abort', stop)
}
