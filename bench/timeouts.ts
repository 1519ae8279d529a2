// How soon an attempt ends after its agent or verifier overran its timeout, or after an agent left a
// process holding its output: wall time of each such attempt against a plain attempt of the same
// image in the same run. (The tests check that the runner does not wait; this says how long it takes.)
import Docker from 'dockerode'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runBenchmark, type RunOptions } from '../src/run/runner.js'
import { environmentTag } from '../src/run/providers/docker/image-cache.js'
import { makeTask, type FixtureTask } from '../test/fixtures/tasks.js'
import type { BenchResult } from './types.js'

const TIMEOUT_SEC = 2
/** Allowed above the plain attempt plus the timeout itself. */
const SLACK_MS = 5_000

export async function bench(): Promise<BenchResult[]> {
  const work = await mkdtemp(join(tmpdir(), 'helios-bench-'))
  const docker = new Docker()
  const dockerfile = `FROM helios-base:bookworm\nRUN echo ${randomUUID()} > /bench-id\n`
  const tags = new Set<string>()
  const attemptMs = async (spec: Omit<FixtureTask, 'dockerfile'>, agent: RunOptions['agent']) => {
    const task = await makeTask(work, { ...spec, dockerfile })
    tags.add(environmentTag(task))
    const started = Date.now()
    await runBenchmark({ tasks: [task], agent, outputDir: join(work, 'out'), runId: spec.name, docker })
    return Date.now() - started
  }
  try {
    const command = (line: string) => ({ name: 'command', command: line })
    // Build the image once, then measure the plain attempt warm.
    await attemptMs({ name: 'warm-up' }, command('touch /tmp/done'))
    const plainMs = await attemptMs({ name: 'plain' }, command('touch /tmp/done'))
    const cases = [
      {
        name: 'verifier past its timeout: attempt wall time',
        ms: await attemptMs(
          {
            name: 'slow-verifier',
            toml: `[verifier]\ntimeout_sec = ${TIMEOUT_SEC}`,
            test: 'echo 1 > /logs/verifier/reward.txt; sleep infinity',
          },
          command('touch /tmp/done'),
        ),
        waits: TIMEOUT_SEC * 1000,
      },
      {
        name: 'agent past its timeout: attempt wall time',
        ms: await attemptMs(
          { name: 'slow-agent', toml: `[agent]\ntimeout_sec = ${TIMEOUT_SEC}` },
          command('touch /tmp/done; sleep infinity'),
        ),
        waits: TIMEOUT_SEC * 1000,
      },
      {
        name: 'agent leaving a process on its stdout: attempt wall time',
        ms: await attemptMs({ name: 'daemonizer' }, command('touch /tmp/done; (sleep infinity &); echo bye')),
        waits: 0,
      },
    ]
    return cases.map(({ name, ms, waits }) => ({
      name,
      value: ms,
      unit: 'ms',
      baseline: { name: 'plain attempt', value: plainMs },
      goal: `≤ baseline + ${waits / 1000} s timeout + ${SLACK_MS / 1000} s`,
      met: ms <= plainMs + waits + SLACK_MS,
    }))
  } finally {
    for (const tag of tags)
      await docker
        .getImage(tag)
        .remove({ force: true })
        .catch(() => undefined)
    await rm(work, { recursive: true, force: true })
  }
}
