// The run's images on Daytona: snapshots, built by Daytona from the task's Dockerfile and context
// (its declarative build, declarative-build.ts) or from its docker_image. Building once, the
// events and the log are remote/built-images.ts's; here is what Daytona's API asks.
import { dirname } from 'node:path'
import type { Daytona } from '@daytonaio/sdk'
import type { ProviderFacts } from '../../environment/capability-refusals.js'
import type { RetryPolicy } from '../../environment/retries.js'
import type { ImageSource, ImageSourceOptions } from '../../environment/types.js'
import {
  ServiceBuiltImages,
  type BuildLog,
  type ImageRecipe,
  type ServiceBuilds,
} from '../remote/built-images.js'
import type { DeclarativeBuilds } from './declarative-build.js'
import { isGone, isTaken, withDaytonaRetries } from './faults.js'
import { snapshotName, snapshotSize, type SnapshotSize } from './snapshot-name.js'

interface SnapshotState {
  id: string
  state: string
  errorReason?: string | null
}

type SnapshotRecipe = ImageRecipe<SnapshotSize>

/** The snapshots of a run on Daytona, each built once. */
export function daytonaSnapshots(
  client: Daytona,
  builds: DeclarativeBuilds,
  options: ImageSourceOptions,
  retry: RetryPolicy,
  provider: ProviderFacts,
): ImageSource {
  return new ServiceBuiltImages(new SnapshotBuilds(client, builds, retry), options, provider)
}

const failed = (state: string): boolean => state === 'build_failed' || state === 'error'

class SnapshotBuilds implements ServiceBuilds<SnapshotSize> {
  readonly noun = 'snapshot'
  readonly readyWord = 'active'
  readonly sizeOf = snapshotSize
  readonly nameOf = snapshotName

  constructor(
    private readonly client: Daytona,
    private readonly builds: DeclarativeBuilds,
    private readonly retry: RetryPolicy,
  ) {}

  async plan(recipe: SnapshotRecipe, log: BuildLog): Promise<(() => Promise<void>) | null> {
    const existing = await this.find(recipe.name)
    if (existing?.state === 'active') return null
    return async () => {
      try {
        // One another shard is building is waited for, not built a second time.
        if (!existing || failed(existing.state)) {
          if (existing) await withDaytonaRetries(() => this.client.snapshot.delete(existing.id), this.retry)
          await this.create(recipe)
        }
        await this.waitActive(recipe)
      } finally {
        if (recipe.source.kind === 'dockerfile') log.write(await this.buildOutput(recipe.name))
      }
    }
  }

  private async create(recipe: SnapshotRecipe): Promise<void> {
    const resources = { cpu: recipe.size.cpu, memory: recipe.size.memoryGiB, disk: recipe.size.diskGiB }
    try {
      if (recipe.source.kind === 'image') {
        const image = recipe.source.image
        await withDaytonaRetries(
          () =>
            this.client.snapshot.create(
              { name: recipe.name, image, resources },
              { timeout: recipe.buildTimeoutSec },
            ),
          this.retry,
        )
      } else {
        const dockerfile = recipe.source.path
        await this.builds.start({
          name: recipe.name,
          dockerfile,
          contextDir: dirname(dockerfile),
          size: recipe.size,
        })
      }
    } catch (error) {
      // Another shard created it between our look and our create: its build is the one.
      if (!isTaken(error)) throw error
    }
  }

  private async find(name: string): Promise<SnapshotState | null> {
    try {
      return await withDaytonaRetries(() => this.client.snapshot.get(name), this.retry)
    } catch (error) {
      if (isGone(error)) return null
      throw error
    }
  }

  private async waitActive(recipe: SnapshotRecipe): Promise<void> {
    const deadline = Date.now() + recipe.buildTimeoutSec * 1000
    for (;;) {
      const snapshot = await this.find(recipe.name)
      if (snapshot?.state === 'active') return
      if (!snapshot || failed(snapshot.state)) {
        const why = snapshot?.errorReason ? `: ${snapshot.errorReason}` : ''
        throw new Error(`the build ended ${snapshot?.state ?? 'deleted'}${why}`)
      }
      if (Date.now() > deadline)
        throw new Error(`still ${snapshot.state} after build_timeout_sec (${recipe.buildTimeoutSec} s)`)
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }

  /** The build's own output as Daytona kept it, or a line saying why it could not be fetched. */
  private async buildOutput(name: string): Promise<string> {
    try {
      const snapshot = await this.find(name)
      if (!snapshot) return '(no build output: the snapshot is gone)\n'
      return await this.builds.buildLog(snapshot.id)
    } catch (error) {
      return `(no build output: ${error instanceof Error ? error.message : String(error)})\n`
    }
  }
}
