// Every settings table, by family: what the docs and the tests walk. One row per setting, the
// source of its flag, input and bench.toml key (docs/configuration.md).
import { AGENT_SETTINGS } from './agent.js'
import { BUILD_SETTINGS } from './build.js'
import { GATE_SETTINGS } from './gate.js'
import { OVERRIDE_SETTINGS } from './overrides.js'
import { PLAN_SETTINGS } from './plan.js'
import { REPORT_SETTINGS } from './report.js'
import { RUN_SETTINGS } from './run.js'
import type { Setting } from './setting.js'

export const SETTING_FAMILIES: Readonly<Record<string, Readonly<Record<string, Setting>>>> = {
  run: RUN_SETTINGS,
  agent: AGENT_SETTINGS,
  plan: PLAN_SETTINGS,
  gate: GATE_SETTINGS,
  build: BUILD_SETTINGS,
  report: REPORT_SETTINGS,
  overrides: OVERRIDE_SETTINGS,
}

export interface SettingEntry {
  family: string
  name: string
  rule: Setting
}

/** Every row of every family, in table order. */
export function allSettings(): SettingEntry[] {
  return Object.entries(SETTING_FAMILIES).flatMap(([family, table]) =>
    Object.entries(table).map(([name, rule]) => ({ family, name, rule })),
  )
}
