// A provider of remote sandboxes (Daytona, E2B): one sandbox per attempt from an image the service
// builds itself, at most `concurrency` alive at once, labelled so a sweep finds it after a crash.
// What is the same on every such service lives here: the cap, the small read-only host files
// copied in, the sweep of a sandbox whose creation answer was lost, what a spec may not ask.
import { randomUUID } from 'node:crypto'
import { specRefusal, type ProviderFacts } from '../../environment/capability-refusals.js'
import { Capacity } from '../../environment/capacity.js'
import { mountCopies, readOnlyCopies } from '../../environment/mount-copies.js'
import type { RetryPolicy } from '../../environment/retries.js'
import type { Environment, EnvironmentSpec, Mount } from '../../environment/types.js'
import type { ProviderDescriptor } from '../descriptor.js'
import { RemoteProvider } from './provider.js'
import type { RemoteSandbox } from './sandbox.js'

/** Finds a sandbox whose creation answer was lost (nothing came back to remove). */
export const LABEL_REQUEST = 'helios.request'

export abstract class SandboxProvider extends RemoteProvider {
  private readonly capacity: Capacity

  constructor(
    descriptor: ProviderDescriptor,
    concurrency: number,
    /** How the SDK's calls are tried again on its transient faults. */
    protected readonly retry: RetryPolicy,
  ) {
    super(descriptor)
    this.capacity = new Capacity(concurrency)
  }

  /** The SDK's create, labelled `labels`; `onRemoved` gives the sandbox's place back. */
  protected abstract launch(
    spec: EnvironmentSpec,
    labels: Record<string, string>,
    onRemoved: () => void,
  ): Promise<RemoteSandbox>

  protected async createOne(spec: EnvironmentSpec): Promise<Environment> {
    // A small read-only host file (a CA bundle) is copied in: what Docker would bind-mount.
    const copies = await mountCopies(spec.mounts)
    const refusal = sandboxSpecRefusal(spec, this, (m) => copies.has(m))
    if (refusal) throw new Error(refusal)
    const place = await this.capacity.placeFor(spec)
    const request = randomUUID()
    try {
      const created = await this.launch(spec, { ...spec.labels, [LABEL_REQUEST]: request }, () =>
        place.release(),
      )
      if (copies.size > 0) await created.copyIn(await readOnlyCopies(copies), '/')
      place.created(created)
      return created
    } catch (error) {
      // A sandbox that never started (or whose answer was lost) may exist: it must not outlive us.
      await this.removeLabelled({ [LABEL_REQUEST]: request }).catch(() => undefined)
      place.release()
      throw error
    }
  }

  /** Lists by a label no sandbox carries: the API and the key answer, nothing is created. */
  protected async firstRequest(): Promise<void> {
    await this.listLabelled({ [LABEL_REQUEST]: 'preflight' })
  }

  /** Sandboxes alive at once right now (the cap's use). */
  get sandboxesInUse(): number {
    return this.capacity.inUse
  }
}

/**
 * What an environment spec asks that a sandbox cannot give: what the provider's capabilities lack
 * (capability-refusals.ts; a small read-only file is given as a copy, `copyable`), and a main
 * command of the task's own, which a sandbox does not run.
 */
export function sandboxSpecRefusal(
  spec: EnvironmentSpec,
  provider: ProviderFacts,
  copyable: (mount: Mount) => boolean = () => false,
): string | null {
  const refusal = specRefusal(spec, provider, copyable)
  if (refusal) return refusal
  const command = spec.command?.join(' ')
  if (command !== undefined && command !== 'sleep infinity')
    return `${provider.title} runs no main command of the task's own ("${command.slice(0, 80)}"); use --provider docker`
  return null
}
