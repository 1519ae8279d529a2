// The per-provider cap on live environments (Daytona's sandboxes), without deadlock: an attempt
// that will need a second environment while its first lives (a separate verifier) holds that
// place from its first creation on. Were the second place taken only when needed, every running
// attempt could hold one place and wait for another that none would give back.
import type { Environment, EnvironmentSpec } from './types.js'

/** One attempt's places: its own, and the ones kept for its companions. */
export interface CapacityHold {
  /** A companion's place: one kept by this hold when free (never waits), else an ordinary one. */
  companion(): Promise<CapacityLease>
  /** The attempt's first environment is gone: its place and the unused kept ones go back. */
  release(): void
}

export interface CapacityLease {
  release(): void
}

/** A new environment's place: released when it is removed (or its creation failed). */
export interface EnvironmentPlace extends CapacityLease {
  /** The environment was created: its verifier's spec names it (`companionOf`) to take the kept place. */
  created(environment: Environment): void
}

interface Waiter {
  need: number
  grant: () => void
}

export class Capacity {
  private used = 0
  private readonly waiting: Waiter[] = []
  private readonly holds = new WeakMap<Environment, CapacityHold>()

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1)
      throw new Error(`capacity: size must be a whole number ≥ 1, got ${size}`)
  }

  /** The place of an environment about to be created from `spec`: its attempt's kept one, or a new hold. */
  async placeFor(spec: Pick<EnvironmentSpec, 'companions' | 'companionOf'>): Promise<EnvironmentPlace> {
    const kept = spec.companionOf ? this.holds.get(spec.companionOf) : undefined
    if (kept) {
      const lease = await kept.companion()
      return { release: () => lease.release(), created: () => undefined }
    }
    const hold = await this.hold(spec.companions ?? 0)
    return {
      release: () => hold.release(),
      created: (environment) => this.holds.set(environment, hold),
    }
  }

  /**
   * A place for an attempt's first environment and `companions` more, all at once. An attempt
   * needing more places than the cap has runs alone (-n 1 with a separate verifier: two).
   */
  async hold(companions = 0): Promise<CapacityHold> {
    const need = 1 + companions
    await this.acquire(need)
    let spare = companions
    let open = true
    return {
      companion: async () => {
        if (open && spare > 0) {
          spare--
          let released = false
          return {
            release: () => {
              if (released) return
              released = true
              if (open) spare++
              else this.put(1)
            },
          }
        }
        return this.lease()
      },
      release: () => {
        if (!open) return
        open = false
        this.put(1 + spare)
        spare = 0
      },
    }
  }

  /** Environments alive at once right now, places kept for companions included. */
  get inUse(): number {
    return this.used
  }

  private async lease(): Promise<CapacityLease> {
    await this.acquire(1)
    let released = false
    return {
      release: () => {
        if (released) return
        released = true
        this.put(1)
      },
    }
  }

  private acquire(need: number): Promise<void> {
    // First come, first served: a waiter needing two places is not passed by ones needing one.
    if (this.waiting.length === 0 && this.fits(need)) {
      this.used += need
      return Promise.resolve()
    }
    return new Promise<void>((grant) => this.waiting.push({ need, grant }))
  }

  private fits(need: number): boolean {
    return this.used === 0 || this.used + need <= this.size
  }

  private put(places: number): void {
    this.used -= places
    while (this.waiting.length > 0 && this.fits(this.waiting[0]!.need)) {
      const next = this.waiting.shift()!
      this.used += next.need
      next.grant()
    }
  }
}
