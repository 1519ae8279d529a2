// The sidecar services of a compose task, one set per attempt: a network of the attempt's own,
// named after the run and attempt (so a sweep after a crash finds it by name or label), each
// service on it under its service name, started in dependency order and ready before main starts.
// Everything is removed with the attempt; each service's output is kept in `services/<name>.log`.
import type { ServiceRecord } from '../results/environment-record-schema.js'
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ComposeService, ServiceDependency, Task } from '../task/types.js'
import { slugify } from '../task/slug.js'
import type {
  EnvironmentProvider,
  ImageOutcome,
  Service,
  ServiceGroup,
  ServiceHealthcheck,
} from './environment/types.js'
import { redactText } from './redact.js'
import { attemptLabels, type EnvironmentTracker } from './cleanup.js'

export const LABEL_SERVICE = 'helios.service'
const POLL_MS = 250
/** Longest wait for one service to become ready when its own healthcheck does not bound it. */
const MAX_READY_WAIT_SEC = 600
/** Lines of each service's output kept in `services/<name>.log`. */
const SAVED_LOG_LINES = 5000

export interface ServicesSpec {
  provider: EnvironmentProvider
  runId: string
  task: Task
  attempt: number
  attemptDir: string
  serviceImage: (service: ComposeService) => Promise<ImageOutcome>
  tracker: EnvironmentTracker
  pidsLimit: number
  secrets: readonly Buffer[]
  signal?: AbortSignal
}

/** The running services of one attempt: main joins `network` under the alias `main`. */
export interface ServiceSession {
  network: ServiceGroup
  services: Map<string, Service>
  /** What each service did, for result.json (filled as they start, get ready and stop). */
  records: Map<string, ServiceRecord>
}

/**
 * `helios-<run>-<task>-<checksum>-a<attempt>-<random>`: readable in `docker network ls`, and unique
 * even where two jobs of one workflow run (a model matrix: one run id) share a Docker engine, as
 * self-hosted runners may. Cleanup finds it by its labels.
 */
export function attemptNetworkName(runId: string, task: Task, attempt: number): string {
  const name = slugify(task.name)
    .replace(/[^a-z0-9_.-]+/g, '-')
    .slice(0, 40)
  const unique = randomBytes(3).toString('hex')
  return `helios-${runId}-${name}-${task.checksum.slice(0, 8)}-a${attempt}-${unique}`
}

/**
 * Creates the attempt's network and starts every service on it, dependencies first, waiting for
 * each `depends_on` condition; returns when every service is ready (healthy when it has a
 * healthcheck, else running), as `docker compose up --wait` would. On failure the caller still
 * gets the session through `onSession` to remove what was started.
 */
export async function startServices(
  spec: ServicesSpec,
  onSession: (session: ServiceSession) => void,
): Promise<ServiceSession> {
  const compose = spec.task.compose!
  const labels = attemptLabels(spec.runId, spec.task.id, spec.attempt)
  const noNetwork = spec.task.config.environment.networkMode === 'no-network'
  const network = attemptNetworkName(spec.runId, spec.task, spec.attempt)
  // Internal: services reach each other but nothing outside (a no-network task stays offline).
  const group = await spec.provider.createServiceGroup({ name: network, labels, internal: noNetwork })
  const session: ServiceSession = {
    network: group,
    services: new Map(),
    records: new Map(),
  }
  onSession(session)
  for (const service of compose.services) {
    await waitForDependencies(spec, session, service.dependsOn, service.name)
    const outcome = await spec.serviceImage(service)
    if (!outcome.ok) throw new Error(`service ${service.name}: ${outcome.reason}`)
    spec.signal?.throwIfAborted()
    const environment = await createService(spec, group, service, outcome.image, labels)
    session.services.set(service.name, environment)
    await environment.start(`service ${service.name}`)
    session.records.set(service.name, {
      ...{ name: service.name, image: outcome.image, started_at: new Date().toISOString() },
      ...{ ready_at: null, health: null, exit_code: null },
    })
  }
  await waitForDependencies(spec, session, compose.main.dependsOn, 'main')
  for (const name of session.services.keys()) await waitReady(spec, session, name)
  return session
}

async function createService(
  spec: ServicesSpec,
  group: ServiceGroup,
  service: ComposeService,
  image: string,
  labels: Record<string, string>,
): Promise<Service> {
  const environment = await group.addService({
    name: service.name,
    image,
    command: service.command,
    entrypoint: service.entrypoint,
    env: service.environment,
    workdir: service.workingDir,
    user: service.user,
    healthcheck: service.healthcheck,
    labels: { ...labels, [LABEL_SERVICE]: service.name },
    pidsLimit: spec.pidsLimit,
  })
  spec.tracker.add(environment)
  return environment
}

async function waitForDependencies(
  spec: ServicesSpec,
  session: ServiceSession,
  dependencies: readonly ServiceDependency[],
  waiter: string,
): Promise<void> {
  for (const { service, condition } of dependencies) {
    if (condition === 'service_healthy') await waitReady(spec, session, service, waiter)
    if (condition === 'service_completed_successfully') await waitCompleted(spec, session, service, waiter)
  }
}

