import { describe, expect, it } from 'vitest'
import { sampleTasks } from '../../src/task/sample.js'

const tasks = (names: string[]) => names.map((relativeDir) => ({ relativeDir }))
const dirs = (list: { relativeDir: string }[]) => list.map((t) => t.relativeDir)
const SUITE = tasks(Array.from({ length: 50 }, (_, i) => `task-${String(i).padStart(2, '0')}`))

describe('sampleTasks', () => {
  it('--max-samples keeps the first N in discovery order; more than there are keeps all', () => {
    expect(dirs(sampleTasks(SUITE, { maxSamples: 3 }))).toEqual(['task-00', 'task-01', 'task-02'])
    expect(sampleTasks(SUITE, { maxSamples: 500 })).toHaveLength(50)
  })

  it('--sample N --seed S draws N tasks, the same for the same seed, others for another', () => {
    const a = dirs(sampleTasks(SUITE, { sample: 10, seed: 7 }))
    expect(a).toHaveLength(10)
    expect(dirs(sampleTasks(SUITE, { sample: 10, seed: 7 }))).toEqual(a)
    expect(dirs(sampleTasks(SUITE, { sample: 10, seed: 8 }))).not.toEqual(a)
    // Kept in discovery order, not the draw's.
    expect([...a].sort()).toEqual(a)
  })

  // A base and a head run list their tasks in another order (a task added, one renamed on disk
  // order): the draw depends on the folder names only, so the tasks both have are drawn alike.
  it('draws the same tasks whatever order they come in', () => {
    const reversed = [...SUITE].reverse()
    expect(dirs(sampleTasks(reversed, { sample: 10, seed: 3 })).sort()).toEqual(
      dirs(sampleTasks(SUITE, { sample: 10, seed: 3 })),
    )
  })

  it('seeds beyond 32 bits and negative seeds are seeds too (no NaN, no crash)', () => {
    for (const seed of [-1, 2 ** 40 + 5, Number.MAX_SAFE_INTEGER])
      expect(sampleTasks(SUITE, { sample: 5, seed })).toHaveLength(5)
    expect(dirs(sampleTasks(SUITE, { sample: 5, seed: 2 ** 40 + 5 }))).not.toEqual(
      dirs(sampleTasks(SUITE, { sample: 5, seed: 5 })),
    )
  })

  it('a draw then the first N of it when both are given', () => {
    const drawn = dirs(sampleTasks(SUITE, { sample: 10, seed: 1 }))
    expect(dirs(sampleTasks(SUITE, { sample: 10, seed: 1, maxSamples: 4 }))).toEqual(drawn.slice(0, 4))
  })
})
