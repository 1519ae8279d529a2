// The live progress as a user's terminal sees it: a fake stream with a width, driven by run events,
// on a clock and a timer the test moves by hand.
import { describe, expect, it } from 'vitest'
import { EventEmitter } from 'node:events'
import { createProgress } from '../../src/cli/progress.js'
import { checkPhases } from '../../src/report/progress-lines.js'
import type { RunProgressEvent } from '../../src/run/runner.js'
import type { AttemptResult } from '../../src/results/types.js'

const ESC = String.fromCharCode(27)
/** The redraw prefix: carriage return, an optional move up, then a clear. */
const REDRAW = new RegExp(`\\r(?:${ESC}\\[\\d+A)?(?:${ESC}\\[2K|${ESC}\\[J)?`)
/** Any escape sequence. */
const ESCAPES = new RegExp(`${ESC}\\[[0-9;]*[A-Za-z]`, 'g')

class FakeTerminal extends EventEmitter {
  output = ''
  constructor(public columns: number | undefined) {
    super()
  }
  write(text: string): boolean {
    this.output += text
    return true
  }
  /** What the last redraw drew (after the last escape sequence), the one line on screen. */
  lastDrawn(): string {
    return this.output.split(REDRAW).at(-1)!
  }
  resize(columns: number): void {
    this.columns = columns
    this.emit('resize')
  }
}

const counts = (finished: number, passed: number, failed: number, errors: number) => ({
  total: 4,
  started: Math.min(4, finished + 2),
  finished,
  passed,
  failed,
  errors,
  reused: 0,
})
const task = (name: string) => ({ id: `${name}@1`, name }) as never

function started(name: string, attempt: number, c = counts(0, 0, 0, 0)): RunProgressEvent {
  return { type: 'attempt-started', task: task(name), attempt, counts: c }
}
function finished(
  name: string,
  attempt: number,
  status: AttemptResult['status'],
  durationSec: number,
  c: ReturnType<typeof counts>,
): RunProgressEvent {
  const result = {
    task_name: name,
    attempt,
    status,
    reward: status === 'passed' ? 1 : 0,
    duration_sec: durationSec,
    reason: status === 'error' ? 'docker: boom' : null,
    usage: null,
  } as AttemptResult
  return { type: 'attempt-finished', task: task(name), result, attemptDir: '/x', counts: c }
}
const runStarted = (runId = 'r'): RunProgressEvent => ({
  type: 'run-started',
  runId,
  runDir: '/x',
  counts: counts(0, 0, 0, 0),
  refused: [],
})

/** A clock and a timer the test moves. */
function manual() {
  let ms = 0
  const ticks: (() => void)[] = []
  return {
    now: () => ms,
    every: (tick: () => void) => {
      ticks.push(tick)
      return () => ticks.splice(ticks.indexOf(tick), 1)
    },
    advance(sec: number) {
      ms += sec * 1000
      for (const tick of [...ticks]) tick()
    },
    ticking: () => ticks.length,
  }
}

