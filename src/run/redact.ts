// Streaming secret redaction. A secret may straddle two chunks, so the tail that could still be the
// start of a secret is held back until the next chunk (or the end) decides it.

export const REDACTED = '***'
/** Shorter values would redact ordinary text (e.g. "1" or "on"); GitHub's masking has the same blind spot. */
export const MIN_SECRET_LENGTH = 4

export function secretsToRedact(values: Iterable<string>): Buffer[] {
  const unique = new Set([...values].filter((v) => v.length >= MIN_SECRET_LENGTH))
  return [...unique].map((v) => Buffer.from(v)).sort((a, b) => b.length - a.length)
}

export class Redactor {
  private held: Buffer = Buffer.alloc(0)
  private readonly longest: number
  private readonly replacement = Buffer.from(REDACTED)

  constructor(private readonly secrets: readonly Buffer[]) {
    this.longest = secrets.reduce((max, s) => Math.max(max, s.length), 0)
  }

  /** Returns what can be emitted now; `final` flushes the held tail. */
  push(chunk: Buffer, final = false): Buffer {
    if (this.secrets.length === 0) return chunk
    const buf = this.held.length ? Buffer.concat([this.held, chunk]) : chunk
    const limit = final ? buf.length : Math.max(0, buf.length - (this.longest - 1))
    const out: Buffer[] = []
    let pos = 0
    while (pos < limit) {
      let bestAt = -1
      let bestLength = 0
      for (const secret of this.secrets) {
        const at = buf.indexOf(secret, pos)
        if (at >= 0 && (bestAt < 0 || at < bestAt)) {
          bestAt = at
          bestLength = secret.length
        }
      }
      // A match starting before `limit` is complete inside buf (limit leaves room for the longest secret).
      if (bestAt < 0 || bestAt >= limit) {
        out.push(buf.subarray(pos, limit))
        pos = limit
        break
      }
      out.push(buf.subarray(pos, bestAt), this.replacement)
      pos = bestAt + bestLength
    }
    this.held = Buffer.from(buf.subarray(pos))
    return out.length === 1 ? out[0]! : Buffer.concat(out)
  }
}

export function redactText(text: string, secrets: readonly Buffer[]): string {
  return new Redactor(secrets).push(Buffer.from(text), true).toString()
}
