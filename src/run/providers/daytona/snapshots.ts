// The run's images on Daytona: one snapshot per environment content hash and size, built by
// Daytona from the task's Dockerfile and context (its declarative build, declarative-build.ts)
// or from its docker_image. A benchmark version builds once: a snapshot already active is reused.
import { appendFile, mkdir } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import type { Daytona } from '@daytonaio/sdk'
import type { ComposeService, Task } from '../../../task/types.js'
import { taskRefusal, type ProviderFacts } from '../../environment/capability-refusals.js'
import type { ImageEvent, ImageOutcome, ImageSource, ImageSourceOptions } from '../../environment/types.js'
import type { RetryPolicy } from '../../environment/retries.js'
import type { DeclarativeBuilds } from './declarative-build.js'
import { withDaytonaRetries } from './faults.js'
import { snapshotName, snapshotSize, taskSnapshotSize, type SnapshotSize } from './snapshot-name.js'

interface SnapshotState {
  id: string
  state: string
  errorReason?: string | null
}

interface SnapshotRecipe {
  name: string
  /** A registry image, or a Dockerfile (its folder is uploaded as the build context). */
  source: { kind: 'image'; image: string } | { kind: 'dockerfile'; path: string }
  size: SnapshotSize
  buildTimeoutSec: number
}

export class DaytonaSnapshots implements ImageSource {
  private readonly pending = new Map<string, Promise<ImageOutcome>>()
  private readonly listeners = new Set<(event: ImageEvent) => void>()

  constructor(
    private readonly client: Daytona,
    private readonly builds: DeclarativeBuilds,
    private readonly options: ImageSourceOptions,
    private readonly retry: RetryPolicy,
    /** Whose capabilities a task is held to (the runner refuses first; build mode relies on this). */
    private readonly provider: ProviderFacts,
  ) {}

  ensure(task: Task): Promise<ImageOutcome> {
    const refusal = taskRefusal(task, this.provider)
    if (refusal) return Promise.resolve({ ok: false, reason: refusal })
    const env = task.config.environment
    const size = taskSnapshotSize(task)
    const source: SnapshotRecipe['source'] = env.dockerImage
      ? { kind: 'image', image: env.dockerImage }
      : { kind: 'dockerfile', path: join(task.dir, 'environment', 'Dockerfile') }
    return this.once(task, {
      name: snapshotName('env', task.environmentHash, size),
      source,
      size,
      buildTimeoutSec: env.buildTimeoutSec,
    })
  }

  ensureVerifier(task: Task): Promise<ImageOutcome> {
    const verifier = task.verifierImage
    const verifierEnv = task.config.verifier.environment
    if (!verifier || (!verifier.contextDir && !verifier.dockerImage)) return this.ensure(task)
    const env = verifierEnv ?? task.config.environment
    const size = snapshotSize(env.cpus, env.memoryMb, task.config.environment.storageMb)
    const source: SnapshotRecipe['source'] = verifier.contextDir
      ? { kind: 'dockerfile', path: join(verifier.contextDir, 'Dockerfile') }
      : { kind: 'image', image: verifier.dockerImage ?? '' }
    return this.once(task, {
      name: snapshotName('verifier', verifier.hash, size),
      source,
      size,
      buildTimeoutSec: env.buildTimeoutSec,
    })
  }

  ensureService(task: Task, service: ComposeService): Promise<ImageOutcome> {
    return Promise.resolve({
      ok: false,
      reason:
        taskRefusal(task, this.provider) ??
        `${task.relativeDir}: service ${service.name} cannot run on Daytona`,
    })
  }

  subscribe(listener: (event: ImageEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  async flush(): Promise<void> {
    await Promise.allSettled([...this.pending.values()])
  }

  /** The same snapshot asked twice (two tasks, one environment) is one build. */
  private once(task: Task, recipe: SnapshotRecipe): Promise<ImageOutcome> {
    let outcome = this.pending.get(recipe.name)
    if (!outcome) {
      outcome = this.build(task, recipe)
      this.pending.set(recipe.name, outcome)
    }
    return outcome
  }

  private async build(task: Task, recipe: SnapshotRecipe): Promise<ImageOutcome> {
    const started = Date.now()
    const existing = await this.find(recipe.name)
    if (existing?.state === 'active') return { ok: true, image: recipe.name, built: false }
    this.emit({ type: 'build-started', tag: recipe.name, task: task.name })
    let reason: string | null = null
    try {
      if (existing && existing.state !== 'build_failed' && existing.state !== 'error') {
        // Another shard is building it: wait for that build instead of starting a second.
        await this.waitActive(recipe)
      } else {
        if (existing) await withDaytonaRetries(() => this.client.snapshot.delete(existing.id), this.retry)
        await this.create(recipe)
        await this.waitActive(recipe)
      }
    } catch (error) {
      const file =
        recipe.source.kind === 'dockerfile'
          ? ` (${join(task.relativeDir, relative(task.dir, recipe.source.path))})`
          : ''
      reason = `snapshot ${recipe.name}${file}: ${error instanceof Error ? error.message : String(error)}`
    }
    const durationSec = (Date.now() - started) / 1000
    const output = recipe.source.kind === 'dockerfile' ? await this.buildOutput(recipe.name) : ''
    const logFile = await this.log(recipe.name, reason ?? `active after ${durationSec.toFixed(1)} s`, output)
    if (reason !== null) reason = `${reason} (build log: ${logFile})`
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
      if ((error as { statusCode?: unknown }).statusCode !== 409) throw error
    }
  }

  private async find(name: string): Promise<SnapshotState | null> {
    try {
      return await withDaytonaRetries(() => this.client.snapshot.get(name), this.retry)
    } catch (error) {
      if ((error as { statusCode?: unknown }).statusCode === 404) return null
      throw error
    }
  }

  private async waitActive(recipe: SnapshotRecipe): Promise<void> {
    const deadline = Date.now() + recipe.buildTimeoutSec * 1000
    for (;;) {
      const snapshot = await this.find(recipe.name)
      if (snapshot?.state === 'active') return
      if (!snapshot || snapshot.state === 'build_failed' || snapshot.state === 'error') {
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

  /** Appends the build's output and its outcome to `builds/<name>.log`; returns that file. */
  private async log(name: string, line: string, output: string): Promise<string> {
    await mkdir(this.options.buildLogDir, { recursive: true })
    const file = join(this.options.buildLogDir, `${name}.log`)
    const text = output && !output.endsWith('\n') ? `${output}\n` : output
    await appendFile(file, `${text}${new Date().toISOString()} ${line}\n`)
    return file
  }

  private emit(event: ImageEvent): void {
    for (const listener of this.listeners) listener(event)
  }
}
