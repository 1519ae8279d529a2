// The programmatic API as a library user sees it (src/index.ts): the seeds' ParallelRunner
// example — discover tasks, run them with a callback per attempt, read the aggregate.
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { compareRuns, discoverTasks, runBenchmark, type AttemptResult } from '../../src/index.js'
import { managedContainers, rid } from '../fixtures/docker.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'

let out: string
afterAll(async () => {
  await removeDir(out)
  expect(await managedContainers()).toEqual([])
})

it('discovers, runs with onAttemptComplete, and compares through the public surface', async () => {
  out = await makeTempDir('helios-lib-')
  const { tasks, invalid } = await discoverTasks(path.resolve(import.meta.dirname, '../../tasks'), {
    include: ['word-frequency', 'audit-access-log'],
  })
  expect(tasks.map((t) => t.name)).toEqual(['audit-access-log', 'word-frequency'])
  const completed: AttemptResult[] = []
  const summary = await runBenchmark({
    tasks,
    invalidTasks: invalid,
    agent: { name: 'oracle' },
    attempts: 2,
    concurrency: 2,
    outputDir: out,
    runId: rid('library'),
    onAttemptComplete: (result) => {
      completed.push(result)
    },
  })
  expect(completed.map((r) => `${r.task_name}#${r.attempt}:${r.status}`).sort()).toEqual([
    'audit-access-log#1:passed',
    'audit-access-log#2:passed',
    'word-frequency#1:passed',
    'word-frequency#2:passed',
  ])
  expect(summary.totals).toMatchObject({ tasks: 2, attempts: 4, passed: 4, pass_at_k: { '1': 1, '2': 1 } })
  const same = compareRuns(summary, summary)
  expect(same.conclusion).toBe('success')
  expect(same.regressions).toEqual([])
})
