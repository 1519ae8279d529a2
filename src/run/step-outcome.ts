// A multi-step attempt's verdict from its steps' (Harbor 1.4): `min_reward` stops early, and the
// step rewards roll up by `multi_step_reward_strategy`. Pure.
import type { StepResult } from '../results/types.js'
import type { StepConfig } from '../task/types.js'
import type { AttemptVerdict } from './outcome.js'

/** Whether a step's rewards clear its `min_reward`; a missing key counts as −∞ (Harbor). */
export function meetsMinReward(rewards: Record<string, number>, minReward: StepConfig['minReward']): boolean {
  if (minReward === null) return true
  const gates = typeof minReward === 'number' ? { reward: minReward } : minReward
  return Object.entries(gates).every(([key, gate]) => (rewards[key] ?? -Infinity) >= gate)
}

/**
 * `mean`: per key over the steps that ran, a missing key counting 0. `final`: the last step's.
 * A step that ended in `error` makes the attempt an error naming it; `stoppedAfter` names the step
 * whose `min_reward` was not met.
 */
export function rollUpSteps(
  steps: readonly StepResult[],
  strategy: 'mean' | 'final',
  stoppedAfter: string | null,
): AttemptVerdict {
  const last = steps.at(-1)
  if (!last) return { status: 'error', reason: 'no step ran', rewards: {}, reward: 0 }
  if (last.status === 'error')
    return { status: 'error', reason: `step ${last.name}: ${last.reason ?? 'error'}`, rewards: {}, reward: 0 }
  const rewards = strategy === 'final' ? { ...last.rewards } : meanRewards(steps)
  const keys = Object.keys(rewards)
  const reward = rewards['reward'] ?? (keys.length > 0 ? rewards[keys[0]!]! : 0)
  const perStep = `steps: ${steps.map((s) => `${s.name} ${s.reward}`).join(', ')}`
  const stopped = stoppedAfter ? `stopped after step ${stoppedAfter}: min_reward not met; ` : ''
  if (reward >= 1 && !stoppedAfter) return { status: 'passed', reason: null, rewards, reward }
  return { status: 'failed', reason: `${stopped}reward ${round(reward)} < 1 (${perStep})`, rewards, reward }
}

function meanRewards(steps: readonly StepResult[]): Record<string, number> {
  const keys = [...new Set(steps.flatMap((s) => Object.keys(s.rewards)))]
  return Object.fromEntries(
    keys.map((key) => [key, steps.reduce((sum, s) => sum + (s.rewards[key] ?? 0), 0) / steps.length]),
  )
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}
