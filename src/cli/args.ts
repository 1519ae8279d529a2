// Flag parsing for every subcommand, on node:util parseArgs. A bad flag or value is a UsageError
// (exit code 2) whose message names the flag and what it accepts (a typo: the flag it resembles).
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { readRunSetting, type RunSettingName, type RunSettingValue } from '../settings/run.js'
import { readNumber, type NumberSetting, type NumberValue } from '../settings/setting.js'
import type { DiscoverOptions } from '../task/discover.js'
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
  const raw = values[flag]
  if (raw === undefined) return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new UsageError(`--${flag} is '${String(raw)}'; use a whole number from ${min} to ${max}.`)
  }
  return n
}

export function numberFlag(
  values: Record<string, unknown>,
  flag: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = values[flag]
  if (raw === undefined) return fallback
  const n = Number(raw)
  if (!Number.isFinite(n) || n < min || n > max) {
    throw new UsageError(`--${flag} is '${String(raw)}'; use a number from ${min} to ${max}.`)
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

/** `-p/--pattern`, `--include`, `--exclude`: what discovery takes, the same in every command. */
export function discoveryFlags(values: Record<string, unknown>): DiscoverOptions {
  return {
    pattern: stringFlag(values, 'pattern'),
    include: listFlag(values, 'include'),
    exclude: listFlag(values, 'exclude'),
  }
}
