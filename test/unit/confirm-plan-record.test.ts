// The confirmation plan the report job leaves for the confirm job: read back as written, and a
// damaged or foreign file refused with its name, the field and what is wrong.
import { describe, expect, it } from 'vitest'
import { compareRuns } from '../../src/results/compare.js'
import { confirmPlanRecord, parseConfirmPlanRecord } from '../../src/results/confirm-plan-record.js'
import { sequentialProcess } from '../../src/results/confirm-rounds.js'
import { run } from './helpers/runs.js'

const BASE = run([
  ['a', 'PP'],
  ['b', 'PE'],
  ['gone', 'PP'],
  ['broken', 'PP'],
])
const HEAD = run([
  ['a', 'PP'],
  ['b', 'PP'],
  ['new', 'PP'],
  ['broken', 'FF'],
])
const SETTINGS = { rounds: 3, perRound: 10, alpha: 0.025, min: 9, max: 30 }
const FILE = 'helios-default-confirm-plan/confirm_plan.json'

describe('the confirmation plan record', () => {
  it('holds the compared tasks of round 1 and reads back to the same e-process', () => {
    const first = compareRuns(BASE, HEAD)
    const record = parseConfirmPlanRecord(JSON.stringify(confirmPlanRecord(first, SETTINGS)), FILE)
    expect(record).toMatchObject(SETTINGS)
    expect(record.round1.tasks.map((t) => t.taskId.split('@')[0]).sort()).toEqual(['a', 'b', 'broken'])
    expect(record.round1.tasks.find((t) => t.taskId.startsWith('b@'))!.base).toEqual({
      n: 2,
      successes: 1,
      errors: 1,
    })
    const rounds = [{ head: run([['broken', 'FFFFFFFFF']]), base: null }]
    expect(sequentialProcess(record.round1, rounds).process).toEqual(sequentialProcess(first, rounds).process)
  })

  it('a damaged or foreign file: the file, the field, what is wrong', () => {
    const good = confirmPlanRecord(compareRuns(BASE, HEAD), SETTINGS)
    const cases: [unknown, RegExp][] = [
      [
        { ...good, schema_version: 9 },
        /confirm_plan\.json: schema_version: unsupported version 9; this build reads confirmation plan schema_version 1/,
      ],
      [{ ...good, rounds: 1000 }, /confirm_plan\.json: rounds: /],
      [{ ...good, alpha: 2 }, /confirm_plan\.json: alpha: /],
      [
        { ...good, tasks: [{ ...good.tasks[0], base: { n: -1, successes: 0, errors: 0 } }] },
        /confirm_plan\.json: tasks\[0\]\.base\.n: /,
      ],
      [[], /confirm_plan\.json: expected an object/],
    ]
    for (const [raw, message] of cases)
      expect(() => parseConfirmPlanRecord(JSON.stringify(raw), FILE)).toThrow(message)
    expect(() => parseConfirmPlanRecord('', FILE)).toThrow(/confirm_plan\.json: the file is empty/)
  })
})
