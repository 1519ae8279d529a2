// The E2B provider through the official `e2b` SDK against the loopback E2B server (every sandbox
// a real local container, every template a real image): templates built once with their log,
// exec and files, the example benchmark's oracle passes and nop fails with nothing left behind,
// and the faults a user meets (a failing build, a sandbox gone mid-attempt, a 429, a bad key).
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable, Writable } from 'node:stream'
import * as tar from 'tar-stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PathNotFound, ProviderSettingsError } from '../../src/run/environment/errors.js'
import { LABEL_MANAGED, LABEL_RUN } from '../../src/run/environment/labels.js'
import type { EnvironmentSpec } from '../../src/run/environment/types.js'
import { e2bSettingsFromEnv } from '../../src/run/providers/e2b/config.js'
import { E2BProvider } from '../../src/run/providers/e2b/provider.js'
import { helios } from '../fixtures/cli.js'
import { filesContaining } from '../fixtures/output-files.js'
import { BASE_IMAGE, makeTask } from '../fixtures/tasks.js'
import { withTempDir } from '../harness/daytona/interface-attempt.js'
import { startE2BFake, type E2BFake } from '../harness/e2b/server.js'

const API_KEY = 'e2b_3c9f0a7d-secret-key-that-must-never-be-written'
const FAST_RETRY = { attempts: 4, baseDelayMs: 20, maxDelayMs: 100 }
let fake: E2BFake

function e2bEnv(): Record<string, string> {
  return { E2B_API_KEY: API_KEY, E2B_API_URL: fake.apiUrl, E2B_SANDBOX_URL: fake.sandboxUrl }
}

function provider(options: ConstructorParameters<typeof E2BProvider>[1] = {}): E2BProvider {
  return new E2BProvider(e2bSettingsFromEnv(e2bEnv()), { retry: FAST_RETRY, ...options })
}

function spec(image: string, runId: string): EnvironmentSpec {
  return {
    image,
    env: { GREETING: 'hello from the template' },
    workdir: null,
    labels: { [LABEL_MANAGED]: 'true', [LABEL_RUN]: runId },
    limits: { cpus: 1, memoryMb: 512, pidsLimit: 256 },
    network: { kind: 'default' },
    mounts: [],
  }
}

function sink(into: Buffer[]): Writable {
  return new Writable({ write: (chunk: Buffer, _enc, done) => (into.push(chunk), done()) })
}

beforeAll(async () => {
  fake = await startE2BFake({ apiKey: API_KEY })
})

afterAll(async () => {
  await fake.close()
})

