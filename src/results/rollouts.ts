// The runs of a bench config, grouped the way the TOML rollout runner's `summarize` and `eval`
// read them: one rollout per `helios batch --config` invocation (its base run id), one run per
// label in it. Pure: the CLI reads the run folders, this groups and picks.
import type { RunSummary } from './types.js'

export interface RolloutRun {
  /** The run folder (as found). */
  dir: string
  summary: RunSummary
}

export interface Rollout {
  /** The base run id every label's run shares (`batch_20250824_123456`). */
  id: string
  startedAt: string
  runs: RolloutRun[]
}

/** A run's rollout id: its run id without the `_<label>` that `--config` appends. */
export function rolloutIdOf(summary: RunSummary): string {
  const suffix = `_${summary.label}`
  return summary.run_id.endsWith(suffix) && summary.run_id.length > suffix.length
    ? summary.run_id.slice(0, -suffix.length)
    : summary.run_id
}

/** A label of the config called `name`: the name itself, or the name and `-<agent or model id>`. */
export function isLabelOf(label: string, name: string): boolean {
  return label === name || label.startsWith(`${name}-`)
}

/** The runs grouped by rollout, oldest first; each rollout's runs by label. */
export function groupRollouts(runs: readonly RolloutRun[]): Rollout[] {
  const byId = new Map<string, RolloutRun[]>()
  for (const run of runs) {
    const id = rolloutIdOf(run.summary)
    byId.set(id, [...(byId.get(id) ?? []), run])
  }
  return [...byId.entries()]
    .map(([id, list]) => ({
      id,
      startedAt: list.map((r) => r.summary.started_at).sort()[0]!,
      runs: [...list].sort((a, b) => a.summary.label.localeCompare(b.summary.label)),
    }))
    .sort((a, b) => a.startedAt.localeCompare(b.startedAt) || a.id.localeCompare(b.id))
}

export type RolloutChoice = { latest: true } | { rollout: string } | { all: true }

/**
 * The rollouts chosen: the latest, the one named (its whole id, or the id's timestamp part:
 * `20250824_123456` for `batch_20250824_123456`), or all. Null: the named one is not there.
 */
export function pickRollouts(rollouts: readonly Rollout[], choice: RolloutChoice): Rollout[] | null {
  if ('all' in choice) return [...rollouts]
  if ('latest' in choice) return rollouts.length ? [rollouts.at(-1)!] : null
  const wanted = choice.rollout
  const exact = rollouts.filter((r) => r.id === wanted)
  const found = exact.length ? exact : rollouts.filter((r) => r.id.endsWith(`_${wanted}`))
  return found.length === 1 ? found : null
}

/** One row per label of a rollout: what `summarize` shows. */
export interface RolloutRow {
  label: string
  agent: string
  model: string | null
  dir: string
  tasks: number
  attempts: number
  passed: number
  /** pass@1 and pass@k at the run's own attempts per task (k). */
  pass_at_1: number | null
  k: number
  pass_at_k: number | null
  mean_reward: number
  duration_sec: number
  cost_usd: number | null
}

export function rolloutRows(rollout: Rollout): RolloutRow[] {
  return rollout.runs.map(({ dir, summary }) => {
    const { totals } = summary
    return {
      label: summary.label,
      agent: summary.agent,
      model: summary.model,
      dir,
      tasks: totals.tasks,
      attempts: totals.attempts,
      passed: totals.passed,
      pass_at_1: totals.pass_at_k['1'] ?? null,
      k: summary.attempts,
      pass_at_k: totals.pass_at_k[String(summary.attempts)] ?? null,
      mean_reward: totals.mean_reward,
      duration_sec: summary.duration_sec,
      cost_usd: totals.usage?.cost_usd ?? null,
    }
  })
}

/** One task's result in one label's run: what `eval` shows. */
export interface TaskCell {
  passed: number
  attempts: number
  errors: number
  mean_reward: number
}

export interface TaskRow {
  task_name: string
  /** By label; a label whose run did not take the task (a model list) has no entry. */
  runs: Record<string, TaskCell>
}

/** Every task any run of the rollout took, by name, with each label's cell. */
export function rolloutTasks(rollout: Rollout): TaskRow[] {
  const rows = new Map<string, TaskRow>()
  for (const { summary } of rollout.runs)
    for (const task of summary.tasks) {
      const row = rows.get(task.task_name) ?? { task_name: task.task_name, runs: {} }
      row.runs[summary.label] = {
        passed: task.successes,
        attempts: task.n,
        errors: task.errors,
        mean_reward: task.mean_reward,
      }
      rows.set(task.task_name, row)
    }
  return [...rows.values()].sort((a, b) => a.task_name.localeCompare(b.task_name))
}
