// The attempt's lifecycle rules, run on the in-memory provider (no engine): agent timeout and the
// restart before the verifier, retries of the provider's faults (and none of the task's), steps
// that stop on min_reward, and the verifier guard's verdict. The same rules run against real
// Docker in the integration suite; here they take milliseconds.
import { describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseAttemptResult } from '../../src/results/attempt-result.js'
import type { AttemptResult, VerifierGuard } from '../../src/results/types.js'
import { runBenchmark } from '../../src/run/runner.js'
import { VERIFIER_COMMAND } from '../../src/run/verifier-files.js'
import type { Task } from '../../src/task/types.js'
import {
  MemoryFault,
  MemoryProvider,
  type ExecCall,
  type MemoryProviderOptions,
} from '../fixtures/memory-provider.js'
import { makeTask, type FixtureTask } from '../fixtures/tasks.js'
import { useTempFolders } from '../fixtures/temp-folders.js'

const folders = useTempFolders()

const AGENT = 'make-it-done'
const isVerifier = (call: ExecCall) => call.cmd.at(-1) === VERIFIER_COMMAND
const isAgent = (call: ExecCall) => call.cmd.at(-1) === AGENT

/** The verifier of every task here: reward 1 when the agent left /tmp/done (and the step's marker). */
function verify(call: ExecCall, marker = '/tmp/done') {
  const reward = call.files.has(marker) ? '1\n' : '0\n'
  call.files.set('/logs/verifier/reward.txt', Buffer.from(reward))
  return { exitCode: 0 }
}

async function runOn(
  spec: FixtureTask,
  options: MemoryProviderOptions,
  runId: string,
  extra: { retry?: { maxRetries: number; baseDelayMs: number; factor: number } } = {},
): Promise<{ result: AttemptResult; provider: MemoryProvider; task: Task }> {
  const task = await makeTask(folders.root, spec)
  const provider = new MemoryProvider(options)
  await runBenchmark({
    tasks: [task],
    agent: { name: 'command', command: AGENT },
    outputDir: folders.out,
    runId,
    provider,
    ...extra,
  })
  const file = join(folders.out, runId, `001_${task.name}`, 'attempt_001', 'result.json')
  return { result: parseAttemptResult(await readFile(file, 'utf8'), file), provider, task }
}

