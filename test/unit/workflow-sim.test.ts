import { describe, expect, it } from 'vitest'
import { evaluate } from '../harness/workflow-expressions.js'
import { expandMatrix } from '../harness/workflow-sim.js'

describe('workflow simulation helpers', () => {
  it('expands axes, then exclude, then include as GitHub does', () => {
    const combos = expandMatrix({
      shard: [0, 1],
      id: ['a', 'b'],
      exclude: [{ shard: 1, id: 'b' }],
      include: [
        { id: 'a', model: 'model-a' },
        { id: 'c', model: 'model-c' },
      ],
    })
    expect(combos).toEqual([
      { shard: 0, id: 'a', model: 'model-a' },
      { shard: 0, id: 'b' },
      { shard: 1, id: 'a', model: 'model-a' },
      { id: 'c', model: 'model-c' },
    ])
    expect(expandMatrix(undefined)).toEqual([{}])
  })

  it('evaluates expressions with fromJSON, format and the job-status functions', () => {
    const contexts = { needs: { plan: { outputs: { matrix: '{"shard":[0,1,2]}' } } }, matrix: { id: 'x' } }
    expect(evaluate('fromJSON(needs.plan.outputs.matrix).shard', contexts)).toEqual([0, 1, 2])
    expect(evaluate("format('nightly-{0}', matrix.id)", contexts)).toBe('nightly-x')
    expect(evaluate('!cancelled()', contexts, { success: false })).toBe(true)
    expect(evaluate('success()', contexts, { success: false })).toBe(false)
    expect(() => evaluate('nosuch(1)', contexts)).toThrow()
  })
})
