// Choosing fewer tasks, before any shard is planned: the first N in discovery order
// (`--max-samples`, as batch runners' "only the first N samples"), or N drawn with a seed
// (`--sample N --seed S`). The draw depends only on the tasks' folders and the seed, never on
// their content, so a base and a head run of the same suite draw the same tasks.
import { mulberry32 } from '../results/stats.js'

export interface SampleOptions {
  /** Keep the first N tasks (sorted by folder, as discovery returns them). */
  maxSamples?: number
  /** Keep N tasks drawn with `seed`. */
  sample?: number
  /** The draw's seed (default 0). */
  seed?: number
}

/** The options from settings that may be absent (null): none given is no sampling at all. */
export function sampleOptions(settings: {
  maxSamples: number | null
  sample: number | null
  seed: number
}): SampleOptions | undefined {
  const { maxSamples, sample, seed } = settings
  if (maxSamples === null && sample === null) return undefined
  return { ...(maxSamples !== null ? { maxSamples } : {}), ...(sample !== null ? { sample } : {}), seed }
}

/** The tasks kept, in discovery order; both options given: the draw, then the first N of it. */
export function sampleTasks<T extends { relativeDir: string }>(
  tasks: readonly T[],
  options: SampleOptions,
): T[] {
  let kept = [...tasks]
  if (options.sample !== undefined && options.sample < kept.length) {
    const random = mulberry32(seedOf(options.seed ?? 0))
    // Fisher–Yates over the folders sorted on their own, then back to discovery order.
    const order = [...kept].sort((a, b) =>
      a.relativeDir < b.relativeDir ? -1 : a.relativeDir > b.relativeDir ? 1 : 0,
    )
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[order[i], order[j]] = [order[j]!, order[i]!]
    }
    const drawn = new Set(order.slice(0, options.sample))
    kept = kept.filter((task) => drawn.has(task))
  }
  if (options.maxSamples !== undefined) kept = kept.slice(0, options.maxSamples)
  return kept
}

/** Any integer seed, negative or past 2^32, mixed into the generator's 32 bits. */
function seedOf(seed: number): number {
  return (Math.trunc(seed) ^ Math.trunc(seed / 2 ** 32)) >>> 0
}
