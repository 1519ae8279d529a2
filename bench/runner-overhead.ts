// Runner overhead: per-attempt wall time of runBenchmark vs a hand-written `docker` CLI loop doing
// the same work (create/start, exec agent, copy tests, exec verifier, read reward, rm) at the same
// parallelism on a trivial task with a pre-built image; plus image builds on run 1 vs run 2.
import Docker from 'dockerode'
import pLimit from 'p-limit'
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { runBenchmark } from '../src/run/runner.js'
import { environmentTag } from '../src/run/providers/docker/image-cache.js'
import type { Task } from '../src/task/types.js'
import { makeTask } from '../test/fixtures/tasks.js'
import type { BenchResult } from './types.js'

const run = promisify(execFile)
const ATTEMPTS = 20
const CONCURRENCY = 4
const ROUNDS = 3
/** Attempts of the working agent per round (3 s each: enough to overlap the verifier's set-up). */
const WORKING_ATTEMPTS = 8

export async function bench(): Promise<BenchResult[]> {
  const work = await mkdtemp(join(tmpdir(), 'helios-bench-'))
  const docker = new Docker()
  try {
    const task = await makeTask(work, {
      name: 'bench-trivial',
      dockerfile: `FROM helios-base:bookworm\nRUN echo ${randomUUID()} > /bench-id\n`,
      test: 'if [ -f /tmp/done ]; then echo 1; else echo 0; fi > /logs/verifier/reward.txt',
    })
    const image = environmentTag(task)
    const out = join(work, 'out')
    const agent = { name: 'command', command: 'touch /tmp/done' }

    const buildsIn = async (runId: string, attempts: number) => {
      let builds = 0
      await runBenchmark({
        tasks: [task],
        agent,
        outputDir: out,
        runId,
        attempts,
        concurrency: CONCURRENCY,
        docker,
        onProgress: (e) => e.type === 'build-started' && builds++,
      })
      return builds
    }
    const firstBuilds = await buildsIn('builds-1', CONCURRENCY)
    const secondBuilds = await buildsIn('builds-2', CONCURRENCY)

    // Warm both paths once, then alternate rounds so drift hits both alike; keep the median.
    await cliLoop(task, image, CONCURRENCY)
    const runnerTimes: number[] = []
    const cliTimes: number[] = []
    const unguardedTimes: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const started = Date.now()
      await runBenchmark({
        tasks: [task],
        agent,
        outputDir: out,
        runId: `r${round}`,
        attempts: ATTEMPTS,
        concurrency: CONCURRENCY,
        docker,
      })
      runnerTimes.push((Date.now() - started) / ATTEMPTS)
      cliTimes.push((await cliLoop(task, image, ATTEMPTS)) / ATTEMPTS)
      const unguardedStart = Date.now()
      await runBenchmark({
        tasks: [task],
        agent,
        outputDir: out,
        runId: `u${round}`,
        attempts: ATTEMPTS,
        concurrency: CONCURRENCY,
        docker,
        verifierGuard: false,
      })
      unguardedTimes.push((Date.now() - unguardedStart) / ATTEMPTS)
    }
    // An agent that works (3 s): the verifier beside it is made ready meanwhile, as in real runs.
    const working = { name: 'command', command: 'sleep 3; touch /tmp/done' }
    const besideWorking: number[] = []
    const inEnvironmentWorking: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      for (const verifierGuard of [true, false]) {
        const started = Date.now()
        await runBenchmark({
          tasks: [task],
          agent: working,
          outputDir: out,
          runId: `w${round}${verifierGuard ? 'b' : 'e'}`,
          attempts: WORKING_ATTEMPTS,
          concurrency: CONCURRENCY,
          docker,
          verifierGuard,
        })
        ;(verifierGuard ? besideWorking : inEnvironmentWorking).push(
          (Date.now() - started) / WORKING_ATTEMPTS,
        )
      }
    }
    const besideWorkingMs = median(besideWorking)
    const inEnvironmentWorkingMs = median(inEnvironmentWorking)
    const unguardedMs = median(unguardedTimes)
    const runnerMs = median(runnerTimes)
    const cliMs = median(cliTimes)
    await docker
      .getImage(image)
      .remove({ force: true })
      .catch(() => undefined)
    return [
      {
        name: 'runner per-attempt wall time',
        value: round1(runnerMs),
        unit: 'ms',
        baseline: { name: 'docker CLI loop', value: round1(cliMs) },
        goal: '≤ 1.10 × baseline',
        met: runnerMs <= 1.1 * cliMs,
        notes: `${ATTEMPTS} attempts × ${ROUNDS} rounds at concurrency ${CONCURRENCY}; ratio ${(runnerMs / cliMs).toFixed(2)}; runner rounds ${runnerTimes.map(round1).join('/')}, CLI rounds ${cliTimes.map(round1).join('/')}`,
      },
      {
        name: 'verifier beside the agent, per attempt (vs the verifier in the agent environment)',
        value: round1(runnerMs),
        unit: 'ms',
        baseline: {
          name: 'verifier in the agent environment (verifierGuard: false)',
          value: round1(unguardedMs),
        },
        goal: '≤ 1.10 × baseline',
        met: runnerMs <= 1.1 * unguardedMs,
        notes: `ratio ${(runnerMs / unguardedMs).toFixed(2)}; unguarded rounds ${unguardedTimes.map(round1).join('/')}`,
      },
      {
        name: 'verifier beside the agent, per attempt of an agent that works 3 s',
        value: round1(besideWorkingMs),
        unit: 'ms',
        baseline: { name: 'verifier in the agent environment', value: round1(inEnvironmentWorkingMs) },
        goal: '≤ 1.10 × baseline',
        met: besideWorkingMs <= 1.1 * inEnvironmentWorkingMs,
        notes: `${WORKING_ATTEMPTS} attempts × ${ROUNDS} rounds at concurrency ${CONCURRENCY}; ratio ${(besideWorkingMs / inEnvironmentWorkingMs).toFixed(2)}; beside rounds ${besideWorking.map(round1).join('/')}, in-environment ${inEnvironmentWorking.map(round1).join('/')}`,
      },
      {
        name: 'image builds, run 1 / run 2',
        value: secondBuilds,
        unit: 'builds',
        baseline: { name: 'run 1', value: firstBuilds },
        goal: 'run 1 = 1, run 2 = 0',
        met: firstBuilds === 1 && secondBuilds === 0,
        notes: `${CONCURRENCY} concurrent attempts of one environment`,
      },
    ]
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