/** Healthy when the service has a healthcheck (its own or its image's), running otherwise. */
async function waitReady(spec: ServicesSpec, session: ServiceSession, name: string, waiter?: string) {
  const environment = session.services.get(name)!
  const record = session.records.get(name)
  const ready = (health: ServiceRecord['health']) => {
    if (record && record.ready_at === null)
      Object.assign(record, { ready_at: new Date().toISOString(), health })
    return true
  }
  await poll(spec, name, async () => {
    const state = await environment.state()
    // An exited container reads as unhealthy: say that it exited, and why.
    if (!state.running) {
      if (state.exitCode === 0 && waiter === undefined && completesBeforeOthers(spec.task, name))
        return ready('completed')
      throw new Error(
        `service ${name} exited (code ${state.exitCode}) before it was ready${await logTail(environment)}`,
      )
    }
    const health = state.health
    if (health === 'healthy') return ready('healthy')
    if (health === 'unhealthy') {
      const last = state.lastHealthOutput?.trim()
      throw new Error(`service ${name} is unhealthy${last ? `: ${oneLine(last)}` : ''}`)
    }
    if (health === 'starting' && (await probe(environment, state.healthcheck))) return ready('healthy')
    if (health === null && waiter !== undefined && !state.healthcheck)
      throw new Error(
        `${waiter} waits for service ${name} to be healthy (condition: service_healthy), but ${name} has no healthcheck: add one to the service`,
      )
    return health === null && ready('running')
  })
}

/**
 * Runs the service's health test once ourselves. Docker first runs it one `interval` after the
 * start (30 s by default) and Docker 20.10 has no `start_interval`, so without this every attempt
 * would wait that long; a passing test means what Docker's next passing run would. A failing one
 * changes nothing: Docker's own runs and `retries` still decide `unhealthy`.
 */
async function probe(environment: Service, check: ServiceHealthcheck | null) {
  const test = check?.test ?? []
  const cmd =
    test[0] === 'CMD-SHELL' ? ['/bin/sh', '-c', test[1] ?? ''] : test[0] === 'CMD' ? test.slice(1) : null
  if (cmd === null || cmd.length === 0) return false
  const timeoutMs = check?.timeoutSec ? check.timeoutSec * 1000 : 30_000
  const outcome = await environment.exec({ cmd, timeoutMs }).catch(() => null)
  return outcome?.exitCode === 0
}

async function waitCompleted(spec: ServicesSpec, session: ServiceSession, name: string, waiter: string) {
  const environment = session.services.get(name)!
  await poll(spec, name, async () => {
    const state = await environment.state()
    if (state.running) return false
    const record = session.records.get(name)
    if (state.exitCode === 0 && record && record.ready_at === null)
      Object.assign(record, { ready_at: new Date().toISOString(), health: 'completed' })
    if (state.exitCode === 0) return true
    throw new Error(
      `service ${name} exited with code ${state.exitCode}; ${waiter} needs it to complete successfully${await logTail(environment)}`,
    )
  })
}

/** A one-shot service (something waits for it to complete) may be gone by the final check. */
function completesBeforeOthers(task: Task, name: string): boolean {
  const compose = task.compose!
  return [compose.main, ...compose.services].some((s) =>
    s.dependsOn.some((d) => d.service === name && d.condition === 'service_completed_successfully'),
  )
}

async function poll(spec: ServicesSpec, name: string, ready: () => Promise<boolean>): Promise<void> {
  const check = spec.task.compose!.services.find((s) => s.name === name)?.healthcheck
  const bound = check
    ? check.startPeriodSec + (check.intervalSec + check.timeoutSec) * (check.retries + 1)
    : 0
  const deadline = Date.now() + Math.min(Math.max(bound + 30, 60), MAX_READY_WAIT_SEC) * 1000
  while (!(await ready())) {
    spec.signal?.throwIfAborted()
    if (Date.now() > deadline) throw new Error(`service ${name} was not ready in time`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

async function logTail(environment: Service): Promise<string> {
  const text = await environment.logs(5).catch(() => '')
  return text ? `: ${oneLine(text)}` : ''
}

/** Removes the services and the network; keeps each service's output (capped, redacted) first. */
export async function removeServices(spec: ServicesSpec, session: ServiceSession): Promise<void> {
  const folder = join(spec.attemptDir, 'services')
  // No folder for the logs (a full disk): the services are removed all the same, then it is thrown.
  const failure = await mkdir(folder, { recursive: true }).then(
    () => null,
    (error: unknown) => error,
  )
  for (const [name, service] of session.services) {
    const state = await service.state().catch(() => null)
    const record = session.records.get(name)
    if (record && state && !state.running) record.exit_code = state.exitCode
    if (failure === null) await saveLog(service, join(folder, `${name}.log`), spec).catch(() => undefined)
    await service.remove()
    spec.tracker.delete(service)
  }
  await session.network.remove()
  if (failure !== null) throw failure
}

/** The service's last lines of output (both streams, in order), redacted. */
async function saveLog(environment: Service, path: string, spec: ServicesSpec): Promise<void> {
  await writeFile(path, redactText(await environment.logs(SAVED_LOG_LINES), spec.secrets))
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(-300)
}
