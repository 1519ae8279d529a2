// `[environment.healthcheck]` before the agent starts, by Harbor's rule: the first exit 0 passes;
// during the start period checks run every start_interval_sec and failures do not count; after it,
// `retries` consecutive failures fail the attempt (an error: the environment never came up).
import { setTimeout as sleep } from 'node:timers/promises'
import type { Healthcheck } from '../task/types.js'
import type { Environment } from './environment/types.js'
import { TailBuffer } from './environment/streams.js'

export interface CheckOutcome {
  ok: boolean
  /** Exit code or "timed out", and the output's tail. */
  detail: string
}

export interface HealthcheckClock {
  now: () => number
  sleep: (ms: number) => Promise<void>
}

const REAL_CLOCK: HealthcheckClock = { now: Date.now, sleep: (ms) => sleep(ms) }

/** The environment never came up: how many checks ran, and the last failure. */
export class HealthcheckFailed extends Error {
  constructor(
    readonly checks: number,
    readonly detail: string,
    message: string,
  ) {
    super(message)
    this.name = 'HealthcheckFailed'
  }
}

/** Resolves when a check passes; throws with the last failure once `retries` failed in a row. */
export async function waitHealthy(
  healthcheck: Healthcheck,
  check: () => Promise<CheckOutcome>,
  clock: HealthcheckClock = REAL_CLOCK,
  signal?: AbortSignal,
): Promise<{ checks: number }> {
  const started = clock.now()
  const inStartPeriod = (): boolean => clock.now() - started < healthcheck.startPeriodSec * 1000
  let failuresInARow = 0
  for (let checks = 1; ; checks++) {
    signal?.throwIfAborted()
    const counted = !inStartPeriod()
    const outcome = await check()
    if (outcome.ok) return { checks }
    if (counted) failuresInARow++
    if (failuresInARow >= healthcheck.retries) {
      throw new HealthcheckFailed(
        checks,
        outcome.detail,
        `healthcheck failed ${failuresInARow} time(s) in a row (${checks} check(s)): ${healthcheck.command}: ${outcome.detail}`,
      )
    }
    await clock.sleep((inStartPeriod() ? healthcheck.startIntervalSec : healthcheck.intervalSec) * 1000)
  }
}

/** The task's healthcheck in the attempt's container, as the image's default user (Harbor's choice). */
export async function runHealthcheck(
  environment: Environment,
  healthcheck: Healthcheck,
  options: { env: Record<string, string>; workdir: string | null; signal?: AbortSignal },
): Promise<{ checks: number }> {
  return waitHealthy(
    healthcheck,
    async () => {
      const output = new TailBuffer(1024)
      const outcome = await environment.exec({
        cmd: ['bash', '-c', healthcheck.command],
        env: options.env,
        workdir: options.workdir,
        stdout: output,
        stderr: output,
        timeoutMs: healthcheck.timeoutSec * 1000,
      })
      const how = outcome.timedOut
        ? `timed out after ${healthcheck.timeoutSec} s`
        : `exit ${outcome.exitCode}`
      const text = output.text().trim().replace(/\s+/g, ' ')
      return { ok: outcome.exitCode === 0, detail: text ? `${how}: ${text.slice(-300)}` : how }
    },
    REAL_CLOCK,
    options.signal,
  )
}
