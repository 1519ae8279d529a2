// Daytona as an environment provider: one sandbox per attempt, created from the snapshot of the
// task's environment, labelled like every environment of ours so a sweep finds it after a crash.
import { randomUUID } from 'node:crypto'
import { Daytona } from '@daytonaio/sdk'
import { specRefusal } from '../../environment/capability-refusals.js'
import { MAX_COPIED_MOUNT_BYTES, mountCopies } from '../../environment/mount-copies.js'
import { Capacity } from '../../environment/capacity.js'
import { Creations, NO_EVENTS, sweepLabels } from '../../environment/remote-provider.js'
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
import { DEFAULT_DAYTONA_CONCURRENCY, type DaytonaSettings } from './config.js'
import { daytonaDescriptor } from './descriptor.js'
import { DEFAULT_API_RETRY, type RetryPolicy } from '../../environment/retries.js'
import { daytonaFaultKind, daytonaUnreachable, withDaytonaRetries } from './faults.js'
import { DaytonaSandbox } from './sandbox.js'
import { DaytonaSnapshots } from './snapshots.js'
import { DeclarativeBuilds } from './declarative-build.js'

/** Finds a sandbox whose creation timed out (the SDK then returns nothing to delete). */
const LABEL_REQUEST = 'helios.request'

export interface DaytonaProviderOptions {
  /** Sandboxes alive at once (the per-provider cap). */
  concurrency?: number
  retry?: RetryPolicy
  /** How long a new sandbox may take to reach `started`. */
  startTimeoutSec?: number
  /**
   * Crash backstop, in minutes: Daytona stops a sandbox idle this long and deletes it this long
   * after it stopped, should no process of ours be left to remove it.
   */
  idleStopMinutes?: number
}

export class DaytonaProvider implements EnvironmentProvider {
  readonly name = daytonaDescriptor.name
  readonly title = daytonaDescriptor.title
  readonly capabilities: ProviderCapabilities = daytonaDescriptor.capabilities
  private readonly client: Daytona
  private readonly capacity: Capacity
  private readonly retry: RetryPolicy
  private readonly creations = new Creations()
  private readonly builds: DeclarativeBuilds
  /** Handed only to the toolbox's file client (toolbox-files.ts), as the SDK hands it to its own. */
  private readonly apiKey: string
  private readonly apiUrl: string

  constructor(
    settings: DaytonaSettings,
    private readonly options: DaytonaProviderOptions = {},
  ) {
    this.apiKey = settings.apiKey
    this.apiUrl = settings.apiUrl
    this.client = new Daytona({
      apiKey: settings.apiKey,
      apiUrl: settings.apiUrl,
      target: settings.target ?? undefined,
      // State by polling the REST API: no event socket to keep open (or to leak) per run.
      useDeprecatedPolling: true,
    })
    this.capacity = new Capacity(options.concurrency ?? DEFAULT_DAYTONA_CONCURRENCY)
    this.retry = options.retry ?? DEFAULT_API_RETRY
    this.builds = new DeclarativeBuilds(settings, this.retry)
  }

  create(spec: EnvironmentSpec): Promise<Environment> {
    return this.creations.track(this.createSandbox(spec))
  }

