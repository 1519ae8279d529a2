import { describe, expect, it } from 'vitest'
import {
  clock,
  etaSec,
  periodicLine,
  progressLine,
  redrawPrefix,
  width,
  type ProgressCounts,
} from '../../src/cli/progress-bar.js'

const counts: ProgressCounts = {
  done: 4,
  total: 10,
  passed: 3,
  failed: 1,
  errors: 0,
  elapsedSec: 45,
  etaSec: 70,
}

describe('the progress line at a terminal width', () => {
  it('keeps every form at most columns - 1 wide, so a redraw never wraps', () => {
    const big = {
      ...counts,
      done: 1234,
      total: 10000,
      passed: 1000,
      failed: 200,
      errors: 34,
      elapsedSec: 40000,
      etaSec: 360000,
    }
    for (const columns of [20, 40, 60, 66, 79, 80, 120, 250])
      for (const c of [counts, big])
        expect(width(progressLine(c, columns)), `${columns}`).toBeLessThanOrEqual(columns - 1)
  })

  it('from 80 columns: the full form with elapsed time and ETA', () => {
    expect(progressLine(counts, 80)).toBe(
      '4/10 Passed: 3 | Failed: 1 | Errors: 0 ━━━━━━──────── 00:45 elapsed · ETA 01:10',
    )
    const wide = progressLine(counts, 120)
    expect(wide).toMatch(/^4\/10 Passed: 3 \| Failed: 1 \| Errors: 0 ━+─+ 00:45 elapsed · ETA 01:10$/)
    expect(wide.match(/[━─]/g)).toHaveLength(40)
  })

  it('below 80 columns: the compact form, its bar as wide as fits; the clock and ETA are never cut', () => {
    expect(progressLine(counts, 79)).toBe(
      `4/10 ✓3 ✗1 err 0 ${'━'.repeat(16)}${'─'.repeat(24)} 00:45 ETA 01:10`,
    )
    expect(progressLine(counts, 66)).toMatch(/^4\/10 ✓3 ✗1 err 0 ━+─+ 00:45 ETA 01:10$/)
    expect(progressLine(counts, 60)).toMatch(/^4\/10 ✓3 ✗1 err 0 ━+─+ 00:45 ETA 01:10$/)
    expect(progressLine(counts, 40)).toBe('4/10 ✓3 ✗1 err 0 ━━──── 00:45 ETA 01:10')
    // No room for a bar of at least 6 cells: none; narrower still, the ETA goes, then the counts.
    expect(progressLine(counts, 35)).toBe('4/10 ✓3 ✗1 err 0 00:45 ETA 01:10')
    expect(progressLine(counts, 30)).toBe('4/10 ✓3 ✗1 err 0 00:45')
    expect(progressLine(counts, 20)).toBe('4/10 00:45')
  })

  it('says the ETA is unknown rather than guessing', () => {
    expect(progressLine({ ...counts, etaSec: null }, 60)).toMatch(/00:45 ETA --:--$/)
    expect(periodicLine({ ...counts, etaSec: null })).toBe(
      'progress: 4/10 attempts finished (3 passed, 1 failed, 0 errors), 00:45 elapsed, ETA unknown',
    )
  })

  it('without a width (a log), the full form with a fixed bar', () => {
    expect(progressLine(counts)).toBe(
      '4/10 Passed: 3 | Failed: 1 | Errors: 0 ━━━━━━━━━━────────────── 00:45 elapsed · ETA 01:10',
    )
  })

  it('names the task check phase first', () => {
    expect(progressLine({ ...counts, phase: 'nop' }, 60)).toMatch(/^nop 4\/10 ✓3/)
    expect(periodicLine({ ...counts, phase: 'oracle' })).toMatch(/^progress \(oracle\): 4\/10/)
  })

  it('formats hours', () => {
    expect(clock(3725)).toBe('1:02:05')
    expect(clock(-3)).toBe('00:00')
  })
})

describe('the ETA, from finished attempts', () => {
  it('is unknown before any attempt finished, and while every finished attempt errored', () => {
    expect(etaSec({ total: 10, done: 0, verdictSec: [], runningSec: [5, 5], slots: 2 })).toBeNull()
    // Three instant refusals say nothing about how long a real attempt takes.
    expect(etaSec({ total: 10, done: 3, verdictSec: [], runningSec: [1], slots: 2 })).toBeNull()
  })

  it('spreads the attempts left over the slots, each taking the mean verdict duration', () => {
    // 6 queued × 10 s over 2 slots = 30 s.
    expect(etaSec({ total: 10, done: 4, verdictSec: [8, 12], runningSec: [], slots: 2 })).toBe(30)
    // The running ones count what they have left: 4 queued × 10 + (10 − 4) + (10 − 9) = 47, over 2.
    expect(etaSec({ total: 10, done: 4, verdictSec: [10], runningSec: [4, 9], slots: 2 })).toBe(23.5)
    // One running past the mean has nothing left (never negative).
    expect(etaSec({ total: 5, done: 4, verdictSec: [10], runningSec: [30], slots: 4 })).toBe(0)
  })

  it('uses no more slots than attempts are left', () => {
    expect(etaSec({ total: 10, done: 9, verdictSec: [20], runningSec: [], slots: 8 })).toBe(20)
  })

  it('is zero once every attempt finished', () => {
    expect(etaSec({ total: 3, done: 3, verdictSec: [], runningSec: [], slots: 1 })).toBe(0)
  })
})

describe('redrawing the line', () => {
  it('clears the one row it takes while it fits', () => {
    expect(redrawPrefix(0, 80)).toBe('\r')
    expect(redrawPrefix(79, 80)).toBe('\r\x1b[2K')
    expect(redrawPrefix(80, 80)).toBe('\r\x1b[2K')
  })

  it('after the terminal narrowed, goes up to the first row the old line was rewrapped onto and clears down', () => {
    // Drawn 79 wide, now 60 columns: the old line fills 2 rows.
    expect(redrawPrefix(79, 60)).toBe('\r\x1b[1A\x1b[J')
    // Drawn 119 wide, now 40: 3 rows.
    expect(redrawPrefix(119, 40)).toBe('\r\x1b[2A\x1b[J')
  })
})
