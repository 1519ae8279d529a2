// The report job's part in a confirmation round (`confirm` input): with `true`, a borderline first
// round asks for a round 2 (outputs `confirm-tasks`, `confirm-attempts`) instead of a verdict; with
// `final`, the report after the confirm job gives the verdict over both rounds, or says the first
// verdict stands when round 2 did not finish. Both recompute round 1 the same way (same data,
// same seed), so the final report knows what was asked without trusting any output.
import * as core from '@actions/core'
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { confirmArtifactName } from '../github/artifact-names.js'
import { errorMessage } from '../github/errors.js'
import type { CompareOptions, Comparison } from '../results/compare.js'
import {
  confirmBudget,
  confirmedComparison,
  planConfirmation,
  type ConfirmationPlan,
} from '../results/confirm.js'
import { parseRunSummary } from '../results/run-summary.js'
import type { RunSummary } from '../results/types.js'
import type { ActionInputs } from './inputs.js'
import type { ActionClients } from './clients.js'

export interface ConfirmStep {
  inputs: ActionInputs
  clients: ActionClients
  head: RunSummary
  workDir: string
  warnings: string[]
  /** A push or scheduled run records the base branch: it never waits for a round 2. */
  recording: boolean
}

/** For digestAgainstBaseline: nothing with `confirm: false`, else the confirmation step. */
export function confirmationHook(s: ConfirmStep): {
  confirm?: (first: Comparison, base: RunSummary | null, options: CompareOptions) => Promise<Comparison>
} {
  return s.inputs.confirm === 'false' ? {} : { confirm: (c, b, o) => withConfirmation(s, c, b, o) }
}

/** The comparison to report: round 1's, marked as awaiting round 2, or the final one. */
export async function withConfirmation(
  s: ConfirmStep,
  first: Comparison,
  base: RunSummary | null,
  options: CompareOptions,
): Promise<Comparison> {
  const budget = confirmBudget(s.inputs.confirmAttempts, s.head.totals.attempts, "Input 'confirm-attempts'")
  const plan = planConfirmation(first, s.recording ? 0 : budget)
  if (s.inputs.confirm === 'true') return askForRound2(s, first, plan)
  if (plan.tasks.length === 0 || base === null) return first
  const extra = await readRound2(s, plan)
  if (extra === null) {
    first.verdict = `The confirmation round did not finish, so the first verdict stands: ${first.verdict}`
    return first
  }
  const { comparison, ignored } = confirmedComparison(base, s.head, extra, options)
  if (ignored.length > 0)
    s.warnings.push(
      `The confirmation round ran ${ignored.length} task(s) the first round does not have; left out.`,
    )
  const ran = extra.totals.attempts
  comparison.verdict = `After a confirmation round (${ran} more attempt(s) on ${extra.tasks.length} task(s), ${plan.reason}): ${comparison.verdict}`
  return comparison
}

/** `confirm: true`: a borderline round 1 gives no verdict yet; the outputs drive the confirm job. */
function askForRound2(s: ConfirmStep, first: Comparison, plan: ConfirmationPlan): Comparison {
  core.setOutput(
    'confirm-tasks',
    plan.tasks.length === 0 ? '' : JSON.stringify(plan.tasks.map((t) => t.taskId)),
  )
  core.setOutput('confirm-attempts', plan.tasks.length === 0 ? '0' : String(plan.tasks[0]!.attempts))
  if (plan.reason !== null && plan.tasks.length === 0)
    s.warnings.push(
      `The first round is borderline (${plan.reason}) but no confirmation round runs: ${s.recording ? 'a push or scheduled run records the base branch' : plan.leftOut === 0 ? 'no task stands out as likely to have fallen' : 'the confirm-attempts budget is 0'}. This verdict is final.`,
    )
  if (plan.tasks.length === 0) return first
  if (plan.leftOut > 0)
    s.warnings.push(
      `The confirm-attempts budget covers the ${plan.tasks.length} most likely of ${plan.tasks.length + plan.leftOut} suspect tasks.`,
    )
  first.conclusion = 'neutral'
  first.verdict = `Borderline (${plan.reason}): a confirmation round runs ${plan.tasks[0]!.attempts} more attempt(s) on each of ${plan.tasks.length} task(s) before the final verdict. First round: ${first.verdict}`
  return first
}

/** Round 2's summary, only the tasks round 1 asked for; null when the confirm job left none. */
async function readRound2(s: ConfirmStep, plan: ConfirmationPlan): Promise<RunSummary | null> {
  const name = confirmArtifactName(s.inputs.label)
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
    s.warnings.push(
      `The confirmation round's summary (artifact ${name}) could not be read (${errorMessage(error)}): the confirm job failed or was cancelled; the first verdict stands.`,
    )
    return null
  }
  const asked = new Set(plan.tasks.map((t) => t.taskId))
  const tasks = summary.tasks.filter((t) => asked.has(t.task_id))
  if (tasks.length < summary.tasks.length)
    s.warnings.push(
      `The confirmation round ran ${summary.tasks.length - tasks.length} task(s) the report did not ask for; left out.`,
    )
  return { ...summary, tasks }
}
