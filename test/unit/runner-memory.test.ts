// Runner rules that need no engine, on the memory provider: the verifier's reward protocol and its
// timeout, the scheduler's interleaving and concurrency cap, resume, a task name that tries to
// leave the output folder, and a shard's summary. Moved from test/docker/runner-verifier.test.ts
// and runner-scheduler.test.ts: what they check is the runner's reading and writing of files, not
// what a shell in a container does, so the verifier's script here writes what test.sh wrote there.
import { existsSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import type { AttemptResult, RunSummary } from '../../src/results/types.js'
import { runBenchmark, type RunOptions } from '../../src/run/runner.js'
import { VERIFIER_COMMAND } from '../../src/run/verifier-files.js'
import { MemoryProvider, type ExecAnswer, type ExecCall } from '../fixtures/memory-provider.js'
import { makeTasks, type FixtureTask } from '../fixtures/tasks.js'
import { useTempFolders } from '../fixtures/temp-folders.js'

const folders = useTempFolders()

const isVerifier = (call: ExecCall) => call.cmd.at(-1) === VERIFIER_COMMAND
const isOracle = (call: ExecCall) => call.cmd.join(' ').includes('/solution/solve.sh')
const readJson = async <T>(path: string) => JSON.parse(await readFile(path, 'utf8')) as T

/** What the verifier leaves in /logs/verifier (its files), and whether it then hangs. */
interface VerifierDoes {
  files?: Record<string, string>
  hang?: boolean
}

/** The oracle leaves /tmp/done; the verifier writes `does`, or reward 1 when /tmp/done is there. */
function provider(does?: VerifierDoes, oracleDelayMs = 0): MemoryProvider {
  return new MemoryProvider({
    script: async (call): Promise<ExecAnswer> => {
      if (isOracle(call)) {
        await sleep(oracleDelayMs)
        call.files.set('/tmp/done', Buffer.from(''))
      }
      if (!isVerifier(call)) return { exitCode: 0 }
      const files = does?.files ?? { 'reward.txt': call.files.has('/tmp/done') ? '1\n' : '0\n' }
      for (const [name, content] of Object.entries(files))
        call.files.set(`/logs/verifier/${name}`, Buffer.from(content))
      return does?.hang ? 'hang' : { exitCode: 0 }
    },
  })
}

let runCounter = 0
async function runOne(spec: FixtureTask, does: VerifierDoes, options: Partial<RunOptions> = {}) {
  const tasks = await makeTasks(folders.root, [spec])
  const runId = `mem-r${++runCounter}`
  await runBenchmark({
    ...{ tasks, agent: { name: 'oracle' }, outputDir: folders.out, runId },
    provider: provider(does),
    ...options,
  })
  const dir = join(folders.out, runId, `001_${spec.name}`, 'attempt_001')
  return { result: await readJson<AttemptResult>(join(dir, 'result.json')), dir }
}

describe('verifier protocol', () => {
  it('no reward file is a failure (an agent could cause it), with the reason', async () => {
    const { result } = await runOne({ name: 'no-reward' }, { files: { 'test-stdout.txt': 'checked\n' } })
    expect(result.status).toBe('failed')
    expect(result.reason).toBe('verifier wrote no reward (neither /logs/verifier/reward.txt nor reward.json)')
    expect(result.exit_codes.verifier).toBe(0)
  })

  it('a garbage reward.txt is a failure naming the content', async () => {
    const { result, dir } = await runOne({ name: 'garbage-txt' }, { files: { 'reward.txt': 'all good!\n' } })
    expect(result.status).toBe('failed')
    expect(result.reason).toBe(
      `reward.txt must hold one decimal number (what Python's float() reads; no hex, no empty file), got "all good!"`,
    )
    expect(await readFile(join(dir, 'verifier', 'reward.txt'), 'utf8')).toBe('all good!\n')
  })

  it('a reward.json with a non-number is a failure naming the field', async () => {
    const { result } = await runOne(
      { name: 'garbage-json' },
      { files: { 'reward.json': '{"reward": "1"}\n' } },
    )
    expect(result.status).toBe('failed')
    expect(result.reason).toBe('reward.json field "reward" must be a finite number, got the string "1"')
  })

  it('reward.json with several rewards: `reward` is the main one, all are kept', async () => {
    const { result } = await runOne(
      { name: 'multi-reward' },
      { files: { 'reward.json': '{"accuracy": 0.5, "reward": 1, "style": 0.25}\n', 'reward.txt': '1\n' } },
    )
    expect(result).toMatchObject({
      status: 'passed',
      reward: 1,
      rewards: { accuracy: 0.5, reward: 1, style: 0.25 },
    })
  })

  it('reward.json without `reward`: the first key is the main one', async () => {
    const { result } = await runOne(
      { name: 'first-key' },
      { files: { 'reward.json': '{"score": 0.5, "other": 1}\n' } },
    )
    expect(result).toMatchObject({ status: 'failed', reward: 0.5, reason: 'reward 0.5 < 1' })
  })

  it('a verifier past its timeout is a failure and the run does not wait for it', async () => {
    // The verifier never ends by itself: a runner that waited for it would never return.
    const { result, dir } = await runOne(
      { name: 'slow-verifier', toml: '[verifier]\ntimeout_sec = 0.3' },
      { files: { 'test-stdout.txt': 'partial\n', 'reward.txt': '1\n' }, hang: true },
    )
    expect(result.status).toBe('failed')
    expect(result.reason).toBe('verifier timed out after 0.3s')
    expect(result.timed_out).toEqual({ agent: false, verifier: true })
    expect(result.exit_codes.verifier).toBeNull()
    // What it wrote before the timeout is still collected.
    expect(await readFile(join(dir, 'verifier', 'test-stdout.txt'), 'utf8')).toBe('partial\n')
  })
})

describe('scheduler', () => {
  it('interleaves attempts across tasks and never exceeds the concurrency', async () => {
    const tasks = await makeTasks(folders.root, [{ name: 'i-one' }, { name: 'i-two' }, { name: 'i-three' }])
    const started: string[] = []
    let inFlight = 0
    let maxInFlight = 0
    const summary = await runBenchmark({
      ...{ tasks, agent: { name: 'oracle' }, outputDir: folders.out, runId: 'mem-interleave' },
      // Each oracle works a while, so attempts overlap as far as the cap lets them.
      provider: provider(undefined, 30),
      attempts: 3,
      concurrency: 2,
      onProgress: (event) => {
        if (event.type === 'attempt-started') {
          started.push(`${event.task.name}#${event.attempt}`)
          maxInFlight = Math.max(maxInFlight, ++inFlight)
        }
        if (event.type === 'attempt-finished') inFlight--
      },
    })
    expect(started).toEqual([
      ...['i-one#1', 'i-two#1', 'i-three#1'],
      ...['i-one#2', 'i-two#2', 'i-three#2'],
      ...['i-one#3', 'i-two#3', 'i-three#3'],
    ])
    expect(maxInFlight).toBe(2)
    expect(summary.totals).toMatchObject({ tasks: 3, attempts: 9, passed: 9 })
    expect(summary.tasks.map((t) => t.output_dir)).toEqual(['001_i-one', '002_i-two', '003_i-three'])
  })

  it('resume runs only the attempts without a valid result', async () => {
    const tasks = await makeTasks(folders.root, [{ name: 'r-one' }, { name: 'r-two' }])
    const run = { tasks, agent: { name: 'oracle' }, outputDir: folders.out, runId: 'mem-resume' }
    await runBenchmark({ ...run, provider: provider(), attempts: 2 })
    const runDir = join(folders.out, 'mem-resume')
    await rm(join(runDir, '001_r-one', 'attempt_002', 'result.json'))
    await writeFile(join(runDir, '002_r-two', 'attempt_001', 'result.json'), '{"schema_version": 99}')
    const ran: string[] = []
    const completed: string[] = []
    const summary = await runBenchmark({
      ...run,
      provider: provider(),
      attempts: 3,
      resume: true,
      onProgress: (e) => e.type === 'attempt-started' && ran.push(`${e.task.name}#${e.attempt}`),
      onAttemptComplete: (result, dir) => {
        completed.push(`${result.task_name}#${result.attempt}`)
        expect(existsSync(join(dir, 'result.json'))).toBe(true)
      },
    })
    expect(ran).toEqual(['r-two#1', 'r-one#2', 'r-one#3', 'r-two#3'])
    expect([...completed].sort()).toEqual([...ran].sort())
    expect(summary.totals).toMatchObject({ attempts: 6, passed: 6 })
    expect(summary.tasks[0]!.n).toBe(3)
  })

  it('a task name that tries to escape the output folder stays inside the run folder', async () => {
    const tasks = await makeTasks(folders.root, [{ name: 'escape', toml: '' }])
    const evil = { ...tasks[0]!, name: '../../../etc/evil', id: '../../../etc/evil@x' }
    const summary = await runBenchmark({
      ...{ tasks: [evil], agent: { name: 'oracle' }, outputDir: folders.out, runId: 'mem-escape' },
      provider: provider(),
    })
    expect(summary.tasks[0]!.output_dir).toBe('001_etc-evil')
    expect(existsSync(join(folders.out, 'mem-escape', '001_etc-evil', 'attempt_001', 'result.json'))).toBe(
      true,
    )
  })

  it('a shard writes shard_summary.json', async () => {
    const tasks = await makeTasks(folders.root, [{ name: 'shard-task' }])
    const summary = await runBenchmark({
      ...{ tasks, agent: { name: 'nop' }, outputDir: folders.out, runId: 'mem-shard' },
      provider: provider(),
      shard: { index: 1, count: 4 },
      taskNumbers: [7],
      label: 'nightly',
    })
    const onDisk = await readJson<RunSummary>(join(folders.out, 'mem-shard', 'shard_summary.json'))
    expect(onDisk).toEqual(summary)
    expect(onDisk).toMatchObject({ kind: 'shard', shard: { index: 1, count: 4 }, label: 'nightly' })
    expect(onDisk.tasks[0]!.output_dir).toBe('007_shard-task')
    expect(existsSync(join(folders.out, 'mem-shard', 'run_summary.json'))).toBe(false)
  })
})
