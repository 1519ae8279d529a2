// The run settings the CLI and the action share are checked by one table: the same value gets the
// same verdict (and the same advice) from `helios batch` flags and from the action's inputs.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { getInputs } from '../../src/action/inputs.js'
import { runSettingFlag, UsageError } from '../../src/cli/args.js'
import {
  agentSpecFromFlags,
  BATCH_OPTIONS,
  retriesFlag,
  retryFlags,
  runBudgetFlags,
} from '../../src/cli/batch.js'
import { checkRunSetting, RUN_SETTINGS, type RunSettingName } from '../../src/settings/run.js'

const NAMES = Object.keys(RUN_SETTINGS) as RunSettingName[]
const read = (values: Record<string, string>) => (name: string) => values[name] ?? ''

/** The action's verdict: the parsed value, or the advice after the value in its error. */
function viaAction(name: RunSettingName, value: string): number | string | null {
  try {
    const inputs = getInputs(read({ mode: 'run', agent: 'oracle', [name]: value }))
    const field = {
      attempts: inputs.attempts,
      concurrency: inputs.concurrency,
      retries: inputs.retry.maxRetries,
      'retry-wait-multiplier': inputs.retry.waitMultiplierSec,
      'retry-min-wait': inputs.retry.minWaitSec,
      'retry-max-wait': inputs.retry.maxWaitSec,
      'timeout-multiplier': inputs.timeoutMultiplier,
      'max-turns': inputs.maxTurns,
      'max-tokens': inputs.maxTokens,
      'max-cost': inputs.maxCostUsd,
      'run-max-cost': inputs.runMaxCostUsd,
      'run-max-tokens': inputs.runMaxTokens,
    }[name]
    return field
  } catch (error) {
    const message = (error as Error).message
    expect(message).toMatch(new RegExp(`^Input '${name}' is '${value.trim()}'; `))
    return message.slice(message.indexOf('; ') + 2)
  }
}

/** The CLI's verdict, through the functions `helios batch` calls where there is one. */
function viaCli(name: RunSettingName, value: string): number | string | null {
  const values = { [name]: value }
  try {
    if (name === 'retries') return retriesFlag(values)
    if (name === 'retry-wait-multiplier') return retryFlags(values).waitMultiplierSec
    if (name === 'retry-min-wait') return retryFlags(values).minWaitSec
    if (name === 'retry-max-wait') return retryFlags(values).maxWaitSec
    if (name === 'run-max-cost') return runBudgetFlags(values).maxCostUsd
    if (name === 'run-max-tokens') return runBudgetFlags(values).maxTokens
    const limits = agentSpecFromFlags(values, 'helios', undefined).limits ?? {}
    if (name === 'max-turns') return limits.maxTurns ?? null
    if (name === 'max-tokens') return limits.maxTokens ?? null
    if (name === 'max-cost') return limits.maxCostUsd ?? null
    return runSettingFlag(values, name)
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError)
    const message = (error as Error).message
    expect(message).toMatch(new RegExp(`^--${name} is '${value}'; `))
    return message.slice(message.indexOf('; ') + 2)
  }
}

// Values that split the two surfaces before the table, and the usual suspects.
const CASES: [RunSettingName, string][] = [
  ['max-tokens', '0.5'],
  ['timeout-multiplier', '500'],
  ['max-cost', '2000000'],
  ['run-max-tokens', '1.5'],
  ['max-turns', '0'],
  ['attempts', '101'],
  ['concurrency', 'lots'],
  ['retries', '-1'],
  ['run-max-cost', 'Infinity'],
  ['max-cost', '0x10'],
  ['timeout-multiplier', 'NaN'],
  ['max-tokens', '1e13'],
  ['attempts', '3'],
  ['max-cost', '2.5'],
  ['timeout-multiplier', '0.5'],
  ['run-max-tokens', '200000'],
  ['retry-wait-multiplier', '-1'],
  ['retry-max-wait', '4000'],
  ['retry-min-wait', '0.5'],
  ['retry-wait-multiplier', '3'],
]

describe('run settings: one verdict for the CLI and the action', () => {
  it.each(CASES)('%s = %s', (name, value) => {
    const action = viaAction(name, value)
    expect(viaCli(name, value)).toEqual(action)
    expect(action).toEqual(
      checkRunSetting(name, value).ok ? Number(value) : expect.stringMatching(/^use a (whole )?number from /),
    )
  })

  it('refuses the values each surface used to accept alone', () => {
    for (const [name, value] of CASES.slice(0, 4)) {
      expect(checkRunSetting(name, value)).toMatchObject({ ok: false })
    }
  })

  it('accepts each bound and refuses just past it, on both surfaces', () => {
    for (const name of NAMES) {
      const { min, max, kind } = RUN_SETTINGS[name]
      const whole = kind === 'whole'
      const step = whole ? 1 : min / 2 || 0.5
      for (const good of [min, max]) expect(viaCli(name, String(good))).toBe(viaAction(name, String(good)))
      expect(viaAction(name, String(min))).toBe(min)
      expect(typeof viaAction(name, String(min - step))).toBe('string')
      expect(typeof viaCli(name, String(max + (whole ? 1 : max)))).toBe('string')
    }
  })

  it('an empty flag is refused by the CLI, an empty input means not given', () => {
    expect(viaCli('max-tokens', '')).toMatch(/^use a whole number/)
    expect(viaAction('max-tokens', '')).toBeNull()
    expect(viaAction('attempts', '')).toBe(1)
  })

  it('every setting is a batch flag and an action input (the views do not drift)', () => {
    const action = parseYaml(readFileSync('action.yml', 'utf8')) as { inputs: Record<string, unknown> }
    for (const name of NAMES) {
      expect(BATCH_OPTIONS).toHaveProperty([name])
      expect(action.inputs).toHaveProperty([name])
    }
  })
})
