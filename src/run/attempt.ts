// One attempt, start to finish: container → agent phase → verifier phase → logs out → remove.
// Every fault becomes data (a result with a status and a reason); only the runner decides retries.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import type { AttemptResult, StepResult } from '../results/types.js'
import { sumUsage } from '../results/usage.js'
import { attemptTests, type AttemptTests } from '../results/ctrf.js'
import { readCtrf, verifierDir } from '../results/read-verifier.js'
import { ATTEMPT_RESULT_SCHEMA_VERSION, type CopyCapped } from '../results/attempt-result.js'
import { ARTIFACTS } from './attempt-files.js'
import { CopyBudget } from './copy-budget.js'
import type { AgentDefinition, AgentReport, PreparedAgent } from './agents/types.js'
import { HELIOS_VERSION } from '../version.js'
import { commandReport, redactFolder, runHostAgent, writeAgentReport } from './agent-phase.js'
import { addDirectory, addFile, buildArchive, packDirectory } from './environment/archive.js'
import type { Environment, ExecOutcome, Mount, NetworkPolicy, Service } from './environment/types.js'
import { attemptLabels } from './cleanup.js'
import { decideOutcome } from './outcome.js'
import { writeFaultOf } from './write-fault.js'
import { runSteps, type StepPhases } from './steps.js'
import type { AttemptSpec, AttemptState } from './attempt-types.js'
import { discardReady, prepareBeside, runVerifierEnvironment } from './verifier-environment.js'
import { copyCollectedPaths, runCollectHooks } from './collected-paths.js'
import { HealthcheckFailed, runHealthcheck } from './healthcheck.js'
import { startDisplay } from './display/display.js'
import { DISPLAY } from './display/start-script.js'
import { displayBundleMount } from './display/bundle-mount.js'
import { removeServices, startServices, type ServiceSession, type ServicesSpec } from './services.js'
import { startModelRelay, type ModelRelay } from './relay/host-relay.js'
import { RELAY_MOUNT } from './relay/forwarder.js'
import { withRelayFault } from './relay/fault.js'
import { relayRoutes } from './relay/routes.js'
import {
  copyLogsOut,
  LOG_FOLDERS,
  readRewardFiles,
  testsArchive,
  VERIFIER_COMMAND,
} from './verifier-files.js'
import { redactText } from './redact.js'
import type { AgentEvent, AgentEventListener } from './agents/agent-events.js'
import { AgentError, classifyFault } from './faults.js'
import { ContainerStops } from './container-stopped.js'
import { stageEnvironmentFiles } from './environment-files.js'
import { runScenes, type ScenesOutcome } from './scenes.js'
import { CA_BUNDLE_PATH, execAgentCommand, INSTRUCTION_FILE } from './agent-process-env.js'

export type { AttemptSpec, AttemptState } from './attempt-types.js'

export { INSTRUCTION_FILE } from './agent-process-env.js'
/** Cap per log or copied file; the rest of a longer one is cut, with a note at its end. */
export const DEFAULT_LOG_CAP_BYTES = 64 * 1024 * 1024
/**
 * Cap on all an attempt copies out of its environment (logs, artifacts: see copy-budget.ts), so one
 * attempt cannot fill the runner's disk. Four files at the per-file cap.
 */
export const DEFAULT_COPY_CAP_BYTES = 256 * 1024 * 1024

export interface AttemptOutcome {
  result: AttemptResult
  /** True for infrastructure faults (Docker API errors): the runner may retry these. */
  retryable: boolean
  /** The run was interrupted: this result must not be recorded. */
  aborted: boolean
  /** An answer every later attempt of this agent would get (bad key): the run stops scheduling. */
  fatal: string | null
  /** The agent could not work (its model API kept failing): the runner stops after several in a row. */
  agentError: string | null
}

/**
 * Runs one attempt and removes everything it started. A write fault (a full or read-only output
 * disk: see write-fault.ts) is thrown once the containers are gone: no result could be recorded.
 */
