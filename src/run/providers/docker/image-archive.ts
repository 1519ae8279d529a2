// Images as archive files, through the engine's image save (`GET /images/{name}/get`) and load
// (`POST /images/load`) APIs: how the Actions cache keeps built environments. An archive is
// saved under a name of its own (`helios-env-cache:<content hash>`, the same for every task that
// shares the environment) and renamed to the task's tag once loaded.
//
// Loading an archive names images on this engine, so an archive is read before it is loaded: every
// name in it (manifest.json, the legacy `repositories` file, an OCI index's annotations) must be
// the one expected — a cache entry can't rename `debian:bookworm` or another task's image.
import { messageOf } from '../../../narrow.js'
import type Docker from 'dockerode'
import { createReadStream, createWriteStream } from 'node:fs'
import { posix } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import * as tar from 'tar-stream'
import { readProgress } from './registry.js'

export class ImageArchiveError extends Error {
  override name = 'ImageArchiveError'
}

/** The name an environment's image has inside its archive. */
export function archiveImageName(hash: string): string {
  return `helios-env-cache:${hash}`
}

/** Writes the image `tag` to `file` as the archive of `hash`; the archive name is removed after. */
export async function saveImageArchive(
  docker: Docker,
  tag: string,
  hash: string,
  file: string,
): Promise<void> {
  const name = archiveImageName(hash)
  const [repo, version] = splitName(name)
  await docker.getImage(tag).tag({ repo, tag: version })
  try {
    // as: @types/dockerode says NodeJS.ReadableStream; the object is a Node Readable (docker-modem).
    const stream = (await docker.getImage(name).get()) as Readable
    await pipeline(stream, createWriteStream(file))
  } finally {
    await untag(docker, name)
  }
}

/**
 * Loads the archive of `hash` from `file` and names it `tag`. Throws when the file is not an image
 * archive, names anything else, or the engine refuses it.
 */
export async function loadImageArchive(
  docker: Docker,
  file: string,
  hash: string,
  tag: string,
): Promise<void> {
  const name = archiveImageName(hash)
  const names = await archiveNames(file)
  const other = names.filter((n) => n !== name)
  if (names.length === 0) throw new ImageArchiveError('the archive names no image')
  if (other.length > 0)
    throw new ImageArchiveError(`the archive names ${other.join(', ')}, not ${name}; it was not loaded`)
  // as: @types/dockerode says NodeJS.ReadableStream; the object is a Node Readable (docker-modem).
  const response = (await docker.loadImage(createReadStream(file), { quiet: true })) as Readable
  await readProgress(response)
  const [repo, version] = splitName(tag)
  try {
    await docker.getImage(name).tag({ repo, tag: version })
  } finally {
    await untag(docker, name)
  }
}

/** Every image name an archive would give on load, normalised (`docker.io/library/` dropped). */
export async function archiveNames(file: string): Promise<string[]> {
  const wanted = new Map<string, string>()
  const extract = tar.extract()
  extract.on('entry', (header, stream, next) => {
    // As the engine extracts it: `x/../manifest.json` or `/manifest.json` is manifest.json, and a
    // later entry of a name replaces an earlier one. A link has no content here, so is no JSON.
    const path = posix.normalize(header.name).replace(/^(\.?\/)+/, '')
    const keep = ['manifest.json', 'repositories', 'index.json'].includes(path)
    const chunks: Buffer[] = []
    stream.on('data', (chunk: unknown) => {
      // as: tar-stream's entries yield Buffers.
      if (keep) chunks.push(chunk as Buffer)
    })
    stream.on('end', () => {
      if (keep) wanted.set(path, Buffer.concat(chunks).toString('utf8'))
      next()
    })
    stream.resume()
  })
  try {
    await pipeline(createReadStream(file), extract)
  } catch (error) {
    throw new ImageArchiveError(`not a readable image archive: ${messageOf(error)}`)
  }
  const manifest = wanted.get('manifest.json')
  if (manifest === undefined) throw new ImageArchiveError('not an image archive: it has no manifest.json')
  return [...new Set(namesIn(wanted).map(normalise))]
}

function namesIn(files: Map<string, string>): string[] {
  const parse = (file: string): unknown => {
    const text = files.get(file)
    if (text === undefined) return undefined
    try {
      return JSON.parse(text)
    } catch {
      throw new ImageArchiveError(`not an image archive: its ${file} is not JSON`)
    }
  }
  const names: string[] = []
  const manifest = parse('manifest.json')
  if (!Array.isArray(manifest))
    throw new ImageArchiveError('not an image archive: manifest.json is not a list')
  // One image per archive: a second, unnamed one would be left on the engine by nobody.
  if (manifest.length !== 1)
    throw new ImageArchiveError(`the archive holds ${manifest.length} images, not one; it was not loaded`)
  for (const entry of manifest as { RepoTags?: unknown }[])
    if (Array.isArray(entry?.RepoTags)) names.push(...entry.RepoTags.map(String))
  const repositories = parse('repositories')
  if (repositories && typeof repositories === 'object')
    for (const [repo, tags] of Object.entries(repositories as Record<string, unknown>))
      if (tags && typeof tags === 'object') names.push(...Object.keys(tags).map((t) => `${repo}:${t}`))
  const index = parse('index.json') as { manifests?: { annotations?: Record<string, string> }[] } | undefined
  for (const m of index?.manifests ?? []) {
    const annotated = m?.annotations?.['io.containerd.image.name']
    if (annotated) names.push(annotated)
  }
  return names
}

function normalise(name: string): string {
  return name.replace(/^docker\.io\/(library\/)?/, '')
}

function splitName(name: string): [string, string] {
  const at = name.lastIndexOf(':')
  return [name.slice(0, at), name.slice(at + 1)]
}

async function untag(docker: Docker, name: string): Promise<void> {
  await docker
    .getImage(name)
    .remove({ noprune: true })
    .catch(() => undefined)
}
