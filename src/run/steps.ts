// A multi-step attempt (Harbor 1.4 `[[steps]]`): one container for every step; per step its
// instruction (and for the oracle its solution) goes in, `workdir/` is copied into the working
// directory and `setup.sh` runs, the step's healthcheck passes, then agent → collect → verifier
// as in a single-step attempt, with the task's tests under the step's. Each step's files go to
// `steps/<name>/`. A step that errors, or misses its `min_reward`, ends the attempt.
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { StepResult } from '../results/types.js'
import type { Task, TaskStep } from '../task/types.js'
import type { AttemptSpec, AttemptState, StepsProgress } from './attempt-types.js'
import { LOG_FOLDERS } from './attempt-files.js'
import { addFile, buildArchive, packDirectory } from './environment/archive.js'
import type { Environment } from './environment/types.js'
import { TailBuffer } from './environment/streams.js'
import { runHealthcheck } from './healthcheck.js'
import { decideOutcome, type AttemptVerdict } from './outcome.js'
import { meetsMinReward, rollUpSteps } from './step-outcome.js'

/** What the single-step attempt does after setup, reused for each step (agent, collect, verifier). */
export interface StepPhases {
  newState(spec: AttemptSpec): AttemptState
  run(spec: AttemptSpec, state: AttemptState): Promise<void>
  /** Reads the step agent's own logs into its report, once the step is over. */
  finish(spec: AttemptSpec, state: AttemptState): Promise<void>
}

export type { StepsProgress } from './attempt-types.js'

/**
 * Runs the steps in order and returns the attempt's verdict. A thrown fault (Docker, agent,
 * tampering) propagates after its step is recorded in `progress` with status `error`.
 */
export async function runSteps(
  spec: AttemptSpec,
  environment: Environment,
  phases: StepPhases,
  { steps, states }: StepsProgress,
): Promise<AttemptVerdict> {
  let stoppedAfter: string | null = null
  for (const [index, step] of spec.task.steps.entries()) {
    const stepSpec = specForStep(spec, step, index)
    const state = phases.newState(stepSpec)
    states.push(state)
    await prepareStepDir(stepSpec.attemptDir)
    let verdict: AttemptVerdict
    try {
      const started = Date.now()
      await enterStep(stepSpec, step, environment, index > 0)
      state.timings.setup_sec = seconds(started)
      await phases.run(stepSpec, state)
      verdict = decideOutcome(state.facts)
    } catch (error) {
      steps.push(stepResult(step, state, errorVerdict(error)))
      throw error
    } finally {
      await phases.finish(stepSpec, state)
    }
    steps.push(stepResult(step, state, verdict))
    if (verdict.status === 'error') break
    if (!meetsMinReward(verdict.rewards, step.config.minReward)) {
      stoppedAfter = step.config.name
      break
    }
  }
  return rollUpSteps(steps, spec.task.config.multiStepRewardStrategy, stoppedAfter)
}

/** The task as one step sees it: its instruction, limits, tests, solution, hooks and artifacts. */
export function taskForStep(task: Task, step: TaskStep): Task {
  const { config } = step
  return {
    ...task,
    instruction: step.instruction,
    testsDirs: step.testsDirs,
    solutionDir: step.solutionDir,
    steps: [],
    config: {
      ...task.config,
      agent: config.agent,
      verifier: { ...task.config.verifier, ...config.verifier },
      // The task-level healthcheck ran once, before the first step.
      environment: { ...task.config.environment, healthcheck: null },
      collectedPaths: [...task.config.collectedPaths, ...config.collectedPaths],
      steps: [],
    },
  }
}

function specForStep(spec: AttemptSpec, step: TaskStep, index: number): AttemptSpec {
  return {
    ...spec,
    task: taskForStep(spec.task, step),
    attemptDir: join(spec.attemptDir, 'steps', step.config.name),
    env: { ...spec.env, verifier: spec.env.steps?.[index] ?? spec.env.verifier },
  }
}

