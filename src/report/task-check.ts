// The task-author check as a terminal table and as markdown (job summary, sticky PR comment). Pure.
import { markdownTable } from 'markdown-table'
import type { CheckedTask, TaskCheckReport } from '../results/task-check.js'
import { clip, escapeMarkdown, escapeTerminal } from './escape.js'
import { plainTable } from './plain-table.js'
import { renderCheatMarkdown, renderCheatTerminal } from './cheat-check.js'

const EXPLAIN =
  'Each task ran twice with `oracle` (its solution/solve.sh) and once with `nop` (no work); counts are over attempts that reached a verdict (– : none did). Flagged: an image does not build (named), an oracle or nop attempt ends in an error (with its phase), the oracle fails, nop passes, the verifier ends without a reward, the two oracle rewards differ, there is no solution, the task is invalid, its image leaks the answer (leak: git history beyond the checkout, solution/tests files, answers in ENV or layer history), or (with `--cheat`) an attack scores.'

/** A name two tasks share is shown with the task's folder, so the rows can be told apart. */
function labels(report: TaskCheckReport): Map<CheckedTask, string> {
  const seen = new Map<string, number>()
  for (const t of report.tasks) seen.set(t.task_name, (seen.get(t.task_name) ?? 0) + 1)
  return new Map(
    report.tasks.map((t) => [
      t,
      seen.get(t.task_name)! > 1 ? `${t.task_name} (${t.task_path})` : t.task_name,
    ]),
  )
}

function count(side: { passed: number; ran: number } | null): string {
  return side ? `${side.passed}/${side.ran}` : '–'
}

/** `skipped`: folders under the tasks root without a task.toml, counted in the last line. */
export function renderCheckTerminal(report: TaskCheckReport, skipped: readonly string[] = []): string {
  const names = labels(report)
  const rows = report.tasks.map((t) => [
    escapeTerminal(names.get(t)!),
    count(t.oracle),
    count(t.nop),
    verdict(t),
  ])
  const table = plainTable(['task', 'oracle', 'nop', ''], rows)
  const details = report.tasks.flatMap((t) =>
    t.flags.map((f) => `  ${escapeTerminal(names.get(t)!)}: ${f.kind}: ${escapeTerminal(f.message)}`),
  )
  const passedOver =
    skipped.length === 0 ? '' : `, ${skipped.length} folder(s) without task.toml skipped (see the warning)`
  const total = `${report.tasks.length} task(s) checked, ${report.flagged} flagged${passedOver}`
  const cheat = report.cheat ? [renderCheatTerminal(report.cheat), ''] : []
  return [...table, '', ...(details.length ? [...details, ''] : []), ...cheat, total].join('\n')
}

export function renderCheckMarkdown(report: TaskCheckReport, title = 'Helios task check'): string {
  const icon = report.flagged > 0 ? '❌' : '✅'
  const head = `### ${icon} ${escapeMarkdown(title)}: ${report.tasks.length} task(s), ${report.flagged} flagged`
  if (report.tasks.length === 0) return `${head}\n\nNo task to check.\n`
  const names = labels(report)
  const rows = report.tasks.map((t) => [
    escapeMarkdown(clip(names.get(t)!, 160)),
    count(t.oracle),
    count(t.nop),
    t.flags.length === 0
      ? '✅'
      : t.flags.map((f) => `**${f.kind}**: ${escapeMarkdown(clip(f.message, 300))}`).join('<br>'),
  ])
  const table = markdownTable([['Task', 'Oracle', 'Nop', 'Problems'], ...rows], {
    alignDelimiters: false,
    align: ['l', 'r', 'r', 'l'],
  })
  const cheat = report.cheat ? `\n${renderCheatMarkdown(report.cheat)}` : ''
  return `${head}\n\n${table}\n\n<sub>${EXPLAIN}</sub>\n${cheat}`
}

function verdict(task: CheckedTask): string {
  return task.flags.length === 0 ? 'ok' : task.flags.map((f) => f.kind).join(', ')
}
