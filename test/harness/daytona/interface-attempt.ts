// One oracle or nop attempt of a single-step task, driven only through the environment interface
// (src/run/environment/types.ts): what the runner does per attempt, cut to the calls a remote
// provider must answer — image, create, files in, agent command, tests in, verifier, logs out.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, posix } from 'node:path'
import { attemptLabels } from '../../../src/run/environment/labels.js'
import { buildArchive, extractArchive, packDirectory } from '../../../src/run/environment/archive.js'
import type { Environment, EnvironmentProvider, ImageSource } from '../../../src/run/environment/types.js'
import { readRewardFiles, testsArchive, VERIFIER_COMMAND } from '../../../src/run/verifier-files.js'
import type { Task } from '../../../src/task/types.js'

export type InterfaceAgent = 'oracle' | 'nop'

export type AttemptOutcome = { ok: true; reward: number; logDir: string } | { ok: false; reason: string }

export async function runInterfaceAttempt(
  provider: EnvironmentProvider,
  images: ImageSource,
  task: Task,
  agent: InterfaceAgent,
  options: { runId: string; logRoot: string },
): Promise<AttemptOutcome> {
  const image = await images.ensure(task)
  if (!image.ok) return { ok: false, reason: image.reason }
  const env = task.config.environment
  const environment = await provider.create({
    image: image.image,
    env: env.env,
    workdir: env.workdir,
    labels: attemptLabels(options.runId, task.id, 1),
    limits: { cpus: env.cpus, memoryMb: env.memoryMb, pidsLimit: 1024 },
    network: env.networkMode === 'no-network' ? { kind: 'none' } : { kind: 'default' },
    mounts: [],
  })
  try {
    await environment.start(`task ${task.name}`)
    await environment.exec({ cmd: ['mkdir', '-p', '/logs/agent', '/logs/verifier'], user: 'root' })
    if (agent === 'oracle' && task.solutionDir) {
      const solutionDir = task.solutionDir
      await environment.copyIn(
        await buildArchive((pack) => packDirectory(pack, solutionDir, 'solution')),
        '/',
      )
      const solved = await environment.exec({
        cmd: ['bash', '/solution/solve.sh'],
        user: task.config.agent.user,
        env: task.config.solution.env,
        timeoutMs: task.config.agent.timeoutSec * 1000,
      })
      if (solved.timedOut) return { ok: false, reason: 'oracle timed out' }
    }
    const verifierEnv =
      task.config.verifier.mode === 'separate'
        ? await separateVerifier(provider, images, task, environment, options.runId)
        : environment
    try {
      await verifierEnv.copyIn(await testsArchive(task, { resetLogs: true }), '/')
      const verified = await verifierEnv.exec({
        cmd: ['bash', '-c', VERIFIER_COMMAND],
        user: task.config.verifier.user,
        env: task.config.verifier.env,
        timeoutMs: task.config.verifier.timeoutSec * 1000,
      })
      if (verified.timedOut) return { ok: false, reason: 'verifier timed out' }
      const logDir = await mkdtemp(join(options.logRoot, `${task.name}-${agent}-`))
      await extractArchive(await verifierEnv.copyOut('/logs/verifier'), {
        capBytesPerFile: 1024 * 1024,
        secrets: [],
        destination: (name) => (name.startsWith('verifier/') ? join(logDir, name) : null),
      })
      const reward = await readRewardFiles(logDir)
      return reward.ok ? { ok: true, reward: reward.main, logDir } : { ok: false, reason: reward.reason }
    } finally {
      if (verifierEnv !== environment) await verifierEnv.remove()
    }
  } finally {
    await environment.remove()
  }
}

/** Harbor's separate verifier: a fresh sandbox of the verifier's image gets only the declared artifacts. */
async function separateVerifier(
  provider: EnvironmentProvider,
  images: ImageSource,
  task: Task,
  agentEnv: Environment,
  runId: string,
): Promise<Environment> {
  const image = await images.ensureVerifier(task)
  if (!image.ok) throw new Error(`verifier image: ${image.reason}`)
  const workdir = await agentEnv.workdir()
  await agentEnv.kill()
  const env = task.config.verifier.environment ?? task.config.environment
  const verifier = await provider.create({
    image: image.image,
    env: env.env,
    workdir: task.config.verifier.environment?.workdir ?? null,
    labels: attemptLabels(runId, task.id, 1),
    limits: { cpus: env.cpus, memoryMb: env.memoryMb, pidsLimit: 1024 },
    network: env.networkMode === 'no-network' ? { kind: 'none' } : { kind: 'default' },
    mounts: [],
  })
  await verifier.start(`verifier of ${task.name}`)
  for (const artifact of task.config.collectedPaths) {
    const source = posix.resolve(workdir, artifact.source)
    await verifier.exec({ cmd: ['mkdir', '-p', posix.dirname(source)], user: 'root' })
    await verifier.copyIn(await agentEnv.copyOut(source).catch(() => emptyArchive()), posix.dirname(source))
  }
  return verifier
}

function emptyArchive(): Promise<Buffer> {
  return buildArchive(() => undefined)
}

export async function withTempDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'helios-daytona-'))
  try {
    return await use(dir)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
