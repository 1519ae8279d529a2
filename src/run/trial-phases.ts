// The library's phase API: one attempt of a task as separately callable phases, BenchFlow's Trial
// (`setup`, `start`, `install_agent`, scenes, `verify`, `cleanup`), for custom flows; `run()` calls
// them in order. Each phase is the one runAttempt uses (attempt.ts, scenes.ts), so a phase behaves
// as in `helios batch`. One difference of order: agents are installed on the host and mounted, so
// `installAgents` comes before `start`. Covered: a task of one environment (no compose services,
// no model relay for no-network tasks), the verifier in the agent's environment; for everything
// else (and result.json), run the task with runBenchmark.
import { join } from 'node:path'
import type { Task } from '../task/types.js'
import type { Trial } from '../trial/types.js'
import { resolveAgent, type AgentDefinition, type AgentSpec } from './agents/index.js'
import { assertAgentCanRun } from './agents/preflight.js'
import { defaultAgentCacheDir, pickEnv, setUpAgent, wantsRelay } from './agent-setup.js'
import type { AttemptSpec, AttemptState } from './attempt-types.js'
import {
  createContainer,
  healthcheckPhase,
  initialState,
  prepareAttemptDir,
  teardown,
  verifierPhase,
} from './attempt.js'
import { DEFAULT_COPY_CAP_BYTES, DEFAULT_LOG_CAP_BYTES } from './attempt.js'
import { EnvironmentTracker } from './cleanup.js'
import { stageEnvironmentFiles } from './environment-files.js'
import type { Environment, EnvironmentProvider } from './environment/types.js'
import { otherRoleAgents, roleAgentOf, roleDefinitions, setUpRoleAgents } from './role-agents.js'
import { runScenes, type ScenesOutcome } from './scenes.js'
import { SUBJECT_CAP_BYTES } from './subject-copy.js'
import { prepareTask } from './task-env.js'

export interface TrialAttemptOptions {
  provider: EnvironmentProvider
  task: Task
  agent: AgentSpec
  model?: string | null
  /** Agents defined in code that roles may name. */
  roleAgents?: Readonly<Record<string, AgentDefinition>>
  /** The attempt's folder: logs, trajectories, the verifier's reward. */
  attemptDir: string
  /** Default: the task's own `[trial]`, else one scene of one turn (instruction.md). */
  trial?: Trial
  hostEnv?: Record<string, string | undefined>
  agentCacheDir?: string
  timeoutMultiplier?: number
  runId?: string
  log?: (message: string) => void
  signal?: AbortSignal
}

export interface TrialAttempt {
  /** Resolves the agents (a wrong name or a missing key is refused here) and makes the attempt's folder. */
  setup(): Promise<void>
  /** Installs each agent once on the host (an npm CLI or ACP adapter), to be mounted by `start`. */
  installAgents(): Promise<void>
  /** Builds or pulls the image, creates and starts the environment, stages its files, runs its healthcheck. */
  start(): Promise<Environment>
  /** Every scene in order: roles keep their sessions within a scene, every process ends between scenes. */
  runScenes(): Promise<ScenesOutcome>
  /** The task's verifier, once, in the environment; the reward (null: it wrote none). */
  verify(): Promise<number | null>
  /** Removes the environment (safe to call twice, and after a failed phase). */
  cleanup(): Promise<void>
  /** All of it, in order; cleanup also after a failure. */
  run(): Promise<{ scenes: ScenesOutcome; reward: number | null }>
}

/** A single-turn attempt as a trial: one scene, one role of the run's agent, instruction.md. */
function oneTurn(task: Task): Trial {
  const turn = { role: 'agent', prompt: null, timeoutSec: null }
  const role = { name: 'agent', agent: null, model: null }
  return {
    scenes: [{ name: 'solve', roles: [role], turns: [turn], timeoutSec: null }],
    sandboxSetupTimeoutSec: null,
    file: join(task.relativeDir, 'task.toml'),
  }
}

