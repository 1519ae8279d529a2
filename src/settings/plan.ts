// The plan family: how the plan splits tasks into shards (`helios plan`, the action's plan mode).
import type { NumberSetting } from './setting.js'

/** GitHub runs at most 256 jobs of one matrix. */
const MATRIX_JOBS = 256

export const PLAN_SETTINGS = {
  shards: {
    cli: 'shards',
    commands: ['plan'],
    action: 'shards',
    toml: null,
    kind: 'whole',
    min: 1,
    max: MATRIX_JOBS,
    help: 'number of shards (matrix jobs); not given: max-shards with target-shard-minutes',
  },
  'max-shards': {
    cli: 'max-shards',
    commands: ['plan'],
    action: 'max-shards',
    toml: null,
    kind: 'whole',
    min: 1,
    max: MATRIX_JOBS,
    default: 8,
    help: 'most shards when shards is not given',
  },
  'max-parallel': {
    cli: 'max-parallel',
    commands: ['plan'],
    action: 'max-parallel',
    toml: null,
    kind: 'whole',
    min: 1,
    max: MATRIX_JOBS,
    help: 'runners that run shards at once; overrides max-shards (not given: one shard per runner)',
  },
  'target-shard-minutes': {
    cli: 'target-shard-minutes',
    commands: ['plan'],
    action: 'target-shard-minutes',
    toml: null,
    kind: 'number',
    min: 0.1,
    max: 10_000,
    default: 20,
    help: 'with max-shards and baseline durations: aim for shards of about this many minutes',
    resolved:
      'the CLI took whole minutes 1–10,000, the action any number ≥ 0.1: minutes need not be whole (7.5), so fractions from 0.1 as the action took, up to the CLI’s 10,000 (a week: no job runs longer)',
  },
  shard: {
    cli: null,
    commands: [],
    action: 'shard',
    toml: null,
    kind: 'whole',
    min: 0,
    max: MATRIX_JOBS - 1,
    default: 0,
    help: 'run: the shard index this job runs (matrix.shard)',
  },
} as const satisfies Record<string, NumberSetting>
