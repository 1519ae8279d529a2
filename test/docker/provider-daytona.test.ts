// The Daytona provider through the official SDK against the loopback Daytona server (every
// sandbox a real local container): the example benchmark's oracle passes and nop fails, nothing
// is left behind, and the provider's faults (503s, a sandbox that never starts, a crash) are met.
import { randomUUID } from 'node:crypto'
import { readFile, symlink, truncate, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable, Writable } from 'node:stream'
import * as tar from 'tar-stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PathNotFound } from '../../src/run/environment/errors.js'
import { LABEL_MANAGED, LABEL_RUN } from '../../src/run/environment/labels.js'
import type { EnvironmentSpec } from '../../src/run/environment/types.js'
import { daytonaSettingsFromEnv } from '../../src/run/providers/daytona/config.js'
import { DaytonaProvider } from '../../src/run/providers/daytona/provider.js'
import { discoverTasks } from '../../src/task/discover.js'
import { loadTask } from '../../src/task/load.js'
import type { Task } from '../../src/task/types.js'
import { helios as heliosCli, startHelios } from '../fixtures/cli.js'
import { filesContaining } from '../fixtures/output-files.js'
import { BASE_IMAGE, makeTask, makeTempDir, removeDir, writeTaskFolder } from '../fixtures/tasks.js'
import { startModelServer } from '../harness/model-server/index.js'
import { runBenchmark } from '../../src/run/runner.js'
import { runInterfaceAttempt, withTempDir } from '../harness/daytona/interface-attempt.js'
import { startDaytonaFake, type DaytonaFake } from '../harness/daytona/server.js'

const API_KEY = 'dtn_9f3c1e7b-secret-key-that-must-never-be-written'
const FAST_RETRY = { attempts: 4, baseDelayMs: 20, maxDelayMs: 100 }
let fake: DaytonaFake
let buildLogs: string
let tasks: Task[]

function provider(options: ConstructorParameters<typeof DaytonaProvider>[1] = {}): DaytonaProvider {
  const settings = daytonaSettingsFromEnv({
    DAYTONA_API_KEY: API_KEY,
    DAYTONA_API_URL: fake.apiUrl,
    DAYTONA_TARGET: 'us',
  })
  return new DaytonaProvider(settings, { retry: FAST_RETRY, ...options })
}

function task(name: string): Task {
  const found = tasks.find((t) => t.name === name)
  if (!found) throw new Error(`no example task ${name}`)
  return found
}

function daytonaEnv(): Record<string, string> {
  return { DAYTONA_API_KEY: API_KEY, DAYTONA_API_URL: fake.apiUrl, DAYTONA_TARGET: 'us' }
}

/** `helios batch tasks` with one agent, on Daytona, summary as JSON on stdout. */
function batch(agent: string, dir: string) {
  return heliosCli(
    [
      'batch',
      'tasks',
      '--provider',
      'daytona',
      '--agent',
      agent,
      '-n',
      '4',
      '-o',
      dir,
      '--run-id',
      agent,
      '--json',
    ],
    daytonaEnv(),
  )
}

beforeAll(async () => {
  fake = await startDaytonaFake({ apiKey: API_KEY })
  buildLogs = await makeTempDir('helios-daytona-builds-')
  tasks = (await discoverTasks('tasks')).tasks
})

afterAll(async () => {
  await fake.close()
  await removeDir(buildLogs)
})

