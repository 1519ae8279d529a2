// JSON-RPC 2.0 over newline-delimited JSON, ACP's stdio transport: our requests and their answers,
// the agent's notifications, and the agent's own requests, answered by a handler. A line that is
// not JSON-RPC is counted and a few are kept, never thrown: an agent's stray output is data. Ours
// rather than @agentclientprotocol/sdk's: the framing is a line splitter, and here a flooding or
// garbling agent must be bounded and recorded, not logged to the console or thrown at us.
import type { Readable, Writable } from 'node:stream'
import { parseJsonRecord, recordOrNull } from '../../../narrow.js'

/** A line longer than this is dropped as malformed (an agent must not grow our memory unbounded). */
export const MAX_LINE_BYTES = 16 * 1024 * 1024
/** Malformed lines kept for the record; the rest are only counted. */
const KEPT_MALFORMED = 5

export class JsonRpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'JsonRpcError'
  }
}

/** The connection ended (the agent exited, closed its output, or we closed it) with requests pending. */
export class ConnectionClosed extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConnectionClosed'
  }
}

export const METHOD_NOT_FOUND = -32601

export interface JsonRpcHandlers {
  onNotification(method: string, params: unknown): void
  /** The result of the agent's request; a thrown JsonRpcError is answered as that error. */
  onRequest(method: string, params: unknown): Promise<unknown>
}

interface Pending {
  resolve: (result: unknown) => void
  reject: (error: Error) => void
}

export class JsonRpcConnection {
  private nextId = 1
  private readonly pending = new Map<number, Pending>()
  private buffered: Buffer[] = []
  private bufferedBytes = 0
  private closedWith: string | null = null
  /** Lines that were not JSON-RPC messages: how many, and the first few (cut to 200 characters). */
  readonly malformed: { count: number; kept: string[] } = { count: 0, kept: [] }

  constructor(
    input: Readable,
    private readonly output: Writable,
    private readonly handlers: JsonRpcHandlers,
  ) {
    input.on('data', (chunk: Buffer) => this.take(chunk))
    input.on('end', () => this.close('the agent closed its output'))
    input.on('error', (error) => this.close(`reading the agent failed: ${error.message}`))
    output.on('error', (error) => this.close(`writing to the agent failed: ${error.message}`))
  }

  get closed(): string | null {
    return this.closedWith
  }

  request(method: string, params: unknown): Promise<unknown> {
    if (this.closedWith) return Promise.reject(new ConnectionClosed(this.closedWith))
    const id = this.nextId++
    const answer = new Promise<unknown>((resolve, reject) => this.pending.set(id, { resolve, reject }))
    this.send({ jsonrpc: '2.0', id, method, params })
    return answer
  }

  notify(method: string, params: unknown): void {
    if (!this.closedWith) this.send({ jsonrpc: '2.0', method, params })
  }

  /** Every pending request fails with `reason`; later calls fail at once. */
  close(reason: string): void {
    if (this.closedWith) return
    this.closedWith = reason
    for (const { reject } of this.pending.values()) reject(new ConnectionClosed(reason))
    this.pending.clear()
  }

  private send(message: object): void {
    this.output.write(`${JSON.stringify(message)}\n`)
  }

  private take(chunk: Buffer): void {
    let start = 0
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      this.buffered.push(chunk.subarray(start, end))
      const line = Buffer.concat(this.buffered).toString('utf8')
      const over = this.bufferedBytes + end - start > MAX_LINE_BYTES
      this.buffered = []
      this.bufferedBytes = 0
      start = end + 1
      if (over) this.noteMalformed(`(a line over ${MAX_LINE_BYTES} bytes)`)
      else if (line.trim()) this.dispatch(line)
    }
    const rest = chunk.subarray(start)
    // A line that never ends: its head is kept only up to the limit, then counted as malformed.
    if (this.bufferedBytes <= MAX_LINE_BYTES) this.buffered.push(rest)
    this.bufferedBytes += rest.length
  }

  private dispatch(line: string): void {
    const message = parseJsonRecord(line)
    if (message === null) {
      this.noteMalformed(line)
      return
    }
    const { id, method } = message
    const hasId = typeof id === 'number' || typeof id === 'string'
    if (typeof method === 'string' && hasId) void this.answer(id, method, message.params)
    else if (typeof method === 'string') this.handlers.onNotification(method, message.params)
    else if (typeof id === 'number' && this.pending.has(id)) this.settle(id, message)
    else this.noteMalformed(line)
  }

  private settle(id: number, message: Record<string, unknown>): void {
    const waiting = this.pending.get(id)!
    this.pending.delete(id)
    const error = recordOrNull(message.error)
    if (error)
      waiting.reject(
        new JsonRpcError(
          typeof error.message === 'string' ? error.message : 'error',
          typeof error.code === 'number' ? error.code : 0,
          error.data,
        ),
      )
    else waiting.resolve(message.result ?? null)
  }

  private async answer(id: number | string, method: string, params: unknown): Promise<void> {
    try {
      const result = await this.handlers.onRequest(method, params)
      if (!this.closedWith) this.send({ jsonrpc: '2.0', id, result: result ?? null })
    } catch (error) {
      const { code, message } =
        error instanceof JsonRpcError ? error : { code: -32603, message: String(error) }
      if (!this.closedWith) this.send({ jsonrpc: '2.0', id, error: { code, message } })
    }
  }

  private noteMalformed(line: string): void {
    this.malformed.count++
    if (this.malformed.kept.length < KEPT_MALFORMED) this.malformed.kept.push(line.slice(0, 200))
  }
}
