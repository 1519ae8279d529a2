// A cap on live environments that cannot deadlock: an attempt whose verifier needs an environment
// of its own holds that place from its first creation on (environment/capacity.ts). Checked on the
// Capacity itself and through the runner on the memory provider, capped as Daytona caps sandboxes.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { RunSummary } from '../../src/results/types.js'
import { Capacity } from '../../src/run/environment/capacity.js'
import { runBenchmark } from '../../src/run/runner.js'
import { VERIFIER_COMMAND } from '../../src/run/verifier-files.js'
import { MemoryProvider, type ExecAnswer } from '../fixtures/memory-provider.js'
import { makeTasks } from '../fixtures/tasks.js'
import { useTempFolders } from '../fixtures/temp-folders.js'

const folders = useTempFolders()
const settled = () => new Promise((resolve) => setImmediate(resolve))

describe('Capacity', () => {
  it('gives a hold its companion place without waiting, while others wait for a whole pair', async () => {
    const capacity = new Capacity(2)
    const first = await capacity.hold(1)
    expect(capacity.inUse).toBe(2)
    let secondHeld = false
    const second = capacity.hold(1).then((hold) => ((secondHeld = true), hold))
    await settled()
    expect(secondHeld).toBe(false)
    // The verifier's place was kept: it never waits behind the second attempt.
    const verifier = await first.companion()
    expect(capacity.inUse).toBe(2)
    verifier.release()
    verifier.release()
    expect(capacity.inUse).toBe(2)
    first.release()
    await second
    expect(secondHeld).toBe(true)
    expect(capacity.inUse).toBe(2)
  })

  it('lets one attempt that needs more places than the cap run alone', async () => {
    const capacity = new Capacity(1)
    const alone = await capacity.hold(1)
    expect(capacity.inUse).toBe(2)
    let next = false
    const waiting = capacity.hold(0).then(() => (next = true))
    await settled()
    expect(next).toBe(false)
    alone.release()
    await waiting
    expect(capacity.inUse).toBe(1)
  })

  it('serves waiters in order: a pair is not passed by singles', async () => {
    const capacity = new Capacity(2)
    const a = await capacity.hold(0)
    const order: string[] = []
    const pair = capacity.hold(1).then(() => order.push('pair'))
    const single = capacity.hold(0).then(() => order.push('single'))
    await settled()
    expect(order).toEqual([])
    a.release()
    await pair
    await settled()
    expect(order).toEqual(['pair'])
    void single
  })

  it('returns the kept place with the holder, and a companion released after it goes back too', async () => {
    const capacity = new Capacity(3)
    const unused = await capacity.hold(1)
    unused.release()
    expect(capacity.inUse).toBe(0)
    const holder = await capacity.hold(1)
    const verifier = await holder.companion()
    holder.release()
    expect(capacity.inUse).toBe(1)
    verifier.release()
    expect(capacity.inUse).toBe(0)
    expect(() => new Capacity(0)).toThrow(/whole number/)
  })
})

const SEPARATE = '[verifier]\nenvironment_mode = "separate"\n'

/** Oracle leaves /tmp/done; the verifier rewards it (a separate verifier sees the declared artifact). */
function cappedProvider(cap: number): MemoryProvider {
  return new MemoryProvider({
    capacity: cap,
    script: (call): ExecAnswer => {
      if (call.cmd.join(' ').includes('/solution/solve.sh')) call.files.set('/tmp/done', Buffer.from(''))
      if (call.cmd.at(-1) !== VERIFIER_COMMAND) return { exitCode: 0 }
      call.files.set('/logs/verifier/reward.txt', Buffer.from('1\n'))
      return { exitCode: 0 }
    },
  })
}

describe('a capped provider with separate-verifier and shared tasks', () => {
  for (const concurrency of [1, 2]) {
    it(`finishes every attempt at -n ${concurrency} with a cap of ${concurrency}, never over it but by one lone attempt`, async () => {
      const tasks = await makeTasks(folders.root, [
        { name: 'sep-a', toml: SEPARATE },
        { name: 'sep-b', toml: SEPARATE },
        { name: 'shared-c' },
        { name: 'shared-d' },
      ])
      const provider = cappedProvider(concurrency)
      const runId = `cap-${concurrency}`
      await runBenchmark({
        ...{ tasks, agent: { name: 'oracle' }, outputDir: folders.out, runId, attempts: 2 },
        provider,
        concurrency,
      })
      const summary = JSON.parse(
        await readFile(join(folders.out, runId, 'run_summary.json'), 'utf8'),
      ) as RunSummary
      expect(summary.totals).toMatchObject({ tasks: 4, attempts: 8, passed: 8, errors: 0 })
      // Each separate task's attempts made two environments; nothing is left alive.
      expect(provider.environments.length).toBe(2 * 2 * 2 + 2 * 2)
      expect(provider.environments.every((e) => e.removed)).toBe(true)
      expect(provider.peakInUse).toBeLessThanOrEqual(Math.max(concurrency, 2))
    })
  }
})
