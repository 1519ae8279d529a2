// The report job's part in a confirmation round (`confirm` input): with `true`, a borderline first
// round asks for a round 2 (outputs `confirm-tasks`, `confirm-attempts`) instead of a verdict; with
// `final`, the report after the confirm job gives the verdict over both rounds, or says the first
// verdict stands when round 2 did not finish. Both recompute round 1 the same way (same data,
// same seed), so the final report knows what was asked without trusting any output. With
// `confirm-rounds` > 1 the budget is split into rounds: the first report leaves round 1's counts
// for the confirm job, which runs rounds 3 on, and the final report reads every finished round.
import * as core from '@actions/core'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  confirmArtifactName,
  confirmBaseArtifactName,
  confirmPlanArtifactName,
  confirmRoundArtifactName,
} from '../github/artifact-names.js'
import { messageOf } from '../narrow.js'
import type { CompareOptions, Comparison } from '../results/compare.js'
import { CONFIRM_PLAN_FILE, confirmPlanRecord } from '../results/confirm-plan-record.js'
import {
  CONFIRM_ATTEMPT_LIMITS,
  confirmationAlpha,
  confirmBudget,
  planConfirmation,
  sequentialComparison,
  type ConfirmationPlan,
  type ConfirmationRound,
} from '../results/confirm.js'
import { parseRunSummary } from '../results/run-summary.js'
import { computeTotals } from '../results/totals.js'
import type { RunSummary } from '../results/types.js'
import type { ActionInputs } from './inputs.js'
import type { ActionClients } from './clients.js'

export interface ConfirmStep {
  inputs: ActionInputs
  clients: ActionClients
  workDir: string
  warnings: string[]
  /** A push or scheduled run records the base branch: it never waits for a round 2. */
  recording: boolean
}

/**
 * The comparison to report given round 1's, of `base` and `head` as compared (quarantined tasks
 * out); `baselineSha`: the baseline run's commit, if known.
 */
export type ConfirmHook = (
  first: Comparison,
  base: RunSummary | null,
  head: RunSummary,
  options: CompareOptions,
  baselineSha: string | null,
) => Promise<Comparison>

/** For digestAgainstBaseline: nothing with `confirm: false`, else the confirmation step. */
export function confirmationHook(s: ConfirmStep): { confirm?: ConfirmHook } {
  return s.inputs.confirm === 'false'
    ? {}
    : { confirm: (c, b, h, o, sha) => withConfirmation(s, c, b, h, o, sha) }
}

/** The comparison to report: round 1's, marked as awaiting round 2, or the final one. */
export async function withConfirmation(
  s: ConfirmStep,
  first: Comparison,
  base: RunSummary | null,
  head: RunSummary,
  options: CompareOptions,
  baselineSha: string | null,
): Promise<Comparison> {
  const budget = confirmBudget(s.inputs.confirmAttempts, head.totals.attempts, "Input 'confirm-attempts'")
  const rounds = roundsWithin(s, budget)
  // Base attempts need the commit to check out; without one the round runs the head only.
  const withBase = s.inputs.confirmBase && baselineSha !== null
  // Each round a share of the budget: the later rounds spend theirs only where it is still needed.
  const perRound = Math.floor(budget / rounds)
  const plan = planConfirmation(first, s.recording ? 0 : perRound, { base: withBase, rounds })
  if (s.inputs.confirmBase && !withBase && plan.tasks.length > 0 && s.inputs.confirm === 'true')
    s.warnings.push(
      "Input 'confirm-base' is true but the baseline's commit is not known (the baseline is a file, or there is none): the confirmation round runs head attempts only.",
    )
  const later = {
    rounds,
    perRound,
    alpha: confirmationAlpha(options),
  }
  if (s.inputs.confirm === 'true') return askForRound2(s, first, plan, withBase ? baselineSha : null, later)
  if (plan.tasks.length === 0 || base === null) return first
  return finalVerdict(s, first, base, head, options, plan, baselineSha, rounds)
}

/** `confirm-rounds`, at most one round per attempt of the budget (said so when fewer). */
function roundsWithin(s: ConfirmStep, budget: number): number {
  const asked = s.inputs.confirmRounds
  if (budget === 0 || asked <= budget) return asked
  s.warnings.push(
    `Input 'confirm-rounds' is ${asked} but the confirm-attempts budget is ${budget} attempt(s): ${budget} round(s) run. Give fewer rounds or a larger confirm-attempts.`,
  )
  return budget
}