  private async createSandbox(spec: EnvironmentSpec): Promise<Environment> {
    const copies = await mountCopies(spec.mounts)
    const refusal = sandboxSpecRefusal(spec, (m) => copies.has(m))
    if (refusal) throw new Error(refusal)
    const place = await this.capacity.placeFor(spec)
    const request = randomUUID()
    const labels = { ...spec.labels, [LABEL_REQUEST]: request }
    try {
      const sandbox = await withDaytonaRetries(
        () =>
          this.client.create(
            {
              snapshot: spec.image,
              // The toolbox runs commands as this user: root, so files go in as root and each
              // exec switches to the user it asks for (shell.ts).
              user: 'root',
              labels,
              envVars: spec.env,
              networkBlockAll: spec.network.kind === 'none',
              autoStopInterval: this.options.idleStopMinutes ?? 60,
              autoDeleteInterval: this.options.idleStopMinutes ?? 60,
            },
            { timeout: this.options.startTimeoutSec ?? 120 },
          ),
        this.retry,
      )
      const created = new DaytonaSandbox(
        sandbox.id,
        () => this.client.get(sandbox.id),
        this.retry,
        spec.workdir,
        () => place.release(),
        this.apiKey,
        sandbox,
      )
      place.created(created)
      return created
    } catch (error) {
      // A sandbox that never started (or whose answer was lost) may exist: it must not outlive us.
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
      await withDaytonaRetries(async () => {
        for await (const sandbox of this.client.list({ labels: { [LABEL_REQUEST]: 'preflight' } })) {
          void sandbox
          break
        }
      }, this.retry)
    } catch (error) {
      throw daytonaUnreachable(error, this.apiUrl)
    }
  }

  attach(id: string): Environment {
    return new DaytonaSandbox(
      id,
      () => this.client.get(id),
      this.retry,
      null,
      () => undefined,
      this.apiKey,
    )
  }

  createServiceGroup(): Promise<ServiceGroup> {
    return Promise.reject(
      new Error(
        'compose sidecars cannot run on Daytona (one sandbox per attempt); run the task with --provider docker',
      ),
    )
  }

  images(options: ImageSourceOptions): ImageSource {
    return new DaytonaSnapshots(this.client, this.builds, options, this.retry, this)
  }

  faultKind(error: unknown): FaultKind | null {
    return daytonaFaultKind(error)
  }

  /** Daytona's daemon starts the snapshot's entrypoint (the image's) when the sandbox starts. */
  async imageHasEntrypoint(image: string): Promise<boolean> {
    const snapshot = await withDaytonaRetries(() => this.client.snapshot.get(image), this.retry)
    return (snapshot.entrypoint?.length ?? 0) > 0
  }

  /** Daytona's sandboxes are Linux on x86-64. */
  platform(): Promise<{ os: string; arch: string }> {
    return Promise.resolve({ os: 'linux', arch: 'x86_64' })
  }

  /** Daytona publishes no per-process OOM events: memory kills are not told apart. */
  watchEvents(): Promise<EnvironmentEvents> {
    return Promise.resolve(NO_EVENTS)
  }

  async managedLabels(): Promise<Record<string, string>[]> {
    const found: Record<string, string>[] = []
    await withDaytonaRetries(async () => {
      found.length = 0
      for await (const sandbox of this.client.list({ labels: sweepLabels(null, undefined) }))
        found.push(sandbox.labels)
    }, this.retry)
    return found
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

  private async removeLabelled(labels: Record<string, string>): Promise<number> {
    const ids: string[] = []
    await withDaytonaRetries(async () => {
      ids.length = 0
      for await (const sandbox of this.client.list({ labels })) ids.push(sandbox.id)
    }, this.retry)
    for (const id of ids) {
      await withDaytonaRetries(async () => {
        const sandbox = await this.client.get(id)
        await sandbox.delete()
      }, this.retry).catch((error: unknown) => {
        if ((error as { statusCode?: unknown }).statusCode !== 404) throw error
      })
    }
    return ids.length
  }
}

export { MAX_COPIED_MOUNT_BYTES }

/**
 * What an environment spec asks that a sandbox cannot give: what its capabilities lack
 * (capability-refusals.ts; a small read-only file is given as a copy, `copyable`), and a main
 * command of the task's own, which a sandbox does not run.
 */
export function sandboxSpecRefusal(
  spec: EnvironmentSpec,
  copyable: (mount: Mount) => boolean = () => false,
): string | null {
  const refusal = specRefusal(spec, daytonaDescriptor, copyable)
  if (refusal) return refusal
  const command = spec.command?.join(' ')
  if (command !== undefined && command !== 'sleep infinity') {
    return `Daytona runs no main command of the task's own ("${command.slice(0, 80)}"); use --provider docker`
  }
  return null
}
