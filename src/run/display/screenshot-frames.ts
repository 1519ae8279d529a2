// The resident screenshot helper's wire: a shell loop in the environment answers each line on its
// stdin with one frame on its stdout, `<byte count>\n` then that many bytes (the dump, gzipped where
// gzip is). Pure: the script, and a reader that cuts frames out of the chunks as they arrive.

/** One exec for the attempt: its start (an exec) is what a screenshot through exec pays each time. */
export const SCREENSHOT_LOOP_SCRIPT = [
  'if command -v gzip >/dev/null; then z="gzip -1"; else z=cat; fi',
  'f=/tmp/helios-screenshot.$$',
  'while read -r _; do',
  '  xwd -root -silent | $z > "$f"',
  '  wc -c < "$f"',
  '  cat "$f"',
  'done',
  'rm -f "$f"',
].join('\n')

/** Cuts frames out of a byte stream; a header that is not a count is a broken stream (thrown). */
export class FrameReader {
  private pending: Buffer = Buffer.alloc(0)

  /** Adds a chunk; returns the frames it completed, in order. */
  push(chunk: Buffer): Buffer[] {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk])
    const frames: Buffer[] = []
    for (;;) {
      const newline = this.pending.indexOf(0x0a)
      if (newline < 0) {
        if (this.pending.length > 32) throw new Error('screenshot helper: no frame header in its output')
        return frames
      }
      const header = this.pending.subarray(0, newline).toString('latin1').trim()
      if (!/^\d+$/.test(header))
        throw new Error(`screenshot helper: '${header.slice(0, 40)}' is not a frame header`)
      const size = Number(header)
      const end = newline + 1 + size
      if (this.pending.length < end) return frames
      frames.push(Buffer.from(this.pending.subarray(newline + 1, end)))
      this.pending = this.pending.subarray(end)
    }
  }
}
