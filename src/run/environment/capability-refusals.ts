// What a task or a run needs that a provider cannot honour, decided from the provider's declared
// capabilities (types.ts ProviderCapabilities), so a new provider gets its refusals by declaring
// them. One sentence shape for every refusal: where the need is written (a task file, a flag), what
// it asks, the provider and its own reason, and the fix. Pure.
import type { Task } from '../../task/types.js'
import type { EnvironmentProvider, EnvironmentSpec, Mount, ProviderNeed } from './types.js'

/** What a refusal is decided from: the provider's name, title and declared capabilities. */
export type ProviderFacts = Pick<EnvironmentProvider, 'name' | 'title' | 'capabilities'>

/** The provider a refused need can move to: Docker honours every one. */
const FIX_PROVIDER = '--provider docker'

export interface RefusedNeed {
  need: ProviderNeed
  /** Where the need is written: `<task>/task.toml`, a compose file, a flag; null: the environment itself. */
  where: string | null
  /** What is asked, as the file spells it: `[environment] network_mode = "no-network"`. */
  asks: string
  fix: string
}

/** `<where>: <asks> cannot run on <Provider> (<its reason>); <fix>`. */
export function refusalText(provider: ProviderFacts, refused: RefusedNeed): string {
  const why = provider.capabilities.reasons?.[refused.need]
  const subject = refused.where ? `${refused.where}: ${refused.asks}` : refused.asks
  return `${subject} cannot run on ${provider.title}${why ? ` (${why})` : ''}; ${refused.fix}`
}

/** What this task's files ask of an environment provider. */
export function taskNeeds(task: Task): RefusedNeed[] {
  const needs: RefusedNeed[] = []
  const fix = `run this task with ${FIX_PROVIDER}`
  if (task.compose) {
    const names = task.compose.services.map((s) => s.name).join(', ')
    const where = `${task.relativeDir}/${task.compose.file}`
    needs.push({ need: 'services', where, asks: `compose sidecars (${names})`, fix })
  }
  const display = task.config.environment.display
  if (display) {
    const asks = `[environment] display = "${display.width}x${display.height}" (a GUI task)`
    needs.push({ need: 'display', where: `${task.relativeDir}/task.toml`, asks, fix })
  }
  if (task.config.environment.networkMode === 'no-network') {
    const asks = '[environment] network_mode = "no-network"'
    needs.push({ need: 'noNetwork', where: `${task.relativeDir}/task.toml`, asks, fix })
  }
  return needs
}

/** `taskRefusal` with its place apart: the file that asks (null: the task itself) and the rest. */
export function taskRefusalAt(
  task: Task,
  provider: ProviderFacts,
): { where: string | null; message: string } | null {
  const refused = taskNeeds(task).find(({ need }) => !provider.capabilities[need])
  return refused
    ? { where: refused.where, message: refusalText(provider, { ...refused, where: null }) }
    : null
}

/** Why this task cannot run on the provider (the first need it lacks), or null when it can. */
export function taskRefusal(task: Task, provider: ProviderFacts): string | null {
  const refused = taskNeeds(task).find(({ need }) => !provider.capabilities[need])
  return refused ? refusalText(provider, refused) : null
}

export interface RunNeeds {
  agent: string
  /** The agent is installed on this machine and mounted into each environment (an installed CLI). */
  mountsFromHost: boolean
  /** `--agent-network host`: the environments share this machine's network. */
  agentNetwork: 'host' | null
}

/** Why no attempt of this run can run on the provider (the agent or a run flag), or null. */
export function runRefusal(run: RunNeeds, provider: ProviderFacts): string | null {
  const { capabilities } = provider
  if (run.mountsFromHost && !capabilities.mounts) {
    return refusalText(provider, {
      need: 'mounts',
      where: `agent ${run.agent}`,
      asks: 'an agent installed on this machine and mounted into each environment',
      fix: `run it with ${FIX_PROVIDER}, or use the built-in agent (-a helios -m <model>), which acts from this machine`,
    })
  }
  if (run.agentNetwork === 'host' && !capabilities.hostNetwork) {
    return refusalText(provider, {
      need: 'hostNetwork',
      where: '--agent-network host (action: agent-network)',
      asks: "environments on this machine's network",
      fix: `serve the model on an address the environments can reach and drop it, or run with ${FIX_PROVIDER}`,
    })
  }
  return null
}

/**
 * What an environment spec asks that the provider cannot give (a provider's own last check, for
 * callers that did not go through the runner's). `copyable`: mounts the provider gives as copies
 * (small read-only files, environment/mount-copies.ts); a folder cannot be copied so.
 */
export function specRefusal(
  spec: EnvironmentSpec,
  provider: ProviderFacts,
  copyable: (mount: Mount) => boolean = () => false,
): string | null {
  const { capabilities } = provider
  const folders = spec.mounts.filter((m) => !copyable(m))
  const use = `use ${FIX_PROVIDER}`
  if (folders.length > 0 && !capabilities.mounts) {
    const asks = `host folders mounted into the environment (${folders.map((m) => m.path).join(', ')})`
    const fix = `installed CLIs and the model relay need ${FIX_PROVIDER}`
    return refusalText(provider, { need: 'mounts', where: null, asks, fix })
  }
  const { kind } = spec.network
  if (kind === 'none' && !capabilities.noNetwork)
    return refusalText(provider, {
      need: 'noNetwork',
      where: null,
      asks: 'a no-network environment',
      fix: use,
    })
  const need = kind === 'host' ? 'hostNetwork' : kind === 'group' ? 'services' : null
  if (need && !capabilities[need])
    return refusalText(provider, { need, where: null, asks: `the network policy "${kind}"`, fix: use })
  return null
}
