// Finds and loads the tasks under a folder. Invalid tasks are collected, never thrown, so one
// broken task.toml cannot stop a benchmark; results are sorted by relative folder so every
// machine (and every shard) sees the same order.

import { stat } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import pLimit from 'p-limit'
import picomatch from 'picomatch'
import { TaskDiscoveryError, TaskLoadError } from './errors.js'
import { loadTask } from './load.js'
import type { InvalidTask, Task, TaskWarning } from './types.js'
import { sampleTasks, type SampleOptions } from './sample.js'
import { findTaskDirs, type Walked } from './walk.js'

type Loaded = { task: Task } | { invalid: InvalidTask; name: string }

export const DEFAULT_TASK_PATTERN = '**/task.toml'
// Tasks loaded (and hashed) at once.
const LOAD_CONCURRENCY = 16

export interface DiscoverOptions {
  /** Glob over `task.toml` paths relative to the root (default `**\/task.toml`). */
  pattern?: string
  /** Globs over task names: keep a task when it matches any (default: all). */
  include?: string[]
  /** Globs over task names: drop a task when it matches any. */
  exclude?: string[]
  /** Fewer tasks, after include/exclude (sample.ts): the first N, or N drawn with a seed. */
  sample?: SampleOptions
}

export interface Discovery {
  /** Absolute folder that `relativeDir` and InvalidTask paths are relative to. */
  root: string
  tasks: Task[]
  invalid: InvalidTask[]
  /** task.toml fields that loaded but change nothing here, one per field (see TaskConfig.warnings). */
  warnings: TaskWarning[]
  /** Every task's name before include/exclude, invalid ones too (a bench config checks its globs on them). */
  names: string[]
  /** Folders under the root with no task.toml anywhere inside (relative, sorted): not tasks, said so. */
  skipped: string[]
  /** Valid tasks the sample options left out (0 without them). */
  sampledOut: number
}

/**
 * `path` is a folder of tasks or one task folder (a folder holding `task.toml`); for one task the
 * root is its parent, so reported paths still start with the task's folder name. Only files named
 * `task.toml` whose relative path matches `pattern` make tasks, and the walk does not descend into a
 * task's own folder (a task may ship sample task folders as data). Symlinked folders are followed
 * inside the root; links out of it, dangling links and loops are invalid tasks (see walk.ts).
 */
export async function discoverTasks(path: string, opts: DiscoverOptions = {}): Promise<Discovery> {
  const start = resolve(path)
  const single = await isTaskFolder(start)
  const root = single ? dirname(start) : start
  const walked: Walked = single
    ? { dirs: [start], invalid: [] }
    : await findTaskDirs(root, picomatch(opts.pattern ?? DEFAULT_TASK_PATTERN))

  const limit = pLimit(LOAD_CONCURRENCY)
  const loaded = await Promise.all(
    walked.dirs.map((dir) =>
      limit(async (): Promise<Loaded> => {
        try {
          return { task: await loadTask(dir, root) }
        } catch (error) {
          if (error instanceof TaskLoadError) return { invalid: error.invalid, name: error.taskName }
          throw error
        }
      }),
    ),
  )

  const selected = nameFilter(opts)
  const tasks: Task[] = []
  const invalid: InvalidTask[] = []
  const firstDirById = new Map<string, string>()
  // Links the walk would not follow sort in among the task folders by their path.
  const results: Loaded[] = [...loaded, ...walked.invalid].sort((a, b) =>
    compare(relativeDirOf(a), relativeDirOf(b)),
  )
  for (const result of results) {
    if ('invalid' in result) {
      if (selected(result.name)) invalid.push(result.invalid)
      continue
    }
    const { task } = result
    if (!selected(task.name)) continue
    const first = firstDirById.get(task.id)
    if (first === undefined) {
      firstDirById.set(task.id, task.relativeDir)
      tasks.push(task)
    } else {
      invalid.push({
        relative_dir: task.relativeDir,
        file: `${task.relativeDir}/task.toml`,
        field: null,
        message: `duplicate of ${first}: both folders have the same name and content (task id ${task.id}); delete one copy or give it another [task].name`,
      })
    }
  }
  const sampled = opts.sample ? sampleTasks(tasks, opts.sample) : tasks
  return {
    root,
    tasks: sampled,
    sampledOut: tasks.length - sampled.length,
    invalid,
    warnings: [
      ...sampled.flatMap(taskWarnings),
      ...sampled.flatMap(nestedTaskWarnings),
      ...sampled.flatMap(strayStepWarnings),
    ],
    names: loaded.map((result) => ('invalid' in result ? result.name : result.task.name)),
    skipped: walked.skipped ?? [],
  }
}

/**
 * A task.toml below a task's own folder is not a task (discovery never looks inside a task: it may
 * ship task folders as data); said once per such file, so a misplaced task is not lost in silence.
 */
function nestedTaskWarnings(task: Task): TaskWarning[] {
  return task.nestedTaskFiles.map((inner) => ({
    relative_dir: task.relativeDir,
    file: task.relativeDir === '.' ? inner : `${task.relativeDir}/${inner}`,
    field: '(nested task folder)',
    message: `inside the task ${task.relativeDir}, so not run as a task of its own (discovery does not look inside a task folder): move it out if it is one`,
  }))
}

/** A folder under steps/ that no step names: ignored as Harbor does, said in case it is a typo. */
function strayStepWarnings(task: Task): TaskWarning[] {
  const declared = task.config.steps.map((s) => s.name).join(', ')
  return task.strayStepFolders.map((name) => ({
    relative_dir: task.relativeDir,
    file: task.relativeDir === '.' ? `steps/${name}` : `${task.relativeDir}/steps/${name}`,
    field: '(steps folder)',
    message: `ignored: no [[steps]] entry in task.toml is named ${name} (steps: ${declared}); rename the folder or the step if it is one`,
  }))
}

/** A task's ignored fields (task.toml, its compose file), each located from the discovery root. */
export function taskWarnings(task: Task): TaskWarning[] {
  const at = (file: string) => (task.relativeDir === '.' ? file : `${task.relativeDir}/${file}`)
  const compose = task.compose
  return [
    ...task.config.warnings.map((w) => ({ relative_dir: task.relativeDir, file: at('task.toml'), ...w })),
    ...(compose?.warnings ?? []).map((w) => ({
      relative_dir: task.relativeDir,
      file: at(compose!.file),
      ...w,
    })),
  ]
}

function nameFilter(opts: DiscoverOptions): (name: string) => boolean {
  const included = opts.include?.length ? picomatch(opts.include) : () => true
  const excluded = opts.exclude?.length ? picomatch(opts.exclude) : () => false
  return (name) => included(name) && !excluded(name)
}

async function isTaskFolder(path: string): Promise<boolean> {
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT')
      throw new TaskDiscoveryError(
        `task path ${path} does not exist: pass a task folder or a folder of tasks`,
      )
    throw error
  })
  if (!info.isDirectory())
    throw new TaskDiscoveryError(`task path ${path} is not a folder: pass a task folder or a folder of tasks`)
  return stat(join(path, 'task.toml')).then(
    (toml) => toml.isFile(),
    () => false,
  )
}

function relativeDirOf(result: Loaded): string {
  return 'task' in result ? result.task.relativeDir : result.invalid.relative_dir
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
