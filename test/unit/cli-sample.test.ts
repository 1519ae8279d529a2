// Fewer tasks from the command line, before the plan: --max-samples (alias --limit), --sample N
// --seed S; what they leave out is said, and the mistakes a user makes with them get a sentence.
import { describe, expect, it } from 'vitest'
import { helios } from '../fixtures/cli.js'

interface PlanOut {
  task_count: number
  shards: { task_paths: string[] }[]
}

async function planned(args: string[]): Promise<{ paths: string[]; stderr: string }> {
  const { code, stdout, stderr } = await helios(['plan', 'tasks/', ...args])
  expect(code, stderr).toBe(0)
  const plan = JSON.parse(stdout) as PlanOut
  return { paths: plan.shards.flatMap((s) => s.task_paths).sort(), stderr }
}

describe('task sampling flags', () => {
  it('--max-samples N plans the first N folders and says how many it left out; --limit is the same', async () => {
    const all = await planned([])
    const first = await planned(['--max-samples', '3'])
    expect(first.paths).toEqual(all.paths.slice(0, 3))
    expect(first.stderr).toMatch(
      new RegExp(`^3 planned, 0 invalid, ${all.paths.length - 3} left out by the sample`, 'm'),
    )
    expect((await planned(['--limit', '3'])).paths).toEqual(first.paths)
  })

  it('--sample N --seed S draws the same tasks each time, and others with another seed', async () => {
    const a = await planned(['--sample', '4', '--seed', '11'])
    expect(a.paths).toHaveLength(4)
    expect((await planned(['--sample', '4', '--seed', '11'])).paths).toEqual(a.paths)
    const seeds = await Promise.all(['12', '13', '14'].map((s) => planned(['--sample', '4', '--seed', s])))
    expect(seeds.some((b) => b.paths.join() !== a.paths.join())).toBe(true)
  })

  it('refuses --seed without --sample, both --limit and --max-samples, and a bad count, in one sentence', async () => {
    const seed = await helios(['plan', 'tasks/', '--seed', '3'])
    expect(seed.code).toBe(2)
    expect(seed.stderr).toMatch(/--seed chooses the draw of --sample N: give --sample too/)
    const both = await helios(['plan', 'tasks/', '--limit', '2', '--max-samples', '3'])
    expect(both.code).toBe(2)
    expect(both.stderr).toMatch(/--limit and --max-samples are the same flag/)
    const zero = await helios(['batch', 'tasks/', '-a', 'oracle', '--sample', '0'])
    expect(zero.code).toBe(2)
    expect(zero.stderr).toMatch(/--sample is '0'; use a whole number from 1 to 1000000/)
  })
})
