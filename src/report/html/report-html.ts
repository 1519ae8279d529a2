// report.html: one self-contained page (inline CSS and SVG, no script, no fetch: its own content
// security policy forbids both). The verdict first (verdict-html.ts: banner, base vs head, the
// regressed tasks), then the run's summary, the trend chart, the leaderboard when there is one, a
// per-task table and a drill-down per task (attempts, reasons, the verifier's output and tests,
// links to the attempt's files, its trajectory; base and head side by side for a regressed task).
// Pure: data in, string out; charts come in already rendered (charts.ts), files are read by the caller.
import type { Comparison, TaskComparison } from '../../results/compare.js'
import type { Leaderboard } from '../../results/leaderboard.js'
import type { RunSummary, TaskSummary } from '../../results/types.js'
import { leaderboardCells, leaderboardHeaders, money } from '../leaderboard.js'
import { percent } from '../format.js'
import type { DisplayStatus } from '../format.js'
import { escapeHtml, escapeWords, safeHref } from './escape-html.js'
import { STYLE } from './style.js'
import { trajectoryHtml } from './trajectory-html.js'
import { filmstripHtml } from './filmstrip-html.js'
import type { Filmstrip } from './filmstrip-view.js'
import { scenesHtml, type SceneView } from './scene-html.js'
import type { TrajectoryView } from './trajectory-view.js'
import { headlineTable, regressionsSection, verdictBanner } from './verdict-html.js'
import { flipsHtml, verifierHtml, type VerifierView } from './verifier-html.js'

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
  /** The verifier's output and tests; null when the attempt's folder is not at hand. */
  verifier: VerifierView | null
  /** A trial attempt: its scenes, turns and per-role trajectories (instead of one trajectory). */
  scenes?: SceneView[]
  /** A GUI attempt's screenshots, in order. */
  filmstrip?: Filmstrip | null
}

export interface TaskView {
  task: TaskSummary
  /** Against the baseline; null without one. */
  change: DisplayStatus | null
  /** The comparison's row (cells, suspect, flipped tests); null without a comparison. */
  comparison: TaskComparison | null
  attempts: AttemptView[]
  /** The baseline's attempts, for a regressed task whose base attempts were found. */
  baseAttempts: AttemptView[] | null
  /** The task's artifact when its attempts have no link of their own. */
  href: string | null
}

export interface HtmlReportInput {
  summary: RunSummary
  /** The verdict banner and the base-vs-head figures; null when nothing was compared. */
  comparison: Comparison | null
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
  'not-run': 'not run',
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
    verdictBanner(summary, input.comparison),
    headlineTable(summary, input.comparison),
    regressionsSection(input.comparison, regressionRows(input.tasks)),
    summarySection(input),
    input.trendSvg === null
      ? ''
      : section('trend', 'Trend', `<figure class="chart" id="trend-chart">${input.trendSvg}</figure>`),
    input.leaderboard === null ? '' : leaderboardSection(input.leaderboard, input.leaderboardSvg),
    tasksSection(input.tasks),
    drillDown(input.tasks),
    `<footer>Made by Helios on ${escapeWords(input.generatedAt)}. Text from tasks and agents is shown as written, never run.</footer>`,
    '</body></html>',
    '',
  ].join('\n')
}

/** Regressed tasks, then the likely-fallen ones, most likely first (the comment's order). */
function regressionRows(tasks: readonly TaskView[]) {
  return tasks
    .map((view, i) => ({ t: view.comparison, anchor: `task-${i + 1}` }))
    .filter(
      (r): r is { t: TaskComparison; anchor: string } =>
        r.t !== null && (r.t.change === 'regressed' || r.t.suspect),
    )
    .sort(
      (a, b) =>
        (a.t.change === 'regressed' ? 0 : 1) - (b.t.change === 'regressed' ? 0 : 1) ||
        (b.t.fell ?? 0) - (a.t.fell ?? 0),
    )
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
    ['Agent', escapeWords(summary.agent)],
    ['Model', summary.model === null ? '—' : escapeWords(summary.model)],
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
    ['Finished', escapeWords(summary.finished_at)],
  ]
  const source = safeHref(summary.source?.workflow_run_url)
  const link = source === null ? '' : `<p><a href="${source}">Workflow run</a></p>`
  const table = `<div class="scroll"><table class="facts">${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join('')}</table></div>`
  return section('summary', 'Head run', `${table}${link}`)
}

