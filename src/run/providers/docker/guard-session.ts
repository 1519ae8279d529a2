// Verifier integrity on Docker: the agent must not decide its own reward. Between the agent phase
// and the verifier the attempt container is frozen; every process the agent phase started is killed
// while frozen (unless the task declares it a service: `[verifier] keep_ports`, or keeps all with
// `keep_agent_processes`), and what the agent phase changed against the image is judged: a change
// to what the verifier runs makes the attempt an error. All of it is done from the guard's helper
// container and the engine's API, never with a tool of the attempt container.
import type Docker from 'dockerode'
import type { VerifierGuard } from '../../../results/types.js'
import type { Task } from '../../../task/types.js'
import { readArchiveFiles } from '../../environment/archive.js'
import { guardTarget, type GuardHelpers } from './guard-helper.js'
import { snapshotScript, stopScript, type ProcessList } from './guard-scripts.js'
import {
  contentNeeded,
  CORE_COMMANDS,
  findTampering,
  parseChanges,
  tamperingReason,
  type FileChange,
} from '../../guard/tampering.js'
import { parseGuardOutput } from '../../verifier-guard.js'

/** The guard of one attempt, from the start of its (first) agent phase to its end. */
export interface GuardSession {
  helpers: GuardHelpers
  /** The helper's image: one the run already has (the task's own). */
  image: string
  /** `PID:START` of the processes before the agent phase; null: the image starts none of its own. */
  before: string[] | null
  /** Files the image's entrypoint changed before the agent phase: the task's, not the agent's. */
  baseline: ReadonlySet<string>
}

/** Images with an ENTRYPOINT may start services before the agent; others start only the command. */
const entrypointOf = new Map<string, boolean>()

export async function imageHasEntrypoint(docker: Docker, image: string): Promise<boolean> {
  let known = entrypointOf.get(image)
  if (known === undefined) {
    const info = (await docker.getImage(image).inspect()) as { Config?: { Entrypoint?: string[] | null } }
    known = (info.Config?.Entrypoint?.length ?? 0) > 0
    entrypointOf.set(image, known)
  }
  return known
}

/**
 * Right before the agent phase. Where the image may start services, a snapshot of processes and
 * files is taken first (they are the task's); otherwise the run's helper is warmed, off the path.
 */
export async function startGuard(
  docker: Docker,
  helpers: GuardHelpers,
  container: Docker.Container,
  image: string,
): Promise<GuardSession> {
  const session: GuardSession = { helpers, image, before: null, baseline: new Set() }
  if (await imageHasEntrypoint(docker, image)) return snapshot(session, container)
  helpers.warm(image, (await guardTarget(container)).layerRoot)
  return session
}

/** After a restart every process is new: the image's own are the "before" ones again. */
export async function restartedGuard(
  session: GuardSession,
  container: Docker.Container,
): Promise<GuardSession> {
  return session.before === null
    ? session
    : { ...(await snapshot(session, container)), baseline: session.baseline }
}

async function snapshot(session: GuardSession, container: Docker.Container): Promise<GuardSession> {
  const target = await guardTarget(container)
  const script = snapshotScript(target, await processesOf(container))
  const output = await session.helpers.run(session.image, script, target.layerRoot)
  const before = [...output.matchAll(/(?:^|\0)R (\d+) (\d+)(?=\0)/g)].map((m) => `${m[1]}:${m[2]}`)
  return { ...session, before, baseline: new Set(parseChanges(output).map(changeKey)) }
}

/** The container's processes as host PIDs, from the engine (exact while it is paused). */
async function processesOf(container: Docker.Container): Promise<ProcessList> {
  const top = (await container.top({ ps_args: '-o pid' })) as {
    Titles: string[]
    Processes: string[][] | null
  }
  const column = Math.max(0, top.Titles.indexOf('PID'))
  return { pids: (top.Processes ?? []).map((row) => Number(row[column])).filter(Number.isInteger) }
}

/**
 * Freeze, stop, thaw, judge. The container is paused (cgroup freezer) while the helper kills, so
 * nothing forks away; the kills land as it thaws. Then the files the agent phase changed.
 */
export async function guardBeforeVerifier(
  session: GuardSession,
  container: Docker.Container,
  task: Task,
): Promise<VerifierGuard> {
  const target = await guardTarget(container)
  const settings = {
    keepAll: task.config.verifier.keepAgentProcesses,
    ports: task.config.verifier.keepPorts,
    before: session.before,
  }
  await container.pause()
  let output: string
  try {
    const script = stopScript(target, await processesOf(container), settings)
    output = await session.helpers.run(session.image, script, target.layerRoot)
  } finally {
    await container.unpause()
  }
  const [processes = '', files = ''] = output.split('end-of-processes\n')
  const guard = parseGuardOutput(processes)
  const changes = target.upper ? parseChanges(files) : await engineChanges(container)
  const agentChanges = changes.filter((change) => !session.baseline.has(changeKey(change)))
  const contents = await readContents(container, contentNeeded(agentChanges))
  const tampered = findTampering(agentChanges, contents)
  guard.tampering = tampered.length > 0 ? tamperingReason(tampered) : null
  return guard
}

function changeKey(change: FileChange): string {
  return `${change.kind} ${change.path}`
}

/** What the container changed against its image, as the guard's helper reads it from the layers. */
export async function layerChanges(
  helpers: GuardHelpers,
  image: string,
  container: Docker.Container,
): Promise<FileChange[] | null> {
  const target = await guardTarget(container)
  if (!target.upper) return null
  return parseChanges(await helpers.run(image, snapshotScript(target, { pids: [] }), target.layerRoot))
}

/** Other storage drivers: the engine's own diff of the container against its image. */
export async function engineChanges(container: Docker.Container): Promise<FileChange[]> {
  const kinds = ['M', 'A', 'D'] as const
  const listed = ((await container.changes()) ?? []) as { Path: string; Kind: number }[]
  // Without the image's layers, a new command of a name the verifier runs counts as shadowing one.
  return listed.map((c) => {
    const kind = kinds[c.Kind] ?? 'M'
    const command = /^\/(usr\/(local\/)?)?s?bin\/([^/]+)$/.exec(c.Path)?.[3]
    return { kind: kind === 'A' && command && CORE_COMMANDS.has(command) ? 'S' : kind, path: c.Path }
  })
}

/** Small files, read through the engine (not a tool of the container). */
async function readContents(container: Docker.Container, paths: string[]): Promise<Map<string, string>> {
  const contents = new Map<string, string>()
  for (const path of paths.slice(0, 200)) {
    const archive = await container.getArchive({ path }).catch(() => null)
    if (!archive) continue
    const files = await readArchiveFiles(archive, 64 * 1024)
    const first = files.values().next().value
    if (first) contents.set(path, first.toString('utf8'))
  }
  return contents
}
