// One attempt, start to finish: container → agent phase → verifier phase → logs out → remove.
// Every fault becomes data (a result with a status and a reason); only the runner decides retries.
import type Docker from 'dockerode'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { AttemptResult, PhaseTimings } from '../results/types.js'
import type { Task } from '../task/types.js'
import type { AgentDefinition } from './agents/types.js'
import { addDirectory, addFile, buildArchive, extractArchive, packDirectory } from './docker/archive.js'
import { runExec, runSetupCommand, type ExecOutcome } from './docker/exec.js'
import type { ImageOutcome } from './docker/image-cache.js'
import type { OomWatcher } from './docker/oom-watcher.js'
import { endWritable, LogFileSink } from './docker/streams.js'
import {
  LABEL_ATTEMPT,
  LABEL_MANAGED,
  LABEL_RUN,
  LABEL_TASK,
  removeContainer,
  type ContainerTracker,
} from './cleanup.js'
import { decideOutcome, type AttemptFacts } from './outcome.js'
import { readReward } from './reward.js'
import { redactText } from './redact.js'

export const INSTRUCTION_FILE = '/helios/instruction.md'
/** Instructions larger than this reach the agent only as a file (env strings are limited to 128 KiB). */
const MAX_INSTRUCTION_ENV = 64 * 1024
export const DEFAULT_LOG_CAP_BYTES = 64 * 1024 * 1024
const VERIFIER_COMMAND = '/tests/test.sh > /logs/verifier/test-stdout.txt 2>&1'

export interface AttemptSpec {
  docker: Docker
  runId: string
  task: Task
  attempt: number
  attemptDir: string
  agent: AgentDefinition
  model: string | null
  image: () => Promise<ImageOutcome>
  timeoutMultiplier: number
  /** Expanded task env tables (`${VAR}` resolved against the host). */
  env: {
    environment: Record<string, string>
    verifier: Record<string, string>
    solution: Record<string, string>
  }
  /** Host variables passed to the agent phase only, by name. */
  agentHostEnv: Record<string, string>
  /** Values to replace by `***` in every file we write. */
  secrets: readonly Buffer[]
  pidsLimit: number
  logCapBytes: number
  tracker: ContainerTracker
  oomWatcher?: OomWatcher
  signal?: AbortSignal
}

export interface AttemptOutcome {
  result: AttemptResult
  /** True for infrastructure faults (Docker API errors): the runner may retry these. */
  retryable: boolean
  /** The run was interrupted: this result must not be recorded. */
  aborted: boolean
}

