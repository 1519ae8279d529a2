// A cluster pulls its images: each environment is built on this machine (by the builder handed in,
// the Docker provider's image cache: providers/index.ts) and pushed to the --image-registry, and the
// pod names the registry's `<ref>:<content hash>`. A task's own `docker_image` is used as it is
// (the cluster pulls it, or has it pre-pulled).
import type { ComposeService, Task } from '../../../task/types.js'
import { registryImage, type ImageRegistry } from '../../environment/image-registry.js'
import { taskRefusal, type ProviderFacts } from '../../environment/capability-refusals.js'
import type { ImageEvent, ImageOutcome, ImageSource, ImageSourceOptions } from '../../environment/types.js'

/** Images built on this machine and pushed to `registry` (also those built before): what a cluster pulls. */
export type BuildAndPush = (options: { buildLogDir: string; registry: ImageRegistry }) => ImageSource

export class RegistryImages implements ImageSource {
  private readonly cache: ImageSource | null

  constructor(
    private readonly options: ImageSourceOptions,
    buildAndPush: BuildAndPush,
    /** Whose capabilities a task is held to (the runner refuses first; build mode relies on this). */
    private readonly provider: ProviderFacts,
  ) {
    const registry = options.registry
    this.cache = registry ? buildAndPush({ buildLogDir: options.buildLogDir, registry }) : null
  }

  ensure(task: Task): Promise<ImageOutcome> {
    const refusal = taskRefusal(task, this.provider)
    if (refusal) return Promise.resolve({ ok: false, reason: refusal })
    const image = task.config.environment.dockerImage
    if (image) return Promise.resolve({ ok: true, image, built: false })
    return this.pushed(task, task.environmentHash, `${task.relativeDir}/environment/Dockerfile`, (cache) =>
      cache.ensure(task),
    )
  }

  ensureVerifier(task: Task): Promise<ImageOutcome> {
    const source = task.verifierImage
    if (source?.dockerImage) return Promise.resolve({ ok: true, image: source.dockerImage, built: false })
    if (!source?.contextDir) return this.ensure(task)
    return this.pushed(task, source.hash, `${task.relativeDir}/tests/Dockerfile`, (cache) =>
      cache.ensureVerifier(task),
    )
  }

  ensureService(task: Task, service: ComposeService): Promise<ImageOutcome> {
    return Promise.resolve({
      ok: false,
      reason:
        taskRefusal(task, this.provider) ??
        `${task.relativeDir}: service ${service.name} cannot run on Kubernetes`,
    })
  }

  subscribe(listener: (event: ImageEvent) => void): () => void {
    return this.cache ? this.cache.subscribe(listener) : () => undefined
  }

  async flush(): Promise<void> {
    await this.cache?.flush()
  }

  /** Built (or found) here, then pushed before the pod may name it. */
  private async pushed(
    task: Task,
    hash: string,
    dockerfile: string,
    build: (cache: ImageSource) => Promise<ImageOutcome>,
  ): Promise<ImageOutcome> {
    const registry = this.options.registry
    if (!this.cache || !registry) {
      return {
        ok: false,
        reason: `${dockerfile}: a Kubernetes cluster pulls its images, and this one is built here; pass --image-registry <registry>/<repository> (the cluster must be able to pull from it), or give the task a docker_image in task.toml`,
      }
    }
    const outcome = await build(this.cache)
    if (!outcome.ok) return outcome
    await this.cache.flush()
    return { ok: true, image: registryImage(registry.ref, hash), built: outcome.built }
  }
}
