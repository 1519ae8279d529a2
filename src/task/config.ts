// task.toml → TaskConfig. Harbor's field names and defaults (harbor `TaskConfig` model, schema
// 1.4), its deprecated spellings (`version`, `memory = "2G"`, `storage = "10G"`, `allow_internet`).
// Unknown fields load with a warning each (`warnings`); a need this runner cannot meet (GPUs,
// an allowlist, a separate verifier, …) is a TaskConfigError, as is a wrong type, naming the file and the
// dotted field. Deviation from 1.4: cpus and memory default to 1 and 2048 MB (1.4 leaves them to
// the provider) so one task cannot starve the attempts running beside it.

import { parse, TomlError } from 'smol-toml'
import { parseCollectedPaths, parseCollectHooks, parseHealthcheck } from './config-hooks.js'
import { parseRewardStrategy, parseSteps } from './config-steps.js'
import { parseVerifierMode } from './config-verifier.js'
import { TaskConfigError } from './errors.js'
import { FieldReader, type Table } from './field-reader.js'
import { unknownFields } from './harbor-fields.js'
import { ignoredFields, unsupportedNeed } from './unsupported.js'
import type { TaskConfig, TaskConfigWarning } from './types.js'

/** Harbor's defaults. Harbor leaves `agent.timeout_sec` to the agent; 600 s matches its verifier. */
export const TASK_DEFAULTS = {
  agentTimeoutSec: 600,
  verifierTimeoutSec: 600,
  buildTimeoutSec: 600,
  cpus: 1,
  memoryMb: 2048,
} as const

export function parseTaskConfig(tomlText: string, file: string): TaskConfig {
  const doc = parseToml(tomlText, file)
  const read = new FieldReader(file)
  const refusal = unsupportedNeed(doc)
  if (refusal !== null) throw new TaskConfigError(file, refusal.field, refusal.message)

  const task = read.table(doc, 'task')
  const agent = read.table(doc, 'agent')
  const verifier = read.table(doc, 'verifier')
  const environment = read.table(doc, 'environment')
  const solution = read.table(doc, 'solution')
  // Both spellings are type-checked; as in Harbor, the deprecated size string wins when both are set.
  const memoryMb = read.megabytes(environment, 'environment.memory_mb')
  const memory = read.size(environment, 'environment.memory')
  const storageMb = read.megabytes(environment, 'environment.storage_mb')
  const storage = read.size(environment, 'environment.storage')
  const environmentConfig: TaskConfig['environment'] = {
    buildTimeoutSec:
      read.seconds(environment, 'environment.build_timeout_sec') ?? TASK_DEFAULTS.buildTimeoutSec,
    dockerImage: read.nonEmptyString(environment, 'environment.docker_image'),
    cpus:
      read.positiveNumber(environment, 'environment.cpus', 'a number of CPUs, e.g. cpus = 2') ??
      TASK_DEFAULTS.cpus,
    memoryMb: memory ?? memoryMb ?? TASK_DEFAULTS.memoryMb,
    // Harbor defaults storage to 10 GiB, but Docker can only enforce it on some storage drivers:
    // null means "not set, do not ask Docker for a limit".
    storageMb: storage ?? storageMb,
    networkMode: read.networkMode(environment),
    env: read.env(environment, 'environment.env'),
    workdir: read.workdir(environment, 'environment.workdir'),
    healthcheck: parseHealthcheck(read, environment, 'environment.healthcheck'),
  }
  const agentConfig = {
    timeoutSec: read.seconds(agent, 'agent.timeout_sec') ?? TASK_DEFAULTS.agentTimeoutSec,
    user: read.user(agent, 'agent.user'),
  }
  const verifierConfig = {
    timeoutSec: read.seconds(verifier, 'verifier.timeout_sec') ?? TASK_DEFAULTS.verifierTimeoutSec,
    user: read.user(verifier, 'verifier.user'),
    env: read.env(verifier, 'verifier.env'),
    keepAgentProcesses: read.boolean(verifier, 'verifier.keep_agent_processes') ?? false,
    keepPorts: read.ports(verifier, 'verifier.keep_ports') ?? [],
    collect: parseCollectHooks(read, verifier, 'verifier.collect'),
    ...parseVerifierMode(read, verifier, environmentConfig),
  }

  return {
    schemaVersion: read.string(doc, 'schema_version') ?? read.string(doc, 'version'),
    task: {
      name: read.nonEmptyString(task, 'task.name'),
      description: read.string(task, 'task.description'),
      keywords: read.stringArray(task, 'task.keywords') ?? [],
    },
    metadata: read.table(doc, 'metadata'),
    agent: agentConfig,
    verifier: verifierConfig,
    environment: environmentConfig,
    solution: { env: read.env(solution, 'solution.env') },
    collectedPaths: parseCollectedPaths(read, doc, 'artifacts'),
    steps: parseSteps(read, doc, { agent: agentConfig, verifier: verifierConfig }),
    multiStepRewardStrategy: parseRewardStrategy(read, doc),
    warnings: warnings(doc),
  }
}

export function parseToml(text: string, file: string): Table {
  try {
    return parse(text) as Table
  } catch (error) {
    if (error instanceof TomlError) {
      const reason = error.message.split('\n')[0]?.replace(/^Invalid TOML document: /, '') ?? 'invalid TOML'
      throw new TaskConfigError(
        file,
        null,
        `invalid TOML at line ${error.line}, column ${error.column}: ${reason} (see https://toml.io)`,
        error.line,
      )
    }
    throw error
  }
}

function warnings(doc: Table): TaskConfigWarning[] {
  return [
    ...unknownFields(doc).map((field) => ({
      field,
      message: 'not a Harbor 1.4 task.toml field: ignored (check its spelling and section)',
    })),
    ...ignoredFields(doc),
  ]
}