export async function runAttempt(spec: AttemptSpec): Promise<AttemptOutcome> {
  const startedAt = new Date()
  const state = initialState(spec)
  let fault: { reason: string; retryable: boolean } | null = null
  let thrown: unknown = null
  let environment: Environment | null = null
  let services: ServiceSession | null = null
  let stops: ContainerStops | null = null
  let relay: ModelRelay | null = null
  // One budget per try of the attempt (a retry starts afresh), shared by its steps.
  const copyBudget = new CopyBudget(spec.copyCapBytes)
  await prepareAttemptDir(spec)

  let phaseStart = Date.now()
  const image = await spec.image()
  state.timings.build_sec = seconds(phaseStart)
  try {
    if (!image.ok) fault = { reason: image.reason, retryable: false }
    else {
      phaseStart = Date.now()
      // Stopped while its image was built: nothing is created for it.
      spec.signal?.throwIfAborted()
      // Known to the clean-up below from their creation on: a failed start or an abort still removes them.
      const session = spec.task.compose
        ? await startServices(servicesSpec(spec), (started) => (services = started))
        : null
      relay = await startAttemptRelay(spec)
      const displayBundle = await displayBundleMount(spec, image.image)
      const mounts = [relay ? relayMount(relay) : null, displayBundle].filter((m) => m !== null)
      environment = await createContainer(
        spec,
        image.image,
        session,
        mounts,
        (created) => (environment = created),
      )
      stops = new ContainerStops(environment, spec.oomWatcher)
      const run = { ...spec, ...(session ? { sidecars: session.services } : {}), copyBudget }
      await stageEnvironmentFiles(spec.task, environment)
      // The screen comes first: a task's healthcheck may check its GUI program is up.
      const display = spec.task.config.environment.display
      if (display) await startDisplay(environment, display, { bundle: displayBundle?.path ?? null })
      await healthcheckPhase(run, state, environment)
      state.timings.setup_sec = seconds(phaseStart)
      if (spec.task.steps.length > 0) await stepsPhase(run, state, environment, image.image, stops)
      else await agentToVerifier(run, state, environment, image.image, stops)
    }
  } catch (error) {
    if (writeFaultOf(error, spec.attemptDir)) thrown = error
    fault = classifyFault(stops ? await stops.explain(error) : error, spec.provider)
    const failedStep = state.steps.steps.at(-1)
    if (failedStep?.status === 'error') fault.reason = `step ${failedStep.name}: ${fault.reason}`
  } finally {
    phaseStart = Date.now()
    const failure = await teardown(spec, state, environment, services)
    // What the attempt met first is what it reports (a teardown on a full disk fails too).
    thrown ??= failure
    if (relay) {
      state.report = withRelayFault(state.report, relay.unreachable())
      await relay.close()
    }
    state.timings.teardown_sec = seconds(phaseStart)
  }
  if (thrown !== null) throw thrown
  // An installed CLI's log is read after the verifier: a bad key or a failing model API found there is
  // this attempt's error too.
  const agentFault = state.report?.fatal ?? state.report?.error
  if (!fault && agentFault) fault = { reason: agentFault, retryable: false }
  const tests = await verifierTests(spec, state)
  return {
    result: {
      ...attemptResult(spec, state, fault, startedAt, copyBudget.note()),
      ...(tests ? { tests } : {}),
    },
    retryable: fault?.retryable ?? false,
    aborted: spec.signal?.aborted ?? false,
    fatal: state.report?.fatal ?? null,
    agentError: state.report?.fatal ? null : (state.report?.error ?? null),
  }
}

/** Reads the agent's report, then removes the containers whatever that met; returns what it met. */
export async function teardown(
  spec: AttemptSpec,
  state: AttemptState,
  environment: Environment | null,
  services: ServiceSession | null,
): Promise<unknown> {
  let failure: unknown = null
  if (environment) {
    // A multi-step attempt's agent reports were read step by step.
    if (spec.task.steps.length === 0 && !spec.task.config.trial)
      state.report =
        (await collectAgentReport(spec, state).catch((error: unknown) => {
          failure = error
          return null
        })) ?? state.report
    await environment.remove()
    spec.tracker.delete(environment)
    spec.oomWatcher?.forget(environment.id)
  }
  if (services) {
    await removeServices(servicesSpec(spec), services).catch((error: unknown) => (failure ??= error))
    state.services = [...services.records.values()]
  }
  return failure
}

