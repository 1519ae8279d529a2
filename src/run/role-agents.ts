// Trial roles that name an agent other than the run's (`-a`): the built-in agent, an installed CLI,
// an ACP agent, or one defined in code. Each such agent is resolved before the run (so a wrong
// name or a missing model is refused before any container), its keys are passed like the run's,
// and it is prepared once with the run's agent; every environment of the run gets its mounts.
import type { Mount } from './environment/types.js'
import type { Task } from '../task/types.js'
import { resolveAgent, type AgentDefinition, type AgentSpec } from './agents/index.js'
import { setUpAgent, type AgentSetup } from './agent-setup.js'

export interface RoleAgentSource {
  /** The run's agent as given (`-a`), and its definition. */
  runSpec: AgentSpec
  runAgent: AgentDefinition
  /** Agents defined in code, by the name a role gives (the library API). */
  definitions?: Readonly<Record<string, AgentDefinition>>
}

/** The names of the agents roles give other than the run's, in first-seen order. */
export function otherRoleAgents(tasks: readonly Task[], runAgent: string): string[] {
  const names = tasks.flatMap((task) =>
    (task.config.trial?.scenes ?? []).flatMap((scene) => scene.roles.map((role) => role.agent)),
  )
  return [...new Set(names.filter((name): name is string => name !== null && name !== runAgent))]
}

/** The models roles name, by agent name (null: the run's agent). */
function roleModels(tasks: readonly Task[]): { agent: string | null; model: string | null }[] {
  return tasks.flatMap((task) =>
    (task.config.trial?.scenes ?? []).flatMap((scene) =>
      scene.roles.map((role) => ({ agent: role.agent, model: role.model })),
    ),
  )
}

/** A role's agent: the named one (null or the run's name: the run's spec) with the given model. */
export function roleAgentOf(
  source: RoleAgentSource,
  agent: string | null,
  model: string | null,
): AgentDefinition {
  if (agent === null || agent === source.runAgent.name) return resolveAgent(source.runSpec, model)
  return source.definitions?.[agent] ?? resolveAgent({ name: agent }, model)
}

/**
 * Every role's agent with its model where it differs from the run's agent and model. Resolving
 * them refuses, before anything starts, a role agent that does not exist or lacks a model.
 */
export function roleDefinitions(
  source: RoleAgentSource,
  tasks: readonly Task[],
  runModel: string | null,
): AgentDefinition[] {
  return roleModels(tasks)
    .filter(({ agent, model }) => !((agent === null || agent === source.runAgent.name) && model === null))
    .map(({ agent, model }) => roleAgentOf(source, agent, model ?? runModel))
}

/** The host variables the roles' agents and models need beside the run's agent's own. */
export function roleEnvNames(
  source: RoleAgentSource,
  tasks: readonly Task[],
  runModel: string | null,
): { required: string[]; optional: string[] } {
  const definitions = roleDefinitions(source, tasks, runModel)
  return {
    required: definitions.flatMap((definition) => definition.requiredEnv),
    optional: definitions.flatMap((definition) => definition.optionalEnv ?? []),
  }
}

export interface RoleAgentsSetup {
  /** By agent name. */
  prepared: Record<string, AgentSetup['prepared']>
  /** Their mounts, for every environment of the run. */
  mounts: Mount[]
  /** Why some role agent cannot be set up: every attempt records it as its error. */
  error: string | null
}

/** Prepares each other role agent once (an install); two agents needing one mount path is refused. */
export async function setUpRoleAgents(
  source: RoleAgentSource,
  names: readonly string[],
  runMounts: readonly Mount[],
  /** What each agent is set up with (whether it needs the relay's Node depends on the agent). */
  ctxFor: (agent: AgentDefinition) => Parameters<typeof setUpAgent>[1],
  runModel: string | null,
): Promise<RoleAgentsSetup> {
  const setup: RoleAgentsSetup = { prepared: {}, mounts: [], error: null }
  const taken = new Map(runMounts.map((mount) => [mount.path, `the run's agent ${source.runAgent.name}`]))
  for (const name of names) {
    const agent = roleAgentOf(source, name, runModel)
    const done = await setUpAgent(agent, ctxFor(agent))
    setup.prepared[name] = done.prepared
    setup.error ??= done.error
    for (const mount of done.prepared?.mounts ?? []) {
      const other = taken.get(mount.path)
      if (other) {
        setup.error ??= mountClash(name, other, mount.path)
        continue
      }
      taken.set(mount.path, `role agent ${name}`)
      setup.mounts.push(mount)
    }
  }
  return setup
}

function mountClash(name: string, other: string, path: string): string {
  return `role agent ${name} needs ${path}, which ${other} mounts too: installed CLIs and npm ACP adapters share that path, so one trial can mix at most one of them with the built-in agent and agents defined in code`
}
