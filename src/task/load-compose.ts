// A task's `environment/docker-compose.yaml`: parsed with Harbor's variables set, each build
// folder checked to lie inside the task and to hold its Dockerfile, and hashed for the image cache.

import { relative, resolve, sep } from 'node:path'
import { combineDigests, type FileDigest } from './checksum.js'
import { parseComposeFile, type ComposeVariables } from './compose.js'
import { TaskConfigError } from './errors.js'
import { isFile, readText, type Fail } from './files.js'
import { environmentTag } from './image-names.js'
import type { ComposeEnvironment, ComposeService, TaskConfig } from './types.js'

/**
 * Harbor reads this name only: a `docker-compose.yml` in environment/ is a file like any other
 * (tasks ship one as data the agent must fix), and the task runs from its Dockerfile.
 */
export const COMPOSE_FILES = ['environment/docker-compose.yaml']

export interface ComposeSource {
  dir: string
  name: string
  config: TaskConfig
  environmentHash: string
  digests: readonly FileDigest[]
}

/** The task's compose environment, or null when it has no compose file. */
export async function loadCompose(task: ComposeSource, fail: Fail): Promise<ComposeEnvironment | null> {
  const file = await firstExisting(task.dir, COMPOSE_FILES)
  if (file === null) return null
  if (task.config.verifier.mode === 'separate')
    return fail(
      file,
      null,
      'a compose environment with a separate verifier is not supported by this version of helios; use the shared verifier or run it with Harbor',
    )
  let compose: ComposeEnvironment
  try {
    compose = parseComposeFile(
      (await readText(task.dir, file, fail))!,
      file,
      composeVariables(task),
      resolve(task.dir, 'environment'),
    )
  } catch (error) {
    if (error instanceof TaskConfigError) return fail(file, error.field, error.detail)
    throw error
  }
  const services = []
  for (const service of compose.services) services.push(await withBuildHash(task, file, service, fail))
  return { ...compose, services }
}

/** MAIN_IMAGE_NAME, CONTEXT_DIR, CPUS, MEMORY ("<n>M") and, for a docker_image task, PREBUILT_IMAGE_NAME. */
export function composeVariables(task: Omit<ComposeSource, 'digests'>): ComposeVariables {
  const environment = task.config.environment
  return {
    MAIN_IMAGE_NAME: environment.dockerImage ?? environmentTag(task),
    CONTEXT_DIR: resolve(task.dir, 'environment'),
    CPUS: String(environment.cpus),
    MEMORY: `${environment.memoryMb}M`,
    ...(environment.dockerImage === null ? {} : { PREBUILT_IMAGE_NAME: environment.dockerImage }),
  }
}

async function withBuildHash(
  task: ComposeSource,
  file: string,
  service: ComposeService,
  fail: Fail,
): Promise<ComposeService> {
  const { image } = service
  if (image.kind !== 'build') return service
  const field = `services.${service.name}.build`
  const inside = relative(task.dir, image.contextDir).split(sep).join('/')
  if (inside.startsWith('..') || resolve(task.dir, inside) !== image.contextDir)
    return fail(
      file,
      field,
      `the build folder ${image.contextDir} is outside the task folder: keep it inside`,
    )
  const dockerfile = image.dockerfile ?? 'Dockerfile'
  if (!(await isFile(image.contextDir, dockerfile)))
    return fail(file, field, `${inside}/${dockerfile} is missing: the service's build needs it`)
  const prefix = inside === '' ? '' : `${inside}/`
  const files = task.digests
    .filter((f) => f.path.startsWith(prefix))
    .map((f) => ({ path: f.path.slice(prefix.length), sha256: f.sha256 }))
  // The Dockerfile name and build args change the image as much as the files do.
  files.push({ path: '\0build', sha256: JSON.stringify({ dockerfile, args: image.args }) })
  return { ...service, image: { ...image, hash: combineDigests(files) } }
}

/** Every `service` an artifact or collect hook names must be main or a service of the compose file. */
export function checkServiceNames(config: TaskConfig, compose: ComposeEnvironment | null, fail: Fail): void {
  const names = ['main', ...(compose?.services.map((s) => s.name) ?? [])]
  const named: [string, string][] = [
    ...config.collectedPaths.map((a, i): [string, string] => [`artifacts.${i}.service`, a.service]),
    ...config.verifier.collect.map((h, i): [string, string] => [`verifier.collect.${i}.service`, h.service]),
    ...config.steps.flatMap((step, s) => [
      ...step.collectedPaths.map((a): [string, string] => [`steps.${s}.artifacts`, a.service]),
      ...step.verifier.collect.map((h): [string, string] => [`steps.${s}.verifier.collect`, h.service]),
    ]),
  ]
  for (const [field, service] of named) {
    if (names.includes(service)) continue
    fail(
      'task.toml',
      field,
      compose === null
        ? `service ${service}: only a compose environment (environment/docker-compose.yaml) has services other than main`
        : `no service named ${service} in ${compose.file} (services: ${names.join(', ')})`,
    )
  }
}

async function firstExisting(dir: string, names: readonly string[]): Promise<string | null> {
  for (const name of names) if (await isFile(dir, name)) return name
  return null
}
