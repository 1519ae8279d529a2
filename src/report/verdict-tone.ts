// The verdict's mark, one rule for the PR comment's heading and report.html's banner: ❌ the gate
// failed, ⚠️ inconclusive or flagged (never shown like a plain "no baseline"), ✅ passed, ℹ️ no
// verdict (no baseline, or a fork's untrusted pass).
import type { Comparison } from '../results/compare.js'
import { shownConclusion, type SelfReported } from './self-reported.js'

export type VerdictTone = 'failure' | 'warning' | 'success' | 'neutral'

export const VERDICT_ICON: Record<VerdictTone, string> = {
  failure: '❌',
  warning: '⚠️',
  success: '✅',
  neutral: 'ℹ️',
}

export function verdictTone(c: Comparison, selfReported?: SelfReported | null): VerdictTone {
  if (c.conclusion === 'neutral' && (c.gate.inconclusive !== null || c.gate.flagged !== null))
    return 'warning'
  return shownConclusion(c.conclusion, selfReported)
}