describe('the attempt lifecycle on the in-memory provider', () => {
  it('passes when the agent does the task, and leaves no environment behind', async () => {
    const { result, provider } = await runOn(
      { name: 'lifecycle-pass' },
      {
        script: (call) => {
          if (isAgent(call)) call.files.set('/tmp/done', Buffer.from(''))
          return isVerifier(call) ? verify(call) : { exitCode: 0 }
        },
      },
      'mem-pass',
    )
    expect(result).toMatchObject({ status: 'passed', reward: 1, exit_codes: { agent: 0, verifier: 0 } })
    expect(provider.environments.map((e) => e.removed)).toEqual([true])
    // What the runner put in before the start: the instruction, as a file.
    const instruction = provider.environments[0]!.files.get('/helios/instruction.md')?.toString()
    expect(instruction).toBe('Solve lifecycle-pass: create /tmp/done.\n')
  })

  it('an agent past its timeout is stopped (a restart), and the verifier still judges what it left', async () => {
    const { result, provider } = await runOn(
      { name: 'lifecycle-timeout', toml: '[agent]\ntimeout_sec = 0.2' },
      {
        script: (call) => {
          if (isAgent(call)) {
            call.files.set('/tmp/done', Buffer.from(''))
            return 'hang'
          }
          return isVerifier(call) ? verify(call) : { exitCode: 0 }
        },
      },
      'mem-timeout',
    )
    expect(result.timed_out).toEqual({ agent: true, verifier: false })
    expect(result.exit_codes.agent).toBeNull()
    expect(result).toMatchObject({ status: 'passed', reason: 'agent timed out after 0.2s' })
    expect(provider.environments[0]!.restarts).toBe(1)
  })

  it("retries the provider's transient faults, and records how many tries it took", async () => {
    const { result, provider } = await runOn(
      { name: 'lifecycle-retry' },
      {
        createFaults: [new MemoryFault('the engine is restarting', 'transient')],
        script: (call) => {
          if (isAgent(call)) call.files.set('/tmp/done', Buffer.from(''))
          return isVerifier(call) ? verify(call) : { exitCode: 0 }
        },
      },
      'mem-retry',
      { retry: { maxRetries: 2, baseDelayMs: 1, factor: 1 } },
    )
    expect(result).toMatchObject({ status: 'passed', retries: 1 })
    expect(provider.environments).toHaveLength(1)
  })

  it('does not retry a request the provider refused, and names it as the provider fault', async () => {
    const { result, provider } = await runOn(
      { name: 'lifecycle-refused' },
      {
        createFaults: [new MemoryFault('no such image: memory:image', 'request')],
        script: () => ({ exitCode: 0 }),
      },
      'mem-refused',
      { retry: { maxRetries: 2, baseDelayMs: 1, factor: 1 } },
    )
    expect(result).toMatchObject({
      status: 'error',
      retries: 0,
      reason: 'memory: no such image: memory:image',
    })
    expect(provider.environments).toHaveLength(0)
  })

  it('stops the steps after one that misses its min_reward; the next step never runs', async () => {
    const stepsRun: string[] = []
    const { result } = await runOn(
      {
        name: 'lifecycle-steps',
        toml: '[[steps]]\nname = "first"\nmin_reward = 1\n[[steps]]\nname = "second"',
        files: {
          'steps/first/instruction.md': 'First\n',
          'steps/second/instruction.md': 'Second\n',
        },
      },
      {
        script: (call) => {
          if (isAgent(call)) stepsRun.push(call.env.HELIOS_INSTRUCTION?.trim() ?? '?')
          // The agent never makes /tmp/done: the first step's reward is 0.
          return isVerifier(call) ? verify(call) : { exitCode: 0 }
        },
      },
      'mem-steps',
    )
    expect(stepsRun).toEqual(['First'])
    expect(result.steps?.map((s) => [s.name, s.status, s.reward])).toEqual([['first', 'failed', 0]])
    expect(result.status).toBe('failed')
    expect(result.reason).toMatch(/^stopped after step first: min_reward not met; reward 0 < 1/)
  })

  it("the guard's tampering verdict makes the attempt an error before the verifier runs", async () => {
    let verifierRan = false
    const tampered: VerifierGuard = {
      stopped: [{ pid: 42, ports: [], command: 'sleep 999' }],
      kept: [],
      removed: [],
      tampering: 'tampering: the agent phase changed /usr/bin/python3',
    }
    const { result } = await runOn(
      { name: 'lifecycle-guard' },
      {
        guardVerdict: () => tampered,
        script: (call) => {
          if (isVerifier(call)) verifierRan = true
          if (isAgent(call)) call.files.set('/tmp/done', Buffer.from(''))
          return isVerifier(call) ? verify(call) : { exitCode: 0 }
        },
      },
      'mem-guard',
    )
    expect(verifierRan).toBe(false)
    expect(result).toMatchObject({
      status: 'error',
      reason: 'tampering: the agent phase changed /usr/bin/python3',
      verifier_guard: tampered,
    })
  })

  it('a guard with nothing to say lets the verifier decide, and records what it stopped', async () => {
    const clean: VerifierGuard = {
      stopped: [{ pid: 7, ports: [8080], command: 'python3 -m http.server' }],
      kept: [],
      removed: [],
      tampering: null,
    }
    const { result } = await runOn(
      { name: 'lifecycle-guard-clean' },
      {
        guardVerdict: () => clean,
        script: (call) => {
          if (isAgent(call)) call.files.set('/tmp/done', Buffer.from(''))
          return isVerifier(call) ? verify(call) : { exitCode: 0 }
        },
      },
      'mem-guard-clean',
    )
    expect(result).toMatchObject({ status: 'passed', verifier_guard: clean })
  })
})
