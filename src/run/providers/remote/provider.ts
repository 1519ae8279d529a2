// What every remote provider (Daytona, E2B, Kubernetes) does the same way: the creations a forced
// exit waits for, the sweep of a run's leftovers by label (list, then remove each), the one first
// request of a preflight, and the facts it has none of (events, other platforms, sidecars). Each
// provider adds only its SDK's calls: create one, list by labels, remove one.
import { refusalText } from '../../environment/capability-refusals.js'
import { LABEL_MANAGED, LABEL_OWNER, LABEL_RUN } from '../../environment/labels.js'
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
import type { ProviderDescriptor } from '../descriptor.js'

/** The labels `removeRun` selects: every managed environment, or one run's, or one process's. */
export function sweepLabels(runId: string | null, owner: string | undefined): Record<string, string> {
  const labels: Record<string, string> = { [LABEL_MANAGED]: 'true' }
  if (runId !== null) labels[LABEL_RUN] = runId
  if (owner) labels[LABEL_OWNER] = owner
  return labels
}

/** A provider without an event stream: memory kills are not told apart. */
export const NO_EVENTS: EnvironmentEvents = {
  sawOom: () => false,
  forget: () => undefined,
  close: () => undefined,
}

/** One of the provider's environments as its list answers: its id and its labels. */
export interface Labelled {
  id: string
  labels: Record<string, string>
}

export abstract class RemoteProvider implements EnvironmentProvider {
  readonly name: string
  readonly title: string
  readonly capabilities: ProviderCapabilities
  private readonly creations = new Set<Promise<unknown>>()

  constructor(descriptor: ProviderDescriptor) {
    this.name = descriptor.name
    this.title = descriptor.title
    this.capabilities = descriptor.capabilities
  }

  /** One attempt's environment, ready; what it left behind on failure is its own to remove. */
  protected abstract createOne(spec: EnvironmentSpec): Promise<Environment>
  /** Its environments carrying every one of `labels`, every page. */
  protected abstract listLabelled(labels: Record<string, string>): Promise<Labelled[]>
  /** Removes one environment by id; one already gone is fine. */
  protected abstract removeOne(id: string): Promise<void>
  /** A first request that needs the API and the credentials (nothing is created). */
  protected abstract firstRequest(): Promise<void>
  /** That first request failed: one sentence naming what to check (never a credential). */
  protected abstract unreachable(error: unknown): Error

  abstract attach(id: string): Environment
  abstract images(options: ImageSourceOptions): ImageSource
  abstract faultKind(error: unknown): FaultKind | null
  abstract imageHasEntrypoint(image: string): Promise<boolean>

  create(spec: EnvironmentSpec): Promise<Environment> {
    const creation = this.createOne(spec)
    this.creations.add(creation)
    const forget = () => this.creations.delete(creation)
    void creation.then(forget, forget)
    return creation
  }

  async creationsSettled(timeoutMs = 60_000): Promise<void> {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs)
    })
    await Promise.race([Promise.allSettled([...this.creations]), timeout])
    clearTimeout(timer)
  }

  /**
   * One first request before any attempt (a run's preflight): an API that cannot be reached, or
   * that refuses the credentials, is one sentence, not one error per attempt.
   */
  async checkReachable(): Promise<void> {
    try {
      await this.firstRequest()
    } catch (error) {
      throw this.unreachable(error)
    }
  }

  createServiceGroup(): Promise<ServiceGroup> {
    const fix = 'run the task with --provider docker'
    return Promise.reject(
      new Error(refusalText(this, { need: 'services', where: null, asks: 'compose sidecars', fix })),
    )
  }

  /** Remote environments are Linux on x86-64 (what this machine's image cache builds, for a cluster). */
  platform(): Promise<{ os: string; arch: string }> {
    return Promise.resolve({ os: 'linux', arch: 'x86_64' })
  }

  /** No remote provider publishes per-process OOM events: memory kills are read from state, if at all. */
  watchEvents(): Promise<EnvironmentEvents> {
    return Promise.resolve(NO_EVENTS)
  }

  async managedLabels(): Promise<Record<string, string>[]> {
    return (await this.listLabelled(sweepLabels(null, undefined))).map((found) => found.labels)
  }

  removeRun(runId: string | null, options: { owner?: string } = {}): Promise<number> {
    return this.removeLabelled(sweepLabels(runId, options.owner))
  }

  protected async removeLabelled(labels: Record<string, string>): Promise<number> {
    const found = await this.listLabelled(labels)
    for (const { id } of found) await this.removeOne(id)
    return found.length
  }
}
