// One decision, one text: over seeded PRs of a generator of this file's own (rate mixes, per-task
// drift, random breaks and rises, errors, with and without a confirmation round and base
// attempts, several min-effects and fail-on-error), no verdict's words contradict the decision's
// fields or the numbers printed beside them. The sentences read here are those `helios compare`,
// `helios confirm` and the action's report print (verdict-text.ts).
import { describe, expect, it } from 'vitest'
import { beta, normal, runSummary, taskSummary, type Random } from '../../bench/synthetic.js'
import { compareRuns, type CompareOptions, type Comparison } from '../../src/results/compare.js'
import { confirmedComparison, planConfirmation } from '../../src/results/confirm.js'
import { mulberry32 } from '../../src/results/stats.js'
import type { AttemptStatus, RunSummary } from '../../src/results/types.js'

const PRS = 1000

interface Pr {
  base: RunSummary
  head: RunSummary
  options: CompareOptions
  /** Round 2, when the PR runs one and round 1 asks for it. */
  confirm: { share: number; withBase: boolean } | null
  rates: { base: number[]; head: number[]; errors: number }
}

/** A task's base rate: uniform, mostly-solved-or-not (U-shaped) or a benchmark-like mix. */
function baseRate(random: Random, mix: number): number {
  if (mix === 0) return random()
  if (mix === 1) return beta(random, 0.4, 0.4)
  return random() < 0.3 ? 0 : random() < 0.5 ? 1 : 0.1 + 0.8 * random()
}

function headRate(
  random: Random,
  p: number,
  shape: { drift: number; broken: boolean; rose: boolean },
): number {
  if (shape.broken) return random() < 0.5 ? 0 : p * 0.3
  if (shape.rose) return Math.min(1, p + 0.5)
  if (shape.drift === 0) return p
  const c = Math.min(1 - 1e-6, Math.max(1e-6, p))
  return 1 / (1 + Math.exp(-(Math.log(c / (1 - c)) + shape.drift * normal(random))))
}

function statuses(random: Random, p: number, attempts: number, errors: number): AttemptStatus[] {
  return Array.from({ length: attempts }, () =>
    random() < errors ? 'error' : random() < p ? 'passed' : 'failed',
  )
}

function side(random: Random, rates: number[], attempts: number, errors: number, ids?: string[]): RunSummary {
  return runSummary(
    rates.map((p, i) =>
      taskSummary({ id: ids?.[i] ?? `t${i}`, statuses: statuses(random, p, attempts, errors) }, i),
    ),
    { attempts },
  )
}

function generate(seed: number): Pr {
  const random = mulberry32(seed)
  const tasks = 20 + Math.floor(random() * 100)
  const attempts = 1 + Math.floor(random() * 5)
  const mix = Math.floor(random() * 3)
  const drift = [0, 0, 0.5, 1, 1.5][Math.floor(random() * 5)]!
  const breaks = random() < 0.5 ? 0 : 1 + Math.floor(random() * 8)
  const rises = random() < 0.7 ? 0 : 1 + Math.floor(random() * 8)
  const errors = random() < 0.7 ? 0 : 0.02 + 0.1 * random()
  const p = Array.from({ length: tasks }, () => baseRate(random, mix))
  const q = p.map((x, i) => headRate(random, x, { drift, broken: i < breaks, rose: i >= tasks - rises }))
  const options: CompareOptions = {
    seed,
    bootstrapSamples: 300,
    minEffect: [0, 0.02, 0.05][Math.floor(random() * 3)]!,
    failOnError: random() < 0.3,
  }
  const confirm = random() < 0.6 ? { share: 0.3, withBase: random() < 0.5 } : null
  return {
    base: side(random, p, attempts, errors),
    head: side(random, q, attempts, errors),
    options,
    confirm,
    rates: { base: p, head: q, errors },
  }
}

/** The final comparison of a PR: round 1, or both rounds when it ran a confirmation round. */
function verdictOf(pr: Pr, seed: number): Comparison {
  const first = compareRuns(pr.base, pr.head, pr.options)
  if (pr.confirm === null) return first
  const budget = Math.floor(pr.head.totals.attempts * pr.confirm.share)
  const plan = planConfirmation(first, budget, { base: pr.confirm.withBase })
  if (plan.tasks.length === 0) return first
  const random = mulberry32(seed ^ 0x5eed)
  const index = new Map(pr.head.tasks.map((t, i) => [t.task_id, i]))
  const ids = plan.tasks.map((t) => t.taskId)
  const extra = side(
    random,
    ids.map((id) => pr.rates.head[index.get(id)!]!),
    plan.tasks[0]!.attempts,
    pr.rates.errors,
    ids,
  )
  const extraBase = pr.confirm.withBase
    ? side(
        random,
        ids.map((id) => pr.rates.base[index.get(id)!]!),
        plan.tasks[0]!.baseAttempts,
        pr.rates.errors,
        ids,
      )
    : null
  return confirmedComparison(pr.base, pr.head, extra, pr.options, extraBase, first).comparison
}

