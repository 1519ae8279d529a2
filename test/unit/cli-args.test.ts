import { describe, expect, it } from 'vitest'
import { parse, runSettingFlag, UsageError } from '../../src/cli/args.js'
import { BATCH_ALIASES, BATCH_OPTIONS } from '../../src/cli/batch.js'

const batch = (...argv: string[]) => parse(argv, BATCH_OPTIONS, BATCH_ALIASES).values

describe('batch flags', () => {
  it('reads --concurrency/-n and --attempts/-k, the action inputs’ words', () => {
    expect(batch('--concurrency', '4', '--attempts', '3')).toMatchObject({ concurrency: '4', attempts: '3' })
    expect(batch('-n', '4', '-k', '3')).toMatchObject({ concurrency: '4', attempts: '3' })
  })

  it("takes Helios' --concurrent and --n-attempts as the same flags", () => {
    const values = batch('--concurrent', '4', '--n-attempts', '3')
    expect(values).toEqual({ concurrency: '4', attempts: '3' })
    expect(runSettingFlag(values, 'concurrency')).toBe(4)
    expect(runSettingFlag(values, 'attempts')).toBe(3)
    // Both spellings agreeing is no contradiction.
    expect(batch('-n', '4', '--concurrent', '4')).toEqual({ concurrency: '4' })
  })

  it('refuses both spellings with different values, naming both', () => {
    expect(() => batch('--concurrency', '2', '--concurrent', '4')).toThrow(
      new UsageError('--concurrent and --concurrency are the same flag; give one'),
    )
    expect(() => batch('-k', '1', '--n-attempts', '5')).toThrow(/--n-attempts and --attempts/)
  })

  it('names the flag and what it accepts for a bad value or an unknown flag', () => {
    expect(() => runSettingFlag(batch('--n-attempts', 'x'), 'attempts')).toThrow(
      "--attempts is 'x'; use a whole number from 1 to 100.",
    )
    expect(() => batch('--concurency', '2')).toThrow(UsageError)
  })
})
