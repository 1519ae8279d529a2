// The summary of an interrupted run: built from the result.json files already on disk, so a
// cancelled shard still reports (and uploads) every attempt that finished.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseAttemptResult } from '../results/attempt-result.js'
import { summarizeRun, summarizeTask } from '../results/summary.js'
import type { AttemptResult, RunSummary } from '../results/types.js'
import { attemptDirName, taskOutputDirName } from '../task/slug.js'
import { summaryFileName, type RunOptions } from './runner.js'

export async function summarizeFinishedRun(options: RunOptions, startedAt?: Date): Promise<RunSummary> {
  const runDir = join(options.outputDir, options.runId ?? '')
  const attempts = options.attempts ?? 1
  const tasks = await Promise.all(
    options.tasks.map(async (task, i) => {
      const outputDir = taskOutputDirName(options.taskNumbers?.[i] ?? i + 1, task.name)
      const results: AttemptResult[] = []
      for (let attempt = 1; attempt <= attempts; attempt++) {
        const file = join(runDir, outputDir, attemptDirName(attempt), 'result.json')
        const text = await readFile(file, 'utf8').catch(() => null)
        if (text !== null) results.push(parseAttemptResult(text, file))
      }
      return summarizeTask(
        {
          task_id: task.id,
          task_name: task.name,
          task_checksum: task.checksum,
          task_path: task.relativeDir,
          output_dir: outputDir,
        },
        results,
      )
    }),
  )
  const now = new Date().toISOString()
  const started = startedAt?.toISOString() ?? now
  const summary = summarizeRun(
    {
      kind: options.shard ? 'shard' : 'run',
      run_id: options.runId ?? '',
      label: options.label ?? 'default',
      shard: options.shard ?? null,
      agent: options.agent.name,
      model: options.model ?? null,
      attempts,
      concurrency: options.concurrency ?? 2,
      started_at: started,
      finished_at: now,
      source: options.source ?? null,
    },
    tasks.filter((t) => t.n > 0),
    options.invalidTasks ?? [],
  )
  await writeFile(join(runDir, summaryFileName(options.shard)), `${JSON.stringify(summary, null, 2)}\n`)
  return summary
}
