// Every task.toml field, once: Harbor's schema 1.4 (v0.22) plus helios's extensions. The parser
// (config*.ts, through readFields) and the unknown-field warnings (harbor-fields.ts) both derive
// from these tables, so a new field is one entry here (and its place in TaskConfig). Harbor's
// defaults, except cpus and memory: 1 and 2048 MB (1.4 leaves them to the provider) so one task
// cannot starve the attempts running beside it. Table order is read order.

import { entries, leaf, section, subset, unread } from './field-define.js'
import * as kind from './field-kinds.js'

/** Harbor's defaults. Harbor leaves `agent.timeout_sec` to the agent; 600 s matches its verifier. */
export const TASK_DEFAULTS = {
  agentTimeoutSec: 600,
  verifierTimeoutSec: 600,
  buildTimeoutSec: 600,
  cpus: 1,
  memoryMb: 2048,
} as const

const ALLOWLIST = 'refused: helios cannot enforce an egress allowlist (unsupported.ts)'
const PHASE_NETWORK =
  "refused when it differs from the network of the phase's container: [environment] network_mode, or a separate verifier's [verifier.environment] (unsupported.ts)"

export const HEALTHCHECK = {
  command: leaf('command', kind.nonEmptyString, {
    required: 'the command to run, e.g. command = "curl -sf localhost:8080"',
  }),
  retries: leaf('retries', kind.count, { default: 3 }),
  intervalSec: leaf('interval_sec', kind.nonNegative, { default: 5 }),
  timeoutSec: leaf('timeout_sec', kind.nonNegative, { default: 30 }),
  startPeriodSec: leaf('start_period_sec', kind.nonNegative, { default: 0 }),
  startIntervalSec: leaf('start_interval_sec', kind.nonNegative, { default: 5 }),
}

/** `service`: main unless named (only a compose environment has others). */
const service = leaf('service', kind.nonEmptyString, { default: 'main' })

/** An `artifacts` entry written as a table (a string entry is its `source`). */
export const COLLECTED_PATH = {
  service,
  source: leaf('source', kind.nonEmptyString, {
    required: 'a path in the container, e.g. source = "/app/out.log"',
  }),
  destination: leaf('destination', kind.nonEmptyString),
  exclude: leaf('exclude', kind.stringArray, { default: [] }),
}

/** A `[[verifier.collect]]` entry. */
export const COLLECT_HOOK = {
  service,
  command: leaf('command', kind.nonEmptyString, {
    required: 'a command, e.g. command = "cp -r /app/out /logs/artifacts/"',
  }),
  timeoutSec: leaf('timeout_sec', kind.seconds, { default: 60 }),
  user: leaf('user', kind.user),
}

export const ENVIRONMENT = {
  // As in Harbor, the deprecated size string wins when both spellings are set.
  memoryMb: leaf('memory_mb', kind.megabytes, {
    default: TASK_DEFAULTS.memoryMb,
    deprecated: { key: 'memory', read: kind.size, wins: true },
  }),
  // Harbor defaults storage to 10 GiB, but Docker can only enforce it on some storage drivers:
  // null means "not set, do not ask Docker for a limit".
  storageMb: leaf('storage_mb', kind.megabytes, {
    deprecated: { key: 'storage', read: kind.size, wins: true },
  }),
  buildTimeoutSec: leaf('build_timeout_sec', kind.seconds, { default: TASK_DEFAULTS.buildTimeoutSec }),
  dockerImage: leaf('docker_image', kind.nonEmptyString),
  cpus: leaf('cpus', kind.cpus, { default: TASK_DEFAULTS.cpus }),
  networkMode: leaf('network_mode', kind.networkMode, {
    default: 'public',
    deprecated: { key: 'allow_internet', read: kind.allowInternet, wins: false },
  }),
  env: leaf('env', kind.env, { freeForm: true }),
  workdir: leaf('workdir', kind.workdir),
  healthcheck: section('healthcheck', HEALTHCHECK),
  display: leaf('display', kind.display, { origin: 'helios' }),
  os: unread('os', 'refused unless "linux" (unsupported.ts)'),
  gpus: unread('gpus', 'refused when > 0 (unsupported.ts)'),
  gpuTypes: unread('gpu_types', 'refused when not empty (unsupported.ts)'),
  tpu: section(
    'tpu',
    { type: unread('type', 'in tpu'), topology: unread('topology', 'in tpu') },
    'refused (unsupported.ts)',
  ),
  mcpServers: entries(
    'mcp_servers',
    Object.fromEntries(
      ['name', 'transport', 'url', 'command', 'args'].map((key) => [key, unread(key, 'in mcp_servers')]),
    ),
    'refused when not empty (unsupported.ts)',
  ),
  skillsDir: unread('skills_dir', 'a warning under [environment]: no agent looks there (unsupported.ts)'),
  allowedHosts: unread('allowed_hosts', ALLOWLIST),
}

