// --reasoning-effort and --reasoning-disabled: the mistakes a user makes get one sentence, before
// any engine or model is asked (what reaches each provider: test/loopback/reasoning-effort.test.ts).
import { describe, expect, it } from 'vitest'
import { helios } from '../fixtures/cli.js'

const MODEL = ['-m', 'anthropic/claude-sonnet-4-5']

describe('reasoning flags', () => {
  it('a level that is not one names the closest and the list', async () => {
    const r = await helios(['batch', 'tasks/', ...MODEL, '--reasoning-effort', 'hihg'])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain(
      "--reasoning-effort is 'hihg'; did you mean high? use one of none, minimal, low, medium, high, xhigh",
    )
  })

  it('refuses both flags at once, and either with an agent that is not the built-in one', async () => {
    const both = await helios([
      'batch',
      'tasks/',
      ...MODEL,
      '--reasoning-effort',
      'low',
      '--reasoning-disabled',
    ])
    expect(both.code).toBe(2)
    expect(both.stderr).toContain('--reasoning-disabled is --reasoning-effort none: give one of them.')
    const cli = await helios(['batch', 'tasks/', '-a', 'oracle', '--reasoning-disabled'])
    expect(cli.code).toBe(2)
    expect(cli.stderr).toContain(
      '--reasoning-disabled reaches only the built-in agent (helios, chosen by -m alone), not oracle',
    )
  })
})