/** `confirm: final`: the verdict over every finished round, from the confirm jobs' artifacts. */
async function finalVerdict(
  s: ConfirmStep,
  first: Comparison,
  base: RunSummary,
  head: RunSummary,
  options: CompareOptions,
  plan: ConfirmationPlan,
  baselineSha: string | null,
  rounds: number,
): Promise<Comparison> {
  const headName = confirmArtifactName(s.inputs.label)
  const extra = await readRound2(s, plan, headName, 'confirm')
  if (typeof extra === 'string') {
    s.warnings.push(
      `The confirmation round's summary (artifact ${headName}) could not be read (${extra}): the confirm job failed or was cancelled; the first verdict stands.`,
    )
    first.verdict = `The confirmation round did not finish, so the first verdict stands: ${first.verdict}`
    return first
  }
  const baseAsked = plan.tasks[0]!.baseAttempts > 0
  const baseName = confirmBaseArtifactName(s.inputs.label)
  const baseRead = baseAsked ? await readRound2(s, plan, baseName, 'confirm-base') : null
  const extraBase = typeof baseRead === 'string' ? null : baseRead
  if (typeof baseRead === 'string')
    s.warnings.push(
      `The base side of the confirmation round (artifact ${baseName}) could not be read (${baseRead}): the confirm-base job failed or was cancelled; the final verdict uses the head's attempts only.`,
    )
  // With several rounds chosen before the first look, every look is the e-process's (anytime).
  const done: ConfirmationRound[] = [{ head: extra, base: extraBase }]
  if (rounds > 1) done.push(...(await readLaterRounds(s, plan, rounds)))
  const { comparison, ignored } = sequentialComparison(base, head, done, options, first, {
    anytime: rounds > 1,
  })
  if (ignored.length > 0)
    s.warnings.push(
      `The confirmation round ran ${ignored.length} task(s) the first round does not have; left out.`,
    )
  const ranLater = done.slice(1).reduce((a, r) => a + r.head.totals.attempts, 0)
  const ran = `${extra.totals.attempts + ranLater} more attempt(s) on ${extra.tasks.length} task(s)`
  const baseRan =
    extraBase !== null
      ? `, ${extraBase.totals.attempts} base attempt(s) at ${baselineSha!.slice(0, 7)}`
      : baseAsked
        ? ', no base attempts: the confirm-base job did not finish'
        : ''
  const after = done.length === 1 ? 'a confirmation round' : `${done.length} confirmation rounds`
  comparison.verdict = `After ${after} (${ran}${baseRan}, ${plan.reason}): ${comparison.verdict}`
  return comparison
}

/**
 * Rounds 3 on, as the confirm job left them (`helios-<label>-confirm-3`, …): up to the first one
 * missing (the e-process decided, or the job stopped) or unreadable (said so). Any prefix of the
 * rounds is a valid place to stop, so a round lost reads as the job having stopped before it.
 */
async function readLaterRounds(
  s: ConfirmStep,
  plan: ConfirmationPlan,
  rounds: number,
): Promise<ConfirmationRound[]> {
  let names: Set<string>
  try {
    names = new Set((await s.clients.artifacts.listRunArtifacts()).map((a) => a.name))
  } catch (error) {
    s.warnings.push(
      `The run's artifacts could not be listed (${messageOf(error)}): the verdict rests on round 2 alone.`,
    )
    return []
  }
  const later: ConfirmationRound[] = []
  for (let round = 3; round <= rounds + 1; round++) {
    const name = confirmRoundArtifactName(s.inputs.label, round)
    if (!names.has(name)) break
    const read = await readRound2(s, plan, name, `confirm (round ${round})`)
    if (typeof read === 'string') {
      s.warnings.push(
        `Confirmation round ${round}'s summary (artifact ${name}) could not be read (${read}): the verdict rests on the rounds before it.`,
      )
      break
    }
    later.push({ head: read, base: null })
  }
  return later
}

