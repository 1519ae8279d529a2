// The verifier guard's helper: one container per run, of an image the run already has, that sees
// the engine's processes (host PID namespace) and its overlay2 layer store (read-only). Every check
// of an attempt is an exec here: no binary, library or shell of the attempt container is used, and
// no agent process can see the helper (it lives outside every attempt's namespaces). It holds one
// capability more than the default (SYS_PTRACE) to read the attempt processes' sockets.
import type Docker from 'dockerode'
import { runExec } from './exec.js'
import { TailBuffer } from '../../environment/streams.js'
import { LABEL_MANAGED, LABEL_OWNER, LABEL_RUN, PROCESS_OWNER } from '../../environment/labels.js'
import { creatingContainer, removeContainer } from './cleanup.js'

/** Where the engine's overlay2 layer folder is mounted in the helper. */
export const LAYERS_MOUNT = '/.helios-layers'

/** An attempt container as the helper sees it. */
export interface GuardTarget {
  /** Its first process (docker-init), as a host PID. */
  initPid: number
  /** Its writable layer and its image's layers (top first), as paths in the helper; null: not overlay2. */
  upper: string | null
  lowers: string[]
}

export class GuardHelpers {
  private helper: { image: string; container: Promise<Docker.Container> } | null = null

  constructor(
    private readonly docker: Docker,
    private readonly runId: string,
    /** The run's abort: no helper is started once it is aborted. */
    private readonly signal?: AbortSignal,
  ) {}

  /** The run's helper (started on first use, from `image`); another image if that one cannot run it. */
  async run(image: string, script: string, layerRoot: string | null): Promise<string> {
    try {
      return await this.exec(await this.current(image, layerRoot), script)
    } catch (error) {
      if (this.helper?.image === image) throw error
      await this.remove()
      return this.exec(await this.current(image, layerRoot), script)
    }
  }

  /** Starts the helper ahead of its first use (nothing to wait for). */
  warm(image: string, layerRoot: string | null): void {
    if (!this.helper && !this.signal?.aborted) this.current(image, layerRoot).catch(() => undefined)
  }

  private async current(image: string, layerRoot: string | null): Promise<Docker.Container> {
    if (this.helper) {
      const container = await this.helper.container
      if (await isRunning(container)) return container
      await this.remove()
    }
    this.signal?.throwIfAborted()
    const container = createHelper(this.docker, this.runId, image, layerRoot)
    this.helper = { image, container }
    container.catch(() => undefined)
    return container
  }

  private async exec(container: Docker.Container, script: string): Promise<string> {
    const stdout = new TailBuffer(16 * 1024 * 1024)
    const stderr = new TailBuffer(2048)
    const outcome = await runExec(container, { cmd: ['sh', '-c', script], user: '0', stdout, stderr })
    if (outcome.exitCode !== 0)
      throw new Error(`the verifier guard failed (exit ${outcome.exitCode}): ${stderr.text().trim()}`)
    return stdout.text()
  }

  async remove(): Promise<void> {
    const helper = this.helper
    this.helper = null
    const container = await helper?.container.catch(() => null)
    if (!container) return
    await removeContainer(this.docker, container.id)
  }
}

async function isRunning(container: Docker.Container): Promise<boolean> {
  return container.inspect().then(
    (info) => info.State.Running,
    () => false,
  )
}

async function createHelper(
  docker: Docker,
  runId: string,
  image: string,
  layerRoot: string | null,
): Promise<Docker.Container> {
  const container = await creatingContainer(
    docker.createContainer({
      Image: image,
      // Stays up on a read that never returns (stdin stays open): no `sleep` needed.
      Entrypoint: ['sh', '-c', 'read -r _'],
      Cmd: [],
      User: '0',
      OpenStdin: true,
      Labels: {
        [LABEL_MANAGED]: 'true',
        [LABEL_RUN]: runId,
        [LABEL_OWNER]: PROCESS_OWNER,
        'helios.role': 'verifier-guard',
      },
      HostConfig: {
        PidMode: 'host',
        NetworkMode: 'none',
        ReadonlyRootfs: true,
        CapAdd: ['SYS_PTRACE'],
        Binds: layerRoot ? [`${layerRoot}:${LAYERS_MOUNT}:ro`] : undefined,
        Memory: 256 * 1024 * 1024,
        PidsLimit: 256,
      },
    }),
  )
  try {
    await container.start()
  } catch (error) {
    await removeContainer(docker, container.id)
    throw error
  }
  return container
}

/** The attempt container's init PID and layers, from the engine; paths mapped into the helper. */
export async function guardTarget(
  container: Docker.Container,
): Promise<GuardTarget & { layerRoot: string | null }> {
  const info = await container.inspect()
  const driver = info.GraphDriver as { Name?: string; Data?: Record<string, string> | null }
  const upperDir = driver.Name === 'overlay2' ? driver.Data?.UpperDir : undefined
  // …/overlay2/<id>/diff: the layer store is two levels up.
  const match = upperDir ? /^(.*)\/[^/]+\/diff$/.exec(upperDir) : null
  if (!match) return { initPid: info.State.Pid, upper: null, lowers: [], layerRoot: null }
  const layerRoot = match[1]!
  const inHelper = (path: string) => LAYERS_MOUNT + path.slice(layerRoot.length)
  const lowers = (driver.Data?.LowerDir ?? '').split(':').filter((p) => p.startsWith(`${layerRoot}/`))
  return {
    initPid: info.State.Pid,
    upper: inHelper(upperDir!),
    // The first lower layer is the container's own init layer (/etc/hosts …): not the image.
    lowers: lowers.filter((p) => !/-init\/diff$/.test(p)).map(inHelper),
    layerRoot,
  }
}
