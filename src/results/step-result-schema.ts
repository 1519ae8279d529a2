// `result.json` `steps`: one entry per step a multi-step attempt ran (its files are in `steps/<name>/`).
import { z } from 'zod'
import { verifierIsolationSchema } from './verifier-isolation.js'
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
  /** Older files only. */
  verifier_guard: verifierGuardSchema.nullable().optional(),
  verifier_isolation: verifierIsolationSchema.nullable().optional(),
})
