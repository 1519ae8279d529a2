// The verdict in words: every sentence of a comparison's verdict (and the left-out tasks'
// line), rendered from the comparison's own fields. Our words and numbers only; the renderers
// escape what comes from a summary.
import type { Comparison, ConfirmationEvidence, MetricDelta } from './comparison-types.js'
import { failingLevel, isAtLeastMinEffect } from './gate-level.js'
import { signedPoints } from './points.js'
import { TARGET_POWER } from './sensitivity.js'

/** "p = 0.004", "p < 0.001". */
export function pValueText(p: number): string {
  return p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`
}

/** Unsigned percentage points, e.g. "8.0". */
export function magnitude(fraction: number): string {
  return (Math.round(Math.abs(fraction) * 1000) / 10).toFixed(1)
}

/**
 * "15 errored, 10 new, 10 removed": the tasks a comparison left out of its figures, by why (our
 * words and numbers only; the renderers add the errored tasks' reasons, escaped). Null when none.
 */
export function leftOutText(c: Comparison): string | null {
  const o = c.leftOut
  const k = c.options.k
  const errored =
    k === 1 ? `${o.errored} with every attempt errored` : `${o.errored} with under ${k} non-errored attempts`
  const parts = [
    o.errored > 0 ? `${errored}${c.base === null ? '' : ' on a side'}` : '',
    o.new > 0 ? `${o.new} new` : '',
    o.removed > 0 ? `${o.removed} removed` : '',
    o.notRun > 0 ? `${o.notRun} not run (the head run stopped early)` : '',
    o.changed > 0 ? `${o.changed} changed (same name, new content)` : '',
  ].filter((p) => p !== '')
  return parts.length === 0 ? null : parts.join(', ')
}

export function verdictText(c: Comparison): string {
  const k = c.options.k
  const parts: string[] = []
  const d = c.passAtK
  const failOnError = c.gate.errorGate ? ' (fails the gate: fail-on-error)' : ''
  if (c.base === null) {
    parts.push('No baseline: head results only.')
    if (c.gate.inconclusive !== null) parts.push(`${capitalize(c.gate.inconclusive)}.`)
  } else if (c.gate.inconclusive !== null && !c.gate.regression) {
    parts.push(`Inconclusive: ${c.gate.inconclusive}${failOnError}.`)
    if (d !== null)
      parts.push(`On the ${c.pairedTasks} compared task(s), pass@${k} ${signedPoints(d.delta)} points.`)
  } else if (d === null) {
    parts.push('Nothing to compare: no task ran on both sides with enough non-errored attempts.')
  } else parts.push(...gateSentences(c, d))
  const e = c.errors
  if (e.baseRate !== null && e.headRate > e.baseRate) {
    const rate = (x: number) => `${(x * 100).toFixed(1)}%`
    const significance = e.rose
      ? `a significant rise${c.gate.errorGate && e.rise!.pValue <= failingLevel(c.options) + 1e-12 ? ' (fails the gate: fail-on-error)' : ''}`
      : 'within noise'
    parts.push(
      `Errored attempts ${rate(e.baseRate)} → ${rate(e.headRate)} (${e.headErrors} of ${e.headAttempts}), ${significance}.`,
    )
  }
  return parts.join(' ')
}

/** What the gate decided, as the reason a comparison with 🔴 labels does not fail. */
export interface NotFailing {
  k: number
  minEffect: number
  confirmation: ConfirmationEvidence | null
  passDelta: MetricDelta | null
  dropSignificant: boolean
  bootstrapDrop: boolean
  testDrop: boolean
}

/**
 * Why a comparison does not fail, from the test that decided: a drop under min-effect quotes the
 * effects min-effect was held against (with a confirmation round, the rate the suspects lost and
 * Δ over all rounds); a
 * confirmation test that held but a pass@k that did not fall over both rounds says both.
 */
export function notFailingReason(g: NotFailing): string {
  const minimum = `the ${(g.minEffect * 100).toFixed(1)}-point minimum effect`
  const c = g.confirmation
  const d = g.passDelta
  if (g.dropSignificant && d !== null)
    return c === null
      ? `pass@${g.k} fell ${magnitude(d.delta)} points, under ${minimum}`
      : d.delta < 0
        ? `the suspect tasks account for a drop of ${magnitude(c.lost)} points over all compared tasks and pass@${g.k} fell ${magnitude(d.delta)} points over ${allRounds(c)}, both under ${minimum}`
        : `the suspect tasks account for a drop of ${magnitude(c.lost)} points over all compared tasks, under ${minimum}, and ${overAllRounds(g.k, d, c)}`
  if (c === null) return `the change in pass@${g.k} over all compared tasks is not significant`
  const overBoth =
    d === null ? '' : `, but pass@${g.k} over ${allRounds(c)} did not fall (${signedPoints(d.delta)} points)`
  if (g.testDrop && d !== null && d.low > 0)
    return `the confirmation round's ${c.tasks} suspect task(s) passed less often than predicted if nothing changed (${pValueText(c.test.p)}), though pass@${g.k} rose significantly over ${allRounds(c)}: the tasks it fixed outweigh them`
  if (g.testDrop)
    return `the confirmation round's suspect tasks passed less often than predicted if nothing changed (${pValueText(c.test.p)})${overBoth}`
  if (g.bootstrapDrop) return `round 1's paired bootstrap found a drop${overBoth}`
  return `the confirmation round's suspect tasks passed about as often as predicted if nothing changed (${pValueText(c.test.p)})`
}

