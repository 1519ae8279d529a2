// Flag parsing for every subcommand, on node:util parseArgs. A bad flag or value is a UsageError
// (exit code 2) whose message names the flag and what it accepts.
import { parseArgs, type ParseArgsConfig } from 'node:util'

export class UsageError extends Error {
  override name = 'UsageError'
}

type Options = NonNullable<ParseArgsConfig['options']>

export function parse(
  argv: string[],
  options: Options,
): { values: Record<string, unknown>; positionals: string[] } {
  try {
    const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true })
    return { values: values as Record<string, unknown>, positionals }
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
}

export function intFlag(
  values: Record<string, unknown>,
  flag: string,
  fallback: number,
  min = 1,
  max = 10_000,
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
