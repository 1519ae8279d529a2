// Pooled baseline history: the base side of a comparison may add the attempts of a few older
// complete base-branch runs to the newest one, so its uncertainty shrinks at no extra cost. Pure.
//
// Rule (tested in test/unit/pool-baseline.test.ts, measured by bench/gate-simulation.ts):
//   - the newest baseline is the reference: its tasks, agent and model, its time;
//   - an older run is pooled only when it ran the same agent and model and started at most
//     POOL_MAX_AGE_DAYS before the reference; at most `max` runs in all (the reference included);
//   - within a pooled run, a task adds its attempts only when its id and checksum equal the
//     reference's (a changed task is another task); tasks the reference lacks are never added.
// Attempts are pooled, not runs averaged: a task's pass@k is the unbiased estimator over all its
// pooled attempts, so runs with a different number of attempts each (different k) pool too; the
// pooled summary keeps the newest's `attempts` (the k fallback and "like with like" see the runs'
// setting, not the pool's size).

import { mean, passCurves } from './metrics.js'
import { computeTotals } from './totals.js'
import type { RunSummary, TaskSummary } from './types.js'
import { sumUsage } from './usage.js'

/** How much older than the newest baseline a run may be and still be pooled. */
export const POOL_MAX_AGE_DAYS = 14

export interface PoolCandidate {
  summary: RunSummary
  /** How the report names it, e.g. "run #12" or a file name. */
  label: string
}

export interface PooledBaseline {
  /** The reference with the pooled attempts added (the reference itself when nothing pooled). */
  summary: RunSummary
  /** The older runs that added attempts, and to how many tasks. */
  pooled: { label: string; tasks: number; attempts: number }[]
  /** Older runs not pooled, and why. */
  passedOver: { label: string; reason: string }[]
  /** One sentence for the report; null when pooling was off or nothing pooled or passed over. */
  note: string | null
}

/**
 * `candidates` newest first: the first is the reference baseline. `max` 1 turns pooling off.
 * `unreadable`: older runs the caller could not read, passed over with their reason.
 */
export function poolBaseline(
  candidates: readonly PoolCandidate[],
  max: number,
  unreadable: PooledBaseline['passedOver'] = [],
): PooledBaseline {
  const [reference, ...older] = candidates
  if (!reference) throw new RangeError('poolBaseline needs at least the newest baseline')
  const ref = reference.summary
  const pooled: PooledBaseline['pooled'] = []
  const passedOver: PooledBaseline['passedOver'] = [...unreadable]
  const extra = new Map<string, TaskSummary[]>()
  for (const candidate of max > 1 ? older : []) {
    const reason = pooledAway(ref, candidate.summary, pooled.length + 1 >= max)
    if (reason !== null) {
      passedOver.push({ label: candidate.label, reason })
      continue
    }
    const byId = new Map(candidate.summary.tasks.map((t) => [t.task_id, t]))
    const names = new Set(candidate.summary.tasks.map((t) => t.task_name))
    let tasks = 0
    let attempts = 0
    let changed = 0
    for (const t of ref.tasks) {
      const match = byId.get(t.task_id)
      // Same name under another id, or the same id with other content: another task, not pooled.
      if (!match || match.task_checksum !== t.task_checksum) {
        if (match || names.has(t.task_name)) changed++
        continue
      }
      extra.set(t.task_id, [...(extra.get(t.task_id) ?? []), match])
      tasks++
      attempts += match.n
    }
    if (tasks === 0) {
      const why = changed > 0 ? `its ${changed} shared task(s) have other content` : 'no task in common'
      passedOver.push({ label: candidate.label, reason: why })
    } else pooled.push({ label: candidate.label, tasks, attempts })
  }
  if (pooled.length === 0) {
    return {
      summary: ref,
      pooled,
      passedOver,
      note: passedOver.length === 0 ? null : noteOf(reference.label, pooled, passedOver),
    }
  }
  const tasks = ref.tasks.map((t) => (extra.has(t.task_id) ? poolTask([t, ...extra.get(t.task_id)!]) : t))
  // `attempts` stays the runs' setting (the newest's): pooling is not "run unlike the head".
  const summary: RunSummary = {
    ...ref,
    tasks,
    totals: computeTotals(tasks, ref.invalid_tasks.length),
  }
  return { summary, pooled, passedOver, note: noteOf(reference.label, pooled, passedOver) }
}

