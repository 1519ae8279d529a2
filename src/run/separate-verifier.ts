// Harbor 1.4's separate verifier (`[verifier] environment_mode = "separate"`): the agent's
// container is stopped, and a fresh container of the verifier's image gets only `/logs/artifacts`
// and the declared artifacts (at their original paths) from it, then the task's tests. Nothing
// else the agent did reaches the verifier: no process, no planted file, no pre-written reward.
// And the artifacts that do are data: Python there never looks into its working directory or a
// user site directory on its own (see SAFE_PYTHON_ENV).
import { dirname, posix } from 'node:path'
import type { AttemptSpec, AttemptState } from './attempt-types.js'
import { addDirectory, buildArchive } from './environment/archive.js'
import type { Environment, ExecOutcome } from './environment/types.js'
import { exitedInstead } from './environment/stopped.js'
import { attemptLabels } from './cleanup.js'
import { copyLogsOut, readRewardFiles, testsArchive, VERIFIER_COMMAND } from './verifier-files.js'

export async function runSeparateVerifier(
  spec: AttemptSpec,
  state: AttemptState,
  agent: Environment,
  agentWindow: { from: number; to: number },
): Promise<void> {
  const started = Date.now()
  const { facts } = state
  const workdir = spec.task.config.environment.workdir ?? (await agent.workdir())
  const sources = spec.task.config.collectedPaths.map((a) => posix.resolve(workdir, a.source))
  // Stopped, not removed: its files are still there to copy from. The agent's logs come out
  // first, so they are kept even when the verifier's image cannot be had.
  await agent.kill().catch(() => undefined)
  await copyLogsOut(spec, agent, ['agent', 'artifacts'])
  refuseVerifierInputs(sources)
  const image = await (spec.verifierImage ?? spec.image)()
  if (!image.ok) throw new Error(`verifier image: ${image.reason}`)
  spec.signal?.throwIfAborted()
  const verifier = await createVerifierContainer(spec, image.image)
  try {
    const run = await startAndVerify(spec, agent, verifier, sources, facts.verifierTimeoutSec).catch(
      async (error: unknown) => {
        throw await exitedInstead(verifier, VERIFIER_CONTAINER, error)
      },
    )
    state.exitCodes.verifier = run.exitCode
    facts.verifierTimedOut = run.timedOut
    if (run.timedOut) await verifier.kill().catch(() => undefined)
    await copyLogsOut(spec, verifier, ['verifier'])
  } finally {
    await verifier.remove()
    spec.tracker.delete(verifier)
  }
  state.timings.verifier_sec = Math.round(Date.now() - started) / 1000
  facts.oomKilled ||= spec.oomWatcher?.sawOom(agent.id, agentWindow.from, agentWindow.to) ?? false
  facts.reward = await readRewardFiles(spec.attemptDir)
}

const VERIFIER_CONTAINER = 'the verifier container'

/**
 * The verifier container's defaults, under the task's own env: Python (3.11 and later) puts no
 * working or script directory first on sys.path, so `cd /app && python3 -m pytest /tests` cannot
 * import a json.py, pytest.py or planted *.dist-info plugin from /app; and no user site directory
 * (a .pth there runs code) is read. A test that wants the agent's module imports it explicitly.
 */
const SAFE_PYTHON_ENV: Readonly<Record<string, string>> = { PYTHONSAFEPATH: '1', PYTHONNOUSERSITE: '1' }

/** What the verifier reads besides the artifacts: the agent never supplies any of it. */
const VERIFIER_INPUTS = ['/tests', '/logs/verifier']

/**
 * An artifact that is, holds or sits in /tests or /logs/verifier would bring the agent's files in
 * among the tests (pytest reads /tests/conftest.py) or a pre-written reward: the task's mistake,
 * an error naming it. (/logs/artifacts is copied anyway and is harmless.)
 */
function refuseVerifierInputs(sources: string[]): void {
  const within = (path: string, folder: string) =>
    folder === '/' || path === folder || path.startsWith(`${folder}/`)
  for (const source of sources) {
    const input = VERIFIER_INPUTS.find((i) => within(i, source) || within(source, i))
    if (input)
      throw new Error(
        `artifact ${source} overlaps the separate verifier's ${input}, which never comes from the agent; declare a path outside it`,
      )
  }
}

/** Up to the verifier's end: a fault here may be the verifier image's, which exitedInstead tells. */
async function startAndVerify(
  spec: AttemptSpec,
  agent: Environment,
  verifier: Environment,
  sources: string[],
  timeoutSec: number,
): Promise<ExecOutcome> {
  await startVerifierContainer(verifier)
  await copyArtifacts(agent, verifier, sources)
  await verifier.copyIn(await testsArchive(spec.task), '/')
  return verifier.exec({
    cmd: ['bash', '-c', VERIFIER_COMMAND],
    user: spec.task.config.verifier.user,
    env: spec.env.verifier,
    workdir: spec.task.config.verifier.environment?.workdir,
    timeoutMs: timeoutSec * 1000,
  })
}

async function createVerifierContainer(spec: AttemptSpec, image: string): Promise<Environment> {
  const env = spec.task.config.verifier.environment
  const limits = env ?? spec.task.config.environment
  const container = await spec.provider.create({
    image,
    env: { ...SAFE_PYTHON_ENV, ...spec.env.verifierContainer },
    workdir: env?.workdir ?? null,
    labels: attemptLabels(spec.runId, spec.task.id, spec.attempt),
    limits: { cpus: limits.cpus, memoryMb: limits.memoryMb, pidsLimit: spec.pidsLimit },
    network: { kind: limits.networkMode === 'no-network' ? 'none' : 'default' },
    mounts: [],
  })
  spec.tracker.add(container)
  return container
}

/** Inside the caller's try: a container that fails to start is still removed. */
async function startVerifierContainer(container: Environment): Promise<void> {
  const logs = await buildArchive((pack) => {
    addDirectory(pack, 'logs', 0o755)
    for (const sub of ['verifier', 'artifacts']) addDirectory(pack, `logs/${sub}`, 0o777)
  })
  await container.copyIn(logs, '/')
  await container.start(VERIFIER_CONTAINER)
}

/** `/logs/artifacts` and each declared artifact, recreated at its path; a missing one is skipped. */
async function copyArtifacts(from: Environment, to: Environment, sources: string[]): Promise<void> {
  const parents = [...new Set(sources.map((source) => dirname(source)))]
  if (parents.length > 0) await to.exec({ cmd: ['mkdir', '-p', ...parents], user: 'root' })
  for (const source of ['/logs/artifacts', ...sources]) {
    const archive = await from.copyOut(source).catch(() => null)
    if (archive) await to.copyIn(archive, dirname(source))
  }
}
