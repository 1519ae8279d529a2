// One attempt's environment as an E2B sandbox, driven through the SDK: commands through envd's
// process service (run as root, the user switched in the line: shell-line.ts), files as tar
// archives written and read through envd's file endpoint.
import { randomUUID } from 'node:crypto'
import { Readable, type Writable } from 'node:stream'
import { CommandExitError, Sandbox, type ConnectionOpts } from 'e2b'
import { PathNotFound } from '../../environment/errors.js'
import { HELPER_EXEC_TIMEOUT_SEC, helperTimedOut } from '../../environment/remote-provider.js'
import type { RetryPolicy } from '../../environment/retries.js'
import { execLine, quoteWord } from '../../environment/shell-line.js'
import { bufferOf } from '../../environment/streams.js'
import {
  extractLine,
  MISSING_PATH_EXIT,
  packLine,
  plannedArchive,
} from '../../environment/tar-through-shell.js'
import type { Environment, ExecOutcome, ExecRequest, StoppedState } from '../../environment/types.js'
import { commandTimedOut, notDelivered, withE2BRetries } from './faults.js'

const SCRATCH = '/tmp'
/** envd's user for our own commands and files; the request's user is switched to in the line. */
const ROOT = 'root'

export class E2BSandbox implements Environment {
  private sandbox: Sandbox | null
  private removed = false
  private killedAt: number | null = null

  constructor(
    readonly id: string,
    private readonly connection: ConnectionOpts,
    private readonly retry: RetryPolicy,
    private readonly defaultWorkdir: string | null,
    private readonly onRemoved: () => void,
    sandbox: Sandbox | null = null,
  ) {
    this.sandbox = sandbox
  }

  private async handle(): Promise<Sandbox> {
    this.sandbox ??= await withE2BRetries(() => Sandbox.connect(this.id, this.connection), this.retry)
    return this.sandbox
  }

  /** A sandbox runs from its creation; `start` checks that it still does. */
  async start(what: string): Promise<void> {
    const sandbox = await this.handle()
    if (!(await withE2BRetries(() => sandbox.isRunning(), this.retry)))
      throw new Error(`${what}: the E2B sandbox ${this.id} is not running`)
  }

  async exec(request: ExecRequest): Promise<ExecOutcome> {
    const sandbox = await this.handle()
    const started = Date.now()
    const stdinFile = request.stdin === undefined ? null : await this.upload(request.stdin, 'stdin')
    const line = execLine(request.cmd, request.user, stdinFile)
    // The SDK's deadline is the request's own, in ms.
    const timeoutSec = request.timeoutMs === undefined ? undefined : request.timeoutMs / 1000
    const cwd = request.workdir ?? this.defaultWorkdir ?? undefined
    try {
      // A command must not run twice: retried only when the request surely never reached envd.
      const result = await withE2BRetries(
        () =>
          sandbox.commands.run(line, {
            user: ROOT,
            cwd,
            envs: request.env,
            // 0: no limit (the SDK's default is 60 s).
            timeoutMs: request.timeoutMs ?? 0,
            onStdout: (data) => void request.stdout?.write(data),
            onStderr: (data) => void request.stderr?.write(data),
          }),
        this.retry,
        notDelivered,
      ).catch((error: unknown) => {
        // A non-zero exit is an outcome, not a fault: the SDK throws it with the result.
        if (error instanceof CommandExitError) return { exitCode: error.exitCode }
        throw error
      })
      return { exitCode: result.exitCode, timedOut: false, durationSec: (Date.now() - started) / 1000 }
    } catch (error) {
      const durationSec = (Date.now() - started) / 1000
      if (timeoutSec !== undefined && commandTimedOut(error, durationSec, timeoutSec))
        return { exitCode: null, timedOut: true, durationSec }
      throw error
    } finally {
      await flush(request.stdout)
      await flush(request.stderr)
      if (stdinFile) await this.run(`rm -f ${quoteWord(stdinFile)}`).catch(() => undefined)
    }
  }

