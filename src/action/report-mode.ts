// mode: report — merge this run's shard summaries, compare with the baseline, publish the report
// (sticky comment, check run, job summary), upload it, and gate.
import * as core from '@actions/core'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  finalReportArtifactName,
  parseArtifactName,
  planArtifactName,
  reportArtifactName,
} from '../github/artifact-names.js'
import { messageOf } from '../narrow.js'
import { mergeShardSummaries, type MergeProblem, type ShardInput } from '../results/merge.js'
import { HISTORY_FILE, serializeHistory, type History } from '../results/history.js'
import type { Comparison } from '../results/compare.js'
import { REPORT_HTML_FILE, reportHtml } from '../report/html/build-report.js'
import { parsePlan, type Plan } from '../results/plan.js'
import { parseRunSummary } from '../results/run-summary.js'
import { parseUploadsRecord } from '../results/uploads-record.js'
import type { RunSummary } from '../results/types.js'
import type { ReportDigest } from '../report/digest.js'
import { REPORT_DIGEST_FILE, REPORT_MARKDOWN_FILE, RUN_SUMMARY_FILE, type Baseline } from './load-baseline.js'
import { artifactUrl, benchmarkRunId, runSource, type WorkflowContext } from './context.js'
import type { ActionInputs } from './inputs.js'
import { confirmationHook } from './confirm-report.js'
import { fetchFailedAttempts } from './report-attempts.js'
import { fetchBaseAttempts } from './report-base-attempts.js'
import { digestAgainstBaseline, publishDigest, setReportOutputs } from './publish-report.js'
import type { ActionClients } from './clients.js'

export { REPORT_DIGEST_FILE, REPORT_MARKDOWN_FILE }

export async function reportMode(
  inputs: ActionInputs,
  ctx: WorkflowContext,
  clients: ActionClients,
): Promise<ReportDigest> {
  const runId = benchmarkRunId(ctx)
  const workDir = join(clients.outputDir, `${runId}-report`)
  await mkdir(workDir, { recursive: true })
  const warnings: string[] = []

  const artifacts = await clients.artifacts.listRunArtifacts()
  const names = artifacts.map((a) => a.name)
  const plan = await readPlan(inputs, clients, workDir, names, warnings)
  const shardInputs = await readShardSummaries(artifacts, inputs, clients, workDir, warnings)
  if (shardInputs.length === 0 && !plan) {
    throw new Error(
      `No shard summaries or plan for label '${inputs.label}' in this workflow run: the report job must run after the run jobs (needs: run).`,
    )
  }
  const taskArtifacts = taskArtifactLinks(artifacts, inputs.label, ctx)
  const merged = mergeShardSummaries(shardInputs, plan ?? undefined)
  warnings.push(...merged.problems.map((p) => problemWarning(p, plan)))
  const head: RunSummary = {
    ...merged.summary,
    label: inputs.label,
    source: runSource(ctx),
  }
  for (const w of warnings) core.warning(w)

  // The report artifact holds the merged summary (the next runs' baseline), the digest and the full
  // markdown (linked when a comment had to be shortened). It is uploaded before anything can fail:
  // if the baseline or the comparison throws, the summary alone still goes up, then the error.
  const { reportDir, files } = await reportFiles(workDir)
  await writeFile(files.summary, `${JSON.stringify(head, null, 2)}\n`)
  const upload = async (paths: string[]): Promise<void> => {
    // The final report of a confirmation round comes second in the run: artifact names are unique.
    const name = (inputs.confirm === 'final' ? finalReportArtifactName : reportArtifactName)(inputs.label)
    const result = await clients.artifacts.uploadFolder(name, reportDir, paths)
    if (!result.ok) core.warning(`The report artifact was not uploaded: ${result.error}`)
  }

  let built: Awaited<ReturnType<typeof digestAgainstBaseline>>
  try {
    built = await digestAgainstBaseline({
      taskArtifacts,
      inputs,
      ctx,
      clients,
      head,
      warnings,
      missingTasks: missingTaskCount(merged.problems),
      carryHistory: true,
      ...confirmationHook({ inputs, clients, workDir, warnings, recording: isRecordingRun(ctx) }),
    })
  } catch (error) {
    await upload([files.summary])
    throw error
  }
  const { digest, fullMarkdown, jobSummary, history } = built
  await writeFile(files.digest, `${JSON.stringify(digest, null, 2)}\n`)
  if (history) await writeFile(files.history, serializeHistory(history))
  await writeFile(files.markdown, `${fullMarkdown}\n`)
  const page = { head, built, taskArtifacts, artifacts, ctx, clients, workDir }
  const html = await writeReportHtml(files.html, page)
  await upload(Object.values(files).filter((f) => f !== files.html || html))

  await publishDigest({
    digest,
    jobSummary,
    inputs,
    ctx,
    clients,
    pullNumber: ctx.pullRequest?.number ?? null,
    headSha: ctx.sha,
  })
  setReportOutputs(digest, head, files)
  gate(digest, inputs, ctx)
  return digest
}

