// Flag parsing for every subcommand, on node:util parseArgs. A bad flag or value is a UsageError
// (exit code 2) whose message names the flag and what it accepts (a typo: the flag it resembles).
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { readRunSetting, type RunSettingName, type RunSettingValue } from '../settings/run.js'
import { PLAN_SETTINGS } from '../settings/plan.js'
import { readNumber, type NumberSetting, type NumberValue } from '../settings/setting.js'
import type { DiscoverOptions } from '../task/discover.js'
import { sampleOptions } from '../task/sample.js'
import { flagErrorMessage } from './flag-errors.js'

export class UsageError extends Error {
  override name = 'UsageError'
}

type Options = NonNullable<ParseArgsConfig['options']>

/**
 * Parses argv; each `aliases` entry (alias → flag) folds the alias's value into the flag's, so the
 * command reads one name. Giving both with different values is a UsageError.
 */
export function parse(
  argv: string[],
  options: Options,
  aliases: Readonly<Record<string, string>> = {},
): { values: Record<string, unknown>; positionals: string[] } {
  let parsed: { values: Record<string, unknown>; positionals: string[] }
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true })
  } catch (error) {
    throw new UsageError(flagErrorMessage(argv, options, error, aliases))
  }
  const { values } = parsed
  for (const [alias, flag] of Object.entries(aliases)) {
    if (values[alias] === undefined) continue
    if (values[flag] !== undefined && values[flag] !== values[alias])
      throw new UsageError(`--${alias} and --${flag} are the same flag; give one`)
    values[flag] = values[alias]
    delete values[alias]
  }
  return parsed
}

export function intFlag(
  values: Record<string, unknown>,
  flag: string,
  fallback: number,
  min: number,
  max: number,
): number {
  return boundedFlag(values, flag, fallback, { min, max, whole: true })
}

export function numberFlag(
  values: Record<string, unknown>,
  flag: string,
  fallback: number,
  min: number,
  max: number,
): number {
  return boundedFlag(values, flag, fallback, { min, max, whole: false })
}

function boundedFlag(
  values: Record<string, unknown>,
  flag: string,
  fallback: number,
  bounds: { min: number; max: number; whole: boolean },
): number {
  const raw = values[flag]
  if (raw === undefined) return fallback
  const n = Number(raw)
  const valid = bounds.whole ? Number.isInteger(n) : Number.isFinite(n)
  if (!valid || n < bounds.min || n > bounds.max) {
    const kind = bounds.whole ? 'a whole number' : 'a number'
    throw new UsageError(`--${flag} is '${String(raw)}'; use ${kind} from ${bounds.min} to ${bounds.max}.`)
  }
  return n
}

/** A setting of a table (src/settings/) by its flag; not given: its default, else null. */
export function settingFlag<S extends NumberSetting & { cli: string }>(
  values: Record<string, unknown>,
  rule: S,
): NumberValue<S> {
  const raw = values[rule.cli]
  return readNumber(
    rule,
    raw === undefined ? undefined : String(raw),
    (fix) => new UsageError(`--${rule.cli} is '${String(raw)}'; ${fix}.`),
  )
}

/** A run setting shared with the action (src/settings/run.ts); not given: its default. */
export function runSettingFlag<N extends RunSettingName>(
  values: Record<string, unknown>,
  name: N,
): RunSettingValue<N> {
  const raw = values[name]
  return readRunSetting(
    name,
    raw === undefined ? undefined : String(raw),
    (fix) => new UsageError(`--${name} is '${String(raw)}'; ${fix}.`),
  )
}

export function stringFlag(values: Record<string, unknown>, flag: string): string | undefined {
  const raw = values[flag]
  return typeof raw === 'string' && raw !== '' ? raw : undefined
}

/** Repeatable or comma-separated list flag. */
export function listFlag(values: Record<string, unknown>, flag: string): string[] {
  const raw = values[flag]
  const items = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]
  return items
    .flatMap((item) => String(item).split(','))
    .map((s) => s.trim())
    .filter(Boolean)
}

/** The sampling flags of the commands that discover tasks to run (batch, plan, check). */
export const SAMPLE_OPTIONS = {
  'max-samples': { type: 'string' },
  limit: { type: 'string' },
  sample: { type: 'string' },
  seed: { type: 'string' },
} as const

/** The sampling flags' help lines, as batch, plan and check print them (aligned at `width`). */
export function sampleHelp(width: number): string {
  const line = (flag: string, text: string) => `      ${flag.padEnd(width - 6)}${text}`
  return [
    line(
      '--max-samples N',
      `only the first N tasks (${PLAN_SETTINGS['max-samples'].min} to ${PLAN_SETTINGS['max-samples'].max}; alias --limit)`,
    ),
    line('--sample N', 'N tasks drawn by their folder names, the same for base and head'),
    line('--seed S', `the draw's seed, with --sample (default ${PLAN_SETTINGS.seed.default})`),
  ].join('\n')
}

/** `-p/--pattern`, `--include`, `--exclude` and the sampling flags: what discovery takes, the same in every command. */
export function discoveryFlags(values: Record<string, unknown>): DiscoverOptions {
  return {
    pattern: stringFlag(values, 'pattern'),
    include: listFlag(values, 'include'),
    exclude: listFlag(values, 'exclude'),
    ...sampleFlags(values),
  }
}

function sampleFlags(values: Record<string, unknown>): Pick<DiscoverOptions, 'sample'> {
  if (values['limit'] !== undefined && values['max-samples'] !== undefined)
    throw new UsageError('--limit and --max-samples are the same flag: give one of them.')
  const limited = values['limit'] !== undefined ? { ...values, 'max-samples': values['limit'] } : values
  const maxSamples = settingFlag(limited, PLAN_SETTINGS['max-samples'])
  const sample = settingFlag(values, PLAN_SETTINGS.sample)
  if (values['seed'] !== undefined && sample === null)
    throw new UsageError('--seed chooses the draw of --sample N: give --sample too, or leave --seed out.')
  const seed = settingFlag(values, PLAN_SETTINGS.seed)
  const options = sampleOptions({ maxSamples, sample, seed })
  return options ? { sample: options } : {}
}
