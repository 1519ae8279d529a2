// What a run would do with each task, without running it: `helios plan --json` and
// `helios batch --dry-run`. Every task found is listed — the ones that run with their shard and
// images, the refused ones with the reason (invalid at discovery, or beyond the provider), each
// with its warnings — so a task author sees what would run and why not. Pure.
import { builtImageTag, environmentTag } from '../task/image-names.js'
import type { InvalidTask, Task, TaskWarning } from '../task/types.js'

export const TASK_LISTING_SCHEMA_VERSION = 1 as const

export interface ListedWarning {
  file: string
  field: string
  message: string
}

export interface ListedTask {
  task_path: string
  /** Null for a task refused at discovery (its task.toml may not have loaded). */
  task_name: string | null
  task_id: string | null
  /** `runs`; `refused`: invalid at discovery, or asks what the provider cannot give (the attempts would error). */
  status: 'runs' | 'refused'
  /** 0-based shard of the plan (batch: its one run, 0); null when refused at discovery. */
  shard: number | null
  /** main's image: built here from environment/ (its tag), or `docker_image`; null when refused at discovery. */
  image: string | null
  image_source: 'build' | 'docker_image' | null
  /** The other images an attempt needs: a separate verifier's, compose services'. */
  other_images: string[]
  refusal: { file: string; field: string | null; message: string } | null
  warnings: ListedWarning[]
}

export interface TaskListing {
  schema_version: typeof TASK_LISTING_SCHEMA_VERSION
  kind: 'task-listing'
  tasks: ListedTask[]
  counts: { runs: number; refused: number; warnings: number }
}

export interface ListingInput {
  tasks: readonly Task[]
  invalid: readonly InvalidTask[]
  warnings: readonly TaskWarning[]
  /** The shard of each task id. */
  shardOf: (taskId: string) => number | null
  /** Why the provider cannot run this task and the file that asks it, or null (capability-refusals.ts). */
  providerRefusal: (task: Task) => { where: string | null; message: string } | null
}

export function listTasks(input: ListingInput): TaskListing {
  const warningsOf = (dir: string): ListedWarning[] =>
    input.warnings
      .filter((w) => w.relative_dir === dir)
      .map(({ file, field, message }) => ({ file, field, message }))
  const runnable = input.tasks.map((task): ListedTask => {
    const refused = input.providerRefusal(task)
    const prebuilt = task.config.environment.dockerImage
    return {
      task_path: task.relativeDir,
      task_name: task.name,
      task_id: task.id,
      status: refused === null ? 'runs' : 'refused',
      shard: input.shardOf(task.id),
      image: prebuilt ?? environmentTag(task),
      image_source: prebuilt === null ? 'build' : 'docker_image',
      other_images: otherImages(task),
      refusal:
        refused === null
          ? null
          : { file: refused.where ?? `${task.relativeDir}/task.toml`, field: null, message: refused.message },
      warnings: warningsOf(task.relativeDir),
    }
  })
  const invalid = input.invalid.map((task): ListedTask => ({
    task_path: task.relative_dir,
    task_name: null,
    task_id: null,
    status: 'refused',
    shard: null,
    image: null,
    image_source: null,
    other_images: [],
    refusal: { file: task.file, field: task.field, message: task.message },
    warnings: warningsOf(task.relative_dir),
  }))
  const tasks = [...runnable, ...invalid].sort((a, b) => compare(a.task_path, b.task_path))
  return {
    schema_version: TASK_LISTING_SCHEMA_VERSION,
    kind: 'task-listing',
    tasks,
    counts: {
      runs: tasks.filter((t) => t.status === 'runs').length,
      refused: tasks.filter((t) => t.status === 'refused').length,
      warnings: tasks.reduce((n, t) => n + t.warnings.length, 0),
    },
  }
}

function otherImages(task: Task): string[] {
  const images: string[] = []
  const verifier = task.verifierImage
  if (verifier?.dockerImage) images.push(verifier.dockerImage)
  else if (verifier?.contextDir) images.push(builtImageTag(task.name, 'verifier', verifier.hash))
  for (const service of task.compose?.services ?? []) {
    const image = service.image
    if (image.kind === 'image') images.push(image.name)
    if (image.kind === 'build') images.push(builtImageTag(task.name, service.name, image.hash))
  }
  return images
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
