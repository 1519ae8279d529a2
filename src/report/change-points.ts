// The shifts a history's change-point test found (results/change-points.ts), as lines under the
// trend: which run the suite's or a task's pass rate moved at, from what to what, and the test's
// p. Pure.
import type { ChangePoint, HistoryChangePoints } from '../results/change-points.js'
import { CHANGE_POINT_LEVEL } from '../results/change-points.js'
import type { HistoryRun } from '../results/history.js'
import { pValueText } from '../results/verdict-text.js'
import { clip, escapeMarkdown, escapeTerminal } from './escape.js'
import { percent } from './format.js'

/** Tasks listed; the rest are counted. */
const MAX_TASKS = 10
const MAX_NAME = 60

type Escape = (text: string) => string

/** The shift lines (empty when none held), as the terminal or as markdown shows them. */
export function changePointLines(
  found: HistoryChangePoints,
  runs: readonly HistoryRun[],
  format: 'terminal' | 'markdown',
): string[] {
  const escape: Escape = format === 'terminal' ? escapeTerminal : escapeMarkdown
  const bullet = format === 'terminal' ? '  ' : '- '
  const lines: string[] = []
  if (found.suite !== null)
    lines.push(`Shift: the pass rate over all tasks ${shift(found.suite, runs, escape)}.`)
  if (found.tasks.length > 0) {
    const level = `${CHANGE_POINT_LEVEL * 100}% false-discovery rate`
    lines.push(
      `Tasks whose pass rate shifted: ${found.tasks.length} of ${found.testedTasks} tested (${level}):`,
    )
    for (const t of found.tasks.slice(0, MAX_TASKS))
      lines.push(`${bullet}${escape(clip(t.taskName, MAX_NAME))}: ${shift(t, runs, escape)}`)
    if (found.tasks.length > MAX_TASKS) lines.push(`${bullet}and ${found.tasks.length - MAX_TASKS} more`)
  }
  return lines
}

/** "82.0% → 61.0% at run abc1234 (2026-11-20; 9 runs before, 4 after), p = 0.001". */
function shift(point: ChangePoint, runs: readonly HistoryRun[], escape: Escape): string {
  const run = runs[point.index]!
  const name =
    run.commit && /^[0-9a-f]{7,}$/i.test(run.commit) ? run.commit.slice(0, 7) : clip(run.run_id, 20)
  return `${percent(point.before)} → ${percent(point.after)} at run ${escape(name)} (${escape(point.date.slice(0, 10))}; ${point.runsBefore} run(s) before, ${point.runsAfter} after), ${pValueText(point.p)}`
}