async function agentToVerifier(
  spec: AttemptSpec,
  state: AttemptState,
  environment: Environment,
  image: string,
  stops: ContainerStops,
): Promise<void> {
  const placement = verifierPlacement(spec)
  // Beside the agent, the verifier's environment is made ready while the agent works.
  let ready = placement === 'beside' ? prepareBeside(spec, environment) : null
  ready?.catch(() => undefined)
  try {
    stops.enter('the agent phase')
    const window = await agentPhase(spec, state, environment, image, stops)
    if (ready && window.restarted) {
      // A restart gives the agent's environment a new network: the ready verifier is not on it.
      await discardReady(spec, ready)
      ready = prepareBeside(spec, environment)
      ready.catch(() => undefined)
    }
    stops.enter('artifact collection')
    for (const exitCode of await collectPhase(spec, environment)) {
      const stopped = await stops.stoppedUnder(exitCode, spec.signal)
      if (stopped) throw stopped
    }
    if (placement) {
      // The agent's environment is stopped (separate) or left to itself (beside): not watched.
      stops.stopsOnPurpose()
      const handed = ready
      ready = null
      await runVerifierEnvironment(spec, state, environment, window, placement, handed)
    } else {
      stops.enter('the verifier phase')
      await verifierPhase(spec, state, environment, window)
      // A verifier past its timeout was stopped by us; one killed by SIGKILL may have lost its container.
      if (state.facts.verifierTimedOut) stops.stopsOnPurpose()
      const stopped = await stops.stoppedUnder(state.exitCodes.verifier, spec.signal)
      if (stopped) throw stopped
    }
  } catch (error) {
    if (state.facts.verifierTimedOut) stops.stopsOnPurpose()
    throw await stops.explain(error)
  } finally {
    if (ready) await discardReady(spec, ready)
  }
}

/**
 * Where the verifier runs: separate mode always in a fresh environment; shared mode beside the
 * agent's where the provider can (trust-boundary.ts), else (or with the guard off) in the agent's
 * own environment, trusting it.
 */
function verifierPlacement(spec: AttemptSpec): 'separate' | 'beside' | null {
  if (spec.task.config.verifier.mode === 'separate') return 'separate'
  return spec.verifierGuard && spec.provider.capabilities.verifierBeside ? 'beside' : null
}

/** `[[steps]]`: each step as a single-step attempt in the same container; totals add up. */
async function stepsPhase(
  spec: AttemptSpec,
  state: AttemptState,
  environment: Environment,
  image: string,
  stops: ContainerStops,
): Promise<void> {
  const phases: StepPhases = {
    newState: initialState,
    run: (stepSpec, stepState) => agentToVerifier(stepSpec, stepState, environment, image, stops),
    finish: async (stepSpec, stepState) => {
      stepState.report = (await collectAgentReport(stepSpec, stepState)) ?? stepState.report
    },
  }
  try {
    state.rollup = await runSteps(spec, environment, phases, state.steps)
  } finally {
    addUpSteps(state, state.steps.states)
  }
}

function addUpSteps(state: AttemptState, steps: readonly AttemptState[]): void {
  for (const step of steps) {
    state.timings.setup_sec = round(state.timings.setup_sec + step.timings.setup_sec)
    state.timings.agent_sec = round(state.timings.agent_sec + step.timings.agent_sec)
    state.timings.verifier_sec = round(state.timings.verifier_sec + step.timings.verifier_sec)
    state.facts.agentTimedOut ||= step.facts.agentTimedOut
    state.facts.verifierTimedOut ||= step.facts.verifierTimedOut
    state.facts.oomKilled ||= step.facts.oomKilled
  }
  const last = steps.at(-1)
  if (!last) return
  state.exitCodes = last.exitCodes
  state.isolation = last.isolation
  state.subject = last.subject
  state.report = {
    trajectory: null,
    usage: sumUsage(steps.map((s) => s.report?.usage)),
    fatal: steps.find((s) => s.report?.fatal)?.report?.fatal ?? null,
    error: steps.find((s) => s.report?.error)?.report?.error ?? null,
  }
}

export function initialState(spec: AttemptSpec): AttemptState {
  const { task } = spec
  return {
    timings: { build_sec: 0, setup_sec: 0, agent_sec: 0, verifier_sec: 0, teardown_sec: 0 },
    facts: {
      agentTimedOut: false,
      agentTimeoutSec: round(task.config.agent.timeoutSec * spec.timeoutMultiplier),
      agentExitCode: null,
      oomKilled: false,
      memoryMb: task.config.environment.memoryMb,
      environmentRestarted: null,
      verifierTimedOut: false,
      verifierTimeoutSec: round(task.config.verifier.timeoutSec * spec.timeoutMultiplier),
      reward: null,
    },
    exitCodes: { agent: null, verifier: null },
    report: null,
    isolation: null,
    subject: [],
    steps: { steps: [], states: [] },
    rollup: null,
    healthcheck: null,
    services: [],
    trial: null,
  }
}

