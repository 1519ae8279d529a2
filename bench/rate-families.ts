// A second generator family for the printed detectable drop (gate-simulation.ts `mdeRows`), not
// the one the gate was tuned on: other mixes of task rates and drops spread other ways than the
// report's own model (every rate scaled by one factor), each with the same mean pass@1 drop.

import { beta, type Random } from './synthetic.js'

export interface RateFamily {
  /** Words for the bench row. */
  name: string
  rate: (random: Random) => number
}

/** Many tasks near 0 or 1 and a mid-rate band. */
export const BETA_MIXTURE: RateFamily = {
  name: 'Beta mixture (30% Beta(10, 0.3), 30% Beta(0.3, 10), 40% Beta(3, 3))',
  rate: (random) => {
    const u = random()
    return u < 0.3 ? beta(random, 10, 0.3) : u < 0.6 ? beta(random, 0.3, 10) : beta(random, 3, 3)
  },
}

/** Like an agent on Terminal-Bench: a third of tasks never solved, some always, the rest spread out. */
export const TERMINAL_BENCH_LIKE: RateFamily = {
  name: 'Terminal-Bench-like (30% never solved, 15% always, 55% Beta(1.2, 1.2))',
  rate: (random) => {
    const u = random()
    return u < 0.3 ? 0 : u < 0.45 ? 1 : beta(random, 1.2, 1.2)
  },
}

export interface DropSpread {
  name: string
  /** The head's rates for a mean pass@1 drop of `drop` from the base's rates `p`. */
  apply: (p: readonly number[], drop: number, random: Random) => number[]
}

const mean = (p: readonly number[]) => p.reduce((a, b) => a + b, 0) / p.length

/** The spread the report's sentence names: every rate scaled by one factor. */
export const PROPORTIONAL: DropSpread = {
  name: 'drop in proportion to each rate',
  apply: (p, drop) => {
    const factor = Math.max(0, 1 - drop / Math.max(mean(p), 1e-9))
    return p.map((x) => x * factor)
  },
}

/** Every rate not at 0 or 1 shifted down by one amount in log-odds: mid-rate tasks lose most. */
export const LOG_ODDS_SHIFT: DropSpread = {
  name: 'drop as one log-odds shift',
  apply: (p, drop) => {
    const target = mean(p) - drop
    const shifted = (by: number) =>
      p.map((x) => (x <= 0 || x >= 1 ? x : 1 / (1 + Math.exp(by - Math.log(x / (1 - x))))))
    let low = 0
    let high = 40
    for (let i = 0; i < 50; i++) {
      const mid = (low + high) / 2
      if (mean(shifted(mid)) > target) low = mid
      else high = mid
    }
    return shifted(high)
  },
}

/** A random 40% of the tasks lose the whole drop between them (their rates scaled by one factor). */
export const RANDOM_SUBSET: DropSpread = {
  name: 'drop on a random 40% of tasks',
  apply: (p, drop, random) => {
    const chosen = p.map(() => random() < 0.4)
    const theirs = p.reduce((a, x, i) => a + (chosen[i] ? x : 0), 0) / p.length
    const factor = Math.max(0, 1 - drop / Math.max(theirs, 1e-9))
    return p.map((x, i) => (chosen[i] ? x * factor : x))
  },
}