async function reportFiles(workDir: string) {
  const reportDir = join(workDir, 'artifact')
  await mkdir(reportDir, { recursive: true })
  const files = {
    summary: join(reportDir, RUN_SUMMARY_FILE),
    digest: join(reportDir, REPORT_DIGEST_FILE),
    markdown: join(reportDir, REPORT_MARKDOWN_FILE),
    history: join(reportDir, HISTORY_FILE),
    html: join(reportDir, REPORT_HTML_FILE),
  }
  return { reportDir, files }
}

/**
 * report.html beside the markdown: the attempts from the merged summary, linked to their
 * artifacts; the failed tasks' fetched attempts with their trajectories. A page that cannot be made is a warning: the
 * report itself must still go up.
 */
async function writeReportHtml(
  file: string,
  d: {
    head: RunSummary
    built: {
      comparison: Comparison
      base: RunSummary | null
      baseRun: Baseline['run']
      history: History | null
    }
    taskArtifacts: ReadonlyMap<string, string>
    artifacts: readonly { id: number; name: string }[]
    ctx: WorkflowContext
    clients: ActionClients
    workDir: string
  },
): Promise<boolean> {
  const attempts = await fetchFailedAttempts(d.artifacts, d.head, d.head.label, d.ctx, d.clients, d.workDir)
  if (attempts.failed > 0)
    core.warning(
      `report.html: ${attempts.failed} attempt artifact(s) could not be fetched; those attempts are linked, not shown.`,
    )
  // The base side of regressed tasks: their attempts fetched from the baseline's own run.
  const { base, baseRun, comparison } = d.built
  const baseAttempts =
    base && baseRun
      ? await fetchBaseAttempts({
          baseRun,
          base,
          comparison,
          label: d.head.label,
          ctx: d.ctx,
          clients: d.clients,
        })
      : null
  try {
    const html = await reportHtml({
      head: d.head,
      headDir: attempts.dir,
      base: d.built.base,
      baseDir: baseAttempts?.dir ?? null,
      baseAttemptLinks: baseAttempts?.links,
      baseRunUrl: baseAttempts?.runUrl ?? null,
      comparison: d.built.comparison,
      history: d.built.history,
      leaderboard: null,
      reportDir: null,
      taskLinks: d.taskArtifacts,
      attemptLinks: attempts.links,
    })
    await writeFile(file, html)
    return true
  } catch (error) {
    core.warning(`report.html was not written: ${messageOf(error)}`)
    return false
  } finally {
    await baseAttempts?.dispose()
  }
}

/** Each shard's summary artifact of this label, parsed; one that cannot be read is a warning. */
async function readShardSummaries(
  artifacts: readonly { name: string }[],
  inputs: ActionInputs,
  clients: ActionClients,
  workDir: string,
  warnings: string[],
): Promise<ShardInput[]> {
  const shardInputs: ShardInput[] = []
  for (const artifact of artifacts) {
    const parsed = parseArtifactName(artifact.name, inputs.label)
    if (parsed?.kind !== 'shard-summary') continue
    const file = `${artifact.name}/shard_summary.json`
    try {
      const downloaded = await clients.artifacts.downloadArtifactByName(
        artifact.name,
        join(workDir, artifact.name),
      )
      const summary = parseRunSummary(
        await readFile(join(downloaded.path, 'shard_summary.json'), 'utf8'),
        file,
        'shard',
      )
      shardInputs.push({ file, summary })
      warnings.push(...(await failedUploads(downloaded.path, artifact.name)))
    } catch (error) {
      warnings.push(`Shard summary ${file} could not be read and was left out: ${messageOf(error)}`)
    }
  }
  return shardInputs
}

