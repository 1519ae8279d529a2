// One attempt's environment as an E2B sandbox, driven through the SDK: commands through envd's
// process service (run as root, the user switched in the line: shell-line.ts), files through envd's
// file endpoint; the tar copies are remote/sandbox.ts's.
import type { Writable } from 'node:stream'
import { CommandExitError, Sandbox, type CommandResult, type ConnectionOpts } from 'e2b'
import type { RetryPolicy } from '../../environment/retries.js'
import { execLine } from '../../environment/shell-line.js'
import type { ExecOutcome, ExecRequest } from '../../environment/types.js'
import { RemoteSandbox, type HelperOutcome } from '../remote/sandbox.js'
import { commandTimedOut, notDelivered, withE2BRetries } from './faults.js'

/** envd's user for our own commands and files; the request's user is switched to in the line. */
const ROOT = 'root'

export class E2BSandbox extends RemoteSandbox {
  private sandbox: Sandbox | null

  constructor(
    id: string,
    private readonly connection: ConnectionOpts,
    private readonly retry: RetryPolicy,
    defaultWorkdir: string | null,
    onRemoved: () => void,
    sandbox: Sandbox | null = null,
  ) {
    super(id, defaultWorkdir, onRemoved)
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
    // The SDK's deadline is the request's own, in ms.
    const timeoutSec = request.timeoutMs === undefined ? undefined : request.timeoutMs / 1000
    const cwd = request.workdir ?? this.defaultWorkdir ?? undefined
    return this.withStdinFile(request, async (stdinFile) => {
      const line = execLine(request.cmd, request.user, stdinFile)
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
        ).catch(exitAsOutcome)
        return { exitCode: result.exitCode, timedOut: false, durationSec: (Date.now() - started) / 1000 }
      } catch (error) {
        const durationSec = (Date.now() - started) / 1000
        if (timeoutSec !== undefined && commandTimedOut(error, durationSec, timeoutSec))
          return { exitCode: null, timedOut: true, durationSec }
        throw error
      } finally {
        await flush(request.stdout)
        await flush(request.stderr)
      }
    })
  }

  /** A sandbox "ends" when E2B ends it (its timeout, a kill). */
  protected async hasEnded(): Promise<boolean> {
    const sandbox = await this.handle()
    return !(await withE2BRetries(() => sandbox.isRunning(), this.retry))
  }

  /**
   * E2B has no stop and start: every process of ours ends, the filesystem stays; what the image's
   * start command ran does not come back (a sandbox runs none of ours).
   */
  protected restartProcesses(): Promise<void> {
    return this.endProcesses()
  }

  /** Resolves false when it was gone already. */
  protected async destroy(): Promise<void> {
    await withE2BRetries(() => Sandbox.kill(this.id, this.connection), this.retry)
  }

  protected async run(line: string): Promise<HelperOutcome> {
    const sandbox = await this.handle()
    let output = ''
    const result = await this.bounded(
      (timeoutSec) =>
        withE2BRetries(
          () =>
            sandbox.commands.run(line, {
              user: ROOT,
              timeoutMs: timeoutSec * 1000,
              onStdout: (data) => void (output += data),
            }),
          this.retry,
          notDelivered,
        ).catch(exitAsOutcome),
      commandTimedOut,
    )
    return { exitCode: result.exitCode, output }
  }

  protected async writeFile(path: string, content: Buffer): Promise<void> {
    const sandbox = await this.handle()
    // envd takes an ArrayBuffer: this Buffer's own bytes, copied out of Node's shared pool.
    const data = new Uint8Array(content).buffer
    await withE2BRetries(
      () => sandbox.files.write(path, data, { user: ROOT, useOctetStream: true }),
      this.retry,
    )
  }

  protected async readFile(path: string): Promise<Buffer> {
    const sandbox = await this.handle()
    const bytes = await withE2BRetries(
      () => sandbox.files.read(path, { format: 'bytes', user: ROOT }),
      this.retry,
    )
    return Buffer.from(bytes)
  }
}

/** A non-zero exit is an outcome, not a fault: the SDK throws it with the result. */
function exitAsOutcome(error: unknown): Pick<CommandResult, 'exitCode'> {
  if (error instanceof CommandExitError) return { exitCode: error.exitCode }
  throw error
}

/** Waits until what was written to `sink` so far has been taken. */
async function flush(sink: Writable | undefined): Promise<void> {
  if (!sink || sink.writableLength === 0) return
  await new Promise<void>((resolve) => sink.once('drain', resolve))
}
