// The run's images on E2B: one template per environment content hash and size, built by E2B from
// the task's Dockerfile (its folder the file context) or from its docker_image. A benchmark
// version builds once: a template that exists is reused. The build's own log, as E2B streams it,
// goes to builds/<template>.log.
import { appendFile, mkdir, readFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { Template, type ConnectionOpts, type LogEntry } from 'e2b'
import type { ComposeService, Task } from '../../../task/types.js'
import { taskRefusal, type ProviderFacts } from '../../environment/capability-refusals.js'
import type { RetryPolicy } from '../../environment/retries.js'
import type { ImageEvent, ImageOutcome, ImageSource, ImageSourceOptions } from '../../environment/types.js'
import { withE2BRetries } from './faults.js'
import { taskTemplateSize, templateName, templateSize, type TemplateSize } from './template-name.js'

interface TemplateRecipe {
  name: string
  source: { kind: 'image'; image: string } | { kind: 'dockerfile'; path: string }
  size: TemplateSize
  buildTimeoutSec: number
}

export class E2BTemplates implements ImageSource {
  private readonly pending = new Map<string, Promise<ImageOutcome>>()
  private readonly listeners = new Set<(event: ImageEvent) => void>()

  constructor(
    private readonly connection: ConnectionOpts,
    private readonly options: ImageSourceOptions,
    private readonly retry: RetryPolicy,
    /** Whose capabilities a task is held to (the runner refuses first; build mode relies on this). */
    private readonly provider: ProviderFacts,
  ) {}

  ensure(task: Task): Promise<ImageOutcome> {
    const refusal = taskRefusal(task, this.provider)
    if (refusal) return Promise.resolve({ ok: false, reason: refusal })
    const env = task.config.environment
    const size = taskTemplateSize(task)
    return this.once(task, {
      name: templateName('env', task.environmentHash, size),
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
    const size = templateSize(env.cpus, env.memoryMb)
    return this.once(task, {
      name: templateName('verifier', verifier.hash, size),
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
        taskRefusal(task, this.provider) ?? `${task.relativeDir}: service ${service.name} cannot run on E2B`,
    })
  }

  subscribe(listener: (event: ImageEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  async flush(): Promise<void> {
    await Promise.allSettled([...this.pending.values()])
  }

  /** The same template asked twice (two tasks, one environment) is one build. */
  private once(task: Task, recipe: TemplateRecipe): Promise<ImageOutcome> {
    let outcome = this.pending.get(recipe.name)
    if (!outcome) {
      outcome = this.build(task, recipe)
      this.pending.set(recipe.name, outcome)
    }
    return outcome
  }

  private async build(task: Task, recipe: TemplateRecipe): Promise<ImageOutcome> {
    const exists = await withE2BRetries(() => Template.exists(recipe.name, this.connection), this.retry)
    if (exists) return { ok: true, image: recipe.name, built: false }
    const started = Date.now()
    this.emit({ type: 'build-started', tag: recipe.name, task: task.name })
    await mkdir(this.options.buildLogDir, { recursive: true })
    const logFile = join(this.options.buildLogDir, `${recipe.name}.log`)
    // E2B's log lines arrive as it builds; written in order, awaited before the outcome.
    let written = Promise.resolve()
    const log = (line: string) => (written = written.then(() => appendFile(logFile, `${line}\n`)))
    let reason: string | null = null
    try {
      const template = await this.template(recipe)
      await Template.build(template, recipe.name, {
        ...this.connection,
        cpuCount: recipe.size.cpuCount,
        memoryMB: recipe.size.memoryMB,
        onBuildLogs: (entry: LogEntry) =>
          void log(`${entry.timestamp.toISOString()} ${entry.level} ${entry.message}`),
        signal: AbortSignal.timeout(recipe.buildTimeoutSec * 1000),
      })
    } catch (error) {
      const file =
        recipe.source.kind === 'dockerfile'
          ? ` (${join(task.relativeDir, relative(task.dir, recipe.source.path))})`
          : ''
      const why = error instanceof Error ? error.message : String(error)
      reason = `template ${recipe.name}${file}: ${why.split('\n')[0]} (build log: ${logFile})`
    }
    const durationSec = (Date.now() - started) / 1000
    void log(
      `${new Date().toISOString()} ${reason === null ? `ready after ${durationSec.toFixed(1)} s` : 'failed'}`,
    )
    await written
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

  /** The template E2B builds: the Dockerfile with its folder as the file context, or the image. */
  private async template(recipe: TemplateRecipe) {
    if (recipe.source.kind === 'image') return Template().fromImage(recipe.source.image)
    const dockerfile = await readFile(recipe.source.path, 'utf8')
    return Template({ fileContextPath: dirname(recipe.source.path) }).fromDockerfile(dockerfile)
  }

  private emit(event: ImageEvent): void {
    for (const listener of this.listeners) listener(event)
  }
}
