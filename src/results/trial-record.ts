// result.json's `trial`: what each scene of a trial did, turn by turn, and where each role's
// trajectory is. Absent for an attempt of one agent and one prompt.
import { z } from 'zod'

export const trialTurnRecordSchema = z.object({
  role: z.string(),
  exit_code: z.number().int().nullable(),
  timed_out: z.boolean(),
  duration_sec: z.number().nonnegative(),
  /** Messages this turn left in the outbox, by recipient; delivered in front of its next prompt. */
  outbox_sent: z.array(z.string()),
  /** Outbox files dropped, with why (no such role, a link, too big). */
  outbox_dropped: z.array(z.object({ file: z.string(), reason: z.string() })),
  /** The role's session ended in this turn (its agent process died): the scene's later turns were skipped. */
  ended: z.string().optional(),
})

export const trialSceneRecordSchema = z.object({
  name: z.string(),
  turns: z.array(trialTurnRecordSchema),
  /** The scene's time ran out before its last turn ended (later turns did not run). */
  timed_out: z.boolean(),
  /** Each role's ATIF trajectory, relative to the attempt's folder, by role. */
  trajectories: z.record(z.string(), z.string()),
})

export const trialRecordSchema = z.object({
  scenes: z.array(trialSceneRecordSchema),
})

export type TrialTurnRecord = z.infer<typeof trialTurnRecordSchema>
export type TrialSceneRecord = z.infer<typeof trialSceneRecordSchema>
export type TrialRecord = z.infer<typeof trialRecordSchema>
