// The per-task part of report.html's input: the run's tasks (regressed first), each with its
// attempts read from a run folder (result.json, agent/trajectory.json, the verifier's output and
// ctrf.json) or, where there is no folder
// (the action's report job), from the summary alone with a link to the attempt's artifact. The
// comparison with a baseline marks each task; a regressed task gets the baseline's attempts too.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import { parseAttemptResult } from '../../results/attempt-result.js'
import type { Comparison, TaskComparison } from '../../results/compare.js'
import type { RunSummary, TaskSummary } from '../../results/types.js'
import { attemptDirName } from '../../task/slug.js'
import { DISPLAY_ORDER, displayStatus, type DisplayStatus } from '../format.js'
import type { AttemptView, TaskView } from './report-html.js'
import { trajectoryView } from './trajectory-view.js'
import { filmstripOf, type Filmstrip } from './filmstrip-view.js'
import { thumbnailDataUrl } from './thumbnail.js'
import { readCtrf, readVerifierTails, verifierDir } from '../../results/read-verifier.js'
import type { VerifierView } from './verifier-html.js'
import type { SceneView } from './scene-html.js'
import type { TrialRecord } from '../../results/trial-record.js'

/** Trajectories read into one report: past this the viewer says where the file is instead. */
export const MAX_TRAJECTORIES = 400
/**
 * Attempts whose verifier output and tests are embedded (each at most 4 KiB per stream and 200
 * tests): regressed and failing tasks come first, so they get them; past it, where the files are.
 */
export const MAX_VERIFIER_VIEWS = 300

/** Screenshots embedded in one report (about 30 KB each as thumbnails); past it, the file names. */
export const MAX_THUMBNAILS = 240

interface Budget {
  trajectories: number
  verifiers: number
  thumbnails: number
}

export interface TaskViewSources {
  head: RunSummary
  /** The head run's folder; null when only the summary is at hand (attempts from the summary). */
  headDir: string | null
  base: RunSummary | null
  baseDir: string | null
  comparison: Comparison | null
  /** Where the report file is written: attempt links are relative to it. */
  reportDir: string | null
  /** Task output folder → its artifact URL (the action). */
  taskLinks?: ReadonlyMap<string, string>
  /** `<task output folder>/attempt_<NNN>` → that attempt's artifact URL (the action). */
  attemptLinks?: ReadonlyMap<string, string>
  /** The same for the baseline's attempts (the action fetches them from the baseline's run). */
  baseAttemptLinks?: ReadonlyMap<string, string>
  /** The baseline's run page: where a base attempt that was not fetched sends the reader. */
  baseRunUrl?: string | null
}

/** A base attempt the report job could not fetch from the baseline's run (its link goes there). */
export const BASE_NOT_FETCHED =
  'The base attempts were not available here (not fetched from the baseline run): see the base run.'

export async function taskViews(sources: TaskViewSources): Promise<TaskView[]> {
  const { head, comparison } = sources
  const changeOf = new Map<string, DisplayStatus>()
  const rowOf = new Map<string, TaskComparison>()
  for (const t of comparison?.tasks ?? []) {
    changeOf.set(t.taskId, displayStatus(t))
    rowOf.set(t.taskId, t)
  }
  const baseTasks = new Map((sources.base?.tasks ?? []).map((t) => [t.task_id, t]))
  const rank = (t: TaskSummary) => DISPLAY_ORDER.indexOf(changeOf.get(t.task_id) ?? 'unchanged')
  // Regressed and failing tasks first: what a reader opens the report for (and what gets the
  // trajectory budget).
  const ordered = [...head.tasks].sort(
    (a, b) =>
      rank(a) - rank(b) || a.successes / a.n - b.successes / b.n || a.output_dir.localeCompare(b.output_dir),
  )
  const budget: Budget = {
    trajectories: MAX_TRAJECTORIES,
    verifiers: MAX_VERIFIER_VIEWS,
    thumbnails: MAX_THUMBNAILS,
  }
  const views: TaskView[] = []
  for (const task of ordered) {
    const change = comparison === null ? null : (changeOf.get(task.task_id) ?? 'unchanged')
    const link = sources.taskLinks?.get(task.output_dir) ?? null
    const attempts = await attemptsOf(
      task,
      sources.headDir,
      sources.reportDir,
      link,
      budget,
      sources.attemptLinks,
    )
    const baseTask = baseTasks.get(task.task_id)
    const baseAttempts =
      change === 'regressed' && baseTask !== undefined && sources.baseDir !== null
        ? await attemptsOf(
            baseTask,
            sources.baseDir,
            sources.reportDir,
            sources.baseRunUrl ?? null,
            budget,
            sources.baseAttemptLinks,
            sources.baseRunUrl ? BASE_NOT_FETCHED : undefined,
          )
        : null
    views.push({
      task,
      change,
      comparison: rowOf.get(task.task_id) ?? null,
      attempts,
      baseAttempts,
      href: link,
    })
  }
  return views
}

