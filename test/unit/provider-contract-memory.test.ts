// The provider contract on the memory provider: the interface's rules hold without an engine. And
// the contract is a test that can fail: a provider whose sweep ignores the run label (the memory
// provider's own until this suite ran on it) is caught.
import { describe, expect, it } from 'vitest'
import { CONTRACT, describeProvider } from '../contract/provider-contract.js'
import { MemoryProvider } from '../fixtures/memory-provider.js'
import { memoryShell } from '../fixtures/memory-shell.js'

const memory = () => new MemoryProvider({ script: memoryShell })

describeProvider('memory', async () => ({ provider: memory(), image: 'memory:image', runId: 'contract' }))

describe('the provider contract catches', () => {
  it('a sweep that takes other runs with it', async () => {
    const provider = memory()
    provider.removeRun = async () => {
      const live = provider.environments.filter((e) => !e.removed)
      for (const environment of live) await environment.remove()
      return live.length
    }
    await expect(CONTRACT.sweep({ provider, image: 'memory:image', runId: 'leaky' })).rejects.toThrow(
      /expected 3 to be 2/,
    )
  })

  it('an exec that drops its own env under the spec’s', async () => {
    const provider = new MemoryProvider({
      script: (call) => memoryShell({ ...call, env: { ...call.env, ...call.environment.spec.env } }),
    })
    await expect(CONTRACT.exec({ provider, image: 'memory:image', runId: 'env' })).rejects.toThrow(
      /to deeply equal/,
    )
  })
})
