// The attempt's spec and the state it builds up, in a module of their own: the attempt, its steps,
// the separate verifier and the verifier's files all use them, and none of those imports another
// for a type (which would make an import circle).
import type { AttemptResult, PhaseTimings, StepResult } from '../results/types.js'
import type { AppliedOverrides } from '../config/task-overrides.js'
import type { AgentEventListener } from './agents/agent-events.js'
import type { HealthcheckRecord, ServiceRecord } from '../results/environment-record-schema.js'
import type { ComposeService, Task } from '../task/types.js'
import type { AgentDefinition, AgentReport, PreparedAgent } from './agents/types.js'
import type {
  EnvironmentEvents,
  EnvironmentProvider,
  ImageOutcome,
  Mount,
  Service,
} from './environment/types.js'
import type { VerifierIsolation } from './trust-boundary.js'
import type { EnvironmentTracker } from './cleanup.js'
import type { CopyBudget } from './copy-budget.js'
import type { TrialRecord } from '../results/trial-record.js'
import type { AttemptFacts, AttemptVerdict } from './outcome.js'

export interface AttemptSpec {
  provider: EnvironmentProvider
  runId: string
  task: Task
  attempt: number
  attemptDir: string
  agent: AgentDefinition
  model: string | null
  image: () => Promise<ImageOutcome>
  /** The separate verifier's image (tasks with `environment_mode = "separate"`); default `image`. */
  verifierImage?: () => Promise<ImageOutcome>
  /** A compose service's image (tasks with `environment/docker-compose.yaml`). */
  serviceImage?: (service: ComposeService) => Promise<ImageOutcome>
  /** A compose task's running services by name, once they are up. */
  sidecars?: ReadonlyMap<string, Service>
  timeoutMultiplier: number
  /** Told the agent's steps as they happen (`helios run --watch`; host agents). */
  onAgentEvent?: AgentEventListener
  /** A bench config's overrides files applied to the task (config.json records them); null: none. */
  overrides?: AppliedOverrides | null
  /** Expanded task env tables (`${VAR}` resolved against the host). */
  env: {
    environment: Record<string, string>
    verifier: Record<string, string>
    solution: Record<string, string>
    /** Each step's verifier env (task's, step's on top), for multi-step tasks. */
    steps?: Record<string, string>[]
    /** `[verifier.environment] env`: the separate verifier environment's variables. */
    verifierEnvironment?: Record<string, string>
  }
  /** Host variables passed to the agent phase only, by name (secrets: redacted everywhere). */
  agentHostEnv: Record<string, string>
  /** Host variables the agent reads when set (base URLs): not secrets. */
  agentPlainEnv: Record<string, string>
  /** What `agent.prepare` gave for every container of the run (installed CLIs). */
  prepared: PreparedAgent | null
  /** `host`: the container shares the host's network (agents reaching a model server on localhost). */
  agentNetwork: 'host' | null
  /** Host folder copied to /helios/agent before the agent phase (in-container custom agents). */
  agentDir: string | null
  /** Host CA bundle (NODE_EXTRA_CA_CERTS) mounted for in-container agents behind TLS interception. */
  caBundle: string | null
  /**
   * A shared-mode verifier in an environment of its own beside the agent's (trust-boundary.ts),
   * where the provider can; off: it runs in the agent's environment, trusting the agent (default on).
   */
  verifierGuard: boolean
  /** Bytes of the agent's subject one attempt may bring to its verifier. */
  subjectCapBytes: number
  /** Values to replace by `***` in every file we write. */
  secrets: readonly Buffer[]
  pidsLimit: number
  /** Cap per file copied or written from the environment's output. */
  logCapBytes: number
  /** Cap on all the bytes one attempt copies out of its environment (see copy-budget.ts). */
  copyCapBytes: number
  /** The attempt's copy budget, shared by its steps (set by runAttempt). */
  copyBudget?: CopyBudget
  tracker: EnvironmentTracker
  /**
   * A trial role's agent: the one it names (null: the run's) with its model; set by the runner.
   * Agents other than the run's were prepared with it: `rolePrepared`, by agent name.
   */
  roleAgent?: (agent: string | null, model: string | null) => AgentDefinition
  rolePrepared?: Readonly<Record<string, PreparedAgent | null>>
  /** Their mounts: every environment of the run gets them beside the run's agent's. */
  roleMounts?: readonly Mount[]
  oomWatcher?: EnvironmentEvents
  signal?: AbortSignal
  /**
   * The display tools bundle's host folder, for a GUI attempt whose image may lack the tools
   * (display/tools-bundle-build.ts: built once per run); absent or null: the image's tools alone.
   */
  displayBundle?: (image: string) => Promise<string | null>
}

/** What an attempt (or one step of it) learns as it goes; turned into result.json at the end. */
export interface AttemptState {
  timings: PhaseTimings
  facts: AttemptFacts
  exitCodes: AttemptResult['exit_codes']
  report: AgentReport | null
  /** How the verifier ran (null: it did not get that far). */
  isolation: VerifierIsolation | null
  /** The paths copied from the agent into a verifier environment of its own. */
  subject: string[]
  /** Multi-step tasks: the steps that ran, and the verdict they roll up to. */
  steps: StepsProgress
  /** `[environment.healthcheck]` before the agent; null without one (or before it ran). */
  healthcheck: HealthcheckRecord | null
  /** Compose tasks: what each sidecar did. */
  services: ServiceRecord[]
  rollup: AttemptVerdict | null
  /** Trials: what each scene did (result.json's `trial`); null otherwise. */
  trial: TrialRecord | null
}

/** Filled as the steps run, so a fault part-way still leaves what each step did. */
export interface StepsProgress {
  steps: StepResult[]
  states: AttemptState[]
}