/** The same attempt, by hand, one `docker` process per step. Returns the wall time in ms. */
async function cliLoop(task: Task, image: string, attempts: number): Promise<number> {
  const limit = pLimit(CONCURRENCY)
  const started = Date.now()
  const rewards = await Promise.all(
    Array.from({ length: attempts }, (_, i) =>
      limit(async () => {
        const { stdout } = await run('docker', [
          'create',
          '--label',
          'helios.managed=true',
          '--label',
          `helios.run=bench-cli`,
          '--label',
          `helios.attempt=${i + 1}`,
          '--init',
          '--cpus',
          '1',
          '--memory',
          '2048m',
          '--memory-swap',
          '2048m',
          '--pids-limit',
          '4096',
          image,
          'sleep',
          'infinity',
        ])
        const id = stdout.trim()
        try {
          await run('docker', ['start', id])
          await run('docker', [
            'exec',
            id,
            'bash',
            '-lc',
            'mkdir -p /logs/agent /logs/verifier /logs/artifacts; touch /tmp/done',
          ])
          await run('docker', ['cp', join(task.dir, 'tests'), `${id}:/tests`])
          await run('docker', [
            'exec',
            id,
            'bash',
            '-c',
            '/tests/test.sh > /logs/verifier/test-stdout.txt 2>&1',
          ])
          return (await run('docker', ['exec', id, 'cat', '/logs/verifier/reward.txt'])).stdout.trim()
        } finally {
          await run('docker', ['rm', '-f', id])
        }
      }),
    ),
  )
  if (rewards.some((r) => r !== '1')) throw new Error(`CLI loop: unexpected rewards ${rewards.join(',')}`)
  return Date.now() - started
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

function round1(value: number): number {
  return Math.round(value * 10) / 10
}
