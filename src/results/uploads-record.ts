// `uploads.json`, beside each shard summary: how the shard's attempts were uploaded and which
// uploads failed for good. One zod definition gives the type, the reader and the published schema.
import { z } from 'zod'
import { parseJsonFile, SchemaError } from './schema-error.js'

export const UPLOADS_SCHEMA_VERSION = 1 as const

export const uploadsRecordSchema = z.object({
  schema_version: z.literal(UPLOADS_SCHEMA_VERSION),
  /** One artifact per attempt, per task, or one bundle (GitHub allows 500 per job). */
  mode: z.enum(['per-attempt', 'per-task', 'bundle']),
  uploaded: z.number().int().min(0),
  failed: z.array(z.object({ name: z.string(), error: z.string().nullable() })),
})

export type UploadsRecord = z.infer<typeof uploadsRecordSchema>

export function uploadsRecord(
  mode: UploadsRecord['mode'],
  outcomes: readonly { name: string; ok: boolean; error?: string }[],
): UploadsRecord {
  const failed = outcomes.filter((o) => !o.ok)
  return {
    schema_version: UPLOADS_SCHEMA_VERSION,
    mode,
    uploaded: outcomes.length - failed.length,
    failed: failed.map((f) => ({ name: f.name, error: f.error ?? null })),
  }
}

export function parseUploadsRecord(text: string, file: string): UploadsRecord {
  const parsed = uploadsRecordSchema.safeParse(parseJsonFile(text, file))
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  throw new SchemaError(file, issue.path.join('.') || null, issue.message)
}
