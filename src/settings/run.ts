// The run family: what a run of attempts takes, the same on `helios batch`/`run` flags, the
// action's run-mode inputs and bench.toml. Both surfaces refuse the same values with the same
// advice (the surface adds only how it names the setting: `--x` or `Input 'x'`).
import {
  readNumber,
  checkNumberText,
  type NumberSetting,
  type NumberValue,
  type SettingVerdict,
} from './setting.js'

const BATCH = ['batch', 'run'] as const

export const RUN_SETTINGS = {
  attempts: {
    cli: 'attempts',
    commands: [...BATCH, 'plan'],
    action: 'attempts',
    toml: 'attempts',
    kind: 'whole',
    min: 1,
    max: 100,
    default: 1,
    help: 'attempts per task (the k of pass@k needs at least k)',
  },
  concurrency: {
    cli: 'concurrency',
    commands: [...BATCH, 'check', 'confirm', 'plan'],
    action: 'concurrency',
    toml: 'concurrency',
    kind: 'whole',
    min: 1,
    max: 256,
    default: 2,
    help: 'attempts running at once (plan: what the run jobs will use)',
  },
  retries: {
    cli: 'retries',
    commands: BATCH,
    action: 'retries',
    toml: 'retries',
    kind: 'whole',
    min: 0,
    max: 10,
    default: 2,
    help: 'retries of an attempt that failed for infrastructure reasons (never an agent failure or timeout)',
  },
  'retry-wait-multiplier': {
    cli: 'retry-wait-multiplier',
    commands: BATCH,
    action: 'retry-wait-multiplier',
    toml: 'retry_wait_multiplier',
    kind: 'number',
    min: 0.001,
    max: 600,
    default: 1,
    help: 'seconds before the first retry, doubled for each later one (within the min and max wait)',
  },
  'retry-min-wait': {
    cli: 'retry-min-wait',
    commands: BATCH,
    action: 'retry-min-wait',
    toml: 'retry_min_wait',
    kind: 'number',
    min: 0,
    max: 3600,
    default: 1,
    help: 'seconds a retry waits at least',
  },
  'retry-max-wait': {
    cli: 'retry-max-wait',
    commands: BATCH,
    action: 'retry-max-wait',
    toml: 'retry_max_wait',
    kind: 'number',
    min: 0,
    max: 3600,
    default: 30,
    help: 'seconds a retry waits at most, however many came before (wins over the min wait)',
  },
  'timeout-multiplier': {
    cli: 'timeout-multiplier',
    commands: [...BATCH, 'confirm'],
    action: 'timeout-multiplier',
    toml: 'timeout_multiplier',
    kind: 'number',
    min: 0.01,
    max: 100,
    default: 1,
    help: 'multiplies the agent and verifier timeouts of every task',
  },
  'max-turns': {
    cli: 'max-turns',
    commands: BATCH,
    action: 'max-turns',
    toml: null,
    kind: 'whole',
    min: 1,
    max: 10_000,
    help: "built-in agent: model calls per attempt (not given: the agent's own default)",
  },
  'max-tokens': {
    cli: 'max-tokens',
    commands: BATCH,
    action: 'max-tokens',
    toml: null,
    kind: 'whole',
    min: 1,
    max: 1e12,
    help: 'built-in agent: stop an attempt past this many tokens (not given: no limit)',
  },
  'max-cost': {
    cli: 'max-cost',
    commands: BATCH,
    action: 'max-cost',
    toml: 'max_cost',
    kind: 'number',
    min: 0.000001,
    max: 1e6,
    help: 'built-in agent: stop an attempt past this many USD (not given: no limit)',
    resolved:
      'bench.toml took any positive number, the flag and input 0.000001–1e6: one range, the one two surfaces had',
  },
  'run-max-cost': {
    cli: 'run-max-cost',
    commands: BATCH,
    action: 'run-max-cost',
    toml: null,
    kind: 'number',
    min: 0.000001,
    max: 1e6,
    help: 'the run’s (a shard’s) budget in USD: no attempt starts once the finished ones cost this much',
  },
  'run-max-tokens': {
    cli: 'run-max-tokens',
    commands: BATCH,
    action: 'run-max-tokens',
    toml: null,
    kind: 'whole',
    min: 1,
    max: 1e15,
    help: 'the same budget in tokens (input + output)',
  },
} as const satisfies Record<string, NumberSetting>

export type RunSettingName = keyof typeof RUN_SETTINGS

export type RunSettingVerdict = SettingVerdict

/** Checks one given value (trimmed text) against the setting's rule. */
export function checkRunSetting(name: RunSettingName, raw: string): RunSettingVerdict {
  return checkNumberText(RUN_SETTINGS[name], raw)
}

export type RunSettingValue<N extends RunSettingName> = NumberValue<(typeof RUN_SETTINGS)[N]>

/**
 * The setting's value, its default when not given (`undefined`), or a thrown error made by
 * `refuse`. An empty string is a given value, and refused.
 */
export function readRunSetting<N extends RunSettingName>(
  name: N,
  raw: string | undefined,
  refuse: (fix: string) => Error,
): RunSettingValue<N> {
  // Indexing RUN_SETTINGS by a generic name loses which row it is; the row of N reads as RunSettingValue<N>.
  return readNumber(RUN_SETTINGS[name], raw, refuse) as RunSettingValue<N>
}

/** The job-level retry settings, by RetryOptions field (BenchFlow's RetryConfig). */
export const RETRY_SETTINGS = {
  maxRetries: 'retries',
  waitMultiplierSec: 'retry-wait-multiplier',
  minWaitSec: 'retry-min-wait',
  maxWaitSec: 'retry-max-wait',
} as const satisfies Record<string, RunSettingName>

export type RetryValues = { -readonly [K in keyof typeof RETRY_SETTINGS]: number }

/** The run settings behind the retry values: each has a default, so it reads as a number. */
export type RetrySettingName = (typeof RETRY_SETTINGS)[keyof RetryValues]

/** The retry values, each read from its run setting. */
export function retryValues(read: (name: RetrySettingName) => number): RetryValues {
  return {
    maxRetries: read(RETRY_SETTINGS.maxRetries),
    waitMultiplierSec: read(RETRY_SETTINGS.waitMultiplierSec),
    minWaitSec: read(RETRY_SETTINGS.minWaitSec),
    maxWaitSec: read(RETRY_SETTINGS.maxWaitSec),
  }
}

export const DEFAULT_RETRY_VALUES: RetryValues = {
  maxRetries: RUN_SETTINGS.retries.default,
  waitMultiplierSec: RUN_SETTINGS['retry-wait-multiplier'].default,
  minWaitSec: RUN_SETTINGS['retry-min-wait'].default,
  maxWaitSec: RUN_SETTINGS['retry-max-wait'].default,
}
