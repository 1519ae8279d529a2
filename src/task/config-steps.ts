// `[[steps]]` of a multi-step task and `multi_step_reward_strategy`, with Harbor 1.4's fallbacks:
// a step's agent timeout and users fall back to the task's, its verifier env is the task's with
// the step's on top. One choice where Harbor's code and docs disagree: a step's verifier timeout
// falls back to the task's `[verifier] timeout_sec` (the docs), not to a fixed 600 s (the code).

import { parseCollectedPaths, parseCollectHooks, parseHealthcheck } from './config-hooks.js'
import type { FieldReader, Table } from './field-reader.js'
import type { StepConfig, TaskConfig } from './types.js'

/** A step name is a folder name under `steps/`. */
const STEP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

type TaskLevel = Pick<TaskConfig, 'agent' | 'verifier'>

export function parseSteps(read: FieldReader, doc: Table, task: TaskLevel): StepConfig[] {
  const seen = new Set<string>()
  return read.tableArray(doc, 'steps').map((step, i) => {
    const at = `steps.${i}`
    const name = read.nonEmptyString(step, `${at}.name`)
    if (name === null || !STEP_NAME.test(name) || name.includes('..'))
      read.fail(`${at}.name`, 'the name of its folder under steps/, e.g. name = "setup-db"', step['name'])
    if (seen.has(name)) read.fail(`${at}.name`, 'a name no other step has', name)
    seen.add(name)
    const agent = read.table(step, `${at}.agent`)
    const verifier = read.table(step, `${at}.verifier`)
    return {
      name,
      agent: {
        timeoutSec: read.seconds(agent, `${at}.agent.timeout_sec`) ?? task.agent.timeoutSec,
        user: read.user(agent, `${at}.agent.user`) ?? task.agent.user,
      },
      verifier: {
        timeoutSec: read.seconds(verifier, `${at}.verifier.timeout_sec`) ?? task.verifier.timeoutSec,
        user: read.user(verifier, `${at}.verifier.user`) ?? task.verifier.user,
        env: { ...task.verifier.env, ...read.env(verifier, `${at}.verifier.env`) },
        collect: [...task.verifier.collect, ...parseCollectHooks(read, verifier, `${at}.verifier.collect`)],
      },
      minReward: minReward(read, step, `${at}.min_reward`),
      healthcheck: parseHealthcheck(read, step, `${at}.healthcheck`),
      collectedPaths: parseCollectedPaths(read, step, `${at}.artifacts`),
    }
  })
}

export function parseRewardStrategy(read: FieldReader, doc: Table): 'mean' | 'final' {
  const value = read.string(doc, 'multi_step_reward_strategy')
  if (value === null || value === 'mean' || value === 'final') return value ?? 'mean'
  return read.fail('multi_step_reward_strategy', '"mean" or "final"', value)
}

function minReward(read: FieldReader, step: Table, field: string): StepConfig['minReward'] {
  const value = step['min_reward']
  if (value === undefined) return null
  if (typeof value === 'number' && Number.isFinite(value)) return value
  const table = read.table(step, field)
  const gates: Record<string, number> = {}
  for (const [key, gate] of Object.entries(table)) {
    if (typeof gate !== 'number' || !Number.isFinite(gate))
      read.fail(`${field}.${key}`, 'a number, e.g. min_reward = 1 or min_reward = { tests = 1 }', gate)
    gates[key] = gate
  }
  return gates
}
