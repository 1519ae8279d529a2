// ContainerStops with real containers: a fault met after the container stopped is reported as the
// stop, in the phase the engine says it stopped in, from one inspect whichever call meets it first.
import { afterEach, describe, expect, it } from 'vitest'
import type Docker from 'dockerode'
import { ContainerStops, EnvironmentStopped } from '../../src/run/container-stopped.js'
import { docker } from '../fixtures/docker.js'
import { DockerEnvironment } from '../../src/run/providers/docker/environment.js'
import { BASE_IMAGE } from '../fixtures/tasks.js'

const created: Docker.Container[] = []
afterEach(async () => {
  for (const c of created.splice(0)) await c.remove({ force: true }).catch(() => undefined)
})

async function started(cmd: string[]): Promise<Docker.Container> {
  const c = await docker.createContainer({ Image: BASE_IMAGE, Cmd: cmd, Labels: { 'helios.test': 'stops' } })
  created.push(c)
  await c.start()
  return c
}

const fault = new Error('preparing the verifier failed (exit 126):')

describe('ContainerStops', () => {
  it('names the phase it stopped in, though a later phase met it, and answers every later fault alike', async () => {
    const c = await started(['bash', '-c', 'sleep 0.3; exit 7'])
    const stops = new ContainerStops(new DockerEnvironment(docker, c))
    stops.enter('the agent phase')
    await c.wait()
    stops.enter('the verifier phase')
    const first = await stops.explain(fault)
    expect(String(first)).toBe('EnvironmentStopped: the environment stopped during the agent phase (exit 7)')
    // Inspected once: with the container gone, a fresh inspect would leave the fault as it was.
    await c.remove({ force: true })
    expect(await stops.explain(new Error('(HTTP code 404) no such container'))).toBe(first)
  })

  it('keeps the fault while the container runs, once it is gone, and after the runner stops it itself', async () => {
    const c = await started(['sleep', 'infinity'])
    const stops = new ContainerStops(new DockerEnvironment(docker, c))
    expect(await stops.explain(fault)).toBe(fault)
    expect(await stops.stoppedUnder(137)).toBeNull() // killed alone: the container is fine
    stops.stopsOnPurpose()
    await c.kill()
    await c.wait()
    expect(await stops.explain(fault)).toBe(fault)
    expect(await stops.stoppedUnder(null)).toBeNull()
    await c.remove({ force: true })
    expect(await new ContainerStops(new DockerEnvironment(docker, c)).explain(fault)).toBe(fault)
  })

  it('after an exit 137, waits a moment for the engine to record a stop; after another code, does not', async () => {
    const c = await started(['bash', '-c', 'sleep 0.5; exit 3'])
    expect(await new ContainerStops(new DockerEnvironment(docker, c)).stoppedUnder(0)).toBeNull()
    const stopped = await new ContainerStops(new DockerEnvironment(docker, c)).stoppedUnder(137)
    expect(stopped).toBeInstanceOf(EnvironmentStopped)
    expect(stopped?.message).toBe('the environment stopped during setup (exit 3)')
  })
})
