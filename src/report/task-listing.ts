// `helios batch --dry-run` without --json: the task listing as a terminal table, then each
// refusal and warning in full. Pure.
import type { ListedTask, TaskListing } from '../results/task-listing.js'
import { escapeTerminal } from './escape.js'
import { plainTable } from './plain-table.js'

export function renderListingTerminal(listing: TaskListing): string {
  const rows = listing.tasks.map((t) => [
    escapeTerminal(t.task_path),
    t.shard === null ? '–' : String(t.shard),
    escapeTerminal(t.image ?? '–'),
    t.status === 'runs'
      ? t.warnings.length > 0
        ? `runs, ${t.warnings.length} warning(s)`
        : 'runs'
      : 'refused',
  ])
  const table = plainTable(['task', 'shard', 'image', ''], rows)
  const details = listing.tasks.flatMap(detailLines)
  const { runs, refused, warnings } = listing.counts
  const total = `${listing.tasks.length} task(s): ${runs} would run, ${refused} refused, ${warnings} warning(s); nothing was run`
  return [...table, '', ...(details.length ? [...details, ''] : []), total].join('\n')
}

function detailLines(task: ListedTask): string[] {
  const at = (file: string, field: string | null) =>
    [file, field].filter(Boolean).map((s) => escapeTerminal(s!))
  const refusal = task.refusal
    ? [
        `  ${escapeTerminal(task.task_path)}: refused: ${[...at(task.refusal.file, task.refusal.field), escapeTerminal(task.refusal.message)].join(': ')}`,
      ]
    : []
  const warnings = task.warnings.map(
    (w) =>
      `  ${escapeTerminal(task.task_path)}: warning: ${[...at(w.file, w.field), escapeTerminal(w.message)].join(': ')}`,
  )
  return [...refusal, ...warnings]
}
