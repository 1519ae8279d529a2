// Harbor 1.4 steps around the agent, with real Docker: the healthcheck gates the agent, declared
// artifacts and collect hooks are copied out with a manifest, and the example task that uses them
// passes with oracle and fails with nop.
import { describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { loadTask } from '../../src/task/load.js'
import type { Task } from '../../src/task/types.js'
import { makeTask, type FixtureTask } from '../fixtures/tasks.js'
import { runOneAttempt, useRunnerFolders } from '../fixtures/runner.js'
import { readJson } from '../fixtures/docker.js'

// The image's entrypoint marks the environment ready after a second.
const SLOW_START = [
  'FROM helios-base:bookworm',
  `RUN printf '#!/bin/bash\\n(sleep 1; touch /tmp/ready) &\\nexec "$@"\\n' > /entry.sh && chmod +x /entry.sh`,
  'ENTRYPOINT ["/entry.sh"]',
].join('\n')

const folders = useRunnerFolders()
const runOne = (task: Task, agent: { name: string; command?: string }, name: string) =>
  runOneAttempt(task, agent, name, folders.out)

describe('healthcheck', () => {
  it('waits through the start period for the environment before the agent starts', async () => {
    const task = await makeTask(folders.root, {
      name: 'health-slow-start',
      dockerfile: SLOW_START,
      toml: '[environment.healthcheck]\ncommand = "test -f /tmp/ready"\nstart_period_sec = 5\nstart_interval_sec = 0.2\nretries = 1',
      // The agent would fail if it started before the environment was ready.
      solve: 'test -f /tmp/ready && touch /tmp/done',
    })
    const { result } = await runOne(task, { name: 'oracle' }, 'health-slow-start')
    expect(result.status).toBe('passed')
    // Checked every 0.2 s through a start of about a second: several checks, then passed.
    expect(result.healthcheck).toMatchObject({ passed: true, detail: null })
    expect(result.healthcheck!.checks).toBeGreaterThan(1)
  })

  it('makes the attempt an error naming the check when it never passes, and runs no agent', async () => {
    const task = await makeTask(folders.root, {
      name: 'health-never',
      toml: '[environment.healthcheck]\ncommand = "echo not up; exit 3"\ninterval_sec = 0.1\nretries = 2',
    })
    const { result } = await runOne(task, { name: 'oracle' }, 'health-never')
    expect(result.status).toBe('error')
    expect(result.reason).toBe(
      'healthcheck failed 2 time(s) in a row (2 check(s)): echo not up; exit 3: exit 3: not up',
    )
    expect(result.exit_codes.agent).toBeNull()
    expect(result.healthcheck).toEqual({ checks: 2, passed: false, detail: 'exit 3: not up' })
  })
})

describe('artifacts and collect hooks', () => {
  it('copies declared files and folders out with a manifest, after the hooks ran', async () => {
    const spec: FixtureTask = {
      name: 'artifacts',
      files: {
        // Root keys go before the first table: the fixture's own task.toml would put them in [task].
        'task.toml': [
          'artifacts = [',
          '  "/app/out.log",',
          '  { source = "build", destination = "build", exclude = ["*.o"] },',
          '  "/app/missing",',
          '  { source = "/app/build/sub", destination = "build/sub" },',
          ']',
          '[task]\nname = "artifacts"',
          '[environment]\nworkdir = "/app"',
          '[[verifier.collect]]\ncommand = "echo collected > /logs/artifacts/hook.txt"',
        ].join('\n'),
      },
      solve:
        'mkdir -p /app/build/sub && echo log > /app/out.log && echo a > /app/build/a.txt && echo o > /app/build/a.o && echo s > /app/build/sub/s.txt && touch /tmp/done',
    }
    const { result, dir } = await runOne(await makeTask(folders.root, spec), { name: 'oracle' }, 'artifacts')
    expect(result.status).toBe('passed')
    const read = (path: string) => readFile(join(dir, 'artifacts', path), 'utf8')
    expect(await read('declared/app/out.log')).toBe('log\n')
    expect(await read('declared/build/a.txt')).toBe('a\n')
    await expect(read('declared/build/a.o')).rejects.toThrow(/ENOENT/)
    expect(await read('logs/hook.txt')).toBe('collected\n')
    expect(await readJson(join(dir, 'collect.json'))).toEqual([
      {
        command: 'echo collected > /logs/artifacts/hook.txt',
        service: 'main',
        exit_code: 0,
        timed_out: false,
      },
    ])
    expect(await readJson(join(dir, 'artifacts', 'manifest.json'))).toEqual([
      {
        source: '/app/out.log',
        destination: 'app/out.log',
        type: 'file',
        status: 'ok',
        service: 'main',
        files: 1,
      },
      {
        source: '/app/build',
        destination: 'build',
        type: 'directory',
        status: 'ok',
        service: 'main',
        files: 2,
      },
      {
        source: '/app/missing',
        destination: 'app/missing',
        type: null,
        status: 'failed',
        service: 'main',
        reason: 'not found in the container',
      },
      {
        source: '/app/build/sub',
        destination: 'build/sub',
        type: null,
        status: 'skipped',
        service: 'main',
        reason: 'overlaps an earlier entry (the first one wins)',
      },
    ])
  })
})

describe('example task queue-worker-report (service, healthcheck, artifacts)', () => {
  it('passes with oracle and keeps the worker log, fails with nop', async () => {
    const task = await loadTask(resolve('tasks/queue-worker-report'), resolve('tasks'))
    const oracle = await runOne(task, { name: 'oracle' }, 'queue-oracle')
    expect(oracle.result.status).toBe('passed')
    expect(await readFile(join(oracle.dir, 'artifacts/declared/var/log/worker.log'), 'utf8')).toContain(
      'done report',
    )
    expect(await readFile(join(oracle.dir, 'artifacts/declared/done/report.out'), 'utf8')).toMatch(/^\d+\n$/)
    const nop = await runOne(task, { name: 'nop' }, 'queue-nop')
    expect(nop.result.status).toBe('failed')
  })
})
