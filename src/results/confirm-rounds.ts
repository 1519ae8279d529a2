// Several confirmation rounds: the e-process over the suspects' attempts after round 1
// (confirm-eprocess.ts), read from round 1's comparison and the rounds' summaries, and the next
// round's plan, which gives the budget only to the tasks not yet decided. Pure.
import type { TaskComparison } from './comparison-types.js'
import {
  DEFAULT_BROKE,
  eProcess,
  nothingChangedModel,
  planNextRound,
  type EProcess,
  type RoundCounts,
} from './confirm-eprocess.js'
import { nothingChanged, type NullModel, type RoundOnePair } from './confirm-test.js'
import type { RunSummary } from './types.js'
import { validCount } from './valid-attempts.js'

/** Of round 1, what the later rounds read: each task's counts and probability of having fallen. */
export interface RoundOne {
  tasks: readonly (Pick<TaskComparison, 'taskId' | 'compared' | 'fell'> & {
    base: AttemptCounts | null
    head: AttemptCounts | null
  })[]
}

interface AttemptCounts {
  n: number
  successes: number
  errors: number
}

/** One confirmation round's summaries: its head attempts, and its base attempts when it ran some. */
export interface ConfirmationRound {
  head: RunSummary
  base: RunSummary | null
}

export interface SequentialProcess {
  /** Every compared task's round 1. */
  round1: RoundOnePair[]
  /** The tasks the rounds re-ran that round 1 compared, in order of first appearance. */
  ids: string[]
  /** Per id, its round 1 and its counts in each later round (n = 0 where a round left it out). */
  pairs: Map<string, RoundOnePair>
  later: RoundCounts[][]
  /** The predictive test's model of round 1 (the e-process widens it). */
  model: NullModel
  process: EProcess
}

/**
 * The e-process of the rounds after round 1. Each task's prior probability of having broken is
 * round 1's `fell`, at least DEFAULT_BROKE: a task re-run was picked as likely fallen, and where
 * round 1's rises show drift the suspect model reads some near 0, which would leave the e-process
 * blind to them.
 */
export function sequentialProcess(round1: RoundOne, rounds: readonly ConfirmationRound[]): SequentialProcess {
  const pairs = new Map<string, RoundOnePair>()
  const fell = new Map<string, number>()
  for (const t of round1.tasks) {
    if (!t.compared || t.base === null || t.head === null) continue
    pairs.set(t.taskId, { base: validCount(t.base), head: validCount(t.head) })
    if (t.fell !== null) fell.set(t.taskId, t.fell)
  }
  const byRound = rounds.map((r) => ({
    head: new Map(r.head.tasks.map((t) => [t.task_id, validCount(t)])),
    base: r.base === null ? null : new Map(r.base.tasks.map((t) => [t.task_id, validCount(t)])),
  }))
  const ids = [...new Set(rounds.flatMap((r) => r.head.tasks.map((t) => t.task_id)))].filter((id) =>
    pairs.has(id),
  )
  const none = { n: 0, successes: 0 }
  const later = ids.map((id) =>
    byRound.map((r): RoundCounts => ({ head: r.head.get(id) ?? none, base: r.base?.get(id) ?? null })),
  )
  // One fit of round 1 for both tests: the e-process's model widens the predictive test's.
  const pairsOfRound1 = [...pairs.values()]
  const model = nothingChanged(pairsOfRound1)
  const process = eProcess(
    pairsOfRound1,
    ids.map((id, i) => ({
      round1: pairs.get(id)!,
      rounds: later[i]!,
      broke: Math.max(DEFAULT_BROKE, fell.get(id) ?? 0),
    })),
    nothingChangedModel(pairsOfRound1, model),
  )
  return { round1: pairsOfRound1, ids, pairs, later, model, process }
}

/** The next round: these tasks, `attempts` more head attempts each. */
export interface LaterRoundPlan {
  taskIds: string[]
  attempts: number
  /** E so far (the e-process's value after the last round) and the value that fails the PR. */
  e: number
  threshold: number
}

/**
 * The round after `rounds` (at least one: round 2 is planConfirmation's): `budget` head attempts
 * to the re-run tasks still undecided (planNextRound), at least `min` and at most `max` each.
 * Null when nothing is left to decide: E reached 1/α (the PR fails) or every task is settled.
 */
export function planLaterRound(
  round1: RoundOne,
  rounds: readonly ConfirmationRound[],
  budget: number,
  alpha: number,
  limits: { min: number; max: number },
): LaterRoundPlan | null {
  const { ids, process } = sequentialProcess(round1, rounds)
  const e = process.path.at(-1) ?? 1
  if (process.p <= alpha) return null
  const next = planNextRound(process.tasks, budget, alpha, limits)
  if (next.length === 0) return null
  // planNextRound gives every picked task the same count: one run of those tasks, `attempts` each.
  return { taskIds: next.map((t) => ids[t.task]!), attempts: next[0]!.attempts, e, threshold: 1 / alpha }
}
