// The quarantine list (`.helios/quarantine.txt`, input `quarantine`, `helios compare --quarantine`):
// tasks known to be flaky that the gate leaves out. Their attempts still run and their rows are
// still shown, marked; only the gate statistics (pass@k, the tests, the labels) exclude them.
// Pure: parsing and splitting the summaries.
import type { RunSummary, TaskSummary } from './types.js'
import { computeTotals } from './totals.js'

export const DEFAULT_QUARANTINE_FILE = '.helios/quarantine.txt'

export class QuarantineError extends Error {
  override readonly name = 'QuarantineError'
}

/**
 * One task a line, by its name or its folder (as in the task table); `#` starts a comment, blank
 * lines are skipped. A line that could never name a task (a control character) is refused with
 * the file and line.
 */
export function parseQuarantine(text: string, file: string): string[] {
  const entries: string[] = []
  text.split(/\r?\n/).forEach((line, i) => {
    const entry = line.replace(/(^|\s)#.*$/, '').trim()
    if (entry === '') return
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(entry))
      throw new QuarantineError(
        `${file}:${i + 1}: a control character in ${JSON.stringify(entry)}; write one task name or folder a line`,
      )
    entries.push(entry)
  })
  return entries
}

export interface QuarantineSplit {
  /** The summaries without the quarantined tasks (totals recomputed): what the gate compares. */
  base: RunSummary | null
  head: RunSummary
  /** The quarantined tasks found, each with its base and head side. */
  tasks: { name: string; path: string; base: TaskSummary | null; head: TaskSummary | null }[]
  /** Entries that matched no task on either side (a typo, or a task since removed). */
  unmatched: string[]
}

/** Takes the listed tasks (by name or folder) out of both sides. */
export function splitQuarantined(
  base: RunSummary | null,
  head: RunSummary,
  entries: readonly string[],
): QuarantineSplit {
  const listed = new Set(entries)
  const matches = (t: TaskSummary) => listed.has(t.task_name) || listed.has(t.task_path)
  const found = new Map<string, QuarantineSplit['tasks'][number]>()
  const take = (summary: RunSummary, side: 'base' | 'head'): RunSummary => {
    const kept: TaskSummary[] = []
    for (const t of summary.tasks) {
      if (!matches(t)) {
        kept.push(t)
        continue
      }
      const row = found.get(t.task_id) ?? { name: t.task_name, path: t.task_path, base: null, head: null }
      row[side] = t
      found.set(t.task_id, row)
    }
    if (kept.length === summary.tasks.length) return summary
    return { ...summary, tasks: kept, totals: computeTotals(kept, summary.invalid_tasks.length) }
  }
  const split = { base: base && take(base, 'base'), head: take(head, 'head') }
  const seen = [...found.values()].flatMap((t) => [t.name, t.path])
  return { ...split, tasks: [...found.values()], unmatched: entries.filter((e) => !seen.includes(e)) }
}
