// An agent is data plus hooks: what goes into the container, which command runs there (or what
// runs on the host instead), and how its own logs become a trajectory and usage.
import type { AgentEventListener } from './agent-events.js'
import type { Environment, EnvironmentProvider, Mount } from '../environment/types.js'
import type { Usage } from '../../results/usage.js'
import type { Task } from '../../task/types.js'
import type { Trajectory } from './trajectory.js'
import type { ModelApi } from '../relay/routes.js'
import type { ComputerSafety } from '../../settings/agent.js'
import type { AgentSession, SessionContext } from './session.js'

/** How a caller names the agent (CLI `--agent`, action `agent` input). */
export const REASONING_EFFORTS = ['none', 'minimal', 'low', 'medium', 'high', 'xhigh'] as const
export type ReasoningEffort = (typeof REASONING_EFFORTS)[number]

export interface AgentSpec {
  /** `helios`, `oracle`, `nop`, `command`, `host-command` or an installed CLI (`claude-code`, …). */
  name: string
  /** The shell command for `command` (in the container) and `host-command` (on the host). */
  command?: string
  /** Installed CLIs: the npm version to install (default: the tested pin). */
  version?: string
  /**
   * Built-in agent: the model's reasoning effort (`none` turns it off), mapped by the AI SDK to each
   * provider's own setting (Anthropic's thinking budget, OpenAI's reasoning effort, Gemini's
   * thinking config). Absent: the provider's default.
   */
  reasoning?: ReasoningEffort
  /**
   * Built-in agent on a GUI task: what a computer-use provider's request for a person's
   * confirmation gets (OpenAI's pending safety checks, Gemini's `require_confirmation`).
   * `decline` (default) runs nothing and stops the agent; `acknowledge` confirms and goes on.
   */
  computerSafety?: ComputerSafety
  /** Built-in agent limits (defaults in agents/helios/index.ts). */
  limits?: Partial<{
    maxTurns: number
    maxTokens: number
    maxCostUsd: number
    commandTimeoutSec: number
    /** Model API retries per call; the library API's tests lower it to skip the back-off. */
    maxRetries: number
  }>
}

/** Once per run, on the host, before any attempt (e.g. install a CLI). */
export interface PrepareContext {
  /** Where the run's environments run (an installed CLI is installed for its platform). */
  provider: EnvironmentProvider
  /** Host folder for installed agents, kept across runs (keyed inside by agent, version, platform). */
  cacheDir: string
  hostEnv: Record<string, string | undefined>
  log: (message: string) => void
  signal?: AbortSignal
  /** Some task of the run is `no-network`: the agent's model calls go through the relay (relay/). */
  relay?: boolean
}

/** What every container of the run gets from `prepare`. */
export interface PreparedAgent {
  /** Host folders every environment of the run sees (an installed CLI, read-only). */
  mounts: Mount[]
  /** Extra environment of the agent process (not secrets: these are written to config.json). */
  env: Record<string, string>
}

/** Per attempt, for agents that run on the host and act on the environment through its provider. */
export interface HostAgentContext {
  task: Task
  model: string | null
  environment: Environment
  /** Host folder `<attempt>/agent`: write the trajectory and logs here. */
  agentDir: string
  /** The instruction as the task states it. */
  instruction: string
  /** Host variables the agent may use (API keys, base URLs). Never reach the container. */
  env: Record<string, string>
  /**
   * What `prepare` gave every environment (paths of its mounts): for a host-side client that starts
   * the agent process in the environment itself (ACP agents).
   */
  preparedEnv?: Record<string, string>
  /** Milliseconds left for the agent phase. */
  timeoutMs: number
  /** Aborted on agent timeout and when the run is interrupted. */
  signal: AbortSignal
  /** Told each step as it happens (`helios run --watch`); absent: nobody watches. */
  onEvent?: AgentEventListener
}

export interface AgentReport {
  trajectory: Trajectory | null
  usage: Usage | null
  /**
   * An answer that every later attempt would get too (bad key, unknown model): the attempt is an
   * `error` with this reason and the run stops scheduling attempts of this agent.
   */
  fatal: string | null
  /**
   * The agent could not do its work, for a cause another attempt may not meet (the model API kept
   * failing, the CLI died before its first request): the attempt is an `error` with this reason,
   * and several such attempts in a row stop the run.
   */
  error?: string | null
}

export interface HostAgentOutcome extends AgentReport {
  exitCode: number | null
  timedOut: boolean
  error: string | null
}

export interface AgentDefinition {
  name: string
  /** What ATIF's agent.version says: an installed CLI's npm version; else helios's own (version.ts). */
  version?: string
  /** `/solution` is copied in only for agents that need it (oracle). */
  needsSolution: boolean
  /**
   * Installed CLIs call their model API from inside the container: a `no-network` task runs them
   * only through the model relay (`modelApis`), and refuses an agent without it.
   */
  needsContainerNetwork: boolean
  /** The model APIs the relay may forward to, by base-URL variable (installed CLIs). */
  modelApis?: readonly ModelApi[]
  /**
   * Its mounts are host folders: on a provider without `capabilities.mounts` the runner refuses the
   * agent before this runs (environment/capability-refusals.ts).
   */
  prepare?: (ctx: PrepareContext) => Promise<PreparedAgent>
  /** The in-container agent process: argv run as `[agent].user` in the workdir; null runs nothing. */
  command: (task: Task) => string[] | null
  /** Extra environment of the in-container agent process, from the task. */
  env: (task: Task) => Record<string, string>
  /** Host variables the agent needs (values are secrets: redacted in every file). */
  requiredEnv: readonly string[]
  /** Host variables passed when set (base URLs and the like; not treated as secrets). */
  optionalEnv?: readonly string[]
  /** What must be set in the host environment before any container (a key, a base URL): preflight.ts. */
  needs?: (hostEnv: Record<string, string | undefined>) => EnvNeed[]
  /**
   * Agents that keep a session across a trial scene's turns (session.ts); without it each turn is
   * a one-shot run whose prompt carries the scene's earlier turns.
   */
  openSession?: (ctx: SessionContext) => Promise<AgentSession>
  /** Host-side agents: runs instead of `command`. */
  runOnHost?: (ctx: HostAgentContext) => Promise<HostAgentOutcome>
  /** After the agent phase: read what the agent left in `<attempt>/agent` (its own logs). */
  collect?: (ctx: {
    agentDir: string
    task: Task
    model: string | null
    /** How the agent process ended: null when it was stopped (timeout) or never ran. */
    exitCode: number | null
  }) => Promise<AgentReport>
}

export class UnknownAgentError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UnknownAgentError'
  }
}

/** One requirement: at least one of these host variables set (non-empty). */
export interface EnvNeed {
  anyOf: readonly string[]
  /** What the variable is, for the sentence: `its API key`, `the server's base URL`. */
  what: string
}
