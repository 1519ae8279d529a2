// What every environment provider must answer the same way, so the runner can rely on it: exec
// (the spec's env and workdir, its own env, workdir and user, stdin read to its end, exit codes), a
// timeout, tar copies in before start and out after, a missing path, the main command's stop,
// restart with the files kept, remove twice, services in a group (where declared), and the sweep
// by run label that leaves other runs alone. One suite, run on each provider: memory
// (test/unit), Docker, and Daytona and Kubernetes against their loopback fakes (test/docker).
// Each question is a function of its own, so a test can also hold a broken provider to it.
import { PassThrough, type Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDirectory, addFile, buildArchive, readArchiveFiles } from '../../src/run/environment/archive.js'
import { PathNotFound } from '../../src/run/environment/errors.js'
import { attemptLabels } from '../../src/run/environment/labels.js'
import { TailBuffer } from '../../src/run/environment/streams.js'
import type {
  Environment,
  EnvironmentProvider,
  EnvironmentSpec,
  ExecRequest,
} from '../../src/run/environment/types.js'

export interface ContractSubject {
  provider: EnvironmentProvider
  /** An image the provider has, with sh and coreutils (printenv, id, wc, tr, tee, sleep). */
  image: string
  /** The caller's own run id: its sweep finds only what this suite made. */
  runId: string
  /** What the provider's backend still holds of `runId` (its own view, not the interface's); absent: not asked. */
  leftovers?: (runId: string) => Promise<string[]>
}

export type ContractQuestion = keyof typeof CONTRACT

/** A spec the provider can honour: no network where it can seal one, else its default. */
function spec(subject: ContractSubject, overrides: Partial<EnvironmentSpec> = {}): EnvironmentSpec {
  return {
    image: subject.image,
    env: { FROM_SPEC: 'spec' },
    workdir: '/usr',
    labels: attemptLabels(subject.runId, 'contract-task', 1),
    limits: { cpus: 1, memoryMb: 256, pidsLimit: 128 },
    network: subject.provider.capabilities.noNetwork ? { kind: 'none' } : { kind: 'default' },
    mounts: [],
    ...overrides,
  }
}

async function started(subject: ContractSubject, overrides: Partial<EnvironmentSpec> = {}) {
  const environment = await subject.provider.create(spec(subject, overrides))
  await environment.start('the contract environment')
  return environment
}

async function run(environment: Environment, cmd: string[], more: Omit<ExecRequest, 'cmd'> = {}) {
  const stdout = new TailBuffer()
  const outcome = await environment.exec({ cmd, stdout, ...more })
  return { exitCode: outcome.exitCode, timedOut: outcome.timedOut, out: stdout.text() }
}

async function removing(environment: Environment, body: () => Promise<void>): Promise<void> {
  try {
    await body()
  } finally {
    await environment.remove()
  }
}

const ok = (out: string) => ({ exitCode: 0, timedOut: false, out })

