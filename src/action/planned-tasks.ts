// The plan artifact of this workflow run and the tasks it names, loaded from the checkout: what the
// run and build modes work on. A task whose files changed since the plan is invalid, not run.
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { planArtifactName } from '../github/artifact-names.js'
import { parsePlan, type Plan } from '../results/plan.js'
import { TaskLoadError } from '../task/errors.js'
import { loadTask } from '../task/load.js'
import type { InvalidTask, Task } from '../task/types.js'
import type { ActionInputs } from './inputs.js'
import type { ActionClients } from './clients.js'
import { messageOf } from '../narrow.js'

export async function downloadPlan(inputs: ActionInputs, clients: ActionClients, dir: string): Promise<Plan> {
  const name = planArtifactName(inputs.label)
  await mkdir(dir, { recursive: true })
  let downloaded
  try {
    downloaded = await clients.artifacts.downloadArtifactByName(name, dir)
  } catch (error) {
    throw new Error(
      `No plan artifact '${name}' in this workflow run (${messageOf(error)}). Run a 'mode: plan' job with the same label first and make this job need it.`,
      { cause: error },
    )
  }
  const file = join(downloaded.path, 'plan.json')
  return parsePlan(await readFile(file, 'utf8'), `${name}/plan.json`)
}

export async function loadPlannedTasks(
  root: string,
  paths: string[],
  ids: string[],
): Promise<{ tasks: Task[]; invalid: InvalidTask[] }> {
  const tasks: Task[] = []
  const invalid: InvalidTask[] = []
  for (const [i, path] of paths.entries()) {
    try {
      const task = await loadTask(join(root, path), root)
      if (task.id !== ids[i]) {
        invalid.push({
          relative_dir: path,
          file: `${path}/task.toml`,
          field: null,
          message: `task changed since the plan (planned ${ids[i]}, found ${task.id}): plan and run must check out the same commit`,
        })
      } else tasks.push(task)
    } catch (error) {
      if (error instanceof TaskLoadError) invalid.push(error.invalid)
      else throw error
    }
  }
  return { tasks, invalid }
}

/** Global task numbers (discovery order over the whole plan) by task path, so every job's folders merge. */
export function planTaskNumbers(plan: Plan): Map<string, number> {
  return new Map(
    plan.shards
      .flatMap((s) => s.task_paths)
      .sort()
      .map((p, i) => [p, i + 1]),
  )
}

/** Each planned task's path by its id. */
export function plannedPaths(plan: Plan): Map<string, string> {
  const paths = new Map<string, string>()
  for (const shard of plan.shards) shard.task_ids.forEach((id, i) => paths.set(id, shard.task_paths[i]!))
  return paths
}
