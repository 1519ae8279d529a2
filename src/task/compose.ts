// `environment/docker-compose.yaml` → the services an attempt starts beside its `main` container.
// helios starts them itself through the Docker API, so it reads the part of the Compose format
// that describes a service; a key that would change how a service runs and is not read here makes
// the task invalid (never run differently from what its author wrote); keys that change nothing
// on a per-attempt network are warnings. Pure: the caller reads the file and checks the paths.

import { resolve } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { parseCommand, parseDuration, parseEnvironment, parseHealthTest } from './compose-values.js'
import { EnvTemplateError, TaskConfigError } from './errors.js'
import { expandEnvTemplate } from './env-template.js'
import type {
  ComposeEnvironment,
  ComposeService,
  ServiceDependency,
  ServiceHealthcheck,
  ServiceImage,
  TaskConfigWarning,
} from './types.js'
import { isOneOf, isRecord, messageOf } from '../narrow.js'

type Table = Record<string, unknown>

const HARBOR = 'run it with Harbor'
const SERVICE_KEYS = new Set([
  'build',
  'image',
  'command',
  'entrypoint',
  'environment',
  'healthcheck',
  'depends_on',
  'working_dir',
  'user',
])
const MAIN_KEYS = new Set(['depends_on', 'environment'])
/** Keys that change nothing for services that live one attempt on a network of their own. */
const IGNORED_KEYS: Record<string, string> = {
  expose: 'services reach each other by name on the attempt network; every port is open there',
  ports: 'not published on the host: services reach each other by name on the attempt network',
  container_name: 'containers are named per attempt so attempts can run side by side',
  restart: 'services live for one attempt and are not restarted',
  hostname: 'services are reached by their service name',
  labels: 'helios labels the containers of an attempt itself',
  logging: 'service logs are read through the Docker API',
  cpus: 'resource limits apply to main only (task.toml [environment])',
  mem_limit: 'resource limits apply to main only (task.toml [environment])',
  deploy: 'resource limits apply to main only (task.toml [environment])',
  stop_grace_period: 'services are force-removed with the attempt',
}
const MAIN_IGNORED: Record<string, string> = {
  build: 'main is built from environment/Dockerfile (or [environment] docker_image), as in Harbor',
  image: 'main is built from environment/Dockerfile (or [environment] docker_image), as in Harbor',
  command: 'main runs `sleep infinity` so the agent and verifier can exec into it, as in Harbor',
}
const CONDITIONS: readonly ServiceDependency['condition'][] = [
  'service_started',
  'service_healthy',
  'service_completed_successfully',
]

/** Harbor's compose variables: the only ones a compose file can read (host variables never are). */
export type ComposeVariables = {
  MAIN_IMAGE_NAME: string
  CONTEXT_DIR: string
  CPUS: string
  MEMORY: string
  PREBUILT_IMAGE_NAME?: string
}

/** One problem of a compose file; every one is collected, then reported together. */
class ComposeProblem extends Error {
  constructor(
    readonly field: string | null,
    readonly detail: string,
  ) {
    super(detail)
  }
}

const fail = (field: string | null, detail: string): never => {
  throw new ComposeProblem(field, detail)
}

export function parseComposeFile(
  text: string,
  file: string,
  vars: ComposeVariables,
  environmentDir: string,
): ComposeEnvironment {
  const problems: ComposeProblem[] = []
  const collect = <T>(read: () => T, fallback: T): T => {
    try {
      return read()
    } catch (error) {
      if (!(error instanceof ComposeProblem)) throw error
      problems.push(error)
      return fallback
    }
  }
  const result = collect(() => readFile(text, file, vars, environmentDir, collect), null)
  if (problems.length === 1) throw new TaskConfigError(file, problems[0]!.field, problems[0]!.detail)
  if (problems.length > 0) {
    const listed = problems.map((p) => (p.field ? `${p.field}: ${p.detail}` : p.detail))
    throw new TaskConfigError(file, problems[0]!.field, `${problems.length} problems: ${listed.join('; ')}`)
  }
  return result!
}