  /** As Docker's extraction does, a path whose type differs from the entry's is replaced (archive-plan.ts). */
  async copyIn(archive: Buffer | Readable, destination: string): Promise<void> {
    const { archive: planned, remove } = await plannedArchive(await bufferOf(archive))
    const file = await this.upload(planned, 'in.tar')
    const result = await this.run(
      `${extractLine(destination, remove, file)} 2>&1; code=$?; rm -f ${quoteWord(file)}; exit $code`,
    )
    if (result.exitCode !== 0)
      throw new Error(`copy into ${destination} failed: ${result.output.trim().slice(0, 300)}`)
  }

  async copyOut(path: string): Promise<Readable> {
    const sandbox = await this.handle()
    const file = `${SCRATCH}/.helios-${randomUUID()}-out.tar`
    const packed = await this.run(`${packLine(path, file)} 2>&1`)
    try {
      if (packed.exitCode === MISSING_PATH_EXIT) throw new PathNotFound(path)
      if (packed.exitCode !== 0)
        throw new Error(`copy of ${path} out of the sandbox failed: ${packed.output.trim().slice(0, 200)}`)
      const bytes = await withE2BRetries(
        () => sandbox.files.read(file, { format: 'bytes', user: ROOT }),
        this.retry,
      )
      return Readable.from([Buffer.from(bytes)])
    } finally {
      await this.run(`rm -f ${quoteWord(file)}`).catch(() => undefined)
    }
  }

  async workdir(): Promise<string> {
    if (this.defaultWorkdir) return this.defaultWorkdir
    const result = await this.run('pwd')
    return result.output.trim() || '/'
  }

  async stopped(): Promise<StoppedState | null> {
    if (this.removed) return null
    if (this.killedAt !== null) return { exitCode: 137, oomKilled: false, finishedAt: this.killedAt }
    const sandbox = await this.handle()
    // A sandbox has no main command of its own: it "ends" when E2B ends it (its timeout, a kill).
    const running = await withE2BRetries(() => sandbox.isRunning(), this.retry)
    return running ? null : { exitCode: 137, oomKilled: false, finishedAt: Date.now() }
  }

  /** Every process but envd (which copyOut needs) ends; killing the sandbox would lose its files. */
  async kill(): Promise<void> {
    await this.run('kill -9 -1 2>/dev/null; true')
    this.killedAt = Date.now()
  }

  /**
   * E2B has no stop and start: every process of ours ends, the filesystem stays; what the image's
   * start command ran does not come back (a sandbox runs none of ours).
   */
  async restart(): Promise<void> {
    await this.kill()
    this.killedAt = null
  }

  /** A sandbox runs no main command whose output could be read back. */
  logs(): Promise<string> {
    return Promise.resolve('')
  }

  async remove(): Promise<void> {
    if (this.removed) return
    // Resolves false when it was gone already.
    await withE2BRetries(() => Sandbox.kill(this.id, this.connection), this.retry)
    this.removed = true
    this.onRemoved()
  }

  /** A helper line of ours, as root, bounded (a stuck mount must not hang the run). */
  private async run(line: string): Promise<{ exitCode: number; output: string }> {
    const sandbox = await this.handle()
    const started = Date.now()
    let output = ''
    try {
      const result = await withE2BRetries(
        () =>
          sandbox.commands.run(line, {
            user: ROOT,
            timeoutMs: HELPER_EXEC_TIMEOUT_SEC * 1000,
            onStdout: (data) => void (output += data),
          }),
        this.retry,
        notDelivered,
      ).catch((error: unknown) => {
        if (error instanceof CommandExitError) return { exitCode: error.exitCode }
        throw error
      })
      return { exitCode: result.exitCode, output }
    } catch (error) {
      if (commandTimedOut(error, (Date.now() - started) / 1000, HELPER_EXEC_TIMEOUT_SEC))
        throw helperTimedOut(`sandbox ${this.id}`)
      throw error
    }
  }

  private async upload(content: Buffer | Readable, suffix: string): Promise<string> {
    const sandbox = await this.handle()
    const file = `${SCRATCH}/.helios-${randomUUID()}-${suffix}`
    const buffer = await bufferOf(content)
    const data = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer
    await withE2BRetries(
      () => sandbox.files.write(file, data, { user: ROOT, useOctetStream: true }),
      this.retry,
    )
    return file
  }
}

/** Waits until what was written to `sink` so far has been taken. */
async function flush(sink: Writable | undefined): Promise<void> {
  if (!sink || sink.writableLength === 0) return
  await new Promise<void>((resolve) => sink.once('drain', resolve))
}
