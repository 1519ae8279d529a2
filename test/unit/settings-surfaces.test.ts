// Adversarial values for every number setting, through every surface that takes it: a `helios`
// flag, an action input, a bench.toml key. Each gives the same verdict (the same value, or a
// refusal with the same advice); the one difference on purpose is an empty action input, which
// GitHub passes for an input a workflow leaves out, so it means "not given".
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { getInputs, type ActionInputs } from '../../src/action/inputs.js'
import { settingFlag, UsageError } from '../../src/cli/args.js'
import { main } from '../../src/cli/main.js'
import { parseBenchConfig, type BenchConfig } from '../../src/config/bench-config.js'
import { parseTaskOverrides } from '../../src/config/task-overrides.js'
import { confirmBudget } from '../../src/results/confirm.js'
import { RETRY_SETTINGS } from '../../src/settings/run.js'
import { GATE_SETTINGS } from '../../src/settings/gate.js'
import { allSettings } from '../../src/settings/index.js'
import type { NumberSetting } from '../../src/settings/setting.js'

type Verdict = { value: number | null } | { refused: string }

const numberRows = allSettings().filter(
  (e): e is typeof e & { rule: NumberSetting } => e.rule.kind === 'whole' || e.rule.kind === 'number',
)

/** Where getInputs puts an input, when its camelCase name is not the field's. */
const INPUT_FIELDS: Record<string, keyof ActionInputs> = {
  'max-cost': 'maxCostUsd',
  'run-max-cost': 'runMaxCostUsd',
}
/** The mode that reads each family's inputs. */
const MODES: Record<string, Record<string, string>> = {
  run: { mode: 'run', agent: 'oracle' },
  plan: { mode: 'plan' },
  gate: { mode: 'report' },
  build: { mode: 'build', 'image-cache': 'actions' },
  report: { mode: 'report' },
}
const TOML_FIELDS: Record<string, keyof BenchConfig> = {
  attempts: 'attempts',
  concurrency: 'concurrency',
  timeout_multiplier: 'timeoutMultiplier',
  max_cost: 'maxCostUsd',
}

/** The retry settings live in one object (`inputs.retry`, `config.retry`), by RetryOptions field. */
const retryKeyOf = (name: string) =>
  (Object.keys(RETRY_SETTINGS) as (keyof typeof RETRY_SETTINGS)[]).find((key) => RETRY_SETTINGS[key] === name)
const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())
/** The advice after `'<value>'; ` in a refusal, without the final period. */
const advice = (message: string) => message.slice(message.indexOf("'; ") + 3).replace(/\.$/, '')

function viaCli(rule: NumberSetting, raw: string): Verdict {
  try {
    return { value: settingFlag({ [rule.cli!]: raw }, rule as NumberSetting & { cli: string }) }
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError)
    expect((error as Error).message.startsWith(`--${rule.cli} is '${raw}'; `)).toBe(true)
    return { refused: advice((error as Error).message) }
  }
}

function viaAction(family: string, rule: NumberSetting, raw: string): Verdict {
  const input = rule.action!
  try {
    const inputs = getInputs((name) => ({ ...MODES[family], [input]: raw })[name] ?? '')
    const retryKey = retryKeyOf(input)
    const value = retryKey
      ? inputs.retry[retryKey]
      : inputs[INPUT_FIELDS[input] ?? (camel(input) as keyof ActionInputs)]
    return { value: (value as number | null | undefined) ?? null }
  } catch (error) {
    expect((error as Error).message.startsWith(`Input '${input}' is '${raw.trim()}'; `)).toBe(true)
    return { refused: advice((error as Error).message) }
  }
}

/** bench.toml with the text written as the key's value; a line TOML cannot parse is refused too. */
function viaToml(family: string, rule: NumberSetting, raw: string): Verdict {
  if (family === 'overrides') return viaOverridesFile(rule, raw)
  try {
    const config = parseBenchConfig(`${rule.toml} = ${raw}\n`, 'bench.toml')
    const retryKey = retryKeyOf(rule.cli ?? '')
    if (retryKey) return { value: config.retry[retryKey]! }
    return { value: config[TOML_FIELDS[rule.toml!]!] as number }
  } catch (error) {
    return { refused: (error as Error).message }
  }
}

/** The overrides family's keys live in an overrides file (TOML here: the same text as bench.toml). */
function viaOverridesFile(rule: NumberSetting, raw: string): Verdict {
  try {
    const values = parseTaskOverrides(`${rule.toml} = ${raw}\n`, 'overrides.toml')
    return { value: (values as Record<string, number>)[rule.toml!]! }
  } catch (error) {
    return { refused: (error as Error).message }
  }
}

/** A value at each bound, one past each, and text that JavaScript's Number reads surprisingly. */
function valuesFor(rule: NumberSetting): string[] {
  const whole = rule.kind === 'whole'
  const below = whole ? rule.min - 1 : rule.min - (rule.min > 0 ? rule.min / 2 : 1)
  const above = whole ? rule.max + 1 : rule.max * 1.5
  const odd = [
    '1e3',
    ' 4 ',
    '0x10',
    '0b11',
    '+5',
    '-0',
    '1.5',
    'Infinity',
    '-Infinity',
    'NaN',
    '4abc',
    '1e400',
  ]
  return [String(rule.min), String(rule.max), String(below), String(above), ...odd]
}

