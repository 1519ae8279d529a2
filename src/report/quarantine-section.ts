// The quarantined tasks in the report: each row marked, with its counts on both sides, and the
// list's entries that matched nothing. Pure.
import { markdownTable } from 'markdown-table'
import type { QuarantineSplit } from '../results/quarantine.js'
import type { TaskSummary } from '../results/types.js'
import { clip, escapeMarkdown } from './escape.js'
import { signedPoints } from './format.js'
import { validAttempts } from '../results/valid-attempts.js'

const MAX_NAME = 120
const MAX_LISTED = 50

export function quarantineSection(split: QuarantineSplit, file: string): string {
  if (split.tasks.length === 0 && split.unmatched.length === 0) return ''
  const where = `\`${file.replace(/`/g, "'")}\``
  const parts = [
    `🔒 **Quarantined: ${split.tasks.length} task(s)** listed in ${where} ran but are left out of the gate (pass@k, the tests and the labels above).`,
  ]
  if (split.tasks.length > 0) {
    const rows = split.tasks.slice(0, MAX_LISTED).map((t) => {
      const delta =
        t.base && t.head && validAttempts(t.base) > 0 && validAttempts(t.head) > 0
          ? signedPoints(rate(t.head) - rate(t.base))
          : '—'
      return [`🔒 ${escapeMarkdown(clip(t.name, MAX_NAME))}`, counts(t.base), counts(t.head), delta]
    })
    parts.push(markdownTable([['Task (quarantined)', 'Base', 'Head', 'Δ pass rate (pts)'], ...rows]))
    if (split.tasks.length > MAX_LISTED) parts.push(`_…and ${split.tasks.length - MAX_LISTED} more._`)
  }
  if (split.unmatched.length > 0)
    parts.push(
      `_Listed but matching no task: ${split.unmatched
        .slice(0, MAX_LISTED)
        .map((e) => escapeMarkdown(clip(e, MAX_NAME)))
        .join(', ')}._`,
    )
  return parts.join('\n\n')
}

function rate(t: TaskSummary): number {
  return t.successes / validAttempts(t)
}

function counts(t: TaskSummary | null): string {
  if (t === null) return '—'
  return `${t.successes}/${validAttempts(t)}${t.errors > 0 ? ` +${t.errors} err` : ''}`
}
