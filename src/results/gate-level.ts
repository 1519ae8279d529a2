// The one-sided level each test that can fail a PR is held to, and min-effect's comparison: shared
// by the gate's decision (compare.ts) and every text that states it (verdict-text.ts, the report's
// method notes).
import type { CompareOptions } from './comparison-types.js'

/** The one-sided level of each test that can fail the PR: halves of 1 − confidence, quarters with fail-on-error. */
export function failingLevel(options: Pick<Required<CompareOptions>, 'confidence' | 'failOnError'>): number {
  return (1 - options.confidence) / (options.failOnError ? 4 : 2)
}

/** A tiny epsilon so a drop of exactly minEffect (e.g. 0.1 − 0.08 in floating point) still counts. */
export function isAtLeastMinEffect(
  drop: number,
  options: Pick<Required<CompareOptions>, 'minEffect'>,
): boolean {
  return drop >= options.minEffect - 1e-12
}
