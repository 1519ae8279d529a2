// `check --cheat`'s section of the task check, as terminal lines and as markdown. Pure; the
// `hackable` flags themselves are among the task's problems (report/task-check.ts).
import { markdownTable } from 'markdown-table'
import { otherModeScores, type CheatedTask, type CheatReport } from '../results/cheat-check.js'
import { clip, escapeMarkdown, escapeTerminal } from './escape.js'
import { plainTable } from './plain-table.js'

const EXPLAIN =
  "Each attack ran once per task as the oracle runs a solution, in the task's verifier mode and in the other; a task is hackable when an attack scores above 0 in its own mode. Fixes are in the task's problems above."

function names(task: CheatedTask, pick: (a: CheatedTask['attacks'][number]) => boolean): string[] {
  return task.attacks.filter(pick).map((a) => a.attack)
}

function row(task: CheatedTask): string[] {
  const scored = names(task, (a) => a.own?.outcome === 'scored')
  const timedOut = names(task, (a) => a.own?.outcome === 'timed-out' || a.other?.outcome === 'timed-out')
  const errored = names(task, (a) => a.own?.outcome === 'error' || a.other?.outcome === 'error')
  const notes = [
    ...(timedOut.length ? [`timed out (0): ${timedOut.join(', ')}`] : []),
    ...(errored.length ? [`no verdict (error): ${errored.join(', ')}`] : []),
  ]
  return [
    task.mode,
    scored.length ? scored.join(', ') : 'none',
    otherModeScores(task).join(', ') || (scored.length ? 'none' : '–'),
    notes.join('; '),
  ]
}

function head(report: CheatReport): string {
  const users = report.user_attacks.length ? ` and ${report.user_attacks.length} folder(s) of your own` : ''
  return `attack pack ${report.pack}${users}: ${report.tasks.length} task(s) attacked, ${report.hackable} hackable`
}

export function renderCheatTerminal(report: CheatReport): string {
  const rows = report.tasks.map((t) => [escapeTerminal(t.task_name), ...row(t).map(escapeTerminal)])
  const table = plainTable(['task', 'mode', 'scored in its mode', 'scored in the other', ''], rows)
  return [head(report), ...table].join('\n')
}

export function renderCheatMarkdown(report: CheatReport): string {
  const rows = report.tasks.map((t) => [
    escapeMarkdown(clip(t.task_name, 160)),
    ...row(t).map((cell, i) => (i === 1 && t.hackable ? `❌ ${escapeMarkdown(cell)}` : escapeMarkdown(cell))),
  ])
  const header = ['Task', 'Mode', 'Scored in its mode', `Scored in the other mode`, 'Notes']
  const table = markdownTable([header, ...rows], { alignDelimiters: false })
  return `#### Cheat check: ${escapeMarkdown(head(report))}\n\n${table}\n\n<sub>${EXPLAIN}</sub>\n`
}
