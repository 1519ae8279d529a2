// The loopback Daytona server's backend: every sandbox is a real container on the local engine,
// every snapshot a real image built from the Dockerfile and context the SDK uploaded.
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, posix } from 'node:path'
import { PassThrough, type Readable } from 'node:stream'
import { promisify } from 'node:util'
import Docker from 'dockerode'
import * as tar from 'tar-stream'

const run = promisify(execFile)

export const FAKE_LABEL = 'helios.test.daytona-fake'

export interface SandboxSpec {
  image: string
  env: Record<string, string>
  cpu: number
  memoryGiB: number
  networkBlockAll: boolean
  serverId: string
  sandboxId: string
}

export interface ExecResult {
  exitCode: number
  output: string
  /** Past the timeout it was given (the server answers the daemon's 408). */
  timedOut?: boolean
}

export class ContainerBackend {
  private readonly docker = new Docker()

  /** Builds `tag` from a Dockerfile and the context archives (plain tars) the SDK uploaded. */
  async build(tag: string, dockerfile: string, contexts: Buffer[], serverId: string): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'helios-daytona-build-'))
    try {
      for (const [index, archive] of contexts.entries()) {
        const file = join(dir, `.context-${index}.tar`)
        await writeFile(file, archive)
        await run('tar', ['-xf', file, '-C', dir])
        await rm(file)
      }
      await writeFile(join(dir, 'Dockerfile.daytona'), dockerfile)
      const { stdout, stderr } = await run(
        'docker',
        [
          'build',
          // A failed step's container is removed too (the engine keeps it otherwise).
          '--force-rm',
          '--label',
          `${FAKE_LABEL}=${serverId}`,
          '-t',
          tag,
          '-f',
          join(dir, 'Dockerfile.daytona'),
          dir,
        ],
        { maxBuffer: 16 * 1024 * 1024 },
      )
      return `${stdout}${stderr}`
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }

  async imageExists(tag: string): Promise<boolean> {
    try {
      await this.docker.getImage(tag).inspect()
      return true
    } catch {
      return false
    }
  }

  async removeImage(tag: string): Promise<void> {
    await this.docker
      .getImage(tag)
      .remove({ force: true })
      .catch(() => undefined)
  }

  /** The image's ENTRYPOINT, which Daytona's daemon starts as the sandbox's entrypoint session. */
  async entrypoint(tag: string): Promise<string[]> {
    const info = await this.docker.getImage(tag).inspect()
    return asList(info.Config.Entrypoint)
  }

  /**
   * Creates and starts the container. Like Daytona's daemon, it starts the image's entrypoint
   * (with its command) in the background and stays up whatever that does, for the toolbox.
   */
  async create(spec: SandboxSpec): Promise<string> {
    const info = await this.docker.getImage(spec.image).inspect()
    const entrypoint = asList(info.Config.Entrypoint)
    const original = entrypoint.length > 0 ? [...entrypoint, ...asList(info.Config.Cmd)] : []
    const container = await this.docker.createContainer({
      Image: spec.image,
      Entrypoint: [
        'sh',
        '-c',
        '[ "$#" -gt 0 ] && "$@" >/tmp/.entrypoint.log 2>&1 & exec sleep infinity',
        'sh',
        ...original,
      ],
      Cmd: [],
      Env: Object.entries(spec.env).map(([key, value]) => `${key}=${value}`),
      Labels: { [FAKE_LABEL]: spec.serverId, 'helios.test.daytona-sandbox': spec.sandboxId },
      HostConfig: {
        // Host networking or none: tests reach only loopback servers.
        NetworkMode: spec.networkBlockAll ? 'none' : 'host',
        NanoCpus: Math.round(spec.cpu * 1e9),
        Memory: Math.round(spec.memoryGiB * 1024 ** 3),
      },
    })
    await container.start()
    return container.id
  }

  async stop(containerId: string): Promise<void> {
    await this.docker
      .getContainer(containerId)
      .stop({ t: 0 })
      .catch(() => undefined)
  }

  async start(containerId: string): Promise<void> {
    await this.docker
      .getContainer(containerId)
      .start()
      .catch(() => undefined)
  }

  async remove(containerId: string): Promise<void> {
    await this.docker
      .getContainer(containerId)
      .remove({ force: true, v: true })
      .catch(() => undefined)
  }

  /** Like Daytona's daemon: the command runs through a shell, stdout and stderr combined. */
  async exec(
    containerId: string,
    user: string,
    command: string,
    cwd: string | undefined,
    env: Record<string, string>,
    timeoutSec: number | undefined,
  ): Promise<ExecResult> {
    const exec = await this.docker.getContainer(containerId).exec({
      Cmd: ['sh', '-c', command],
      User: user,
      WorkingDir: cwd || undefined,
      Env: Object.entries(env).map(([key, value]) => `${key}=${value}`),
      AttachStdout: true,
      AttachStderr: true,
    })
    const stream = await exec.start({ hijack: true, stdin: false })
    const chunks: Buffer[] = []
    const sink = new PassThrough()
    sink.on('data', (chunk: Buffer) => chunks.push(chunk))
    this.docker.modem.demuxStream(stream, sink, sink)
    const ended = new Promise<void>((resolve) => stream.on('end', () => resolve()))
    const timedOut = timeoutSec
      ? new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutSec * 1000).unref())
      : new Promise<never>(() => undefined)
    const outcome = await Promise.race([ended, timedOut])
    if (outcome === 'timeout') {
      stream.destroy()
      return { exitCode: -1, output: Buffer.concat(chunks).toString('utf8'), timedOut: true }
    }
    const inspected = await exec.inspect()
    return { exitCode: inspected.ExitCode ?? -1, output: Buffer.concat(chunks).toString('utf8') }
  }

  /** Writes one file at an absolute path, creating its folders (as the toolbox upload does). */
  async putFile(containerId: string, path: string, content: Buffer): Promise<void> {
    const pack = tar.pack()
    const parts = posix.normalize(path).split('/').filter(Boolean)
    for (let depth = 1; depth < parts.length; depth++) {
      pack.entry({ name: `${parts.slice(0, depth).join('/')}/`, type: 'directory', mode: 0o755 })
    }
    pack.entry({ name: parts.join('/'), mode: 0o755 }, content)
    pack.finalize()
    await this.docker.getContainer(containerId).putArchive(pack as unknown as Readable, { path: '/' })
  }

  /** The content of one regular file, or null when it does not exist or is not a file. */
  async getFile(containerId: string, path: string): Promise<Buffer | null> {
    let archive: NodeJS.ReadableStream
    try {
      archive = await this.docker.getContainer(containerId).getArchive({ path })
    } catch {
      return null
    }
    const extract = tar.extract()
    let found: Buffer | null = null
    const done = new Promise<void>((resolve, reject) => {
      extract.on('entry', (header, stream, next) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: unknown) => chunks.push(chunk as Buffer))
        stream.on('end', () => {
          if (header.type === 'file' && found === null) found = Buffer.concat(chunks)
          next()
        })
      })
      extract.on('finish', resolve)
      extract.on('error', reject)
    })
    ;(archive as Readable).pipe(extract as unknown as NodeJS.WritableStream)
    await done
    return found
  }

  /** Containers and images this server made that are still there (for leak checks). */
  async leftovers(serverId: string): Promise<string[]> {
    const filters = { label: [`${FAKE_LABEL}=${serverId}`] }
    const containers = await this.docker.listContainers({ all: true, filters })
    return containers.map((c) => c.Id)
  }

  async removeImages(serverId: string): Promise<void> {
    const images = await this.docker.listImages({ filters: { label: [`${FAKE_LABEL}=${serverId}`] } })
    for (const image of images)
      await this.docker
        .getImage(image.Id)
        .remove({ force: true })
        .catch(() => undefined)
  }
}

function asList(value: string | string[] | null | undefined): string[] {
  if (!value) return []
  return typeof value === 'string' ? ['sh', '-c', value] : value
}
