// `helios summarize` and `helios eval` on a terminal: a rollout's labels side by side (totals), or
// its tasks by label (each task's passes and mean reward). Pure text from the rollout's rows.
import { rolloutRows, rolloutTasks, type Rollout, type TaskCell } from '../results/rollouts.js'
import { percent } from './format.js'

/** Columns padded to their widest cell, two spaces apart; the first left-aligned, the rest right. */
function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  return rows
    .map((r) =>
      r
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

const rate = (value: number | null) => (value === null ? '—' : percent(value))

function heading(rollout: Rollout): string {
  const n = rollout.runs.length
  return `Rollout ${rollout.id} (${n} run${n === 1 ? '' : 's'}, started ${rollout.startedAt})`
}

/** Each label's totals: tasks, passes, pass@1, pass@k, mean reward, duration, cost. */
export function rolloutSummaryText(rollout: Rollout): string {
  const rows = rolloutRows(rollout)
  const header = [
    'label',
    'agent',
    'model',
    'tasks',
    'passed',
    'pass@1',
    'pass@k',
    'mean reward',
    'duration',
    'cost',
  ]
  const body = rows.map((r) => [
    r.label,
    r.agent,
    r.model ?? '—',
    String(r.tasks),
    `${r.passed}/${r.attempts}`,
    rate(r.pass_at_1),
    r.k > 1 ? `${rate(r.pass_at_k)} (k=${r.k})` : '—',
    r.mean_reward.toFixed(3),
    `${r.duration_sec.toFixed(1)}s`,
    r.cost_usd === null ? '—' : `$${r.cost_usd.toFixed(2)}`,
  ])
  const folders = rows.map((r) => `  ${r.label}: ${r.dir}`)
  return `${heading(rollout)}\n\n${table([header, ...body])}\n\nRun folders:\n${folders.join('\n')}\n`
}

function cell(c: TaskCell | undefined): string {
  if (c === undefined) return '—'
  const errors = c.errors > 0 ? ` +${c.errors} err` : ''
  return `${c.passed}/${c.attempts}${errors} ${c.mean_reward.toFixed(3)}`
}

/** Each task by label: passes/attempts (errors apart) and mean reward; `—` where a run left it out. */
export function rolloutEvalText(rollout: Rollout): string {
  const labels = rollout.runs.map((r) => r.summary.label)
  const body = rolloutTasks(rollout).map((t) => [t.task_name, ...labels.map((l) => cell(t.runs[l]))])
  const totals = rolloutRows(rollout).map((r) => `${r.passed}/${r.attempts} ${r.mean_reward.toFixed(3)}`)
  return [
    heading(rollout),
    'Each cell: passed/attempts and mean reward.',
    '',
    table([['task', ...labels], ...body, ['all tasks', ...totals]]),
    '',
  ].join('\n')
}

/** One line per rollout, oldest first: what `summarize <name>` shows without --latest or --rollout. */
export function rolloutListText(name: string, rollouts: readonly Rollout[]): string {
  const rows = rollouts.map((r) => {
    const runs = rolloutRows(r)
    const passed = runs.reduce((sum, x) => sum + x.passed, 0)
    const attempts = runs.reduce((sum, x) => sum + x.attempts, 0)
    return [
      r.id,
      r.startedAt,
      String(runs.length),
      `${passed}/${attempts}`,
      runs.map((x) => x.label).join(', '),
    ]
  })
  return `${name}: ${rollouts.length} rollout(s); --latest or --rollout <id> shows one\n\n${table([['rollout', 'started', 'runs', 'passed', 'labels'], ...rows])}\n`
}
