// One attempt's environment as a Daytona sandbox, driven through the SDK's toolbox: commands
// through its execute endpoint, files through its file upload and download (toolbox-files.ts,
// which needs no module loaded at run time); the tar copies are remote/sandbox.ts's.
import type { Writable } from 'node:stream'
import type { Sandbox } from '@daytonaio/sdk'
import type { ExecOutcome, ExecRequest } from '../../environment/types.js'
import type { RetryPolicy } from '../../environment/retries.js'
import { execLine } from '../../environment/shell-line.js'
import { RemoteSandbox, type HelperOutcome } from '../remote/sandbox.js'
import { commandTimedOut, isGone, notDelivered, withDaytonaRetries } from './faults.js'
import { ToolboxFiles } from './toolbox-files.js'

export class DaytonaSandbox extends RemoteSandbox {
  private sandbox: Sandbox | null
  private files: ToolboxFiles | null = null

  constructor(
    id: string,
    private readonly load: () => Promise<Sandbox>,
    private readonly retry: RetryPolicy,
    defaultWorkdir: string | null,
    onRemoved: () => void,
    private readonly apiKey: string,
    sandbox: Sandbox | null = null,
  ) {
    super(id, defaultWorkdir, onRemoved)
    this.sandbox = sandbox
  }

  private async handle(): Promise<Sandbox> {
    this.sandbox ??= await withDaytonaRetries(() => this.load(), this.retry)
    return this.sandbox
  }

  private async toolboxFiles(): Promise<ToolboxFiles> {
    this.files ??= new ToolboxFiles(await this.handle(), this.apiKey)
    return this.files
  }

  async start(what: string): Promise<void> {
    const sandbox = await this.handle()
    await withDaytonaRetries(() => sandbox.refreshData(), this.retry)
    if (sandbox.state !== 'started')
      throw new Error(`${what}: the Daytona sandbox is ${sandbox.state ?? 'unknown'}, not started`)
  }

  async exec(request: ExecRequest): Promise<ExecOutcome> {
    const sandbox = await this.handle()
    const started = Date.now()
    const timeoutSec =
      request.timeoutMs === undefined ? undefined : Math.max(1, Math.ceil(request.timeoutMs / 1000))
    const cwd = request.workdir ?? this.defaultWorkdir ?? undefined
    return this.withStdinFile(request, async (stdinFile) => {
      const line = execLine(request.cmd, request.user, stdinFile)
      try {
        // A command must not run twice: retried only when the request never reached the sandbox.
        const response = await withDaytonaRetries(
          () => sandbox.process.executeCommand(line, cwd, request.env, timeoutSec),
          this.retry,
          notDelivered,
        )
        await writeAll(request.stdout, response.result)
        const durationSec = (Date.now() - started) / 1000
        const timedOut = timeoutSec !== undefined && response.exitCode === -1 && durationSec >= timeoutSec
        return { exitCode: timedOut ? null : response.exitCode, timedOut, durationSec }
      } catch (error) {
        const durationSec = (Date.now() - started) / 1000
        if (timeoutSec !== undefined && commandTimedOut(error, durationSec, timeoutSec))
          return { exitCode: null, timedOut: true, durationSec }
        throw error
      }
    })
  }

  /** A sandbox "ends" when Daytona stops it (auto-stop, a kill); one gone (404) is not stopped. */
  protected async hasEnded(): Promise<boolean> {
    const sandbox = await this.handle()
    try {
      await withDaytonaRetries(() => sandbox.refreshData(), this.retry)
    } catch (error) {
      if (isGone(error)) return false
      throw error
    }
    return sandbox.state === 'stopped' || sandbox.state === 'error'
  }

  /** Stopped and started again: every process is new, the filesystem stays (Daytona keeps it). */
  protected async restartProcesses(): Promise<void> {
    const sandbox = await this.handle()
    await withDaytonaRetries(() => sandbox.stop(), this.retry)
    await withDaytonaRetries(() => sandbox.start(), this.retry)
  }

  protected async destroy(): Promise<void> {
    try {
      const sandbox = await this.handle()
      await withDaytonaRetries(() => sandbox.delete(), this.retry)
    } catch (error) {
      if (!isGone(error)) throw error
    }
  }

  protected async run(line: string): Promise<HelperOutcome> {
    const sandbox = await this.handle()
    const response = await this.bounded(
      (timeout) =>
        withDaytonaRetries(
          () => sandbox.process.executeCommand(line, undefined, undefined, timeout),
          this.retry,
          notDelivered,
        ),
      commandTimedOut,
    )
    return { exitCode: response.exitCode, output: response.result }
  }

  protected async writeFile(path: string, content: Buffer): Promise<void> {
    const files = await this.toolboxFiles()
    await withDaytonaRetries(() => files.upload(content, path), this.retry)
  }

  protected async readFile(path: string): Promise<Buffer> {
    const files = await this.toolboxFiles()
    return withDaytonaRetries(() => files.download(path), this.retry)
  }
}

async function writeAll(sink: Writable | undefined, text: string): Promise<void> {
  if (!sink || !text) return
  await new Promise<void>((resolve, reject) =>
    sink.write(text, (error) => (error ? reject(error) : resolve())),
  )
}