/** What a confirmation round's suspects did against the prediction (our words and numbers only). */
function confirmationText(c: ConfirmationEvidence): string {
  const t = c.test
  const rounds = c.rounds === 1 ? 'confirmation round' : `${c.rounds} confirmation rounds`
  return `${rounds}: the ${c.tasks} suspect task(s) passed ${t.observed} of ${t.attempts} fresh attempts, ${t.predicted.toFixed(1)} expected if nothing changed (${c.anytime ? 'anytime-valid ' : ''}${pValueText(t.p)}, drift τ = ${t.drift.toFixed(1)})`
}

/**
 * Δ pass@k over round 1 and the confirmation rounds, said as it went: beside the suspects' loss it
 * may not have fallen (the other tasks' attempts are in it too).
 */
function overAllRounds(k: number, d: MetricDelta, c: ConfirmationEvidence): string {
  return d.delta < 0
    ? `pass@${k} fell ${magnitude(d.delta)} points over ${allRounds(c)}`
    : `pass@${k} over ${allRounds(c)} did not fall (${signedPoints(d.delta)} points, the other tasks' attempts included)`
}

/** Round 1 and the confirmation rounds, as the verdict's Δ pass@k counts them. */
function allRounds(c: ConfirmationEvidence): string {
  return c.rounds === 1 ? 'both rounds' : `all ${c.rounds + 1} rounds`
}

