import { afterEach, describe, expect, it } from 'vitest'
import type Docker from 'dockerode'
import { interruptOnSignals } from '../../src/run/interrupt.js'

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
    expect(calls).toEqual([
      'containers {"all":true,"filters":{"label":["helios.run=run-a","helios.managed=true"]}}',
      'containers {"all":true,"filters":{"label":["helios.run=run-b","helios.managed=true"]}}',
      'networks {"filters":{"label":["helios.run=run-a","helios.managed=true"]}}',
      'networks {"filters":{"label":["helios.run=run-b","helios.managed=true"]}}',
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
