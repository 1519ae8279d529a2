// The overrides family: what a `[[tasks]]` entry's overrides file (`apply_overrides = true`) may
// change in the tasks it names, and the bounds each value must keep. The key is the file's.
import type { NumberSetting } from './setting.js'

const FILE_ONLY = { cli: null, commands: [], action: null } as const

export const OVERRIDE_SETTINGS = {
  'agent-timeout-sec': {
    ...FILE_ONLY,
    toml: 'agent_timeout_sec',
    kind: 'number',
    min: 1,
    max: 86_400,
    help: "overrides file: the task's agent timeout in seconds (task.toml [agent] timeout_sec)",
  },
  'verifier-timeout-sec': {
    ...FILE_ONLY,
    toml: 'verifier_timeout_sec',
    kind: 'number',
    min: 1,
    max: 86_400,
    help: "overrides file: the task's verifier timeout in seconds ([verifier] timeout_sec)",
  },
  'build-timeout-sec': {
    ...FILE_ONLY,
    toml: 'build_timeout_sec',
    kind: 'number',
    min: 1,
    max: 86_400,
    help: "overrides file: the image build's timeout in seconds ([environment] build_timeout_sec)",
  },
  cpus: {
    ...FILE_ONLY,
    toml: 'cpus',
    kind: 'number',
    min: 0.1,
    max: 256,
    help: "overrides file: the task container's CPUs ([environment] cpus)",
  },
  'memory-mb': {
    ...FILE_ONLY,
    toml: 'memory_mb',
    kind: 'whole',
    min: 64,
    max: 1_048_576,
    help: "overrides file: the task container's memory in MB ([environment] memory_mb)",
  },
  'storage-mb': {
    ...FILE_ONLY,
    toml: 'storage_mb',
    kind: 'whole',
    min: 64,
    max: 10_485_760,
    help: "overrides file: the task container's disk in MB ([environment] storage_mb)",
  },
} as const satisfies Record<string, NumberSetting>
