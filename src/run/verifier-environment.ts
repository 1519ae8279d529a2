// The verifier in an environment of its own, started from the pristine image (trust-boundary.ts):
// - separate mode (Harbor 1.4's `environment_mode = "separate"`): the agent's environment is
//   stopped; the verifier's image, its own network, the declared artifacts only;
// - shared mode where the provider can (`verifierBeside`): the agent's environment keeps running
//   with whatever the agent left (a server the test queries answers), the verifier joins its
//   network, and the subject — workdir, declared artifacts, paths the tests name — is copied in.
import { dirname, posix } from 'node:path'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { AttemptSpec, AttemptState } from './attempt-types.js'
import type { Environment, ExecOutcome, Mount, NetworkPolicy } from './environment/types.js'
import { exitedInstead } from './environment/stopped.js'
import { TailBuffer } from './environment/streams.js'
import { attemptLabels } from './cleanup.js'
import {
  copyLogsOut,
  readRewardFiles,
  VERIFIER_COMMAND,
  verifierEnvironmentArchive,
} from './verifier-files.js'
import {
  type ImagePathKind,
  declaredOverlap,
  deletablePaths,
  parseProbe,
  pathsNamedIn,
  probeScript,
  subjectPaths,
  VERIFIER_PYTHON_ENV,
} from './trust-boundary.js'
import { verifierEtcMounts } from './verifier-etc.js'
import { listeningPorts, portsLeftByAgent } from './listening-ports.js'
import { AGENT_ROOT_MOUNT, copyBounded, copyFromRoot, unaliasLinks } from './subject-copy.js'
import { displayBundleMount, linkDisplayBundle } from './display/bundle-mount.js'
import { DISPLAY } from './display/start-script.js'

export type VerifierPlacement = 'separate' | 'beside'

/**
 * A verifier environment beside the agent's, made ready while the agent works: started, the
 * tests copied in and the image asked about the paths they name. Nothing of the agent reaches it
 * yet; the subject is copied once the agent phase is over.
 */
export interface ReadyVerifier {
  environment: Environment
  named: ReadonlyMap<string, ImagePathKind>
  /** The agent's root filesystem, mounted read-only at AGENT_ROOT_MOUNT: its own mounts are not in it. */
  agentRoot: { mounts: readonly string[] } | null
}

export async function prepareBeside(spec: AttemptSpec, agent: Environment): Promise<ReadyVerifier> {
  const image = await spec.image()
  if (!image.ok) throw new Error(`verifier image: ${image.reason}`)
  spec.signal?.throwIfAborted()
  const root = (await agent.rootfs?.()) ?? null
  const displayBundle = await displayBundleMount(spec, image.image)
  const mounts = [
    ...(root ? [{ hostPath: root.hostPath, path: AGENT_ROOT_MOUNT, readOnly: true }] : []),
    ...(displayBundle ? [displayBundle] : []),
    ...(spec.provider.capabilities.mounts ? verifierEtcMounts(spec.task.compose ? 'group' : 'default') : []),
  ]
  const network: NetworkPolicy = { kind: 'beside', environment: agent }
  const environment = await createVerifierEnvironment(spec, image.image, network, agent, mounts)
  try {
    await startVerifierEnvironment(environment, spec)
    // The agent's display is reachable from beside it: its tools must be too.
    if (displayBundle) await linkDisplayBundle(environment)
    const paths = await namedPaths(spec.task.testsDirs)
    const named = paths.length > 0 ? await probe(environment, paths) : new Map<string, ImagePathKind>()
    return { environment, named, agentRoot: root ? { mounts: root.mounts } : null }
  } catch (error) {
    await discardVerifier(spec, environment)
    throw await exitedInstead(environment, VERIFIER_ENVIRONMENT, error)
  }
}

/** A ready verifier that will not be used (the agent phase failed, or restarted its environment). */
export async function discardReady(spec: AttemptSpec, ready: Promise<ReadyVerifier>): Promise<void> {
  const verifier = await ready.catch(() => null)
  if (verifier) await discardVerifier(spec, verifier.environment)
}

async function discardVerifier(spec: AttemptSpec, environment: Environment): Promise<void> {
  await environment.remove()
  spec.tracker.delete(environment)
}

