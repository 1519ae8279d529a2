// Images per run: each distinct environment/ is built at most once (concurrent attempts await the
// same build), tagged by content hash so the next run reuses it; docker_image tasks are used as is.
// A cache may serve several runs of one process (helios check's oracle and nop passes): a build
// that failed is not tried again, and every attempt of that environment gets its one error.
// With a registry, an image missing here is pulled (`<ref>:<content hash>`) before it is built, and
// pushed after; a registry that fails is a warning and the image is built as without one. A stash
// (the Actions cache, `image-cache: actions`) does the same with image archives: restored before a
// build, saved after one.
import { messageOf } from '../../../narrow.js'
import type Docker from 'dockerode'
import { createWriteStream } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { once } from 'node:events'
import type { Readable } from 'node:stream'
import { forEachLine } from '../../environment/streams.js'
import * as tar from 'tar-stream'
import type { ComposeService, Task } from '../../../task/types.js'
import { builtImageTag, environmentTag } from '../../../task/image-names.js'
import { addFile, packDirectory } from '../../environment/archive.js'
import { writeFaultOf } from '../../write-fault.js'
import { engineBuilder, type BuilderChoice } from './builder.js'
import { rewriteRunHeredocs } from './heredoc.js'
import { BuildkitProgress } from './buildkit-trace.js'
import { vanishedOutcome } from './vanished-image.js'
import {
  isMissing,
  pullImage,
  pushImage,
  registryHost,
  registryImage,
  type ImageRegistry,
} from './registry.js'

import type { ImageOutcome } from '../../environment/types.js'
import type { ImageEvent } from '../../environment/image-events.js'

export type { ImageOutcome, ImageEvent }

export interface ImageCacheOptions {
  buildLogDir: string
  onEvent?: (event: ImageEvent) => void
  /** Pull a missing image from here before building it; push what was built. */
  registry?: ImageRegistry | null
  /** Restore a missing image from here before building it; save what was built. */
  stash?: ImageStash | null
  /** Also push (save) images that were here already (the build mode fills the registry). Default false. */
  pushExisting?: boolean
}

/** A keeper of built images between jobs and runs by content hash, other than a registry. */
export interface ImageStash {
  /** Where the image of `hash` is kept, for messages. */
  describe(hash: string): string
  /** Whether the image of `hash` is kept there, without fetching it. */
  has(hash: string, timeoutSec: number): Promise<boolean>
  /** Loads the image of `hash` as `tag`: false on a miss; throws on a failure. */
  restore(hash: string, tag: string, timeoutSec: number): Promise<boolean>
  /** Keeps the image `tag` as the image of `hash`, or says why not; throws on a failure. */
  save(hash: string, tag: string, timeoutSec: number): Promise<StashSave>
}

export type StashSave = { saved: true } | { saved: false; note: string }

export type ImageEventListener = (event: ImageEvent) => void

export { environmentTag }

/** One image to build: its context folder, tag, content hash and time limit. */
interface BuildSpec {
  task: string
  tag: string
  contextDir: string
  hash: string
  timeoutSec: number
  /** Relative to the context; default `Dockerfile`. */
  dockerfile?: string
  buildArgs?: Record<string, string>
}

export class ImageCache {
  private readonly byKey = new Map<string, Promise<ImageOutcome>>()
  /** How often each key's image vanished during the run. */
  private readonly vanishes = new Map<string, number>()
  private readonly listeners = new Set<ImageEventListener>()
  private readonly pushes: Promise<void>[] = []
  /** Tags this cache built, pulled or added (what `removeOwnImages` removes). */
  private readonly made = new Set<string>()
  /** Builds started by this cache (a reused tag is not a build). */
  builds = 0
  /** Images pulled from the registry. */
  pulls = 0
  /** Images restored from the stash. */
  restores = 0
  /** Images the build mode found in the stash and left there (the shards restore them). */
  stashed = 0
  private builder: Promise<BuilderChoice> | null = null

  constructor(
    private readonly docker: Docker,
    private readonly options: ImageCacheOptions,
  ) {}

