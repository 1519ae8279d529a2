// The per-provider cap on live sandboxes: a slot is taken before a sandbox is created and given
// back when it is removed (or its creation failed), so a shard never holds more than the cap.

export class Slots {
  private free: number
  private readonly waiting: (() => void)[] = []

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1)
      throw new Error(`slots: size must be a whole number ≥ 1, got ${size}`)
    this.free = size
  }

  async take(): Promise<void> {
    if (this.free > 0) {
      this.free--
      return
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve))
  }

  give(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.free = Math.min(this.size, this.free + 1)
  }

  get inUse(): number {
    return this.size - this.free
  }
}
