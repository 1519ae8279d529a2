// What the runner settles about the agent before the first attempt: its host variables, tasks it
// cannot run (refused before any build), its one-time install, the CA bundle for containers.
import { existsSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { EnvironmentProvider } from './environment/types.js'
import type { InvalidTask, Task } from '../task/types.js'
import type { AgentDefinition, PreparedAgent } from './agents/types.js'
import { RelayRouteError, relayRoutes } from './relay/routes.js'

export function pickEnv(
  hostEnv: Record<string, string | undefined>,
  names: readonly string[],
): Record<string, string> {
  const picked: Record<string, string> = {}
  for (const name of new Set(names)) {
    const value = hostEnv[name]
    if (value !== undefined) picked[name] = value
  }
  return picked
}

/** Optional variables that hold credentials are secrets too (redacted in every file we write). */
export function isSecretName(name: string): boolean {
  return /KEY|TOKEN|SECRET|PASSWORD/i.test(name)
}

/**
 * Tasks this agent cannot run, by index, found before any image is built: the oracle needs a
 * solution; an installed CLI in a `no-network` task needs a model API the relay can forward to.
 */
export function refusedTasks(
  tasks: readonly Task[],
  agent: AgentDefinition,
  hostEnv: Record<string, string | undefined> = {},
): Map<number, InvalidTask> {
  const refused = new Map<number, InvalidTask>()
  tasks.forEach((task, index) => {
    if (agent.needsSolution && !task.hasSolution) {
      refused.set(index, {
        relative_dir: task.relativeDir,
        file: `${task.relativeDir}/solution/solve.sh`,
        field: null,
        message: `agent ${agent.name} runs solution/solve.sh, which this task does not have: add one, or run another agent`,
      })
    }
  })
  if (!agent.needsContainerNetwork) return refused
  const problem = relayProblem(agent, hostEnv)
  if (!problem) return refused
  tasks.forEach((task, index) => {
    if (task.config.environment.networkMode !== 'no-network') return
    refused.set(index, {
      relative_dir: task.relativeDir,
      file: `${task.relativeDir}/task.toml`,
      field: 'environment.network_mode',
      message: `agent ${agent.name} calls its model API from inside the container, but this task is no-network and ${problem}: run it with the built-in agent (-a helios -m <model>, which calls the model from the host) or allow network`,
    })
  })
  return refused
}

/** Why the relay cannot serve this agent's model calls in a `no-network` task; null when it can. */
export function relayProblem(
  agent: AgentDefinition,
  hostEnv: Record<string, string | undefined>,
): string | null {
  const apis = agent.modelApis ?? []
  if (apis.length === 0) return 'the agent cannot use the model relay'
  try {
    if (relayRoutes(apis, hostEnv).length > 0) return null
  } catch (error) {
    if (error instanceof RelayRouteError) return `the model relay cannot use it: ${error.message}`
    throw error
  }
  const names = apis.map((api) => api.variable).join(' or ')
  return `the model relay has no model API to forward to: set ${names}`
}

/** An agent (the run's or a role's) gets the relay's Node only when some task will run it through the relay. */
export function wantsRelay(
  agent: AgentDefinition,
  hostEnv: Record<string, string | undefined>,
  tasks: readonly Task[],
): boolean {
  return (
    agent.needsContainerNetwork === true &&
    relayProblem(agent, hostEnv) === null &&
    tasks.some((task) => task.config.environment.networkMode === 'no-network')
  )
}

/** The default home of installed agent CLIs: kept between runs, outside the repository. */
export function defaultAgentCacheDir(env: Record<string, string | undefined> = process.env): string {
  if (env.HELIOS_AGENT_CACHE) return env.HELIOS_AGENT_CACHE
  if (env.RUNNER_TOOL_CACHE) return join(env.RUNNER_TOOL_CACHE, 'helios-agents')
  const cache = env.XDG_CACHE_HOME ?? join(homedir() || tmpdir(), '.cache')
  return join(cache, 'helios', 'agents')
}

export interface AgentSetup {
  prepared: PreparedAgent | null
  /** Why the agent could not be set up: every attempt records it as its error. */
  error: string | null
}

export async function setUpAgent(
  agent: AgentDefinition,
  ctx: {
    provider: EnvironmentProvider
    cacheDir: string
    hostEnv: Record<string, string | undefined>
    log: (m: string) => void
    signal?: AbortSignal
    relay?: boolean
  },
): Promise<AgentSetup> {
  if (!agent.prepare) return { prepared: null, error: null }
  try {
    return { prepared: await agent.prepare(ctx), error: null }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { prepared: null, error: `agent ${agent.name} setup failed: ${message}` }
  }
}

/** The host's extra CA bundle (TLS-intercepting proxies), when it names a file that exists. */
export function hostCaBundle(hostEnv: Record<string, string | undefined>): string | null {
  const file = hostEnv.NODE_EXTRA_CA_CERTS
  return file && existsSync(file) ? file : null
}
