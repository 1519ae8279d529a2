// The JSON Schemas we publish in schemas/ for users who parse our files, made from the same zod
// definitions that validate them (scripts/write-schemas.ts writes them; a test checks they are fresh).
import { z } from 'zod'
import { trajectorySchema } from '../run/agents/trajectory.js'
import { stepResultSchema } from './step-result-schema.js'
import { uploadsRecordSchema } from './uploads-record.js'
import { usageSchema } from './usage.js'
import { verifierGuardSchema } from './verifier-guard-schema.js'

export function publishedSchemas(): Record<string, unknown> {
  return {
    'trajectory.json': withId(
      z.toJSONSchema(trajectorySchema),
      'trajectory',
      'agent/trajectory.json of an attempt',
    ),
    'usage.json': withId(
      z.toJSONSchema(usageSchema),
      'usage',
      '`usage` of result.json and of task and run summaries',
    ),
    'uploads.json': withId(
      z.toJSONSchema(uploadsRecordSchema),
      'uploads',
      'uploads.json beside each shard summary: the upload mode and the uploads that failed for good',
    ),
    'step-result.json': withId(
      z.toJSONSchema(stepResultSchema),
      'step-result',
      'each entry of `steps` in result.json (multi-step tasks)',
    ),
    'verifier-guard.json': withId(
      z.toJSONSchema(verifierGuardSchema),
      'verifier-guard',
      '`verifier_guard` of result.json: what the guard stopped, kept and removed',
    ),
  }
}

function withId(schema: object, name: string, description: string): object {
  return { title: name, description, ...schema }
}
