// Kubernetes as an environment provider: one pod per attempt in one namespace, labelled like every
// environment of ours so a sweep (also one at the start of a run, after a crash) finds it by label.
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { CoreV1Api } from '@kubernetes/client-node'
import { refusalText, specRefusal } from '../../environment/capability-refusals.js'
import { Creations, NO_EVENTS, sweepLabels } from '../../environment/remote-provider.js'
import { mountCopies, readOnlyCopies } from '../../environment/mount-copies.js'
import { DEFAULT_API_RETRY, withRetries, type RetryPolicy } from '../../environment/retries.js'
import type {
  Environment,
  EnvironmentEvents,
  EnvironmentProvider,
  EnvironmentSpec,
  FaultKind,
  ImageSource,
  ImageSourceOptions,
  ProviderCapabilities,
  ServiceGroup,
} from '../../environment/types.js'
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

export class KubernetesProvider implements EnvironmentProvider {
  readonly name = kubernetesDescriptor.name
  readonly title = kubernetesDescriptor.title
  readonly capabilities: ProviderCapabilities = kubernetesDescriptor.capabilities
  private readonly context: PodContext
  private readonly creations = new Creations()

  constructor(
    settings: KubernetesSettings,
    /** Builds a Dockerfile task here and pushes it (the Docker provider's, handed in by providers/index.ts). */
    private readonly buildAndPush: BuildAndPush,
    private readonly options: KubernetesProviderOptions = {},
  ) {
    this.context = {
      api: settings.kubeConfig.makeApiClient(CoreV1Api),
      kubeConfig: settings.kubeConfig,
      namespace: settings.namespace,
      retry: options.retry ?? DEFAULT_API_RETRY,
    }
  }

  /**
   * One first request before any attempt (a run's preflight): a cluster that cannot be reached,
   * or that refuses the credentials, is one sentence, not one error per attempt.
   */
  async checkReachable(): Promise<void> {
    const { api, namespace, retry, kubeConfig } = this.context
    const server = kubeConfig.getCurrentCluster()?.server ?? 'the cluster'
    try {
      await withRetries(
        () =>
          api
            .listNamespacedPod({ namespace, limit: 1 })
            .catch((e: unknown) => Promise.reject(apiError('list pods', e))),
        retry,
        isTransient,
      )
    } catch (error) {
      throw kubernetesUnreachable(error, server, namespace)
    }
  }

  get namespace(): string {
    return this.context.namespace
  }

  create(spec: EnvironmentSpec): Promise<Environment> {
    return this.creations.track(this.createPod(spec))
  }

  private async createPod(spec: EnvironmentSpec): Promise<Environment> {
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
          if ((e as { code?: unknown }).code === 409) return undefined
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

  createServiceGroup(): Promise<ServiceGroup> {
    const fix = 'run the task with --provider docker'
    return Promise.reject(
      new Error(refusalText(this, { need: 'services', where: null, asks: 'compose sidecars', fix })),
    )
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

  /** Pods run on Linux nodes; x86-64 is what the image cache builds here. */
  platform(): Promise<{ os: string; arch: string }> {
    return Promise.resolve({ os: 'linux', arch: 'x86_64' })
  }

  /** OOM kills are read from the pod's status (`stopped`), not from an event stream. */
  watchEvents(): Promise<EnvironmentEvents> {
    return Promise.resolve(NO_EVENTS)
  }

  /** Label values are made valid for Kubernetes: an owner whose host name changed so is never proven gone. */
  async managedLabels(): Promise<Record<string, string>[]> {
    const { api, namespace, retry } = this.context
    const list = await withRetries(
      () =>
        api
          .listNamespacedPod({ namespace, labelSelector: labelSelector(sweepLabels(null, undefined)) })
          .catch((e: unknown) => Promise.reject(apiError('list pods', e))),
      retry,
      isTransient,
    )
    return list.items.map((pod) => pod.metadata?.labels ?? {})
  }

  async removeRun(runId: string | null, options: { owner?: string } = {}): Promise<number> {
    const labels = sweepLabels(runId, options.owner)
    const { api, namespace, retry } = this.context
    const list = await withRetries(
      () =>
        api
          .listNamespacedPod({ namespace, labelSelector: labelSelector(labels) })
          .catch((e: unknown) => Promise.reject(apiError('list pods', e))),
      retry,
      isTransient,
    )
    const names = list.items.map((p) => p.metadata?.name).filter((n): n is string => Boolean(n))
    for (const name of names) await deletePod(this.context, name)
    return names.length
  }

  creationsSettled(timeoutMs = 60_000): Promise<void> {
    return this.creations.settled(timeoutMs)
  }
}

export { KubernetesApiError }
