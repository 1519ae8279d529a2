// report.html from what a run left: its summary, optionally a baseline, a history and a
// leaderboard. Renders the charts, reads the task folders, and hands everything to the pure builder.
import type { Comparison } from '../../results/compare.js'
import type { History } from '../../results/history.js'
import type { Leaderboard } from '../../results/leaderboard.js'
import type { RunSummary } from '../../results/types.js'
import { leaderboardChartSvg, trendChartSvg } from './charts.js'
import { buildReportHtml } from './report-html.js'
import { taskViews } from './task-views.js'

export const REPORT_HTML_FILE = 'report.html'

export interface ReportHtmlSources {
  head: RunSummary
  headDir: string | null
  base: RunSummary | null
  baseDir: string | null
  comparison: Comparison | null
  history: History | null
  leaderboard: Leaderboard | null
  reportDir: string | null
  taskLinks?: ReadonlyMap<string, string>
  attemptLinks?: ReadonlyMap<string, string>
  baseAttemptLinks?: ReadonlyMap<string, string>
  baseRunUrl?: string | null
  now?: Date
}

export async function reportHtml(sources: ReportHtmlSources): Promise<string> {
  const [trendSvg, leaderboardSvg, tasks] = await Promise.all([
    sources.history === null ? null : trendChartSvg(sources.history),
    sources.leaderboard === null ? null : leaderboardChartSvg(sources.leaderboard),
    taskViews(sources),
  ])
  return buildReportHtml({
    summary: sources.head,
    comparison: sources.comparison,
    trendSvg,
    leaderboard: sources.leaderboard,
    leaderboardSvg,
    tasks,
    generatedAt: (sources.now ?? new Date()).toISOString(),
  })
}
