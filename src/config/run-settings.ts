// The run settings that the CLI's flags and the action's inputs share, defined once: name, whole
// number or not, bounds, default. Both surfaces check a value here, so they refuse the same values
// with the same advice (the surface adds only how it names the setting: `--x` or `Input 'x'`).

export interface RunSettingRule {
  /** Whole numbers only (counts of attempts, turns, tokens). */
  whole: boolean
  min: number
  max: number
  /** Used when the setting is not given; absent: the setting is optional (no limit). */
  fallback?: number
}

export const RUN_SETTINGS = {
  attempts: { whole: true, min: 1, max: 100, fallback: 1 },
  concurrency: { whole: true, min: 1, max: 256, fallback: 2 },
  retries: { whole: true, min: 0, max: 10, fallback: 2 },
  'timeout-multiplier': { whole: false, min: 0.01, max: 100, fallback: 1 },
  'max-turns': { whole: true, min: 1, max: 10_000 },
  'max-tokens': { whole: true, min: 1, max: 1e12 },
  'max-cost': { whole: false, min: 0.000001, max: 1e6 },
  'run-max-cost': { whole: false, min: 0.000001, max: 1e6 },
  'run-max-tokens': { whole: true, min: 1, max: 1e15 },
} as const satisfies Record<string, RunSettingRule>

export type RunSettingName = keyof typeof RUN_SETTINGS

export type RunSettingVerdict = { ok: true; value: number } | { ok: false; fix: string }

/** Checks one given value (trimmed text) against the setting's rule. */
export function checkRunSetting(name: RunSettingName, raw: string): RunSettingVerdict {
  const rule: RunSettingRule = RUN_SETTINGS[name]
  // Number('') is 0 and Number(' ') too: an empty value is never a number.
  const value = raw.trim() === '' ? NaN : Number(raw)
  const shapeOk = rule.whole ? Number.isInteger(value) : Number.isFinite(value)
  if (shapeOk && value >= rule.min && value <= rule.max) return { ok: true, value }
  const kind = rule.whole ? 'a whole number' : 'a number'
  return { ok: false, fix: `use ${kind} from ${rule.min} to ${rule.max}` }
}

/** A number for a setting with a fallback, else a number or null (not given: no limit). */
export type RunSettingValue<N extends RunSettingName> = (typeof RUN_SETTINGS)[N] extends { fallback: number }
  ? number
  : number | null

/**
 * The setting's value, its fallback when not given (`undefined`), or a thrown error made by
 * `refuse`. An empty string is a given value, and refused.
 */
export function readRunSetting<N extends RunSettingName>(
  name: N,
  raw: string | undefined,
  refuse: (fix: string) => Error,
): RunSettingValue<N> {
  const rule: RunSettingRule = RUN_SETTINGS[name]
  if (raw === undefined) return (rule.fallback ?? null) as RunSettingValue<N>
  const verdict = checkRunSetting(name, raw)
  if (!verdict.ok) throw refuse(verdict.fix)
  return verdict.value as RunSettingValue<N>
}
