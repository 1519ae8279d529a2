// Turning a comparison into what GitHub shows — the digest (bodies within each limit, verdict,
// annotations) — and posting it: sticky comment, check run, job summary, outputs. Shared by
// `report` and `publish` (fork PRs); both render here, from a run summary and a comparison,
// never from text another run wrote.
import * as core from '@actions/core'
import { existsSync } from 'node:fs'
import { join, posix } from 'node:path'
import { taskAnnotation, publishCheckRun } from '../github/check-run.js'
import { commentMarker, upsertStickyComment } from '../github/comment.js'
import type { Comparison } from '../results/compare.js'
import { gateComparison, type GateRequest } from '../results/gate-comparison.js'
import type { RunSummary } from '../results/types.js'
import { REPORT_DIGEST_SCHEMA_VERSION, type ReportDigest } from '../report/digest.js'
import { GITHUB_LIMITS } from '../github/truncate.js'
import { renderReport, type ReportInput } from '../report/markdown.js'
import { labelledVerdict, shownConclusion, type SelfReported } from '../report/self-reported.js'
import { runUrl, type WorkflowContext } from './context.js'
import type { ActionInputs } from './inputs.js'
import { loadBaseline, type Baseline } from './load-baseline.js'
import { flakyLedger, knownFlaky, type LedgerEntry } from '../results/flaky-ledger.js'
import { carryHistory, type History } from '../results/history.js'
import { knownFlakyLine, trendMarkdown } from '../report/trend.js'
import { quarantineSection } from '../report/quarantine-section.js'
import { readQuarantineFile } from './quarantine-file.js'
import type { ActionClients } from './clients.js'
import type { ConfirmHook } from './confirm-report.js'

export interface DigestInput {
  inputs: ActionInputs
  ctx: WorkflowContext
  comparison: Comparison
  head: RunSummary
  baselineNote: string
  warnings: string[]
  /** Task output folder (`001_slug`) → link to its attempt artifact. */
  taskArtifacts?: ReadonlyMap<string, string>
  /** Planned tasks with no result in the merged summary (missing shards or tasks): 0 when complete. */
  missingTasks?: number
  /** publish: the head figures are a fork's own word (labelled; an untrusted pass is neutral). */
  selfReported?: SelfReported | null
  /** report: the history this run carries, and the flaky tasks the baseline's history knew. */
  history?: { carried: History; knownFlaky: ReadonlyMap<string, LedgerEntry> } | null
  /** The quarantined tasks' section (rendered markdown), '' when none. */
  quarantined?: string
}

/**
 * Finds the baseline (on `baselineCtx`'s base branch, default `ctx`'s), compares `head` with it
 * and renders the digest: what `report` and `publish` both do with a merged summary.
 */
export async function digestAgainstBaseline(
  d: Omit<DigestInput, 'comparison' | 'baselineNote' | 'history'> & {
    clients: ActionClients
    baselineCtx?: WorkflowContext
    /** report: carry the baseline's history.json forward with this run appended. */
    carryHistory?: boolean
    /** A confirmation round (confirm-report.ts): the comparison to report instead of the first. */
    confirm?: ConfirmHook
  },
): Promise<
  ReturnType<typeof buildDigest> & {
    history: History | null
    comparison: Comparison
    base: RunSummary | null
    /** The baseline's workflow run, when its attempts can be fetched from it. */
    baseRun: Baseline['run']
  }
> {
  const baseline = await loadBaseline(d.inputs, d.baselineCtx ?? d.ctx, d.clients)
  // Quarantined tasks leave the gate's statistics; the report still shows them, marked.
  const quarantine = await readQuarantineFile(d.inputs, d.ctx.workspace)
  const gate = gateComparison(baseline.summary, d.head, {
    ...gateRequest(d.inputs),
    quarantine: quarantine.entries,
  })
  if (gate.kWarning !== null) d.warnings.push(gate.kWarning)
  const { split, options, comparison: first } = gate
  const comparison = d.confirm
    ? await d.confirm(first, split.base, split.head, options, baseline.headSha ?? null)
    : first
  const history = d.carryHistory ? historyOf(baseline, d.head, d.warnings) : null
  const quarantined = quarantineSection(split, quarantine.file)
  return {
    ...buildDigest({ ...d, comparison, baselineNote: baseline.note, history, quarantined }),
    history: history?.carried ?? null,
    comparison,
    base: split.base,
    baseRun: baseline.run ?? null,
  }
}

