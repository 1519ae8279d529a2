// The one seam between the runner and where attempts run. A provider (Docker today; Daytona and
// Kubernetes beside it) turns an image reference, limits, a network policy, mounts and files into
// a running environment, and answers exec, file copy, state, services, events and clean-up.
// Everything above this file (runner, steps, verifiers, services, guard, agents) names only these
// types; everything below it is one provider's folder (src/run/providers/<name>/).
//
// Rules every provider keeps (the runner relies on them):
// - Faults of the provider itself (an API error, a lost connection) are thrown as they come;
//   `faultKind` sorts them (the result's reason is then `<provider>: <message>`, retried when
//   transient). A fault of the task (an image that exits at once) is a plain Error naming it.
// - Every environment, service group and service carries the labels it was given; `removeRun`
//   finds them by those labels after a crash, from another process.
// - Nothing is left behind: `remove` on an environment already gone resolves.
import type { Readable, Writable } from 'node:stream'
import type { ComposeService, ServiceHealthcheck, Task } from '../../task/types.js'
import type { ImageEvent } from './image-events.js'
import type { ImageRegistry } from './image-registry.js'
import type { ImageRecord } from '../../results/leak-lint/types.js'

export type { ImageEvent } from './image-events.js'
export type { ImageRegistry } from './image-registry.js'
/** A sidecar's healthcheck is the one compose declares (task/compose.ts reads it). */
export type { ServiceHealthcheck } from '../../task/types.js'

/** CPU, memory (no swap beyond it) and process limits of one environment. */
export interface ResourceLimits {
  cpus: number
  memoryMb: number
  pidsLimit: number
}

/**
 * Who may be reached from inside the environment.
 * - `default`: the provider's ordinary egress (Docker's bridge, a sandbox's internet).
 * - `none`: no network at all (a `no-network` task); loopback only.
 * - `host`: the host's network, so a model server on the host's 127.0.0.1 is reachable.
 * - `group`: only the attempt's service group (compose sidecars), under `alias` there.
 * - `beside`: the network of another environment (its localhost, its sidecars), in a filesystem,
 *   process table and IPC of its own: the shared-mode verifier beside the agent's environment.
 */
export type NetworkPolicy =
  | { kind: 'default' }
  | { kind: 'none' }
  | { kind: 'host' }
  | { kind: 'group'; group: ServiceGroup; alias: string }
  | { kind: 'beside'; environment: Environment }

/** A host path made visible inside the environment (an installed CLI, the relay's socket folder). */
export interface Mount {
  hostPath: string
  path: string
  readOnly: boolean
}

/** What an attempt's environment is made from. */
export interface EnvironmentSpec {
  /** An image reference the provider has (ImageSource resolved it) or can pull. */
  image: string
  /** The environment's main command; the image's entrypoint is kept. Default: `sleep infinity`. */
  command?: string[]
  /** The main command's environment (and every exec's, under the exec's own). */
  env: Record<string, string>
  /** Default working directory of every exec; null: the image's. */
  workdir: string | null
  /** Copied onto the environment; `removeRun` finds it by them (environment/labels.ts: attemptLabels). */
  labels: Record<string, string>
  limits: ResourceLimits
  network: NetworkPolicy
  mounts: Mount[]
  /** The image's own HEALTHCHECK does not run (a verifier's: it would run a command nobody chose). */
  noImageHealthcheck?: boolean
  /**
   * The image's ENTRYPOINT does not run either: the environment runs only what is exec'd in it (a
   * verifier beside the agent's, whose services already run on the network it joins).
   */
  noImageEntrypoint?: boolean
  /**
   * Environments the attempt will create while this one lives (its separate verifier): a provider
   * that caps live environments keeps their places from now on (environment/capacity.ts).
   */
  companions?: number
  /** The attempt's first environment, whose kept place this one takes (its verifier's). */
  companionOf?: Environment
}

/** One command in a running environment. */
export interface ExecRequest {
  cmd: string[]
  /** A user name or uid; null or absent: the image's user. */
  user?: string | null
  env?: Record<string, string>
  /** null or absent: the environment's workdir. */
  workdir?: string | null
  /** Fed to the command's standard input, then closed; absent: no stdin. */
  stdin?: Buffer | Readable
  /** Absent: the output is read and dropped. */
  stdout?: Writable
  stderr?: Writable
  /**
   * No limit when absent. On expiry the provider stops waiting (`timedOut`); what the command left
   * running is the caller's to stop (a restart, a kill), as it is with Docker's exec API.
   */
  timeoutMs?: number
}

export interface ExecOutcome {
  /** null: unknown (timed out, or the provider lost it). */
  exitCode: number | null
  timedOut: boolean
  durationSec: number
}

/** An environment's main command has ended: how, and when (ms since epoch, the provider's clock). */
export interface StoppedState {
  exitCode: number
  oomKilled: boolean
  finishedAt: number
}

