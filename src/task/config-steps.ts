// `[[steps]]` of a multi-step task (fields in task-fields.ts), with Harbor 1.4's fallbacks: a
// step's agent timeout and users fall back to the task's, its verifier env is the task's with
// the step's on top. One choice where Harbor's code and docs disagree: a step's verifier timeout
// falls back to the task's `[verifier] timeout_sec` (the docs), not to a fixed 600 s (the code).

import { parseCollectedPaths, parseCollectHooks, parseHealthcheck } from './config-hooks.js'
import { readFields } from './field-define.js'
import type { FieldReader, Table } from './field-reader.js'
import { STEP, STEP_AGENT, STEP_VERIFIER } from './task-fields.js'
import type { StepConfig, TaskConfig } from './types.js'

type TaskLevel = Pick<TaskConfig, 'agent' | 'verifier'>

export function parseSteps(read: FieldReader, doc: Table, task: TaskLevel): StepConfig[] {
  const seen = new Set<string>()
  return read.tableArray(doc, 'steps').map((step, i) => {
    const at = `steps.${i}`
    const { name, minReward } = readFields(read, step, at, STEP)
    if (seen.has(name)) read.fail(`${at}.name`, 'a name no other step has', name)
    seen.add(name)
    const agent = read.table(step, `${at}.agent`)
    const verifier = read.table(step, `${at}.verifier`)
    const { timeoutSec, user } = task.verifier
    const stepVerifier = readFields(read, verifier, `${at}.verifier`, STEP_VERIFIER, {
      timeoutSec,
      user,
    })
    return {
      name,
      agent: readFields(read, agent, `${at}.agent`, STEP_AGENT, task.agent),
      verifier: {
        ...stepVerifier,
        env: { ...task.verifier.env, ...stepVerifier.env },
        collect: [...task.verifier.collect, ...parseCollectHooks(read, verifier, `${at}.verifier.collect`)],
      },
      minReward,
      healthcheck: parseHealthcheck(read, step, `${at}.healthcheck`),
      collectedPaths: parseCollectedPaths(read, step, `${at}.artifacts`),
    }
  })
}
