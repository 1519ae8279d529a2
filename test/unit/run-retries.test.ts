// Job-level retries on the memory provider: an infrastructure fault (the provider's transient
// error) is retried with BenchFlow's waits (multiplier × 2^(n−1), within min and max), each retry
// recorded with its fault and wait; a storm of faults never waits past the max; a task's failure
// is never retried. bench.toml's retry fields, and a flag over them.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseBenchConfig } from '../../src/config/bench-config.js'
import { retryFlags } from '../../src/cli/batch.js'
import { parseAttemptResult } from '../../src/results/attempt-result.js'
import { runBenchmark, type RetryOptions } from '../../src/run/runner.js'
import { VERIFIER_COMMAND } from '../../src/run/verifier-files.js'
import { MemoryFault, MemoryProvider, type ExecCall } from '../fixtures/memory-provider.js'
import { makeTask } from '../fixtures/tasks.js'
import { useTempFolders } from '../fixtures/temp-folders.js'

const folders = useTempFolders()

async function run(name: string, faults: number, retry: Partial<RetryOptions>, reward = '1') {
  const task = await makeTask(folders.root, { name })
  const provider = new MemoryProvider({
    createFaults: Array.from(
      { length: faults },
      (_, i) => new MemoryFault(`engine restarting (${i + 1})`, 'transient'),
    ),
    script: (call: ExecCall) => {
      if (call.cmd.at(-1) === VERIFIER_COMMAND)
        call.files.set('/logs/verifier/reward.txt', Buffer.from(`${reward}\n`))
      return { exitCode: 0 }
    },
  })
  const waits: number[] = []
  await runBenchmark({
    tasks: [task],
    agent: { name: 'command', command: 'do-it' },
    outputDir: folders.out,
    runId: name,
    provider,
    retry,
    onProgress: (event) => event.type === 'attempt-retry' && waits.push(event.delayMs),
  })
  const file = join(folders.out, name, `001_${task.name}`, 'attempt_001', 'result.json')
  return { result: parseAttemptResult(await readFile(file, 'utf8'), file), waits, provider }
}

describe('job-level retries', () => {
  it('retries infrastructure faults with growing waits, capped by the max, and records each', async () => {
    // A storm: 5 faults in a row; waits 1, 2, 4 ms, then the 4 ms cap.
    const retry = { maxRetries: 6, waitMultiplierSec: 0.001, minWaitSec: 0, maxWaitSec: 0.004 }
    const { result, waits } = await run('retry-storm', 5, retry)
    expect(result.status).toBe('passed')
    expect(result.retries).toBe(5)
    expect(waits).toEqual([1, 2, 4, 4, 4])
    expect(result.retried).toEqual(
      [1, 2, 3, 4, 5].map((n, i) => ({
        reason: `memory: engine restarting (${n})`,
        wait_sec: [0.001, 0.002, 0.004, 0.004, 0.004][i],
      })),
    )
  })

  it('stops after max_retries: the last fault is the attempt’s error, every retry recorded', async () => {
    const retry = { maxRetries: 2, waitMultiplierSec: 0.001, minWaitSec: 0.002, maxWaitSec: 1 }
    const { result, waits } = await run('retry-exhausted', 5, retry)
    expect(result).toMatchObject({ status: 'error', retries: 2, reason: 'memory: engine restarting (3)' })
    // The min wait lifts the first.
    expect(waits).toEqual([2, 2])
    expect(result.retried?.map((r) => r.reason)).toEqual([
      'memory: engine restarting (1)',
      'memory: engine restarting (2)',
    ])
  })

  it('a failed task is not retried, and its result has no retry record', async () => {
    const { result, waits, provider } = await run('retry-failed', 0, { maxRetries: 3 }, '0')
    expect(result).toMatchObject({ status: 'failed', retries: 0 })
    expect(result.retried).toBeUndefined()
    expect(waits).toEqual([])
    expect(provider.environments).toHaveLength(1)
  })

  it('bench.toml gives the retry settings; a flag wins over the file', () => {
    const config = parseBenchConfig(
      'retries = 4\nretry_wait_multiplier = 2.0\nretry_min_wait = 1.0\nretry_max_wait = 30.0\n',
      'bench.toml',
    )
    expect(config.retry).toEqual({ maxRetries: 4, waitMultiplierSec: 2, minWaitSec: 1, maxWaitSec: 30 })
    expect(retryFlags({ 'retry-max-wait': '5' }, config.retry)).toEqual({
      ...{ maxRetries: 4, waitMultiplierSec: 2, minWaitSec: 1, maxWaitSec: 5 },
    })
    expect(() => parseBenchConfig('retry_max_wait = -1\n', 'bench.toml')).toThrow(/retry_max_wait/)
  })
})
