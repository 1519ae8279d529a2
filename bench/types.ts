// Every bench module exports `bench(): Promise<BenchResult[]>`; bench/index.ts runs them all and
// prints one table. A result compares a measured figure with a baseline measured in the same run.
export interface BenchResult {
  name: string
  value: number
  unit: string
  /** A figure measured in the same run to compare against (e.g. a hand-written docker loop). */
  baseline?: { name: string; value: number }
  /** The goal in words, e.g. "≤ 1.10 × baseline"; `met` says whether this run met it. */
  goal?: string
  met?: boolean
  notes?: string
}
