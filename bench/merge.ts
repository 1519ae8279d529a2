// Merging at scale: 64 shard summaries covering 10,000 tasks × 10 attempts, serialized to JSON
// first so the timing includes parsing and validation as the report job does it.
// Goal: parse + merge under 2 s and under 300 MB.

import { mergeShardSummaries } from '../src/results/merge.js'
import { parseRunSummary } from '../src/results/run-summary.js'
import { mulberry32 } from '../src/results/stats.js'
import type { AttemptStatus } from '../src/results/types.js'
import { runSummary, taskSummary } from './synthetic.js'
import type { BenchResult } from './types.js'

const SHARDS = 64
const TASKS = 10_000
const ATTEMPTS = 10

function shardTexts(): string[] {
  const random = mulberry32(7)
  const texts: string[] = []
  for (let s = 0; s < SHARDS; s++) {
    const tasks = []
    for (let i = s; i < TASKS; i += SHARDS) {
      const p = random()
      const statuses: AttemptStatus[] = Array.from({ length: ATTEMPTS }, () => {
        const r = random()
        return r < 0.02 ? 'error' : r < p ? 'passed' : 'failed'
      })
      const reasons = statuses.includes('error')
        ? [{ reason: 'verifier timed out after 600 s', count: 1 }]
        : []
      tasks.push(
        taskSummary(
          {
            id: `task-${i}@${i.toString(16).padStart(12, '0')}`,
            statuses,
            reasons,
            attemptSec: 30 + 300 * random(),
          },
          i,
        ),
      )
    }
    texts.push(
      JSON.stringify(
        runSummary(tasks, { runId: 'run-bench', attempts: ATTEMPTS, shard: { index: s, count: SHARDS } }),
      ),
    )
  }
  return texts
}

export async function bench(): Promise<BenchResult[]> {
  const texts = shardTexts()
  const inputBytes = texts.reduce((sum, t) => sum + Buffer.byteLength(t), 0)
  globalThis.gc?.()
  const rssBefore = process.memoryUsage().rss
  const heapBefore = process.memoryUsage().heapUsed
  let peakRss = rssBefore
  let peakHeap = heapBefore
  const sample = (): void => {
    const m = process.memoryUsage()
    peakRss = Math.max(peakRss, m.rss)
    peakHeap = Math.max(peakHeap, m.heapUsed)
  }
  const started = performance.now()
  const parsed = texts.map((text, i) => {
    const summary = parseRunSummary(text, `shard-${i}/shard_summary.json`, 'shard')
    sample()
    return { file: `shard-${i}/shard_summary.json`, summary }
  })
  const { summary, problems } = mergeShardSummaries(parsed)
  const ms = performance.now() - started
  sample()
  const rssMb = (peakRss - rssBefore) / 2 ** 20
  const heapMb = (peakHeap - heapBefore) / 2 ** 20
  const ok = summary.tasks.length === TASKS && problems.length === 0
  return [
    {
      name: 'merge: parse + merge 64 shards (10,000 tasks × 10 attempts)',
      value: Math.round(ms),
      unit: 'ms',
      goal: '< 2000 ms',
      met: ms < 2000 && ok,
      notes: `${(inputBytes / 2 ** 20).toFixed(1)} MiB of JSON; ${summary.tasks.length} tasks merged, ${problems.length} problems`,
    },
    {
      name: 'merge: peak memory growth',
      value: Math.round(Math.max(rssMb, heapMb)),
      unit: 'MB',
      goal: '< 300 MB',
      met: Math.max(rssMb, heapMb) < 300,
      notes: `RSS +${rssMb.toFixed(0)} MB, heap +${heapMb.toFixed(0)} MB (sampled after each shard); process RSS ${(peakRss / 2 ** 20).toFixed(0)} MB`,
    },
  ]
}
