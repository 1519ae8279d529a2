// E2B as an environment provider: one sandbox per attempt, created from the template of the task's
// environment, its labels as the sandbox's metadata (remote/sandbox-provider.ts does what every
// sandbox service shares).
import { Sandbox, type ConnectionOpts } from 'e2b'
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
import { DEFAULT_E2B_CONCURRENCY, type E2BSettings } from './config.js'
import { e2bDescriptor } from './descriptor.js'
import { e2bFaultKind, e2bUnreachable, withE2BRetries } from './faults.js'
import { E2BSandbox } from './sandbox.js'
import { e2bTemplates } from './templates.js'

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

export class E2BProvider extends SandboxProvider {
  private readonly connection: ConnectionOpts
  private readonly apiUrl: string

  constructor(
    settings: E2BSettings,
    private readonly options: E2BProviderOptions = {},
  ) {
    super(e2bDescriptor, options.concurrency ?? DEFAULT_E2B_CONCURRENCY, options.retry ?? DEFAULT_API_RETRY)
    this.connection = {
      apiKey: settings.apiKey,
      domain: settings.domain,
      ...(settings.apiUrl ? { apiUrl: settings.apiUrl } : {}),
      ...(settings.sandboxUrl ? { sandboxUrl: settings.sandboxUrl } : {}),
    }
    this.apiUrl = settings.apiUrl ?? `https://api.${settings.domain}`
  }

  protected async launch(
    spec: EnvironmentSpec,
    labels: Record<string, string>,
    onRemoved: () => void,
  ): Promise<E2BSandbox> {
    const sandbox = await withE2BRetries(
      () =>
        Sandbox.create(spec.image, {
          ...this.connection,
          metadata: labels,
          envs: spec.env,
          allowInternetAccess: spec.network.kind !== 'none',
          timeoutMs: (this.options.lifetimeSec ?? 24 * 3600) * 1000,
        }),
      this.retry,
    )
    return new E2BSandbox(sandbox.sandboxId, this.connection, this.retry, spec.workdir, onRemoved, sandbox)
  }

  protected unreachable(error: unknown): Error {
    return e2bUnreachable(error, this.apiUrl)
  }

  attach(id: string): Environment {
    return new E2BSandbox(id, this.connection, this.retry, null, () => undefined)
  }

  images(options: ImageSourceOptions): ImageSource {
    return e2bTemplates(this.connection, options, this.retry, this)
  }

  faultKind(error: unknown): FaultKind | null {
    return e2bFaultKind(error)
  }

  /** A template runs no start command of ours: the image's ENTRYPOINT does not run in a sandbox. */
  imageHasEntrypoint(): Promise<boolean> {
    return Promise.resolve(false)
  }

  /** Running and paused sandboxes whose metadata has every one of `labels`, every page. */
  protected listLabelled(labels: Record<string, string>): Promise<Labelled[]> {
    return withE2BRetries(async () => {
      const found: Labelled[] = []
      const pages = Sandbox.list({ ...this.connection, query: { metadata: labels } })
      while (pages.hasNext)
        for (const info of await pages.nextItems()) found.push({ id: info.sandboxId, labels: info.metadata })
      return found
    }, this.retry)
  }

  /** Resolves false when it was gone already. */
  protected async removeOne(id: string): Promise<void> {
    await withE2BRetries(() => Sandbox.kill(id, this.connection), this.retry)
  }
}
