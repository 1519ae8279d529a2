// Containers that must keep `sleep infinity` running, with real Docker: one that stops on its own
// is reported as its image's fault, whether the start check or a later call meets it.
import { afterEach, describe, expect, it } from 'vitest'
import type Docker from 'dockerode'
import { startKeptRunning } from '../../src/run/providers/docker/start.js'
import { exitedInstead } from '../../src/run/environment/stopped.js'
import { DockerEnvironment } from '../../src/run/providers/docker/environment.js'
import { docker } from '../fixtures/docker.js'
import { BASE_IMAGE } from '../fixtures/tasks.js'

const created: Docker.Container[] = []
afterEach(async () => {
  for (const c of created.splice(0)) await c.remove({ force: true }).catch(() => undefined)
})

async function container(cmd: string[]): Promise<Docker.Container> {
  const c = await docker.createContainer({ Image: BASE_IMAGE, Cmd: cmd, Labels: { 'helios.test': 'start' } })
  created.push(c)
  return c
}

describe('startKeptRunning / exitedInstead', () => {
  it('fails at the start check for a command that ends at once, naming the container', async () => {
    const c = await container(['true'])
    // `true` may still be running at the check; then a moment later it is not.
    const error = await startKeptRunning(c, 'the verifier container').then(
      async () => {
        await c.wait()
        return exitedInstead(
          new DockerEnvironment(docker, c),
          'the verifier container',
          new Error('(HTTP code 409) container is not running'),
        )
      },
      (e: unknown) => e,
    )
    expect(String(error)).toMatch(
      /^Error: the verifier container exited right after start \(exit 0\).*sleep infinity/,
    )
  })

  it('keeps the fault when the container still runs, or is gone (an abort removed it)', async () => {
    const c = await container(['sleep', 'infinity'])
    await startKeptRunning(c, 'the container')
    const fault = new Error('(HTTP code 500) something else')
    expect(await exitedInstead(new DockerEnvironment(docker, c), 'the container', fault)).toBe(fault)
    await c.remove({ force: true })
    expect(await exitedInstead(new DockerEnvironment(docker, c), 'the container', fault)).toBe(fault)
  })

  it('names the exit code of a container that stopped after the check', async () => {
    const c = await container(['bash', '-c', 'sleep 0.3; exit 7'])
    await startKeptRunning(c, 'the verifier container')
    await c.wait()
    const error = await exitedInstead(
      new DockerEnvironment(docker, c),
      'the verifier container',
      new Error('409'),
    )
    expect(String(error)).toMatch(/exited right after start \(exit 7\)/)
  })
})
