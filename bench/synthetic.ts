// Synthetic run summaries and random draws for the benches (and the tests' larger fixtures).
// Seeded: every figure a bench prints can be reproduced.

import { passCurves } from '../src/results/metrics.js'
import { computeTotals } from '../src/results/totals.js'
import type { AttemptStatus, RunSummary, TaskSummary } from '../src/results/types.js'
import { taskOutputDirName } from '../src/task/slug.js'

export type Random = () => number

export function normal(random: Random): number {
  let u = 0
  while (u === 0) u = random()
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random())
}

/** Marsaglia–Tsang; shape < 1 via the U^(1/shape) boost. */
export function gamma(random: Random, shape: number): number {
  if (shape < 1) return gamma(random, shape + 1) * Math.pow(random() || Number.MIN_VALUE, 1 / shape)
  const d = shape - 1 / 3
  const c = 1 / Math.sqrt(9 * d)
  for (;;) {
    let x: number
    let v: number
    do {
      x = normal(random)
      v = 1 + c * x
    } while (v <= 0)
    v = v * v * v
    const u = random()
    if (u < 1 - 0.0331 * x ** 4 || Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v
  }
}

export function beta(random: Random, a: number, b: number): number {
  const x = gamma(random, a)
  const y = gamma(random, b)
  return x + y === 0 ? 0.5 : x / (x + y)
}

export interface SyntheticTask {
  id: string
  name?: string
  checksum?: string
  statuses: AttemptStatus[]
  /** Seconds per attempt. */
  attemptSec?: number
  reasons?: { reason: string; count: number }[]
}

export function taskSummary(t: SyntheticTask, index: number): TaskSummary {
  const n = t.statuses.length
  const successes = t.statuses.filter((s) => s === 'passed').length
  const errors = t.statuses.filter((s) => s === 'error').length
  const rewards = t.statuses.map((s) => (s === 'passed' ? 1 : 0))
  const curves = passCurves(n, successes)
  const sec = t.attemptSec ?? 10
  const name = t.name ?? t.id.split('@')[0]!
  return {
    task_id: t.id,
    task_name: name,
    task_checksum: t.checksum ?? `${t.id.split('@')[1] ?? 'c0ffee'}`.padEnd(64, '0'),
    task_path: `tasks/${name}`,
    output_dir: taskOutputDirName(index, name),
    n,
    successes,
    errors,
    statuses: t.statuses,
    rewards,
    reasons: t.reasons ?? [],
    pass_at_k: curves.passAtK,
    pass_hat_k: curves.passHatK,
    mean_reward: successes / n,
    duration_sec: { mean: sec, total: sec * n, max: sec },
  }
}

export interface SyntheticRun {
  runId?: string
  label?: string
  agent?: string
  model?: string | null
  attempts?: number
  shard?: { index: number; count: number } | null
  startedAt?: string
  finishedAt?: string
}

export function runSummary(tasks: TaskSummary[], run: SyntheticRun = {}): RunSummary {
  const shard = run.shard ?? null
  return {
    schema_version: 1,
    kind: shard === null ? 'run' : 'shard',
    run_id: run.runId ?? 'run-1',
    label: run.label ?? 'default',
    shard,
    agent: run.agent ?? 'claude-code',
    model: run.model === undefined ? 'claude-sonnet-4' : run.model,
    attempts: run.attempts ?? tasks[0]?.n ?? 1,
    concurrency: 4,
    started_at: run.startedAt ?? '2025-01-01T00:00:00.000Z',
    finished_at: run.finishedAt ?? '2025-01-01T01:00:00.000Z',
    duration_sec: 3600,
    source: null,
    tasks,
    invalid_tasks: [],
    totals: computeTotals(tasks, 0),
  }
}

/** Attempt statuses with success probability p (no errors). */
export function drawStatuses(random: Random, p: number, attempts: number): AttemptStatus[] {
  const statuses: AttemptStatus[] = []
  for (let i = 0; i < attempts; i++) statuses.push(random() < p ? 'passed' : 'failed')
  return statuses
}
