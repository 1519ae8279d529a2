// E2B as an environment provider: one sandbox per attempt, created from the template of the
// task's environment, its labels as the sandbox's metadata so a sweep finds it after a crash.
import { randomUUID } from 'node:crypto'
import { Sandbox, type ConnectionOpts } from 'e2b'
import { specRefusal } from '../../environment/capability-refusals.js'
import { Capacity } from '../../environment/capacity.js'
import { mountCopies, readOnlyCopies } from '../../environment/mount-copies.js'
import { Creations, NO_EVENTS, sweepLabels } from '../../environment/remote-provider.js'
import { DEFAULT_API_RETRY, type RetryPolicy } from '../../environment/retries.js'
import type {
  Environment,
  EnvironmentEvents,
  EnvironmentProvider,
  EnvironmentSpec,
  FaultKind,
  ImageSource,
  ImageSourceOptions,
  Mount,
  ProviderCapabilities,
  ServiceGroup,
} from '../../environment/types.js'
import { DEFAULT_E2B_CONCURRENCY, type E2BSettings } from './config.js'
import { e2bDescriptor } from './descriptor.js'
import { e2bFaultKind, e2bUnreachable, withE2BRetries } from './faults.js'
import { E2BSandbox } from './sandbox.js'
import { E2BTemplates } from './templates.js'

/** Finds a sandbox whose creation answer was lost (nothing came back to kill). */
const LABEL_REQUEST = 'helios.request'

export interface E2BProviderOptions {
  /** Sandboxes alive at once (the per-provider cap). */
  concurrency?: number
  retry?: RetryPolicy
  /**
   * Crash backstop: E2B kills a sandbox this long after its creation, should no process of ours be
   * left to remove it. An attempt longer than this loses its sandbox (E2B allows up to 24 h).
   */
  lifetimeSec?: number
}

export class E2BProvider implements EnvironmentProvider {
  readonly name = e2bDescriptor.name
  readonly title = e2bDescriptor.title
  readonly capabilities: ProviderCapabilities = e2bDescriptor.capabilities
  private readonly connection: ConnectionOpts
  private readonly capacity: Capacity
  private readonly retry: RetryPolicy
  private readonly creations = new Creations()
  private readonly apiUrl: string

  constructor(
    settings: E2BSettings,
    private readonly options: E2BProviderOptions = {},
  ) {
    this.connection = {
      apiKey: settings.apiKey,
      domain: settings.domain,
      ...(settings.apiUrl ? { apiUrl: settings.apiUrl } : {}),
      ...(settings.sandboxUrl ? { sandboxUrl: settings.sandboxUrl } : {}),
    }
    this.apiUrl = settings.apiUrl ?? `https://api.${settings.domain}`
    this.capacity = new Capacity(options.concurrency ?? DEFAULT_E2B_CONCURRENCY)
    this.retry = options.retry ?? DEFAULT_API_RETRY
  }

  create(spec: EnvironmentSpec): Promise<Environment> {
    return this.creations.track(this.createSandbox(spec))
  }

  private async createSandbox(spec: EnvironmentSpec): Promise<Environment> {
    // A small read-only host file (a CA bundle) is copied in: what Docker would bind-mount.
    const copies = await mountCopies(spec.mounts)
    const refusal = e2bSpecRefusal(spec, (m) => copies.has(m))
    if (refusal) throw new Error(refusal)
    const place = await this.capacity.placeFor(spec)
    const request = randomUUID()
    const metadata = { ...spec.labels, [LABEL_REQUEST]: request }
    try {
      const sandbox = await withE2BRetries(
        () =>
          Sandbox.create(spec.image, {
            ...this.connection,
            metadata,
            envs: spec.env,
            allowInternetAccess: spec.network.kind !== 'none',
            timeoutMs: (this.options.lifetimeSec ?? 24 * 3600) * 1000,
          }),
        this.retry,
      )
      const created = new E2BSandbox(
        sandbox.sandboxId,
        this.connection,
        this.retry,
        spec.workdir,
        () => place.release(),
        sandbox,
      )
      if (copies.size > 0) await created.copyIn(await readOnlyCopies(copies), '/')
      place.created(created)
      return created
    } catch (error) {
      // A sandbox whose answer was lost may exist: it must not outlive us.
      await this.removeLabelled({ [LABEL_REQUEST]: request }).catch(() => undefined)
      place.release()
      throw error
    }
  }

