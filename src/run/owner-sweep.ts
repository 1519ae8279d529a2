// Nothing outlives its owner: what a process killed outright (SIGKILL, the OOM killer, a runner
// that died) left on the engine or account is removed by the next run there, or `helios clean`,
// once its owner is proven gone (environment/owner.ts). A living sibling's is never touched.
import { LABEL_OWNER, PROCESS_OWNER } from './environment/labels.js'
import { localProbe, ownerIsGone, ownerRecordOf, type ProcessProbe } from './environment/owner.js'
import type { EnvironmentProvider } from './environment/types.js'

export interface DeadOwner {
  owner: string
  /** Its environments left (containers, sandboxes, pods). */
  environments: number
}

/** The owners proven gone among the provider's managed environments, with how many each left. */
export async function deadOwners(
  provider: EnvironmentProvider,
  probe: ProcessProbe = localProbe(),
): Promise<DeadOwner[]> {
  if (!provider.managedLabels) return []
  const left = new Map<string, { gone: boolean; environments: number }>()
  for (const labels of await provider.managedLabels()) {
    const owner = labels[LABEL_OWNER]
    if (!owner || owner === PROCESS_OWNER) continue
    const entry = left.get(owner) ?? {
      gone: ownerIsGone(ownerRecordOf(owner, labels), probe),
      environments: 0,
    }
    entry.environments++
    left.set(owner, entry)
  }
  return [...left].filter(([, e]) => e.gone).map(([owner, e]) => ({ owner, environments: e.environments }))
}

/** Removes what dead owners left (unless `dryRun`); says what it found. */
export async function sweepDeadOwners(
  provider: EnvironmentProvider,
  options: { dryRun?: boolean; probe?: ProcessProbe } = {},
): Promise<DeadOwner[]> {
  const dead = await deadOwners(provider, options.probe)
  if (!options.dryRun) for (const { owner } of dead) await provider.removeRun(null, { owner })
  return dead
}

/** One line for a sweep that found something; null when it found nothing. */
export function sweepLine(dead: readonly DeadOwner[], dryRun = false): string | null {
  if (dead.length === 0) return null
  const environments = dead.reduce((sum, d) => sum + d.environments, 0)
  const verb = dryRun ? 'would remove' : 'removed'
  return `${verb} ${environments} environment${environments === 1 ? '' : 's'} left by ${dead.length} helios process${dead.length === 1 ? '' : 'es'} no longer running`
}
