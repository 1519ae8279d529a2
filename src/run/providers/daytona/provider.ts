// Daytona as an environment provider: one sandbox per attempt, created from the snapshot of the
// task's environment (remote/sandbox-provider.ts does what every sandbox service shares).
import { Daytona } from '@daytonaio/sdk'
import { DEFAULT_API_RETRY, type RetryPolicy } from '../../environment/retries.js'
import type {
  Environment,
  EnvironmentSpec,
  FaultKind,
  ImageSource,
  ImageSourceOptions,
} from '../../environment/types.js'
import type { Labelled } from '../remote/provider.js'
import { SandboxProvider } from '../remote/sandbox-provider.js'
import { DEFAULT_DAYTONA_CONCURRENCY, type DaytonaSettings } from './config.js'
import { DeclarativeBuilds } from './declarative-build.js'
import { daytonaDescriptor } from './descriptor.js'
import { daytonaFaultKind, daytonaUnreachable, isGone, withDaytonaRetries } from './faults.js'
import { DaytonaSandbox } from './sandbox.js'
import { daytonaSnapshots } from './snapshots.js'

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

export class DaytonaProvider extends SandboxProvider {
  private readonly client: Daytona
  private readonly builds: DeclarativeBuilds
  /** Handed only to the toolbox's file client (toolbox-files.ts), as the SDK hands it to its own. */
  private readonly apiKey: string
  private readonly apiUrl: string

  constructor(
    settings: DaytonaSettings,
    private readonly options: DaytonaProviderOptions = {},
  ) {
    super(
      daytonaDescriptor,
      options.concurrency ?? DEFAULT_DAYTONA_CONCURRENCY,
      options.retry ?? DEFAULT_API_RETRY,
    )
    this.apiKey = settings.apiKey
    this.apiUrl = settings.apiUrl
    this.client = new Daytona({
      apiKey: settings.apiKey,
      apiUrl: settings.apiUrl,
      target: settings.target ?? undefined,
      // State by polling the REST API: no event socket to keep open (or to leak) per run.
      useDeprecatedPolling: true,
    })
    this.builds = new DeclarativeBuilds(settings, this.retry)
  }

  protected async launch(
    spec: EnvironmentSpec,
    labels: Record<string, string>,
    onRemoved: () => void,
  ): Promise<DaytonaSandbox> {
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
    const load = () => this.client.get(sandbox.id)
    return new DaytonaSandbox(sandbox.id, load, this.retry, spec.workdir, onRemoved, this.apiKey, sandbox)
  }

  protected unreachable(error: unknown): Error {
    return daytonaUnreachable(error, this.apiUrl)
  }

  attach(id: string): Environment {
    const load = () => this.client.get(id)
    return new DaytonaSandbox(id, load, this.retry, null, () => undefined, this.apiKey)
  }

  images(options: ImageSourceOptions): ImageSource {
    return daytonaSnapshots(this.client, this.builds, options, this.retry, this)
  }

  faultKind(error: unknown): FaultKind | null {
    return daytonaFaultKind(error)
  }

  /** Daytona's daemon starts the snapshot's entrypoint (the image's) when the sandbox starts. */
  async imageHasEntrypoint(image: string): Promise<boolean> {
    const snapshot = await withDaytonaRetries(() => this.client.snapshot.get(image), this.retry)
    return (snapshot.entrypoint?.length ?? 0) > 0
  }

  protected async listLabelled(labels: Record<string, string>): Promise<Labelled[]> {
    return withDaytonaRetries(async () => {
      const found: Labelled[] = []
      for await (const sandbox of this.client.list({ labels }))
        found.push({ id: sandbox.id, labels: sandbox.labels })
      return found
    }, this.retry)
  }

  protected async removeOne(id: string): Promise<void> {
    await withDaytonaRetries(async () => {
      const sandbox = await this.client.get(id)
      await sandbox.delete()
    }, this.retry).catch((error: unknown) => {
      if (!isGone(error)) throw error
    })
  }
}
