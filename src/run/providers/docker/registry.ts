// A registry that keeps built environment images between runs and jobs: `<ref>:<content hash>`.
// Images are pulled before a build and pushed after one; what fails here is the caller's warning,
// never an attempt's error. Credentials are given (inputs, environment) or the engine client's own
// `docker login` (`auths` in ~/.docker/config.json); they go to the engine in a request header
// and are never written to a file.
import type Docker from 'dockerode'
import { readFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { forEachLine } from '../../environment/streams.js'

import { registryImage, type ImageRegistry, type RegistryAuth } from '../../environment/image-registry.js'

export { registryImage, type ImageRegistry, type RegistryAuth }

export class RegistryRefError extends Error {
  override name = 'RegistryRefError'
}

const COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:]+\])(?::[0-9]{1,5})?$/

/**
 * The repository images go to, checked: `[host[:port]/]path`, no tag or digest. The path is
 * lowercased (registries refuse capitals, and `github.repository` often has some).
 */
export function parseRegistryRef(raw: string): string {
  const ref = raw.trim()
  const fail = (why: string) =>
    new RegistryRefError(`image registry '${raw}' ${why}; give e.g. ghcr.io/owner/repo/helios-env`)
  if (ref === '') throw fail('is empty')
  if (ref.includes('@')) throw fail('has a digest')
  const parts = ref.split('/')
  const host = hasHost(parts) ? parts.shift()! : null
  if (host !== null && !HOST.test(host)) throw fail(`has a bad host '${host}'`)
  if (parts.length === 0) throw fail('names no repository')
  const path = parts.map((part) => part.toLowerCase())
  if (path[path.length - 1]!.includes(':')) throw fail('has a tag (images are tagged by content hash)')
  const bad = path.find((part) => !COMPONENT.test(part))
  if (bad !== undefined) throw fail(`has a bad path component '${bad}'`)
  return [...(host === null ? [] : [host.toLowerCase()]), ...path].join('/')
}

/** Docker's rule: the first component is a host when it has a dot or a port, or is localhost. */
function hasHost(parts: string[]): boolean {
  const first = parts[0]!
  return parts.length > 1 && (first.includes('.') || first.includes(':') || first === 'localhost')
}

/** The registry's host as `docker login` keys it (`docker.io` for Docker Hub). */
export function registryHost(ref: string): string {
  const parts = ref.split('/')
  return hasHost(parts) ? parts[0]! : 'docker.io'
}

/** The server address the engine expects in its auth header. */
function serverAddress(host: string): string {
  return host === 'docker.io' ? 'https://index.docker.io/v1/' : host
}

interface DockerConfigFile {
  auths?: Record<string, { auth?: string; username?: string; password?: string }>
}

/** The `docker login` credentials for a host in a parsed config.json, if any. */
export function authFromDockerConfig(config: unknown, host: string): RegistryAuth | null {
  const auths = (config as DockerConfigFile | null)?.auths
  if (!auths || typeof auths !== 'object') return null
  const keys = host === 'docker.io' ? ['https://index.docker.io/v1/', 'docker.io', 'index.docker.io'] : [host]
  const bare = (key: string) => key.replace(/^https?:\/\//, '').replace(/\/.*$/, '')
  const key = Object.keys(auths).find((k) => keys.includes(k) || keys.includes(bare(k)))
  const entry = key === undefined ? undefined : auths[key]
  if (!entry) return null
  let { username, password } = entry
  if (entry.auth) {
    const decoded = Buffer.from(entry.auth, 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    if (colon > 0) [username, password] = [decoded.slice(0, colon), decoded.slice(colon + 1)]
  }
  return username && password ? { username, password, serveraddress: serverAddress(host) } : null
}

/**
 * The registry with its credentials: the given ones, else the engine client's `docker login`
 * ($DOCKER_CONFIG/config.json or ~/.docker/config.json), else none (public or unauthenticated).
 */
export async function resolveRegistry(
  settings: { ref: string; username?: string | null; password?: string | null },
  env: Record<string, string | undefined> = process.env,
): Promise<ImageRegistry> {
  const ref = parseRegistryRef(settings.ref)
  const host = registryHost(ref)
  const { username, password } = settings
  if (username && password) return { ref, auth: { username, password, serveraddress: serverAddress(host) } }
  if (username || password)
    throw new RegistryRefError(
      `a registry ${username ? 'username' : 'password'} was given without a ${username ? 'password' : 'username'}; give both or neither`,
    )
  const file = join(env.DOCKER_CONFIG ?? join(homedir(), '.docker'), 'config.json')
  const config = await readFile(file, 'utf8').then(parseJson, () => null)
  return { ref, auth: authFromDockerConfig(config, host) }
}

/** An unreadable config is no login. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** Pulls an image; throws with the engine's one-line reason. */
export async function pullImage(
  docker: Docker,
  image: string,
  auth: RegistryAuth | null,
  signal?: AbortSignal,
): Promise<void> {
  // as: @types/dockerode says NodeJS.ReadableStream; the object is a Node Readable (docker-modem).
  const stream = (await docker.pull(image, {
    ...(auth ? { authconfig: auth } : {}),
    ...(signal ? { abortSignal: signal } : {}),
  })) as Readable
  await readProgress(stream)
}

/** Tags `local` as the registry's image of `hash` and pushes it; throws with the engine's reason. */
export async function pushImage(
  docker: Docker,
  local: string,
  registry: ImageRegistry,
  hash: string,
  signal?: AbortSignal,
): Promise<void> {
  await docker.getImage(local).tag({ repo: registry.ref, tag: hash })
  // The engine refuses a push without an auth header, even for an open registry: send an empty one.
  // as: @types/dockerode says NodeJS.ReadableStream; the object is a Node Readable (docker-modem).
  const stream = (await docker.getImage(registry.ref).push({
    tag: hash,
    authconfig: registry.auth ?? {},
    ...(signal ? { abortSignal: signal } : {}),
  })) as Readable
  await readProgress(stream)
}

/** Whether the engine's reason says the registry simply does not have the image (a cache miss). */
export function isMissing(reason: string): boolean {
  return /manifest unknown|not found/i.test(reason)
}

/**
 * Pull, push and load answer in JSON lines; an `error` line fails the operation though the HTTP
 * call succeeded.
 */
export async function readProgress(stream: Readable): Promise<void> {
  let error: string | null = null
  const handle = (line: string) => {
    if (!line.trim()) return
    try {
      const message = JSON.parse(line) as { error?: string; errorDetail?: { message?: string } }
      error ??= message.errorDetail?.message ?? message.error ?? null
    } catch {
      // not JSON: progress text
    }
  }
  await forEachLine(stream, handle)
  if (error !== null) throw new Error(error)
}
