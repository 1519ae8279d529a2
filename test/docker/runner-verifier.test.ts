// Bad verifier and agent behaviour: each becomes a result with a precise status and reason (the
// reward protocol and the verifier's timeout need no engine: test/unit/runner-memory.test.ts).
import { describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { runBenchmark, type RunOptions } from '../../src/run/runner.js'
import type { AttemptResult } from '../../src/results/types.js'
import { makeTasks, type FixtureTask } from '../fixtures/tasks.js'
import { useRunnerFolders } from '../fixtures/runner.js'
import { docker, readJson, rid } from '../fixtures/docker.js'
import { environmentTag } from '../../src/run/providers/docker/image-cache.js'

const folders = useRunnerFolders()

let runCounter = 0
async function runOne(
  spec: FixtureTask,
  options: Partial<RunOptions> = {},
): Promise<{ result: AttemptResult; dir: string }> {
  const tasks = await makeTasks(folders.root, [spec])
  const runId = rid(`r${++runCounter}`)
  await runBenchmark({ tasks, agent: { name: 'oracle' }, outputDir: folders.out, runId, ...options })
  const dir = join(folders.out, runId, '001_' + spec.name, 'attempt_001')
  return { result: await readJson<AttemptResult>(join(dir, 'result.json')), dir }
}

describe('verifier protocol', () => {
  it('an agent past its timeout is killed and recorded; the verifier still runs', async () => {
    const { result } = await runOne(
      {
        name: 'slow-agent',
        toml: '[agent]\ntimeout_sec = 2',
        // `30[1]` keeps grep's own command line from matching itself.
        test: `if [ -f /tmp/done ] && ! ls /proc/*/cmdline | xargs cat 2>/dev/null | tr '\\0' ' ' | grep -q 'sleep 30[1]'; then echo 1; else echo 0; fi > /logs/verifier/reward.txt`,
      },
      // The agent never ends by itself: a runner that waited for it would never return.
      { agent: { name: 'command', command: 'touch /tmp/done; (sleep 301 &); sleep infinity' } },
    )
    expect(result.timed_out).toEqual({ agent: true, verifier: false })
    expect(result.exit_codes.agent).toBeNull()
    // Passed: the agent's leftover background process was killed before verifying.
    expect(result).toMatchObject({ status: 'passed', reason: 'agent timed out after 2s' })
  })

  it('an agent that leaves a background process holding its stdout is not waited for', async () => {
    // A runner that waited for the output stream to close would meet the agent timeout instead
    // of the agent's exit: timed_out.agent would be true and the exit code null.
    const { result } = await runOne(
      { name: 'daemonizer', toml: '[agent]\ntimeout_sec = 10' },
      { agent: { name: 'command', command: 'touch /tmp/done; (sleep infinity &); echo bye' } },
    )
    expect(result).toMatchObject({ status: 'passed', exit_codes: { agent: 0 }, timed_out: { agent: false } })
  })

  it("an agent's own reward in /logs/verifier is cleared before the verifier runs", async () => {
    const { result } = await runOne(
      {
        name: 'cheater',
        test: 'if [ -e /logs/verifier/reward.txt ] || [ -e /logs/verifier/reward.json ]; then echo 1; else echo 0; fi > /logs/verifier/seen.txt; cat /logs/verifier/seen.txt >&2',
      },
      {
        agent: {
          name: 'command',
          command: `echo 1 > /logs/verifier/reward.txt; echo '{"reward": 1}' > /logs/verifier/reward.json`,
        },
      },
    )
    expect(result.status).toBe('failed')
    expect(result.reason).toMatch(/^verifier wrote no reward/)
  })

  it("the verifier's ctrf.json becomes result.json's per-test counts and the summary's tally; an agent's is not", async () => {
    const ctrf = JSON.stringify({
      results: {
        tool: { name: 'pytest' },
        tests: [
          { name: 'test_ok', status: 'passed' },
          { name: 'test_nested', status: 'failed', message: 'assert 2 == 3' },
        ],
      },
    })
    const { result, dir } = await runOne({
      name: 'ctrf',
      test: `echo '${ctrf}' > /logs/verifier/ctrf.json; echo 0 > /logs/verifier/reward.txt; echo "FAILED test_nested"`,
    })
    expect(result.tests).toEqual({
      passed: 1,
      failed: 1,
      skipped: 0,
      pending: 0,
      other: 0,
      failing: ['test_nested'],
    })
    expect(await readFile(join(dir, 'verifier', 'test-stdout.txt'), 'utf8')).toBe('FAILED test_nested\n')
    const summary = await readJson<{ tasks: { tests?: unknown }[] }>(
      join(dir, '..', '..', 'run_summary.json'),
    )
    expect(summary.tasks[0]!.tests).toEqual({
      reported: 1,
      failing: [{ name: 'test_nested', failed: 1 }],
      complete: true,
    })

    const forged = await runOne(
      { name: 'ctrf-forged', test: 'echo 1 > /logs/verifier/reward.txt' },
      { agent: { name: 'command', command: `echo '${ctrf}' > /logs/verifier/ctrf.json` } },
    )
    expect(forged.result.status).toBe('passed')
    expect(forged.result.tests).toBeUndefined()
  })

  it('tests/ is absent during the agent phase, /solution only for oracle', async () => {
    const probe = 'if [ -e /tests ] || [ -e /solution ]; then echo leak; else touch /tmp/done; fi'
    const { result } = await runOne({ name: 'no-peeking' }, { agent: { name: 'command', command: probe } })
    expect(result.status).toBe('passed')
    const oracle = await runOne({
      name: 'oracle-sees-solution',
      solve: 'test -f /solution/solve.sh && test ! -e /tests && touch /tmp/done',
    })
    expect(oracle.result.status).toBe('passed')
  })

  it('an agent over the memory limit is recorded as OOM-killed (the process killed, not the agent)', async () => {
    const { result } = await runOne(
      { name: 'memory-hog', toml: '[environment]\nmemory_mb = 64' },
      // tail must hold the whole (newline-free) input: 300 MB against a 64 MB limit.
      { agent: { name: 'command', command: 'head -c 300m /dev/zero | tail > /dev/null; echo survived' } },
    )
    expect(result.oom_killed).toBe(true)
    expect(result.status).toBe('failed')
    expect(result.reason).toBe('reward 0 < 1; an agent process was killed: out of memory (limit 64 MB)')
    expect(result.exit_codes.agent).toBe(0)
  })

  it('a task whose oracle has no solution is invalid before any build, and the others still run', async () => {
    // A Dockerfile of its own: running it would need a build, which must not happen.
    const unique = `FROM helios-base:bookworm\nRUN echo ${Date.now()}-${process.pid} > /id\n`
    const tasks = await makeTasks(folders.root, [
      { name: 'no-solution', solve: null, dockerfile: unique },
      { name: 'has-solution' },
    ])
    const builds: string[] = []
    const summary = await runBenchmark({
      tasks,
      agent: { name: 'oracle' },
      outputDir: folders.out,
      runId: rid('no-solution'),
      onProgress: (event) => event.type === 'build-started' && builds.push(event.task),
    })
    expect(builds).not.toContain('no-solution')
    expect(await imageExists(environmentTag(tasks[0]!))).toBe(false)
    expect(summary.totals).toMatchObject({ tasks: 1, passed: 1, invalid_tasks: 1 })
    expect(summary.invalid_tasks[0]).toMatchObject({
      file: 'no-solution/solution/solve.sh',
      message: expect.stringMatching(/agent oracle runs solution\/solve\.sh, which this task does not have/),
    })
  })
})

async function imageExists(tag: string): Promise<boolean> {
  return docker
    .getImage(tag)
    .inspect()
    .then(
      () => true,
      () => false,
    )
}
