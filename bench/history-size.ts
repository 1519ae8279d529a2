// history.json at its cap: 1,000 tasks × 365 nightly runs × 5 attempts (2 % errored). How big the
// file is (raw and as the artifact zip stores it, deflated), and how long the report job takes to
// read it, append a run, write it and build the flaky-task ledger.
// Goal: ≤ 5 MB raw (so the artifact upload and download stay seconds), carry + ledger ≤ 2 s.
import { deflateRawSync } from 'node:zlib'
import { flakyLedger } from '../src/results/flaky-ledger.js'
import {
  appendRun,
  emptyHistory,
  HISTORY_MAX_RUNS,
  parseHistory,
  serializeHistory,
} from '../src/results/history.js'
import { mulberry32 } from '../src/results/stats.js'
import type { AttemptStatus } from '../src/results/types.js'
import { drawStatuses, runSummary, taskSummary } from './synthetic.js'
import type { BenchResult } from './types.js'

const TASKS = 1000
const ATTEMPTS = 5

function nightly(night: number, rates: number[], random: () => number) {
  const tasks = rates.map((p, i) => {
    const statuses: AttemptStatus[] = drawStatuses(random, p, ATTEMPTS).map((s) =>
      random() < 0.02 ? 'error' : s,
    )
    return taskSummary({ id: `task-${i}@${i.toString(16).padStart(12, '0')}`, statuses }, i)
  })
  return runSummary(tasks, {
    runId: `gh-${10_000 + night}-1`,
    finishedAt: new Date(night * 86_400_000).toISOString(),
  })
}

export async function bench(): Promise<BenchResult[]> {
  const random = mulberry32(22)
  const rates = Array.from({ length: TASKS }, () => random())
  let history = emptyHistory('default')
  for (let night = 0; night < HISTORY_MAX_RUNS; night++)
    history = appendRun(history, nightly(night, rates, random))
  const text = serializeHistory(history)
  const raw = Buffer.byteLength(text)
  const zipped = deflateRawSync(text).length

  const next = nightly(HISTORY_MAX_RUNS, rates, random)
  const started = performance.now()
  const parsed = parseHistory(text, 'history.json')
  const parseSeconds = (performance.now() - started) / 1000
  const carried = appendRun(parsed, next)
  serializeHistory(carried)
  const ledgerStarted = performance.now()
  const ledger = flakyLedger(carried)
  const ledgerSeconds = (performance.now() - ledgerStarted) / 1000
  const seconds = (performance.now() - started) / 1000
  const flaky = ledger.filter((e) => e.marks.length > 0).length

  return [
    {
      name: `history.json size, ${TASKS} tasks × ${HISTORY_MAX_RUNS} runs`,
      value: Math.round((raw / 1e6) * 100) / 100,
      unit: 'MB',
      baseline: { name: 'deflated in the artifact zip', value: Math.round((zipped / 1e6) * 100) / 100 },
      goal: '≤ 5 MB',
      met: raw <= 5e6,
      notes: `${Math.round(raw / (TASKS * HISTORY_MAX_RUNS))} bytes per task and run`,
    },
    {
      name: 'read + append + write + ledger at the cap',
      value: Math.round(seconds * 1000) / 1000,
      unit: 's',
      goal: '≤ 2 s',
      met: seconds <= 2,
      notes: `reading ${parseSeconds.toFixed(2)} s, the ledger ${ledgerSeconds.toFixed(2)} s of it; ${flaky} of ${TASKS} tasks marked (every task with 0 < p < 1 can be)`,
    },
  ]
}
