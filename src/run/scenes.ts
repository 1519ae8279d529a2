// The trial scheduler: a task's scenes in the attempt's one environment. Per scene, each role's
// session is opened at its first turn and kept for its later ones; turns run in order, each within
// its own time and what is left of the scene's; after each turn of a scene of several roles the
// outbox is read, its messages put in front of each recipient's next prompt, and emptied. Between
// scenes the environment restarts: every process ends (whatever its user, however it forked) and
// the files stay, as after an agent's timeout, so nothing of a scene runs in the next. The verifier
// runs once, after the last scene (attempt.ts); a per-scene verifier is not done yet.
import { mkdir } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import type { Usage } from '../results/usage.js'
import { sumUsage } from '../results/usage.js'
import type { TrialRecord, TrialSceneRecord, TrialTurnRecord } from '../results/trial-record.js'
import type { Trial, TrialScene, TrialTurn } from '../trial/types.js'
import { composePrompt, type EarlierTurn } from '../trial/prompt.js'
import { sortOutbox, type OutboxMessage } from '../trial/outbox.js'
import type { AttemptSpec } from './attempt-types.js'
import type { AgentDefinition, PreparedAgent } from './agents/types.js'
import type { AgentSession, TurnOutcome } from './agents/session.js'
import { TRAJECTORY_SCHEMA_VERSION, type Trajectory, type TrajectoryStep } from './agents/trajectory.js'
import type { Environment } from './environment/types.js'
import { writeAgentReport } from './agent-phase.js'
import { oneShotSession } from './one-shot-session.js'
import { readOutbox, resetOutbox } from './outbox-files.js'
import { HELIOS_VERSION } from '../version.js'
import { onAbort } from './on-abort.js'

export interface ScenesOutcome {
  record: TrialRecord
  usage: Usage | null
  /** The last turn's exit code. */
  exitCode: number | null
  /** Some turn or scene ran out of time. */
  timedOut: boolean
  fatal: string | null
  error: string | null
  /** The environment was restarted (between scenes): a verifier made ready beside it is stale. */
  restarted: boolean
}

interface RoleState {
  agent: AgentDefinition
  model: string | null
  /** What the role's agent's `prepare` gave (its mounts' paths, its Node). */
  prepared: PreparedAgent | null
  session: AgentSession | null
  steps: TrajectoryStep[]
  usages: (Usage | null)[]
  earlier: EarlierTurn[]
  inbox: OutboxMessage[]
}

/** The folder of a scene's files in the attempt's `agent/`: `scenes/01-<name>`. */
export function sceneFolder(index: number, scene: TrialScene): string {
  return join('agent', 'scenes', `${String(index + 1).padStart(2, '0')}-${scene.name}`)
}

export async function runScenes(
  spec: AttemptSpec,
  environment: Environment,
  trial: Trial,
): Promise<ScenesOutcome> {
  const outcome: ScenesOutcome = {
    record: { scenes: [] },
    usage: null,
    exitCode: null,
    timedOut: false,
    fatal: null,
    error: null,
    restarted: false,
  }
  const usages: (Usage | null)[] = []
  for (const [index, scene] of trial.scenes.entries()) {
    spec.signal?.throwIfAborted()
    if (index > 0) {
      await withinSetupTime(trial, `restarting the environment for scene "${scene.name}"`, () =>
        environment.restart(),
      )
      outcome.restarted = true
    }
    const record = await runScene(spec, environment, trial, index, outcome, usages)
    outcome.record.scenes.push(record)
    if (outcome.fatal || outcome.error) break
  }
  outcome.usage = sumUsage(usages)
  return outcome
}

interface SceneRun {
  spec: AttemptSpec
  environment: Environment
  scene: TrialScene
  folder: string
  roles: Map<string, RoleState>
  record: TrialSceneRecord
  outcome: ScenesOutcome
  usages: (Usage | null)[]
}

async function runScene(
  spec: AttemptSpec,
  environment: Environment,
  trial: Trial,
  index: number,
  outcome: ScenesOutcome,
  usages: (Usage | null)[],
): Promise<TrialSceneRecord> {
  const scene = trial.scenes[index]!
  if (scene.roles.length > 1)
    await withinSetupTime(trial, `preparing the outbox of scene "${scene.name}"`, () =>
      resetOutbox(environment),
    )
  const roles = new Map<string, RoleState>(
    scene.roles.map((role) => {
      const chosen = roleAgent(spec, role.agent, role.model ?? spec.model)
      return [role.name, { ...chosen, session: null, steps: [], usages: [], earlier: [], inbox: [] }]
    }),
  )
  const record: TrialSceneRecord = { name: scene.name, turns: [], timed_out: false, trajectories: {} }
  const run: SceneRun = {
    spec,
    environment,
    scene,
    folder: sceneFolder(index, scene),
    roles,
    record,
    outcome,
    usages,
  }
  const sceneLimitMs = (scene.timeoutSec ?? spec.task.config.agent.timeoutSec) * spec.timeoutMultiplier * 1000
  const deadline = Date.now() + sceneLimitMs
  const counts = new Map<string, number>()
  try {
    for (const turn of scene.turns) {
      const left = deadline - Date.now()
      counts.set(turn.role, (counts.get(turn.role) ?? 0) + 1)
      const go = left > 0 && (await runTurn(run, turn, counts.get(turn.role)!, left))
      if (left <= 0) record.timed_out = outcome.timedOut = true
      if (!go) break
    }
  } finally {
    await closeRoles(run)
  }
  return record
}

