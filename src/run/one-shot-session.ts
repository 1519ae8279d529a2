// A session for agents that keep none (installed one-shot CLIs, command agents, host commands):
// each turn is one run of the agent with the turn's prompt as its instruction; the scheduler puts
// the role's earlier turns in that prompt (trial/prompt.ts), so the agent sees what it did.
import { mkdir } from 'node:fs/promises'
import type { AttemptSpec } from './attempt-types.js'
import type { AgentSession, TurnOutcome } from './agents/session.js'
import type { Environment } from './environment/types.js'
import type { TrajectoryStep } from './agents/trajectory.js'
import { addFile, buildArchive } from './environment/archive.js'
import { execAgentCommand, INSTRUCTION_FILE } from './agent-process-env.js'
import { commandReport, redactFolder, runHostAgent } from './agent-phase.js'

/** `turnDir(k)`: the host folder of the role's k-th turn (1-based), for its stdout and logs. */
export function oneShotSession(
  spec: AttemptSpec,
  environment: Environment,
  turnDir: (turn: number) => string,
): AgentSession {
  let turns = 0
  return {
    prompt: async (turn) => {
      const dir = turnDir(++turns)
      await mkdir(dir, { recursive: true })
      const turnSpec = { ...spec, task: { ...spec.task, instruction: turn.text } }
      return spec.agent.runOnHost
        ? hostTurn(turnSpec, environment, dir, turn.timeoutMs, turn.signal)
        : containerTurn(turnSpec, environment, dir, turn.timeoutMs)
    },
    close: async () => undefined,
  }
}

async function hostTurn(
  spec: AttemptSpec,
  environment: Environment,
  dir: string,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<TurnOutcome> {
  const outcome = await runHostAgent(spec.agent.runOnHost!, {
    task: spec.task,
    model: spec.model,
    environment,
    agentDir: dir,
    instruction: spec.task.instruction,
    env: { ...spec.agentPlainEnv, ...spec.agentHostEnv },
    timeoutMs,
    signal,
  })
  await redactFolder(dir, spec.secrets)
  const { exitCode, timedOut, usage, fatal, error } = outcome
  return { exitCode, timedOut, usage, fatal, error, steps: withPrompt(spec, outcome.trajectory?.steps ?? []) }
}

/** The agent's command in the environment, its instruction file and variable the turn's prompt. */
async function containerTurn(
  spec: AttemptSpec,
  environment: Environment,
  dir: string,
  timeoutMs: number,
): Promise<TurnOutcome> {
  const command = spec.agent.command(spec.task)
  if (command) {
    await environment.copyIn(
      await buildArchive((pack) => addFile(pack, INSTRUCTION_FILE.slice(1), spec.task.instruction)),
      '/',
    )
  }
  const outcome = command ? await execAgentCommand(spec, environment, command, dir, timeoutMs) : null
  const exitCode = outcome?.exitCode ?? null
  const timedOut = outcome?.timedOut ?? false
  const ctx = { agentDir: dir, task: spec.task, model: spec.model, exitCode }
  const report =
    (spec.agent.collect ? await spec.agent.collect(ctx).catch(() => null) : null) ??
    (await commandReport(spec.agent, spec.task, spec.model, dir))
  return {
    exitCode,
    timedOut,
    usage: report.usage,
    fatal: report.fatal,
    error: report.error ?? null,
    steps: withPrompt(spec, report.trajectory?.steps ?? []),
  }
}

/** A turn's steps start with what it was asked (CLI logs start with the model's first answer). */
function withPrompt(spec: AttemptSpec, steps: TrajectoryStep[]): TrajectoryStep[] {
  if (steps[0]?.role === 'user') return steps
  const ask: TrajectoryStep = {
    role: 'user',
    text: spec.task.instruction,
    tool_calls: [],
    usage: null,
    timestamp: new Date().toISOString(),
  }
  return [ask, ...steps]
}
