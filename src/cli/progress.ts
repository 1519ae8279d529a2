// Live progress for `helios batch` and `helios check`: on a terminal, a bar redrawn in place that
// fits the terminal's width (also after a resize); otherwise one plain line per attempt and a
// progress line every so often. The lines themselves are pure (progress-bar.ts, progress-lines.ts).
import type { RunProgressEvent } from '../run/runner.js'
import { eventLine, type CheckPhase } from '../report/progress-lines.js'
import {
  etaSec,
  periodicLine,
  progressLine,
  redrawPrefix,
  width,
  type ProgressCounts,
} from './progress-bar.js'

/** What progress writes to: a TTY stream, or any stream (a pipe, a file, a test's). */
export interface ProgressStream {
  write(text: string): unknown
  /** The terminal's width; undefined when it is not a terminal. */
  columns?: number
  on?(event: 'resize', listener: () => void): unknown
  off?(event: 'resize', listener: () => void): unknown
}

export interface ProgressOptions {
  stream: ProgressStream
  quiet: boolean
  /** Redraw a bar in place (TTY) instead of printing lines. */
  live: boolean
  /** `helios check`: its runs by run id, so each line says which phase it belongs to. */
  phases?: Record<string, CheckPhase>
  /** Seconds between plain progress lines when not live (default 30). */
  periodSec?: number
  /** Milliseconds since some origin (default Date.now). */
  now?: () => number
  /** Calls `tick` every `ms` until the returned function is called (default setInterval, unref'd). */
  every?: (tick: () => void, ms: number) => () => void
}

/** A bar is redrawn this often (its clock moves), in milliseconds. */
const REDRAW_MS = 500
const PERIOD_SEC = 30

export function createProgress(opts: ProgressOptions): {
  onProgress: (e: RunProgressEvent) => void
  stop: () => void
} {
  const every = opts.every ?? defaultEvery
  const stream = opts.stream
  const tracker = runTracker(opts.now ?? Date.now, opts.phases)
  let drawnWidth = 0

  // A pty that reports no size (`script`, some CI terminals) says 0 columns: read as unknown.
  const columns = () => stream.columns || 80
  const draw = () => {
    const counts = tracker.counts()
    if (!counts) return
    const line = progressLine(counts, columns())
    stream.write(`${redrawPrefix(drawnWidth, columns())}${line}`)
    drawnWidth = width(line)
  }
  const print = (text: string) => {
    if (opts.live) {
      stream.write(redrawPrefix(drawnWidth, columns()))
      drawnWidth = 0
    }
    stream.write(`${text}\n`)
    if (opts.live) draw()
  }
  const periodic = () => {
    const counts = tracker.counts()
    if (counts && counts.done < counts.total) stream.write(`${periodicLine(counts)}\n`)
  }
  const cancelTimer = opts.live
    ? every(draw, REDRAW_MS)
    : every(periodic, (opts.periodSec ?? PERIOD_SEC) * 1000)
  if (opts.live) stream.on?.('resize', draw)

  const onProgress = (event: RunProgressEvent) => {
    tracker.track(event)
    // Refused tasks are named even with -q, like the invalid ones discovery found; a registry that
    // failed is worth a line too: the run is slower than it should be.
    const loud =
      event.type === 'run-started' ||
      event.type === 'registry-warning' ||
      event.type === 'image-cache-warning'
    const line = opts.quiet && !loud ? null : eventLine(event, tracker.phase())
    if (line !== null) {
      print(line)
    } else if (event.type === 'attempt-finished' && opts.quiet && !opts.live) {
      print(progressLine(tracker.counts()!))
    } else if (opts.live) {
      draw()
    }
  }
  const stop = () => {
    cancelTimer()
    stream.off?.('resize', draw)
    if (opts.live && tracker.counts()) {
      draw()
      stream.write('\n')
    }
  }
  return { onProgress, stop }
}

/**
 * The counts of the run under way, its clock and its ETA (one run at a time: the task check runs
 * two, one after the other, each with its own clock).
 */
function runTracker(now: () => number, phases: Record<string, CheckPhase> | undefined) {
  let run = freshRun(now())
  let phase: CheckPhase | undefined
  let last: RunProgressEvent['counts'] | null = null
  const counts = (): ProgressCounts | null => {
    if (!last) return null
    const at = now()
    const running = [...run.running.values()].map((started) => (at - started) / 1000)
    return {
      done: last.finished,
      total: last.total,
      passed: last.passed,
      failed: last.failed,
      errors: last.errors,
      elapsedSec: (at - run.started) / 1000,
      etaSec: etaSec({
        total: last.total,
        done: last.finished,
        verdictSec: run.verdictSec,
        runningSec: running,
        slots: run.slots,
      }),
      ...(phase ? { phase: phase.name } : {}),
    }
  }
  const track = (event: RunProgressEvent) => {
    last = event.counts
    if (event.type === 'run-started') {
      run = freshRun(now())
      phase = phases?.[event.runId]
    } else if (event.type === 'attempt-started') {
      run.running.set(attemptKey(event.task.id, event.attempt), now())
      run.slots = Math.max(run.slots, run.running.size)
    } else if (event.type === 'attempt-finished') {
      run.running.delete(attemptKey(event.task.id, event.result.attempt))
      if (event.result.status !== 'error') run.verdictSec.push(event.result.duration_sec)
    }
  }
  return { counts, track, phase: () => phase }
}

function freshRun(started: number) {
  return { started, running: new Map<string, number>(), verdictSec: new Array<number>(), slots: 1 }
}

function attemptKey(taskId: string, attempt: number): string {
  return `${taskId}#${attempt}`
}

function defaultEvery(tick: () => void, ms: number): () => void {
  const timer = setInterval(tick, ms).unref()
  return () => clearInterval(timer)
}
