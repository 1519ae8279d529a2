// The verdict in words: every sentence of a comparison's verdict (and the left-out tasks'
// line), rendered from the comparison's own fields. Our words and numbers only; the renderers
// escape what comes from a summary.
import type { Comparison, ConfirmationEvidence, MetricDelta } from './comparison-types.js'
import { failingLevel } from './gate-level.js'
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

/** What a confirmation round's suspects did against the prediction (our words and numbers only). */
function confirmationText(c: ConfirmationEvidence): string {
  const t = c.test
  return `confirmation round: the ${c.tasks} suspect task(s) passed ${t.observed} of ${t.attempts} fresh attempts, ${t.predicted.toFixed(1)} expected if nothing changed (${pValueText(t.p)}, drift τ = ${t.drift.toFixed(1)})`
}

/** The verdict of a conclusive comparison: regression, flagged, improvement or no change, with the evidence. */
function gateSentences(c: Comparison, d: MetricDelta): string[] {
  const k = c.options.k
  const conf = `${Math.round(c.options.confidence * 1000) / 10}%`
  const p = c.gate.stratifiedP
  const drift = c.gate.drift > 1 ? ` with a drift allowance ×${c.gate.drift.toFixed(2)}` : ''
  const confirmed = c.gate.confirmation
  const test =
    confirmed === null
      ? p === null
        ? ''
        : `; stratified test ${pValueText(p)}${drift}`
      : `; ${confirmationText(confirmed)}`
  const evidence = `${conf} CI ${signedPoints(d.low)} to ${signedPoints(d.high)}${test}`
  const effect = `${(c.options.minEffect * 100).toFixed(1)}-point minimum effect`
  if (c.gate.regression && confirmed?.round1Bootstrap)
    return [
      `Regression: round 1's paired bootstrap already found a drop beyond min-effect over all tasks, which the confirmation round's few suspect tasks cannot clear; pass@${k} fell ${magnitude(d.delta)} points over both rounds (${evidence}).`,
    ]
  if (c.gate.regression && confirmed !== null)
    return [
      `Regression: pass@${k} fell ${magnitude(d.delta)} points (${evidence}); the suspect tasks alone account for a drop of ${magnitude(-confirmed.lost)} points over all compared tasks, beyond the ${effect}.`,
    ]
  if (c.gate.regression)
    return [`Regression: pass@${k} fell ${magnitude(d.delta)} points (${evidence}), beyond the ${effect}.`]
  const out: string[] = []
  // Flagged with a drop beyond min-effect: fail-on-error's stricter level was not reached (strictGateOf).
  const strictMiss = c.gate.dropSignificant && c.gate.dropAboveMinEffect
  if (c.gate.flagged !== null)
    out.push(`${strictMiss ? 'Not failing' : 'Check the tasks'}: ${c.gate.flagged}.`)
  if (strictMiss) return out
  if (c.gate.dropSignificant)
    out.push(`No regression: pass@${k} fell ${magnitude(d.delta)} points (${evidence}), under the ${effect}.`)
  else if (d.low > 0)
    out.push(
      `Improvement: pass@${k} rose ${magnitude(d.delta)} points (${conf} CI ${signedPoints(d.low)} to ${signedPoints(d.high)}).`,
    )
  else {
    const s = c.sensitivity
    const seen =
      s === null
        ? ''
        : s.drop !== null
          ? `; it would catch a drop of ${magnitude(s.drop)} points in ${Math.round(TARGET_POWER * 100)}% of comparisons like this one`
          : `; ${s.cannot}`
    out.push(`No significant change: pass@${k} ${signedPoints(d.delta)} points (${evidence})${seen}.`)
  }
  return out
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
