// report.html: one self-contained page (inline CSS and SVG, no script, no fetch: its own content
// security policy forbids both) with the run's summary, the trend chart, the leaderboard when
// there is one, a per-task table and a drill-down per task (attempts, reasons, links to the
// attempt's files, its trajectory; base and head side by side for a regressed task). Pure: data in,
// string out; charts come in already rendered (charts.ts), files are read by the caller.
import type { Leaderboard } from '../../results/leaderboard.js'
import type { RunSummary, TaskSummary } from '../../results/types.js'
import { leaderboardCells, leaderboardHeaders, money } from '../leaderboard.js'
import { percent } from '../format.js'
import type { DisplayStatus } from '../format.js'
import { escapeHtml, safeHref } from './escape-html.js'
import { STYLE } from './style.js'
import { trajectoryHtml } from './trajectory-html.js'
import type { TrajectoryView } from './trajectory-view.js'

export interface AttemptView {
  attempt: number
  status: 'passed' | 'failed' | 'error'
  reason: string | null
  reward: number | null
  durationSec: number | null
  /** The attempt's folder (relative) or artifact (http/https). */
  href: string | null
  trajectory: TrajectoryView | null
  /** Why there is no trajectory (missing, unreadable, left out for size). */
  trajectoryNote: string | null
}

export interface TaskView {
  task: TaskSummary
  /** Against the baseline; null without one. */
  change: DisplayStatus | null
  attempts: AttemptView[]
  /** The baseline's attempts, for a regressed task whose base attempts were found. */
  baseAttempts: AttemptView[] | null
  /** The task's artifact when its attempts have no link of their own. */
  href: string | null
}

export interface HtmlReportInput {
  summary: RunSummary
  /** The comparison's one sentence; null without a baseline. */
  verdict: string | null
  trendSvg: string | null
  leaderboard: Leaderboard | null
  leaderboardSvg: string | null
  tasks: TaskView[]
  generatedAt: string
}

const CHANGE_MARK: Partial<Record<DisplayStatus, string>> = {
  regressed: 'regressed',
  improved: 'improved',
  dropped: 'dropped (noise)',
  rose: 'rose (noise)',
  new: 'new',
  removed: 'removed',
  changed: 'changed',
  errored: 'errored',
}

export function buildReportHtml(input: HtmlReportInput): string {
  const { summary } = input
  const title = `Helios report: ${summary.label}`
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    // No script, no fetch, no form, no frame: the page is text, inline styles and SVG.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head><body>',
    `<h1>${escapeHtml(title)}</h1>`,
    summarySection(input),
    input.trendSvg === null
      ? ''
      : section('trend', 'Trend', `<figure class="chart" id="trend-chart">${input.trendSvg}</figure>`),
    input.leaderboard === null ? '' : leaderboardSection(input.leaderboard, input.leaderboardSvg),
    tasksSection(input.tasks),
    drillDown(input.tasks),
    `<footer>Made by Helios on ${escapeHtml(input.generatedAt)}. Text from tasks and agents is shown as written, never run.</footer>`,
    '</body></html>',
    '',
  ].join('\n')
}

function section(id: string, heading: string, body: string): string {
  return `<section id="${id}"><h2>${heading}</h2>\n${body}\n</section>`
}

function summarySection(input: HtmlReportInput): string {
  const { summary } = input
  const t = summary.totals
  const ks = Object.keys(t.pass_at_k)
    .map(Number)
    .sort((a, b) => a - b)
  const usage = t.usage ?? null
  const rows: [string, string][] = [
    ['Agent', escapeHtml(summary.agent)],
    ['Model', summary.model === null ? '—' : escapeHtml(summary.model)],
    ['Tasks', String(t.tasks)],
    ['Attempts per task', String(summary.attempts)],
    ['Passed / failed / errors', `${t.passed} / ${t.failed} / ${t.errors}`],
    ...ks.map((k): [string, string] => [
      `pass@${k} · pass^${k}`,
      `${percent(t.pass_at_k[String(k)]!)} · ${percent(t.pass_hat_k[String(k)] ?? 0)}`,
    ]),
    ['Mean reward', t.mean_reward.toFixed(3)],
    ['Tokens', usage === null ? '—' : (usage.input_tokens + usage.output_tokens).toLocaleString('en-US')],
    ['Cost', money(usage?.cost_usd ?? null)],
    ['Finished', escapeHtml(summary.finished_at)],
  ]
  const source = safeHref(summary.source?.workflow_run_url)
  const verdict = input.verdict === null ? '' : `<p class="verdict">${escapeHtml(input.verdict)}</p>`
  const link = source === null ? '' : `<p><a href="${source}">Workflow run</a></p>`
  const table = `<table class="facts">${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join('')}</table>`
  return section('summary', 'Summary', `${verdict}${table}${link}`)
}

