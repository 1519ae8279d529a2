// The results box `helios batch` prints, as lines (pure). Figures never mislead: an interrupted or
// stopped run says so first, pass@k is over the tasks whose attempts all ran (the rest are named),
// and a run in which no attempt reached a verdict shows why instead of a pass@k of 0.
import type { RunSummary } from '../results/types.js'
import { finishedOfPlanned, notRunTasks } from '../results/not-run.js'
import { escapeTerminal } from '../report/escape.js'
import { percent } from '../report/format.js'
import { box, usageLine } from './box.js'

/** Task names listed by name before "and N more". */
const NAMED = 5

export function resultsBox(summary: RunSummary, maxWidth?: number): string {
  return box('Batch Results', resultsLines(summary), maxWidth)
}

export function resultsLines(summary: RunSummary): string[] {
  const t = summary.totals
  return [
    ...(summary.stopped ? [stoppedLine(summary.stopped)] : []),
    ...figureLines(summary),
    `Raw: ${t.passed}/${t.attempts} (${percent(t.raw_pass_rate)})`,
    `Failed: ${t.failed}   Errors: ${t.errors}${t.invalid_tasks ? `   Invalid tasks: ${t.invalid_tasks}` : ''}`,
    ...(t.usage ? [usageLine(t.usage)] : []),
    `Duration: ${summary.duration_sec.toFixed(1)}s`,
  ]
}

/**
 * `Interrupted: 26 of 30 attempts finished` / `Stopped: 2 of 20 attempts ran: <reason>`; an older
 * summary without the planned count says how many did not start.
 */
export function stoppedLine(stopped: NonNullable<RunSummary['stopped']>): string {
  const counts = finishedOfPlanned({ stopped })
  const reason = escapeTerminal(stopped.reason)
  if (stopped.cause === 'interrupted' && counts)
    return `Interrupted: ${counts.finished} of ${counts.planned} attempts finished`
  if (counts) return `Stopped: ${counts.finished} of ${counts.planned} attempts ran: ${reason}`
  return `Stopped: ${stopped.not_started.length} attempt(s) not started: ${reason}`
}

/** pass@k, pass@1 and mean reward over the tasks that ran all their attempts, or why there are none. */
function figureLines(summary: RunSummary): string[] {
  const t = summary.totals
  const notRun = notRunTasks(summary)
  const named = notRun.length === 0 ? [] : [notRunLine(notRun.map((task) => task.task_name))]
  if (t.attempts > 0 && t.passed + t.failed === 0) {
    // Nothing reached a verifier (an unknown model, a refused run): no pass@k of 0 to misread.
    return [
      `No pass@k: all ${t.attempts} attempt(s) errored, none reached a verdict`,
      ...reasonLine(summary),
      ...named,
    ]
  }
  if (t.tasks === 0) return [`No pass@k: no task ran all its attempts`, ...named]
  const k = String(summary.attempts)
  const complete = summary.tasks.filter((task) => task.unfinished === undefined)
  const solved = complete.filter((task) => task.successes > 0).length
  const over = notRun.length > 0 ? 'tasks that ran all their attempts' : 'tasks'
  const passAtK = t.pass_at_k[k]
  return [
    passAtK === undefined
      ? `pass@${k}: — (a task ran fewer than ${k} attempts)`
      : `pass@${k}: ${percent(passAtK)} (${solved}/${t.tasks} ${over})`,
    ...(summary.attempts > 1 && t.pass_at_k['1'] !== undefined
      ? [`pass@1: ${percent(t.pass_at_k['1'])}`]
      : []),
    `Mean reward: ${t.mean_reward.toFixed(3)}`,
    ...named,
  ]
}

/** `Not run: a, b, c and 4 more (left out of pass@k)`. */
function notRunLine(names: readonly string[]): string {
  const shown = names.slice(0, NAMED).map(escapeTerminal).join(', ')
  const more = names.length > NAMED ? ` and ${names.length - NAMED} more` : ''
  return `Not all run: ${shown}${more} (left out of pass@k)`
}

/** The most frequent error, unless the stopped line already gave the run's reason. */
function reasonLine(summary: RunSummary): string[] {
  if (summary.stopped) return []
  const counts = new Map<string, number>()
  for (const task of summary.tasks)
    for (const r of task.reasons) counts.set(r.reason, (counts.get(r.reason) ?? 0) + r.count)
  const top = [...counts].sort((a, b) => b[1] - a[1])[0]
  return top ? [`Reason: ${escapeTerminal(top[0])} (${top[1]} of ${summary.totals.attempts})`] : []
}
