// The baseline's side of report.html: the base attempts of the regressed tasks live in the
// baseline's own workflow run, so the report job lists that run's artifacts (REST) and downloads
// the regressed tasks' attempt artifacts (at most MAX_BASE_TASKS tasks) into a temp folder shaped
// like a run folder. The caller removes the folder once the page is written. A failed listing or
// download is a warning: those base attempts then say they were not available and link to the run.
import * as core from '@actions/core'
import { rm } from 'node:fs/promises'
import { messageOf } from '../narrow.js'
import type { Comparison } from '../results/compare.js'
import type { RunSummary } from '../results/types.js'
import { attemptDirName } from '../task/slug.js'
import { displayStatus } from '../report/format.js'
import type { WorkflowContext } from './context.js'
import type { Baseline } from './load-baseline.js'
import { attemptArtifactsByKey } from './report-attempts.js'
import type { ActionClients } from './clients.js'
import { ownedTempDir } from '../run/environment/owned-temp-dir.js'

/** Regressed tasks whose base attempts are fetched; the rest link to the base run. */
export const MAX_BASE_TASKS = 20

export interface BaseAttempts {
  /** The run-folder-shaped temp tree (only the fetched attempts are in it); remove with `dispose`. */
  dir: string
  /** `<NNN>_<slug>/attempt_<NNN>` → that base attempt's artifact URL. */
  links: Map<string, string>
  /** The base run's page: where a base attempt that is not here sends the reader. */
  runUrl: string
  fetched: number
  failed: number
  dispose: () => Promise<void>
}

export async function fetchBaseAttempts(d: {
  baseRun: NonNullable<Baseline['run']>
  base: RunSummary
  comparison: Comparison
  label: string
  ctx: WorkflowContext
  clients: ActionClients
}): Promise<BaseAttempts> {
  const dir = await ownedTempDir('base-attempts')
  const result: BaseAttempts = {
    dir,
    links: new Map(),
    runUrl: d.baseRun.htmlUrl,
    fetched: 0,
    failed: 0,
    dispose: () => rm(dir, { recursive: true, force: true }),
  }
  const wanted = regressedBaseAttempts(d.base, d.comparison)
  if (wanted.length === 0 || !d.clients.octokit || !d.ctx.repository) return result
  const { owner, repo } = d.ctx.repository
  let listed: { id: number; name: string; digest?: string | null; expired: boolean }[]
  try {
    listed = await d.clients.octokit.paginate(d.clients.octokit.rest.actions.listWorkflowRunArtifacts, {
      owner,
      repo,
      run_id: d.baseRun.runId,
      per_page: 100,
    })
  } catch (error) {
    core.warning(
      `report.html: the baseline run's artifacts could not be listed (${messageOf(error)}); regressed tasks link to ${d.baseRun.htmlUrl} instead of showing base attempts.`,
    )
    return result
  }
  const byKey = attemptArtifactsByKey(
    listed.filter((a) => !a.expired),
    d.label,
  )
  for (const key of wanted) {
    const artifact = byKey.get(key)
    if (!artifact) {
      result.failed++
      continue
    }
    result.links.set(key, `${d.baseRun.htmlUrl}/artifacts/${artifact.id}`)
    try {
      await d.clients.artifacts.downloadIdFromRun({
        runId: d.baseRun.runId,
        owner,
        repo,
        token: d.clients.token,
        id: artifact.id,
        name: artifact.name,
        ...(artifact.digest ? { digest: artifact.digest } : {}),
        dir,
      })
      result.fetched++
    } catch {
      result.failed++
    }
  }
  if (result.failed > 0)
    core.warning(
      `report.html: ${result.failed} base attempt artifact(s) of the regressed tasks were not available in ${d.baseRun.htmlUrl}; those base attempts are not shown.`,
    )
  return result
}

/** The base attempts (run-folder paths) of the first MAX_BASE_TASKS regressed tasks. */
function regressedBaseAttempts(base: RunSummary, comparison: Comparison): string[] {
  const regressed = new Set(
    comparison.tasks.filter((t) => displayStatus(t) === 'regressed').map((t) => t.taskId),
  )
  return base.tasks
    .filter((t) => regressed.has(t.task_id))
    .sort((a, b) => a.output_dir.localeCompare(b.output_dir))
    .slice(0, MAX_BASE_TASKS)
    .flatMap((t) => Array.from({ length: t.n }, (_, i) => `${t.output_dir}/${attemptDirName(i + 1)}`))
}
