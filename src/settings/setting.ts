// What one row of a settings table says, and the one check every surface (CLI flag, action input,
// bench.toml key) runs on a value. Pure; this folder imports nothing from the rest of src, so any
// layer may read it.

interface SettingRow {
  /** The flag without its dashes; null: the CLI has no flag for it. */
  cli: string | null
  /** The helios commands that take the flag (their --help names it). */
  commands: readonly string[]
  /** The action input; null: the action has none. */
  action: string | null
  /** The bench.toml key; null: bench.toml has none. */
  toml: string | null
  /** One line for the settings table in the docs. */
  help: string
  /** Why the surfaces, which once disagreed, now follow this row. */
  resolved?: string
}

/** A number: `whole` (counts of attempts, shards, tokens) or any finite `number`, from min to max. */
export interface NumberSetting extends SettingRow {
  kind: 'whole' | 'number'
  min: number
  max: number
  /** Used when the setting is not given; absent: optional (no limit, or the surface decides). */
  default?: number
}

/** One word of a fixed list. */
export interface EnumSetting extends SettingRow {
  kind: 'enum'
  values: readonly string[]
  default: string
}

/** A budget: a share of some count (`30%`, up to maxPercent) or a whole count (up to maxCount). */
export interface BudgetSetting extends SettingRow {
  kind: 'budget'
  maxPercent: number
  maxCount: number
  default: string
}

export type Setting = NumberSetting | EnumSetting | BudgetSetting

export type SettingVerdict = { ok: true; value: number } | { ok: false; fix: string }

/** The fix a refused number gets, the same words on every surface. */
export function numberFix(rule: NumberSetting): string {
  return `use ${rule.kind === 'whole' ? 'a whole number' : 'a number'} from ${rule.min} to ${rule.max}`
}

/** Checks a number already read (a bench.toml value, or a flag's text made a number). */
export function checkNumber(rule: NumberSetting, value: number): SettingVerdict {
  const shapeOk = rule.kind === 'whole' ? Number.isInteger(value) : Number.isFinite(value)
  if (shapeOk && value >= rule.min && value <= rule.max) return { ok: true, value }
  return { ok: false, fix: numberFix(rule) }
}

/** Checks one given value as text (a flag, an input). */
export function checkNumberText(rule: NumberSetting, raw: string): SettingVerdict {
  // Number('') is 0 and Number(' ') too: an empty value is never a number.
  return checkNumber(rule, raw.trim() === '' ? NaN : Number(raw))
}

/** A number for a setting with a default, else a number or null (not given: no limit). */
export type NumberValue<S extends NumberSetting> = S extends { default: number } ? number : number | null

/**
 * The setting's value, its default when not given (`undefined`), or a thrown error made by
 * `refuse`. An empty string is a given value, and refused.
 */
export function readNumber<S extends NumberSetting>(
  rule: S,
  raw: string | undefined,
  refuse: (fix: string) => Error,
): NumberValue<S> {
  // NumberValue<S> is number exactly when S has a default; TS cannot check a conditional type's branch.
  if (raw === undefined) return (rule.default ?? null) as NumberValue<S>
  const verdict = checkNumberText(rule, raw)
  if (!verdict.ok) throw refuse(verdict.fix)
  // "-0" is 0, as TOML reads it (a bench.toml value and a flag agree).
  return (verdict.value + 0) as NumberValue<S>
}

/**
 * One word of the setting's list (trimmed; case as listed), undefined when not given, or a thrown
 * error made by `refuse` naming the list. An empty string is a given value, and refused.
 */
export function readEnum<S extends EnumSetting>(
  rule: S,
  raw: string | undefined,
  refuse: (fix: string) => Error,
): S['values'][number] | undefined {
  if (raw === undefined) return undefined
  const word = raw.trim()
  if (rule.values.includes(word)) return word
  throw refuse(`use one of ${rule.values.join(', ')}`)
}

/** The budget `raw` sets out of `of` (a share is rounded down), or null when it is not a budget. */
export function budgetOf(rule: BudgetSetting, raw: string, of: number): number | null {
  const text = raw.trim()
  const share = /^(\d+(?:\.\d+)?)%$/.exec(text)
  if (share && Number(share[1]) <= rule.maxPercent) return Math.floor((of * Number(share[1])) / 100)
  if (/^\d+$/.test(text) && Number(text) <= rule.maxCount) return Number(text)
  return null
}

/** How the docs and messages show a row's values: `whole number 1–100`, `a | b`, `30% or 12`. */
export function valuesText(rule: Setting): string {
  if (rule.kind === 'enum') return rule.values.map((v) => (v === '' ? '(empty)' : v)).join(' | ')
  if (rule.kind === 'budget')
    return `0%–${rule.maxPercent}% of the attempts, or a whole number 0–${rule.maxCount}`
  return `${rule.kind === 'whole' ? 'whole number' : 'number'} ${bound(rule.min)}–${bound(rule.max)}`
}

/** 1e12 reads better than 1000000000000 in a table. */
export function bound(n: number): string {
  return n >= 1e6 && Number.isInteger(Math.log10(n)) ? `1e${Math.log10(n)}` : String(n)
}