export async function runAttempt(spec: AttemptSpec): Promise<AttemptOutcome> {
  const { task, agent } = spec
  const startedAt = new Date()
  const timings: PhaseTimings = { build_sec: 0, setup_sec: 0, agent_sec: 0, verifier_sec: 0, teardown_sec: 0 }
  const agentTimeoutSec = round(task.config.agent.timeoutSec * spec.timeoutMultiplier)
  const verifierTimeoutSec = round(task.config.verifier.timeoutSec * spec.timeoutMultiplier)
  const facts: AttemptFacts = {
    agentTimedOut: false,
    agentTimeoutSec,
    oomKilled: false,
    memoryMb: task.config.environment.memoryMb,
    containerRestarted: null,
    verifierTimedOut: false,
    verifierTimeoutSec,
    reward: null,
  }
  const exitCodes: AttemptResult['exit_codes'] = { agent: null, verifier: null }
  let fault: { reason: string; retryable: boolean } | null = null
  let container: Docker.Container | null = null

  await rm(spec.attemptDir, { recursive: true, force: true })
  for (const sub of ['agent', 'verifier', 'artifacts'])
    await mkdir(join(spec.attemptDir, sub), { recursive: true })
  await writeFile(
    join(spec.attemptDir, 'config.json'),
    redactText(JSON.stringify(attemptConfig(spec), null, 2), spec.secrets),
  )

  let phaseStart = Date.now()
  const image = await spec.image()
  timings.build_sec = seconds(phaseStart)
  try {
    if (!image.ok) {
      fault = { reason: image.reason, retryable: false }
    } else if (agent.needsSolution && !task.hasSolution) {
      fault = {
        reason: `agent ${agent.name} needs solution/solve.sh, which this task does not have`,
        retryable: false,
      }
    } else {
      phaseStart = Date.now()
      container = await createContainer(spec, image.image)
      timings.setup_sec = seconds(phaseStart)

      phaseStart = Date.now()
      const agentStarted = phaseStart
      const agentRun = await runAgentPhase(spec, container, agentTimeoutSec)
      const agentEnded = Date.now()
      exitCodes.agent = agentRun?.exitCode ?? null
      facts.agentTimedOut = agentRun?.timedOut ?? false
      const state = (await container.inspect()).State
      facts.oomKilled = state.OOMKilled || (exitCodes.agent === 137 && !facts.agentTimedOut)
      if (facts.agentTimedOut || !state.Running) {
        // Restarting kills every process the agent left (whatever its user, however it forked)
        // while keeping the container's filesystem for the verifier.
        if (!state.Running && !facts.agentTimedOut) {
          facts.containerRestarted = `container exited during the agent phase (exit ${state.ExitCode}); restarted for the verifier`
        }
        await container.restart({ t: 0 })
      }
      timings.agent_sec = seconds(phaseStart)

      phaseStart = Date.now()
      const verifierRun = await runVerifierPhase(spec, container, verifierTimeoutSec)
      exitCodes.verifier = verifierRun.exitCode
      facts.verifierTimedOut = verifierRun.timedOut
      // The run does not wait for a verifier that overran: stop it now, then collect what it left.
      if (verifierRun.timedOut) await container.kill().catch(() => undefined)
      await copyLogsOut(spec, container)
      timings.verifier_sec = seconds(phaseStart)
      // By now (a verifier later) the oom event of the agent phase has arrived.
      facts.oomKilled ||= spec.oomWatcher?.sawOom(container.id, agentStarted, agentEnded) ?? false
      facts.reward = await readRewardFiles(spec.attemptDir)
    }
  } catch (error) {
    fault = { reason: `docker: ${oneLine((error as Error).message)}`, retryable: true }
  } finally {
    phaseStart = Date.now()
    if (container) {
      await removeContainer(spec.docker, container.id)
      spec.tracker.delete(container.id)
      spec.oomWatcher?.forget(container.id)
    }
    timings.teardown_sec = seconds(phaseStart)
  }

  const verdict = fault
    ? { status: 'error' as const, reason: fault.reason, rewards: {}, reward: 0 }
    : decideOutcome(facts)
  const finishedAt = new Date()
  const result: AttemptResult = {
    schema_version: 1,
    run_id: spec.runId,
    task_id: task.id,
    task_name: task.name,
    task_checksum: task.checksum,
    attempt: spec.attempt,
    agent: agent.name,
    model: spec.model,
    status: verdict.status,
    reason: verdict.reason === null ? null : redactText(verdict.reason, spec.secrets),
    rewards: verdict.rewards,
    reward: verdict.reward,
    started_at: startedAt.toISOString(),
    finished_at: finishedAt.toISOString(),
    duration_sec: round((finishedAt.getTime() - startedAt.getTime()) / 1000),
    timings,
    exit_codes: exitCodes,
    timed_out: { agent: facts.agentTimedOut, verifier: facts.verifierTimedOut },
    oom_killed: facts.oomKilled,
    retries: 0,
  }
  return { result, retryable: fault?.retryable ?? false, aborted: spec.signal?.aborted ?? false }
}

async function createContainer(spec: AttemptSpec, image: string): Promise<Docker.Container> {
  const { task } = spec
  const env = task.config.environment
  const container = await spec.docker.createContainer({
    Image: image,
    // The image entrypoint is kept (it may start services or read environment.env); the command
    // only keeps the container alive, as Harbor's compose file does.
    Cmd: ['sleep', 'infinity'],
    Env: Object.entries(spec.env.environment).map(([k, v]) => `${k}=${v}`),
    WorkingDir: env.workdir ?? undefined,
    Labels: {
      [LABEL_MANAGED]: 'true',
      [LABEL_RUN]: spec.runId,
      [LABEL_TASK]: task.id,
      [LABEL_ATTEMPT]: String(spec.attempt),
    },
    HostConfig: {
      NanoCpus: Math.round(env.cpus * 1e9),
      Memory: env.memoryMb * 1024 * 1024,
      MemorySwap: env.memoryMb * 1024 * 1024,
      PidsLimit: spec.pidsLimit,
      NetworkMode: env.networkMode === 'no-network' ? 'none' : undefined,
      // docker-init as PID 1 reaps what a killed agent leaves behind and forwards signals.
      Init: true,
    },
  })
  spec.tracker.add(container.id)
  if (spec.signal?.aborted) throw new Error('run aborted')
  const files = await buildArchive(async (pack) => {
    addDirectory(pack, 'logs', 0o755)
    for (const sub of ['agent', 'verifier', 'artifacts']) addDirectory(pack, `logs/${sub}`, 0o777)
    addDirectory(pack, 'helios', 0o755)
    addFile(pack, INSTRUCTION_FILE.slice(1), spec.task.instruction)
    if (spec.agent.needsSolution) await packDirectory(pack, join(spec.task.dir, 'solution'), 'solution')
  })
  await container.putArchive(files, { path: '/' })
  await container.start()
  const state = (await container.inspect()).State
  if (!state.Running) {
    throw new Error(
      `container exited right after start (exit ${state.ExitCode}): the image entrypoint must run its command (sleep infinity)`,
    )
  }
  return container
}