/** Points as printed ("8.0", "−1.2", "+0.4") to a number. */
function points(text: string): number {
  return Number(text.replace('−', '-').replace('+', ''))
}

/** Each contradiction between the verdict's words and its decision, as a line naming it. */
function contradictions(c: Comparison): string[] {
  const v = c.verdict
  const found: string[] = []
  const half = (1 - c.options.confidence) / 2
  const minimum = c.options.minEffect * 100
  const confirmation = c.gate.confirmation
  if (v.includes('Regression:') !== c.gate.regression)
    found.push('"Regression" without the gate regression, or the reverse')
  if (c.gate.regression && c.conclusion !== 'failure') found.push('a regression that does not fail')
  // A printed interval beside a failing verdict excludes zero: it is the interval that failed it.
  if (c.gate.regression)
    for (const m of v.matchAll(/CI (\S+) to (\S+?)[);,]/g))
      if (points(m[2]!) >= 0) found.push(`a failing verdict beside an interval reaching zero (${m[0]})`)
  if (/about as often as predicted/.test(v) && confirmation !== null && confirmation.test.p <= half + 1e-12)
    found.push(`"about as often as predicted" with the test's p = ${confirmation.test.p}`)
  if (/less often than predicted/.test(v) && confirmation !== null && confirmation.test.p > half + 1e-12)
    found.push(`"less often than predicted" with the test's p = ${confirmation.test.p}`)
  // An effect said to be under min-effect is under it; one said to be beyond it is beyond it.
  for (const m of v.matchAll(
    /(?:fell|drop of) (\d+\.\d) points[^.;]*?,? under the (\d+\.\d)-point minimum effect/g,
  ))
    if (points(m[1]!) > points(m[2]!) + 0.05) found.push(`"${m[0]}"`)
  for (const m of v.matchAll(
    /(?:fell|drop of) (\d+\.\d) points[^.;]*?,? beyond the (\d+\.\d)-point minimum effect/g,
  ))
    if (points(m[1]!) + 0.05 < points(m[2]!)) found.push(`"${m[0]}"`)
  // Δ pass@k is said as it went: "fell" only when it fell, "did not fall" only when it did not.
  const delta = c.passAtK?.delta ?? null
  if (delta !== null && delta >= 0 && /pass@\d+ (?:fell|over (?:both|all \d+) rounds fell)/.test(v))
    found.push(`"fell" beside Δ = ${delta}`)
  if (delta !== null && delta < 0 && /did not fall/.test(v)) found.push(`"did not fall" beside Δ = ${delta}`)
  if (/Improvement:/.test(v) && !(c.passAtK !== null && c.passAtK.low > 0))
    found.push('"Improvement" without an interval above zero')
  if (/No significant change/.test(v) && c.gate.dropSignificant)
    found.push('"No significant change" beside a significant drop')
  // Tasks fixed may outweigh tasks broken, but a suspects' test that held is never ✅.
  if (
    c.conclusion === 'success' &&
    confirmation !== null &&
    confirmation.test.p <= half + 1e-12 &&
    (c.passAtK?.low ?? 0) > 0
  )
    found.push("✅ beside a significant rise and a suspects' test that held")
  if (c.conclusion === 'success' && (c.gate.regression || c.gate.flagged !== null))
    found.push('✅ beside a regression or 🔴 labels')
  if (minimum > 0 && /\bunder the\b/.test(v) && c.gate.dropAboveMinEffect && !c.gate.errorGate)
    found.push('"under the minimum effect" beside a drop the gate found above it')
  return found
}

describe('one decision, one text (seeded PRs of this file’s own generator)', () => {
  it(`no verdict contradicts its decision or its numbers over ${PRS} PRs`, () => {
    const bad: string[] = []
    const seen = { regression: 0, flagged: 0, confirmed: 0, underMinEffect: 0, failedWithoutFall: 0 }
    for (let seed = 1; seed <= PRS; seed++) {
      const c = verdictOf(generate(seed), seed)
      if (c.gate.regression) seen.regression++
      if (c.gate.flagged !== null) seen.flagged++
      if (c.gate.confirmation !== null) seen.confirmed++
      if (c.gate.regression && (c.passAtK?.delta ?? -1) >= 0) seen.failedWithoutFall++
      if (/under the \d+\.\d-point minimum effect/.test(c.verdict)) seen.underMinEffect++
      for (const line of contradictions(c)) bad.push(`seed ${seed}: ${line}\n  ${c.verdict}`)
    }
    // The generator reaches every branch the checks read.
    expect(seen.regression).toBeGreaterThan(50)
    expect(seen.flagged).toBeGreaterThan(20)
    expect(seen.confirmed).toBeGreaterThan(50)
    expect(seen.underMinEffect).toBeGreaterThan(5)
    // A confirmation round whose suspects held beside a Δ the other tasks lifted to 0 or above.
    expect(seen.failedWithoutFall).toBeGreaterThan(0)
    expect(bad.slice(0, 10)).toEqual([])
  })
})
