// Helios' ParallelRunner names over runBenchmark, on the in-memory provider (no engine): the
// BatchResult's figures, onComplete per attempt, folders that are not tasks, and a callback that
// throws.
import { describe, expect, it } from 'vitest'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { ParallelRunner, type AttemptOutcome } from '../../src/run/parallel-runner.js'
import { discoverTasks } from '../../src/task/discover.js'
import { VERIFIER_COMMAND } from '../../src/run/verifier-files.js'
import { MemoryProvider, type ExecCall } from '../fixtures/memory-provider.js'
import { writeTaskFolder } from '../fixtures/tasks.js'
import { useTempFolders } from '../fixtures/temp-folders.js'

const folders = useTempFolders()
const AGENT = { name: 'command', command: 'solve' }

/** `always` passes every attempt; `second` only its second; `never` none. */
function provider(): MemoryProvider {
  const runs = new Map<string, number>()
  return new MemoryProvider({
    script: (call: ExecCall) => {
      if (call.cmd.at(-1) !== VERIFIER_COMMAND) return { exitCode: 0 }
      const task = call.files.get('/helios/instruction.md')?.toString() ?? ''
      const name = /Solve (\S+):/.exec(task)?.[1] ?? '?'
      const n = (runs.get(name) ?? 0) + 1
      runs.set(name, n)
      const pass = name === 'always' || (name === 'second' && n === 2)
      call.files.set('/logs/verifier/reward.txt', Buffer.from(pass ? '1\n' : '0\n'))
      return { exitCode: 0 }
    },
  })
}

async function tasksDir(): Promise<string> {
  const dir = join(folders.root, 'tasks')
  for (const name of ['always', 'second', 'never']) await writeTaskFolder(dir, { name })
  return dir
}

describe('ParallelRunner', () => {
  it('runs discovered tasks k times and answers with Helios’ BatchResult', async () => {
    const { tasks } = await discoverTasks(await tasksDir())
    const seen: [string, AttemptOutcome][] = []
    const result = await new ParallelRunner({
      taskPaths: tasks,
      nConcurrent: 1,
      nAttempts: 2,
      agent: AGENT,
      provider: provider(),
      outputDir: folders.out,
      quiet: true,
      onComplete: (name, outcome) => void seen.push([name, outcome]),
    }).run()
    expect(result).toMatchObject({ totalTasks: 3, passed: 2, failed: 1, nAttempts: 2, nUniqueTasks: 3 })
    // pass@2 in percent: always 1, second 1, never 0.
    expect(result.passAtK).toBeCloseTo(200 / 3)
    expect(result.meanReward).toBeCloseTo((1 + 0.5 + 0) / 3)
    expect(result.tasks.map((t) => [t.name, t.status])).toEqual([
      ['always', 'passed'],
      ['never', 'failed'],
      ['second', 'passed'],
    ])
    expect(seen).toHaveLength(6)
    expect(seen.every(([name, outcome]) => name === outcome.taskName)).toBe(true)
    expect(result.results).toEqual(seen.map(([, outcome]) => outcome))
    const failed = result.results.find((r) => r.taskName === 'never')!
    expect(failed).toMatchObject({ passed: false, status: 'failed', reward: 0 })
    expect(failed.error).toMatch(/reward 0/)
    expect(result.runDir).toBe(join(folders.out, result.summary.run_id))
    expect(result.summary.run_id).toMatch(/^batch_\d{8}_\d{6}$/)
  })

  it('takes folder paths; one that is not a task is counted invalid and the others still run', async () => {
    const dir = await tasksDir()
    const empty = join(folders.root, 'not-a-task')
    await mkdir(empty)
    const result = await new ParallelRunner({
      taskPaths: [join(dir, 'always'), empty],
      agent: AGENT,
      provider: provider(),
      outputDir: folders.out,
      quiet: true,
    }).run()
    expect(result).toMatchObject({ totalTasks: 1, passed: 1, failed: 0, passAtK: null, nAttempts: 1 })
    expect(result.summary.invalid_tasks).toEqual([
      expect.objectContaining({
        file: join(empty, 'task.toml'),
        message: expect.stringMatching(/^no task\.toml here/),
      }),
    ])
  })

  // A callback that throws stops the run (as runBenchmark's onAttemptComplete does): the caller
  // hears of it, and the attempts that finished are kept on disk.
  it('an onComplete that throws stops the run with an error, never a silent partial result', async () => {
    const { tasks } = await discoverTasks(await tasksDir())
    const run = new ParallelRunner({
      taskPaths: tasks,
      nConcurrent: 1,
      agent: AGENT,
      provider: provider(),
      outputDir: folders.out,
      quiet: true,
      onComplete: () => {
        throw new Error('callback broke')
      },
    }).run()
    await expect(run).rejects.toThrow()
  })
})
