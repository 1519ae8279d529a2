// Change points in a label's history (results/change-points.ts): the run at which the suite's or
// a task's pass rate shifted, on seeded nightly histories with a planted shift and without one.
import { describe, expect, it } from 'vitest'
import { beta, drawStatuses, runSummary, taskSummary, type Random } from '../../bench/synthetic.js'
import { bestSplit, historyChangePoints } from '../../src/results/change-points.js'
import { appendRun, emptyHistory, type History } from '../../src/results/history.js'
import { mulberry32 } from '../../src/results/stats.js'
import { trendTerminal } from '../../src/report/trend.js'

/** A nightly history: `rate(task, night)` per task, `attempts` a night, a run-level wobble of the rates. */
function nightly(
  random: Random,
  nights: number,
  tasks: number,
  attempts: number,
  rate: (task: number, night: number) => number,
  wobble = 0,
): History {
  let history = emptyHistory('nightly')
  for (let night = 0; night < nights; night++) {
    // The whole run's rates moved together a little (a model's run-to-run drift).
    const shift = wobble === 0 ? 0 : (beta(random, 2, 2) - 0.5) * wobble
    const summaries = Array.from({ length: tasks }, (_, t) =>
      taskSummary(
        {
          id: `task-${t}@c0ffee`,
          statuses: drawStatuses(random, Math.min(1, Math.max(0, rate(t, night) + shift)), attempts),
        },
        t,
      ),
    )
    const date = new Date(Date.UTC(2026, 9, 1 + night)).toISOString()
    history = appendRun(history, {
      ...runSummary(summaries, { attempts, runId: `night-${night}`, finishedAt: date }),
    })
  }
  return history
}

describe('change points in a history', () => {
  it('names the night a task broke, its rates before and after, and not the tasks that did not move', () => {
    const random = mulberry32(7)
    const history = nightly(random, 20, 30, 3, (t, night) => (t === 4 && night >= 12 ? 0.1 : 0.85))
    const found = historyChangePoints(history)
    expect(found.testedTasks).toBe(30)
    expect(found.tasks.map((t) => t.taskName)).toEqual(['task-4'])
    const [broke] = found.tasks
    expect(broke!.runId).toMatch(/^night-1[123]$/)
    expect(broke!.before).toBeGreaterThan(0.7)
    expect(broke!.after).toBeLessThan(0.3)
    expect(broke!.p).toBeLessThan(0.001)
  })

  it("finds the suite's shift when every task moved a little, at the night it happened", () => {
    const random = mulberry32(8)
    const history = nightly(random, 24, 40, 2, (t, night) => (night >= 16 ? 0.5 : 0.7) + (t % 5) * 0.05)
    const { suite } = historyChangePoints(history)
    expect(suite).not.toBeNull()
    expect(suite!.index).toBeGreaterThanOrEqual(15)
    expect(suite!.index).toBeLessThanOrEqual(17)
    expect(suite!.after).toBeLessThan(suite!.before)
  })

  it('reports nothing on histories without a shift, even when whole runs wobble (seeded, 100 histories)', () => {
    const random = mulberry32(9)
    let suites = 0
    let tasks = 0
    for (let h = 0; h < 100; h++) {
      const rates = Array.from({ length: 30 }, () => random())
      const found = historyChangePoints(nightly(random, 20, 30, 3, (t) => rates[t]!, 0.2))
      if (found.suite !== null) suites++
      tasks += found.tasks.length
    }
    // At 1 % each, with the wobble taken as dispersion: at most a couple of false shifts.
    expect(suites).toBeLessThanOrEqual(3)
    expect(tasks).toBeLessThanOrEqual(3)
  })

  it('tries no split with under two runs or six attempts a side', () => {
    const run = (passes: number, n: number, i: number) => ({ runId: `r${i}`, date: '2026-10-01', n, passes })
    expect(bestSplit([run(3, 3, 0), run(0, 3, 1), run(0, 3, 2)])).toBeNull()
    expect(bestSplit([run(1, 1, 0), run(1, 1, 1), run(0, 1, 2), run(0, 1, 3)])).toBeNull()
    // Runs where the task did not run (n = 0) neither count as a side's runs nor move the split.
    const gaps = [
      run(3, 3, 0),
      run(0, 0, 1),
      run(3, 3, 2),
      run(3, 3, 3),
      run(0, 3, 4),
      run(0, 0, 5),
      run(0, 3, 6),
      run(0, 3, 7),
    ]
    const split = bestSplit(gaps)!
    expect(split.runId).toBe('r4')
    expect([split.runsBefore, split.runsAfter]).toEqual([3, 3])
  })

  it("`helios history` names the shift under the trend, the task's name escaped", () => {
    const random = mulberry32(10)
    let history = nightly(random, 16, 10, 3, (t, night) => (t === 2 && night >= 8 ? 0 : 0.9))
    history = {
      ...history,
      tasks: history.tasks.map((t, i) => (i === 2 ? { ...t, name: 'evil\u001b[31m' } : t)),
    }
    const text = trendTerminal(history)
    expect(text).toMatch(/Tasks whose pass rate shifted: 1 of 10 tested \(1% false-discovery rate\):/)
    expect(text).toMatch(
      / {2}evil\\x1b\[31m: \d+\.\d% → 0\.0% at run night-8 \(2026-10-09; 8 run\(s\) before, 8 after\), p < 0\.001/,
    )
    expect(text).not.toContain('\u001b')
  })
})