/** The baseline's history plus this run, and the flaky tasks the baseline's history alone marks. */
function historyOf(baseline: Baseline, head: RunSummary, warnings: string[]): DigestInput['history'] {
  const { history: carried, warning, previous } = carryHistory(baseline.history ?? null, head)
  if (warning !== null) {
    core.warning(warning) // the report's other warnings were printed before the baseline was read
    warnings.push(warning)
  }
  return { carried, knownFlaky: knownFlaky(flakyLedger(previous)) }
}

export function buildDigest(d: DigestInput): {
  digest: ReportDigest
  fullMarkdown: string
  jobSummary: string
} {
  const url = runUrl(d.ctx) ?? undefined
  const input: ReportInput = {
    comparison: d.comparison,
    head: d.head,
    links: {
      runUrl: url,
      fullReportUrl: url ? `${url}#artifacts` : undefined,
      artifactUrl: (task) => {
        const dir = task.head?.outputDir ?? task.base?.outputDir
        return (dir && d.taskArtifacts?.get(dir)) || (url ? `${url}#artifacts` : undefined)
      },
    },
    baselineNote: d.baselineNote,
    warnings: d.warnings,
    selfReported: d.selfReported ?? null,
  }
  // The trend is open in the job summary and the full report, collapsed in the comment and check.
  const sections = (collapsed: boolean): string[] => [
    d.quarantined ?? '',
    ...(d.history
      ? [
          knownFlakyLine(d.comparison.tasks, d.history.knownFlaky),
          trendMarkdown(d.history.carried, { collapsed }),
        ]
      : []),
  ]
  const open: ReportInput = { ...input, extraSections: sections(false) }
  const folded: ReportInput = { ...input, extraSections: sections(true) }
  // Room for the sticky marker line the comment module puts in front.
  const commentBudget = GITHUB_LIMITS.commentChars - commentMarker(d.inputs.label).length - 2
  const c = d.comparison
  const regressed = c.tasks.filter((t) => t.change === 'regressed')
  const digest: ReportDigest = {
    schema_version: REPORT_DIGEST_SCHEMA_VERSION,
    label: d.inputs.label,
    conclusion: shownConclusion(c.conclusion, d.selfReported),
    gate_failed: c.conclusion === 'failure',
    verdict: labelledVerdict(c.verdict, d.selfReported),
    regressions: c.regressions.length,
    delta: c.passAtK?.delta ?? null,
    has_changes:
      c.tasks.some((t) => t.change !== 'unchanged') ||
      c.gate.errorGate ||
      c.gate.inconclusive !== null ||
      c.gate.flagged !== null ||
      c.suspects.length > 0,
    compared_tasks: c.figures.tasks,
    pass_at_k: c.figures.tasks > 0 ? (c.figures.passAtK[String(c.options.k)]?.head ?? null) : null,
    missing_tasks: d.missingTasks ?? 0,
    comment_markdown: renderReport(folded, { maxChars: commentBudget }),
    check_markdown: renderReport(folded, { maxChars: GITHUB_LIMITS.checkRunSummaryChars }),
    annotations: regressed
      .map((t) => ({
        path: posix.join(d.inputs.tasks.split('\\').join('/'), t.taskPath, 'task.toml'),
        message: `${t.taskName}: pass rate ${fmt(t.base?.passRate)} → ${fmt(t.head?.passRate)} (pass@${c.options.k} regression)`,
      }))
      .filter((a) => isTaskFileHere(a.path, d.inputs.tasks, d.ctx.workspace)),
  }
  return {
    digest,
    fullMarkdown: renderReport(open),
    jobSummary: renderReport(open, { maxBytes: GITHUB_LIMITS.jobSummaryBytes - 1024 }),
  }
}

/**
 * Annotations only on a task.toml of this checkout's tasks folder: a summary from a fork names
 * paths of its own choosing.
 */
