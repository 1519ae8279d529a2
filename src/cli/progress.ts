// Live progress for `helios batch`: a redrawn bar on a TTY, one plain line per attempt otherwise.
import type { RunProgressEvent } from '../run/runner.js'
import { eventLine } from '../report/progress-lines.js'
import { progressLine } from './box.js'

export interface ProgressOptions {
  stream: NodeJS.WriteStream
  quiet: boolean
  /** Redraw a bar in place (TTY) instead of printing lines. */
  live: boolean
}

export function createProgress(opts: ProgressOptions): {
  onProgress: (e: RunProgressEvent) => void
  stop: () => void
} {
  const started = Date.now()
  let last: RunProgressEvent['counts'] | null = null
  let timer: NodeJS.Timeout | null = null
  const elapsed = () => (Date.now() - started) / 1000
  const draw = () => {
    if (!last) return
    const line = progressLine({
      done: last.finished,
      total: last.total,
      passed: last.passed,
      failed: last.failed,
      errors: last.errors,
      elapsedSec: elapsed(),
    })
    opts.stream.write(`\r\x1b[2K${line}`)
  }
  const print = (text: string) => {
    if (opts.live) opts.stream.write('\r\x1b[2K')
    opts.stream.write(`${text}\n`)
    if (opts.live) draw()
  }
  if (opts.live) timer = setInterval(draw, 500).unref()

  const onProgress = (event: RunProgressEvent) => {
    last = event.counts
    // Refused tasks are named even with -q, like the invalid ones discovery found; a registry that
    // failed is worth a line too: the run is slower than it should be.
    const loud =
      event.type === 'run-started' ||
      event.type === 'registry-warning' ||
      event.type === 'image-cache-warning'
    const line = opts.quiet && !loud ? null : eventLine(event)
    if (line !== null) {
      print(line)
    } else if (event.type === 'attempt-finished' && opts.quiet && !opts.live) {
      print(
        progressLine({
          done: event.counts.finished,
          total: event.counts.total,
          passed: event.counts.passed,
          failed: event.counts.failed,
          errors: event.counts.errors,
          elapsedSec: elapsed(),
        }),
      )
    } else if (opts.live) {
      draw()
    }
  }
  const stop = () => {
    if (timer) clearInterval(timer)
    if (opts.live) {
      draw()
      opts.stream.write('\n')
    }
  }
  return { onProgress, stop }
}
