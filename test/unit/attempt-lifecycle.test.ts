// The attempt's lifecycle rules, run on the in-memory provider (no engine): agent timeout and the
// restart before the verifier, retries of the provider's faults (and none of the task's), steps
// that stop on min_reward, where the verifier runs, and refusals from the provider's declared
// capabilities. The same rules run against real
// Docker in the integration suite; here they take milliseconds.
import { describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseAttemptResult } from '../../src/results/attempt-result.js'
import type { AttemptResult } from '../../src/results/types.js'
import { runBenchmark, type RunOptions } from '../../src/run/runner.js'
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
  extra: Partial<Pick<RunOptions, 'retry' | 'agent' | 'agentNetwork' | 'hostEnv' | 'agentCacheDir'>> = {},
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
      { retry: { maxRetries: 2, waitMultiplierSec: 0.001, minWaitSec: 0 } },
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
      { retry: { maxRetries: 2, waitMultiplierSec: 0.001, minWaitSec: 0 } },
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

  it('beside the agent: the verifier runs in a fresh environment that holds the subject and nothing else of the agent', async () => {
    const seen: { environment: unknown; files: string[] }[] = []
    let agentEnvironment: unknown = null
    const { result, provider } = await runOn(
      { name: 'lifecycle-beside', toml: '[environment]\nworkdir = "/app"\n' },
      {
        capabilities: { verifierBeside: true },
        script: (call) => {
          if (isProbe(call)) return answerProbe(call)
          if (isAgent(call)) {
            agentEnvironment = call.environment
            call.files.set('/app/answer', Buffer.from('42'))
            call.files.set('/tmp/done', Buffer.from(''))
            call.files.set('/usr/bin/python3', Buffer.from('#!/bin/sh\necho 1 > /logs/verifier/reward.txt'))
            call.files.set('/logs/verifier/reward.txt', Buffer.from('1'))
          }
          if (!isVerifier(call)) return { exitCode: 0 }
          seen.push({ environment: call.environment, files: [...call.files.keys()].sort() })
          return verify(call)
        },
      },
      'mem-beside',
    )
    expect(seen).toHaveLength(1)
    expect(seen[0]!.environment).not.toBe(agentEnvironment)
    expect(seen[0]!.files).toContain('/app/answer')
    expect(seen[0]!.files).toContain('/tmp/done')
    expect(seen[0]!.files).not.toContain('/usr/bin/python3')
    expect(result).toMatchObject({ status: 'passed', verifier_isolation: 'beside' })
    expect(result.verifier_subject).toEqual(['/app', '/logs/artifacts', '/tmp/done'])
    expect(provider.environments.every((e) => e.removed)).toBe(true)
  })

  it('beside the agent: a reward the agent pre-wrote is not read; its environment stays up for the verifier', async () => {
    let agentRunningDuringVerifier = false
    let agent: { running: boolean } | null = null
    const { result } = await runOn(
      { name: 'lifecycle-beside-prewritten', toml: '[environment]\nworkdir = "/app"\n', test: 'exit 0' },
      {
        capabilities: { verifierBeside: true },
        script: (call) => {
          if (isProbe(call)) return answerProbe(call)
          if (isAgent(call)) {
            agent = call.environment
            call.files.set('/logs/verifier/reward.txt', Buffer.from('1'))
            call.files.set('/app/reward.txt', Buffer.from('1'))
          }
          if (isVerifier(call)) agentRunningDuringVerifier = agent?.running ?? false
          return { exitCode: 0 }
        },
      },
      'mem-beside-prewritten',
    )
    expect(agentRunningDuringVerifier).toBe(true)
    // No reward from the verifier's own processes: failed, never an error an agent could aim for.
    expect(result).toMatchObject({ status: 'failed', reward: 0 })
    expect(result.reason).toMatch(/verifier wrote no reward/)
  })

  it('without the capability (or with the guard off) the verifier runs in the agent environment, and says so', async () => {
    const { result } = await runOn(
      { name: 'lifecycle-in-environment' },
      {
        script: (call) => {
          if (isAgent(call)) call.files.set('/tmp/done', Buffer.from(''))
          return isVerifier(call) ? verify(call) : { exitCode: 0 }
        },
      },
      'mem-in-environment',
    )
    expect(result).toMatchObject({ status: 'passed', verifier_isolation: 'in-environment' })
  })
})