describe('the live bar on a terminal', () => {
  it('shows elapsed time and an ETA from the finished attempts, and fits the width', () => {
    const term = new FakeTerminal(60)
    const time = manual()
    const progress = createProgress({
      stream: term,
      quiet: true,
      live: true,
      now: time.now,
      every: time.every,
    })
    progress.onProgress(runStarted())
    progress.onProgress(started('a', 1))
    progress.onProgress(started('b', 1))
    time.advance(10)
    expect(term.lastDrawn()).toBe(`0/4 ✓0 ✗0 err 0 ${'─'.repeat(27)} 00:10 ETA --:--`)
    progress.onProgress(finished('a', 1, 'passed', 10, counts(1, 1, 0, 0)))
    // Two queued at the 10 s mean, b (running 10 s) with none left, over 2 slots: 10 s.
    expect(term.lastDrawn()).toMatch(/^1\/4 ✓1 ✗0 err 0 ━+─+ 00:10 ETA 00:10$/)
    for (const drawn of term.output.split(/\r/))
      expect([...drawn.replace(ESCAPES, '')].length).toBeLessThan(60)
    progress.stop()
    expect(term.output.endsWith('\n')).toBe(true)
    expect(time.ticking()).toBe(0)
  })

  it('a resize between redraws: the old, rewrapped line is cleared from its first row; the new one fits', () => {
    const term = new FakeTerminal(120)
    const time = manual()
    const progress = createProgress({
      stream: term,
      quiet: true,
      live: true,
      now: time.now,
      every: time.every,
    })
    progress.onProgress(runStarted())
    progress.onProgress(finished('a', 1, 'passed', 3, counts(1, 1, 0, 0)))
    const wide = term.lastDrawn()
    expect([...wide].length).toBeGreaterThan(80)
    term.output = ''
    term.resize(60)
    expect(term.output.startsWith(`\r\x1b[${Math.ceil([...wide].length / 60) - 1}A\x1b[J`)).toBe(true)
    expect([...term.lastDrawn()].length).toBeLessThan(60)
    // A later redraw at the same width clears one row only.
    term.output = ''
    time.advance(1)
    expect(term.output.startsWith('\r\x1b[2K')).toBe(true)
    progress.stop()
    // No listener is left on the stream.
    expect(term.listenerCount('resize')).toBe(0)
  })

  it('a line printed while the bar is up goes above it, and the bar is drawn again below', () => {
    const term = new FakeTerminal(80)
    const time = manual()
    const progress = createProgress({
      stream: term,
      quiet: false,
      live: true,
      now: time.now,
      every: time.every,
    })
    progress.onProgress(runStarted())
    progress.onProgress(finished('a', 1, 'failed', 3, counts(1, 0, 1, 0)))
    progress.onProgress(finished('b', 1, 'passed', 3, counts(2, 1, 1, 0)))
    const rows = term.output.split('\n')
    expect(rows[0]).toMatch(/\[1\/4\] FAIL {2}a attempt 1/)
    expect(rows[1]).toMatch(/1\/4 Passed: 0 \| Failed: 1/)
    expect(rows[1]).toMatch(/\[2\/4\] PASS {2}b attempt 1/)
    progress.stop()
  })

  it('a stop before any attempt finished draws nothing and leaves no timer', () => {
    const term = new FakeTerminal(80)
    const time = manual()
    const progress = createProgress({
      stream: term,
      quiet: true,
      live: true,
      now: time.now,
      every: time.every,
    })
    time.advance(5)
    progress.stop()
    expect(term.output).toBe('')
    expect(time.ticking()).toBe(0)
  })
})

describe('progress when stderr is not a terminal', () => {
  it('prints plain lines, never an escape sequence, and a progress line every period', () => {
    const log = new FakeTerminal(undefined)
    const time = manual()
    const progress = createProgress({
      stream: log,
      quiet: false,
      live: false,
      periodSec: 30,
      now: time.now,
      every: time.every,
    })
    progress.onProgress(runStarted())
    progress.onProgress(started('a', 1))
    time.advance(30)
    progress.onProgress(finished('a', 1, 'error', 0.1, counts(1, 0, 0, 1)))
    progress.onProgress(finished('b', 1, 'passed', 20, counts(2, 1, 0, 1)))
    time.advance(30)
    progress.stop()
    time.advance(30)
    expect(log.output).not.toContain(ESC)
    expect(log.output).not.toContain('\r')
    expect(log.output.split('\n')).toEqual([
      'progress: 0/4 attempts finished (0 passed, 0 failed, 0 errors), 00:30 elapsed, ETA unknown',
      '[1/4] ERROR a attempt 1 (0.1s) — docker: boom',
      '[2/4] PASS  b attempt 1 (20.0s, reward 1)',
      'progress: 2/4 attempts finished (1 passed, 0 failed, 1 errors), 01:00 elapsed, ETA 00:40',
      '',
    ])
  })
})

describe('helios check phases', () => {
  it('opens each phase with what its attempts should do; a failed nop attempt reads as expected, not FAIL', () => {
    const log = new FakeTerminal(undefined)
    const time = manual()
    const phases = checkPhases({ oracle: 'c-oracle', nop: 'c-nop' })
    const progress = createProgress({
      stream: log,
      quiet: false,
      live: false,
      phases,
      now: time.now,
      every: time.every,
    })
    progress.onProgress(runStarted('c-oracle'))
    progress.onProgress(finished('a', 1, 'passed', 1, counts(1, 1, 0, 0)))
    progress.onProgress(finished('b', 1, 'failed', 1, counts(2, 1, 1, 0)))
    progress.onProgress(runStarted('c-nop'))
    progress.onProgress(finished('a', 1, 'failed', 1, counts(1, 0, 1, 0)))
    progress.onProgress(finished('b', 1, 'passed', 1, counts(2, 1, 1, 0)))
    progress.stop()
    expect(log.output.split('\n')).toEqual([
      "oracle: each task's solution runs twice; every attempt should pass (a failure flags the task)",
      '[oracle 1/4] PASS  a attempt 1 (1.0s, reward 1)',
      '[oracle 2/4] FAIL  b attempt 1 (1.0s, reward 0)',
      'nop: each task once, with no work done; every attempt should fail (a pass flags the task)',
      '[nop 1/4] failed, as expected: a attempt 1 (1.0s, reward 0)',
      '[nop 2/4] PASSED, nop should fail: b attempt 1 (1.0s, reward 1)',
      '',
    ])
  })
})