type Collect = <T>(read: () => T, fallback: T) => T

function readFile(
  text: string,
  file: string,
  vars: ComposeVariables,
  environmentDir: string,
  collect: Collect,
): ComposeEnvironment {
  let doc: unknown
  try {
    doc = parseYaml(text, { prettyErrors: true })
  } catch (error) {
    // The message keeps the line, the column and the lines around it.
    return fail(null, `not valid YAML: ${messageOf(error).trimEnd()}`)
  }
  if (!isRecord(doc)) return fail(null, 'expected a mapping with a `services:` key')
  const root = interpolateTable(doc, '', vars, collect)
  for (const key of Object.keys(root)) {
    if (key !== 'services' && key !== 'version' && key !== 'name' && !key.startsWith('x-'))
      collect(
        () => fail(key, `top-level \`${key}\` is not supported by helios' compose runner; ${HARBOR}`),
        null,
      )
  }
  const services = root['services']
  if (!isRecord(services)) return fail('services', 'expected a mapping of service names to services')
  // Harbor always supplies main (its own compose file is read first): a file of sidecars only is whole.
  const mainValue = services['main'] ?? {}
  if (!isRecord(mainValue)) return fail('services.main', 'expected a mapping (depends_on:, environment:)')
  const warnings: TaskConfigWarning[] = []
  const names = new Set(['main', ...Object.keys(services)])
  const context = { fail, collect, warnings, vars, environmentDir, names }
  const main = collect(() => readMain(mainValue, context), { dependsOn: [], environment: {} })
  const sidecars = Object.entries(services)
    .filter(([name]) => name !== 'main')
    .map(([name, value]) => collect(() => readService(name, value, context), null))
    .filter((service): service is ComposeService => service !== null)
  return { file, services: startOrder(sidecars, fail), main, warnings }
}

interface ReadContext {
  fail: (field: string | null, detail: string) => never
  /** Runs one read; a problem is kept for the report and the read gives `fallback`. */
  collect: Collect
  warnings: TaskConfigWarning[]
  vars: ComposeVariables
  environmentDir: string
  names: ReadonlySet<string>
}

function readMain(value: Table, ctx: ReadContext): ComposeEnvironment['main'] {
  for (const key of Object.keys(value)) {
    const at = `services.main.${key}`
    const ignored = MAIN_IGNORED[key] ?? IGNORED_KEYS[key]
    if (ignored) ctx.warnings.push({ field: at, message: `ignored: ${ignored}` })
    else if (!MAIN_KEYS.has(key))
      ctx.collect(
        () =>
          ctx.fail(at, `not supported for main by helios (main reads depends_on and environment); ${HARBOR}`),
        null,
      )
  }
  const dependsOn = readDependsOn(value['depends_on'], 'services.main.depends_on', ctx)
  return { dependsOn, environment: readEnvironment(value['environment'], 'services.main.environment', ctx) }
}

function readService(name: string, value: unknown, ctx: ReadContext): ComposeService {
  const at = `services.${name}`
  if (!isRecord(value)) return ctx.fail(at, 'expected a mapping (image:, build:, command:, …)')
  if (!/^[a-zA-Z0-9][a-zA-Z0-9_.-]*$/.test(name))
    ctx.fail(at, 'a service name is letters, digits, `_`, `.` and `-`')
  for (const key of Object.keys(value)) {
    if (IGNORED_KEYS[key])
      ctx.warnings.push({ field: `${at}.${key}`, message: `ignored: ${IGNORED_KEYS[key]}` })
    else if (!SERVICE_KEYS.has(key))
      ctx.collect(() => ctx.fail(`${at}.${key}`, `not supported by helios' compose runner; ${HARBOR}`), null)
  }
  const argv = (key: string): string[] | null =>
    value[key] === undefined || value[key] === null
      ? null
      : (parseCommand(value[key]) ?? ctx.fail(`${at}.${key}`, 'expected a string or a list of strings'))
  const text = (key: string): string | null =>
    value[key] === undefined
      ? null
      : typeof value[key] === 'string' || typeof value[key] === 'number'
        ? String(value[key])
        : ctx.fail(`${at}.${key}`, 'expected a string')
  return {
    name,
    image: readImage(value, at, ctx),
    command: argv('command'),
    entrypoint: argv('entrypoint'),
    environment: readEnvironment(value['environment'], `${at}.environment`, ctx),
    workingDir: text('working_dir'),
    user: text('user'),
    healthcheck: readHealthcheck(value['healthcheck'], `${at}.healthcheck`, ctx),
    dependsOn: readDependsOn(value['depends_on'], `${at}.depends_on`, ctx),
  }
}