/** The pristine image's answer about the paths the tests name: its programs, nothing else. */
const isProbe = (call: ExecCall) => call.cmd[0] === 'sh' && /^for p in /.test(call.cmd.at(-1) ?? '')
function answerProbe(call: ExecCall) {
  // `for p in WORD WORD; do`: the fixture's paths are plain words (quoted only when they need it).
  const words = /^for p in (.*?); do/.exec(call.cmd.at(-1) ?? '')?.[1] ?? ''
  const paths = words.split(' ').map((w) => w.replace(/^'|'$/g, ''))
  const kind = (path: string) => (/^\/(usr\/)?bin\//.test(path) ? 'program' : 'none')
  return { exitCode: 0, stdout: paths.map((p) => `${kind(p)} ${p}\n`).join('') }
}

describe("refusals from the provider's declared capabilities", () => {
  const passes: MemoryProviderOptions['script'] = (call) => {
    if (isAgent(call)) call.files.set('/tmp/done', Buffer.from(''))
    return isVerifier(call) ? verify(call) : { exitCode: 0 }
  }
  const COMPOSE = [
    'services:',
    '  main:',
    '    environment:',
    '      CACHE_URL: http://cache:6379',
    '  cache:',
    '    image: redis:7',
    '  queue:',
    '    image: rabbitmq:3',
    '',
  ].join('\n')

  it('refuses a compose task on a provider without services, naming the file, before any environment', async () => {
    const { result, provider, task } = await runOn(
      { name: 'refused-compose', files: { 'environment/docker-compose.yaml': COMPOSE } },
      { script: passes, capabilities: { services: false, reasons: { services: 'one box per attempt' } } },
      'mem-refused-compose',
    )
    expect(result).toMatchObject({
      status: 'error',
      retries: 0,
      reason: `${task.relativeDir}/environment/docker-compose.yaml: compose sidecars (cache, queue) cannot run on memory (one box per attempt); run this task with --provider docker`,
    })
    expect(provider.environments).toHaveLength(0)
  })

  it('refuses a no-network task only where noNetwork is not declared, naming task.toml and the field', async () => {
    const sealed = { name: 'refused-sealed', toml: '[environment]\nnetwork_mode = "no-network"' }
    const refused = await runOn(
      sealed,
      { script: passes, capabilities: { noNetwork: false } },
      'mem-sealed-no',
    )
    expect(refused.result).toMatchObject({
      status: 'error',
      reason: `${refused.task.relativeDir}/task.toml: [environment] network_mode = "no-network" cannot run on memory; run this task with --provider docker`,
    })
    expect(refused.provider.environments).toHaveLength(0)
    // Declared: the same task runs, sealed.
    const honoured = await runOn(
      sealed,
      { script: passes, capabilities: { noNetwork: true } },
      'mem-sealed-yes',
    )
    expect(honoured.result).toMatchObject({ status: 'passed' })
    expect(honoured.provider.environments[0]!.spec.network).toEqual({ kind: 'none' })
  })

  it('refuses --agent-network host on a provider without the host network, in every attempt', async () => {
    const { result, provider } = await runOn(
      { name: 'refused-host-network' },
      { script: passes, capabilities: { hostNetwork: false } },
      'mem-refused-host',
      { agentNetwork: 'host' },
    )
    expect(result.status).toBe('error')
    expect(result.reason).toMatch(
      /^--agent-network host \(action: agent-network\): environments on this machine's network cannot run on memory; .*--provider docker$/,
    )
    expect(provider.environments).toHaveLength(0)
  })

  it('refuses an installed CLI where host folders cannot be mounted, before installing it', async () => {
    const cacheDir = join(folders.root, 'agent-cache')
    const { result, provider } = await runOn(
      { name: 'refused-installed' },
      { script: passes, capabilities: { mounts: false, reasons: { mounts: 'no folders here' } } },
      'mem-refused-installed',
      { agent: { name: 'claude-code' }, hostEnv: { ANTHROPIC_API_KEY: 'sk-test' }, agentCacheDir: cacheDir },
    )
    expect(result.status).toBe('error')
    expect(result.reason).toMatch(
      /^agent claude-code: an agent installed on this machine and mounted into each environment cannot run on memory \(no folders here\); run it with --provider docker/,
    )
    expect(provider.environments).toHaveLength(0)
    // Nothing was installed: the refusal came before the agent's setup.
    expect(existsSync(cacheDir)).toBe(false)
  })
})
