// One attempt's environment as a Daytona sandbox, driven through the SDK's toolbox: commands
// through its execute endpoint, files as tar archives through its file upload and download
// (toolbox-files.ts, which needs no module loaded at run time).
import { randomUUID } from 'node:crypto'
import { posix } from 'node:path'
import { Readable, type Writable } from 'node:stream'
import type { Sandbox } from '@daytonaio/sdk'
import { PathNotFound } from '../../environment/errors.js'
import { bufferOf } from '../../environment/streams.js'
import type { Environment, ExecOutcome, ExecRequest, StoppedState } from '../../environment/types.js'
import type { RetryPolicy } from '../../environment/retries.js'
import { execLine, quoteWord } from '../../environment/shell-line.js'
import {
  extractLine,
  MISSING_PATH_EXIT,
  packLine,
  plannedArchive,
} from '../../environment/tar-through-shell.js'
import { HELPER_EXEC_TIMEOUT_SEC, helperTimedOut } from '../../environment/remote-provider.js'
import { commandTimedOut, notDelivered, withDaytonaRetries } from './faults.js'
import { ToolboxFiles } from './toolbox-files.js'

const SCRATCH = '/tmp'

export class DaytonaSandbox implements Environment {
  private sandbox: Sandbox | null
  private files: ToolboxFiles | null = null
  private removed = false
  private killedAt: number | null = null

  constructor(
    readonly id: string,
    private readonly load: () => Promise<Sandbox>,
    private readonly retry: RetryPolicy,
    private readonly defaultWorkdir: string | null,
    private readonly onRemoved: () => void,
    private readonly apiKey: string,
    sandbox: Sandbox | null = null,
  ) {
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
    const stdinFile = request.stdin === undefined ? null : await this.upload(request.stdin, 'stdin')
    const line = execLine(request.cmd, request.user, stdinFile)
    const timeoutSec =
      request.timeoutMs === undefined ? undefined : Math.max(1, Math.ceil(request.timeoutMs / 1000))
    const cwd = request.workdir ?? this.defaultWorkdir ?? undefined
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
    } finally {
      if (stdinFile) await this.run(`rm -f ${quoteWord(stdinFile)}`).catch(() => undefined)
    }
  }

  /** As Docker's extraction does, a path whose type differs from the entry's is replaced (archive-plan.ts). */
  async copyIn(archive: Buffer | Readable, destination: string): Promise<void> {
    const { archive: planned, remove } = await plannedArchive(await bufferOf(archive))
    const file = await this.upload(planned, 'in.tar')
    const result = await this.run(
      `${extractLine(destination, remove, file)}; code=$?; rm -f ${quoteWord(file)}; exit $code`,
    )
    if (result.exitCode !== 0)
      throw new Error(`copy into ${destination} failed: ${result.result.trim().slice(0, 300)}`)
  }

  async copyOut(path: string): Promise<Readable> {
    const files = await this.toolboxFiles()
    const file = `${SCRATCH}/.helios-${randomUUID()}-out.tar`
    const packed = await this.run(`${packLine(path, file)} 2>&1`)
    try {
      if (packed.exitCode === MISSING_PATH_EXIT) throw new PathNotFound(path)
      if (packed.exitCode !== 0)
        throw new Error(`copy of ${path} out of the sandbox failed: ${packed.result.trim().slice(0, 200)}`)
      const content = await withDaytonaRetries(() => files.download(file), this.retry)
      return Readable.from([content])
    } finally {
      await this.run(`rm -f ${quoteWord(file)}`).catch(() => undefined)
    }
  }

  async workdir(): Promise<string> {
    if (this.defaultWorkdir) return this.defaultWorkdir
    const result = await this.run('pwd')
    return result.result.trim() || '/'
  }

  async stopped(): Promise<StoppedState | null> {
    if (this.removed) return null
    if (this.killedAt !== null) return { exitCode: 137, oomKilled: false, finishedAt: this.killedAt }
    const sandbox = await this.handle()
    try {
      await withDaytonaRetries(() => sandbox.refreshData(), this.retry)
    } catch (error) {
      if ((error as { statusCode?: unknown }).statusCode === 404) return null
      throw error
    }
    // A sandbox has no main command of its own: it "ends" when Daytona stops it (auto-stop, a kill).
    if (sandbox.state === 'stopped' || sandbox.state === 'error')
      return { exitCode: 137, oomKilled: false, finishedAt: Date.now() }
    return null
  }

  /**
   * Every process but the sandbox's own first one (Daytona's daemon, which copyOut needs) ends;
   * stopping the sandbox instead would take the toolbox with it.
   */
  async kill(): Promise<void> {
    await this.run('kill -9 -1 2>/dev/null; true')
    this.killedAt = Date.now()
  }

  /** Stopped and started again: every process is new, the filesystem stays (Daytona keeps it). */
  async restart(): Promise<void> {
    const sandbox = await this.handle()
    await withDaytonaRetries(() => sandbox.stop(), this.retry)
    await withDaytonaRetries(() => sandbox.start(), this.retry)
    this.killedAt = null
  }

  /** A sandbox runs no main command whose output could be read back. */
  logs(): Promise<string> {
    return Promise.resolve('')
  }

  async remove(): Promise<void> {
    if (this.removed) return
    try {
      const sandbox = await this.handle()
      await withDaytonaRetries(() => sandbox.delete(), this.retry)
    } catch (error) {
      if ((error as { statusCode?: unknown }).statusCode !== 404) throw error
    }
    this.removed = true
    this.onRemoved()
  }

  /** A host file given as a read-only copy (what Docker would bind-mount), owned by root. */
  async placeReadOnly(path: string, content: Buffer): Promise<void> {
    const file = await this.upload(content, 'mount')
    const target = quoteWord(path)
    const result = await this.run(
      `mkdir -p ${quoteWord(posix.dirname(path))} && mv ${quoteWord(file)} ${target} && chown root:root ${target} && chmod 444 ${target}`,
    )
    if (result.exitCode !== 0)
      throw new Error(`copy of ${path} failed: ${result.result.trim().slice(0, 300)}`)
  }

  private async run(line: string): Promise<{ exitCode: number; result: string }> {
    const sandbox = await this.handle()
    const started = Date.now()
    const timeout = HELPER_EXEC_TIMEOUT_SEC
    try {
      const call = () => sandbox.process.executeCommand(line, undefined, undefined, timeout)
      return await withDaytonaRetries(call, this.retry, notDelivered)
    } catch (error) {
      if (commandTimedOut(error, (Date.now() - started) / 1000, timeout))
        throw helperTimedOut(`sandbox ${this.id}`)
      throw error
    }
  }

  private async upload(content: Buffer | Readable, suffix: string): Promise<string> {
    const files = await this.toolboxFiles()
    const file = `${SCRATCH}/.helios-${randomUUID()}-${suffix}`
    const buffer = await bufferOf(content)
    await withDaytonaRetries(() => files.upload(buffer, file), this.retry)
    return file
  }
}

async function writeAll(sink: Writable | undefined, text: string): Promise<void> {
  if (!sink || !text) return
  await new Promise<void>((resolve, reject) =>
    sink.write(text, (error) => (error ? reject(error) : resolve())),
  )
}
