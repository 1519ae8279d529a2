// mode: leaderboard — after the report jobs of several labels (one per model) in one workflow run:
// each label's merged summary (its report artifact, the final one after a confirmation round, or
// else its shard summaries merged here) and history, ranked side by side. The job summary gets each
// label's trend and the leaderboard; `helios-<label>-leaderboard` holds leaderboard.md,
// leaderboard.json and report.html. A leaderboard gates nothing.
import * as core from '@actions/core'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  finalReportArtifactName,
  leaderboardArtifactName,
  parseArtifactName,
  reportArtifactName,
} from '../github/artifact-names.js'
import { messageOf } from '../narrow.js'
import { GITHUB_LIMITS } from '../github/truncate.js'
import { HISTORY_FILE, parseHistory, type History } from '../results/history.js'
import { buildLeaderboard, type Leaderboard } from '../results/leaderboard.js'
import { mergeShardSummaries, type ShardInput } from '../results/merge.js'
import { parseRunSummary } from '../results/run-summary.js'
import type { RunSummary } from '../results/types.js'
import { REPORT_HTML_FILE, reportHtml } from '../report/html/build-report.js'
import { renderLeaderboardMarkdown } from '../report/leaderboard.js'
import { trendMarkdown } from '../report/trend.js'
import { RUN_SUMMARY_FILE } from './load-baseline.js'
import { benchmarkRunId, type WorkflowContext } from './context.js'
import type { ActionInputs } from './inputs.js'
import type { ActionClients } from './clients.js'

export const LEADERBOARD_MARKDOWN_FILE = 'leaderboard.md'
export const LEADERBOARD_JSON_FILE = 'leaderboard.json'

interface LabelRun {
  label: string
  summary: RunSummary
  history: History | null
}

export async function leaderboardMode(
  inputs: ActionInputs,
  ctx: WorkflowContext,
  clients: ActionClients,
): Promise<Leaderboard> {
  const workDir = join(clients.outputDir, `${benchmarkRunId(ctx)}-leaderboard`)
  await mkdir(workDir, { recursive: true })
  const names = (await clients.artifacts.listRunArtifacts()).map((a) => a.name)
  const labels = inputs.labels.length > 0 ? inputs.labels : reportedLabels(names)
  if (labels.length < 2)
    throw new Error(
      `mode: leaderboard found ${labels.length} label(s) with a report in this workflow run (${labels.join(', ') || 'none'}): it needs at least two. Run it after the report jobs (needs: report), or name the labels in 'labels'.`,
    )
  const runs: LabelRun[] = []
  for (const label of labels) {
    const run = await labelRun(label, names, clients, workDir)
    if (run === null)
      core.warning(
        `Label '${label}' has no report and no shard summary in this workflow run: left out of the leaderboard.`,
      )
    else runs.push(run)
  }
  if (runs.length < 2)
    throw new Error(
      `mode: leaderboard could read ${runs.length} of the ${labels.length} label(s) (${labels.join(', ')}): it needs at least two runs.`,
    )
  const board = buildLeaderboard(
    runs.map((r) => ({ label: r.label, summary: r.summary })),
    { k: inputs.k, confidence: inputs.confidence, minEffect: inputs.minEffect },
  )
  for (const w of board.warnings) core.warning(w)

  const markdown = leaderboardMarkdown(board, runs)
  const artifactDir = join(workDir, 'artifact')
  await mkdir(artifactDir, { recursive: true })
  const files = [
    [LEADERBOARD_MARKDOWN_FILE, markdown],
    [LEADERBOARD_JSON_FILE, `${JSON.stringify(board, null, 2)}\n`],
  ]
  const best = runs.find((r) => r.label === board.rows[0]!.label)!
  try {
    // The best run's page, with the leaderboard above its tasks.
    files.push([
      REPORT_HTML_FILE,
      await reportHtml({
        head: best.summary,
        headDir: null,
        base: null,
        baseDir: null,
        comparison: null,
        history: best.history,
        leaderboard: board,
        reportDir: null,
      }),
    ])
  } catch (error) {
    core.warning(`report.html was not written: ${messageOf(error)}`)
  }
  for (const [name, text] of files) await writeFile(join(artifactDir, name!), text!)
  const uploaded = await clients.artifacts.uploadFolder(
    leaderboardArtifactName(inputs.label),
    artifactDir,
    files.map(([name]) => join(artifactDir, name!)),
  )
  if (!uploaded.ok) core.warning(`The leaderboard artifact was not uploaded: ${uploaded.error}`)
  await core.summary.addRaw(clipToSummary(markdown), true).write()
  core.setOutput('leaderboard-path', join(artifactDir, LEADERBOARD_JSON_FILE))
  core.setOutput('best', board.rows[0]!.label)
  return board
}

