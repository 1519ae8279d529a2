import { describe, expect, it } from 'vitest'
import type { StepResult } from '../../src/results/types.js'
import { meetsMinReward, rollUpSteps } from '../../src/run/step-outcome.js'

function step(
  name: string,
  rewards: Record<string, number>,
  status: StepResult['status'] = 'passed',
): StepResult {
  const reward = rewards['reward'] ?? Object.values(rewards)[0] ?? 0
  return {
    name,
    status,
    reason: status === 'error' ? 'verifier wrote no reward' : null,
    rewards,
    reward,
    timings: { setup_sec: 0, agent_sec: 1, verifier_sec: 1 },
    exit_codes: { agent: 0, verifier: 0 },
    timed_out: { agent: false, verifier: false },
    verifier_guard: null,
  }
}

describe('meetsMinReward', () => {
  it('gates the reward key on a number and each named key on a table; a missing key never passes', () => {
    expect(meetsMinReward({ reward: 0.4 }, null)).toBe(true)
    expect(meetsMinReward({ reward: 0.5 }, 0.5)).toBe(true)
    expect(meetsMinReward({ reward: 0.4 }, 0.5)).toBe(false)
    expect(meetsMinReward({ tests: 1, lint: 0 }, { tests: 1 })).toBe(true)
    expect(meetsMinReward({ tests: 1, lint: 0 }, { tests: 1, lint: 0.5 })).toBe(false)
    expect(meetsMinReward({ tests: 1 }, 0)).toBe(false) // no `reward` key at all
  })
})

describe('rollUpSteps', () => {
  it('means each key over the steps that ran, a missing key counting 0', () => {
    const verdict = rollUpSteps(
      [step('a', { reward: 1, style: 1 }), step('b', { reward: 0 }, 'failed')],
      'mean',
      null,
    )
    expect(verdict).toEqual({
      status: 'failed',
      reason: 'reward 0.5 < 1 (steps: a 1, b 0)',
      rewards: { reward: 0.5, style: 0.5 },
      reward: 0.5,
    })
  })

  it('passes when every step passes, and takes the last step verbatim with final', () => {
    expect(rollUpSteps([step('a', { reward: 1 }), step('b', { reward: 1 })], 'mean', null).status).toBe(
      'passed',
    )
    expect(
      rollUpSteps([step('a', { reward: 0 }, 'failed'), step('b', { reward: 1 })], 'final', null),
    ).toEqual({
      status: 'passed',
      reason: null,
      rewards: { reward: 1 },
      reward: 1,
    })
  })

  it('fails an attempt stopped early by min_reward, naming the step, even under final', () => {
    const verdict = rollUpSteps(
      [step('a', { reward: 1 }), step('b', { reward: 0.2 }, 'failed')],
      'final',
      'b',
    )
    expect(verdict.status).toBe('failed')
    expect(verdict.reason).toBe(
      'stopped after step b: min_reward not met; reward 0.2 < 1 (steps: a 1, b 0.2)',
    )
  })

  it('makes the attempt an error naming the step that errored', () => {
    const verdict = rollUpSteps([step('a', { reward: 1 }), step('b', {}, 'error')], 'mean', null)
    expect(verdict).toEqual({
      status: 'error',
      reason: 'step b: verifier wrote no reward',
      rewards: {},
      reward: 0,
    })
  })
})
