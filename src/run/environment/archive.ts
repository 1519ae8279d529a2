// Tar in and out of containers. Entry names are checked so nothing lands outside its folder.
import { createReadStream } from 'node:fs'
import { lstat, mkdir, readdir, readlink } from 'node:fs/promises'
import { once } from 'node:events'
import { join, posix } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Readable } from 'node:stream'
import * as tar from 'tar-stream'
import type { CopyBudget } from '../copy-budget.js'
import { cappedSize, endWritable, LogFileSink } from './streams.js'
import { asError, chunkBuffer } from '../../narrow.js'

export type Pack = tar.Pack

/** Adds every file of `hostDir` under `prefix` (e.g. `tests`), keeping file modes and symlinks. */
/** Adjusts an entry's mode (entry name, mode on the host, whether it is a directory). */
export type ModeRule = (name: string, mode: number, directory: boolean) => number

export async function packDirectory(
  pack: Pack,
  hostDir: string,
  prefix: string,
  dirMode = 0o755,
  modeRule: ModeRule = (_name, mode) => mode,
  /** Which entries to add (entry name, whether a folder); all by default. */
  keep: (name: string, directory: boolean) => boolean = () => true,
): Promise<void> {
  if (prefix) pack.entry({ name: `${prefix}/`, type: 'directory', mode: modeRule(prefix, dirMode, true) })
  const names = (await readdir(hostDir)).sort()
  for (const name of names) {
    const hostPath = join(hostDir, name)
    const entryName = prefix ? `${prefix}/${name}` : name
    const stat = await lstat(hostPath)
    if (!keep(entryName, stat.isDirectory())) continue
    if (stat.isDirectory()) {
      await packDirectory(pack, hostPath, entryName, stat.mode & 0o7777, modeRule, keep)
    } else if (stat.isSymbolicLink()) {
      pack.entry({ name: entryName, type: 'symlink', linkname: await readlink(hostPath) })
    } else if (stat.isFile()) {
      const entry = pack.entry({
        name: entryName,
        size: stat.size,
        mode: modeRule(entryName, stat.mode & 0o7777, false),
      })
      await pipeline(createReadStream(hostPath), entry)
    }
  }
}

export function addFile(pack: Pack, name: string, content: string | Buffer, mode = 0o644): void {
  pack.entry({ name, mode }, content)
}

export function addDirectory(pack: Pack, name: string, mode = 0o755): void {
  pack.entry({ name: name.endsWith('/') ? name : `${name}/`, type: 'directory', mode })
}

/** Builds a small archive in memory (instruction, tests, solution: never the agent's output). */
export async function buildArchive(fill: (pack: Pack) => Promise<void> | void): Promise<Buffer> {
  const pack = tar.pack()
  const chunks: Buffer[] = []
  pack.on('data', (chunk: unknown) => {
    chunks.push(chunkBuffer(chunk))
  })
  const ended = once(pack, 'end')
  await fill(pack)
  pack.finalize()
  await ended
  return Buffer.concat(chunks)
}

export interface ExtractOptions {
  /** Maps an entry name (e.g. `logs/agent/x.txt`) to a host path, or null to skip it. */
  destination: (entryName: string) => string | null
  capBytesPerFile: number
  secrets: readonly Buffer[]
  /** The attempt's total cap: a file that does not fit in what is left is skipped whole. */
  copyCap?: {
    budget: CopyBudget
    /** The entry's path in the environment (what `copy_capped` names). */
    pathOf: (entryName: string) => string
    /** Files copied even past the cap (the reward files). */
    required?: (path: string) => boolean
  }
  /** Told of each entry that is neither a regular file nor a folder (a link, a device): not copied. */
  onSkippedType?: (entryName: string, type: string) => void
}

/** Streams a tar (from getArchive) to disk, file by file; only regular files and folders are kept. */
export async function extractArchive(
  source: NodeJS.ReadableStream,
  options: ExtractOptions,
): Promise<number> {
  let files = 0
  await eachEntry(source, async (header, stream) => {
    if (await handleEntry(header, stream, options)) files++
  })
  return files
}