export function isTaskFileHere(path: string, tasksDir: string, workspace: string): boolean {
  const normalized = posix.normalize(path)
  const root = posix.normalize(tasksDir.split('\\').join('/')).replace(/\/$/, '')
  if (normalized !== path || posix.isAbsolute(path) || path.split('/').includes('..')) return false
  if (!path.endsWith('/task.toml') || !(root === '.' || path.startsWith(`${root}/`))) return false
  return existsSync(join(workspace, path))
}

/** pass@k at the k asked for, or at the largest k both runs have (with a warning), never throwing. */
/** What the action's inputs ask of the gate (the quarantine comes from its file). */
function gateRequest(inputs: ActionInputs): Omit<GateRequest, 'quarantine'> {
  return {
    k: inputs.k,
    confidence: inputs.confidence,
    minEffect: inputs.minEffect,
    failOnError: inputs.failOnError,
  }
}

export interface PublishInput {
  digest: ReportDigest
  jobSummary: string
  inputs: ActionInputs
  ctx: WorkflowContext
  clients: ActionClients
  pullNumber: number | null
  headSha: string | null
}

export async function publishDigest(p: PublishInput): Promise<void> {
  const { digest, inputs, ctx, clients } = p
  const octokit = clients.octokit
  const repo = ctx.repository
  if (octokit && repo && p.pullNumber !== null && inputs.comment !== 'off') {
    const result = await upsertStickyComment({
      octokit,
      owner: repo.owner,
      repo: repo.repo,
      issueNumber: p.pullNumber,
      label: digest.label,
      body: digest.comment_markdown,
      mode: inputs.comment,
      hasChanges: digest.has_changes,
    })
    core.info(`PR comment: ${result.action}${'reason' in result ? ` (${result.reason})` : ''}`)
  }
  if (octokit && repo && p.headSha && inputs.checkRun) {
    const conclusion = checkConclusion(digest, inputs)
    const result = await publishCheckRun({
      octokit,
      owner: repo.owner,
      repo: repo.repo,
      headSha: p.headSha,
      name: `Helios benchmark (${digest.label})`,
      conclusion,
      title: digest.verdict.slice(0, 1000),
      summary: digest.check_markdown,
      // Failures only when the check fails; a labelled task under a passing gate is a notice.
      annotations: digest.annotations.map((a) =>
        taskAnnotation(
          a.path,
          a.message,
          conclusion === 'failure' ? 'failure' : 'notice',
          'pass@k regression',
        ),
      ),
      detailsUrl: runUrl(ctx) ?? undefined,
    })
    core.info(`Check run: ${result.action}${'reason' in result ? ` (${result.reason})` : ''}`)
  }
  await core.summary.addRaw(p.jobSummary, true).write()
}

/**
 * The check run's conclusion: failure only when the gate failed and fail-on-regression enforces it;
 * success only for a conclusive pass; else neutral (no baseline, inconclusive, or not enforced).
 */
export function checkConclusion(
  digest: Pick<ReportDigest, 'conclusion' | 'gate_failed'>,
  inputs: Pick<ActionInputs, 'failOnRegression'>,
): 'success' | 'failure' | 'neutral' {
  if (digest.gate_failed) return inputs.failOnRegression ? 'failure' : 'neutral'
  return digest.conclusion === 'success' ? 'success' : 'neutral'
}

/**
 * Step outputs, with the report's definitions: `pass-at-k` and `delta` are the headline's figures
 * over the compared tasks (COMPARED_TASKS), `passed` and `total` count the head's attempts.
 */
export function setReportOutputs(
  digest: ReportDigest,
  head: RunSummary | null,
  files: { summary: string; markdown: string } | null,
): void {
  core.setOutput('conclusion', digest.conclusion)
  core.setOutput('regressions', String(digest.regressions))
  core.setOutput('delta', digest.delta === null ? '' : String(digest.delta))
  core.setOutput('pass-at-k', digest.pass_at_k === null ? '' : String(digest.pass_at_k))
  if (head) {
    core.setOutput('passed', String(head.totals.passed))
    core.setOutput('total', String(head.totals.attempts))
  }
  if (files) {
    core.setOutput('summary-path', files.summary)
    core.setOutput('report-path', files.markdown)
  }
}

function fmt(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '—' : `${Math.round(rate * 100)}%`
}