/** `build:` wins over `image:` (Compose then tags the build with the image name). */
function readImage(service: Table, at: string, ctx: ReadContext): ServiceImage {
  const { build, image } = service
  if (build === undefined) {
    if (typeof image !== 'string' || image === '') return ctx.fail(at, 'a service needs `image:` or `build:`')
    return image === ctx.vars.MAIN_IMAGE_NAME ? { kind: 'main' } : { kind: 'image', name: image }
  }
  const table: Table = typeof build === 'string' ? { context: build } : isRecord(build) ? build : {}
  if (typeof build !== 'string' && !isRecord(build))
    ctx.fail(`${at}.build`, 'expected a folder (string) or a mapping with `context:`')
  for (const key of Object.keys(table)) {
    if (!['context', 'dockerfile', 'args'].includes(key))
      ctx.fail(
        `${at}.build.${key}`,
        `not supported by helios (it reads context, dockerfile, args); ${HARBOR}`,
      )
  }
  const context = table['context'] ?? '.'
  if (typeof context !== 'string') return ctx.fail(`${at}.build.context`, 'expected a folder path')
  const dockerfile = table['dockerfile'] ?? null
  if (dockerfile !== null && typeof dockerfile !== 'string')
    return ctx.fail(`${at}.build.dockerfile`, 'expected a file name relative to the context')
  const args = parseEnvironment(table['args'])
  if (args === null) return ctx.fail(`${at}.build.args`, 'expected a mapping or a list of KEY=value')
  return {
    kind: 'build',
    contextDir: resolve(ctx.environmentDir, context),
    dockerfile,
    args,
    hash: '',
  }
}

function readEnvironment(value: unknown, at: string, ctx: ReadContext): Record<string, string> {
  return parseEnvironment(value) ?? ctx.fail(at, 'expected a mapping or a list of KEY=value')
}

function readHealthcheck(value: unknown, at: string, ctx: ReadContext): ServiceHealthcheck | null {
  if (value === undefined || value === null) return null
  if (!isRecord(value)) return ctx.fail(at, 'expected a mapping with `test:`')
  if (value['disable'] === true)
    return { test: ['NONE'], intervalSec: 0, timeoutSec: 0, retries: 0, startPeriodSec: 0 }
  const test = parseHealthTest(value['test'])
  if (test === null)
    return ctx.fail(`${at}.test`, 'expected a shell command, or a list starting with CMD, CMD-SHELL or NONE')
  const seconds = (key: string, fallback: number): number =>
    value[key] === undefined
      ? fallback
      : (parseDuration(value[key]) ?? ctx.fail(`${at}.${key}`, 'expected a duration such as "5s" or "1m30s"'))
  const retries = value['retries'] ?? 3
  if (typeof retries !== 'number' || !Number.isInteger(retries) || retries < 1)
    return ctx.fail(`${at}.retries`, 'expected a whole number ≥ 1')
  // Docker's defaults: 30 s interval and timeout, 3 retries, no start period.
  return {
    test,
    intervalSec: seconds('interval', 30),
    timeoutSec: seconds('timeout', 30),
    retries,
    startPeriodSec: seconds('start_period', 0),
  }
}