async function prepareStepDir(dir: string): Promise<void> {
  for (const sub of LOG_FOLDERS) await mkdir(join(dir, sub), { recursive: true })
}

/**
 * Before the step's agent: the last step's logs are out (copied by its verifier phase), so /logs
 * is emptied; the instruction (and solution) are the step's; workdir/ and setup.sh; healthcheck.
 */
async function enterStep(
  spec: AttemptSpec,
  step: TaskStep,
  environment: Environment,
  afterAnother: boolean,
): Promise<void> {
  const solution = spec.agent.needsSolution ? spec.task.solutionDir : null
  const clear = [
    afterAnother ? 'find /logs/agent /logs/verifier /logs/artifacts -mindepth 1 -delete' : '',
    solution ? 'rm -rf /solution' : '',
  ].filter(Boolean)
  if (clear.length > 0) await rootShell(environment, clear.join(' && '), 'clearing the last step')
  const files = await buildArchive(async (pack) => {
    addFile(pack, 'helios/instruction.md', step.instruction)
    if (solution) await packDirectory(pack, solution, 'solution')
  })
  await environment.copyIn(files, '/')
  const workdir = spec.task.config.environment.workdir ?? (await environment.workdir())
  if (step.workdirDir) {
    await environment.copyIn(await buildArchive((pack) => packDirectory(pack, step.workdirDir!, '')), workdir)
    await runSetup(spec, environment, workdir)
  }
  if (step.config.healthcheck)
    await runHealthcheck(environment, step.config.healthcheck, {
      env: spec.env.environment,
      workdir,
      signal: spec.signal,
    })
}

/** `steps/<name>/workdir/setup.sh`, as the step's agent user in the working directory. */
async function runSetup(spec: AttemptSpec, environment: Environment, workdir: string): Promise<void> {
  const output = new TailBuffer(2048)
  const outcome = await environment.exec({
    cmd: ['bash', '-c', 'if [ -f setup.sh ]; then exec bash setup.sh; fi'],
    user: spec.task.config.agent.user,
    env: spec.env.environment,
    workdir,
    stdout: output,
    stderr: output,
    timeoutMs: spec.task.config.agent.timeoutSec * spec.timeoutMultiplier * 1000,
  })
  if (outcome.timedOut || outcome.exitCode !== 0)
    throw new Error(
      `setup.sh ${outcome.timedOut ? 'timed out' : `exited ${outcome.exitCode}`}: ${output.text().trim().slice(-500)}`,
    )
}

async function rootShell(environment: Environment, script: string, what: string): Promise<void> {
  const errors = new TailBuffer(2048)
  const outcome = await environment.exec({ cmd: ['sh', '-c', script], user: 'root', stderr: errors })
  if (outcome.exitCode !== 0)
    throw new Error(`${what} failed (exit ${outcome.exitCode}): ${errors.text().trim()}`)
}

function stepResult(step: TaskStep, state: AttemptState, verdict: AttemptVerdict): StepResult {
  return {
    name: step.config.name,
    status: verdict.status,
    reason: verdict.reason,
    rewards: verdict.rewards,
    reward: verdict.reward,
    timings: {
      setup_sec: state.timings.setup_sec,
      agent_sec: state.timings.agent_sec,
      verifier_sec: state.timings.verifier_sec,
    },
    exit_codes: state.exitCodes,
    timed_out: { agent: state.facts.agentTimedOut, verifier: state.facts.verifierTimedOut },
    verifier_isolation: state.isolation,
  }
}

function errorVerdict(error: unknown): AttemptVerdict {
  const message = error instanceof Error ? error.message : String(error)
  return {
    status: 'error',
    reason: message.replace(/\s+/g, ' ').trim().slice(0, 500),
    rewards: {},
    reward: 0,
  }
}

function seconds(since: number): number {
  return Math.round(Date.now() - since) / 1000
}
