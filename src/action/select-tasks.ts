// The tasks a plan or a check works on: discovered under `tasks`, narrowed by `changed-only` to
// those a PR touched, with invalid tasks and ignored fields annotated on their files.
import * as core from '@actions/core'
import { join, relative, resolve, sep } from 'node:path'
import { tasksTouchedBy, touchedBy } from '../task/changed.js'
import { discoverTasks } from '../task/discover.js'
import { sampleOptions } from '../task/sample.js'
import { changedFilesSince, repoTopLevel } from '../task/git-changes.js'
import type { InvalidTask, Task, TaskWarning } from '../task/types.js'
import { skippedFoldersText } from '../task/warning-groups.js'
import type { WorkflowContext } from './context.js'
import { InputError, type ActionInputs } from './inputs.js'

export interface SelectedTasks {
  /** The tasks folder, absolute. */
  root: string
  tasks: Task[]
  invalid: InvalidTask[]
  warnings: TaskWarning[]
  /** A path from the tasks folder (a task.toml) as annotations need it: from the repository root. */
  inRepo: (file: string) => string
  /** Every task's name before include/exclude (a bench config checks its globs against them). */
  names: string[]
}

export async function selectTasks(inputs: ActionInputs, ctx: WorkflowContext): Promise<SelectedTasks> {
  const root = resolve(ctx.workspace, inputs.tasks)
  const found = await discoverTasks(root, {
    pattern: inputs.pattern,
    include: inputs.include,
    exclude: inputs.exclude,
    sample: sampleOptions(inputs),
  })
  if (found.sampledOut > 0) core.info(`${found.sampledOut} task(s) left out by max-samples/sample (not run)`)
  let { tasks, invalid } = found
  if (inputs.changedOnly) {
    const baseRef = inputs.baseRef || (ctx.pullRequest ? `origin/${ctx.pullRequest.baseRef}` : '')
    if (!baseRef)
      throw new InputError(
        `Input 'changed-only' is true but there is no base to compare with; set 'base-ref'.`,
      )
    const files = await changedFilesSince(baseRef, ctx.workspace)
    const rootInRepo = relative(await repoTopLevel(ctx.workspace), root)
    tasks = tasksTouchedBy(tasks, files, rootInRepo)
    invalid = touchedBy(invalid, (t) => t.relative_dir, files, rootInRepo)
    core.info(`changed-only: ${tasks.length} of ${found.tasks.length} task(s) touched since ${baseRef}`)
  }
  const warnings = inputs.changedOnly
    ? found.warnings.filter((w) => tasks.some((t) => t.relativeDir === w.relative_dir))
    : found.warnings
  const inRepo = (file: string): string => relative(ctx.workspace, join(root, file)).split(sep).join('/')
  for (const task of invalid)
    core.warning(`Invalid task ${task.relative_dir}: ${task.message}`, { file: inRepo(task.file) })
  for (const w of warnings)
    core.warning(`${w.field}: ${w.message}`, { file: inRepo(w.file), title: 'task.toml field ignored' })
  // A folder of the tasks root that holds no task.toml is no task: said, not skipped in silence.
  if (found.skipped.length > 0)
    core.warning(skippedFoldersText(found.skipped.map(inRepo)), { title: 'Folder without task.toml' })
  return { root, tasks, invalid, warnings, inRepo, names: found.names }
}
