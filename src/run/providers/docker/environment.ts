// An environment is one container: created stopped, kept alive by its command (`sleep infinity`),
// reached through the engine's API for exec and for files (tar archives), removed by force.
import type Docker from 'dockerode'
import type { Readable } from 'node:stream'
import { PathNotFound } from '../../environment/errors.js'
import { errorField } from '../../../narrow.js'
import { demuxText } from '../../environment/streams.js'
import type {
  Environment,
  ExecOutcome,
  ExecRequest,
  RootFilesystem,
  StoppedState,
} from '../../environment/types.js'
import { removeContainer } from './cleanup.js'
import { runExec } from './exec.js'
import { startKeptRunning, stoppedState } from './start.js'

export class DockerEnvironment implements Environment {
  readonly id: string
  /** Docker's hijacked exec streams stdin both ways for as long as the exec lives. */
  readonly streamsStdin = true

  constructor(
    private readonly docker: Docker,
    readonly container: Docker.Container,
  ) {
    this.id = container.id
  }

  start(what: string): Promise<void> {
    return startKeptRunning(this.container, what)
  }

  exec(request: ExecRequest): Promise<ExecOutcome> {
    return runExec(this.container, request)
  }

  async copyIn(archive: Buffer | Readable, destination: string): Promise<void> {
    await this.container.putArchive(archive, { path: destination })
  }

  async copyOut(path: string): Promise<Readable> {
    try {
      // Cast: @types/dockerode says NodeJS.ReadableStream; the object is a Node Readable (docker-modem).
      return (await this.container.getArchive({ path })) as unknown as Readable
    } catch (error) {
      if (errorField(error, 'statusCode') === 404) throw new PathNotFound(path, error)
      throw error
    }
  }

  async workdir(): Promise<string> {
    return (await this.container.inspect()).Config.WorkingDir || '/'
  }

  /** overlay2's merged folder, mounted while the container runs; null on other storage drivers. */
  async rootfs(): Promise<RootFilesystem | null> {
    const info = await this.container.inspect()
    // as: @types/dockerode types Data as devicemapper's fields; overlay2 reports MergedDir there.
    const driver = info.GraphDriver as { Name?: string; Data?: Record<string, string> | null }
    const merged = driver.Name === 'overlay2' ? driver.Data?.MergedDir : undefined
    if (!merged || !info.State.Running) return null
    return { hostPath: merged, mounts: (info.Mounts ?? []).map((m) => m.Destination) }
  }

  stopped(): Promise<StoppedState | null> {
    return stoppedState(this.container)
  }

  async kill(): Promise<void> {
    await this.container.kill()
  }

  async restart(): Promise<void> {
    await this.container.restart({ t: 0 })
  }

  async logs(lines: number): Promise<string> {
    const raw = await this.container.logs({ stdout: true, stderr: true, follow: false, tail: lines })
    return demuxText(raw)
  }

  remove(): Promise<void> {
    return removeContainer(this.docker, this.id)
  }
}
