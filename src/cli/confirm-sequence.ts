// A confirmation sequence kept beside the head run folder, so that a later `helios confirm` (a
// nightly adding rounds) goes on with it rather than starting again: `<head>-confirm-plan.json`,
// written before round 2 when --confirm-rounds is more than 1, and the rounds' run folders
// (`<head>-confirm`, `-confirm-base`, `-confirm-3`, …). Only a sequence begun anytime-valid may
// go on: a single round's verdict spent its one look.
import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { basename, resolve } from 'node:path'
import type { Comparison } from '../results/comparison-types.js'
import {
  confirmPlanRecord,
  parseConfirmPlanRecord,
  type ConfirmPlanRecord,
  type LaterRoundsSettings,
} from '../results/confirm-plan-record.js'
import type { ConfirmationRound } from '../results/confirm-rounds.js'
import type { RunSummary } from '../results/types.js'
import { UsageError } from './args.js'
import { readSummary } from './summary-file.js'

/** `<head run folder>-<suffix>`: where a round of the sequence runs. */
export function roundFolder(headDir: string, suffix: string): string {
  return `${resolve(headDir)}-${suffix}`
}

function planFile(headDir: string): string {
  return `${resolve(headDir)}-confirm-plan.json`
}

/** Written before round 2 of a sequence of several rounds: what a later invocation goes on from. */
export async function writeSequencePlan(
  headDir: string,
  first: Comparison,
  settings: LaterRoundsSettings,
): Promise<void> {
  await writeFile(planFile(headDir), `${JSON.stringify(confirmPlanRecord(first, settings))}\n`)
}

export interface EarlierSequence {
  /** Round 2 (head, and base when it ran some), then rounds 3 on in order. */
  rounds: ConfirmationRound[]
  /** Its plan, checked against this invocation's round 1. */
  record: ConfirmPlanRecord
}

/**
 * The sequence an earlier invocation left beside `headDir`, or null when it left none (no round 2
 * folder); `alpha`: this invocation's level. Refused, with the fix, when it cannot go on: a single round (no plan), or a round 1 that
 * is not this one (the runs or --confidence changed since).
 */
export async function earlierSequence(
  headDir: string,
  first: Comparison,
  alpha: number,
): Promise<EarlierSequence | null> {
  const round2 = roundFolder(headDir, 'confirm')
  if (!existsSync(resolve(round2, 'run_summary.json'))) return null
  const name = basename(round2)
  if (!existsSync(planFile(headDir)))
    throw new UsageError(
      `${name} holds a confirmation round run with --confirm-rounds 1: its verdict spent its one look, and more rounds on top of it would raise the false-alarm rate. Move ${name} aside to start a new sequence, with --confirm-rounds 2 or more if you mean to add rounds later.`,
    )
  const text = await readFile(planFile(headDir), 'utf8')
  const record = parseConfirmPlanRecord(text, planFile(headDir))
  // This invocation's round 1 and level, with the sequence's own round sizes.
  const again = JSON.stringify(confirmPlanRecord(first, { ...record, alpha }))
  if (again !== text.trim())
    throw new UsageError(
      `${planFile(headDir)} was written for another round 1 (the base or head run, or --confidence, changed since the sequence began): a sequence goes on only over the round 1 it began with. Give the same runs and flags, or move ${name} and the plan aside to start anew.`,
    )
  const base = roundFolder(headDir, 'confirm-base')
  const rounds: ConfirmationRound[] = [
    {
      head: await readSummary(round2),
      base: existsSync(resolve(base, 'run_summary.json')) ? await readSummary(base) : null,
    },
  ]
  for (let round = 3; ; round++) {
    const dir = roundFolder(headDir, `confirm-${round}`)
    if (!existsSync(resolve(dir, 'run_summary.json'))) break
    rounds.push({ head: await readSummary(dir), base: null })
  }
  return { rounds, record }
}

/** The tasks round 2 ran: the only ones a later round may run. */
export function roundTwoTasks(rounds: readonly ConfirmationRound[]): string[] {
  const round2: RunSummary | undefined = rounds[0]?.head
  return round2 === undefined ? [] : round2.tasks.map((t) => t.task_id)
}