export async function prepareAttemptDir(spec: AttemptSpec): Promise<void> {
  await rm(spec.attemptDir, { recursive: true, force: true })
  for (const sub of LOG_FOLDERS) await mkdir(join(spec.attemptDir, sub), { recursive: true })
  await writeFile(
    join(spec.attemptDir, 'config.json'),
    redactText(JSON.stringify(attemptConfig(spec), null, 2), spec.secrets),
  )
}

/**
 * The agent runs; after a timeout or a stopped container, a restart ends whatever it left running.
 * Returns when the agent ran, for the OOM watcher.
 */
async function agentPhase(
  spec: AttemptSpec,
  state: AttemptState,
  environment: Environment,
  image: string,
  stops: ContainerStops,
): Promise<{ from: number; to: number; restarted: boolean }> {
  const { facts } = state
  const from = Date.now()
  const trial = spec.task.config.trial
  const scenes = trial ? await runScenes(spec, environment, trial) : null
  if (scenes) state.trial = scenes.record
  const agentRun = scenes
    ? scenesAsAgentRun(scenes)
    : await runAgentPhase(spec, environment, facts.agentTimeoutSec)
  const to = Date.now()
  state.exitCodes.agent = agentRun?.exitCode ?? null
  facts.agentExitCode = state.exitCodes.agent
  facts.agentTimedOut = agentRun?.timedOut ?? false
  state.report = agentRun?.report ?? null
  if (agentRun?.error) throw new AgentError(agentRun.error)
  if (state.report?.fatal) throw new AgentError(state.report.fatal)
  const stopped = await stops.stoppedUnder(state.exitCodes.agent, spec.signal)
  facts.oomKilled = stopped?.oomKilled ?? false
  if (facts.agentTimedOut || stopped) {
    // Restarting kills every process the agent left (whatever its user, however it forked)
    // while keeping the container's filesystem for the verifier.
    if (stopped && !facts.agentTimedOut) {
      facts.environmentRestarted = `${stopped.message}; restarted for the verifier`
    }
    await environment.restart()
  }
  state.timings.agent_sec = seconds(from)
  return { from, to, restarted: facts.agentTimedOut || stopped !== null || (scenes?.restarted ?? false) }
}

/** A trial's scenes, read by the agent phase like one agent run (its usage the sum of every turn's). */
function scenesAsAgentRun(scenes: ScenesOutcome) {
  const { usage, fatal, error } = scenes
  return {
    exitCode: scenes.exitCode,
    timedOut: scenes.timedOut,
    durationSec: 0,
    error: null,
    report: { trajectory: null, usage, fatal, error },
  }
}

/** The task's healthcheck must pass before the agent starts (the environment is up). */
export async function healthcheckPhase(
  spec: AttemptSpec,
  state: AttemptState,
  environment: Environment,
): Promise<void> {
  const healthcheck = spec.task.config.environment.healthcheck
  if (healthcheck === null) return
  try {
    const { checks } = await runHealthcheck(environment, healthcheck, {
      env: spec.env.environment,
      workdir: spec.task.config.environment.workdir,
      signal: spec.signal,
    })
    state.healthcheck = { checks, passed: true, detail: null }
  } catch (error) {
    if (error instanceof HealthcheckFailed)
      state.healthcheck = {
        checks: error.checks,
        passed: false,
        detail: redactText(error.detail, spec.secrets),
      }
    throw error
  }
}

/**
 * `[[verifier.collect]]` hooks, then declared artifacts, out of the container before the verifier.
 * Returns the exit codes of the collect hooks (a SIGKILLed one may be the sign of a stop).
 */
async function collectPhase(spec: AttemptSpec, environment: Environment): Promise<(number | null)[]> {
  const { config } = spec.task
  if (config.verifier.collect.length === 0 && config.collectedPaths.length === 0) return []
  const options = {
    environment,
    sidecars: spec.sidecars ?? new Map<string, Service>(),
    hooks: config.verifier.collect,
    paths: config.collectedPaths,
    outputDir: join(spec.attemptDir, ARTIFACTS.declared),
    manifestFile: join(spec.attemptDir, ARTIFACTS.manifest),
    budget: spec.copyBudget ?? new CopyBudget(spec.copyCapBytes),
    workdir: config.environment.workdir ?? (await environment.workdir()),
    env: spec.env.environment,
    capBytesPerFile: spec.logCapBytes,
    secrets: spec.secrets,
  }
  const hooks = await runCollectHooks(options)
  if (hooks.length > 0)
    await writeFile(join(spec.attemptDir, 'collect.json'), `${JSON.stringify(hooks, null, 2)}\n`)
  await copyCollectedPaths(options)
  return hooks.map((hook) => hook.exit_code)
}