export async function runVerifierEnvironment(
  spec: AttemptSpec,
  state: AttemptState,
  agent: Environment,
  agentWindow: { from: number; to: number },
  placement: VerifierPlacement,
  ready: Promise<ReadyVerifier> | null = null,
): Promise<void> {
  const started = Date.now()
  const { facts } = state
  const workdir = spec.task.config.environment.workdir ?? (await agent.workdir())
  const declared = spec.task.config.collectedPaths.map((a) => posix.resolve(workdir, a.source))
  state.isolation = placement
  let agentPorts: number[] = []
  if (placement === 'separate') {
    agentPorts = await listeningPorts(agent)
    // Stopped, not removed: its files are still there to copy from. The agent's logs come out
    // first, so they are kept even when the verifier's image cannot be had.
    await agent.kill().catch(() => undefined)
    await copyLogsOut(spec, agent, ['agent', 'artifacts'])
  }
  const overlap = declaredOverlap(declared)
  if (overlap) {
    if (ready) await discardReady(spec, ready)
    throw new Error(overlap)
  }
  const opened = await (ready ?? openVerifier(spec, placement, agent))
  const { environment: verifier } = opened
  // Beside, the agent's environment still holds its logs (separate mode copied them above): they
  // come out while the verifier works, and its removal overlaps the end of that copy.
  let oddRewards: string[]
  const agentLogs =
    placement === 'beside' ? copyLogsOut(spec, agent, ['agent', 'artifacts']) : Promise.resolve()
  agentLogs.catch(() => undefined)
  try {
    // The image's own services listen in the verifier's environment too: only the others were the agent's.
    if (agentPorts.length > 0)
      facts.serversStopped = portsLeftByAgent(agentPorts, await listeningPorts(verifier))
    const pair = {
      agent,
      verifier,
      workdir,
      declared,
      placement,
      named: opened.named,
      agentRoot: opened.agentRoot,
    }
    const run = await verify(spec, state, pair).catch(async (error: unknown) => {
      throw await exitedInstead(verifier, VERIFIER_ENVIRONMENT, error)
    })
    state.exitCodes.verifier = run.exitCode
    facts.verifierTimedOut = run.timedOut
    if (run.timedOut) await verifier.kill().catch(() => undefined)
    oddRewards = await copyLogsOut(spec, verifier, ['verifier'])
  } finally {
    await Promise.all([discardVerifier(spec, verifier), agentLogs.catch(() => undefined)])
  }
  await agentLogs
  state.timings.verifier_sec = Math.round(Date.now() - started) / 1000
  facts.oomKilled ||= spec.oomWatcher?.sawOom(agent.id, agentWindow.from, agentWindow.to) ?? false
  facts.reward = await readRewardFiles(spec.attemptDir, oddRewards)
}

/** Separate mode's verifier (its own image and network), or a beside one not made ready before. */
async function openVerifier(
  spec: AttemptSpec,
  placement: VerifierPlacement,
  agent: Environment,
): Promise<ReadyVerifier> {
  if (placement === 'beside') return prepareBeside(spec, agent)
  const image = await (spec.verifierImage ?? spec.image)()
  if (!image.ok) throw new Error(`verifier image: ${image.reason}`)
  spec.signal?.throwIfAborted()
  const environment = await createVerifierEnvironment(spec, image.image, separateNetwork(spec), agent)
  try {
    await startVerifierEnvironment(environment, spec)
    return { environment, named: new Map(), agentRoot: null }
  } catch (error) {
    await discardVerifier(spec, environment)
    throw await exitedInstead(environment, VERIFIER_ENVIRONMENT, error)
  }
}

const VERIFIER_ENVIRONMENT = 'the verifier environment'

function separateNetwork(spec: AttemptSpec): NetworkPolicy {
  const limits = spec.task.config.verifier.environment ?? spec.task.config.environment
  return { kind: limits.networkMode === 'no-network' ? 'none' : 'default' }
}

interface VerifierPair {
  agent: Environment
  verifier: Environment
  workdir: string
  declared: string[]
  placement: VerifierPlacement
  named: ReadonlyMap<string, ImagePathKind>
  agentRoot: ReadyVerifier['agentRoot']
}

/** The subject in, then the tests run: a fault here may be the verifier image's, which exitedInstead tells. */
async function verify(spec: AttemptSpec, state: AttemptState, pair: VerifierPair): Promise<ExecOutcome> {
  const subject = subjectPaths({
    workdir: pair.placement === 'beside' ? pair.workdir : null,
    declared: pair.declared,
    named: pair.named,
  })
  state.subject = subject
  await copySubject(spec, pair, subject)
  const separateEnv = spec.task.config.verifier.environment
  return pair.verifier.exec({
    cmd: ['bash', '-c', VERIFIER_COMMAND],
    user: spec.task.config.verifier.user,
    env: spec.env.verifier,
    workdir: pair.placement === 'separate' ? separateEnv?.workdir : pair.workdir,
    timeoutMs: state.facts.verifierTimeoutSec * 1000,
  })
}

/** Absolute paths in the task's test files (text files up to 1 MiB each). */
async function namedPaths(testsDirs: readonly string[]): Promise<string[]> {
  const found = new Set<string>()
  for (const root of testsDirs) {
    for (const entry of await readdir(root, { withFileTypes: true, recursive: true }).catch(() => [])) {
      if (!entry.isFile()) continue
      const content = await readFile(join(entry.parentPath, entry.name)).catch(() => null)
      if (!content || content.length > 1024 * 1024 || content.includes(0)) continue
      for (const path of pathsNamedIn(content.toString('utf8'))) found.add(path)
    }
  }
  return [...found].slice(0, 2000)
}

