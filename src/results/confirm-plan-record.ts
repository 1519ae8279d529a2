// What the report job hands the confirm job when the confirmation budget is split into several
// rounds (`confirm-rounds` > 1): round 1's counts and each task's probability of having fallen, and
// how the later rounds are sized. The confirm job plans rounds 3 on from it (planLaterRound) without
// the baseline; the final report never reads it: it recomputes round 1 itself. Pure.
import { z } from 'zod'
import { GATE_SETTINGS } from '../settings/gate.js'
import type { Comparison } from './comparison-types.js'
import type { RoundOne } from './confirm-rounds.js'
import { checkSchemaVersion, parseJsonFile, validate } from './schema-error.js'

export const CONFIRM_PLAN_FILE = 'confirm_plan.json'
const SCHEMA_VERSION = 1

/** How the rounds after round 2 are sized and judged. */
export interface LaterRoundsSettings {
  /** Confirmation rounds at most (round 2 is the first). */
  rounds: number
  /** Attempts each round may spend. */
  perRound: number
  /** The e-process fails the PR when E reaches 1 / alpha. */
  alpha: number
  /** Attempts per task in a round. */
  min: number
  max: number
}

export interface ConfirmPlanRecord extends LaterRoundsSettings {
  round1: RoundOne
}

const count = z.object({
  n: z.number().int().min(0),
  successes: z.number().int().min(0),
  errors: z.number().int().min(0),
})

const schema = z.object({
  schema_version: z.literal(SCHEMA_VERSION),
  rounds: z.number().int().min(2).max(GATE_SETTINGS['confirm-rounds'].max),
  attempts_per_round: z.number().int().min(1),
  alpha: z.number().gt(0).lt(1),
  min_attempts: z.number().int().min(1),
  max_attempts: z.number().int().min(1),
  tasks: z.array(
    z.object({
      task_id: z.string().min(1),
      base: count,
      head: count,
      fell: z.number().min(0).max(1).nullable(),
    }),
  ),
})

/** The record of `round1` (its compared tasks only: the only ones a later round may re-run). */
export function confirmPlanRecord(round1: Comparison, s: LaterRoundsSettings): z.infer<typeof schema> {
  const tasks = []
  for (const t of round1.tasks) {
    if (!t.compared || t.base === null || t.head === null) continue
    const side = (x: { n: number; successes: number; errors: number }) => ({
      n: x.n,
      successes: x.successes,
      errors: x.errors,
    })
    tasks.push({ task_id: t.taskId, base: side(t.base), head: side(t.head), fell: t.fell })
  }
  return {
    schema_version: SCHEMA_VERSION,
    rounds: s.rounds,
    attempts_per_round: s.perRound,
    alpha: s.alpha,
    min_attempts: s.min,
    max_attempts: s.max,
    tasks,
  }
}

/** Reads a record back; a SchemaError names `file` and the field at fault. */
export function parseConfirmPlanRecord(text: string, file: string): ConfirmPlanRecord {
  const raw = parseJsonFile(text, file)
  checkSchemaVersion(raw, file, [SCHEMA_VERSION], 'confirmation plan')
  const r = validate(schema, raw, file)
  return {
    rounds: r.rounds,
    perRound: r.attempts_per_round,
    alpha: r.alpha,
    min: r.min_attempts,
    max: Math.max(r.min_attempts, r.max_attempts),
    round1: {
      tasks: r.tasks.map((t) => ({
        taskId: t.task_id,
        compared: true,
        base: t.base,
        head: t.head,
        fell: t.fell,
      })),
    },
  }
}
