// `check.json`'s `cheat` section: each attack's outcome per task and verifier mode. Its own
// module so that task-check.ts can carry it without importing the verdict (cheat-check.ts).
import { z } from 'zod'
import { ATTACK_CLASSES } from '../task/attack-manifest.js'

export const VERIFIER_MODES = ['shared', 'separate'] as const
export type VerifierMode = (typeof VERIFIER_MODES)[number]

/** `scored`: a reward above 0 (hackable); `held`: 0; `timed-out`: the payload ran out of time and scored 0; `error`: no verdict of ours. */
const OUTCOMES = ['scored', 'held', 'timed-out', 'error'] as const

const attackOutcomeSchema = z.object({
  outcome: z.enum(OUTCOMES),
  reward: z.number(),
  /** The attempt's reason (why it failed or errored); null when it passed. */
  reason: z.string().nullable(),
})
export type AttackOutcome = z.infer<typeof attackOutcomeSchema>

export const cheatedTaskSchema = z.object({
  task_name: z.string(),
  task_path: z.string(),
  /** The task's own verifier mode; `other` is the one it does not use. */
  mode: z.enum(VERIFIER_MODES),
  hackable: z.boolean(),
  attacks: z.array(
    z.object({
      attack: z.string(),
      class: z.enum(ATTACK_CLASSES),
      /** In the task's own mode, and in the other one; null: not run (interrupted). */
      own: attackOutcomeSchema.nullable(),
      other: attackOutcomeSchema.nullable(),
    }),
  ),
})

/** `check.json`'s `cheat`: what `check --cheat` adds. */
export const cheatReportSchema = z.object({
  /** The shipped pack's version, and the folders of the user's own attacks. */
  pack: z.string(),
  user_attacks: z.array(z.string()),
  tasks: z.array(cheatedTaskSchema),
  /** How many tasks are hackable (some attack scored in the task's own mode). */
  hackable: z.number().int().min(0),
})

export type CheatedTask = z.infer<typeof cheatedTaskSchema>
export type CheatReport = z.infer<typeof cheatReportSchema>
