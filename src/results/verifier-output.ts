// What a report shows of the verifier's own output (test.sh's stdout and stderr): the end of the
// file, where a test run says what failed. Pure: bytes in, text out. The bytes are the verifier's,
// so they are decoded leniently (invalid UTF-8 becomes U+FFFD), a character cut by the tail's start
// is dropped, and terminal escape sequences (colours, cursor moves) are removed; what is left is
// escaped where it is shown.

/** How much of the end of each stream a report keeps. */
export const VERIFIER_TAIL_BYTES = 4096
/** The streams test.sh leaves: helios writes both to test-stdout.txt; Harbor's own runs may split them. */
export const VERIFIER_STREAMS = ['test-stdout.txt', 'test-stderr.txt'] as const

export interface OutputTail {
  text: string
  /** Bytes of the file before the tail, not shown. */
  omittedBytes: number
}

/** `bytes` is the end of a file whose first `omittedBytes` bytes were not read. */
export function outputTail(bytes: Uint8Array, omittedBytes: number): OutputTail {
  let start = 0
  // A tail that starts inside a multi-byte character: skip its continuation bytes (at most three).
  if (omittedBytes > 0) while (start < 3 && start < bytes.length && (bytes[start]! & 0xc0) === 0x80) start++
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(start))
  return { text: withoutTerminalEscapes(text), omittedBytes: omittedBytes + start }
}

/** CSI (colours, cursor moves), OSC (titles, links) and two-character escapes; a lone ESC stays (shown as \x1b). */
export function withoutTerminalEscapes(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-?]*[ -/]*[@-~]/g, '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g, '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b[@-Z\\-_]/g, '')
      // A carriage return redraws a line on a terminal: keep what the terminal would show last.
      .replace(/[^\n]*\r(?!\n)/g, '')
  )
}
