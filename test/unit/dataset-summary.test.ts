// A run of a named dataset's tasks records the dataset and the task collection checksum in
// run_summary.json and batch_summary.json (on the in-memory provider: no engine).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseRunSummary } from '../../src/results/run-summary.js'
import { tasksChecksum } from '../../src/results/tasks-checksum.js'
import { runBenchmark } from '../../src/run/runner.js'
import { VERIFIER_COMMAND } from '../../src/run/verifier-files.js'
import { MemoryProvider } from '../fixtures/memory-provider.js'
import { makeTasks } from '../fixtures/tasks.js'
import { useTempFolders } from '../fixtures/temp-folders.js'

const folders = useTempFolders()

const DATASET = {
  name: 'demo',
  version: '1.0',
  git_url: 'http://127.0.0.1:1/demo.git',
  git_commit_id: 'e'.repeat(40),
  path: 'tasks',
}

describe('a dataset run', () => {
  it('records the dataset and the checksum of the tasks it ran', async () => {
    const tasks = await makeTasks(folders.root, [{ name: 'one' }, { name: 'two' }])
    const provider = new MemoryProvider({
      script: (call) => {
        if (call.cmd.at(-1) === VERIFIER_COMMAND)
          call.files.set('/logs/verifier/reward.txt', Buffer.from('1\n'))
        return { exitCode: 0 }
      },
    })
    await runBenchmark({
      tasks,
      agent: { name: 'command', command: 'true' },
      outputDir: folders.out,
      runId: 'dataset-run',
      provider,
      dataset: DATASET,
    })
    const file = join(folders.out, 'dataset-run', 'run_summary.json')
    const summary = parseRunSummary(await readFile(file, 'utf8'), file)
    expect(summary.dataset).toEqual(DATASET)
    const expected = tasksChecksum(
      tasks.map((t) => ({ task_path: t.relativeDir, task_checksum: t.checksum })),
    )
    expect(summary.tasks_checksum).toBe(expected)
    const batch = JSON.parse(await readFile(join(folders.out, 'dataset-run', 'batch_summary.json'), 'utf8'))
    expect(batch).toMatchObject({ dataset: 'demo@1.0', tasks_checksum: expected, total_tasks: 2 })
  })
})
