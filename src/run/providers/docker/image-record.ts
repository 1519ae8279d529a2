// What the leak lint reads of an image through the engine: its environment, its history (each
// layer's command, build args included, as `docker history --no-trunc`) and, from the image archive
// (`GET /images/{name}/get`), the files of its layers whose sizes match a task file's, hashed — also
// files a later layer removed. The archive is read only up to a size and a time; past them the
// record says what it skipped.
import { messageOf } from '../../../narrow.js'
import type Docker from 'dockerode'
import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import * as tar from 'tar-stream'
import type { ImageFile, ImageRecord } from '../../../results/leak-lint/types.js'

export interface ImageRecordLimits {
  /** Layers are not read for an image larger than this. */
  maxImageBytes: number
  /** Reading the archive stops after this long. */
  timeoutMs: number
}

export async function readImageRecord(
  docker: Docker,
  image: string,
  sizes: ReadonlySet<number>,
  limits: ImageRecordLimits,
): Promise<ImageRecord> {
  const handle = docker.getImage(image)
  const info = await handle.inspect()
  // as: @types/dockerode types history() as any; the engine's answer, only CreatedBy read.
  const history = (await handle.history()) as { CreatedBy?: string }[]
  const record: ImageRecord = {
    env: info.Config?.Env ?? [],
    // The engine lists the newest layer first; the lint numbers them from the base.
    history: history.map((h) => h.CreatedBy ?? '').reverse(),
    layerFiles: null,
    skipped: [],
  }
  if (sizes.size === 0) return record
  if (info.Size > limits.maxImageBytes) {
    record.skipped.push(
      `the image's layers were not read (${gib(info.Size)}, over ${gib(limits.maxImageBytes)}): files removed by a later layer were not compared`,
    )
    return record
  }
  const files: ImageFile[] = []
  // as: @types/dockerode says NodeJS.ReadableStream; the object is a Node Readable (docker-modem).
  const archive = (await handle.get()) as Readable
  const timer = setTimeout(
    () => archive.destroy(new Error(`reading the image's layers took over ${limits.timeoutMs / 1000}s`)),
    limits.timeoutMs,
  )
  try {
    await readArchive(archive, sizes, files)
    record.layerFiles = files
  } catch (error) {
    record.skipped.push(`the image's layers were not all read: ${messageOf(error)}`)
  } finally {
    clearTimeout(timer)
  }
  return record
}

/** The outer archive holds each layer as a tar of its own (`<id>/layer.tar`, or an OCI blob). */
function readArchive(archive: Readable, sizes: ReadonlySet<number>, files: ImageFile[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const outer = tar.extract()
    outer.on('entry', (header, stream, next) => {
      const layer = header.name.endsWith('layer.tar') || header.name.startsWith('blobs/')
      if (!layer || header.type !== 'file') {
        stream.on('end', next)
        stream.resume()
        return
      }
      // as: tar-stream's entry is a streamx Readable, which Node's stream functions take as one.
      readLayer(stream as unknown as Readable, sizes, files).then(
        () => next(),
        () => next(),
      )
    })
    outer.on('finish', resolve)
    outer.on('error', reject)
    archive.on('error', (error) => {
      outer.destroy(error)
      reject(error)
    })
    archive.pipe(outer)
  })
}

/**
 * A layer's files of the wanted sizes, hashed. Fed by hand (tar-stream's entries are streamx
 * streams): a blob that is no tar (a config) stops the inner reader, and the rest is drained.
 */
function readLayer(layer: Readable, sizes: ReadonlySet<number>, files: ImageFile[]): Promise<void> {
  return new Promise((resolve) => {
    const inner = tar.extract()
    let readable = true
    let innerDone = false
    let layerDone = false
    const settle = () => {
      if (innerDone && layerDone) resolve()
    }
    const stop = () => {
      readable = false
      innerDone = true
      layer.resume()
      settle()
    }
    inner.on('entry', (header, stream, next) => {
      if (header.type !== 'file' || !sizes.has(header.size ?? -1)) {
        stream.on('end', next)
        stream.resume()
        return
      }
      const hash = createHash('sha256')
      // as: tar-stream's entries yield Buffers.
      stream.on('data', (chunk: unknown) => hash.update(chunk as Buffer))
      stream.on('end', () => {
        const path = `/${header.name.replace(/^(\.?\/)+/, '')}`
        files.push({ path, sha256: hash.digest('hex'), where: 'layer' })
        next()
      })
    })
    inner.on('finish', stop)
    inner.on('error', stop)
    layer.on('data', (chunk: unknown) => {
      // Paused while the inner reader is behind: a layer is never held in memory whole.
      // as: tar-stream's entries yield Buffers.
      if (readable && !inner.write(chunk as Buffer)) {
        layer.pause()
        inner.once('drain', () => layer.resume())
      }
    })
    layer.on('end', () => {
      layerDone = true
      if (readable) inner.end(null)
      settle()
    })
  })
}

function gib(bytes: number): string {
  return `${(bytes / 2 ** 30).toFixed(1)} GiB`
}
