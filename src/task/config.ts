// task.toml → TaskConfig. The fields, their defaults and deprecated spellings are defined once, in
// task-fields.ts; this assembles them. Unknown fields load with a warning each (`warnings`); a need
// this runner cannot meet (GPUs, an allowlist, …) is a TaskConfigError, as is a wrong type, naming
// the file and the dotted field.

import { parse, TomlError } from 'smol-toml'
import { parseCollectedPaths, parseCollectHooks, parseHealthcheck } from './config-hooks.js'
import { parseSteps } from './config-steps.js'
import { parseVerifierMode } from './config-verifier.js'
import { TaskConfigError } from './errors.js'
import { readFields } from './field-define.js'
import { FieldReader, type Table } from './field-reader.js'
import { unknownFieldsWithMeant } from './harbor-fields.js'
import { AGENT, ENVIRONMENT, SOLUTION, TASK, TASK_TOML, VERIFIER } from './task-fields.js'
import { ignoredFields, unsupportedNeed } from './unsupported.js'
import type { TaskConfig, TaskConfigWarning } from './types.js'
import { parseTrial } from '../trial/parse.js'
import { TrialConfigError, type Trial } from '../trial/types.js'

export { TASK_DEFAULTS } from './task-fields.js'

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
  const environmentFields = readFields(read, environment, 'environment', ENVIRONMENT)
  const environmentConfig: TaskConfig['environment'] = {
    ...environmentFields,
    healthcheck: parseHealthcheck(read, environment, 'environment.healthcheck'),
  }
  const agentConfig: TaskConfig['agent'] = readFields(read, agent, 'agent', AGENT)
  const { environmentMode, ...verifierFields } = readFields(read, verifier, 'verifier', VERIFIER)
  const verifierConfig: TaskConfig['verifier'] = {
    ...verifierFields,
    collect: parseCollectHooks(read, verifier, 'verifier.collect'),
    ...parseVerifierMode(read, verifier, environmentMode, environmentConfig),
  }
  const { schemaVersion, metadata, multiStepRewardStrategy } = readFields(read, doc, '', TASK_TOML)
  const steps = parseSteps(read, doc, { agent: agentConfig, verifier: verifierConfig })
  const trial = taskTrial(doc, file)
  if (trial && steps.length > 0)
    throw new TaskConfigError(file, 'trial', 'a task has [[steps]] or a [trial], not both')
  return {
    schemaVersion,
    task: readFields(read, task, 'task', TASK),
    metadata,
    agent: agentConfig,
    verifier: verifierConfig,
    environment: environmentConfig,
    solution: readFields(read, solution, 'solution', SOLUTION),
    collectedPaths: parseCollectedPaths(read, doc, 'artifacts'),
    steps,
    multiStepRewardStrategy,
    trial,
    warnings: warnings(doc),
  }
}

/** `[trial]`: its errors become the task's, naming the field and the scene. */
function taskTrial(doc: Table, file: string): Trial | null {
  try {
    return parseTrial(doc.trial, file)
  } catch (error) {
    if (!(error instanceof TrialConfigError)) throw error
    const scene = error.scene === null ? '' : ` (scene "${error.scene}")`
    throw new TaskConfigError(file, error.field, `${error.detail}${scene}`)
  }
}

export function parseToml(text: string, file: string): Table {
  try {
    return parse(text)
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
    ...unknownFieldsWithMeant(doc).map(({ field, meant }) => ({
      field,
      message:
        meant === null
          ? 'not a Harbor 1.4 task.toml field: ignored (check its spelling and section)'
          : `not a Harbor 1.4 task.toml field: ignored; did you mean ${meant}?`,
    })),
    ...ignoredFields(doc),
  ]
}
