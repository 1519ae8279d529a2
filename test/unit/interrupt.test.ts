import { afterEach, describe, expect, it } from 'vitest'
import type Docker from 'dockerode'
import { interruptOnSignals } from '../../src/run/interrupt.js'
import { PROCESS_OWNER } from '../../src/run/cleanup.js'

/** Just what the label sweep asks the engine: nothing is left. */
function emptyEngine(calls: string[]): Docker {
  const list = async (what: string, options: unknown) => {
    calls.push(`${what} ${JSON.stringify(options)}`)
    return []
  }
  return {
    listContainers: (options: unknown) => list('containers', options),
    listNetworks: (options: unknown) => list('networks', options),
  } as Pick<Docker, 'listContainers' | 'listNetworks'> as Docker
}

const disposers: (() => void)[] = []
afterEach(() => disposers.splice(0).forEach((dispose) => dispose()))

describe('interruptOnSignals', () => {
  it('aborts once on the first signal, forces a sweep and exit 130 on the second', async () => {
    const calls: string[] = []
    const firsts: string[] = []
    let exited: number | null = null
    const interrupt = interruptOnSignals({
      docker: emptyEngine(calls),
      runIds: ['run-a', 'run-b'],
      onFirst: (signal) => firsts.push(signal),
      exit: (code) => (exited = code),
    })
    disposers.push(interrupt.dispose)
    process.emit('SIGTERM', 'SIGTERM')
    expect(interrupt.signal.aborted).toBe(true)
    expect(firsts).toEqual(['SIGTERM'])
    expect(calls).toEqual([])
    process.emit('SIGINT', 'SIGINT')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(firsts).toEqual(['SIGTERM'])
    expect(exited).toBe(130)
    // Only what this process created: sibling shards of the run may share the engine.
    const own = `"helios.managed=true","helios.owner=${PROCESS_OWNER}"`
    expect(calls).toEqual([
      `containers {"all":true,"filters":{"label":["helios.run=run-a",${own}]}}`,
      `containers {"all":true,"filters":{"label":["helios.run=run-b",${own}]}}`,
      `networks {"filters":{"label":["helios.run=run-a",${own}]}}`,
      `networks {"filters":{"label":["helios.run=run-b",${own}]}}`,
    ])
  })

  it('leaves no listener behind once disposed', () => {
    const before = [process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')]
    const interrupt = interruptOnSignals({ docker: emptyEngine([]), runIds: [] })
    expect([process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')]).toEqual(
      before.map((n) => n + 1),
    )
    interrupt.dispose()
    expect([process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')]).toEqual(before)
  })
})