export async function verifierPhase(
  spec: AttemptSpec,
  state: AttemptState,
  environment: Environment,
  agentWindow: { from: number; to: number },
): Promise<void> {
  const { facts } = state
  const started = Date.now()
  // In the agent's own environment, which the verifier trusts (trust-boundary.ts): one archive
  // through the engine replaces /logs/verifier and /tests, and that is all that is ensured.
  state.isolation = 'in-environment'
  await environment.copyIn(await testsArchive(spec.task, { resetLogs: true }), '/')
  const verifierRun = await runVerifierPhase(spec, environment, facts.verifierTimeoutSec)
  state.exitCodes.verifier = verifierRun.exitCode
  facts.verifierTimedOut = verifierRun.timedOut
  // The run does not wait for a verifier that overran: stop it now, then collect what it left.
  if (verifierRun.timedOut) await environment.kill().catch(() => undefined)
  const oddRewards = await copyLogsOut(spec, environment, LOG_FOLDERS)
  state.timings.verifier_sec = seconds(started)
  // By now (a verifier later) the oom event of the agent phase has arrived.
  facts.oomKilled ||= spec.oomWatcher?.sawOom(environment.id, agentWindow.from, agentWindow.to) ?? false
  facts.reward = await readRewardFiles(spec.attemptDir, oddRewards)
}

function attemptResult(
  spec: AttemptSpec,
  state: AttemptState,
  fault: { reason: string; agentCaused?: boolean } | null,
  startedAt: Date,
  copyCapped: CopyCapped | null,
): AttemptResult {
  const { task, agent } = spec
  // An attempt the agent left unverifiable failed: nothing it does may become an error.
  const verdict = fault
    ? {
        status: fault.agentCaused ? ('failed' as const) : ('error' as const),
        reason: fault.reason,
        noVerdict: fault.agentCaused === true,
        rewards: {},
        reward: 0,
      }
    : (state.rollup ?? decideOutcome(state.facts))
  const finishedAt = new Date()
  return {
    schema_version: ATTEMPT_RESULT_SCHEMA_VERSION,
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
    timings: state.timings,
    exit_codes: state.exitCodes,
    timed_out: { agent: state.facts.agentTimedOut, verifier: state.facts.verifierTimedOut },
    oom_killed: state.facts.oomKilled,
    retries: 0,
    usage: state.report?.usage ?? null,
    verifier_isolation: state.isolation,
    ...(verdict.noVerdict ? { no_verdict: true } : {}),
    ...(state.subject.length > 0 ? { verifier_subject: state.subject } : {}),
    ...(task.steps.length > 0 ? { steps: state.steps.steps.map((s) => redactStep(s, spec.secrets)) } : {}),
    ...(task.compose ? { services: state.services } : {}),
    ...(task.config.environment.healthcheck ? { healthcheck: state.healthcheck } : {}),
    ...(copyCapped ? { copy_capped: copyCapped } : {}),
    ...(state.trial ? { trial: state.trial } : {}),
  }
}

/**
 * Per-test counts from the ctrf.json of the verifier that ran last (the last step's): only when a
 * verifier ran, since /logs/verifier is emptied just before it; never a reason to fail the attempt.
 */
async function verifierTests(spec: AttemptSpec, state: AttemptState): Promise<AttemptTests | null> {
  if (state.exitCodes.verifier === null && !state.facts.verifierTimedOut) return null
  const lastStep = spec.task.steps.length > 0 ? (state.steps.steps.at(-1)?.name ?? null) : null
  const parsed = await readCtrf(verifierDir(spec.attemptDir, lastStep)).catch(() => null)
  return parsed?.ok ? attemptTests(parsed.report) : null
}

function redactStep(step: StepResult, secrets: readonly Buffer[]): StepResult {
  return step.reason === null ? step : { ...step, reason: redactText(step.reason, secrets) }
}