function readDependsOn(value: unknown, at: string, ctx: ReadContext): ServiceDependency[] {
  if (value === undefined || value === null) return []
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((name) => [String(name), {}])
    : isRecord(value)
      ? Object.entries(value)
      : ctx.fail(at, 'expected a list of service names or a mapping of them')
  return entries.map(([service, spec]) => {
    if (!ctx.names.has(service)) ctx.fail(`${at}.${service}`, `no service named ${service} in this file`)
    if (service === 'main') ctx.fail(`${at}.${service}`, 'main starts last: no service can wait for it')
    const condition = isRecord(spec) ? (spec['condition'] ?? 'service_started') : 'service_started'
    if (!isOneOf(CONDITIONS, condition))
      return ctx.fail(`${at}.${service}.condition`, `expected one of ${CONDITIONS.join(', ')}`)
    return { service, condition }
  })
}

/** Dependencies first; a cycle is an error naming a service on it. */
function startOrder(services: ComposeService[], fail: ReadContext['fail']): ComposeService[] {
  const byName = new Map(services.map((s) => [s.name, s]))
  const ordered: ComposeService[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (service: ComposeService): void => {
    if (state.get(service.name) === 'done') return
    if (state.get(service.name) === 'visiting')
      fail(`services.${service.name}.depends_on`, 'services wait for each other in a cycle')
    state.set(service.name, 'visiting')
    for (const dependency of service.dependsOn) visit(byName.get(dependency.service)!)
    state.set(service.name, 'done')
    ordered.push(service)
  }
  services.forEach(visit)
  return ordered
}

/** `${VAR}` / `${VAR:-default}` in every string value, from Harbor's variables only. */
function interpolate(value: unknown, at: string, vars: ComposeVariables, collect: Collect): unknown {
  if (typeof value === 'string') {
    return collect(() => {
      try {
        return expandEnvTemplate(value, vars)
      } catch (error) {
        if (!(error instanceof EnvTemplateError)) throw error
        return fail(at || null, unknownVariable(error, vars))
      }
    }, value)
  }
  if (Array.isArray(value)) return value.map((v, i) => interpolate(v, `${at}.${i}`, vars, collect))
  return isRecord(value) ? interpolateTable(value, at, vars, collect) : value
}

function interpolateTable(table: Table, at: string, vars: ComposeVariables, collect: Collect): Table {
  const out: Table = {}
  for (const [key, v] of Object.entries(table))
    out[key] = interpolate(v, at ? `${at}.${key}` : key, vars, collect)
  return out
}

/** Variables Harbor sets that helios does not, with what Harbor does with them. */
const HARBOR_VARIABLES: Record<string, string> = {
  HOST_VERIFIER_LOGS_PATH:
    "Harbor (deprecated) sets it to the trial's host folder behind /logs/verifier, for a bind mount; helios keeps /logs inside main and copies it out, so remove the volume that uses it",
  HOST_AGENT_LOGS_PATH:
    "Harbor (deprecated) sets it to the trial's host folder behind /logs/agent, for a bind mount; helios keeps /logs inside main and copies it out, so remove the volume that uses it",
  HOST_ARTIFACTS_PATH:
    "Harbor (deprecated) sets it to the trial's host folder behind /logs/artifacts, for a bind mount; helios keeps /logs inside main and copies it out, so remove the volume that uses it",
  ENV_VERIFIER_LOGS_PATH: 'Harbor (deprecated) sets it to /logs/verifier: write /logs/verifier',
  ENV_AGENT_LOGS_PATH: 'Harbor (deprecated) sets it to /logs/agent: write /logs/agent',
  ENV_ARTIFACTS_PATH: 'Harbor (deprecated) sets it to /logs/artifacts: write /logs/artifacts',
  TEST_DIR: 'older Harbor versions set it to /tests (newer ones do not): write /tests',
}

function unknownVariable(error: EnvTemplateError, vars: ComposeVariables): string {
  if (error.variable === null || !/not set/.test(error.message)) return error.message
  const harbor = HARBOR_VARIABLES[error.variable]
  if (harbor) return `\${${error.variable}} is not set by helios: ${harbor}`
  return `\${${error.variable}} is not a variable helios sets (${Object.keys(vars).join(', ')}); host variables are never read (they may be secrets): write the value or a default, \${${error.variable}:-value}`
}
