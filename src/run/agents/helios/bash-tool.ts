// The built-in agent's one tool: a shell command in the attempt's container, through the Docker
// API, as the task's agent user in its workdir, with a timeout and head+tail capped output.
import type { Environment } from '../../environment/types.js'
import { Writable } from 'node:stream'

export interface BashToolOptions {
  environment: Environment
  user: string | null
  workdir: string | null
  /** Per-command limit; the caller lowers it to what is left of the agent phase. */
  timeoutSec: number
  /** Bytes kept from the start and from the end of the combined output. */
  keepBytes: number
}

export interface BashToolResult {
  output: string
  exitCode: number | null
  timedOut: boolean
}

/** Keeps the first and the last `keep` bytes of everything written, and counts what fell between. */
export class HeadTailBuffer extends Writable {
  private head = Buffer.alloc(0)
  private tail = Buffer.alloc(0)
  private total = 0
  constructor(private readonly keep: number) {
    super()
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.total += chunk.length
    let rest = chunk
    if (this.head.length < this.keep) {
      const take = Math.min(this.keep - this.head.length, rest.length)
      this.head = Buffer.concat([this.head, rest.subarray(0, take)])
      rest = rest.subarray(take)
    }
    if (rest.length > 0) {
      const joined = Buffer.concat([this.tail, rest])
      this.tail = Buffer.from(joined.subarray(Math.max(0, joined.length - this.keep)))
    }
    callback()
  }
  text(): string {
    const cut = this.total - this.head.length - this.tail.length
    const head = this.head.toString('utf8')
    if (cut <= 0) return head + this.tail.toString('utf8')
    return `${head}\n[… ${cut} bytes of output cut …]\n${this.tail.toString('utf8')}`
  }
}

export async function runBashTool(command: string, options: BashToolOptions): Promise<BashToolResult> {
  const output = new HeadTailBuffer(options.keepBytes)
  const seconds = Math.max(1, Math.ceil(options.timeoutSec))
  // `timeout` runs inside the container: killing the exec client alone would leave the command running.
  const outcome = await options.environment.exec({
    cmd: ['timeout', '-k', '2', String(seconds), 'bash', '-lc', command],
    user: options.user,
    workdir: options.workdir,
    stdout: output,
    stderr: output,
    timeoutMs: (seconds + 5) * 1000,
  })
  const timedOut = outcome.timedOut || outcome.exitCode === 124
  return { output: output.text(), exitCode: outcome.exitCode, timedOut }
}

export function describeResult(result: BashToolResult, timeoutSec: number): string {
  const status = result.timedOut
    ? `[command timed out after ${Math.ceil(timeoutSec)} s]`
    : `[exit code ${result.exitCode ?? 'unknown'}]`
  return result.output ? `${result.output}\n${status}` : status
}
