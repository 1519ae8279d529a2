// "Did you mean": the known name a mistyped one was most likely meant to be. One helper for every
// list a user types names from (CLI flags and commands, action inputs and their values, bench.toml
// and task.toml fields, agents, providers, catalogued models). Pure.

/**
 * The candidate `name` most likely misspells, or null when none is close or two are equally
 * close (a guess between two would mislead). Case, `-` versus `_`, a transposition, a dropped or
 * extra letter all count; a unique prefix of at least 3 characters names its candidate, and
 * breaks a tie.
 */
export function closest(name: string, candidates: readonly string[]): string | null {
  const key = normalize(name)
  const size = [...key].length
  if (size === 0) return null
  const same = candidates.filter((c) => normalize(c) === key)
  if (same.length > 0) return same.length === 1 && same[0] !== name ? same[0]! : null
  // Up to a third of the name may differ: `concurency` finds `concurrency`, `x` finds nothing.
  const limit = Math.min(Math.max(1, Math.floor(size / 3)), size - 1)
  let best: string[] = []
  let bestDistance = limit + 1
  for (const candidate of new Set(candidates)) {
    // Capped one above the best so far: below the cap the distance is exact, so a tie is real.
    const d = distance(key, normalize(candidate), bestDistance + 1)
    if (d < bestDistance) [best, bestDistance] = [[candidate], d]
    else if (d === bestDistance && d <= limit) best.push(candidate)
  }
  if (best.length === 1) return best[0]!
  // A tie goes to the one candidate the name begins (`cpu`: `cpus`, not `tpu`), else to none.
  if (best.length > 1) return unique(best.filter((c) => normalize(c).startsWith(key)))
  return size < 3 ? null : unique([...new Set(candidates)].filter((c) => normalize(c).startsWith(key)))
}

function unique(names: readonly string[]): string | null {
  return names.length === 1 ? names[0]! : null
}

/** ` (did you mean X?)`, or '' when nothing is close: `show` quotes the name as the message does. */
export function didYouMean(
  name: string,
  candidates: readonly string[],
  show: (candidate: string) => string = (c) => c,
): string {
  const match = closest(name, candidates)
  return match === null ? '' : ` (did you mean ${show(match)}?)`
}

function normalize(name: string): string {
  return name.trim().toLowerCase().replace(/_/g, '-')
}

/**
 * Optimal string alignment distance over code points (an adjacent swap is one edit), or `cap`
 * as soon as it cannot be below `cap`: a very long bogus name costs no quadratic time.
 */
function distance(a: string, b: string, cap: number): number {
  const s = [...a]
  const t = [...b]
  if (Math.abs(s.length - t.length) >= cap) return cap
  let before = new Array<number>(t.length + 1).fill(0)
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j)
  for (let i = 1; i <= s.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d = Math.min(d, before[j - 2]! + 1)
      current.push(d)
      rowMin = Math.min(rowMin, d)
    }
    if (rowMin >= cap) return cap
    ;[before, previous] = [previous, current]
  }
  return Math.min(previous[t.length]!, cap)
}