export function trialAttempt(options: TrialAttemptOptions): TrialAttempt {
  const { task } = options
  const trial = options.trial ?? task.config.trial ?? oneTurn(task)
  const hostEnv = options.hostEnv ?? process.env
  const runTask: Task = { ...task, config: { ...task.config, trial } }
  let spec: AttemptSpec | null = null
  let state: AttemptState | null = null
  let environment: Environment | null = null
  let agentWindow = { from: 0, to: 0 }
  const ready = (phase: string): AttemptSpec => {
    if (!spec) throw new Error(`${phase}() needs setup() first`)
    return spec
  }

  const phases: TrialAttempt = {
    setup: async () => {
      spec = resolvedSpec(options, runTask, hostEnv)
      state = initialState(spec)
      await prepareAttemptDir(spec)
    },
    installAgents: async () => {
      spec = await installed(options, ready('installAgents'), runTask, hostEnv)
    },
    start: async () => {
      const current = ready('start')
      const image = await current.image()
      if (!image.ok) throw new Error(image.reason)
      environment = await createContainer(current, image.image, null, [], (made) => (environment = made))
      await stageEnvironmentFiles(runTask, environment)
      await healthcheckPhase(current, state!, environment)
      return environment
    },
    runScenes: async () => {
      const current = ready('runScenes')
      if (!environment) throw new Error('runScenes() needs start() first')
      const from = Date.now()
      const outcome = await runScenes(current, environment, trial)
      agentWindow = { from, to: Date.now() }
      state!.trial = outcome.record
      // As after an agent's timeout: nothing it left runs into the verifier.
      if (outcome.timedOut) await environment.restart()
      return outcome
    },
    verify: async () => {
      const current = ready('verify')
      if (!environment) throw new Error('verify() needs start() first')
      await verifierPhase(current, state!, environment, agentWindow)
      const reading = state!.facts.reward
      return reading?.ok ? reading.main : null
    },
    cleanup: async () => {
      if (!spec || !environment) return
      const failure = await teardown(spec, state!, environment, null)
      environment = null
      if (failure) throw failure instanceof Error ? failure : new Error(String(failure))
    },
    run: async () => {
      try {
        await phases.setup()
        await phases.installAgents()
        await phases.start()
        const scenes = await phases.runScenes()
        return { scenes, reward: await phases.verify() }
      } finally {
        await phases.cleanup()
      }
    },
  }
  return phases
}

/** The attempt's spec: its agents resolved (a wrong name or a missing key refused), its env expanded. */
function resolvedSpec(
  options: TrialAttemptOptions,
  runTask: Task,
  hostEnv: Record<string, string | undefined>,
): AttemptSpec {
  const { provider } = options
  const model = options.model ?? null
  const agent = resolveAgent(options.agent, model)
  const source = { runSpec: options.agent, runAgent: agent, definitions: options.roleAgents ?? {} }
  const roles = roleDefinitions(source, [runTask], model)
  for (const definition of [agent, ...roles]) assertAgentCanRun(definition, hostEnv, null)
  const names = [...agent.requiredEnv, ...roles.flatMap((r) => r.requiredEnv)]
  const optional = [...(agent.optionalEnv ?? []), ...roles.flatMap((r) => r.optionalEnv ?? [])]
  const agentHostEnv = pickEnv(hostEnv, names)
  const prepared = prepareTask(runTask, hostEnv, agentHostEnv)
  if (prepared.envError) throw new Error(prepared.envError)
  const images = provider.images({ buildLogDir: join(options.attemptDir, 'builds') })
  return {
    ...{ provider, runId: options.runId ?? 'phases', task: runTask, attempt: 1 },
    ...{ attemptDir: options.attemptDir, agent, model, image: () => images.ensure(runTask) },
    timeoutMultiplier: options.timeoutMultiplier ?? 1,
    env: prepared.env,
    agentHostEnv,
    agentPlainEnv: pickEnv(hostEnv, optional),
    prepared: null,
    ...{ agentNetwork: null, agentDir: null, caBundle: null, verifierGuard: false },
    subjectCapBytes: SUBJECT_CAP_BYTES,
    secrets: prepared.secrets,
    pidsLimit: 4096,
    logCapBytes: DEFAULT_LOG_CAP_BYTES,
    copyCapBytes: DEFAULT_COPY_CAP_BYTES,
    tracker: new EnvironmentTracker(),
    roleAgent: (name, roleModel) => roleAgentOf(source, name, roleModel),
    ...(options.signal ? { signal: options.signal } : {}),
  }
}

/** Each agent installed once on the host; the spec with what to mount. */
async function installed(
  options: TrialAttemptOptions,
  spec: AttemptSpec,
  runTask: Task,
  hostEnv: Record<string, string | undefined>,
): Promise<AttemptSpec> {
  const ctx = {
    provider: options.provider,
    cacheDir: options.agentCacheDir ?? defaultAgentCacheDir(hostEnv),
    hostEnv,
    log: options.log ?? (() => undefined),
    ...(options.signal ? { signal: options.signal } : {}),
  }
  const withRelay = (agent: AgentDefinition) => ({ ...ctx, relay: wantsRelay(agent, hostEnv, [runTask]) })
  const own = await setUpAgent(spec.agent, withRelay(spec.agent))
  if (own.error) throw new Error(own.error)
  const source = { runSpec: options.agent, runAgent: spec.agent, definitions: options.roleAgents ?? {} }
  const names = otherRoleAgents([runTask], spec.agent.name)
  const roles = await setUpRoleAgents(source, names, own.prepared?.mounts ?? [], withRelay, spec.model)
  if (roles.error) throw new Error(roles.error)
  return { ...spec, prepared: own.prepared, rolePrepared: roles.prepared, roleMounts: roles.mounts }
}
