// The task's container stopping under an attempt: its command ended because a process in it (the
// agent's, a verifier's) killed it, or the kernel's OOM killer took it. Every later call into the
// container then fails its own way (an exec's 126, a 409, a 404); the attempt reports the stop
// instead, with the container's exit code and the engine's own OOM verdict, from whichever call
// meets it first.
import { setTimeout as sleep } from 'node:timers/promises'
import type { Environment, EnvironmentEvents, StoppedState } from './environment/types.js'
import { stoppedInstead } from './environment/stopped.js'

/** Not retried: another try meets whatever stopped it again. */
export class EnvironmentStopped extends Error {
  constructor(
    readonly phase: string,
    readonly exitCode: number,
    readonly oomKilled: boolean,
  ) {
    super(`the environment stopped during ${phase} (exit ${exitCode}${oomKilled ? ', out of memory' : ''})`)
    this.name = 'EnvironmentStopped'
  }
}

/** 128 + SIGKILL: what every process in a container ends with when the container's command ends. */
const KILLED_EXIT = 137
/** The engine records the container's stop a moment after the processes in it were killed. */
const SETTLE_MS = 2000
const SETTLE_POLL_MS = 50

/** One per attempt's main container, from its start to its removal. */
export class ContainerStops {
  private readonly phases: { name: string; from: number }[] = []
  private known: EnvironmentStopped | null = null
  private ours = false

  constructor(
    private readonly environment: Environment,
    private readonly oomWatcher?: EnvironmentEvents,
  ) {
    this.enter('setup')
  }

  /** From now on, a stop happens during `phase` (for the reason's wording). */
  enter(phase: string): void {
    this.phases.push({ name: phase, from: Date.now() })
  }

  /** The runner stops the container itself from here on (a separate verifier, a verifier timeout). */
  stopsOnPurpose(): void {
    this.ours = true
  }

  /** The fault to report: the stop when the container has stopped (inspected once), else the fault. */
  async explain(fault: unknown): Promise<unknown> {
    if (this.ours || fault instanceof EnvironmentStopped) return fault
    if (this.known) return this.known
    return stoppedInstead(this.environment, fault, (stopped) => (this.known = this.describe(stopped)))
  }

  /**
   * After a process in the container ended: whether the container stopped under it. A process
   * killed by SIGKILL may be the first sign of a stop the engine has not recorded yet (it ends the
   * exec before the container): then the engine is given a moment to record it.
   */
  async stoppedUnder(exitCode: number | null, signal?: AbortSignal): Promise<EnvironmentStopped | null> {
    if (this.ours) return null
    const deadline = Date.now() + SETTLE_MS
    let stopped = await this.environment.stopped()
    while (!stopped && exitCode === KILLED_EXIT && Date.now() < deadline && !signal?.aborted) {
      await sleep(SETTLE_POLL_MS)
      stopped = await this.environment.stopped()
    }
    return stopped ? this.describe(stopped) : null
  }

  private describe(stopped: StoppedState): EnvironmentStopped {
    // The phase it stopped in, by the engine's clock: a later phase's call may be the first to meet it.
    const phase = this.phases.findLast((p) => p.from <= stopped.finishedAt) ?? this.phases[0]!
    const oom =
      stopped.oomKilled ||
      (this.oomWatcher?.sawOom(this.environment.id, phase.from, stopped.finishedAt) ?? false)
    return new EnvironmentStopped(phase.name, stopped.exitCode, oom)
  }
}