describe('Daytona provider against the loopback server', () => {
  it('runs the example benchmark with helios batch --provider daytona: oracle passes, nop fails, nothing left', async () => {
    await withTempDir(async (dir) => {
      const oracle = await batch('oracle', dir)
      const nop = await batch('nop', dir)
      // Refused on Daytona: the task with compose sidecars, the GUI tasks (a display).
      expect(tasks.filter((t) => t.compose).length).toBe(1)
      expect(tasks.filter((t) => t.config.environment.display).length).toBeGreaterThan(0)
      const refused = tasks.filter((t) => t.compose || t.config.environment.display).length
      const runnable = tasks.length - refused
      expect(JSON.parse(oracle.stdout).totals).toMatchObject({
        tasks: tasks.length,
        passed: runnable,
        failed: 0,
        errors: refused,
      })
      expect(JSON.parse(nop.stdout).totals).toMatchObject({
        tasks: tasks.length,
        passed: 0,
        failed: runnable,
        errors: refused,
      })
      // The sidecar task is refused with the file, the reason and what to do instead.
      expect(oracle.stderr).toMatch(
        /fetch-release-code\/environment\/docker-compose\.yaml: compose sidecars \(releases\) cannot run on Daytona.*--provider docker/,
      )
      expect(oracle.stderr).toMatch(
        /gui-save-note\/task\.toml: \[environment\] display = "\d+x\d+" \(a GUI task\) cannot run on Daytona \(GUI tasks are proven on Docker only so far\); run this task with --provider docker/,
      )

      // One snapshot per environment (the nop run reused the oracle run's); every sandbox labelled.
      const names = fake.created.snapshots.map((s) => s.name)
      expect(new Set(names).size).toBe(names.length)
      expect(names.length).toBeGreaterThanOrEqual(9)
      expect(fake.created.sandboxes.length).toBeGreaterThanOrEqual(18)
      for (const body of fake.created.sandboxes)
        expect(body.labels).toMatchObject({ [LABEL_MANAGED]: 'true' })
      // The no-network task's sandboxes were created with the network blocked.
      const sealed = fake.created.sandboxes.filter(
        (b) => (b.labels as Record<string, string>)['helios.task'] === task('audit-access-log').id,
      )
      expect(sealed.length).toBe(2)
      for (const body of sealed) expect(body.networkBlockAll).toBe(true)

      // The key authenticated every call and reached no file of the run and no output.
      expect(`${oracle.stdout}${oracle.stderr}${nop.stdout}${nop.stderr}`).not.toContain(API_KEY)
      expect(await filesContaining(dir, API_KEY)).toEqual([])
    })
    expect(fake.liveSandboxes()).toEqual([])
    expect(await fake.leftoverContainers()).toEqual([])
  })

  it('finishes a separate-verifier task beside a shared one at -n 1 and -n 2 (a sandbox cap of --concurrency)', async () => {
    await withTempDir(async (dir) => {
      for (const n of ['1', '2']) {
        const args = ['batch', 'tasks', '--provider', 'daytona', '--agent', 'oracle', '-k', '1', '-n', n]
        const filters = ['--include', 'list-primes', '--include', 'word-frequency']
        const run = await heliosCli(
          [...args, ...filters, '-o', dir, '--run-id', `n${n}`, '--json'],
          daytonaEnv(),
        )
        expect(JSON.parse(run.stdout).totals, run.stderr).toMatchObject({ tasks: 2, passed: 2, errors: 0 })
        expect(run.stderr).not.toMatch(/unsettled top-level await/)
        expect(fake.liveSandboxes()).toEqual([])
      }
    })
    expect(await fake.leftoverContainers()).toEqual([])
  })

  it('runs the built-in agent on the host, its bash tool in the sandbox, the model key kept on the host', async () => {
    const MODEL_KEY = 'sk-model-key-for-daytona-test'
    const example = task('audit-access-log')
    const solve = await readFile(join(example.dir, 'solution/solve.sh'), 'utf8')
    const server = await startModelServer({ apiKey: MODEL_KEY, script: [{ bash: solve }, { text: 'Done.' }] })
    try {
      await withTempDir(async (dir) => {
        const summary = await runBenchmark({
          tasks: [example],
          agent: { name: 'helios' },
          model: 'anthropic/claude-sonnet-4-5',
          outputDir: dir,
          runId: 'helios-agent',
          hostEnv: { ANTHROPIC_API_KEY: MODEL_KEY, ANTHROPIC_BASE_URL: server.url },
          provider: provider(),
        })
        expect(summary.totals).toMatchObject({ attempts: 1, passed: 1, errors: 0 })
        expect(server.requests).toHaveLength(2)
        expect(await filesContaining(dir, MODEL_KEY)).toEqual([])
        expect(await filesContaining(dir, API_KEY)).toEqual([])
      })
    } finally {
      await server.close()
    }
    // Neither key was sent to Daytona in a sandbox's environment.
    for (const body of fake.created.sandboxes) expect(JSON.stringify(body)).not.toContain(MODEL_KEY)
    expect(fake.liveSandboxes()).toEqual([])
  })

  it('leaves no sandbox when the run is interrupted (Ctrl-C) mid-attempt', async () => {
    await withTempDir(async (dir) => {
      const run = startHelios(
        [
          'run',
          'tasks/word-frequency',
          '--provider',
          'daytona',
          '--agent',
          'command',
          '--agent-command',
          'sleep 120',
          '-o',
          dir,
        ],
        daytonaEnv(),
      )
      const deadline = Date.now() + 60_000
      while (fake.liveSandboxes().length === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200))
      expect(fake.liveSandboxes()).toHaveLength(1)
      await new Promise((r) => setTimeout(r, 1000))
      run.child.kill('SIGINT')
      const [code] = await run.exited
      expect(code, run.output.stderr).toBe(130)
      expect(run.output.stderr).not.toContain(API_KEY)
    })
    expect(fake.liveSandboxes()).toEqual([])
    expect(await fake.leftoverContainers()).toEqual([])
  })

  it('rides out a server answering 503 and recovers', async () => {
    const daytona = provider()
    await withTempDir(async (dir) => {
      const images = daytona.images({ buildLogDir: dir })
      expect(await images.ensure(task('word-frequency'))).toMatchObject({ ok: true })
      const answered = fake.faultsAnswered
      fake.failNext(3, 503)
      const outcome = await runInterfaceAttempt(daytona, images, task('word-frequency'), 'oracle', {
        runId: 'run-503',
        logRoot: dir,
      })
      expect(outcome).toMatchObject({ ok: true, reward: 1 })
      expect(fake.faultsAnswered - answered).toBe(3)
    })
    expect(fake.liveSandboxes()).toEqual([])
  })

  it('gives up on a server that stays down, with the provider fault sorted as transient', async () => {
    const daytona = provider()
    fake.failNext(50, 502)
    const error = await daytona
      .images({ buildLogDir: buildLogs })
      .ensure(task('word-frequency'))
      .catch((e: unknown) => e)
    fake.failNext(0)
    // ensure() found an active snapshot earlier only through the API: it never answered.
    expect(error).toBeInstanceOf(Error)
    expect(daytona.faultKind(error)).toBe('transient')
    expect(String((error as Error).message)).not.toContain(API_KEY)
  })

  it('removes a sandbox that never starts, and gives its slot back', async () => {
    const daytona = provider({ startTimeoutSec: 2, concurrency: 1 })
    const images = daytona.images({ buildLogDir: buildLogs })
    const image = await images.ensure(task('word-frequency'))
    if (!image.ok) throw new Error(image.reason)
    fake.neverStart = true
    try {
      await expect(daytona.create(spec(image.image, 'run-never'))).rejects.toThrow(/timed out|within/)
    } finally {
      fake.neverStart = false
    }
    expect(fake.liveSandboxes()).toEqual([])
    expect(daytona.sandboxesInUse).toBe(0)
    // The one slot is free again: a sandbox can be created.
    const env = await daytona.create(spec(image.image, 'run-never'))
    await env.remove()
  })

  it('keeps at most `concurrency` sandboxes alive', async () => {
    const daytona = provider({ concurrency: 2 })
    const image = await daytona.images({ buildLogDir: buildLogs }).ensure(task('word-frequency'))
    if (!image.ok) throw new Error(image.reason)
    const first = await daytona.create(spec(image.image, 'run-cap'))
    const second = await daytona.create(spec(image.image, 'run-cap'))
    let thirdCreated = false
    const third = daytona.create(spec(image.image, 'run-cap')).then((env) => {
      thirdCreated = true
      return env
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(thirdCreated).toBe(false)
    expect(fake.liveSandboxes()).toHaveLength(2)
    await first.remove()
    const env = await third
    expect(fake.liveSandboxes()).toHaveLength(2)
    await Promise.all([second.remove(), env.remove()])
    expect(fake.liveSandboxes()).toEqual([])
  })

  it('sweeps by label what a crashed or aborted run left, also with a command still running', async () => {
    const crashed = provider()
    const image = await crashed.images({ buildLogDir: buildLogs }).ensure(task('word-frequency'))
    if (!image.ok) throw new Error(image.reason)
    const env = await crashed.create(spec(image.image, 'run-crash'))
    const other = await crashed.create(spec(image.image, 'run-other'))
    // Aborted mid-command: the sweep runs while an exec is still under way.
    const running = env.exec({ cmd: ['sleep', '30'] }).catch((error: unknown) => error)
    await new Promise((resolve) => setTimeout(resolve, 300))
    // The next process (another provider instance) sweeps the run at its start.
    expect(await provider().removeRun('run-crash')).toBe(1)
    await running
    expect(fake.liveSandboxes().map((s) => s.id)).toEqual([other.id])
    await other.remove()
    expect(await fake.leftoverContainers()).toEqual([])
  })

  it('passes argv and stdin literally, as the asked user', async () => {
    const daytona = provider()
    const image = await daytona.images({ buildLogDir: buildLogs }).ensure(task('fix-backup-script'))
    if (!image.ok) throw new Error(image.reason)
    const env = await daytona.create(spec(image.image, 'run-argv'))
    try {
      const hostile = `it's $(touch /tmp/pwned) \`id\` ; exit 7 "quoted" \\ back`
      const out: Buffer[] = []
      const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (out.push(chunk), done()) })
      const result = await env.exec({ cmd: ['printf', '%s|', hostile, 'two'], stdout: sink, user: 'dev' })
      expect(result.exitCode).toBe(0)
      expect(Buffer.concat(out).toString()).toBe(`${hostile}|two|`)
      const who: Buffer[] = []
      const whoSink = new Writable({ write: (chunk: Buffer, _enc, done) => (who.push(chunk), done()) })
      await env.exec({
        cmd: ['sh', '-c', 'id -un; cat; test ! -e /tmp/pwned'],
        user: 'dev',
        stdin: Buffer.from('from stdin\n'),
        stdout: whoSink,
      })
      expect(Buffer.concat(who).toString()).toBe('dev\nfrom stdin\n')
      const timed = await env.exec({ cmd: ['sleep', '5'], timeoutMs: 1000 })
      expect(timed.timedOut).toBe(true)
      await expect(env.copyOut('/no/such/path')).rejects.toBeInstanceOf(PathNotFound)
    } finally {
      await env.remove()
    }
  })
})

