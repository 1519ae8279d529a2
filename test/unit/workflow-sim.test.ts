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

  it('adds include entries the way GitHub documents it', () => {
    // The example of "Expanding or adding matrix configurations" in GitHub's workflow syntax docs.
    const combos = expandMatrix({
      fruit: ['apple', 'pear'],
      animal: ['cat', 'dog'],
      include: [
        { color: 'green' },
        { color: 'pink', animal: 'cat' },
        { fruit: 'apple', shape: 'circle' },
        { fruit: 'banana' },
        { fruit: 'banana', animal: 'cat' },
      ],
    })
    expect(combos).toEqual([
      { fruit: 'apple', animal: 'cat', color: 'pink', shape: 'circle' },
      { fruit: 'apple', animal: 'dog', color: 'green', shape: 'circle' },
      { fruit: 'pear', animal: 'cat', color: 'pink' },
      { fruit: 'pear', animal: 'dog', color: 'green' },
      { fruit: 'banana' },
      { fruit: 'banana', animal: 'cat' },
    ])
    expect(expandMatrix({ include: [{ id: 'a' }, { id: 'b' }] })).toEqual([{ id: 'a' }, { id: 'b' }])
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