export interface RootFilesystem {
  hostPath: string
  /** Absolute paths in the environment that are mounts of their own (volumes, binds). */
  mounts: string[]
}

/** A created environment. Created stopped: copy files in, then `start`. */
export interface Environment {
  /** The provider's id (Docker: the container id); what `attach` and events name. */
  readonly id: string
  /**
   * Starts the main command; fails with a task error naming `what` unless it is still running
   * right after (an image without `sleep`, an entrypoint that exits).
   */
  start(what: string): Promise<void>
  exec(request: ExecRequest): Promise<ExecOutcome>
  /**
   * true: a Readable `stdin` reaches the command as it comes, and an exec may stay open for the
   * attempt (a helper answering requests, display/resident-screenshots.ts). Absent: stdin is read
   * whole first.
   */
  readonly streamsStdin?: boolean
  /** Extracts a tar archive into `destination` (a folder that exists), as root, keeping modes and owners. */
  copyIn(archive: Buffer | Readable, destination: string): Promise<void>
  /** A tar archive of `path` (a file or folder, named by its last component); rejects when it is missing. */
  copyOut(path: string): Promise<Readable>
  /** The working directory execs get by default: the spec's, else the image's, else `/`. */
  workdir(): Promise<string>
  /**
   * Its root filesystem as a folder the provider can mount into another environment of the same
   * engine (Docker overlay2's merged folder, while it runs), and the paths inside that are other
   * mounts (not in that folder); absent or null where there is none. The verifier beside it reads
   * the subject from there with its own tools: faster than an archive, and only ever mounted
   * read-only (run/subject-copy.ts).
   */
  rootfs?(): Promise<RootFilesystem | null>
  /** null while the main command runs, or once the environment is gone. */
  stopped(): Promise<StoppedState | null>
  /** Ends the main command and every process (the filesystem stays, for copyOut). */
  kill(): Promise<void>
  /** Every process ends and the main command starts again; the filesystem stays. */
  restart(): Promise<void>
  /** The main command's last `lines` lines of output, both streams in order. */
  logs(lines: number): Promise<string>
  /** Removes it and what it holds; resolves once it is gone (also when it was gone already). */
  remove(): Promise<void>
}

/** One sidecar of a compose task, in the attempt's service group under its own name. */
export interface ServiceSpec {
  name: string
  image: string
  /** Replace the image's CMD / ENTRYPOINT when set. */
  command: string[] | null
  entrypoint: string[] | null
  env: Record<string, string>
  workdir: string | null
  user: string | null
  /** Replaces the image's own; null keeps the image's. */
  healthcheck: ServiceHealthcheck | null
  labels: Record<string, string>
  pidsLimit: number
}

/** A sidecar's state as its readiness is judged. */
export interface ServiceState {
  running: boolean
  /** The main process's exit code once it stopped; null while it runs. */
  exitCode: number | null
  /** null: no healthcheck (neither the service's nor its image's). */
  health: 'starting' | 'healthy' | 'unhealthy' | null
  /** The last health test's output (for an `unhealthy` reason). */
  lastHealthOutput: string | null
  /** The healthcheck in force (the service's or its image's), to probe it early; null: none. */
  healthcheck: ServiceHealthcheck | null
}

/** A sidecar: an environment that starts on `start` with its own command and reports health. */
export interface Service extends Environment {
  state(): Promise<ServiceState>
}

/** The attempt's private network of sidecars (and main, which joins it by NetworkPolicy `group`). */
export interface ServiceGroup {
  /** Readable and unique (see services.ts attemptNetworkName). */
  readonly name: string
  /** Created stopped; `start` it. */
  addService(spec: ServiceSpec): Promise<Service>
  /** Removes the group itself (its services first, by the caller). Resolves when gone. */
  remove(): Promise<void>
}

export interface ServiceGroupSpec {
  name: string
  labels: Record<string, string>
  /** Services reach each other but nothing outside (a `no-network` task). */
  internal: boolean
}

/** Events of one run's environments, from its start to its end. */
export interface EnvironmentEvents {
  /** Whether a process of environment `id` was killed for memory between the instants (ms since epoch). */
  sawOom(id: string, fromMs: number, toMs: number): boolean
  /** `id` is removed: its events are no longer needed. */
  forget(id: string): void
  close(): void
}

/** The result of asking for an image: a reference to use, or why there is none (a task error). */
export type ImageOutcome = { ok: true; image: string; built: boolean } | { ok: false; reason: string }

/** A need a provider may lack; the runner refuses a task or run that has it (capability-refusals.ts). */
export type ProviderNeed = 'services' | 'noNetwork' | 'hostNetwork' | 'mounts' | 'display'

/**
 * What a provider can honour. The runner decides from these alone: a task or run needing what is
 * false is refused before any image or environment, with one sentence naming the file or flag, the
 * provider's reason and the fix (capability-refusals.ts). A new provider gets refusals by declaring.
 */
