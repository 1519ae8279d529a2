// Per-test results across attempts: result.json's `tests` (one attempt's counts from its verifier's
// ctrf.json, ctrf.ts), the task summary's `tests` (which tests failed in how many attempts), and
// which tests flipped between a base and a head run. Pure.
import { z } from 'zod'
import type { AttemptTests } from './ctrf.js'

/** Failed tests named per task in run_summary.json (most failures first). */
export const MAX_TASK_FAILING = 20

const count = () => z.number().int().min(0)

/** result.json `tests`: absent when the verifier wrote no readable ctrf.json. */
export const attemptTestsSchema: z.ZodType<AttemptTests> = z.object({
  passed: count(),
  failed: count(),
  skipped: count(),
  pending: count(),
  other: count(),
  /** The failed tests' names (the first MAX_FAILING_NAMES, ctrf.ts). */
  failing: z.array(z.string()),
})

/** run_summary.json task `tests`: absent when no attempt's verifier wrote a readable ctrf.json. */
export const taskTestsSchema = z.object({
  /** Attempts whose verifier wrote a readable ctrf.json. */
  reported: count(),
  /** Tests that failed in at least one of them, with in how many; most failures first, the first 20. */
  failing: z.array(z.object({ name: z.string(), failed: z.number().int().min(1) })),
  /** Every failed test of every reporting attempt is in `failing` (no list was cut). */
  complete: z.boolean(),
})
export type TaskTests = z.infer<typeof taskTestsSchema>

export function summarizeTests(attempts: readonly (AttemptTests | undefined)[]): TaskTests | undefined {
  const reported = attempts.filter((a): a is AttemptTests => a !== undefined)
  if (reported.length === 0) return undefined
  const failed = new Map<string, number>()
  for (const a of reported) for (const name of a.failing) failed.set(name, (failed.get(name) ?? 0) + 1)
  const failing = [...failed].map(([name, n]) => ({ name, failed: n })).sort(byFailures)
  // A list is whole when it names as many tests as failed (not cut at MAX_FAILING_NAMES, nor past
  // the tests ctrf.ts keeps, nor one name failing twice).
  const listedAll = reported.every((a) => a.failing.length >= a.failed)
  return {
    reported: reported.length,
    failing: failing.slice(0, MAX_TASK_FAILING),
    complete: listedAll && failing.length <= MAX_TASK_FAILING,
  }
}

/** Two tallies of the same task (a confirmation round's attempts after round 1's). */
export function mergeTaskTests(a: TaskTests | undefined, b: TaskTests | undefined): TaskTests | undefined {
  if (!a || !b) return a ?? b
  const failed = new Map<string, number>()
  for (const t of [...a.failing, ...b.failing]) failed.set(t.name, (failed.get(t.name) ?? 0) + t.failed)
  const failing = [...failed].map(([name, n]) => ({ name, failed: n })).sort(byFailures)
  return {
    reported: a.reported + b.reported,
    failing: failing.slice(0, MAX_TASK_FAILING),
    complete: a.complete && b.complete && failing.length <= MAX_TASK_FAILING,
  }
}

function byFailures(a: { name: string; failed: number }, b: { name: string; failed: number }): number {
  return b.failed - a.failed || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
}

/** One test whose share of failed attempts moved between base and head. */
export interface TestFlip {
  name: string
  base: { failed: number; reported: number }
  head: { failed: number; reported: number }
}

export interface TestFlips {
  /** Failed in a larger share of head attempts than of base attempts; the largest rise first. */
  nowFailing: TestFlip[]
  /** Failed in a smaller share of head attempts than of base attempts. */
  nowPassing: TestFlip[]
}

/**
 * Which tests flipped, from both sides' tallies; null unless both sides reported tests. A test
 * missing from a side's list failed in none of its attempts only when that list is complete;
 * otherwise that test is left out (its count on that side is unknown).
 */
export function testFlips(base: TaskTests | undefined, head: TaskTests | undefined): TestFlips | null {
  if (!base || !head || base.reported === 0 || head.reported === 0) return null
  const failedIn = (side: TaskTests, name: string): number | null =>
    side.failing.find((t) => t.name === name)?.failed ?? (side.complete ? 0 : null)
  const names = [...new Set([...base.failing, ...head.failing].map((t) => t.name))]
  const flips: { flip: TestFlip; rise: number }[] = []
  for (const name of names) {
    const b = failedIn(base, name)
    const h = failedIn(head, name)
    if (b === null || h === null) continue
    const rise = h / head.reported - b / base.reported
    if (rise === 0) continue
    flips.push({
      flip: {
        name,
        base: { failed: b, reported: base.reported },
        head: { failed: h, reported: head.reported },
      },
      rise,
    })
  }
  const order = (a: { flip: TestFlip; rise: number }, b: { flip: TestFlip; rise: number }) =>
    Math.abs(b.rise) - Math.abs(a.rise) ||
    (a.flip.name < b.flip.name ? -1 : a.flip.name > b.flip.name ? 1 : 0)
  return {
    nowFailing: flips
      .filter((f) => f.rise > 0)
      .sort(order)
      .map((f) => f.flip),
    nowPassing: flips
      .filter((f) => f.rise < 0)
      .sort(order)
      .map((f) => f.flip),
  }
}
