// The leaderboard as markdown (job summary, comment) and as a terminal table. Pure; labels, agents
// and models are escaped like every other name we did not write.
import { markdownTable } from 'markdown-table'
import type { Leaderboard, LeaderboardRow } from '../results/leaderboard.js'
import { escapeMarkdown, escapeTerminal } from './escape.js'
import { percent, signedPoints } from './format.js'

/** The leaderboard's column headers at the board's k (shared by every rendering). */
export const leaderboardHeaders = (k: number) => [
  'label',
  'agent',
  'model',
  'tasks',
  'pass@1 (interval)',
  ...(k > 1 ? [`pass@${k}`, `pass^${k}`] : []),
  'mean reward',
  'errors',
  'tokens',
  'cost',
  'cost / solved',
  'vs best',
]

export function renderLeaderboardMarkdown(board: Leaderboard): string {
  const { k } = board
  const rows = board.rows.map((row) => {
    const [label, ...rest] = leaderboardCells(row, k, escapeMarkdown)
    return [`${row.best ? '🏆' : row.versusBest?.worse ? '🔻' : '≈'} ${label}`, ...rest]
  })
  const lines = [
    '### Helios leaderboard',
    '',
    `Ranked by pass@${k}. 🏆 the best; each other row is compared with it by the PR gate's test over the tasks both ran (${percent(board.confidence)} confidence): 🔻 significantly worse, ≈ not distinguishable.`,
    '',
    markdownTable([leaderboardHeaders(k), ...rows]),
    '',
    ...board.warnings.map((w) => `> ⚠️ ${escapeMarkdown(w)}`),
  ]
  if (board.matrix.length > 0) {
    const header = ['task', ...board.rows.map((r) => escapeMarkdown(r.label))]
    const matrix = board.matrix.map((task) => [
      escapeMarkdown(task.taskName),
      ...task.cells.map((c) => (c === null ? '—' : `${c.successes}/${c.n}${c.changed ? ' (changed)' : ''}`)),
    ])
    lines.push(
      '',
      `<details><summary>Per task (${board.matrix.length} tasks × ${board.rows.length} runs: passed/attempts)</summary>`,
      '',
      markdownTable([header, ...matrix]),
      '',
      '</details>',
    )
  }
  return `${lines.join('\n').trimEnd()}\n`
}

export function renderLeaderboardTerminal(board: Leaderboard): string {
  const table = [
    leaderboardHeaders(board.k),
    ...board.rows.map((row) => leaderboardCells(row, board.k, escapeTerminal)),
  ]
  const widths = table[0]!.map((_, c) => Math.max(...table.map((r) => [...r[c]!].length)))
  const lines = table.map((r) =>
    r
      .map((cell, c) => cell + ' '.repeat(widths[c]! - [...cell].length))
      .join('  ')
      .trimEnd(),
  )
  return [...lines, ...board.warnings.map((w) => `warning: ${escapeTerminal(w)}`)].join('\n') + '\n'
}

/** One row's cells, its text escaped by `escape` (markdown, terminal or HTML). */
export function leaderboardCells(row: LeaderboardRow, k: number, escape: (text: string) => string): string[] {
  const { passAt1 } = row
  return [
    escape(row.label),
    escape(row.agent),
    row.model === null ? '—' : escape(row.model),
    String(row.tasks),
    `${percent(passAt1.estimate)} (${percent(passAt1.low)}–${percent(passAt1.high)})`,
    ...(k > 1 ? [percent(row.passAtK), percent(row.passHatK)] : []),
    row.meanReward.toFixed(3),
    String(row.errors),
    row.tokens === null ? '—' : row.tokens.toLocaleString('en-US'),
    money(row.costUsd),
    money(row.costPerSolvedUsd),
    versusCell(row),
  ]
}

function versusCell(row: LeaderboardRow): string {
  const v = row.versusBest
  if (v === null) return 'best'
  if (v.pairedTasks === 0) return 'no shared task'
  const interval = `${signedPoints(v.delta)} (${signedPoints(v.low)} to ${signedPoints(v.high)}) over ${v.pairedTasks}`
  return v.worse ? `worse: ${interval}` : interval
}

export function money(usd: number | null): string {
  if (usd === null) return '—'
  return usd >= 1 ? `$${usd.toFixed(2)}` : `$${usd.toFixed(4)}`
}