describe('Dockerfile builds on Daytona (context uploaded by us, built by Daytona)', () => {
  it('uploads the environment folder through a failing object store (500, a cut connection), links kept as links', async () => {
    const HOST_SECRET = `host-only-${randomUUID()}`
    await withTempDir(async (root) => {
      const outside = join(root, 'host-secret.txt')
      await writeFile(outside, HOST_SECRET)
      const dir = await writeTaskFolder(join(root, 'tasks'), {
        name: 'context-upload',
        dockerfile: `FROM ${BASE_IMAGE}\nCOPY . /ctx\n`,
        files: { 'environment/data/nested.txt': 'inside\n' },
      })
      // A link out of the context: an attacker's task pointing at the runner's files.
      await symlink(outside, join(dir, 'environment', 'leak'))
      const contextTask = await loadTask(dir, join(root, 'tasks'))

      const daytona = provider()
      const faults = fake.uploadFaultsAnswered
      fake.failUploads([500, 'drop'])
      const image = await daytona.images({ buildLogDir: buildLogs }).ensure(contextTask)
      if (!image.ok) throw new Error(image.reason)
      expect(fake.uploadFaultsAnswered - faults).toBe(2)

      const archive = lastUploadedContext()
      expect(archive.includes(HOST_SECRET)).toBe(false)
      const entries = await tarHeaders(archive)
      expect(entries.get('leak')).toEqual({ type: 'symlink', linkname: outside })
      expect(entries.get('data/nested.txt')).toEqual({ type: 'file', linkname: null })
      expect(entries.get('Dockerfile')).toEqual({ type: 'file', linkname: null })

      const { text } = await inSandbox(
        daytona,
        image.image,
        // One stream: the failing cat's message on stderr may otherwise come before readlink's line.
        'cat /ctx/data/nested.txt; readlink /ctx/leak; cat /ctx/leak 2>&1',
      )
      expect(text).toContain(`inside\n${outside}\n`)
      expect(text).not.toContain(HOST_SECRET)
    })
  })

  it('leaves out what .dockerignore excludes: a 100 MiB file is neither uploaded nor in the image', async () => {
    await withTempDir(async (root) => {
      const dir = await writeTaskFolder(join(root, 'tasks'), {
        name: 'ignored-data',
        dockerfile: `FROM ${BASE_IMAGE}\nCOPY . /ctx\n`,
        files: { 'environment/.dockerignore': 'data/huge.bin\n', 'environment/data/small.txt': 'small\n' },
      })
      // Sparse: takes no disk. (The task loader still reads it for the task's checksum.)
      await writeFile(join(dir, 'environment/data/huge.bin'), '')
      await truncate(join(dir, 'environment/data/huge.bin'), 100 * 1024 ** 2)
      const daytona = provider()
      const image = await daytona
        .images({ buildLogDir: buildLogs })
        .ensure(await loadTask(dir, join(root, 'tasks')))
      if (!image.ok) throw new Error(image.reason)
      const archive = lastUploadedContext()
      expect(archive.length).toBeLessThan(64 * 1024)
      expect([...(await tarHeaders(archive)).keys()].sort()).toEqual([
        '.dockerignore',
        'Dockerfile',
        'data',
        'data/small.txt',
      ])
      const ran = await inSandbox(
        daytona,
        image.image,
        'test -f /ctx/data/small.txt && test ! -e /ctx/data/huge.bin',
      )
      expect(ran.exitCode).toBe(0)
    })
  })

  it("writes builds/<snapshot>.log with Daytona's build output; a failing build's log is kept and named", async () => {
    await withTempDir(async (root) => {
      const mark = randomUUID()
      const good = await makeTask(join(root, 'tasks'), {
        name: 'logged-build',
        dockerfile: `FROM ${BASE_IMAGE}\nRUN echo built-${mark}\n`,
      })
      const bad = await makeTask(join(root, 'tasks'), {
        name: 'failing-build',
        dockerfile: `FROM ${BASE_IMAGE}\nRUN echo broken-${mark} && exit 3\n`,
      })
      const images = provider().images({ buildLogDir: join(root, 'builds') })
      const built = await images.ensure(good)
      if (!built.ok) throw new Error(built.reason)
      const goodLog = await readFile(join(root, 'builds', `${built.image}.log`), 'utf8')
      expect(goodLog).toContain(`built-${mark}`)
      expect(goodLog).toMatch(/active after/)

      const failed = await images.ensure(bad)
      if (failed.ok) throw new Error('a build that exits 3 succeeded')
      const named = /build log: (\S+)\)$/.exec(failed.reason)?.[1] ?? ''
      expect(named.startsWith(join(root, 'builds'))).toBe(true)
      const badLog = await readFile(named, 'utf8')
      expect(badLog).toContain(`broken-${mark}`)
      expect(badLog).toMatch(/(non-zero code|exit code): 3/)
      expect(failed.reason).toContain('failing-build/environment/Dockerfile')
    })
  })

  it('two shards building the same snapshot at once make one build, and both get it', async () => {
    await withTempDir(async (root) => {
      const shared = await makeTask(join(root, 'tasks'), {
        name: 'shared-build',
        dockerfile: `FROM ${BASE_IMAGE}\nRUN echo ${randomUUID()} > /build-id\n`,
      })
      const builds = fake.buildsStarted
      const uploads = fake.storedContexts().length
      const [one, two] = await Promise.all([
        provider().images({ buildLogDir: buildLogs }).ensure(shared),
        provider().images({ buildLogDir: buildLogs }).ensure(shared),
      ])
      expect(one).toMatchObject({ ok: true })
      expect(two).toMatchObject({ ok: true })
      expect(fake.buildsStarted - builds).toBe(1)
      // Both looked before either created: both created, and the one answered 409 waited.
      const name = one.ok ? one.image : ''
      expect(fake.created.snapshots.filter((b) => b.name === name)).toHaveLength(2)
      expect(fake.storedContexts().length - uploads).toBe(1)
    })
  })
})