/** One turn; false when the scene ends here (a fault, or its time is up). */
async function runTurn(run: SceneRun, turn: TrialTurn, count: number, left: number): Promise<boolean> {
  const { spec, environment, scene, roles, record, outcome } = run
  const role = roles.get(turn.role)!
  if (!role.session) {
    const opened = await openSession(
      spec,
      environment,
      role,
      turn.role,
      join(spec.attemptDir, run.folder, turn.role),
    )
    if (typeof opened === 'string') {
      // It never started (an ACP handshake that failed): the attempt could not run, an error.
      record.turns.push(turnRecordOf(turn.role, null, false, 0))
      outcome.error = `agent failed: role "${turn.role}" of scene "${scene.name}": ${opened}`
      return false
    }
    role.session = opened
  }
  const text = composePrompt({
    instruction: spec.task.instruction,
    prompt: turn.prompt,
    inbox: role.inbox,
    earlier: role.agent.openSession ? null : role.earlier,
  })
  role.inbox = []
  const turnMs = turn.timeoutSec === null ? left : turn.timeoutSec * spec.timeoutMultiplier * 1000
  const started = Date.now()
  const result = await promptWithin(role.session, text, Math.min(turnMs, left), spec.signal)
  role.steps.push(turnBoundary(scene.name, count, turn.role), ...result.steps)
  role.usages.push(result.usage)
  run.usages.push(result.usage)
  role.earlier.push({ prompt: turn.prompt ?? spec.task.instruction, answer: lastWords(result.steps) })
  outcome.exitCode = result.exitCode
  const turnRecord = turnRecordOf(turn.role, result.exitCode, result.timedOut, Date.now() - started)
  record.turns.push(turnRecord)
  if (result.fatal || result.error) {
    outcome.fatal = result.fatal
    outcome.error = result.fatal ? null : result.error
    return false
  }
  if (result.ended) {
    // Its session is gone: the scene's later turns are skipped; the next scene starts afresh.
    turnRecord.ended = result.ended
    role.steps.push(systemStep(`the session ended: ${result.ended}; the scene's later turns are skipped`))
    return false
  }
  if (scene.roles.length > 1) await deliverOutbox(run, turn.role, turnRecord)
  if (result.timedOut) record.timed_out = outcome.timedOut = true
  return !result.timedOut
}

/** After a turn: its outbox messages wait in their recipients' inboxes; the outbox is emptied. */
async function deliverOutbox(run: SceneRun, sender: string, turnRecord: TrialTurnRecord): Promise<void> {
  const names = run.scene.roles.map((role) => role.name)
  const sorted = sortOutbox(await readOutbox(run.environment), sender, names)
  await resetOutbox(run.environment)
  for (const message of sorted.messages) {
    run.roles.get(message.to)!.inbox.push(message)
    turnRecord.outbox_sent.push(message.to)
  }
  turnRecord.outbox_dropped = sorted.dropped
  run.roles.get(sender)!.steps.push(...outboxSteps(sorted.messages, sorted.dropped))
}

/** Closes every session of the scene and writes each role's trajectory (also after a fault). */
async function closeRoles({ spec, scene, folder, roles, record }: SceneRun): Promise<void> {
  for (const [name, role] of roles) {
    await role.session?.close().catch(() => undefined)
    if (role.steps.length === 0) continue
    const dir = join(spec.attemptDir, folder, name)
    await mkdir(dir, { recursive: true })
    const trajectory: Trajectory = {
      schema_version: TRAJECTORY_SCHEMA_VERSION,
      agent: role.agent.name,
      model: role.model,
      source: role.agent.openSession ? 'native' : 'one-shot turns',
      steps: role.steps,
    }
    const session = [
      spec.runId,
      basename(dirname(spec.attemptDir)),
      basename(spec.attemptDir),
      scene.name,
      name,
    ]
    await writeAgentReport(dir, { trajectory, usage: sumUsage(role.usages), fatal: null }, spec.secrets, {
      sessionId: session.join('/'),
      agentVersion: role.agent.version ?? HELIOS_VERSION,
    })
    record.trajectories[name] = join(folder, name, 'trajectory.json')
  }
}

