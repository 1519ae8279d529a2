// Unknown-field warnings, grouped: a collection whose tasks all carry the same extra field gives
// one line for it, not one per task and step. Pure; the full list stays in run_summary.json.
import type { TaskWarning } from './types.js'

export interface WarningGroup {
  /** The file as named inside a task (`task.toml`, `environment/docker-compose.yaml`). */
  file: string
  /** The field with list positions as `*` (`steps.*.agent.foo`). */
  field: string
  message: string
  /** Task folders that have it, in the order met. */
  tasks: string[]
}

export function groupWarnings(warnings: readonly TaskWarning[]): WarningGroup[] {
  const groups = new Map<string, WarningGroup>()
  for (const warning of warnings) {
    const file = insideTask(warning)
    const field = warning.field.replace(/\.\d+(?=\.|$)/g, '.*')
    const key = JSON.stringify([file, field, warning.message])
    const group = groups.get(key) ?? { file, field, message: warning.message, tasks: [] }
    if (!group.tasks.includes(warning.relative_dir)) group.tasks.push(warning.relative_dir)
    groups.set(key, group)
  }
  return [...groups.values()]
}

function insideTask(warning: TaskWarning): string {
  const prefix = warning.relative_dir === '.' ? '' : `${warning.relative_dir}/`
  return warning.file.startsWith(prefix) ? warning.file.slice(prefix.length) : warning.file
}

/** `task.toml: metadata.author: ignored: … (50 tasks, e.g. a, b)`; one task: its file path. */
export function warningGroupText(group: WarningGroup): string {
  if (group.tasks.length === 1) {
    const dir = group.tasks[0]!
    return `${dir === '.' ? '' : `${dir}/`}${group.file}: ${group.field}: ${group.message}`
  }
  const examples = group.tasks.slice(0, 2).join(', ')
  return `${group.file}: ${group.field}: ${group.message} (${group.tasks.length} tasks, e.g. ${examples})`
}

/** Names at most this many skipped folders; the rest are counted. */
const SKIPPED_SHOWN = 5

/**
 * `1 folder holds no task.toml, so it is not a task: notes (add …)`: folders of the tasks root that
 * discovery passed over, named so "8 tasks" for 9 folders is no mystery. `skipped` is not empty.
 */
export function skippedFoldersText(skipped: readonly string[]): string {
  const one = skipped.length === 1
  const names = skipped.slice(0, SKIPPED_SHOWN).join(', ')
  const more = skipped.length > SKIPPED_SHOWN ? ` and ${skipped.length - SKIPPED_SHOWN} more` : ''
  const what = one
    ? '1 folder holds no task.toml, so it is not a task'
    : `${skipped.length} folders hold no task.toml, so they are not tasks`
  return `${what}: ${names}${more} (add a task.toml, or move ${one ? 'it' : 'them'} out of the tasks folder)`
}