/** What the pristine image holds at each path, asked of the verifier environment itself. */
async function probe(verifier: Environment, paths: string[]) {
  const stdout = new TailBuffer(4 * 1024 * 1024)
  const outcome = await verifier.exec({
    cmd: ['sh', '-c', probeScript(paths)],
    user: 'root',
    workdir: '/',
    stdout,
  })
  if (outcome.exitCode !== 0)
    throw new Error(`the verifier image could not list the paths its tests name (exit ${outcome.exitCode})`)
  return parseProbe(stdout.text())
}

/** Each subject path recreated at its place; one the agent never made is skipped. */
async function copySubject(spec: AttemptSpec, pair: VerifierPair, subject: string[]): Promise<void> {
  const budget = {
    bytes: spec.subjectCapBytes,
    cap: spec.subjectCapBytes,
    deadline: Date.now() + verifierTimeoutMs(spec),
  }
  // From the agent's mounted root where the path is in it; through the engine's archives otherwise.
  const mounts = pair.agentRoot?.mounts ?? []
  const inMount = (path: string) =>
    mounts.some((m) => path === m || path.startsWith(`${m}/`) || m.startsWith(`${path}/`))
  const fromRoot = pair.agentRoot ? subject.filter((path) => !inMount(path)) : []
  const archived = subject.filter((path) => !fromRoot.includes(path))
  const deletable = pair.agentRoot ? deletablePaths(pair.named, subject).filter((path) => !inMount(path)) : []
  // With nothing to archive, the links are checked in the same exec as the copy.
  await copyFromRoot(pair.verifier, fromRoot, budget, deletable, archived.length === 0 ? subject : [])
  const parents = [...new Set(archived.map((source) => dirname(source)))]
  // The agent's version replaces the image's whole (its deletions included), as from the root.
  if (archived.length > 0)
    await pair.verifier.exec({ cmd: ['rm', '-rf', '--', ...archived], user: 'root', workdir: '/' })
  if (parents.length > 0)
    await pair.verifier.exec({ cmd: ['mkdir', '-p', ...parents], user: 'root', workdir: '/' })
  for (const source of archived) await copyBounded(pair.agent, pair.verifier, source, budget)
  if (archived.length > 0 || !pair.agentRoot) await unaliasLinks(pair.verifier, subject)
}

/** The copy may take as long as the verifier itself may. */
function verifierTimeoutMs(spec: AttemptSpec): number {
  return spec.task.config.verifier.timeoutSec * spec.timeoutMultiplier * 1000
}

async function createVerifierEnvironment(
  spec: AttemptSpec,
  image: string,
  network: NetworkPolicy,
  agent: Environment,
  mounts: Mount[] = [],
): Promise<Environment> {
  const separate = network.kind !== 'beside'
  const env = separate ? spec.task.config.verifier.environment : null
  const limits = env ?? spec.task.config.environment
  const environment = await spec.provider.create({
    image,
    env: {
      ...VERIFIER_PYTHON_ENV,
      // Beside: the agent environment's own variables (compose's main service's too), as Harbor's verifier sees them.
      ...(separate
        ? spec.env.verifierEnvironment
        : { ...spec.task.compose?.main.environment, ...spec.env.environment, ...displayEnv(spec) }),
    },
    // Separate: the verifier image's own (the task's workdir may not exist there).
    workdir: separate ? (env?.workdir ?? null) : (spec.task.config.environment.workdir ?? null),
    // Swept with the attempt's by the same labels; the role tells it from the agent's.
    labels: { ...attemptLabels(spec.runId, spec.task.id, spec.attempt), 'helios.role': 'verifier' },
    limits: { cpus: limits.cpus, memoryMb: limits.memoryMb, pidsLimit: spec.pidsLimit },
    network,
    mounts,
    noImageHealthcheck: true,
    noImageEntrypoint: !separate,
    companionOf: agent,
  })
  spec.tracker.add(environment)
  return environment
}

/** Beside a GUI attempt's environment: its screen (the X socket is in the network namespace they share). */
function displayEnv(spec: AttemptSpec): Record<string, string> {
  return spec.task.config.environment.display ? { DISPLAY } : {}
}

/** Inside the caller's try: an environment that fails to start is still removed. */
async function startVerifierEnvironment(environment: Environment, spec: AttemptSpec): Promise<void> {
  await environment.copyIn(await verifierEnvironmentArchive(spec.task), '/')
  await environment.start(VERIFIER_ENVIRONMENT)
}