/**
 * The role's agent: the run's unless the role names another (a built-in, an installed CLI, an ACP
 * agent: prepared by the runner with the run's), with the role's own model where it names one.
 */
function roleAgent(
  spec: AttemptSpec,
  agent: string | null,
  model: string | null,
): { agent: AgentDefinition; model: string | null; prepared: PreparedAgent | null } {
  const name = agent ?? spec.agent.name
  if (name === spec.agent.name && (model === spec.model || !spec.roleAgent))
    return { agent: spec.agent, model: spec.model, prepared: spec.prepared }
  if (!spec.roleAgent)
    throw new Error(`a role names agent "${name}" but this run cannot start agents other than its own`)
  const prepared = name === spec.agent.name ? spec.prepared : (spec.rolePrepared?.[name] ?? null)
  return { agent: spec.roleAgent(agent, model), model, prepared }
}

async function openSession(
  spec: AttemptSpec,
  environment: Environment,
  role: RoleState,
  name: string,
  roleDir: string,
): Promise<AgentSession | string> {
  await mkdir(roleDir, { recursive: true })
  const roleSpec = { ...spec, agent: role.agent, model: role.model, prepared: role.prepared }
  if (!role.agent.openSession)
    return oneShotSession(roleSpec, environment, (turn) => join(roleDir, `turn-${turn}`))
  try {
    return await role.agent.openSession({
      task: spec.task,
      model: role.model,
      environment,
      agentDir: roleDir,
      env: { ...spec.agentPlainEnv, ...spec.agentHostEnv },
      role: name,
      preparedEnv: role.prepared?.env ?? {},
    })
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/** One turn, stopped when its time is up or the run is interrupted; a thrown fault is the turn's error. */
async function promptWithin(
  session: AgentSession,
  text: string,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<TurnOutcome> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const unsubscribe = onAbort(signal, () => controller.abort())
  try {
    const result = await session.prompt({ text, timeoutMs, signal: controller.signal })
    return timedOut ? { ...result, timedOut: true, exitCode: null, error: null } : result
  } catch (error) {
    if (timedOut) return { exitCode: null, timedOut: true, steps: [], usage: null, fatal: null, error: null }
    const message = error instanceof Error ? error.message : String(error)
    return {
      exitCode: null,
      timedOut: false,
      steps: [],
      usage: null,
      fatal: null,
      error: `agent failed: ${message}`,
    }
  } finally {
    clearTimeout(timer)
    unsubscribe()
  }
}

/** The scene's sandbox work (a restart, the outbox) within `sandbox_setup_timeout`. */
async function withinSetupTime<T>(trial: Trial, what: string, work: () => Promise<T>): Promise<T> {
  if (trial.sandboxSetupTimeoutSec === null) return work()
  const limitSec = trial.sandboxSetupTimeoutSec
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took longer than sandbox_setup_timeout (${limitSec} s)`)),
      limitSec * 1000,
    )
  })
  try {
    return await Promise.race([work(), late])
  } finally {
    clearTimeout(timer)
  }
}

function turnRecordOf(role: string, exitCode: number | null, timedOut: boolean, ms: number): TrialTurnRecord {
  return {
    role,
    exit_code: exitCode,
    timed_out: timedOut,
    duration_sec: Math.round(ms) / 1000,
    outbox_sent: [],
    outbox_dropped: [],
  }
}

function systemStep(text: string): TrajectoryStep {
  return { role: 'system', text, tool_calls: [], usage: null, timestamp: new Date().toISOString() }
}

function turnBoundary(scene: string, count: number, role: string): TrajectoryStep {
  return systemStep(`scene "${scene}": turn ${count} of ${role}`)
}

function outboxSteps(
  messages: readonly OutboxMessage[],
  dropped: readonly { file: string; reason: string }[],
): TrajectoryStep[] {
  const step = systemStep
  return [
    ...messages.map((m) => step(`outbox: message to ${m.to}, delivered before its next turn:\n${m.content}`)),
    ...dropped.map((d) => step(`outbox: ${d.file} dropped: ${d.reason}`)),
  ]
}

/** The agent's last words in a turn: its final text, else the last tool output. */
function lastWords(steps: readonly TrajectoryStep[]): string | null {
  for (const step of [...steps].reverse()) {
    if (step.role !== 'assistant') continue
    if (step.text) return step.text
    const output = step.tool_calls.at(-1)?.output
    if (output) return output
  }
  return null
}
