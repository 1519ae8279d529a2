// `result.json` `verifier_guard`, validated when read back.
import { z } from 'zod'
import type { VerifierGuard } from './types.js'

export const verifierGuardSchema = z.object({
  stopped: z.array(z.object({ pid: z.number().int(), command: z.string() })),
  kept: z.array(z.object({ pid: z.number().int(), port: z.number().int().nullable(), command: z.string() })),
  removed: z.array(z.string()),
  tampering: z.string().nullable(),
})

/** Absent (older files) or null reads as null; a malformed one is an error naming the field. */
export function parseVerifierGuard(
  raw: unknown,
): { ok: true; value: VerifierGuard | null } | { ok: false; message: string } {
  if (raw === undefined || raw === null) return { ok: true, value: null }
  const parsed = verifierGuardSchema.safeParse(raw)
  if (parsed.success) return { ok: true, value: parsed.data }
  const issue = parsed.error.issues[0]!
  return { ok: false, message: `verifier_guard.${issue.path.join('.')}: ${issue.message}` }
}
