// The report family: what the report posts and keeps (the action's report/publish modes, `helios
// history`). The gate's settings are their own family (gate.ts).
import type { EnumSetting, NumberSetting } from './setting.js'

export const REPORT_SETTINGS = {
  comment: {
    cli: null,
    commands: [],
    action: 'comment',
    toml: null,
    kind: 'enum',
    values: ['always', 'on-change', 'off'],
    default: 'always',
    help: 'sticky PR comment: always, on-change (create only when something changed) or off',
  },
  'retention-days': {
    cli: null,
    commands: [],
    action: 'retention-days',
    toml: null,
    kind: 'whole',
    min: 1,
    max: 90,
    help: 'artifact retention in days (not given: the repository default)',
  },
  last: {
    cli: 'last',
    commands: ['history'],
    action: null,
    toml: null,
    kind: 'whole',
    min: 1,
    max: 365,
    default: 30,
    help: 'runs the trend shows',
  },
} as const satisfies Record<string, NumberSetting | EnumSetting>
