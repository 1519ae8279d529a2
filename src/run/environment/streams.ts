// Byte plumbing for container output: Docker's multiplexed frames → two sinks, with backpressure
// all the way to the socket, so a chatty agent cannot grow our memory.
import { createWriteStream, type WriteStream } from 'node:fs'
import { once } from 'node:events'
import { Writable, type Readable } from 'node:stream'
import { Redactor } from '../redact.js'
import { chunkBuffer } from '../../narrow.js'

const HEADER = 8

/** A whole multiplexed output already in memory (`logs` without follow): both streams, in order. */
export function demuxText(raw: Buffer): string {
  const parts: Buffer[] = []
  for (let pos = 0; pos + HEADER <= raw.length;) {
    const size = raw.readUInt32BE(pos + 4)
    parts.push(raw.subarray(pos + HEADER, pos + HEADER + size))
    pos += HEADER + size
  }
  return Buffer.concat(parts).toString('utf8')
}

/** Splits Docker's multiplexed stream (8-byte header: stream id, 3 zero bytes, uint32 BE size). */
export class DemuxWritable extends Writable {
  private header = Buffer.alloc(0)
  private remaining = 0
  private target: Writable | null = null

  constructor(
    private readonly stdout: Writable,
    private readonly stderr: Writable,
  ) {
    super()
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.consume(chunk).then(() => callback(), callback)
  }

  private async consume(chunk: Buffer): Promise<void> {
    let pos = 0
    while (pos < chunk.length) {
      if (this.remaining === 0) {
        const need = HEADER - this.header.length
        this.header = Buffer.concat([this.header, chunk.subarray(pos, pos + need)])
        pos += Math.min(need, chunk.length - pos)
        if (this.header.length < HEADER) return
        this.remaining = this.header.readUInt32BE(4)
        this.target = this.header[0] === 2 ? this.stderr : this.stdout
        this.header = Buffer.alloc(0)
        continue
      }
      const take = Math.min(this.remaining, chunk.length - pos)
      const piece = chunk.subarray(pos, pos + take)
      pos += take
      this.remaining -= take
      if (this.target) await writeOrFail(this.target, piece)
    }
  }
}

/**
 * Writes with backpressure. A sink destroyed earlier (its disk filled up) never emits 'drain' or
 * 'error' again: waiting for either would hang the exec until its timeout, so fail instead.
 */
async function writeOrFail(target: Writable, piece: Buffer): Promise<void> {
  if (target.destroyed) throw target.errored ?? new Error('output closed')
  if (target.write(piece)) return
  await new Promise<void>((resolve, reject) => {
    const onDrain = () => settle(null)
    const onEnd = () => settle(target.errored ?? new Error('output closed'))
    const settle = (error: Error | null) => {
      target.off('drain', onDrain).off('close', onEnd).off('error', onEnd)
      if (error) reject(error)
      else resolve()
    }
    target.on('drain', onDrain).on('close', onEnd).on('error', onEnd)
  })
}

/**
 * A log file on the host: redacts secrets, stops writing after `capBytes` (then appends one note)
 * and keeps consuming so the producer never blocks on a full file. A failed write (a full disk)
 * destroys the sink with that error, kept in `failure` for whoever reads the sink's result.
 */
export class LogFileSink extends Writable {
  private readonly file: WriteStream
  private readonly redactor: Redactor
  private written = 0
  private truncated = false
  bytesSeen = 0
  /** What the file holds once finished: the kept bytes and the truncation note. */
  get bytesWritten(): number {
    return this.written
  }
  failure: Error | null = null

  constructor(
    readonly path: string,
    private readonly capBytes: number,
    secrets: readonly Buffer[] = [],
  ) {
    super()
    this.file = createWriteStream(path)
    // A write error names no file (it is met on a descriptor): say which one.
    this.file.on('error', (error: NodeJS.ErrnoException) =>
      this.destroy(Object.assign(error, { path: error.path ?? path })),
    )
    this.on('error', (error) => (this.failure ??= error))
    this.redactor = new Redactor(secrets)
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.bytesSeen += chunk.length
    this.emitBytes(this.redactor.push(chunk)).then(() => callback(), callback)
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.finish().then(() => callback(), callback)
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.file.destroy()
    callback(error)
  }

  private async finish(): Promise<void> {
    await this.emitBytes(this.redactor.push(Buffer.alloc(0), true))
    if (this.truncated) {
      const note = truncationNote(this.capBytes, this.bytesSeen)
      this.file.write(note)
      this.written += Buffer.byteLength(note)
    }
    this.file.end()
    await once(this.file, 'close')
  }

  private async emitBytes(data: Buffer): Promise<void> {
    if (this.truncated || data.length === 0) return
    const room = this.capBytes - this.written
    const part = data.length > room ? data.subarray(0, room) : data
    if (data.length > room) this.truncated = true
    this.written += part.length
    if (part.length && !this.file.write(part)) await once(this.file, 'drain')
  }
}

function truncationNote(capBytes: number, bytesSeen: number): string {
  return `\n[helios: output truncated at ${capBytes} bytes; ${bytesSeen} bytes were produced]\n`
}

/** The most a LogFileSink writes for `size` bytes in (redaction only shortens: secrets are ≥ 4 bytes). */
export function cappedSize(size: number, capBytes: number): number {
  return size <= capBytes ? size : capBytes + Buffer.byteLength(truncationNote(capBytes, size))
}

/** Keeps the last `limit` bytes: enough to explain a failed setup command. */
export class TailBuffer extends Writable {
  private buffer = Buffer.alloc(0)
  constructor(private readonly limit = 4096) {
    super()
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    const joined = Buffer.concat([this.buffer, chunk])
    this.buffer =
      joined.length > this.limit ? Buffer.from(joined.subarray(joined.length - this.limit)) : joined
    callback()
  }
  text(): string {
    return this.buffer.toString('utf8')
  }
}

export async function endWritable(stream: Writable): Promise<void> {
  if (stream.writableFinished || stream.destroyed) return
  const done = once(stream, 'finish')
  stream.end()
  await done
}

/** Each line of a text stream (the engine's JSON-lines answers to build, pull and push), the last one too. */
export async function forEachLine(stream: Readable, handle: (line: string) => void): Promise<void> {
  let pending = ''
  for await (const chunk of stream) {
    pending += chunkBuffer(chunk).toString('utf8')
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    lines.forEach(handle)
  }
  handle(pending)
}

/** The whole content, read to its end when it is a stream. */
export async function bufferOf(content: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(content)) return content
  const chunks: Buffer[] = []
  for await (const chunk of content) chunks.push(chunkBuffer(chunk))
  return Buffer.concat(chunks)
}
