// One Harbor-format task folder → Task. File-system adapter around the pure parts (config
// parsing, hashing); every problem becomes a TaskLoadError naming the file (and field).

import { readdir } from 'node:fs/promises'
import { basename, relative, resolve, sep } from 'node:path'
import { combineDigests, digestFolder, taskHashes, type FileDigest } from './checksum.js'
import { parseTaskConfig } from './config.js'
import { TaskConfigError, TaskLoadError } from './errors.js'
import { isDirectory, isFile, readText, subfolders, type Fail } from './files.js'
import { checkServiceNames, loadCompose } from './load-compose.js'
import type { Task, TaskConfig, TaskStep, VerifierImageSource } from './types.js'

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

  const tomlText = await readText(absoluteDir, 'task.toml', fail)
  if (tomlText === null) return fail('task.toml', null, 'task.toml is missing: every task folder needs one')
  let config: TaskConfig
  try {
    config = parseTaskConfig(tomlText, fileOf('task.toml'))
  } catch (error) {
    if (error instanceof TaskConfigError) return fail('task.toml', error.field, error.detail)
    throw error
  }
  taskName = config.task.name ?? taskName
  // A multi-step task's prompts are its steps' (Harbor never reads the root instruction.md then).
  const steps = await loadSteps(absoluteDir, config, fail)
  if (steps.length === 0) await checkUndeclaredSteps(absoluteDir, fail)
  const instruction =
    steps.length > 0
      ? steps.map((s) => `## Step ${s.config.name}\n\n${s.instruction}`).join('\n\n')
      : await readInstruction(absoluteDir, 'instruction.md', fail)
  if (steps.length === 0 && !(await isFile(absoluteDir, 'tests/test.sh'))) {
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

  const solutionDir = (await isFile(absoluteDir, 'solution/solve.sh'))
    ? resolve(absoluteDir, 'solution')
    : null
  const digests = await digestFolder(absoluteDir)
  const { checksum, environmentHash } = taskHashes(digests, config.environment.dockerImage)
  const composeSource = { dir: absoluteDir, name: taskName, config, environmentHash, digests }
  const compose = await loadCompose(composeSource, fail)
  checkServiceNames(config, compose, fail)
  if (config.verifier.mode === 'separate' && (await isFile(absoluteDir, 'tests/docker-compose.yaml')))
    return fail(
      'tests/docker-compose.yaml',
      null,
      'a docker-compose verifier environment is not supported by this version of helios; run it with Harbor',
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
    hasSolution: steps.length > 0 ? steps.every((s) => s.solutionDir !== null) : solutionDir !== null,
    testsDirs: (await isDirectory(absoluteDir, 'tests')) ? [resolve(absoluteDir, 'tests')] : [],
    solutionDir,
    steps,
    verifierImage:
      config.verifier.mode === 'separate'
        ? await verifierImageSource(absoluteDir, config, digests, environmentHash)
        : null,
    compose,
    strayStepFolders: await strayStepFolders(absoluteDir, config),
    environmentFilesDir: await environmentFilesDir(absoluteDir, config, compose),
    nestedTaskFiles: nestedTaskFiles(digests),
  }
}

/** tests/Dockerfile, else [verifier.environment] docker_image, else the task's own image. */
async function verifierImageSource(
  dir: string,
  config: TaskConfig,
  digests: readonly FileDigest[],
  environmentHash: string,
): Promise<VerifierImageSource> {
  if (await isFile(dir, 'tests/Dockerfile')) {
    const files = digests
      .filter((f) => f.path.startsWith('tests/'))
      .map((f) => ({ path: f.path.slice('tests/'.length), sha256: f.sha256 }))
    return { contextDir: resolve(dir, 'tests'), dockerImage: null, hash: combineDigests(files) }
  }
  const image = config.verifier.environment?.dockerImage ?? null
  if (image !== null) return { contextDir: null, dockerImage: image, hash: '' }
  return { contextDir: null, dockerImage: null, hash: environmentHash }
}

