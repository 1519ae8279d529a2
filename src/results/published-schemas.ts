// The JSON Schemas we publish in schemas/ for users who parse our files, made from the same zod
// definitions that validate them (scripts/write-schemas.ts writes them; a test checks they are fresh).
import { z } from 'zod'
import { trajectorySchema } from '../run/agents/trajectory.js'
import { usageSchema } from './usage.js'

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
  }
}

function withId(schema: object, name: string, description: string): object {
  return { title: name, description, ...schema }
}
