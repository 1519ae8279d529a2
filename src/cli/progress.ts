// Live progress for `helios batch`: a redrawn bar on a TTY, one plain line per attempt otherwise.
import type { RunProgressEvent } from '../run/runner.js'
import { escapeTerminal } from '../report/escape.js'
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
    if (event.type === 'attempt-finished' && !opts.quiet) {
      const r = event.result
      const tag = r.status === 'passed' ? 'PASS ' : r.status === 'failed' ? 'FAIL ' : 'ERROR'
      const reason = r.reason ? ` — ${escapeTerminal(r.reason)}` : ''
      print(
        `[${String(event.counts.finished).padStart(String(event.counts.total).length)}/${event.counts.total}] ${tag} ${escapeTerminal(r.task_name)} attempt ${r.attempt} (${r.duration_sec.toFixed(1)}s, reward ${r.reward})${reason}`,
      )
    } else if (event.type === 'build-started' && !opts.quiet) {
      print(`       building ${event.tag} for ${escapeTerminal(event.task)}`)
    } else if (event.type === 'build-finished' && !opts.quiet && !event.ok) {
      print(`       build of ${event.tag} failed: ${escapeTerminal(event.reason ?? 'unknown error')}`)
    } else if (event.type === 'attempt-retry' && !opts.quiet) {
      print(
        `       retry ${event.retry} of ${escapeTerminal(event.task.name)} attempt ${event.attempt} in ${Math.round(event.delayMs / 1000)}s: ${escapeTerminal(event.reason)}`,
      )
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
