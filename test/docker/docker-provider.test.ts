// The Docker provider against the environment interface, with real Docker: what every provider
// must answer the same way (exec with stdin, env, user, cwd and timeout; files in and out; the
// stop of the main command; restart; clean-up by label), so the runner can rely on it.
import { afterAll, describe, expect, it } from 'vitest'
import { PassThrough, Readable } from 'node:stream'
import { attemptLabels, PROCESS_OWNER } from '../../src/run/environment/labels.js'
import { addDirectory, addFile, buildArchive, readArchiveFiles } from '../../src/run/environment/archive.js'
import { PathNotFound } from '../../src/run/environment/errors.js'
import { TailBuffer } from '../../src/run/environment/streams.js'
import type { Environment, EnvironmentSpec } from '../../src/run/environment/types.js'
import { createProvider } from '../../src/run/providers/index.js'
import { managedContainers, managedNetworks, rid } from '../fixtures/docker.js'
import { BASE_IMAGE } from '../fixtures/tasks.js'

const provider = await createProvider('docker')
const runId = rid('provider')

function spec(overrides: Partial<EnvironmentSpec> = {}): EnvironmentSpec {
  return {
    image: BASE_IMAGE,
    env: { FROM_SPEC: 'spec' },
    workdir: '/srv',
    labels: attemptLabels(runId, 'provider-task', 1),
    limits: { cpus: 1, memoryMb: 256, pidsLimit: 128 },
    network: { kind: 'none' },
    mounts: [],
    ...overrides,
  }
}

async function started(overrides: Partial<EnvironmentSpec> = {}): Promise<Environment> {
  const environment = await provider.create(spec(overrides))
  await environment.start('the container')
  return environment
}

async function run(
  environment: Environment,
  cmd: string[],
  more: { stdin?: Buffer | Readable; user?: string } = {},
) {
  const stdout = new TailBuffer()
  const outcome = await environment.exec({ cmd, stdout, ...more })
  return { ...outcome, out: stdout.text() }
}

afterAll(async () => {
  await provider.removeRun(runId)
})

describe('the Docker provider', () => {
  it('execs with the spec env and workdir, its own env and user, and feeds stdin to the end', async () => {
    const environment = await started()
    try {
      const stdout = new TailBuffer()
      const own = await environment.exec({
        cmd: ['sh', '-c', 'echo "$FROM_SPEC $OWN $(pwd) $(id -un)"'],
        env: { OWN: 'own' },
        user: 'nobody',
        workdir: '/tmp',
        stdout,
      })
      expect(own.exitCode).toBe(0)
      expect(stdout.text().trim()).toBe('spec own /tmp nobody')
      expect((await run(environment, ['sh', '-c', 'echo "$FROM_SPEC $(pwd)"'])).out.trim()).toBe('spec /srv')
      // Large input, read to its end: the command sees the close of its stdin.
      const input = Buffer.alloc(300_000, 'x')
      const counted = await run(environment, ['sh', '-c', 'wc -c'], { stdin: input })
      expect(counted).toMatchObject({ exitCode: 0, timedOut: false })
      expect(counted.out.trim()).toBe('300000')
      const streamed = new PassThrough()
      const piped = run(environment, ['sh', '-c', 'tr a-z A-Z'], { stdin: streamed })
      streamed.end('from a stream\n')
      expect((await piped).out).toBe('FROM A STREAM\n')
      // A command that never reads its input still ends with its own code.
      expect((await run(environment, ['sh', '-c', 'exit 3'], { stdin: input })).exitCode).toBe(3)
    } finally {
      await environment.remove()
    }
  })

  it('stops waiting at the timeout and says so, without an exit code', async () => {
    const environment = await started()
    try {
      const outcome = await environment.exec({ cmd: ['sleep', '30'], timeoutMs: 300 })
      expect(outcome).toMatchObject({ timedOut: true, exitCode: null })
      expect(outcome.durationSec).toBeLessThan(10)
    } finally {
      await environment.remove()
    }
  })

  it('copies tar archives in before start and out after, and names a missing path PathNotFound', async () => {
    const environment = await provider.create(spec())
    try {
      const files = await buildArchive((pack) => {
        addDirectory(pack, 'helios', 0o755)
        addFile(pack, 'helios/note.txt', 'placed before start\n')
      })
      await environment.copyIn(files, '/')
      await environment.start('the container')
      expect((await run(environment, ['cat', '/helios/note.txt'])).out).toBe('placed before start\n')
      await run(environment, ['sh', '-c', 'mkdir -p /out && echo made > /out/made.txt'])
      const copied = await readArchiveFiles(await environment.copyOut('/out'), 1024 * 1024)
      expect(copied.get('out/made.txt')?.toString()).toBe('made\n')
      expect(await environment.workdir()).toBe('/srv')
      const missing = await environment.copyOut('/no/such/path').catch((error: unknown) => error)
      expect(missing).toBeInstanceOf(PathNotFound)
      // The engine's own answer stays the fault's cause: still a Docker request fault.
      expect(provider.faultKind(missing)).toBe('request')
    } finally {
      await environment.remove()
    }
  })

  it('tells the main command stopped, with its code; restart brings it back with the files kept', async () => {
    const environment = await started()
    try {
      expect(await environment.stopped()).toBeNull()
      await run(environment, ['sh', '-c', 'echo kept > /kept.txt'])
      await environment.kill()
      const stopped = await environment.stopped()
      expect(stopped).toMatchObject({ oomKilled: false })
      expect(stopped!.exitCode).not.toBe(0)
      await environment.restart()
      expect(await environment.stopped()).toBeNull()
      expect((await run(environment, ['cat', '/kept.txt'])).out).toBe('kept\n')
    } finally {
      await environment.remove()
    }
    // Gone: no state, and a second remove resolves.
    expect(await environment.stopped()).toBeNull()
    await environment.remove()
  })

  it('runs services in a group under their names; main reaches them; removeRun sweeps all by label', async () => {
    const labels = attemptLabels(runId, 'provider-compose', 1)
    const group = await provider.createServiceGroup({ name: `${runId}-net`, labels, internal: true })
    const service = await group.addService({
      name: 'db',
      image: BASE_IMAGE,
      command: ['sh', '-c', 'echo ready; exec sleep infinity'],
      entrypoint: null,
      env: {},
      workdir: null,
      user: null,
      healthcheck: { test: ['CMD', 'true'], intervalSec: 1, timeoutSec: 5, retries: 3, startPeriodSec: 0 },
      labels: { ...labels, 'helios.service': 'db' },
      pidsLimit: 64,
    })
    await service.start('service db')
    const main = await started({ labels, network: { kind: 'group', group, alias: 'main' } })
    const state = await service.state()
    expect(state).toMatchObject({ running: true, exitCode: null })
    expect(state.healthcheck).toMatchObject({ test: ['CMD', 'true'], intervalSec: 1, timeoutSec: 5 })
    const reached = await run(main, ['sh', '-c', 'getent hosts db >/dev/null && echo found'])
    expect(reached.out.trim()).toBe('found')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await service.logs(5)).toContain('ready')
    // After a crash nobody removes them one by one: the sweep by label finds them all.
    expect(await provider.removeRun(runId, { owner: PROCESS_OWNER })).toBe(2)
    expect((await managedContainers()).filter((c) => c.startsWith(`${runId}/`))).toEqual([])
    expect((await managedNetworks()).filter((n) => n.startsWith(runId))).toEqual([])
  })
})