/** The uploads a shard recorded as failed for good, as warnings (a broken record is one too). */
async function failedUploads(dir: string, artifactName: string): Promise<string[]> {
  const text = await readFile(join(dir, 'uploads.json'), 'utf8').catch(() => null)
  if (text === null) return []
  try {
    const { failed } = parseUploadsRecord(text, `${artifactName}/uploads.json`)
    if (failed.length === 0) return []
    return [
      `${artifactName}: ${failed.length} artifact(s) failed to upload for good: ${failed.map((f) => f.name).join(', ')}`,
    ]
  } catch (error) {
    return [messageOf(error)]
  }
}

/** Fails the step on a real regression, except on a run that records the base branch. */
function gate(digest: ReportDigest, inputs: ActionInputs, ctx: WorkflowContext): void {
  if (!digest.gate_failed || !inputs.failOnRegression) return
  // A push or a schedule records the base branch as it is: it becomes the next baseline.
  if (isRecordingRun(ctx) && !inputs.gatePushes)
    core.warning(`${digest.verdict} (not failing a ${ctx.eventName} run; set gate-pushes: true to fail it)`)
  else core.setFailed(digest.verdict)
}

/** Planned tasks the merged summary has no result for (missing shards and tasks). */
function missingTaskCount(problems: readonly MergeProblem[]): number {
  const missing = new Set<string>()
  let unknown = 0
  for (const p of problems) {
    if (p.kind !== 'missing-shard' && p.kind !== 'missing-task') continue
    if (p.task_ids.length === 0) unknown++ // a missing shard without a plan: its tasks are unknown
    for (const id of p.task_ids) missing.add(id)
  }
  return missing.size + unknown
}

function isRecordingRun(ctx: WorkflowContext): boolean {
  return ctx.pullRequest === null && ['push', 'schedule', 'workflow_dispatch'].includes(ctx.eventName)
}

/** Shown with a missing shard or task: which tasks have no results (by folder, as users know them). */
const LISTED_TASKS = 10

/** A merge problem as a warning; missing shards and tasks name the tasks they leave out. */
function problemWarning(problem: MergeProblem, plan: Plan | null): string {
  if (problem.kind !== 'missing-shard' && problem.kind !== 'missing-task') return problem.message
  if (problem.task_ids.length === 0) return problem.message
  const pathOf = new Map<string, string>()
  for (const shard of plan?.shards ?? [])
    shard.task_ids.forEach((id, i) => pathOf.set(id, shard.task_paths[i] ?? id))
  const listed = problem.task_ids.slice(0, LISTED_TASKS).map((id) => pathOf.get(id) ?? id)
  const more = problem.task_ids.length - listed.length
  return `${problem.message}: ${listed.join(', ')}${more > 0 ? ` and ${more} more` : ''}`
}

async function readPlan(
  inputs: ActionInputs,
  clients: ActionClients,
  workDir: string,
  names: string[],
  warnings: string[],
): Promise<Plan | null> {
  const name = planArtifactName(inputs.label)
  if (!names.includes(name)) {
    warnings.push(`No plan artifact '${name}' in this run: missing shards cannot be detected.`)
    return null
  }
  try {
    const downloaded = await clients.artifacts.downloadArtifactByName(name, join(workDir, name))
    return parsePlan(await readFile(join(downloaded.path, 'plan.json'), 'utf8'), `${name}/plan.json`)
  } catch (error) {
    warnings.push(`The plan artifact could not be read: ${messageOf(error)}`)
    return null
  }
}

/**
 * Task output folder → link to its first attempt artifact (or its per-task / shard bundle), so the
 * report links straight to the files.
 */
function taskArtifactLinks(
  artifacts: readonly { id: number; name: string }[],
  label: string,
  ctx: WorkflowContext,
): Map<string, string> {
  const links = new Map<string, { url: string; rank: number }>()
  for (const artifact of artifacts) {
    const parsed = parseArtifactName(artifact.name, label)
    if (parsed?.kind !== 'attempt' && parsed?.kind !== 'task-attempts') continue
    const url = artifactUrl(ctx, artifact.id)
    const rank = parsed.kind === 'attempt' ? parsed.attempt : 0
    const known = links.get(parsed.taskDir)
    if (url && (!known || rank < known.rank)) links.set(parsed.taskDir, { url, rank })
  }
  return new Map([...links].map(([dir, { url }]) => [dir, url]))
}
