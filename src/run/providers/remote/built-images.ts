// The run's images on a service that builds them itself (Daytona's snapshots, E2B's templates):
// one image per environment content hash and size, from the task's Dockerfile (its folder the
// context) or its docker_image. A benchmark version builds once: one that is ready is reused, and
// the same image asked twice in a run (two tasks, one environment) is one build, its outcome, a
// failure too, remembered. Each build's output and outcome go to builds/<name>.log.
import { appendFile, mkdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import type { ComposeService, Task } from '../../../task/types.js'
import { taskRefusal, type ProviderFacts } from '../../environment/capability-refusals.js'
import type { ImageEvent, ImageOutcome, ImageSource, ImageSourceOptions } from '../../environment/types.js'

export interface ImageRecipe<Size> {
  name: string
  /** A registry image, or a Dockerfile (its folder is the build context). */
  source: { kind: 'image'; image: string } | { kind: 'dockerfile'; path: string }
  size: Size
  buildTimeoutSec: number
}

/** What differs from one service to the next: its units, its names, its SDK's build. */
export interface ServiceBuilds<Size> {
  /** What the service calls its images, as a reason names one ("snapshot"). */
  noun: string
  /** The state a built one is in, as the log's last line says ("active", "ready"). */
  readyWord: string
  /** task.toml's limits in the service's units; `storageMb` is the task environment's. */
  sizeOf(cpus: number, memoryMb: number, storageMb: number | null): Size
  nameOf(role: 'env' | 'verifier', hash: string, size: Size): string
  /**
   * null when the image is ready already (built before, here or by another shard); else the build
   * to run, which throws why it failed and writes what the service says of it to `log`.
   */
  plan(recipe: ImageRecipe<Size>, log: BuildLog): Promise<(() => Promise<void>) | null>
}

/** builds/<name>.log, its lines written in the order given, the folder made on the first. */
export class BuildLog {
  private written: Promise<void> = Promise.resolve()

  constructor(
    private readonly dir: string,
    name: string,
  ) {
    this.file = join(dir, `${name}.log`)
  }

  readonly file: string

  /** Appends `text`, a line end added where it has none (nothing for empty text). */
  write(text: string): void {
    if (!text) return
    const line = text.endsWith('\n') ? text : `${text}\n`
    this.written = this.written.then(async () => {
      await mkdir(this.dir, { recursive: true })
      await appendFile(this.file, line)
    })
  }

  /** Every line given so far is in the file. */
  flushed(): Promise<void> {
    return this.written
  }
}

export class ServiceBuiltImages<Size> implements ImageSource {
  private readonly outcomes = new Map<string, Promise<ImageOutcome>>()
  private readonly listeners = new Set<(event: ImageEvent) => void>()

  constructor(
    private readonly builds: ServiceBuilds<Size>,
    private readonly options: ImageSourceOptions,
    /** Whose capabilities a task is held to (the runner refuses first; build mode relies on this). */
    private readonly provider: ProviderFacts,
  ) {}

  ensure(task: Task): Promise<ImageOutcome> {
    const refusal = taskRefusal(task, this.provider)
    if (refusal) return Promise.resolve({ ok: false, reason: refusal })
    const env = task.config.environment
    const size = this.builds.sizeOf(env.cpus, env.memoryMb, env.storageMb)
    return this.once(task, {
      name: this.builds.nameOf('env', task.environmentHash, size),
      source: env.dockerImage
        ? { kind: 'image', image: env.dockerImage }
        : { kind: 'dockerfile', path: join(task.dir, 'environment', 'Dockerfile') },
      size,
      buildTimeoutSec: env.buildTimeoutSec,
    })
  }

  ensureVerifier(task: Task): Promise<ImageOutcome> {
    const verifier = task.verifierImage
    if (!verifier || (!verifier.contextDir && !verifier.dockerImage)) return this.ensure(task)
    const env = task.config.verifier.environment ?? task.config.environment
    const size = this.builds.sizeOf(env.cpus, env.memoryMb, task.config.environment.storageMb)
    return this.once(task, {
      name: this.builds.nameOf('verifier', verifier.hash, size),
      source: verifier.contextDir
        ? { kind: 'dockerfile', path: join(verifier.contextDir, 'Dockerfile') }
        : { kind: 'image', image: verifier.dockerImage ?? '' },
      size,
      buildTimeoutSec: env.buildTimeoutSec,
    })
  }

  ensureService(task: Task, service: ComposeService): Promise<ImageOutcome> {
    return Promise.resolve({
      ok: false,
      reason:
        taskRefusal(task, this.provider) ??
        `${task.relativeDir}: service ${service.name} cannot run on ${this.provider.title}`,
    })
  }

  subscribe(listener: (event: ImageEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  async flush(): Promise<void> {
    await Promise.allSettled([...this.outcomes.values()])
  }

  private once(task: Task, recipe: ImageRecipe<Size>): Promise<ImageOutcome> {
    let outcome = this.outcomes.get(recipe.name)
    if (!outcome) {
      outcome = this.build(task, recipe)
      this.outcomes.set(recipe.name, outcome)
    }
    return outcome
  }

  private async build(task: Task, recipe: ImageRecipe<Size>): Promise<ImageOutcome> {
    const started = Date.now()
    const log = new BuildLog(this.options.buildLogDir, recipe.name)
    const build = await this.builds.plan(recipe, log)
    if (!build) return { ok: true, image: recipe.name, built: false }
    this.emit({ type: 'build-started', tag: recipe.name, task: task.name })
    let why: string | null = null
    try {
      await build()
    } catch (error) {
      const file =
        recipe.source.kind === 'dockerfile'
          ? ` (${join(task.relativeDir, relative(task.dir, recipe.source.path))})`
          : ''
      why = `${this.builds.noun} ${recipe.name}${file}: ${error instanceof Error ? error.message : String(error)}`
    }
    const durationSec = (Date.now() - started) / 1000
    const at = new Date().toISOString()
    log.write(
      why === null
        ? `${at} ${this.builds.readyWord} after ${durationSec.toFixed(1)} s`
        : `${at} ${why}\n${at} failed`,
    )
    await log.flushed()
    const reason = why === null ? null : `${why} (build log: ${log.file})`
    this.emit({
      type: 'build-finished',
      tag: recipe.name,
      task: task.name,
      ok: reason === null,
      durationSec,
      reason,
    })
    return reason === null ? { ok: true, image: recipe.name, built: true } : { ok: false, reason }
  }

  private emit(event: ImageEvent): void {
    for (const listener of this.listeners) listener(event)
  }
}
