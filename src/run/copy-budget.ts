// How much one attempt may copy out of its environment onto the host (agent and verifier logs,
// /logs/artifacts, declared artifacts), all its steps together. A file that does not fit in what
// is left is skipped whole, never cut short, and named in result.json's `copy_capped`. Files are
// counted by the bytes written on the host: a sparse file that tar expands counts its full size.
import type { CopyCapped } from '../results/attempt-result.js'

/** How many skipped files `copy_capped` names (its count covers them all). */
export const NAMED_SKIPS = 10

export class CopyBudget {
  private used = 0
  private skipped = 0
  private readonly named: string[] = []

  constructor(readonly capBytes: number) {}

  get usedBytes(): number {
    return this.used
  }

  get skippedFiles(): number {
    return this.skipped
  }

  /**
   * Reserves `bytes` (the most the file can take) for the file at `path` (a path in the
   * environment) when they fit, else records it as skipped. A `required` file (one the result is
   * read from) is admitted past the cap, and counted all the same.
   */
  admit(path: string, bytes: number, required = false): boolean {
    if (required || this.used + bytes <= this.capBytes) {
      this.used += bytes
      return true
    }
    this.skipped++
    if (this.named.length < NAMED_SKIPS) this.named.push(path)
    return false
  }

  /** Gives back what an admitted file did not take (it came out shorter, or its copy failed). */
  release(bytes: number): void {
    this.used = Math.max(0, this.used - bytes)
  }

  /** result.json's note; null while nothing was skipped. */
  note(): CopyCapped | null {
    if (this.skipped === 0) return null
    return {
      cap_bytes: this.capBytes,
      copied_bytes: this.used,
      skipped_files: this.skipped,
      first_skipped: [...this.named],
    }
  }
}
