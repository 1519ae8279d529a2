// The build family: building the tasks' images once (`helios build`, the action's build mode).
import type { EnumSetting, NumberSetting } from './setting.js'

export const BUILD_SETTINGS = {
  concurrency: {
    cli: 'concurrency',
    commands: ['build'],
    action: 'concurrency',
    toml: null,
    kind: 'whole',
    min: 1,
    max: 256,
    default: 2,
    help: 'images built at once',
    resolved:
      "helios build took 1–64, the action's build mode 1–256 (its one concurrency input serves run and build): 1–256, so a build job given its run jobs' concurrency is never refused",
  },
  'image-cache': {
    cli: null,
    commands: [],
    action: 'image-cache',
    toml: null,
    kind: 'enum',
    values: ['', 'actions'],
    default: '',
    help: 'actions: keep built images in the Actions cache (no image-registry); empty: off',
  },
} as const satisfies Record<string, NumberSetting | EnumSetting>
