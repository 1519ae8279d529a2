// What every remote provider (Daytona, Kubernetes) does the same way: which HTTP answers and
// transport errors may pass on another try, which labels a sweep selects, the creations a forced
// exit waits for, and the events it has none of.
import { LABEL_MANAGED, LABEL_OWNER, LABEL_RUN } from './labels.js'
import type { EnvironmentEvents } from './types.js'

export const TRANSIENT_HTTP_STATUS: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504])
export const TRANSIENT_NET_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
  'UND_ERR_SOCKET',
])

/**
 * How long a helper command of ours (a file copy, a clean-up) may take in a remote environment:
 * given explicitly, since a Daytona daemon ends a command given none after 10 s, and a bound on
 * one that hangs (a stuck mount) where the cluster sets none.
 */
export const HELPER_EXEC_TIMEOUT_SEC = 600

/** A helper command past HELPER_EXEC_TIMEOUT_SEC: a fault of the environment, named. */
export function helperTimedOut(what: string): Error {
  return new Error(`${what}: a helper command took over ${HELPER_EXEC_TIMEOUT_SEC} s and was stopped`)
}

/** The labels `removeRun` selects: every managed environment, or one run's, or one process's. */
export function sweepLabels(runId: string | null, owner: string | undefined): Record<string, string> {
  const labels: Record<string, string> = { [LABEL_MANAGED]: 'true' }
  if (runId !== null) labels[LABEL_RUN] = runId
  if (owner) labels[LABEL_OWNER] = owner
  return labels
}

/** A provider without an event stream: memory kills are not told apart. */
export const NO_EVENTS: EnvironmentEvents = {
  sawOom: () => false,
  forget: () => undefined,
  close: () => undefined,
}

/** The creations under way, which a forced exit's sweep waits for. */
export class Creations {
  private readonly pending = new Set<Promise<unknown>>()

  track<T>(creation: Promise<T>): Promise<T> {
    this.pending.add(creation)
    const forget = () => this.pending.delete(creation)
    void creation.then(forget, forget)
    return creation
  }

  async settled(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs)
    })
    await Promise.race([Promise.allSettled([...this.pending]), timeout])
    clearTimeout(timer)
  }
}