export interface ProviderCapabilities {
  /** Compose sidecars (`ServiceGroup`, NetworkPolicy `group`). */
  services: boolean
  /** NetworkPolicy `none`: a sealed environment (a `no-network` task). */
  noNetwork: boolean
  /** NetworkPolicy `host`. */
  hostNetwork: boolean
  /** Host folders as mounts (installed CLIs, the model relay). */
  mounts: boolean
  /** NetworkPolicy `beside`: the shared-mode verifier in an environment of its own (trust-boundary.ts). */
  verifierBeside: boolean
  /** A virtual display started in the environment (`[environment] display`: GUI tasks, run/display/). */
  display: boolean
  /**
   * The display tools bundle for GUI images without X tools (display/tools-bundle-build.ts): the
   * provider runs `debian:bookworm-slim` with its default network to build it and mounts it. Absent: no.
   */
  displayBundle?: boolean
  /** The provider's own words for why it lacks a need (shown in the refusal), e.g. "one pod per attempt". */
  reasons?: Partial<Record<ProviderNeed, string>>
}

/**
 * Where a provider's images come from: the task's, its verifier's and its services', each built
 * (or pulled, or restored) once per content hash and tagged with it (task/image-names.ts `environmentTag`), so a
 * benchmark version builds once. The same task asked twice gets the same promise.
 */
export interface ImageSource {
  ensure(task: Task): Promise<ImageOutcome>
  ensureVerifier(task: Task): Promise<ImageOutcome>
  ensureService(task: Task, service: ComposeService): Promise<ImageOutcome>
  /** Each run listening while it runs (progress lines); returns the unsubscribe. */
  subscribe(listener: (event: ImageEvent) => void): () => void
  /** Waits for pushes and saves still under way (end of run). */
  flush(): Promise<void>
}

export interface ImageSourceOptions {
  /** `<run>/builds`: one log per build. */
  buildLogDir: string
  /** Pull a missing image from here before building it; push what was built (image-cache issue). */
  registry?: ImageRegistry | null
}

/** What "infrastructure fault" means for a provider: `transient` may pass on another try. */
export type FaultKind = 'transient' | 'request'

/** An engine, cloud or cluster that runs environments. One instance per run (or process). */
export interface EnvironmentProvider {
  /** As the CLI (`--provider`) and the action (`provider:`) spell it (providers/index.ts lists them). */
  readonly name: string
  /** As a sentence names it ("cannot run on Kubernetes"). */
  readonly title: string
  readonly capabilities: ProviderCapabilities
  /** Creates an attempt's environment, stopped. Known to `creationsSettled` until it settles. */
  create(spec: EnvironmentSpec): Promise<Environment>
  /** An environment of this provider by id (created by this or another process: `helios exec`). */
  attach(id: string): Environment
  createServiceGroup(spec: ServiceGroupSpec): Promise<ServiceGroup>
  /** The run's images (a run may also be handed one shared ImageSource, as the action's jobs do). */
  images(options: ImageSourceOptions): ImageSource
  /**
   * Whether `error` is a fault of this provider (its API failed, was busy, or could not be
   * reached: `transient`; it refused the request itself: `request`) or not one of its own (null).
   * Read from the error's fields, never its text (an agent's log may say ECONNREFUSED).
   */
  faultKind(error: unknown): FaultKind | null
  /** Whether the image has an ENTRYPOINT (it may start processes of its own before the agent). */
  imageHasEntrypoint(image: string): Promise<boolean>
  /**
   * The image's environment, history and the layer files of the given sizes (hashed), for the
   * leak lint (run/leak-lint.ts); absent where the provider cannot read images.
   */
  imageRecord?(image: string, sizes: ReadonlySet<number>): Promise<ImageRecord>
  /**
   * The OS and CPU architecture environments run on, as the provider names them (Docker:
   * `linux`, `x86_64`/`aarch64`); installed CLIs are installed for it (agents/installed/install.ts).
   */
  platform(): Promise<{ os: string; arch: string }>
  /** Starts listening for the run's events (label `helios.run=<runId>`); never throws: without events, fewer facts. */
  watchEvents(runId: string): Promise<EnvironmentEvents>
  /**
   * Removes every environment, service and group labelled with this run (every managed one when
   * null); with `owner`, only what that process created. Returns how many environments it removed.
   */
  removeRun(runId: string | null, options?: { owner?: string }): Promise<number>
  /**
   * The labels of every managed environment (any run, any owner) on this engine or account, for a
   * sweep of what dead owners left (owner-sweep.ts); absent where a provider cannot list them.
   */
  managedLabels?(): Promise<Record<string, string>[]>
  /** Resolves once every `create` under way has settled, or after `timeoutMs` (a forced exit's sweep waits). */
  creationsSettled(timeoutMs?: number): Promise<void>
}