/** From the checksum's walk of every file: discovery warns about these without a walk of its own. */
function nestedTaskFiles(digests: readonly FileDigest[]): string[] {
  return digests
    .map((digest) => digest.path)
    .filter((path) => path.endsWith('/task.toml') && !/(^|\/)(node_modules|\.git)\//.test(path))
}

/** Folders under `steps/` of a multi-step task that no `[[steps]]` entry names. */
async function strayStepFolders(dir: string, config: TaskConfig): Promise<string[]> {
  if (config.steps.length === 0) return []
  const declared = new Set(config.steps.map((s) => s.name))
  return (await subfolders(dir, 'steps')).filter((name) => !declared.has(name))
}

/**
 * Harbor's rule for a prebuilt image: a `docker_image` task with files in `environment/` and
 * neither a Dockerfile nor a compose file there gets those files in its working directory.
 */
async function environmentFilesDir(
  dir: string,
  config: TaskConfig,
  compose: Task['compose'],
): Promise<string | null> {
  if (config.environment.dockerImage === null || compose !== null) return null
  if (await isFile(dir, 'environment/Dockerfile')) return null
  if (!(await isDirectory(dir, 'environment'))) return null
  return (await readdir(resolve(dir, 'environment'))).length > 0 ? resolve(dir, 'environment') : null
}

/** Step folders in a task without `[[steps]]` and without instruction.md: the steps were not declared. */
async function checkUndeclaredSteps(dir: string, fail: Fail): Promise<void> {
  if (await isFile(dir, 'instruction.md')) return
  const folders = await subfolders(dir, 'steps')
  const steps = []
  for (const name of folders) if (await isFile(dir, `steps/${name}/instruction.md`)) steps.push(name)
  if (steps.length === 0) return
  fail(
    'task.toml',
    'steps',
    `instruction.md is missing and task.toml declares no [[steps]], but ${steps.map((n) => `steps/${n}/`).join(', ')} hold step instructions: declare each in order, e.g. [[steps]] name = "${steps[0]}"`,
  )
}

async function readInstruction(dir: string, file: string, fail: Fail): Promise<string> {
  const instruction = await readText(dir, file, fail)
  if (instruction === null) return fail(file, null, `${file} is missing: write the task prompt there`)
  if (instruction.trim() === '') return fail(file, null, `${file} is empty: write the task prompt there`)
  return instruction
}

/**
 * `steps/<name>/` of each `[[steps]]` entry: its instruction (required), tests on top of the task's
 * (a test.sh in one of them), solution (else the task's), workdir. Checked here, before any build.
 */
async function loadSteps(dir: string, config: TaskConfig, fail: Fail): Promise<TaskStep[]> {
  // A folder no step names is ignored, as Harbor does (discovery warns: it may be a typo of one,
  // whose own folder is then missing and refused below).
  const rootSolution = (await isFile(dir, 'solution/solve.sh')) ? resolve(dir, 'solution') : null
  const rootTests = (await isDirectory(dir, 'tests')) ? [resolve(dir, 'tests')] : []
  const steps: TaskStep[] = []
  for (const step of config.steps) {
    const at = `steps/${step.name}`
    const instruction = await readInstruction(dir, `${at}/instruction.md`, fail)
    const ownTests = (await isDirectory(dir, `${at}/tests`)) ? [resolve(dir, at, 'tests')] : []
    if (!(await isFile(dir, `${at}/tests/test.sh`)) && !(await isFile(dir, 'tests/test.sh')))
      return fail(
        `${at}/tests/test.sh`,
        null,
        `step ${step.name} has no verifier: add ${at}/tests/test.sh, or tests/test.sh for every step`,
      )
    let solutionDir = rootSolution
    if (await isDirectory(dir, `${at}/solution`)) {
      if (!(await isFile(dir, `${at}/solution/solve.sh`)))
        return fail(
          `${at}/solution/solve.sh`,
          null,
          `${at}/solution/ has no solve.sh: add it, or remove the folder to use solution/solve.sh`,
        )
      solutionDir = resolve(dir, at, 'solution')
    }
    steps.push({
      config: step,
      dir: resolve(dir, at),
      instruction,
      testsDirs: [...rootTests, ...ownTests],
      solutionDir,
      workdirDir: (await isDirectory(dir, `${at}/workdir`)) ? resolve(dir, at, 'workdir') : null,
    })
  }
  return steps
}
