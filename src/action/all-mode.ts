// mode: all — the single-job gate for a small suite (where shards bring nothing): plan one shard,
// run it, report, in one step. The three modes run as they do in jobs of their own and hand over
// through this run's artifacts, so the comment, the check, the attempt links and the next run's
// baseline are the same as a sharded workflow's.
import type { ReportDigest } from '../report/digest.js'
import type { ActionClients } from './clients.js'
import type { WorkflowContext } from './context.js'
import { InputError, type ActionInputs } from './inputs.js'
import { planMode } from './plan-mode.js'
import { reportMode } from './report-mode.js'
import { runMode } from './run-mode.js'
import { assertActionAgentCanRun } from './agent-check.js'

export async function allMode(
  inputs: ActionInputs,
  ctx: WorkflowContext,
  clients: ActionClients,
): Promise<ReportDigest> {
  const refused = allModeRefusal(inputs)
  if (refused !== null) throw new InputError(refused)
  // A missing key is said before the plan looks for a baseline, not after.
  assertActionAgentCanRun(inputs, ctx)
  await planMode({ ...inputs, mode: 'plan', shards: 1 }, ctx, clients)
  await runMode({ ...inputs, mode: 'run', shard: 0 }, ctx, clients)
  return reportMode({ ...inputs, mode: 'report' }, ctx, clients)
}

const SHARDED = 'use the reusable workflow (.github/workflows/benchmark.yml) or plan/run/report jobs'

/** Inputs that need jobs of their own, in one sentence; null when one job can do what is asked. */
export function allModeRefusal(inputs: Pick<ActionInputs, 'shards' | 'config' | 'confirm'>): string | null {
  if (inputs.shards !== null && inputs.shards !== 1)
    return `Input 'shards' is ${inputs.shards} but mode 'all' runs every task in this one job; leave 'shards' empty, or ${SHARDED}.`
  if (inputs.config)
    return `Input 'config' is set but mode 'all' runs one label in one job; give tasks, agent and model as inputs, or ${SHARDED}.`
  if (inputs.confirm !== 'false')
    return `Input 'confirm' is '${inputs.confirm}' but a confirmation round runs in jobs of its own; leave 'confirm' empty with mode 'all', or ${SHARDED}.`
  return null
}