/** `confirm: true`: a borderline round 1 gives no verdict yet; the outputs drive the confirm jobs. */
async function askForRound2(
  s: ConfirmStep,
  first: Comparison,
  plan: ConfirmationPlan,
  baselineSha: string | null,
  later: { rounds: number; perRound: number; alpha: number },
): Promise<Comparison> {
  const asked = plan.tasks[0]
  core.setOutput(
    'confirm-tasks',
    plan.tasks.length === 0 ? '' : JSON.stringify(plan.tasks.map((t) => t.taskId)),
  )
  core.setOutput('confirm-attempts', String(asked?.attempts ?? 0))
  core.setOutput('confirm-base-attempts', String(asked?.baseAttempts ?? 0))
  core.setOutput('baseline-sha', baselineSha ?? '')
  if (plan.reason !== null && plan.tasks.length === 0)
    s.warnings.push(
      `The first round is borderline (${plan.reason}) but no confirmation round runs: ${s.recording ? 'a push or scheduled run records the base branch' : plan.leftOut === 0 ? 'no task stands out as likely to have fallen' : 'the confirm-attempts budget is 0'}. This verdict is final.`,
    )
  if (asked === undefined) return first
  if (plan.leftOut > 0)
    s.warnings.push(
      `The confirm-attempts budget covers the ${plan.tasks.length} most likely of ${plan.tasks.length + plan.leftOut} suspect tasks.`,
    )
  const onBase =
    asked.baseAttempts > 0 && baselineSha !== null
      ? ` (and ${asked.baseAttempts} at the baseline's commit ${baselineSha.slice(0, 7)})`
      : ''
  const more = later.rounds > 1 && (await uploadConfirmPlan(s, first, later))
  first.conclusion = 'neutral'
  first.verdict = `Borderline (${plan.reason}): ${more ? `up to ${later.rounds} confirmation rounds run, the first` : 'a confirmation round runs'} ${asked.attempts} more attempt(s)${onBase} on each of ${plan.tasks.length} task(s) before the final verdict. First round: ${first.verdict}`
  return first
}

/**
 * Round 1's counts for the confirm job, which plans rounds 3 on from them: true when uploaded.
 * Without it the confirm job runs round 2 alone, said so.
 */
async function uploadConfirmPlan(
  s: ConfirmStep,
  first: Comparison,
  later: { rounds: number; perRound: number; alpha: number },
): Promise<boolean> {
  const dir = join(s.workDir, 'confirm-plan')
  await mkdir(dir, { recursive: true })
  const file = join(dir, CONFIRM_PLAN_FILE)
  const record = confirmPlanRecord(first, { ...later, ...CONFIRM_ATTEMPT_LIMITS })
  await writeFile(file, `${JSON.stringify(record)}\n`)
  const name = confirmPlanArtifactName(s.inputs.label)
  const uploaded = await s.clients.artifacts.uploadFolder(name, dir, [file])
  if (!uploaded.ok)
    s.warnings.push(
      `The confirmation plan (artifact ${name}) was not uploaded (${uploaded.error}): the confirm job runs one round.`,
    )
  return uploaded.ok
}

/**
 * One side of round 2 (the artifact the `job` uploaded), only the tasks round 1 asked for; why
 * not, when the job left none or an unreadable one (the caller says what that means).
 */
async function readRound2(
  s: ConfirmStep,
  plan: ConfirmationPlan,
  name: string,
  job: string,
): Promise<RunSummary | string> {
  let summary: RunSummary
  try {
    const dir = join(s.workDir, name)
    await mkdir(dir, { recursive: true })
    const downloaded = await s.clients.artifacts.downloadArtifactByName(name, dir)
    summary = parseRunSummary(
      await readFile(join(downloaded.path, 'run_summary.json'), 'utf8'),
      `${name}/run_summary.json`,
    )
  } catch (error) {
    return messageOf(error)
  }
  const asked = new Set(plan.tasks.map((t) => t.taskId))
  const tasks = summary.tasks.filter((t) => asked.has(t.task_id))
  if (tasks.length < summary.tasks.length)
    s.warnings.push(
      `The ${job} job ran ${summary.tasks.length - tasks.length} task(s) the report did not ask for; left out.`,
    )
  return { ...summary, tasks, totals: computeTotals(tasks, summary.totals.invalid_tasks) }
}