  /** Each run using this cache listens while it runs; returns the unsubscribe. */
  subscribe(listener: ImageEventListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private emit(event: ImageEvent): void {
    this.options.onEvent?.(event)
    for (const listener of this.listeners) listener(event)
  }

  ensure(task: Task): Promise<ImageOutcome> {
    const image = task.config.environment.dockerImage
    const key = image ? `image:${image}` : `env:${task.environmentHash}`
    const build: BuildSpec = {
      task: task.name,
      tag: environmentTag(task),
      contextDir: join(task.dir, 'environment'),
      hash: task.environmentHash,
      timeoutSec: task.config.environment.buildTimeoutSec,
    }
    const pending = this.once(key, task.name, () =>
      image ? this.ensurePrebuilt(image, task.name) : this.ensureBuilt(build),
    )
    // Same environment under another task name: give it its own tag so a later run finds it directly.
    return image ? pending : pending.then((outcome) => this.alsoTag(outcome, environmentTag(task)))
  }

  /** A separate verifier's image: built from tests/, a named image, or the task's own. */
  ensureVerifier(task: Task): Promise<ImageOutcome> {
    const source = task.verifierImage
    if (source?.contextDir) {
      const tag = builtImageTag(task.name, 'verifier', source.hash)
      const timeoutSec =
        task.config.verifier.environment?.buildTimeoutSec ?? task.config.environment.buildTimeoutSec
      const build = {
        task: `${task.name} (verifier)`,
        tag,
        contextDir: source.contextDir,
        hash: source.hash,
        timeoutSec,
      }
      return this.once(`verifier:${source.hash}`, build.task, () => this.ensureBuilt(build))
    }
    const image = source?.dockerImage
    return image
      ? this.once(`image:${image}`, task.name, () => this.ensurePrebuilt(image, task.name))
      : this.ensure(task)
  }

  /** A compose service's image: main's own, a named image (pulled if missing), or a build of its folder. */
  ensureService(task: Task, service: ComposeService): Promise<ImageOutcome> {
    const { image } = service
    if (image.kind === 'main') return this.ensure(task)
    if (image.kind === 'image')
      return this.once(`image:${image.name}`, task.name, () =>
        this.ensurePrebuilt(image.name, `${task.name} (service ${service.name})`),
      )
    const build: BuildSpec = {
      task: `${task.name} (service ${service.name})`,
      tag: builtImageTag(task.name, service.name, image.hash),
      contextDir: image.contextDir,
      hash: image.hash,
      timeoutSec: task.config.environment.buildTimeoutSec,
      ...(image.dockerfile ? { dockerfile: image.dockerfile } : {}),
      buildArgs: image.args,
    }
    return this.once(`service:${image.hash}`, build.task, () => this.ensureBuilt(build))
  }

  /**
   * The key's image, made once; made again once if it vanished since (another job on this engine
   * ran `docker image rm` or a prune), and an error outcome if it vanishes a second time.
   */
  private async once(key: string, task: string, start: () => Promise<ImageOutcome>): Promise<ImageOutcome> {
    const pending = this.byKey.get(key)
    if (!pending) return this.remember(key, start())
    const outcome = await pending
    if (!outcome.ok || (await this.exists(outcome.image))) return outcome
    // Concurrent askers share one remake: only the first to see the vanish starts it.
    if (this.byKey.get(key) !== pending) return this.once(key, task, start)
    const vanishes = (this.vanishes.get(key) ?? 0) + 1
    this.vanishes.set(key, vanishes)
    const remake = vanishedOutcome(outcome.image, vanishes)
    if (remake.ok === false) return this.remember(key, Promise.resolve(remake))
    this.emit({ type: 'image-cache-warning', tag: outcome.image, task, message: remake.message })
    return this.remember(key, start())
  }

  private remember(key: string, pending: Promise<ImageOutcome>): Promise<ImageOutcome> {
    this.byKey.set(key, pending)
    return pending
  }

  private async alsoTag(outcome: ImageOutcome, tag: string): Promise<ImageOutcome> {
    if (!outcome.ok || outcome.image === tag) return outcome
    if (await this.exists(tag)) return { ok: true, image: tag, built: false }
    // The image may vanish between the two calls (another job's prune): an outcome, not a throw.
    const failure = await this.tag(outcome.image, tag).then(
      () => null,
      (error: Error) => oneLine(error.message),
    )
    if (failure !== null) return { ok: false, reason: `could not tag ${outcome.image} as ${tag}: ${failure}` }
    return { ok: true, image: tag, built: false }
  }

  private async tag(image: string, tag: string): Promise<void> {
    const [repo, version] = splitTag(tag)
    await this.docker.getImage(image).tag({ repo, tag: version })
    this.made.add(tag)
  }

  private async exists(image: string): Promise<boolean> {
    try {
      await this.docker.getImage(image).inspect()
      return true
    } catch {
      return false
    }
  }

  /**
   * A named image (docker_image, a service's `image:`): used as it is here, else pulled once for
   * the run — with the registry's credentials when it lives there. Not ours: never removed.
   */
  private async ensurePrebuilt(image: string, task: string): Promise<ImageOutcome> {
    if (await this.exists(image)) return { ok: true, image, built: false }
    const registry = this.options.registry
    const auth = registry && registryHost(registry.ref) === registryHost(image) ? registry.auth : null
    const started = Date.now()
    try {
      await pullImage(this.docker, image, auth)
    } catch (error) {
      return { ok: false, reason: `image ${image} not available: ${oneLine(messageOf(error))}` }
    }
    if (!(await this.exists(image)))
      return { ok: false, reason: `image ${image} not available: pull finished but the image is missing` }
    const durationSec = (Date.now() - started) / 1000
    this.emit({ type: 'image-pulled', tag: image, task, from: image, durationSec })
    return { ok: true, image, built: false }
  }

  private async ensureBuilt(spec: BuildSpec): Promise<ImageOutcome> {
    const { tag } = spec
    if (await this.exists(tag)) {
      if (this.options.pushExisting) {
        this.pushLater(spec)
        this.saveLater(spec)
      }
      return { ok: true, image: tag, built: false }
    }
    if (await this.pull(spec)) return { ok: true, image: tag, built: false }
    // Filling the stash (build mode): an image kept there already need not be fetched here.
    if (this.options.pushExisting && (await this.inStash(spec))) {
      this.stashed++
      return { ok: true, image: tag, built: false }
    }
    if (await this.restore(spec)) return { ok: true, image: tag, built: false }
    const outcome = await this.buildLogged(spec)
    if (outcome.ok) {
      this.made.add(tag)
      this.pushLater(spec)
      this.saveLater(spec)
    }
    return outcome
  }

  private async buildLogged(spec: BuildSpec): Promise<ImageOutcome> {
    const { tag } = spec
    this.builds++
    this.emit({ type: 'build-started', tag, task: spec.task })
    const started = Date.now()
    let writeFault: unknown = null
    const failure = await this.build(spec).catch((error: Error) => {
      if (writeFaultOf(error)) writeFault = error
      return oneLine(error.message)
    })
    const ok = failure === null && (await this.exists(tag))
    const reason = ok ? null : `build failed: ${failure ?? 'no image was produced'}`
    this.emit({
      type: 'build-finished',
      tag,
      task: spec.task,
      ok,
      durationSec: (Date.now() - started) / 1000,
      reason,
    })
    // No build log could be written (a full output disk): the run stops, see write-fault.ts.
    if (writeFault !== null) throw writeFault
    return ok ? { ok: true, image: tag, built: true } : { ok: false, reason: reason! }
  }

  /** The registry's image of this content, tagged as ours; false on a miss or a failure (warned). */
  private async pull(spec: BuildSpec): Promise<boolean> {
    const registry = this.options.registry
    if (!registry) return false
    const remote = registryImage(registry.ref, spec.hash)
    const started = Date.now()
    try {
      // No longer than the build itself may take: past that, building is no slower.
      await pullImage(this.docker, remote, registry.auth, AbortSignal.timeout(spec.timeoutSec * 1000))
      await this.tag(remote, spec.tag)
    } catch (error) {
      const reason = registryReason(error, spec.timeoutSec)
      if (!isMissing(reason)) this.warn(spec, `could not pull ${remote}: ${reason}; building it instead`)
      return false
    } finally {
      await this.untag(remote)
    }
    this.pulls++
    const durationSec = (Date.now() - started) / 1000
    this.emit({ type: 'image-pulled', tag: spec.tag, task: spec.task, from: remote, durationSec })
    return true
  }

  /** Pushes in the background; `flush` waits for every push. A failure is a warning. */
  private pushLater(spec: BuildSpec): void {
    const registry = this.options.registry
    if (!registry) return
    const remote = registryImage(registry.ref, spec.hash)
    const started = Date.now()
    const signal = AbortSignal.timeout(spec.timeoutSec * 1000)
    const push = pushImage(this.docker, spec.tag, registry, spec.hash, signal).then(
      () => {
        const durationSec = (Date.now() - started) / 1000
        this.emit({ type: 'image-pushed', tag: spec.tag, task: spec.task, to: remote, durationSec })
      },
      (error: unknown) =>
        this.warn(spec, `could not push ${remote}: ${registryReason(error, spec.timeoutSec)}`),
    )
    this.pushes.push(push.finally(() => this.untag(remote)))
  }

  /** The stash's image of this content under our tag, checked to be our build of it; false on a miss or a failure (warned). */
  private async restore(spec: BuildSpec): Promise<boolean> {
    const stash = this.options.stash
    if (!stash) return false
    const started = Date.now()
    try {
      if (!(await stash.restore(spec.hash, spec.tag, spec.timeoutSec))) return false
      // The archive named the right image; its label says whether it is a build of this content.
      const labels = (await this.docker.getImage(spec.tag).inspect()).Config?.Labels ?? {}
      if (labels['helios.environment-hash'] !== spec.hash) {
        // Not ours: the image goes too (unless another name holds it), not only the name.
        await this.docker
          .getImage(spec.tag)
          .remove()
          .catch(() => undefined)
        throw new Error(
          `the restored image is not a build of this environment (its label says ${labels['helios.environment-hash'] ?? 'nothing'})`,
        )
      }
    } catch (error) {
      const message = `could not restore ${stash.describe(spec.hash)}: ${oneLine(errorText(error))}; building it instead`
      this.emit({ type: 'image-cache-warning', tag: spec.tag, task: spec.task, message })
      return false
    }
    this.made.add(spec.tag)
    this.restores++
    const durationSec = (Date.now() - started) / 1000
    this.emit({
      type: 'image-restored',
      tag: spec.tag,
      task: spec.task,
      from: stash.describe(spec.hash),
      durationSec,
    })
    return true
  }

  private async inStash(spec: BuildSpec): Promise<boolean> {
    const stash = this.options.stash
    return stash ? stash.has(spec.hash, spec.timeoutSec).catch(() => false) : false
  }

  /** Saves in the background; `flush` waits for every save. A failure is a warning. */
  private saveLater(spec: BuildSpec): void {
    const stash = this.options.stash
    if (!stash) return
    const started = Date.now()
    const { tag, task } = spec
    const save = stash.save(spec.hash, tag, spec.timeoutSec).then(
      (outcome) => {
        const durationSec = (Date.now() - started) / 1000
        if (outcome.saved)
          this.emit({ type: 'image-saved', tag, task, to: stash.describe(spec.hash), durationSec })
        else this.emit({ type: 'image-cache-note', tag, task, message: outcome.note })
      },
      (error: unknown) => {
        const message = `could not save ${stash.describe(spec.hash)}: ${oneLine(errorText(error))}`
        this.emit({ type: 'image-cache-warning', tag, task, message })
      },
    )
    this.pushes.push(save)
  }

  /** BuildKit where the engine has it; the classic builder said once (as a warning) where not. */
  private async chooseBuilder(spec: BuildSpec): Promise<BuilderChoice> {
    if (this.builder === null) {
      this.builder = engineBuilder(this.docker)
      const { notice } = await this.builder
      if (notice !== null)
        this.emit({ type: 'image-cache-warning', tag: spec.tag, task: spec.task, message: notice })
    }
    return this.builder
  }

  private warn(spec: BuildSpec, message: string): void {
    this.emit({ type: 'registry-warning', tag: spec.tag, task: spec.task, message })
  }

  /** Removes a name only, never an image another tag holds (`noprune`: its layers stay). */
  private async untag(image: string): Promise<void> {
    await this.docker
      .getImage(image)
      .remove({ noprune: true })
      .catch(() => undefined)
  }

  /** Waits for the pushes started so far. */
  async flush(): Promise<void> {
    while (this.pushes.length > 0) await Promise.all(this.pushes.splice(0))
  }

  /** Removes the tags this cache built, pulled or added; images it did not make are left alone. */
  async removeOwnImages(): Promise<string[]> {
    await this.flush()
    const removed: string[] = []
    for (const tag of this.made) {
      const ok = await this.docker
        .getImage(tag)
        .remove()
        .then(
          () => true,
          () => false,
        )
      if (ok) removed.push(tag)
    }
    this.made.clear()
    return removed
  }

  /** Returns null on success, else the last error line of the build. */
  private async build(spec: BuildSpec): Promise<string | null> {
    const { tag, contextDir, hash, timeoutSec, dockerfile, buildArgs } = spec
    await mkdir(this.options.buildLogDir, { recursive: true })
    const log = createWriteStream(
      join(this.options.buildLogDir, `${tag.replace(/[^A-Za-z0-9._-]+/g, '_')}.log`),
    )
    let logFailure: Error | null = null
    log.on('error', (error) => (logFailure ??= error))
    const abort = new AbortController()
    const timer = setTimeout(() => abort.abort(), timeoutSec * 1000)
    let lastError: string | null
    const builder = await this.chooseBuilder(spec)
    try {
      const context = tar.pack()
      packContext(context, contextDir, dockerfile ?? 'Dockerfile', builder).then(
        () => context.finalize(),
        (error: Error) => context.destroy(error),
      )
      const response = (await this.docker.buildImage(
        // Cast: tar-stream's pack is a streamx Readable; docker-modem pipes it like a Node stream.
        context as unknown as NodeJS.ReadableStream,
        {
          t: tag,
          rm: true,
          forcerm: true,
          labels: { 'helios.managed': 'true', 'helios.environment-hash': hash },
          version: builder.builder === 'buildkit' ? '2' : '1',
          ...(dockerfile ? { dockerfile } : {}),
          ...(buildArgs && Object.keys(buildArgs).length > 0 ? { buildargs: buildArgs } : {}),
          abortSignal: abort.signal,
        } as Docker.ImageBuildOptions,
      )) as Readable
      abort.signal.addEventListener('abort', () =>
        response.destroy(new Error(`build timed out after ${timeoutSec}s`)),
      )
      lastError = await readBuildOutput(response, log)
    } catch (error) {
      if (!abort.signal.aborted) throw error
      lastError = `build timed out after ${timeoutSec}s`
    } finally {
      clearTimeout(timer)
      log.end()
      await once(log, 'close').catch(() => undefined)
    }
    // The log could not be written (a full disk): thrown as it is, see ensure().
    // as: what the log stream's 'error' event gave, an Error (typed unknown by the listener).
    if (logFailure) throw logFailure as Error
    return lastError
  }
}

/**
 * The build context; where BuildKit's own frontend predates heredocs, the Dockerfile goes in with
 * its RUN heredocs in exec form (heredoc.ts). The task's files and content hash are unchanged.
 */
async function packContext(
  pack: tar.Pack,
  dir: string,
  dockerfile: string,
  builder: BuilderChoice,
): Promise<void> {
  const original =
    builder.builder === 'buildkit' && !builder.heredocs ? await readDockerfile(dir, dockerfile) : null
  const rewritten = original === null ? null : rewriteRunHeredocs(original)
  if (rewritten === null) return packDirectory(pack, dir, '')
  await packDirectory(pack, dir, '', 0o755, undefined, (name) => name !== dockerfile)
  addFile(pack, dockerfile, rewritten)
}

async function readDockerfile(dir: string, name: string): Promise<string | null> {
  return readFile(join(dir, name), 'utf8').catch(() => null)
}

/**
 * Build output is JSON lines: `stream` text goes to the log, BuildKit's progress as plain lines
 * (buildkit-trace.ts); an `error` ends the build.
 */
async function readBuildOutput(response: Readable, log: NodeJS.WritableStream): Promise<string | null> {
  let lastError: string | null = null
  const progress = new BuildkitProgress()
  const handleLine = (line: string) => {
    if (!line.trim()) return
    let message: { id?: string; stream?: string; error?: string; status?: string; aux?: unknown }
    try {
      message = JSON.parse(line) as typeof message
    } catch {
      log.write(`${line}\n`)
      return
    }
    if (message.id === 'moby.buildkit.trace' && typeof message.aux === 'string')
      for (const text of progress.lines(message.aux)) log.write(`${text}\n`)
    if (message.stream) log.write(message.stream)
    if (message.status) log.write(`${message.status}\n`)
    if (message.error) {
      lastError = oneLine(message.error)
      log.write(`ERROR: ${message.error}\n`)
    }
  }
  await forEachLine(response, handleLine)
  return lastError
}

function splitTag(tag: string): [string, string] {
  const at = tag.lastIndexOf(':')
  return [tag.slice(0, at), tag.slice(at + 1)]
}

function registryReason(error: unknown, timeoutSec: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `timed out after ${timeoutSec}s`
  return oneLine(error instanceof Error ? error.message : String(error))
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function oneLine(text: string): string {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  return lines[lines.length - 1] ?? text.trim()
}