/** In-container agents report through their own logs; read them once the agent phase is over. */
async function collectAgentReport(
  spec: AttemptSpec,
  { report, exitCodes }: AttemptState,
): Promise<AgentReport | null> {
  const agentDir = join(spec.attemptDir, 'agent')
  let collected = report
  if (!collected && spec.agent.collect) {
    const ctx = { agentDir, task: spec.task, model: spec.model, exitCode: exitCodes.agent }
    collected = await spec.agent.collect(ctx).catch(() => null)
  }
  // Agents with no log of their own (oracle, nop, command) still leave a trajectory: the command.
  collected ??= await commandReport(spec.agent, spec.task, spec.model, agentDir)
  if (collected?.trajectory && collected.trajectory.steps[0]?.role !== 'user') {
    // CLI logs start with the model's first answer; the trajectory starts with what it was asked.
    const ask = {
      role: 'user' as const,
      text: spec.task.instruction,
      tool_calls: [],
      usage: null,
      timestamp: null,
    }
    collected.trajectory.steps.unshift(ask)
  }
  if (collected)
    await writeAgentReport(agentDir, collected, spec.secrets, {
      // The attempt's own folder in the run tree, so a reader finds it from the trajectory.
      sessionId: [spec.runId, basename(dirname(spec.attemptDir)), basename(spec.attemptDir)].join('/'),
      agentVersion: spec.agent.version ?? HELIOS_VERSION,
    })
  return collected
}

function relayMount(relay: ModelRelay): Mount {
  return { hostPath: relay.dir, path: RELAY_MOUNT, readOnly: true }
}

export async function createContainer(
  spec: AttemptSpec,
  image: string,
  services: ServiceSession | null,
  extraMounts: Mount[],
  onCreated: (environment: Environment) => void,
): Promise<Environment> {
  const { task } = spec
  const env = task.config.environment
  const environment = await spec.provider.create({
    image,
    // DISPLAY for every exec (agent, verifier, hooks), so a GUI program finds the screen.
    env: { ...task.compose?.main.environment, ...spec.env.environment, ...(env.display ? { DISPLAY } : {}) },
    workdir: env.workdir,
    labels: attemptLabels(spec.runId, task.id, spec.attempt),
    limits: { cpus: env.cpus, memoryMb: env.memoryMb, pidsLimit: spec.pidsLimit },
    network: mainNetwork(spec, services),
    mounts: containerMounts(spec, extraMounts),
    // Its verifier's environment, held from now on by a provider that caps them (capacity.ts).
    companions: verifierPlacement(spec) === null ? 0 : 1,
  })
  spec.tracker.add(environment)
  onCreated(environment)
  spec.signal?.throwIfAborted()
  const files = await buildArchive(async (pack) => {
    addDirectory(pack, 'logs', 0o755)
    for (const sub of LOG_FOLDERS) addDirectory(pack, `logs/${sub}`, 0o777)
    addDirectory(pack, 'helios', 0o755)
    addFile(pack, INSTRUCTION_FILE.slice(1), spec.task.instruction)
    if (spec.agent.needsSolution && spec.task.solutionDir)
      await packDirectory(pack, spec.task.solutionDir, 'solution')
    if (spec.agentDir) await packDirectory(pack, spec.agentDir, 'helios/agent')
  })
  await environment.copyIn(files, '/')
  await environment.start('the container')
  return environment
}

/**
 * An installed CLI in a `no-network` task reaches its model API only through a relay of its own
 * (one per attempt: its log and what it saw of the model server are this attempt's).
 */
async function startAttemptRelay(spec: AttemptSpec): Promise<ModelRelay | null> {
  if (spec.task.config.environment.networkMode !== 'no-network') return null
  const relayed = relayedAgents(spec)
  const apis = relayed.flatMap(({ agent }) => agent.modelApis ?? [])
  if (apis.length === 0 || !relayed.some(({ prepared }) => prepared?.env.HELIOS_RELAY_NODE)) return null
  return startModelRelay({
    routes: relayRoutes(apis, spec.agentPlainEnv),
    secrets: spec.secrets,
    caFile: spec.caBundle,
    logFile: join(spec.attemptDir, 'agent', 'relay.log'),
  })
}

/**
 * The agents an attempt runs, each with what it was prepared with: the run's, and in a trial every
 * role's (a role may name another CLI, whose model API the relay must also carry).
 */
