// A `docker_image` task's `environment/` files, staged in the working directory before the agent
// starts, as Harbor does for a prebuilt image (task.environmentFilesDir says when). Owned by root,
// like Harbor's extraction without the host's owners.
import { buildArchive, packDirectory } from './environment/archive.js'
import type { Environment } from './environment/types.js'
import type { Task } from '../task/types.js'

export async function stageEnvironmentFiles(task: Task, environment: Environment): Promise<void> {
  const source = task.environmentFilesDir
  if (source === null) return
  const workdir = task.config.environment.workdir ?? (await environment.workdir())
  const archive = await buildArchive((pack) => packDirectory(pack, source, ''))
  await environment.copyIn(archive, workdir)
}