export const CONTRACT = {
  /** The spec's env and workdir, the exec's own env (over the spec's), workdir and user; stdin to its end. */
  async exec(subject: ContractSubject): Promise<void> {
    const environment = await started(subject)
    await removing(environment, async () => {
      expect(await run(environment, ['printenv', 'FROM_SPEC'])).toEqual(ok('spec\n'))
      expect(await run(environment, ['printenv', 'FROM_SPEC'], { env: { FROM_SPEC: 'own' } })).toEqual(
        ok('own\n'),
      )
      expect(await run(environment, ['pwd'])).toEqual(ok('/usr\n'))
      expect(await run(environment, ['pwd'], { workdir: '/tmp' })).toEqual(ok('/tmp\n'))
      expect(await run(environment, ['id', '-un'], { user: 'nobody' })).toEqual(ok('nobody\n'))
      // Large input, read to its end: the command sees the close of its stdin.
      const input = Buffer.alloc(300_000, 'x')
      const counted = await run(environment, ['wc', '-c'], { stdin: input })
      expect({ ...counted, out: counted.out.trim() }).toEqual(ok('300000'))
      const streamed = new PassThrough()
      const piped = run(environment, ['tr', 'a-z', 'A-Z'], { stdin: streamed as Readable })
      streamed.end('from a stream\n')
      expect(await piped).toEqual(ok('FROM A STREAM\n'))
      // A command that never reads its input still ends with its own code.
      expect((await run(environment, ['sh', '-c', 'exit 3'], { stdin: input })).exitCode).toBe(3)
    })
  },

  /** At the timeout the provider stops waiting and says so, with no exit code. */
  async timeout(subject: ContractSubject): Promise<void> {
    const environment = await started(subject)
    await removing(environment, async () => {
      const outcome = await environment.exec({ cmd: ['sleep', '30'], timeoutMs: 300 })
      expect(outcome).toMatchObject({ timedOut: true, exitCode: null })
    })
  },

  /** Tar in before start, out after; the workdir; a missing path is PathNotFound and never transient. */
  async files(subject: ContractSubject): Promise<void> {
    const environment = await subject.provider.create(spec(subject))
    await removing(environment, async () => {
      const files = await buildArchive((pack) => {
        addDirectory(pack, 'helios', 0o755)
        addFile(pack, 'helios/note.txt', 'placed before start\n')
      })
      await environment.copyIn(files, '/')
      await environment.start('the contract environment')
      expect(await run(environment, ['cat', '/helios/note.txt'])).toEqual(ok('placed before start\n'))
      expect((await run(environment, ['mkdir', '-p', '/tmp/out'])).exitCode).toBe(0)
      const made = await run(environment, ['tee', '/tmp/out/made.txt'], { stdin: Buffer.from('made\n') })
      expect(made.exitCode).toBe(0)
      const copied = await readArchiveFiles(await environment.copyOut('/tmp/out'), 1024 * 1024)
      expect(copied.get('out/made.txt')?.toString()).toBe('made\n')
      expect(await environment.workdir()).toBe('/usr')
      const missing = await environment.copyOut('/no/such/path').catch((error: unknown) => error)
      expect(missing).toBeInstanceOf(PathNotFound)
      expect(subject.provider.faultKind(missing)).not.toBe('transient')
    })
  },

  /** The stop of the main command with its code; restart brings it back with the files; remove twice. */
  async stopAndRestart(subject: ContractSubject): Promise<void> {
    const environment = await started(subject)
    await removing(environment, async () => {
      expect(await environment.stopped()).toBeNull()
      await run(environment, ['tee', '/tmp/kept.txt'], { stdin: Buffer.from('kept\n') })
      await environment.kill()
      const stopped = await environment.stopped()
      expect(stopped).toMatchObject({ oomKilled: false })
      expect(stopped!.exitCode).not.toBe(0)
      await environment.restart()
      expect(await environment.stopped()).toBeNull()
      expect(await run(environment, ['cat', '/tmp/kept.txt'])).toEqual(ok('kept\n'))
    })
    // Gone: no state, and a second remove resolves.
    expect(await environment.stopped()).toBeNull()
    await environment.remove()
  },

  /** Services in a group under their names, reached by main; the sweep takes them with main. */
  async services(subject: ContractSubject): Promise<void> {
    const runId = `${subject.runId}-services`
    const labels = attemptLabels(runId, 'contract-compose', 1)
    const { provider } = subject
    const group = await provider.createServiceGroup({ name: `${runId}-net`, labels, internal: true })
    const service = await group.addService({
      name: 'db',
      image: subject.image,
      command: ['sh', '-c', 'echo ready; exec sleep infinity'],
      ...{ entrypoint: null, env: {}, workdir: null, user: null, pidsLimit: 64 },
      healthcheck: { test: ['CMD', 'true'], intervalSec: 1, timeoutSec: 5, retries: 3, startPeriodSec: 0 },
      labels: { ...labels, 'helios.service': 'db' },
    })
    await service.start('service db')
    const main = await started(subject, { labels, network: { kind: 'group', group, alias: 'main' } })
    const state = await service.state()
    expect(state).toMatchObject({ running: true, exitCode: null })
    expect(state.healthcheck).toMatchObject({ test: ['CMD', 'true'], intervalSec: 1, timeoutSec: 5 })
    const reached = await run(main, ['sh', '-c', 'getent hosts db >/dev/null && echo found'])
    expect(reached.out.trim()).toBe('found')
    // After a crash nobody removes them one by one: the sweep by label finds them all.
    expect(await provider.removeRun(runId)).toBe(2)
    if (subject.leftovers) expect(await subject.leftovers(runId)).toEqual([])
  },

  /** The sweep of a run removes what carries its label, also mid-command, and leaves other runs alone. */
  async sweep(subject: ContractSubject): Promise<void> {
    const runId = `${subject.runId}-sweep`
    const ofRun = (id: string) => ({ labels: attemptLabels(id, 'contract-sweep', 1) })
    const [first, second] = await Promise.all([
      started(subject, ofRun(runId)),
      started(subject, ofRun(runId)),
    ])
    const other = await started(subject, ofRun(`${subject.runId}-other`))
    await removing(other, async () => {
      // Swept mid-command: the exec under way ends one way or another, it does not hold the sweep.
      const running = first!
        .exec({ cmd: ['sleep', '30'], timeoutMs: 60_000 })
        .catch((error: unknown) => error)
      expect(await subject.provider.removeRun(runId)).toBe(2)
      await running
      await expect(second!.exec({ cmd: ['true'] })).rejects.toBeDefined()
      if (subject.leftovers) expect(await subject.leftovers(runId)).toEqual([])
      expect(await run(other, ['printenv', 'FROM_SPEC'])).toEqual(ok('spec\n'))
    })
  },
}

/**
 * The contract as a suite: every question, each skipped only with a reason (`skip`), and
 * `services` asked only of a provider that declares them.
 */
export function describeProvider(
  name: string,
  makeSubject: () => Promise<ContractSubject>,
  skip: Partial<Record<ContractQuestion, string>> = {},
): void {
  describe(`the provider contract: ${name}`, () => {
    let subject: ContractSubject | undefined
    beforeAll(async () => {
      subject = await makeSubject()
    })
    afterAll(async () => {
      if (subject) await subject.provider.removeRun(subject.runId)
    })
    for (const [question, ask] of Object.entries(CONTRACT) as [ContractQuestion, typeof CONTRACT.exec][]) {
      const why = skip[question]
      if (why !== undefined) {
        it.skip(`${question} (not asked: ${why})`, () => undefined)
        continue
      }
      it(question, async (context) => {
        if (question === 'services' && !subject!.provider.capabilities.services)
          context.skip('the provider declares no services (capabilities.services is false)')
        await ask(subject!)
      })
    }
  })
}