function relayedAgents(spec: AttemptSpec): { agent: AgentDefinition; prepared: PreparedAgent | null }[] {
  const agents = [{ agent: spec.agent, prepared: spec.prepared ?? null }]
  for (const scene of spec.task.config.trial?.scenes ?? [])
    for (const role of scene.roles) {
      if (role.agent === null || role.agent === spec.agent.name || !spec.roleAgent) continue
      agents.push({
        agent: spec.roleAgent(role.agent, role.model ?? spec.model),
        prepared: spec.rolePrepared?.[role.agent] ?? null,
      })
    }
  return agents
}

/** The attempt's own network for a compose task; else none, the host's, or the provider's default. */
function mainNetwork(spec: AttemptSpec, services: ServiceSession | null): NetworkPolicy {
  const sealed = spec.task.config.environment.networkMode === 'no-network'
  if (services) {
    // A sealed task keeps its internal network: its model calls, if any, go through the relay.
    if (spec.agentNetwork === 'host' && !sealed)
      throw new Error(
        `${spec.agent.name} needs the host network (its model server is on localhost), which a compose task's main container cannot join: serve the model on a reachable address`,
      )
    return { kind: 'group', group: services.network, alias: 'main' }
  }
  if (sealed) return { kind: 'none' }
  return { kind: spec.agentNetwork ?? 'default' }
}

function servicesSpec(spec: AttemptSpec): ServicesSpec {
  const serviceImage = spec.serviceImage
  if (!serviceImage) throw new Error('a compose task needs AttemptSpec.serviceImage')
  return { ...spec, serviceImage }
}

async function runAgentPhase(
  spec: AttemptSpec,
  environment: Environment,
  timeoutSec: number,
): Promise<(ExecOutcome & { report: AgentReport | null; error: string | null }) | null> {
  const agentDir = join(spec.attemptDir, 'agent')
  if (spec.agent.runOnHost) {
    const outcome = await runHostAgent(spec.agent.runOnHost, {
      task: spec.task,
      model: spec.model,
      environment,
      agentDir,
      instruction: spec.task.instruction,
      env: { ...spec.agentPlainEnv, ...spec.agentHostEnv },
      preparedEnv: spec.prepared?.env ?? {},
      timeoutMs: timeoutSec * 1000,
      signal: spec.signal,
      ...(spec.onAgentEvent ? { onEvent: redactedEvents(spec.onAgentEvent, spec.secrets) } : {}),
    })
    await redactFolder(agentDir, spec.secrets)
    const { usage, trajectory, fatal, error } = outcome
    return { ...outcome, durationSec: 0, report: { usage, trajectory, fatal, error } }
  }
  const command = spec.agent.command(spec.task)
  if (!command) return null
  const outcome = await execAgentCommand(spec, environment, command, agentDir, timeoutSec * 1000)
  return { ...outcome, report: null, error: null }
}

function containerMounts(spec: AttemptSpec, extraMounts: Mount[]): Mount[] {
  const mounts = [...(spec.prepared?.mounts ?? []), ...(spec.roleMounts ?? []), ...extraMounts]
  if (spec.caBundle && !spec.agent.runOnHost)
    mounts.push({ hostPath: spec.caBundle, path: CA_BUNDLE_PATH, readOnly: true })
  return mounts
}

async function runVerifierPhase(
  spec: AttemptSpec,
  environment: Environment,
  timeoutSec: number,
): Promise<ExecOutcome> {
  return environment.exec({
    cmd: ['bash', '-c', VERIFIER_COMMAND],
    user: spec.task.config.verifier.user,
    env: spec.env.verifier,
    workdir: spec.task.config.environment.workdir,
    timeoutMs: timeoutSec * 1000,
  })
}

/** What ran, for humans and for reproduction. Env values are never written, only names. */
function attemptConfig(spec: AttemptSpec) {
  const { task } = spec
  const env = task.config.environment
  return {
    schema_version: ATTEMPT_RESULT_SCHEMA_VERSION,
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
    ...(spec.overrides ? { overrides: spec.overrides } : {}),
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

/** The watcher sees what the files will hold: secrets redacted. */
function redactedEvents(listen: AgentEventListener, secrets: AttemptSpec['secrets']): AgentEventListener {
  // Redacting only replaces text inside strings: the JSON is the event it was made from.
  return (event) => listen(JSON.parse(redactText(JSON.stringify(event), secrets)) as AgentEvent)
}