async function attemptsOf(
  task: TaskSummary,
  runDir: string | null,
  reportDir: string | null,
  taskLink: string | null,
  budget: Budget,
  attemptLinks?: ReadonlyMap<string, string>,
  missingNote?: string,
): Promise<AttemptView[]> {
  const taskDir = runDir === null ? null : inside(runDir, task.output_dir)
  const views: AttemptView[] = []
  for (let attempt = 1; attempt <= task.n; attempt++) {
    const link = attemptLinks?.get(`${task.output_dir}/${attemptDirName(attempt)}`) ?? taskLink
    const fromSummary: AttemptView = {
      attempt,
      status: task.statuses[attempt - 1] ?? 'error',
      reason: null,
      reward: task.rewards[attempt - 1] ?? null,
      durationSec: null,
      href: link,
      trajectory: null,
      trajectoryNote:
        missingNote ??
        (link === null
          ? 'No trajectory: the attempt folder is not here.'
          : 'The trajectory is in the attempt artifact (agent/trajectory.json).'),
      verifier: null,
    }
    if (taskDir === null) {
      views.push(fromSummary)
      continue
    }
    const dir = join(taskDir, attemptDirName(attempt))
    // A folder that is not here (an attempt artifact the report job did not fetch): the summary's.
    views.push(
      existsSync(dir) ? await attemptFromFolder(dir, attempt, fromSummary, reportDir, budget) : fromSummary,
    )
  }
  return views
}

async function attemptFromFolder(
  dir: string,
  attempt: number,
  fallback: AttemptView,
  reportDir: string | null,
  budget: Budget,
): Promise<AttemptView> {
  // Locally the folder beside the page; in the action the attempt's artifact.
  const href = reportDir === null ? fallback.href : relative(reportDir, dir).split(sep).join('/') + '/'
  const resultFile = join(dir, 'result.json')
  const result = await readFile(resultFile, 'utf8')
    .then((text) => parseAttemptResult(text, resultFile))
    .catch(() => null)
  const view: AttemptView = {
    ...fallback,
    ...(result === null
      ? {}
      : {
          status: result.status,
          reason: result.reason,
          reward: result.reward,
          durationSec: result.duration_sec,
        }),
    href,
    verifier: await verifierOf(dir, result?.steps?.at(-1)?.name ?? null, budget),
  }
  if (result?.trial)
    return { ...view, trajectoryNote: null, scenes: await scenesOf(dir, result.trial, budget) }
  const file = join(dir, 'agent', 'trajectory.json')
  if (!existsSync(file)) return { ...view, trajectoryNote: 'No agent/trajectory.json in this attempt.' }
  if (budget.trajectories <= 0)
    return {
      ...view,
      trajectoryNote: `Not shown (the report shows ${MAX_TRAJECTORIES} trajectories): open agent/trajectory.json.`,
    }
  budget.trajectories--
  try {
    const text = await readFile(file, 'utf8')
    const trajectory = trajectoryView(text, file)
    return { ...view, trajectory, trajectoryNote: null, filmstrip: await readFilmstrip(dir, text, budget) }
  } catch (error) {
    return {
      ...view,
      trajectoryNote: `agent/trajectory.json could not be read: ${error instanceof Error ? error.message : String(error)}`,
    }
  }
}

/** Each scene of a trial attempt with its roles' trajectories, within the report's budget. */
async function scenesOf(dir: string, trial: TrialRecord, budget: Budget): Promise<SceneView[]> {
  const scenes: SceneView[] = []
  for (const record of trial.scenes) {
    const roles: SceneView['roles'] = []
    for (const [role, path] of Object.entries(record.trajectories)) {
      const file = inside(dir, path)
      if (file === null || !existsSync(file)) {
        roles.push({ role, trajectory: null, note: `${path} is not in this attempt.` })
        continue
      }
      if (budget.trajectories <= 0) {
        roles.push({
          role,
          trajectory: null,
          note: `Not shown (the report shows ${MAX_TRAJECTORIES} trajectories): open ${path}.`,
        })
        continue
      }
      budget.trajectories--
      try {
        roles.push({ role, trajectory: trajectoryView(await readFile(file, 'utf8'), file), note: null })
      } catch (error) {
        roles.push({
          role,
          trajectory: null,
          note: `${path} could not be read: ${error instanceof Error ? error.message : String(error)}`,
        })
      }
    }
    scenes.push({ record, roles })
  }
  return scenes
}

async function verifierOf(
  attemptDir: string,
  lastStep: string | null,
  budget: Budget,
): Promise<VerifierView> {
  const dir = verifierDir(attemptDir, lastStep)
  const where = relative(attemptDir, dir).split(sep).join('/')
  if (!existsSync(dir)) return { tails: [], tests: null, note: `No ${where}/ folder in this attempt.` }
  if (budget.verifiers <= 0)
    return {
      tails: [],
      tests: null,
      note: `Verifier output: in ${where}/ (embedded for ${MAX_VERIFIER_VIEWS} attempts).`,
    }
  budget.verifiers--
  const [tails, tests] = await Promise.all([readVerifierTails(dir), readCtrf(dir)])
  return { tails, tests, note: null }
}

/** `runDir/name`, or null when the summary's folder name would leave the run folder. */
function inside(runDir: string, name: string): string | null {
  const root = resolve(runDir)
  const dir = resolve(root, name)
  return dir.startsWith(root + sep) ? dir : null
}

/** A GUI attempt's filmstrip with its thumbnails embedded, within the report's budget. */
async function readFilmstrip(dir: string, trajectory: string, budget: Budget): Promise<Filmstrip | null> {
  const strip = filmstripOf(JSON.parse(trajectory))
  if (!strip) return null
  for (const frame of strip.frames) {
    if (budget.thumbnails <= 0) break
    const file = inside(join(dir, 'agent'), frame.path)
    if (file === null || !existsSync(file)) continue
    budget.thumbnails--
    frame.thumbnail = await readFile(file)
      .then(thumbnailDataUrl)
      .catch(() => null)
  }
  return strip
}