describe('E2B provider against the loopback server', () => {
  it('builds a template from a Dockerfile once (its log in builds/), then execs and copies files in a sandbox', async () => {
    await withTempDir(async (root) => {
      const mark = randomUUID()
      const task = await makeTask(join(root, 'tasks'), {
        name: 'e2b-basics',
        dockerfile: `FROM ${BASE_IMAGE}\nCOPY data.txt /opt/data.txt\nRUN echo built-${mark} > /opt/built\nWORKDIR /srv\n`,
        files: { 'environment/data.txt': `copied-${mark}\n` },
      })
      const e2b = provider()
      const buildLogDir = join(root, 'builds')
      const image = await e2b.images({ buildLogDir }).ensure(task)
      if (!image.ok) throw new Error(image.reason)
      expect(image.built).toBe(true)
      const log = await readFile(join(buildLogDir, `${image.image}.log`), 'utf8')
      expect(log).toContain(`built-${mark}`)
      expect(log).toMatch(/ready after/)
      // Another run (another ImageSource) finds the template by name: no second build.
      const builds = fake.buildsStarted
      expect(await e2b.images({ buildLogDir }).ensure(task)).toEqual({
        ok: true,
        image: image.image,
        built: false,
      })
      expect(fake.buildsStarted).toBe(builds)

      const env = await e2b.create(spec(image.image, 'run-basics'))
      try {
        await env.start('basics')
        const out: Buffer[] = []
        const err: Buffer[] = []
        const ran = await env.exec({
          cmd: [
            'sh',
            '-c',
            'cat /opt/data.txt /opt/built; echo "$GREETING"; pwd; cat; echo oops >&2; exit 7',
          ],
          stdin: Buffer.from('from stdin\n'),
          stdout: sink(out),
          stderr: sink(err),
        })
        expect(ran.exitCode).toBe(7)
        expect(Buffer.concat(out).toString()).toBe(
          `copied-${mark}\nbuilt-${mark}\nhello from the template\n/srv\nfrom stdin\n`,
        )
        expect(Buffer.concat(err).toString()).toBe('oops\n')

        const pack = tar.pack()
        pack.entry({ name: 'dir/', type: 'directory', mode: 0o755 })
        pack.entry({ name: 'dir/note.txt', mode: 0o640 }, 'a note\n')
        pack.finalize()
        await env.exec({ cmd: ['mkdir', '-p', '/work'] })
        await env.copyIn(Readable.from(pack as unknown as AsyncIterable<Buffer>), '/work')
        const entries: Record<string, string> = {}
        const extract = tar.extract()
        const done = new Promise<void>((resolve, reject) => {
          extract.on('entry', (header, stream, next) => {
            const chunks: Buffer[] = []
            stream.on('data', (c: unknown) => chunks.push(c as Buffer))
            stream.on('end', () => ((entries[header.name] = Buffer.concat(chunks).toString()), next()))
          })
          extract.on('finish', resolve)
          extract.on('error', reject)
        })
        ;(await env.copyOut('/work/dir')).pipe(extract as unknown as NodeJS.WritableStream)
        await done
        expect(entries['dir/note.txt']).toBe('a note\n')
        await expect(env.copyOut('/no/such/path')).rejects.toBeInstanceOf(PathNotFound)
      } finally {
        await env.remove()
      }
      expect(fake.liveSandboxes()).toEqual([])
      // Labels went as metadata: a sweep by run finds nothing left.
      expect(await e2b.removeRun('run-basics')).toBe(0)
    })
  })

  it('runs two example tasks (one with a separate verifier) with helios batch --provider e2b: oracle passes, nop fails, nothing left', async () => {
    await withTempDir(async (dir) => {
      const batch = (agent: string) =>
        helios(
          ['batch', 'tasks', '--provider', 'e2b', '--agent', agent, '-k', '1', '-n', '2', '-o', dir].concat([
            '--run-id',
            agent,
            '--json',
            '--include',
            'list-primes',
            '--include',
            'word-frequency',
          ]),
          e2bEnv(),
        )
      const oracle = await batch('oracle')
      expect(JSON.parse(oracle.stdout).totals).toMatchObject({ tasks: 2, passed: 2, failed: 0, errors: 0 })
      const builds = fake.buildsStarted
      const nop = await batch('nop')
      expect(JSON.parse(nop.stdout).totals).toMatchObject({ tasks: 2, passed: 0, failed: 2, errors: 0 })
      // The nop run found every template the oracle run built.
      expect(fake.buildsStarted).toBe(builds)
      for (const body of fake.createdSandboxes)
        expect(body.metadata).toMatchObject({ [LABEL_MANAGED]: 'true' })
      expect(`${oracle.stdout}${oracle.stderr}${nop.stdout}${nop.stderr}`).not.toContain(API_KEY)
      expect(await filesContaining(dir, API_KEY)).toEqual([])
    })
    expect(fake.liveSandboxes()).toEqual([])
    expect(await fake.leftovers()).toEqual([])
  })

  it("keeps a failing template build's log and names it in the reason", async () => {
    await withTempDir(async (root) => {
      const mark = randomUUID()
      const task = await makeTask(join(root, 'tasks'), {
        name: 'failing-template',
        dockerfile: `FROM ${BASE_IMAGE}\nRUN echo broken-${mark} && exit 3\n`,
      })
      const outcome = await provider()
        .images({ buildLogDir: join(root, 'builds') })
        .ensure(task)
      if (outcome.ok) throw new Error('a build that exits 3 succeeded')
      expect(outcome.reason).toContain('failing-template/environment/Dockerfile')
      const named = /build log: (\S+)\)$/.exec(outcome.reason)?.[1] ?? ''
      expect(named.startsWith(join(root, 'builds'))).toBe(true)
      const log = await readFile(named, 'utf8')
      expect(log).toContain(`broken-${mark}`)
      expect(log).toMatch(/(non-zero code|exit code): 3/)
      expect(log).toMatch(/failed$/m)
    })
  })

  it('a sandbox E2B ends mid-attempt is a transient fault of the provider, and its removal still resolves', async () => {
    const e2b = provider()
    const image = await sharedImage(e2b)
    const env = await e2b.create(spec(image, 'run-expired'))
    await fake.expire(env.id)
    const error: unknown = await env.exec({ cmd: ['true'] }).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).not.toBeNull()
    expect(e2b.faultKind(error), String(error)).toBe('transient')
    expect(await env.stopped()).toMatchObject({ exitCode: 137 })
    await env.remove()
    expect(e2b.sandboxesInUse).toBe(0)
  })

  it('creates a sandbox through 429s with Retry-After and 500s, and leaves none behind', async () => {
    const e2b = provider()
    const image = await sharedImage(e2b)
    const before = fake.faultsAnswered
    fake.failNext(2, 429, 1)
    const env = await e2b.create(spec(image, 'run-throttled'))
    expect(fake.faultsAnswered - before).toBe(2)
    await env.remove()
    fake.failNext(2, 500)
    const again = await e2b.create(spec(image, 'run-throttled'))
    expect(fake.faultsAnswered - before).toBe(4)
    await again.remove()
    expect(fake.liveSandboxes()).toEqual([])
  })

  it('a wrong key is one sentence in preflight that names the variable, never the key', async () => {
    const wrong = new E2BProvider(e2bSettingsFromEnv({ ...e2bEnv(), E2B_API_KEY: 'e2b_wrong-key' }), {
      retry: FAST_RETRY,
    })
    const error: unknown = await wrong.checkReachable().then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ProviderSettingsError)
    expect((error as Error).message).toMatch(/refused E2B_API_KEY \(HTTP 401\)/)
    expect((error as Error).message).not.toContain('e2b_wrong-key')
    await provider().checkReachable()
  })
})

let shared: string | null = null
/** One small template for the fault tests, built once. */
async function sharedImage(e2b: E2BProvider): Promise<string> {
  if (shared) return shared
  await withTempDir(async (root) => {
    const task = await makeTask(join(root, 'tasks'), {
      name: 'fault-base',
      dockerfile: `FROM ${BASE_IMAGE}\n`,
    })
    const image = await e2b.images({ buildLogDir: join(root, 'builds') }).ensure(task)
    if (!image.ok) throw new Error(image.reason)
    shared = image.image
  })
  return shared ?? ''
}
