// The gate's comparison as both `helios compare` and the action's report make it: quarantined
// tasks set apart, pass@k lowered to what both runs have (with a warning), then compareRuns.
// One pipeline, so a laptop and a PR reach the same verdict from the same summaries.
import { commonK, compareRuns, type Comparison, type CompareOptions } from './compare.js'
import { splitQuarantined, type QuarantineSplit } from './quarantine.js'
import type { RunSummary } from './types.js'

export interface GateRequest {
  /** The pass@k asked for: lowered to the attempts both runs have. */
  k: number
  confidence: number
  minEffect: number
  failOnError: boolean
  /** Quarantined tasks (name or folder): left out of the statistics, shown apart. */
  quarantine: readonly string[]
}

export interface GateComparison {
  comparison: Comparison
  split: QuarantineSplit
  /** The options the comparison ran with (a confirmation round compares with the same). */
  options: CompareOptions
  /** The k fallback's warning, or null. */
  kWarning: string | null
}

export function gateComparison(
  base: RunSummary | null,
  head: RunSummary,
  request: GateRequest,
): GateComparison {
  const split = splitQuarantined(base, head, request.quarantine)
  const { k, warning } = commonK(request.k, split.base, split.head)
  const options = {
    k,
    confidence: request.confidence,
    minEffect: request.minEffect,
    failOnError: request.failOnError,
  }
  return { comparison: compareRuns(split.base, split.head, options), split, options, kWarning: warning }
}