/** Runs a shell line in a fresh sandbox of `image`, then removes it. */
async function inSandbox(
  daytona: DaytonaProvider,
  image: string,
  line: string,
): Promise<{ exitCode: number | null; text: string }> {
  const env = await daytona.create(spec(image, 'run-build-context'))
  try {
    const out: Buffer[] = []
    const stdout = new Writable({ write: (chunk: Buffer, _enc, done) => (out.push(chunk), done()) })
    const { exitCode } = await env.exec({ cmd: ['sh', '-c', line], stdout })
    return { exitCode, text: Buffer.concat(out).toString() }
  } finally {
    await env.remove()
  }
}

/** The context archive of the last snapshot created with build info. */
function lastUploadedContext(): Buffer {
  const [hash = ''] = (fake.created.snapshots.at(-1)?.buildInfo as { contextHashes: string[] }).contextHashes
  const archive = fake.contextArchive(hash)
  if (!archive) throw new Error(`context ${hash} not stored`)
  return archive
}

/** Each entry's type and link target, by name. */
async function tarHeaders(archive: Buffer): Promise<Map<string, { type: string; linkname: string | null }>> {
  const headers = new Map<string, { type: string; linkname: string | null }>()
  const extract = tar.extract()
  extract.on('entry', (header, stream, next) => {
    headers.set(header.name.replace(/\/$/, ''), {
      type: header.type ?? 'file',
      linkname: header.linkname ?? null,
    })
    stream.resume()
    stream.on('end', next)
  })
  const done = new Promise<void>((resolve, reject) => {
    extract.on('finish', resolve)
    extract.on('error', reject)
  })
  Readable.from([archive]).pipe(extract as unknown as NodeJS.WritableStream)
  await done
  return headers
}

function spec(image: string, runId: string): EnvironmentSpec {
  return {
    image,
    env: {},
    workdir: null,
    labels: { [LABEL_MANAGED]: 'true', [LABEL_RUN]: runId },
    limits: { cpus: 1, memoryMb: 512, pidsLimit: 256 },
    network: { kind: 'default' },
    mounts: [],
  }
}
