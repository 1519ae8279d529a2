// `helios compare A B C…` (three or more run summaries, or two with --leaderboard): the runs side
// by side, ranked, each tested against the best with the gate's own comparison. Exit 0 whatever
// the ranking (a leaderboard gates nothing); 2 on an unreadable file or a usage error.
import { buildLeaderboard, type LeaderboardEntry } from '../results/leaderboard.js'
import type { RunSummary } from '../results/types.js'
import { renderLeaderboardMarkdown, renderLeaderboardTerminal } from '../report/leaderboard.js'
import { UsageError } from './args.js'

export interface LeaderboardCliOptions {
  k: number
  confidence: number
  minEffect: number
  markdown: boolean
}

export function leaderboardOutput(
  runs: readonly { file: string; summary: RunSummary }[],
  options: LeaderboardCliOptions,
): string {
  const entries = distinctLabels(runs)
  let board
  try {
    board = buildLeaderboard(entries, options)
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  return options.markdown ? renderLeaderboardMarkdown(board) : renderLeaderboardTerminal(board)
}

/**
 * Each run's label; where two runs share one (local runs are all `default`), their model, else
 * agent, else the file they came from — whichever tells them apart.
 */
export function distinctLabels(runs: readonly { file: string; summary: RunSummary }[]): LeaderboardEntry[] {
  const namings: ((run: { file: string; summary: RunSummary }) => string)[] = [
    (r) => r.summary.label,
    (r) => r.summary.model ?? r.summary.agent,
    (r) => `${r.summary.agent} ${r.summary.model ?? ''}`.trim(),
    (r) => r.file,
  ]
  const labels = runs.map(() => '')
  for (const naming of namings) {
    const pending = runs.map((run, i) => (labels[i] === '' ? i : -1)).filter((i) => i >= 0)
    const names = pending.map((i) => naming(runs[i]!))
    const counts = new Map<string, number>()
    for (const n of [...names, ...labels.filter((l) => l !== '')]) counts.set(n, (counts.get(n) ?? 0) + 1)
    pending.forEach((i, j) => {
      if (counts.get(names[j]!) === 1) labels[i] = names[j]!
    })
  }
  // The same file given twice is the same run twice: say so rather than invent a difference.
  const twice = labels.findIndex((l) => l === '')
  if (twice >= 0)
    throw new UsageError(`${runs[twice]!.file} is given twice: a leaderboard ranks different runs`)
  return runs.map((run, i) => ({ label: labels[i]!, summary: run.summary }))
}
