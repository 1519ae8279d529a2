// `config.json`, written into each attempt folder when the attempt starts (so an interrupted run has
// it too). `helios batch --resume` reads the agent and model back from it: only those fields are
// checked here; the rest of the file is a record for people.
import { z } from 'zod'
import { ATTEMPT_RESULT_SCHEMA_VERSION } from './attempt-result.js'
import { checkSchemaVersion, parseJsonFile, validate } from './schema-error.js'

/** config.json shares result.json's schema_version (both are written by the same attempt code). */
export const ATTEMPT_CONFIG_SCHEMA_VERSIONS = [ATTEMPT_RESULT_SCHEMA_VERSION] as const

const attemptConfigSchema = z.object({
  agent: z.object({
    name: z.string().min(1),
    // The argv the agent ran with (AgentDefinition.command), null for host agents; absent is read as null.
    command: z.array(z.string()).nullable().optional(),
  }),
  model: z.string().nullable(),
})

export interface AttemptConfigRecord {
  agent: string
  command: string[] | null
  model: string | null
}

/** The fields resume uses; a SchemaError naming the file and field when the file is not one. */
export function parseAttemptConfig(text: string, file: string): AttemptConfigRecord {
  const raw = parseJsonFile(text, file)
  checkSchemaVersion(raw, file, ATTEMPT_CONFIG_SCHEMA_VERSIONS, 'helios attempt config')
  const config = validate(attemptConfigSchema, raw, file)
  return { agent: config.agent.name, command: config.agent.command ?? null, model: config.model }
}
