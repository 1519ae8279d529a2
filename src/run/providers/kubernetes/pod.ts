// One attempt's environment as a pod: commands and files (tar over stdin/stdout) through the exec
// API, state from the pod's status, removal by deleting the pod.
import { Readable, Writable } from 'node:stream'
import type { CoreV1Api, KubeConfig, V1Pod } from '@kubernetes/client-node'
import { PathNotFound } from '../../environment/errors.js'
import { bufferOf } from '../../environment/streams.js'
import type { Environment, ExecOutcome, ExecRequest, StoppedState } from '../../environment/types.js'
import { withRetries, type RetryPolicy } from '../../environment/retries.js'
import {
  extractLine,
  MISSING_PATH_EXIT,
  packLine,
  plannedArchive,
} from '../../environment/tar-through-shell.js'
import { HELPER_EXEC_TIMEOUT_SEC, helperTimedOut } from '../remote/faults.js'
import { execInPod, wrappedCommand } from './exec.js'
import { apiError, isNotFound, isTransient } from './faults.js'
import { MAIN_CONTAINER, START_GATE } from './pod-spec.js'

export interface PodContext {
  api: CoreV1Api
  kubeConfig: KubeConfig
  namespace: string
  retry: RetryPolicy
}

export class KubernetesPod implements Environment {
  private removed = false
  private killedAt: number | null = null

  constructor(
    readonly id: string,
    private readonly context: PodContext,
    private readonly defaultWorkdir: string | null,
    private readonly onRemoved: () => void = () => undefined,
  ) {}

  /** The main command starts once the gate file exists (pod-spec.ts); `sleep infinity` runs from the start. */
  async start(what: string): Promise<void> {
    await this.run(['touch', START_GATE])
    const stopped = await this.stopped()
    if (stopped) throw new Error(`${what}: the pod's main container ended with exit code ${stopped.exitCode}`)
  }

  exec(request: ExecRequest): Promise<ExecOutcome> {
    const { kubeConfig, namespace } = this.context
    return execInPod(kubeConfig, namespace, this.id, wrappedCommand(request, this.defaultWorkdir), request)
  }

  /** As Docker's extraction does, a path whose type differs from the entry's is replaced first. */
  async copyIn(archive: Buffer | Readable, destination: string): Promise<void> {
    const { archive: planned, remove } = await plannedArchive(await bufferOf(archive))
    const stderr = new Collector()
    const outcome = await this.run(['sh', '-c', extractLine(destination, remove, '-')], {
      stdin: planned,
      stderr,
    })
    if (outcome.exitCode !== 0)
      throw new Error(`copy into ${destination} failed: ${stderr.text().slice(0, 300)}`)
  }

  async copyOut(path: string): Promise<Readable> {
    const stdout = new Collector()
    const stderr = new Collector()
    const outcome = await this.run(['sh', '-c', packLine(path, '-')], { stdout, stderr })
    if (outcome.exitCode === MISSING_PATH_EXIT) throw new PathNotFound(path)
    if (outcome.exitCode !== 0) throw new Error(`copy of ${path} failed: ${stderr.text().slice(0, 300)}`)
    return Readable.from([stdout.buffer()])
  }

  async workdir(): Promise<string> {
    if (this.defaultWorkdir) return this.defaultWorkdir
    const stdout = new Collector()
    await this.run(['pwd'], { stdout })
    return stdout.text().trim() || '/'
  }

  async stopped(): Promise<StoppedState | null> {
    if (this.removed) return null
    if (this.killedAt !== null) return { exitCode: 137, oomKilled: false, finishedAt: this.killedAt }
    let pod: V1Pod
    try {
      pod = await this.read()
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
    return stoppedOf(pod)
  }

  /** Every process but the pod's first (its main command) ends; the pod stays for copyOut. */
  async kill(): Promise<void> {
    await this.run(['sh', '-c', 'kill -9 -1 2>/dev/null; true'])
    this.killedAt = Date.now()
  }

  /** A pod cannot be restarted in place: every process but the main command ends, the files stay. */
  async restart(): Promise<void> {
    await this.run(['sh', '-c', 'kill -9 -1 2>/dev/null; true'])
    this.killedAt = null
  }

  /** The main command (`sleep`) writes nothing worth reading back. */
  logs(): Promise<string> {
    return Promise.resolve('')
  }

  async remove(): Promise<void> {
    if (this.removed) return
    await deletePod(this.context, this.id)
    this.removed = true
    this.onRemoved()
  }

  read(): Promise<V1Pod> {
    const { api, namespace, retry } = this.context
    return withRetries(
      () =>
        api
          .readNamespacedPod({ name: this.id, namespace })
          .catch((e: unknown) => Promise.reject(apiError(`read pod ${this.id}`, e))),
      retry,
      isTransient,
    )
  }

  private async run(
    cmd: string[],
    streams: Pick<ExecRequest, 'stdin' | 'stdout' | 'stderr'> = {},
  ): Promise<ExecOutcome> {
    const { kubeConfig, namespace } = this.context
    const timeoutMs = HELPER_EXEC_TIMEOUT_SEC * 1000
    const outcome = await execInPod(kubeConfig, namespace, this.id, cmd, { ...streams, timeoutMs })
    if (outcome.timedOut) throw helperTimedOut(`pod ${this.id}`)
    return outcome
  }
}

/** Deletes at once (grace 0); a pod already gone is fine. */
export async function deletePod(context: PodContext, name: string): Promise<void> {
  const { api, namespace, retry } = context
  await withRetries(
    () =>
      api
        .deleteNamespacedPod({ name, namespace, gracePeriodSeconds: 0 })
        .catch((e: unknown) => Promise.reject(apiError(`delete pod ${name}`, e))),
    retry,
    isTransient,
  ).catch((error: unknown) => {
    if (!isNotFound(error)) throw error
  })
}

/** The main container's end, from the pod's status; null while it runs (or has not started). */
export function stoppedOf(pod: V1Pod): StoppedState | null {
  const main = pod.status?.containerStatuses?.find((c) => c.name === MAIN_CONTAINER)
  const terminated = main?.state?.terminated
  if (terminated) {
    return {
      exitCode: terminated.exitCode,
      oomKilled: terminated.reason === 'OOMKilled',
      finishedAt: terminated.finishedAt ? new Date(terminated.finishedAt).getTime() : Date.now(),
    }
  }
  // Ended by the cluster without a container status (activeDeadlineSeconds, eviction).
  if (pod.status?.phase === 'Failed' || pod.status?.phase === 'Succeeded') {
    return { exitCode: 137, oomKilled: false, finishedAt: Date.now() }
  }
  return null
}

/** A stream that keeps what is written to it. */
class Collector extends Writable {
  private readonly chunks: Buffer[] = []
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.chunks.push(chunk)
    done()
  }
  buffer(): Buffer {
    return Buffer.concat(this.chunks)
  }
  text(): string {
    return this.buffer().toString('utf8')
  }
}
