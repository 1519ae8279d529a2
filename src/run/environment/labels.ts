// The labels every environment, service and network of ours carries: a sweep after a crash (from
// another process) finds what a run left by them, whatever the provider.
import { randomUUID } from 'node:crypto'
import { ownerIdentityLabels } from './owner.js'

export const LABEL_MANAGED = 'helios.managed'
export const LABEL_RUN = 'helios.run'
export const LABEL_TASK = 'helios.task'
export const LABEL_ATTEMPT = 'helios.attempt'
export const LABEL_OWNER = 'helios.owner'

/**
 * This process, on every container and network it creates. The shards of one workflow run share
 * the run id; on a self-hosted engine they share the engine too, so a process sweeping its own
 * run must not take a sibling job's containers with it.
 */
export const PROCESS_OWNER = randomUUID()

/** The labels every container of an attempt carries: cleanup finds them by these after a crash. */
export function attemptLabels(runId: string, taskId: string, attempt: number): Record<string, string> {
  return {
    [LABEL_MANAGED]: 'true',
    [LABEL_RUN]: runId,
    [LABEL_TASK]: taskId,
    [LABEL_ATTEMPT]: String(attempt),
    [LABEL_OWNER]: PROCESS_OWNER,
    // So a later run on the same engine can prove this process gone (owner.ts).
    ...ownerIdentityLabels(),
  }
}