const cases = numberRows.flatMap(({ family, name, rule }) =>
  valuesFor(rule).map((raw) => [`${family}.${name} = ${JSON.stringify(raw)}`, family, rule, raw] as const),
)

describe('one verdict per value on every surface', () => {
  it.each(cases)('%s', (_, family, rule, raw) => {
    const verdicts: Verdict[] = []
    if (rule.cli !== null) verdicts.push(viaCli(rule, raw))
    if (rule.action !== null) verdicts.push(viaAction(family, rule, raw))
    const [first] = verdicts
    for (const v of verdicts) expect(v).toEqual(first)
    if (rule.toml !== null) {
      const toml = viaToml(family, rule, raw)
      // A file-only row (overrides) has no other surface: its bounds are checked below.
      if (first !== undefined && 'value' in first) expect(toml).toEqual(first)
      else if (first !== undefined) expect(toml).toHaveProperty('refused')
      // A value TOML reads as a number is refused with the same bounds.
      if ('refused' in toml && /got /.test(toml.refused))
        expect(toml.refused).toContain(`from ${rule.min} to ${rule.max}`)
    }
  })

  it('accepts each bound and refuses one past it (the cases above are not all refusals)', () => {
    for (const { family, rule } of numberRows) {
      const surface = (raw: string) => {
        if (rule.cli !== null) return viaCli(rule, raw)
        if (rule.action !== null) return viaAction(family, rule, raw)
        const verdict = viaOverridesFile(rule, raw)
        return 'refused' in verdict ? { refused: verdict.refused } : verdict
      }
      const [min, max, below, above] = valuesFor(rule)
      expect(surface(min!)).toEqual({ value: rule.min })
      expect(surface(max!)).toEqual({ value: rule.max })
      expect(surface(below!)).toHaveProperty('refused')
      expect(surface(above!)).toHaveProperty('refused')
    }
  })

  it('an empty value: the CLI and bench.toml refuse it, the action reads it as not given', () => {
    for (const { family, rule } of numberRows) {
      if (rule.cli !== null) expect(viaCli(rule, '')).toHaveProperty('refused')
      if (rule.toml !== null) expect(viaToml(family, rule, '')).toHaveProperty('refused')
      if (rule.action !== null) expect(viaAction(family, rule, '')).toEqual({ value: rule.default ?? null })
    }
  })
})

describe('the resolved disagreements', () => {
  it('target-shard-minutes: fractions from 0.1 to 10000 on both surfaces', () => {
    const rule = numberRows.find((e) => e.name === 'target-shard-minutes')!.rule
    for (const raw of ['7.5', '0.1', '10000']) expect(viaCli(rule, raw)).toEqual(viaAction('plan', rule, raw))
    expect(viaCli(rule, '7.5')).toEqual({ value: 7.5 })
    expect(viaAction('plan', rule, '20000')).toEqual({ refused: 'use a number from 0.1 to 10000' })
  })

  it('k: at most 100 for report, compare, confirm and the action', () => {
    const { k } = GATE_SETTINGS
    expect(k.commands).toEqual(['compare', 'confirm', 'report'])
    expect(viaCli(k, '101')).toEqual(viaAction('gate', k, '101'))
    expect(viaCli(k, '101')).toEqual({ refused: 'use a whole number from 1 to 100' })
  })

  it('build concurrency: 1 to 256 for helios build and the action in build mode', () => {
    const rule = numberRows.find((e) => e.family === 'build' && e.name === 'concurrency')!.rule
    expect(viaCli(rule, '100')).toEqual({ value: 100 })
    expect(viaAction('build', rule, '100')).toEqual({ value: 100 })
    expect(viaAction('build', rule, '257')).toEqual(viaCli(rule, '257'))
  })

  it("confirm-attempts: one default, and the action's check is the CLI's", () => {
    const budget = GATE_SETTINGS['confirm-attempts']
    expect(getInputs((n) => (n === 'mode' ? 'report' : '')).confirmAttempts).toBe(budget.default)
    for (const raw of ['30%', '1000%', '1001%', '100000', '100001', ' 5 ', '5.5', '-1', '0', '0x10']) {
      const cli = (() => {
        try {
          return confirmBudget(raw, 100, 'x') >= 0
        } catch {
          return false
        }
      })()
      const action = (() => {
        try {
          return (
            getInputs((n) => ({ mode: 'report', 'confirm-attempts': raw })[n] ?? '').confirmAttempts !== ''
          )
        } catch {
          return false
        }
      })()
      expect(action, raw).toBe(cli)
    }
  })
})

describe('through the helios command itself', () => {
  const dir = mkdtemp(join(tmpdir(), 'helios-settings-'))
  afterAll(async () => rm(await dir, { recursive: true, force: true }))

  async function helios(...argv: string[]): Promise<{ code: number; stderr: string }> {
    let stderr = ''
    const spies = [
      vi.spyOn(process.stdout, 'write').mockImplementation(() => true),
      vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
        stderr += String(chunk)
        return true
      }),
    ]
    try {
      return { code: await main(argv), stderr }
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
  }

  it('helios plan takes --target-shard-minutes 7.5 and refuses 0.05 with the table’s range', async () => {
    expect((await helios('plan', await dir, '--target-shard-minutes', '7.5')).code).toBe(0)
    const refused = await helios('plan', await dir, '--target-shard-minutes', '0.05')
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain("--target-shard-minutes is '0.05'; use a number from 0.1 to 10000.")
  })
})
