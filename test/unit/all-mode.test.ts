// mode: all (the single-job gate): which inputs one job can honour, and the agent checks it shares
// with the modes that run attempts.
import { describe, expect, it } from 'vitest'
import { allModeRefusal } from '../../src/action/all-mode.js'
import { getInputs, InputError } from '../../src/action/inputs.js'

const read = (values: Record<string, string>) => (name: string) => values[name] ?? ''
const allInputs = (values: Record<string, string>) => getInputs(read({ mode: 'all', ...values }))

describe('mode all', () => {
  it('is a mode of its own with the run defaults', () => {
    const inputs = allInputs({ model: 'anthropic/claude-sonnet-4-5', attempts: '3' })
    expect(inputs).toMatchObject({
      mode: 'all',
      agent: 'helios',
      attempts: 3,
      shards: null,
      confirm: 'false',
    })
    expect(allModeRefusal(inputs)).toBeNull()
  })

  it('checks the agent as run does: helios needs a model, command agents a command', () => {
    expect(() => allInputs({ agent: 'helios' })).toThrow(/Input 'model' is empty but agent is 'helios'/)
    expect(() => allInputs({ agent: 'command' })).toThrow(InputError)
    expect(() => allInputs({ agent: 'host-command' })).toThrow(/agent-command/)
  })

  it('takes shards: 1 (one job is one shard) and refuses more, pointing at the reusable workflow', () => {
    expect(allModeRefusal(allInputs({ shards: '1' }))).toBeNull()
    expect(allModeRefusal(allInputs({ shards: '4' }))).toMatch(
      /^Input 'shards' is 4 but mode 'all' runs every task in this one job; .*benchmark\.yml/,
    )
  })

  it('refuses a bench config and a confirmation round, each in one sentence', () => {
    expect(allModeRefusal(allInputs({ config: 'bench.toml' }))).toMatch(/^Input 'config' is set/)
    for (const confirm of ['true', 'final'])
      expect(allModeRefusal(allInputs({ confirm }))).toMatch(
        new RegExp(`^Input 'confirm' is '${confirm}' but a confirmation round runs in jobs of its own`),
      )
  })

  it('may run attempts on a remote provider, as run does', () => {
    expect(allInputs({ provider: 'daytona' }).provider).toBe('daytona')
    expect(() => getInputs(read({ mode: 'report', provider: 'daytona' }))).toThrow(/modes run and all/)
  })
})
