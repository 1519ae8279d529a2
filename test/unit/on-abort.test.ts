// Interruption reaches work that starts after it: onAbort on a signal already aborted stops at
// once, and a host agent started after a Ctrl-C (while its attempt was being set up) is killed
// rather than left to run out its timeout (the CLI once waited 300 s for such a `sleep 300`).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { hostCommandAgent } from '../../src/run/agents/host-command.js'
import type { HostAgentContext } from '../../src/run/agents/types.js'
import { onAbort } from '../../src/run/on-abort.js'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

describe('onAbort', () => {
  it('a signal already aborted: stops now, once', () => {
    const stop = vi.fn()
    onAbort(AbortSignal.abort(), stop)
    expect(stop).toHaveBeenCalledTimes(1)
  })

  it('a live signal: stops when it aborts, not after the unsubscribe', () => {
    const [now, later] = [new AbortController(), new AbortController()]
    const [first, second] = [vi.fn(), vi.fn()]
    onAbort(now.signal, first)
    onAbort(later.signal, second)()
    expect(first).not.toHaveBeenCalled()
    now.abort()
    later.abort()
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).not.toHaveBeenCalled()
  })

  it('no signal: nothing to stop', () => {
    const stop = vi.fn()
    onAbort(undefined, stop)()
    expect(stop).not.toHaveBeenCalled()
  })
})

describe('host-command started after the run was interrupted', () => {
  it('is killed at once: `sleep 300` ends (a hang fails this case by its time limit), not with exit 0', async () => {
    const agentDir = await mkdtemp(join(tmpdir(), 'helios-on-abort-'))
    dirs.push(agentDir)
    const agent = hostCommandAgent('exec sleep 300')
    const ctx = {
      task: { config: { agent: {}, environment: {} } },
      model: null,
      environment: { id: 'not-a-container' },
      agentDir,
      instruction: 'wait',
      env: {},
      timeoutMs: 600_000,
      signal: AbortSignal.abort(),
    } as unknown as HostAgentContext
    const outcome = await agent.runOnHost!(ctx)
    expect(outcome.exitCode).not.toBe(0)
    expect(outcome.timedOut).toBe(false)
  }, 20_000)
})
