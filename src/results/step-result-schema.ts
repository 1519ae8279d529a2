// `result.json` `steps`: one entry per step a multi-step attempt ran, validated when read back.
import { z } from 'zod'
import type { StepResult } from './types.js'
import { verifierGuardSchema } from './verifier-guard-schema.js'

export const stepResultSchema = z.object({
  name: z.string(),
  status: z.enum(['passed', 'failed', 'error']),
  reason: z.string().nullable(),
  rewards: z.record(z.string(), z.number()),
  reward: z.number(),
  timings: z.object({ setup_sec: z.number(), agent_sec: z.number(), verifier_sec: z.number() }),
  exit_codes: z.object({ agent: z.number().int().nullable(), verifier: z.number().int().nullable() }),
  timed_out: z.object({ agent: z.boolean(), verifier: z.boolean() }),
  verifier_guard: verifierGuardSchema.nullable(),
})

/** Absent (single-step, older files) reads as undefined; a malformed entry names its field. */
export function parseStepResults(
  raw: unknown,
): { ok: true; value: StepResult[] | undefined } | { ok: false; message: string } {
  if (raw === undefined) return { ok: true, value: undefined }
  const parsed = z.array(stepResultSchema).safeParse(raw)
  if (parsed.success) return { ok: true, value: parsed.data }
  const issue = parsed.error.issues[0]!
  return { ok: false, message: `steps.${issue.path.join('.')}: ${issue.message}` }
}