/** The separate verifier's container: its limits fall back to the task's. */
export const VERIFIER_ENVIRONMENT = subset(
  ENVIRONMENT,
  ['memoryMb', 'buildTimeoutSec', 'dockerImage', 'cpus', 'networkMode', 'env', 'workdir'],
  "not read for the verifier's container",
)

export const AGENT = {
  timeoutSec: leaf('timeout_sec', kind.seconds, { default: TASK_DEFAULTS.agentTimeoutSec }),
  user: leaf('user', kind.user),
  networkMode: unread('network_mode', PHASE_NETWORK),
  allowedHosts: unread('allowed_hosts', ALLOWLIST),
}

export const VERIFIER = {
  timeoutSec: leaf('timeout_sec', kind.seconds, { default: TASK_DEFAULTS.verifierTimeoutSec }),
  user: leaf('user', kind.user),
  env: leaf('env', kind.env, { freeForm: true }),
  keepAgentProcesses: leaf('keep_agent_processes', kind.boolean, { default: false, origin: 'helios' }),
  keepPorts: leaf('keep_ports', kind.ports, { default: [], origin: 'helios' }),
  collect: entries('collect', COLLECT_HOOK),
  environmentMode: leaf('environment_mode', kind.oneOf(['shared', 'separate'], '"shared" or "separate"')),
  environment: section('environment', VERIFIER_ENVIRONMENT),
  networkMode: unread('network_mode', PHASE_NETWORK),
  allowedHosts: unread('allowed_hosts', ALLOWLIST),
}

const STEP_ONLY = 'not read for a step'

export const STEP_AGENT = subset(AGENT, ['timeoutSec', 'user'], STEP_ONLY)
export const STEP_VERIFIER = subset(VERIFIER, ['timeoutSec', 'user', 'env', 'collect'], STEP_ONLY)

/** A `[[steps]]` entry; its agent timeout and users fall back to the task's. */
export const STEP = {
  name: leaf('name', kind.stepName, {
    required: 'the name of its folder under steps/, e.g. name = "setup-db"',
  }),
  agent: section('agent', STEP_AGENT),
  verifier: section('verifier', STEP_VERIFIER),
  minReward: leaf('min_reward', kind.minReward, { freeForm: true }),
  healthcheck: section('healthcheck', HEALTHCHECK),
  artifacts: entries('artifacts', COLLECTED_PATH),
}

export const TASK = {
  name: leaf('name', kind.nonEmptyString),
  description: leaf('description', kind.string),
  keywords: leaf('keywords', kind.stringArray, { default: [] }),
  version: unread('version', "the task's own version: not used"),
  authors: unread('authors', 'not used'),
}

export const SOLUTION = { env: leaf('env', kind.env, { freeForm: true }) }

/** The whole document. */
export const TASK_TOML = {
  schemaVersion: leaf('schema_version', kind.string, {
    deprecated: { key: 'version', read: kind.string, wins: false },
  }),
  metadata: leaf('metadata', kind.table, { freeForm: true }),
  multiStepRewardStrategy: leaf(
    'multi_step_reward_strategy',
    kind.oneOf(['mean', 'final'], '"mean" or "final"'),
    { default: 'mean' },
  ),
  source: unread('source', 'not used'),
  task: section('task', TASK),
  agent: section('agent', AGENT),
  verifier: section('verifier', VERIFIER),
  environment: section('environment', ENVIRONMENT),
  solution: section('solution', SOLUTION),
  artifacts: entries('artifacts', COLLECTED_PATH),
  steps: entries('steps', STEP),
  // Scenes, roles and turns (src/trial/parse.ts checks its keys itself, naming the scene).
  trial: leaf('trial', kind.table, { freeForm: true, origin: 'helios' }),
}
