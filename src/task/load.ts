// One Harbor-format task folder → Task. File-system adapter around the pure parts (config
// parsing, hashing); every problem becomes a TaskLoadError naming the file (and field).

import { readFile, stat } from 'node:fs/promises'
import { basename, relative, resolve, sep } from 'node:path'
import { digestFolder, taskHashes } from './checksum.js'
import { parseTaskConfig } from './config.js'
import { TaskConfigError, TaskLoadError } from './errors.js'
import type { Task, TaskConfig } from './types.js'

/** How many hex characters of the checksum go into a task id. */
export const TASK_ID_HASH_LENGTH = 12

export function taskId(name: string, checksum: string): string {
  return `${name}@${checksum.slice(0, TASK_ID_HASH_LENGTH)}`
}

/** `/`-separated path of `path` relative to `root` (`.` for the root itself). */
export function relativePosix(root: string, path: string): string {
  return relative(root, path).split(sep).join('/') || '.'
}

/** Loads the task in `dir`; `root` is the discovery root that relative paths are reported against. */
export async function loadTask(dir: string, root: string): Promise<Task> {
  const absoluteDir = resolve(dir)
  const relativeDir = relativePosix(resolve(root), absoluteDir)
  const fileOf = (name: string): string => (relativeDir === '.' ? name : `${relativeDir}/${name}`)
  let taskName = basename(absoluteDir)
  const fail = (file: string, field: string | null, message: string): never => {
    throw new TaskLoadError({ relative_dir: relativeDir, file: fileOf(file), field, message }, taskName)
  }

  const tomlText = await readText(absoluteDir, 'task.toml')
  if (tomlText === null) return fail('task.toml', null, 'task.toml is missing: every task folder needs one')
  let config: TaskConfig
  try {
    config = parseTaskConfig(tomlText, fileOf('task.toml'))
  } catch (error) {
    if (error instanceof TaskConfigError) return fail('task.toml', error.field, error.detail)
    throw error
  }
  taskName = config.task.name ?? taskName
  for (const compose of ['environment/docker-compose.yaml', 'environment/docker-compose.yml']) {
    if (await isFile(absoluteDir, compose))
      return fail(
        compose,
        null,
        'docker-compose environments (sidecar services) are not supported by this version of helios; run it with Harbor',
      )
  }

  const instruction = await readText(absoluteDir, 'instruction.md')
  if (instruction === null)
    return fail('instruction.md', null, 'instruction.md is missing: write the task prompt there')
  if (instruction.trim() === '')
    return fail('instruction.md', null, 'instruction.md is empty: write the task prompt there')
  if (!(await isFile(absoluteDir, 'tests/test.sh'))) {
    return fail(
      'tests/test.sh',
      null,
      'tests/test.sh is missing: the verifier must write /logs/verifier/reward.txt',
    )
  }
  if (config.environment.dockerImage === null && !(await isFile(absoluteDir, 'environment/Dockerfile'))) {
    return fail(
      'environment/Dockerfile',
      null,
      'environment/Dockerfile is missing: add one, or name a prebuilt image with [environment] docker_image = "..."',
    )
  }

  const { checksum, environmentHash } = taskHashes(
    await digestFolder(absoluteDir),
    config.environment.dockerImage,
  )
  return {
    id: taskId(taskName, checksum),
    name: taskName,
    checksum,
    environmentHash,
    dir: absoluteDir,
    relativeDir,
    instruction,
    config,
    hasSolution: await isFile(absoluteDir, 'solution/solve.sh'),
  }
}

async function readText(dir: string, name: string): Promise<string | null> {
  try {
    return await readFile(resolve(dir, name), 'utf8')
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

async function isFile(dir: string, name: string): Promise<boolean> {
  try {
    return (await stat(resolve(dir, name))).isFile()
  } catch (error) {
    if (isMissing(error)) return false
    throw error
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR'
}