async function runAgentPhase(
  spec: AttemptSpec,
  container: Docker.Container,
  timeoutSec: number,
): Promise<ExecOutcome | null> {
  const command = spec.agent.command(spec.task)
  if (!command) return null
  const agentDir = join(spec.attemptDir, 'agent')
  const started = Date.now()
  if (spec.agent.install) {
    const log = new LogFileSink(join(agentDir, 'install.txt'), spec.logCapBytes, spec.secrets)
    const install = await runExec(container, {
      cmd: ['bash', '-c', spec.agent.install],
      user: 'root',
      env: spec.agentHostEnv,
      stdout: log,
      stderr: log,
      timeoutMs: timeoutSec * 1000,
    })
    await endWritable(log)
    if (install.timedOut) return install
    if (install.exitCode !== 0)
      throw new Error(`agent install failed (exit ${install.exitCode}), see agent/install.txt`)
  }
  const instruction = spec.task.instruction
  const env: Record<string, string> = {
    ...spec.agent.env(spec.task),
    ...(spec.agent.needsSolution ? spec.env.solution : {}),
    HELIOS_INSTRUCTION_FILE: INSTRUCTION_FILE,
    ...(Buffer.byteLength(instruction) <= MAX_INSTRUCTION_ENV ? { HELIOS_INSTRUCTION: instruction } : {}),
    ...(spec.model ? { HELIOS_MODEL: spec.model } : {}),
    ...spec.agentHostEnv,
  }
  const stdout = new LogFileSink(join(agentDir, 'stdout.txt'), spec.logCapBytes, spec.secrets)
  const stderr = new LogFileSink(join(agentDir, 'stderr.txt'), spec.logCapBytes, spec.secrets)
  const remainingMs = Math.max(1, timeoutSec * 1000 - (Date.now() - started))
  try {
    return await runExec(container, {
      cmd: command,
      user: spec.task.config.agent.user,
      env,
      workdir: spec.task.config.environment.workdir,
      stdout,
      stderr,
      timeoutMs: remainingMs,
    })
  } finally {
    await Promise.all([endWritable(stdout), endWritable(stderr)])
  }
}

async function runVerifierPhase(
  spec: AttemptSpec,
  container: Docker.Container,
  timeoutSec: number,
): Promise<ExecOutcome> {
  const tests = await buildArchive((pack) => packDirectory(pack, join(spec.task.dir, 'tests'), 'tests'))
  await container.putArchive(tests, { path: '/' })
  // Anything the agent left in /logs/verifier (e.g. its own reward.json) must not count.
  await runSetupCommand(
    container,
    'rm -rf /logs/verifier && mkdir -p /logs/verifier && chmod 777 /logs/verifier && chmod -R a+rX /tests && chmod a+x /tests/test.sh',
  )
  return runExec(container, {
    cmd: ['bash', '-c', VERIFIER_COMMAND],
    user: spec.task.config.verifier.user,
    env: spec.env.verifier,
    workdir: spec.task.config.environment.workdir,
    timeoutMs: timeoutSec * 1000,
  })
}

/** `/logs/{agent,verifier,artifacts}` → `<attempt>/{agent,verifier,artifacts}`; our own stdout files win. */
async function copyLogsOut(spec: AttemptSpec, container: Docker.Container): Promise<void> {
  const archive = await container.getArchive({ path: '/logs' })
  const ours = new Set(['agent/stdout.txt', 'agent/stderr.txt', 'agent/install.txt'])
  await extractArchive(archive, {
    capBytesPerFile: spec.logCapBytes,
    secrets: spec.secrets,
    destination: (name) => {
      const match = /^logs\/((agent|verifier|artifacts)\/.+)$/.exec(name)
      if (!match || ours.has(match[1]!)) return null
      return join(spec.attemptDir, match[1]!)
    },
  })
}

async function readRewardFiles(attemptDir: string) {
  const read = (name: string) => readFile(join(attemptDir, 'verifier', name), 'utf8').catch(() => null)
  return readReward(await read('reward.json'), await read('reward.txt'))
}

/** What ran, for humans and for reproduction. Env values are never written, only names. */
function attemptConfig(spec: AttemptSpec) {
  const { task } = spec
  const env = task.config.environment
  return {
    schema_version: 1,
    run_id: spec.runId,
    attempt: spec.attempt,
    task: { id: task.id, name: task.name, checksum: task.checksum, path: task.relativeDir },
    agent: { name: spec.agent.name, command: spec.agent.command(task), user: task.config.agent.user },
    model: spec.model,
    image: env.dockerImage,
    limits: {
      cpus: env.cpus,
      memory_mb: env.memoryMb,
      pids_limit: spec.pidsLimit,
      network_mode: env.networkMode,
      workdir: env.workdir,
    },
    timeouts_sec: {
      agent: round(task.config.agent.timeoutSec * spec.timeoutMultiplier),
      verifier: round(task.config.verifier.timeoutSec * spec.timeoutMultiplier),
      build: env.buildTimeoutSec,
      multiplier: spec.timeoutMultiplier,
    },
    env_names: {
      agent: Object.keys(spec.agentHostEnv),
      environment: Object.keys(spec.env.environment),
      verifier: Object.keys(spec.env.verifier),
    },
  }
}

function seconds(since: number): number {
  return round((Date.now() - since) / 1000)
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 500)
}