function leaderboardSection(board: Leaderboard, svg: string | null): string {
  const head = `<tr>${leaderboardHeaders(board.k)
    .map((h) => `<th>${escapeHtml(h)}</th>`)
    .join('')}</tr>`
  const rows = board.rows.map((row) => {
    const cls = row.best ? 'best' : row.versusBest?.worse ? 'worse' : ''
    const [label, ...rest] = leaderboardCells(row, board.k, escapeHtml)
    const mark = row.best ? 'best: ' : row.versusBest?.worse ? 'worse: ' : ''
    return `<tr class="${cls}"><td><span class="mark">${mark}</span>${label}</td>${rest.map((c) => `<td>${c}</td>`).join('')}</tr>`
  })
  const matrixHead = `<tr><th>task</th>${board.rows.map((r) => `<th>${escapeHtml(r.label)}</th>`).join('')}</tr>`
  const matrix = board.matrix.map(
    (t) =>
      `<tr><td>${escapeHtml(t.taskName)}</td>${t.cells
        .map((c) => `<td>${c === null ? '—' : `${c.successes}/${c.n}${c.changed ? ' (changed)' : ''}`}</td>`)
        .join('')}</tr>`,
  )
  const warnings = board.warnings.map((w) => `<p class="warning">${escapeHtml(w)}</p>`).join('')
  return section(
    'leaderboard',
    'Leaderboard',
    [
      `<p>Ranked by pass@${board.k}. Each other row is compared with the best by the PR gate's test over the tasks both ran (${percent(board.confidence)} confidence).</p>`,
      svg === null ? '' : `<figure class="chart" id="leaderboard-chart">${svg}</figure>`,
      `<table id="leaderboard-table">${head}${rows.join('')}</table>`,
      warnings,
      `<details><summary>Per task (${board.matrix.length} tasks × ${board.rows.length} runs: passed/attempts)</summary><table>${matrixHead}${matrix.join('')}</table></details>`,
    ].join('\n'),
  )
}

function tasksSection(tasks: readonly TaskView[]): string {
  const withChange = tasks.some((t) => t.change !== null)
  const head = `<tr><th>task</th>${withChange ? '<th>vs base</th>' : ''}<th>passed</th><th>errors</th><th>pass@1</th><th>mean reward</th><th>reasons</th></tr>`
  const rows = tasks.map((view, i) => {
    const t = view.task
    const reasons = t.reasons.map((r) => `${escapeHtml(r.reason)} (×${r.count})`).join('<br>')
    const change = withChange
      ? `<td>${view.change === null ? '' : (CHANGE_MARK[view.change] ?? '')}</td>`
      : ''
    return `<tr class="${view.change ?? ''}"><td><a href="#task-${i + 1}">${escapeHtml(t.task_name)}</a></td>${change}<td>${t.successes}/${t.n}</td><td>${t.errors}</td><td>${percent(t.pass_at_k['1'] ?? 0)}</td><td>${t.mean_reward.toFixed(3)}</td><td>${reasons}</td></tr>`
  })
  return section('tasks', `Tasks (${tasks.length})`, `<table id="task-table">${head}${rows.join('')}</table>`)
}

function drillDown(tasks: readonly TaskView[]): string {
  const items = tasks.map((view, i) => {
    const t = view.task
    const href = safeHref(view.href)
    const files = href === null ? '' : ` · <a href="${href}">files</a>`
    const change = view.change === null ? '' : ` · ${CHANGE_MARK[view.change] ?? 'unchanged'}`
    const body =
      view.baseAttempts === null
        ? attemptsHtml(view.attempts)
        : `<div class="side-by-side"><div><h4>base</h4>${attemptsHtml(view.baseAttempts)}</div><div><h4>head</h4>${attemptsHtml(view.attempts)}</div></div>`
    return `<details class="task" id="task-${i + 1}"${view.change === 'regressed' ? ' open' : ''}><summary><strong>${escapeHtml(t.task_name)}</strong> · ${t.successes}/${t.n} passed${change}${files}</summary>\n<p class="path">${escapeHtml(t.task_path)}</p>\n${body}</details>`
  })
  return section('drill-down', 'Per task', items.join('\n'))
}

function attemptsHtml(attempts: readonly AttemptView[]): string {
  if (attempts.length === 0) return '<p>No attempt found.</p>'
  return attempts
    .map((a) => {
      const href = safeHref(a.href)
      const title = `attempt ${a.attempt}: <span class="status ${a.status}">${a.status}</span>`
      const facts = [
        a.reward === null ? null : `reward ${a.reward.toFixed(3)}`,
        a.durationSec === null ? null : `${a.durationSec.toFixed(1)} s`,
        href === null ? null : `<a href="${href}">files</a>`,
      ].filter((f) => f !== null)
      const reason = a.reason === null ? '' : `<p class="reason">${escapeHtml(a.reason)}</p>`
      const trajectory =
        a.trajectory !== null
          ? trajectoryHtml(a.trajectory)
          : `<p class="note">${escapeHtml(a.trajectoryNote ?? 'No trajectory.')}</p>`
      return `<div class="attempt"><h5>${title}${facts.length > 0 ? ` · ${facts.join(' · ')}` : ''}</h5>${reason}${trajectory}</div>`
    })
    .join('\n')
}
