// One attempt's environment as a remote sandbox (Daytona, E2B), over the three things each SDK
// gives: run a helper line as root, write a file, read a file. Files cross as tar archives through
// a scratch file, packed and unpacked by a shell line (tar-through-shell.ts); a sandbox has no main
// command of its own, so it "ends" when it is killed or its service stops it.
import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { PathNotFound } from '../../environment/errors.js'
import { bufferOf } from '../../environment/streams.js'
import {
  extractLine,
  MISSING_PATH_EXIT,
  packLine,
  plannedArchive,
} from '../../environment/tar-through-shell.js'
import { quoteWord } from '../../environment/shell-line.js'
import { HELPER_EXEC_TIMEOUT_SEC, helperTimedOut } from './faults.js'
import type { Environment, ExecOutcome, ExecRequest, StoppedState } from '../../environment/types.js'

const SCRATCH = '/tmp'
/** Ends every process but the sandbox's first (the service's daemon, which file copies need). */
const KILL_ALL_LINE = 'kill -9 -1 2>/dev/null; true'

/** A helper line's end: its exit code and what it wrote (stdout and stderr). */
export interface HelperOutcome {
  exitCode: number
  output: string
}

export abstract class RemoteSandbox implements Environment {
  private removed = false
  private killedAt: number | null = null

  constructor(
    readonly id: string,
    protected readonly defaultWorkdir: string | null,
    private readonly onRemoved: () => void,
  ) {}

  /** A helper line of ours, as root, `bounded`. */
  protected abstract run(line: string): Promise<HelperOutcome>
  /** Writes `content` at the absolute `path`, as root. */
  protected abstract writeFile(path: string, content: Buffer): Promise<void>
  protected abstract readFile(path: string): Promise<Buffer>
  /** Whether the service has stopped or ended the sandbox (false also when it is gone). */
  protected abstract hasEnded(): Promise<boolean>
  /** Deletes the sandbox; one already gone is fine. */
  protected abstract destroy(): Promise<void>
  /** Every process is new, the filesystem stays. */
  protected abstract restartProcesses(): Promise<void>

  abstract start(what: string): Promise<void>
  abstract exec(request: ExecRequest): Promise<ExecOutcome>

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
    const file = `${SCRATCH}/.helios-${randomUUID()}-out.tar`
    const packed = await this.run(`${packLine(path, file)} 2>&1`)
    try {
      if (packed.exitCode === MISSING_PATH_EXIT) throw new PathNotFound(path)
      if (packed.exitCode !== 0)
        throw new Error(`copy of ${path} out of the sandbox failed: ${packed.output.trim().slice(0, 200)}`)
      return Readable.from([await this.readFile(file)])
    } finally {
      await this.removeScratch(file)
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
    return (await this.hasEnded()) ? { exitCode: 137, oomKilled: false, finishedAt: Date.now() } : null
  }

  /** Every process but the daemon (which copyOut needs) ends; removing the sandbox would lose its files. */
  async kill(): Promise<void> {
    await this.run(KILL_ALL_LINE)
    this.killedAt = Date.now()
  }

  async restart(): Promise<void> {
    await this.restartProcesses()
    this.killedAt = null
  }

  /** A sandbox runs no main command whose output could be read back. */
  logs(): Promise<string> {
    return Promise.resolve('')
  }

  async remove(): Promise<void> {
    if (this.removed) return
    await this.destroy()
    this.removed = true
    this.onRemoved()
  }

  /** `request`'s stdin, when it has one, as a scratch file for `use`; removed after. */
  protected async withStdinFile<T>(
    request: ExecRequest,
    use: (stdinFile: string | null) => Promise<T>,
  ): Promise<T> {
    const stdinFile = request.stdin === undefined ? null : await this.upload(request.stdin, 'stdin')
    try {
      return await use(stdinFile)
    } finally {
      if (stdinFile) await this.removeScratch(stdinFile)
    }
  }

  /** Every process of ours ends (what restartProcesses does where the service cannot restart). */
  protected async endProcesses(): Promise<void> {
    await this.run(KILL_ALL_LINE)
  }

  /**
   * A helper command's call, given HELPER_EXEC_TIMEOUT_SEC: one ended by that timeout (as the SDK's
   * `timedOut` tells it) is a fault of the environment, named.
   */
  protected async bounded<T>(
    call: (timeoutSec: number) => Promise<T>,
    timedOut: (error: unknown, elapsedSec: number, timeoutSec: number) => boolean,
  ): Promise<T> {
    const started = Date.now()
    try {
      return await call(HELPER_EXEC_TIMEOUT_SEC)
    } catch (error) {
      if (timedOut(error, (Date.now() - started) / 1000, HELPER_EXEC_TIMEOUT_SEC))
        throw helperTimedOut(`sandbox ${this.id}`)
      throw error
    }
  }

  private async upload(content: Buffer | Readable, suffix: string): Promise<string> {
    const file = `${SCRATCH}/.helios-${randomUUID()}-${suffix}`
    await this.writeFile(file, await bufferOf(content))
    return file
  }

  private async removeScratch(file: string): Promise<void> {
    await this.run(`rm -f ${quoteWord(file)}`).catch(() => undefined)
  }
}
