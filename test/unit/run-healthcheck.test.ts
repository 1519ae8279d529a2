import { describe, expect, it } from 'vitest'
import { waitHealthy, type HealthcheckClock } from '../../src/run/healthcheck.js'
import type { Healthcheck } from '../../src/task/types.js'

const CHECK: Healthcheck = {
  command: 'probe',
  intervalSec: 5,
  timeoutSec: 30,
  startPeriodSec: 10,
  startIntervalSec: 1,
  retries: 3,
}

/** A clock that only moves when the code under test sleeps; records each sleep. */
function fakeClock(): HealthcheckClock & { sleeps: number[] } {
  let now = 0
  const sleeps: number[] = []
  return {
    sleeps,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms)
      now += ms
    },
  }
}

/** A check that fails `failures` times, then passes. */
function flaky(failures: number) {
  let calls = 0
  return async () => ({ ok: ++calls > failures, detail: `exit 1: call ${calls}` })
}

describe('waitHealthy', () => {
  it('passes on the first success', async () => {
    const clock = fakeClock()
    expect(await waitHealthy(CHECK, flaky(0), clock)).toEqual({ checks: 1 })
    expect(clock.sleeps).toEqual([])
  })

  it('does not count failures in the start period, polling at start_interval_sec there', async () => {
    const clock = fakeClock()
    // 10 failures at t = 0..9 s (start period), then 2 counted ones at 10 and 15 s, then success.
    expect(await waitHealthy(CHECK, flaky(12), clock)).toEqual({ checks: 13 })
    expect(clock.sleeps).toEqual([...Array(10).fill(1000), 5000, 5000])
  })

  it('fails after `retries` counted failures in a row, with the last failure', async () => {
    const clock = fakeClock()
    await expect(waitHealthy({ ...CHECK, startPeriodSec: 0 }, flaky(99), clock)).rejects.toThrow(
      'healthcheck failed 3 time(s) in a row (3 check(s)): probe: exit 1: call 3',
    )
  })
})