/** Labels whose report artifact is in this run (from `helios-<label>-report[-final]`). */
export function reportedLabels(names: readonly string[]): string[] {
  const labels = names
    .map((n) => /^helios-(.+?)-report(?:-final)?$/.exec(n)?.[1])
    .filter((l): l is string => l !== undefined && names.includes(reportArtifactName(l)))
  return [...new Set(labels)].sort()
}

/** A label's merged summary and history: its (final) report artifact, else its shard summaries. */
async function labelRun(
  label: string,
  names: readonly string[],
  clients: ActionClients,
  workDir: string,
): Promise<LabelRun | null> {
  const report = [finalReportArtifactName(label), reportArtifactName(label)].find((n) => names.includes(n))
  if (report !== undefined) {
    const dir = (await clients.artifacts.downloadArtifactByName(report, join(workDir, report))).path
    const summary = parseRunSummary(
      await readFile(join(dir, RUN_SUMMARY_FILE), 'utf8'),
      `${report}/${RUN_SUMMARY_FILE}`,
      'run',
    )
    const historyText = await readFile(join(dir, HISTORY_FILE), 'utf8').catch(() => null)
    let history: History | null = null
    try {
      history = historyText === null ? null : parseHistory(historyText, `${report}/${HISTORY_FILE}`)
    } catch (error) {
      core.warning(`${messageOf(error)}: the trend of '${label}' is left out`)
    }
    return { label, summary: { ...summary, label }, history }
  }
  const shards: ShardInput[] = []
  for (const name of names) {
    if (parseArtifactName(name, label)?.kind !== 'shard-summary') continue
    const dir = (await clients.artifacts.downloadArtifactByName(name, join(workDir, name))).path
    const file = `${name}/shard_summary.json`
    shards.push({
      file,
      summary: parseRunSummary(await readFile(join(dir, 'shard_summary.json'), 'utf8'), file, 'shard'),
    })
  }
  if (shards.length === 0) return null
  const merged = mergeShardSummaries(shards)
  for (const p of merged.problems) core.warning(`${label}: ${p.message}`)
  return { label, summary: { ...merged.summary, label }, history: null }
}

/** Each label's trend (open), then the leaderboard. */
function leaderboardMarkdown(board: Leaderboard, runs: readonly LabelRun[]): string {
  const trends = board.rows
    .map((row) => runs.find((r) => r.label === row.label)!)
    .map((r) => (r.history === null ? '' : trendMarkdown(r.history)))
    .filter((t) => t !== '')
  return [renderLeaderboardMarkdown(board), ...trends].join('\n\n') + '\n'
}

/** The job summary has a size limit: the leaderboard comes first, trends are cut from the end. */
function clipToSummary(markdown: string): string {
  const max = GITHUB_LIMITS.jobSummaryBytes - 1024
  if (Buffer.byteLength(markdown) <= max) return markdown
  return `${Buffer.from(markdown)
    .subarray(0, max)
    .toString('utf8')
    .replace(
      /\uFFFD$/,
      '',
    )}\n\n_(cut at GitHub's job summary limit: the whole text is leaderboard.md in the artifact)_\n`
}