/** Why an older run is not pooled with the reference, or null when it may be. */
function pooledAway(ref: RunSummary, run: RunSummary, full: boolean): string | null {
  if (full) return 'the pool is full'
  if (run.run_id === ref.run_id) return 'it is the newest baseline itself'
  if (run.agent !== ref.agent) return `agent ${run.agent}, not ${ref.agent}`
  if ((run.model ?? null) !== (ref.model ?? null))
    return `model ${run.model ?? 'none'}, not ${ref.model ?? 'none'}`
  const refTime = Date.parse(ref.started_at)
  const time = Date.parse(run.started_at)
  if (!Number.isFinite(refTime) || !Number.isFinite(time)) return 'its start time cannot be read'
  const days = (refTime - time) / 86_400_000
  if (days > POOL_MAX_AGE_DAYS)
    return `it started ${Math.floor(days)} days before the newest baseline (more than ${POOL_MAX_AGE_DAYS})`
  return null
}

/** One task's attempts from several runs (same id and checksum), as one summary. */
export function poolTask(parts: readonly TaskSummary[]): TaskSummary {
  const [first] = parts
  if (!first) throw new RangeError('poolTask needs at least one task')
  const n = parts.reduce((a, t) => a + t.n, 0)
  const successes = parts.reduce((a, t) => a + t.successes, 0)
  const rewards = parts.flatMap((t) => t.rewards)
  const curves = passCurves(n, successes)
  const reasons = new Map<string, number>()
  for (const r of parts.flatMap((t) => t.reasons))
    reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + r.count)
  const steps = new Map<string, { name: string; ran: number; passed: number }>()
  for (const s of parts.flatMap((t) => t.steps ?? [])) {
    const step = steps.get(s.name) ?? { name: s.name, ran: 0, passed: 0 }
    step.ran += s.ran
    step.passed += s.passed
    steps.set(s.name, step)
  }
  const total = parts.reduce((a, t) => a + t.duration_sec.total, 0)
  return {
    ...first,
    n,
    successes,
    errors: parts.reduce((a, t) => a + t.errors, 0),
    statuses: parts.flatMap((t) => t.statuses),
    rewards,
    reasons: [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
    pass_at_k: curves.passAtK,
    pass_hat_k: curves.passHatK,
    mean_reward: rewards.length === parts.reduce((a, t) => a + t.n, 0) ? mean(rewards) : first.mean_reward,
    duration_sec: { mean: total / n, total, max: Math.max(...parts.map((t) => t.duration_sec.max)) },
    usage: sumUsage(parts.map((t) => t.usage)),
    ...(steps.size > 0 ? { steps: [...steps.values()] } : {}),
  }
}

function noteOf(
  reference: string,
  pooled: PooledBaseline['pooled'],
  passedOver: PooledBaseline['passedOver'],
): string {
  const parts: string[] = []
  if (pooled.length > 0) {
    const each = pooled
      .map((p) => `${p.label} (${p.attempts} attempts over ${p.tasks} of its tasks)`)
      .join(', ')
    parts.push(
      `base attempts pooled from ${pooled.length + 1} runs: ${reference} and ${each} — same agent, model and task content, within ${POOL_MAX_AGE_DAYS} days`,
    )
  }
  if (passedOver.length > 0)
    parts.push(`not pooled: ${passedOver.map((p) => `${p.label} (${p.reason})`).join(', ')}`)
  return parts.join('; ')
}