function leaderboardSection(board: Leaderboard, svg: string | null): string {
  const head = `<tr>${leaderboardHeaders(board.k)
    .map((h) => `<th>${escapeWords(h)}</th>`)
    .join('')}</tr>`
  const rows = board.rows.map((row) => {
    const cls = row.best ? 'best' : row.versusBest?.worse ? 'worse' : ''
    const [label, ...rest] = leaderboardCells(row, board.k, escapeHtml)
    const mark = row.best ? 'best: ' : row.versusBest?.worse ? 'worse: ' : ''
    return `<tr class="${cls}"><td><span class="mark">${mark}</span>${label}</td>${rest.map((c) => `<td>${c}</td>`).join('')}</tr>`
  })
  const matrixHead = `<tr><th>task</th>${board.rows.map((r) => `<th>${escapeWords(r.label)}</th>`).join('')}</tr>`
  const matrix = board.matrix.map(
    (t) =>
      `<tr><td>${escapeWords(t.taskName)}</td>${t.cells
        .map((c) => `<td>${c === null ? '—' : `${c.successes}/${c.n}${c.changed ? ' (changed)' : ''}`}</td>`)
        .join('')}</tr>`,
  )
  const warnings = board.warnings.map((w) => `<p class="warning">${escapeWords(w)}</p>`).join('')
  return section(
    'leaderboard',
    'Leaderboard',
    [
      `<p>Ranked by pass@${board.k}. Each other row is compared with the best by the PR gate's test over the tasks both ran (${percent(board.confidence)} confidence).</p>`,
      svg === null ? '' : `<figure class="chart" id="leaderboard-chart">${svg}</figure>`,
      `<div class="scroll"><table id="leaderboard-table">${head}${rows.join('')}</table></div>`,
      warnings,
      `<details><summary>Per task (${board.matrix.length} tasks × ${board.rows.length} runs: passed/attempts)</summary><div class="scroll"><table>${matrixHead}${matrix.join('')}</table></div></details>`,
    ].join('\n'),
  )
}

function tasksSection(tasks: readonly TaskView[]): string {
  const withChange = tasks.some((t) => t.change !== null)
  const head = `<tr><th>task</th>${withChange ? '<th>vs base</th>' : ''}<th>passed</th><th>errors</th><th>pass@1</th><th>mean reward</th><th>reasons</th></tr>`
  const rows = tasks.map((view, i) => {
    const t = view.task
    const reasons = t.reasons.map((r) => `${escapeWords(r.reason)} (×${r.count})`).join('<br>')
    const change = withChange
      ? `<td>${view.change === null ? '' : (CHANGE_MARK[view.change] ?? '')}</td>`
      : ''
    return `<tr class="${view.change ?? ''}"><td><a href="#task-${i + 1}">${escapeWords(t.task_name)}</a></td>${change}<td class="num">${t.successes}/${t.n}</td><td class="num">${t.errors}</td><td class="num">${percent(t.pass_at_k['1'] ?? 0)}</td><td class="num">${t.mean_reward.toFixed(3)}</td><td>${reasons}</td></tr>`
  })
  return section(
    'tasks',
    `Tasks (${tasks.length})`,
    `<div class="scroll"><table id="task-table">${head}${rows.join('')}</table></div>`,
  )
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
    const flips =
      view.change === 'regressed' || view.comparison?.suspect
        ? `<div class="task-flips"><h4>Tests that flipped</h4>${flipsHtml(view.comparison?.tests ?? null)}</div>`
        : ''
    return `<details class="task" id="task-${i + 1}"${view.change === 'regressed' ? ' open' : ''}><summary><strong>${escapeWords(t.task_name)}</strong> · ${t.successes}/${t.n} passed${change}${files}</summary>\n<p class="path">${escapeWords(t.task_path)}</p>\n${flips}${body}</details>`
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
      const reason = a.reason === null ? '' : `<p class="reason">${escapeWords(a.reason)}</p>`
      const trajectory = a.scenes
        ? scenesHtml(a.scenes)
        : a.trajectory !== null
          ? trajectoryHtml(a.trajectory)
          : `<p class="note">${escapeWords(a.trajectoryNote ?? 'No trajectory.')}</p>`
      // A failed attempt opens on what its verifier said: why it failed is the first question.
      const verifier = verifierHtml(a.verifier, a.status !== 'passed')
      const filmstrip = a.filmstrip ? filmstripHtml(a.filmstrip, href) : ''
      return `<div class="attempt"><h5>${title}${facts.length > 0 ? ` · ${facts.join(' · ')}` : ''}</h5>${reason}${verifier}${filmstrip}${trajectory}</div>`
    })
    .join('\n')
}