  /**
   * One first request before any attempt (a run's preflight): an API that cannot be reached, or
   * that refuses the key, is one sentence, not one error per attempt.
   */
  async checkReachable(): Promise<void> {
    try {
      await withE2BRetries(
        () =>
          Sandbox.list({
            ...this.connection,
            query: { metadata: { [LABEL_REQUEST]: 'preflight' } },
          }).nextItems(),
        this.retry,
      )
    } catch (error) {
      throw e2bUnreachable(error, this.apiUrl)
    }
  }

  attach(id: string): Environment {
    return new E2BSandbox(id, this.connection, this.retry, null, () => undefined)
  }

  createServiceGroup(): Promise<ServiceGroup> {
    return Promise.reject(
      new Error(
        'compose sidecars cannot run on E2B (one sandbox per attempt); run the task with --provider docker',
      ),
    )
  }

  images(options: ImageSourceOptions): ImageSource {
    return new E2BTemplates(this.connection, options, this.retry, this)
  }

  faultKind(error: unknown): FaultKind | null {
    return e2bFaultKind(error)
  }

  /** A template runs no start command of ours: the image's ENTRYPOINT does not run in a sandbox. */
  imageHasEntrypoint(): Promise<boolean> {
    return Promise.resolve(false)
  }

  /** E2B's sandboxes are Linux on x86-64. */
  platform(): Promise<{ os: string; arch: string }> {
    return Promise.resolve({ os: 'linux', arch: 'x86_64' })
  }

  /** E2B publishes no per-process OOM events: memory kills are not told apart. */
  watchEvents(): Promise<EnvironmentEvents> {
    return Promise.resolve(NO_EVENTS)
  }

  async managedLabels(): Promise<Record<string, string>[]> {
    return (await this.listLabelled(sweepLabels(null, undefined))).map((s) => s.metadata)
  }

  async removeRun(runId: string | null, options: { owner?: string } = {}): Promise<number> {
    return this.removeLabelled(sweepLabels(runId, options.owner))
  }

  creationsSettled(timeoutMs = 60_000): Promise<void> {
    return this.creations.settled(timeoutMs)
  }

  /** Sandboxes alive at once right now (the cap's use). */
  get sandboxesInUse(): number {
    return this.capacity.inUse
  }

  /** Running and paused sandboxes whose metadata has every one of `labels`, every page. */
  private async listLabelled(
    labels: Record<string, string>,
  ): Promise<{ id: string; metadata: Record<string, string> }[]> {
    return withE2BRetries(async () => {
      const found: { id: string; metadata: Record<string, string> }[] = []
      const pages = Sandbox.list({ ...this.connection, query: { metadata: labels } })
      while (pages.hasNext)
        for (const info of await pages.nextItems())
          found.push({ id: info.sandboxId, metadata: info.metadata })
      return found
    }, this.retry)
  }

  private async removeLabelled(labels: Record<string, string>): Promise<number> {
    const found = await this.listLabelled(labels)
    for (const { id } of found) await withE2BRetries(() => Sandbox.kill(id, this.connection), this.retry)
    return found.length
  }
}

/**
 * What an environment spec asks that a sandbox cannot give (a small read-only file is given as a
 * copy, `copyable`), and a main command of the task's own.
 */
export function e2bSpecRefusal(
  spec: EnvironmentSpec,
  copyable: (mount: Mount) => boolean = () => false,
): string | null {
  const refusal = specRefusal(spec, e2bDescriptor, copyable)
  if (refusal) return refusal
  const command = spec.command?.join(' ')
  if (command !== undefined && command !== 'sleep infinity')
    return `E2B runs no main command of the task's own ("${command.slice(0, 80)}"); use --provider docker`
  return null
}