/** The verdict of a conclusive comparison: regression, flagged, improvement or no change, with the evidence. */
function gateSentences(c: Comparison, d: MetricDelta): string[] {
  const k = c.options.k
  const confirmed = c.gate.confirmation
  const effect = `${(c.options.minEffect * 100).toFixed(1)}-point minimum effect`
  if (c.gate.regression && confirmed?.round1Bootstrap) {
    const r1 = confirmed.round1PassAtK
    const round1 = r1 === null ? '' : ` (pass@${k} ${signedPoints(r1.delta)} points, ${interval(c, r1)})`
    return [
      `Regression: round 1's paired bootstrap already found a drop beyond min-effect over all tasks${round1}, which the confirmation round's few suspect tasks cannot clear; ${overAllRounds(k, d, confirmed)} (${confirmationText(confirmed)}).`,
    ]
  }
  if (c.gate.regression && confirmed !== null && isAtLeastMinEffect(confirmed.lost, c.options))
    return [
      `Regression: the suspect tasks alone account for a drop of ${magnitude(confirmed.lost)} points over all compared tasks, beyond the ${effect} (${confirmationText(confirmed)}); ${overAllRounds(k, d, confirmed)}.`,
    ]
  // The suspects' share is under min-effect, the drop over all tasks beyond it (compare.ts).
  if (c.gate.regression && confirmed !== null)
    return [
      `Regression: pass@${k} fell ${magnitude(d.delta)} points over ${allRounds(confirmed)}, beyond the ${effect}, and the suspect tasks fell (${confirmationText(confirmed)}); they alone account for ${magnitude(confirmed.lost)} points of it.`,
    ]
  if (c.gate.regression)
    return [
      `Regression: pass@${k} fell ${magnitude(d.delta)} points (${decidingEvidence(c, d)}), beyond the ${effect}.`,
    ]
  const out: string[] = []
  // Flagged with a drop beyond min-effect: fail-on-error's stricter level was not reached (strictGateOf).
  const strictMiss = c.gate.dropSignificant && c.gate.dropAboveMinEffect
  if (c.gate.flagged !== null)
    out.push(`${strictMiss ? 'Not failing' : 'Check the tasks'}: ${c.gate.flagged}.`)
  if (strictMiss) return out
  if (c.gate.dropSignificant && confirmed !== null)
    out.push(
      `No regression: the suspect tasks account for a drop of ${magnitude(confirmed.lost)} points over all compared tasks, under the ${effect}, and ${d.delta < 0 ? `pass@${k} fell ${magnitude(d.delta)} points over ${allRounds(confirmed)}, under it too` : overAllRounds(k, d, confirmed)} (${confirmationText(confirmed)}).`,
    )
  else if (c.gate.dropSignificant)
    out.push(
      `No regression: pass@${k} fell ${magnitude(d.delta)} points (${decidingEvidence(c, d)}), under the ${effect}.`,
    )
  else if (d.low > 0 && confirmed !== null)
    // The suspects' test may still have held: say what it found beside the rise it did not outweigh.
    out.push(
      `Improvement: pass@${k} rose ${magnitude(d.delta)} points over ${allRounds(confirmed)} (${interval(c, d)}; ${confirmationText(confirmed)}).`,
    )
  else if (d.low > 0)
    out.push(`Improvement: pass@${k} rose ${magnitude(d.delta)} points (${interval(c, d)}).`)
  else {
    const s = c.sensitivity
    const seen =
      s === null
        ? ''
        : s.drop !== null
          ? `; it would catch a drop of ${magnitude(s.drop)} points in ${Math.round(TARGET_POWER * 100)}% of comparisons like this one`
          : `; ${s.cannot}`
    out.push(
      `No significant change: pass@${k} ${signedPoints(d.delta)} points (${allEvidence(c, d)})${seen}.`,
    )
  }
  return out
}

/** "95% CI −8.0 to −1.2": the paired bootstrap's interval of a Δ. */
function interval(c: Comparison, d: MetricDelta): string {
  return `${Math.round(c.options.confidence * 1000) / 10}% CI ${endpoint(d.low)} to ${endpoint(d.high)}`
}

/** An interval's end in points; one that is not zero never prints as "0.0" (it says which side of zero). */
function endpoint(fraction: number): string {
  const text = signedPoints(fraction)
  if (text !== '0.0' || fraction === 0) return text
  return `${fraction > 0 ? '+' : '−'}${Math.abs(fraction * 100).toPrecision(1)}`
}

/** The stratified test's p (with its drift allowance), or a confirmation round's test. */
function testText(c: Comparison): string | null {
  const confirmed = c.gate.confirmation
  if (confirmed !== null) return confirmationText(confirmed)
  const p = c.gate.stratifiedP
  if (p === null) return null
  const drift = c.gate.drift > 1 ? ` with a drift allowance ×${c.gate.drift.toFixed(2)}` : ''
  return `stratified test ${pValueText(p)}${drift}`
}

/** Both tests' figures, for a verdict that neither decided. */
function allEvidence(c: Comparison, d: MetricDelta): string {
  const test = testText(c)
  return test === null ? interval(c, d) : `${interval(c, d)}; ${test}`
}

/**
 * The figures of the test(s) that found the drop significant: the bootstrap's interval only when
 * it excludes zero (an interval that reaches zero beside "fell" would read as its own rebuttal).
 */
function decidingEvidence(c: Comparison, d: MetricDelta): string {
  if (c.gate.bootstrapDrop) return allEvidence(c, d)
  return testText(c) ?? interval(c, d)
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