/** Each entry of a tar in turn; `handle` consumes the entry's stream (a throw ends the read). */
async function eachEntry(
  source: NodeJS.ReadableStream,
  handle: (header: tar.Header, stream: Readable) => Promise<void>,
): Promise<void> {
  const extract = tar.extract()
  const done = new Promise<void>((resolve, reject) => {
    extract.on('entry', (header, stream, next) => {
      // Cast: tar-stream's entry is a streamx Readable, which Node's stream API accepts at run time.
      handle(header, stream as unknown as Readable).then(
        () => next(),
        (error: unknown) => {
          stream.resume()
          reject(error)
        },
      )
    })
    extract.on('finish', resolve)
    extract.on('error', reject)
  })
  // Cast: tar-stream's extractor is a streamx Writable; Node's pipe() drives it like its own.
  source.pipe(extract as unknown as NodeJS.WritableStream)
  source.on('error', (error) => extract.destroy(asError(error)))
  await done
}

async function handleEntry(header: tar.Header, stream: Readable, options: ExtractOptions): Promise<boolean> {
  const target = isSafeName(header.name) ? options.destination(posix.normalize(header.name)) : null
  if (target === null || (header.type !== 'file' && header.type !== 'directory')) {
    if (target !== null) options.onSkippedType?.(posix.normalize(header.name), header.type ?? 'unknown')
    stream.resume()
    await once(stream, 'end')
    return false
  }
  if (header.type === 'directory') {
    await mkdir(target, { recursive: true })
    stream.resume()
    await once(stream, 'end')
    return false
  }
  const cap = options.copyCap
  // The header says how much the file holds: the most it can take on disk is known before a byte is written.
  const reserved = cappedSize(header.size ?? 0, options.capBytesPerFile)
  if (cap) {
    const path = cap.pathOf(posix.normalize(header.name))
    if (!cap.budget.admit(path, reserved, cap.required?.(path) ?? false)) {
      stream.resume()
      await once(stream, 'end')
      return false
    }
  }
  let written = 0
  try {
    await mkdir(posix.dirname(target), { recursive: true })
    const sink = new LogFileSink(target, options.capBytesPerFile, options.secrets)
    await pipeline(stream, sink)
    await endWritable(sink)
    written = sink.bytesWritten
  } finally {
    cap?.budget.release(reserved - written)
  }
  return true
}

function isSafeName(name: string): boolean {
  return !name.startsWith('/') && !name.split('/').includes('..')
}

/** The regular files of a tar (from getArchive) in memory, each cut at `capBytes`; for small trees. */
export async function readArchiveFiles(
  source: NodeJS.ReadableStream,
  capBytes: number,
): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>()
  await eachEntry(source, async (header, stream) => {
    const chunks: Buffer[] = []
    let size = 0
    for await (const data of stream) {
      const chunk = chunkBuffer(data)
      if (size < capBytes) chunks.push(chunk.subarray(0, capBytes - size))
      size += chunk.length
    }
    if (header.type === 'file') files.set(posix.normalize(header.name), Buffer.concat(chunks))
  })
  return files
}

/** Every entry of a tar: its type and size, and a regular file's content when within `capBytes`. */
export async function listArchiveEntries(
  source: NodeJS.ReadableStream,
  capBytes: number,
): Promise<{ name: string; type: string; size: number; content: Buffer | null }[]> {
  const entries: { name: string; type: string; size: number; content: Buffer | null }[] = []
  await eachEntry(source, async (header, stream) => {
    const chunks: Buffer[] = []
    let size = 0
    for await (const data of stream) {
      const chunk = chunkBuffer(data)
      size += chunk.length
      if (size <= capBytes) chunks.push(chunk)
    }
    const type = header.type ?? 'unknown'
    const content = type === 'file' && size <= capBytes ? Buffer.concat(chunks) : null
    entries.push({ name: posix.normalize(header.name), type, size: header.size ?? size, content })
  })
  return entries
}
