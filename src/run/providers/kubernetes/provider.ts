// Kubernetes as an environment provider: one pod per attempt in one namespace, labelled like every
// environment of ours so a sweep (also one at the start of a run, after a crash) finds it by label
// (remote/provider.ts does what every remote provider shares).
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { ApiException, CoreV1Api, type V1PodList } from '@kubernetes/client-node'
import { specRefusal } from '../../environment/capability-refusals.js'
import { mountCopies, readOnlyCopies } from '../../environment/mount-copies.js'
import { DEFAULT_API_RETRY, withRetries, type RetryPolicy } from '../../environment/retries.js'
import type {
  Environment,
  EnvironmentSpec,
  FaultKind,
  ImageSource,
  ImageSourceOptions,
} from '../../environment/types.js'
import { RemoteProvider, type Labelled } from '../remote/provider.js'
import type { KubernetesSettings } from './config.js'
import {
  apiError,
  isTransient,
  kubernetesFaultKind,
  KubernetesApiError,
  kubernetesUnreachable,
} from './faults.js'
import { RegistryImages, type BuildAndPush } from './images.js'
import { deletePod, KubernetesPod, stoppedOf, type PodContext } from './pod.js'
import { kubernetesDescriptor } from './descriptor.js'
import { labelSelector, podManifest } from './pod-spec.js'

export interface KubernetesProviderOptions {
  retry?: RetryPolicy
  /** How long a new pod may stay Pending (image pull, scheduling) before it is given up. */
  startTimeoutSec?: number
  /** Backstop: the cluster ends a pod this old should no process of ours be left to delete it. */
  activeDeadlineSec?: number
  /** How often a Pending pod is looked at. */
  pollMs?: number
}

export const DEFAULT_ACTIVE_DEADLINE_SEC = 6 * 3600

export class KubernetesProvider extends RemoteProvider {
  private readonly context: PodContext

  constructor(
    settings: KubernetesSettings,
    /** Builds a Dockerfile task here and pushes it (the Docker provider's, handed in by providers/index.ts). */
    private readonly buildAndPush: BuildAndPush,
    private readonly options: KubernetesProviderOptions = {},
  ) {
    super(kubernetesDescriptor)
    this.context = {
      api: settings.kubeConfig.makeApiClient(CoreV1Api),
      kubeConfig: settings.kubeConfig,
      namespace: settings.namespace,
      retry: options.retry ?? DEFAULT_API_RETRY,
    }
  }

  /** Lists one pod of the namespace: the cluster and the credentials answer. */
  protected async firstRequest(): Promise<void> {
    await this.listPods({ limit: 1 })
  }

  protected unreachable(error: unknown): Error {
    const { kubeConfig, namespace } = this.context
    const server = kubeConfig.getCurrentCluster()?.server ?? 'the cluster'
    return kubernetesUnreachable(error, server, namespace)
  }

  get namespace(): string {
    return this.context.namespace
  }

  protected async createOne(spec: EnvironmentSpec): Promise<Environment> {
    const copies = await mountCopies(spec.mounts)
    const refusal = specRefusal(spec, this, (m) => copies.has(m))
    if (refusal) throw new Error(refusal)
    const name = `helios-${randomBytes(6).toString('hex')}`
    const { api, namespace, retry } = this.context
    const body = podManifest(name, spec, this.options.activeDeadlineSec ?? DEFAULT_ACTIVE_DEADLINE_SEC)
    await withRetries(
      () =>
        api.createNamespacedPod({ namespace, body }).catch((e: unknown) => {
          // A retried create whose first try got through: the pod is ours.
          if (e instanceof ApiException && e.code === 409) return undefined
          return Promise.reject(apiError(`create pod ${name}`, e))
        }),
      retry,
      isTransient,
    )
    const pod = new KubernetesPod(name, this.context, spec.workdir)
    try {
      await this.untilRunning(pod)
      if (copies.size > 0) await pod.copyIn(await readOnlyCopies(copies), '/')
      return pod
    } catch (error) {
      // A pod that never ran must not outlive the attempt.
      await deletePod(this.context, name).catch(() => undefined)
      throw error
    }
  }

  private async untilRunning(pod: KubernetesPod): Promise<void> {
    const timeoutSec = this.options.startTimeoutSec ?? 300
    const deadline = Date.now() + timeoutSec * 1000
    for (;;) {
      const state = await pod.read()
      if (state.status?.phase === 'Running') return
      const ended = stoppedOf(state)
      if (ended) throw new Error(`pod ${pod.id} ended before it ran (exit code ${ended.exitCode})`)
      if (Date.now() >= deadline) {
        const waiting = state.status?.containerStatuses?.[0]?.state?.waiting
        const why = waiting
          ? `: ${waiting.reason ?? ''}${waiting.message ? ` (${waiting.message.slice(0, 200)})` : ''}`
          : ''
        throw new Error(
          `pod ${pod.id} in namespace ${this.context.namespace} was still ${state.status?.phase ?? 'Pending'} after ${timeoutSec}s${why}; check that the cluster can pull the image and has room for the requested CPU and memory`,
        )
      }
      await sleep(this.options.pollMs ?? 500)
    }
  }

  attach(id: string): Environment {
    return new KubernetesPod(id, this.context, null)
  }

  images(options: ImageSourceOptions): ImageSource {
    return new RegistryImages(options, this.buildAndPush, this)
  }

  faultKind(error: unknown): FaultKind | null {
    return kubernetesFaultKind(error)
  }

  /** Without the image at hand, assume it has one: the runner then expects processes of its own. */
  imageHasEntrypoint(): Promise<boolean> {
    return Promise.resolve(true)
  }

  /**
   * OOM kills are read from the pod's status (`stopped`). Label values are made valid for
   * Kubernetes (pod-spec.ts): an owner whose host name changed so is never proven gone.
   */
  protected async listLabelled(labels: Record<string, string>): Promise<Labelled[]> {
    const list = await this.listPods({ labelSelector: labelSelector(labels) })
    return list.items.flatMap((pod) => {
      const name = pod.metadata?.name
      return name ? [{ id: name, labels: pod.metadata?.labels ?? {} }] : []
    })
  }

  protected removeOne(name: string): Promise<void> {
    return deletePod(this.context, name)
  }

  private listPods(query: { limit?: number; labelSelector?: string }): Promise<V1PodList> {
    const { api, namespace, retry } = this.context
    return withRetries(
      () =>
        api
          .listNamespacedPod({ namespace, ...query })
          .catch((e: unknown) => Promise.reject(apiError('list pods', e))),
      retry,
      isTransient,
    )
  }
}

export { KubernetesApiError }
