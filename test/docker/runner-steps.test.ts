// Multi-step tasks (Harbor 1.4 [[steps]]) with real Docker: one container for all steps, each
// step's instruction, setup, tests on top of the task's, and files under steps/<name>/; min_reward
// stops early and the step rewards roll up.
import { describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { AttemptResult } from '../../src/results/types.js'
import { loadTask } from '../../src/task/load.js'
import type { Task } from '../../src/task/types.js'
import { makeTask } from '../fixtures/tasks.js'
import { runOneAttempt, useRunnerFolders } from '../fixtures/runner.js'

const folders = useRunnerFolders()
const runOne = (task: Task, agent: { name: string; command?: string }, name: string) =>
  runOneAttempt(task, agent, name, folders.out)

const stepsOf = (result: AttemptResult) => result.steps?.map((s) => [s.name, s.status, s.reward])

describe('multi-step example task', () => {
  const example = () => loadTask(resolve('tasks/inventory-restock'), resolve('tasks'))

  it('passes with the oracle, each step with its own solution, setup and files', async () => {
    const { result, dir } = await runOne(await example(), { name: 'oracle' }, 'steps-oracle')
    expect(result.status).toBe('passed')
    expect(stepsOf(result)).toEqual([
      ['export', 'passed', 1],
      ['restock', 'passed', 1],
    ])
    expect(result.reward).toBe(1)
    for (const step of ['export', 'restock'])
      expect(await readFile(join(dir, 'steps', step, 'verifier', 'reward.txt'), 'utf8')).toBe('1\n')
    // The totals add the steps up.
    const agentSec = result.steps!.reduce((sum, s) => sum + s.timings.agent_sec, 0)
    expect(result.timings.agent_sec).toBeCloseTo(agentSec, 2)
  })

  it('fails with nop and stops after the first step, whose min_reward it misses', async () => {
    const { result } = await runOne(await example(), { name: 'nop' }, 'steps-nop')
    expect(result.status).toBe('failed')
    expect(stepsOf(result)).toEqual([['export', 'failed', 0]])
    expect(result.reason).toBe(
      'stopped after step export: min_reward not met; reward 0 < 1 (steps: export 0)',
    )
  })
})

describe('multi-step semantics', () => {
  it("gives each step its instruction and verifier env, lays a step's tests over the task's, rolls up by final", async () => {
    const task = await makeTask(folders.root, {
      name: 'steps-overlay',
      files: {
        'task.toml': [
          'multi_step_reward_strategy = "final"',
          '[task]\nname = "steps-overlay"',
          '[verifier]\nenv = { WHO = "task" }',
          '[[steps]]\nname = "a"',
          '[[steps]]\nname = "b"\n[steps.verifier]\nenv = { WHO = "step" }',
        ].join('\n'),
        'steps/a/instruction.md': 'Step A\n',
        'steps/b/instruction.md': 'Step B\n',
        // The task's test.sh fails step a; step b's replaces it and checks what the agent saw.
        'tests/test.sh': '#!/bin/bash\necho 0 > /logs/verifier/reward.txt\n',
        'steps/b/tests/test.sh': [
          '#!/bin/bash',
          'if [ "$WHO" = step ] && [ "$(cat /tmp/seen)" = "$(printf "Step A\\nStep B")" ]; then',
          '  echo 1 > /logs/verifier/reward.txt',
          'else',
          '  echo 0 > /logs/verifier/reward.txt',
          'fi',
        ].join('\n'),
      },
    })
    const command =
      'cat "$HELIOS_INSTRUCTION_FILE" >> /tmp/seen; printf %s "$HELIOS_INSTRUCTION" > /logs/agent/seen.txt; echo "$HELIOS_ATTEMPT" > /logs/agent/attempt.txt'
    const { result, dir } = await runOne(task, { name: 'command', command }, 'steps-overlay')
    expect(stepsOf(result)).toEqual([
      ['a', 'failed', 0],
      ['b', 'passed', 1],
    ])
    expect(result.status).toBe('passed') // final: the last step's reward
    expect(await readFile(join(dir, 'steps', 'a', 'agent', 'seen.txt'), 'utf8')).toBe('Step A\n')
    expect(await readFile(join(dir, 'steps', 'b', 'agent', 'seen.txt'), 'utf8')).toBe('Step B\n')
    expect(await readFile(join(dir, 'steps', 'b', 'agent', 'attempt.txt'), 'utf8')).toBe('1\n')
  })

  it('makes the attempt an error naming the step whose setup.sh failed, and runs no agent for it', async () => {
    const task = await makeTask(folders.root, {
      name: 'steps-setup-fails',
      toml: '[[steps]]\nname = "one"',
      files: {
        'steps/one/instruction.md': 'Step one\n',
        'steps/one/workdir/setup.sh': '#!/bin/bash\necho broken >&2\nexit 4\n',
      },
    })
    const { result } = await runOne(task, { name: 'oracle' }, 'steps-setup-fails')
    expect(result.status).toBe('error')
    expect(result.reason).toBe('step one: setup.sh exited 4: broken')
    expect(result.steps?.map((s) => [s.name, s.status, s.exit_codes.agent])).toEqual([['one', 'error', null]])
  })
})
