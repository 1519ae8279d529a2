// The task-author check: from an oracle run (2 attempts) and a nop run (1 attempt) of the same
// tasks, what is wrong with each task. Pure; `helios check` and `mode: check` run and print it.
import { z } from 'zod'
import type { InvalidTask } from '../task/types.js'
import type { TaskSummary } from './types.js'
import { validAttempts } from './valid-attempts.js'
import { imageOf, type CheckAgent, type CheckAttemptError } from './check-errors.js'
import { cheatReportSchema } from './cheat-report.js'

export const TASK_CHECK_SCHEMA_VERSION = 1 as const
export const CHECK_ORACLE_ATTEMPTS = 2
export const CHECK_NOP_ATTEMPTS = 1

const FLAG_KINDS = [
  'invalid',
  'build-failed',
  'errored',
  'missing-solution',
  'not-solvable',
  'trivial',
  'no-reward',
  'not-deterministic',
  'leak',
  'hackable',
] as const
const agentTally = z.object({ passed: z.number().int().min(0), ran: z.number().int().min(0) })

export const checkedTaskSchema = z.object({
  task_name: z.string(),
  task_path: z.string(),
  /** The task.toml to annotate, relative to the tasks folder. */
  file: z.string(),
  /** Passed/ran of each agent over the attempts that reached a verdict; null when none did (not run, or all errors). */
  oracle: agentTally.nullable(),
  nop: agentTally.nullable(),
  flags: z.array(z.object({ kind: z.enum(FLAG_KINDS), message: z.string() })),
})

/** `check.json`: what `helios check` writes beside its runs (and prints with `--json`). */
export const taskCheckReportSchema = z.object({
  schema_version: z.literal(TASK_CHECK_SCHEMA_VERSION),
  tasks: z.array(checkedTaskSchema),
  /** How many tasks have at least one flag. */
  flagged: z.number().int().min(0),
  /** The leak lint ran (leak-lint/): what it could not look at, per task; absent with --no-leak-lint. */
  leak_lint: z.object({ skipped: z.array(z.object({ task_path: z.string(), note: z.string() })) }).optional(),
  /** `check --cheat`: each attack's outcome per task (its `hackable` flags are among the task's). */
  cheat: cheatReportSchema.optional(),
})

export type CheckedTask = z.infer<typeof checkedTaskSchema>
export type CheckFlag = CheckedTask['flags'][number]
export type TaskCheckReport = z.infer<typeof taskCheckReportSchema>

export interface CheckInput {
  tasks: readonly { name: string; relativeDir: string; hasSolution: boolean }[]
  invalid: readonly InvalidTask[]
  oracle: readonly TaskSummary[]
  nop: readonly TaskSummary[]
  /** Every attempt of either run that ended in an error (check-errors.ts). */
  errors: readonly CheckAttemptError[]
}

const CHECK_AGENTS: readonly CheckAgent[] = ['oracle', 'nop']

const NO_REWARD = /verifier wrote no reward|reward\.(json|txt)|verifier timed out/

export function checkTasks(input: CheckInput): TaskCheckReport {
  const byPath = (list: readonly TaskSummary[]) => new Map(list.map((t) => [t.task_path, t]))
  const oracle = byPath(input.oracle)
  const nop = byPath(input.nop)
  const tasks: CheckedTask[] = input.tasks.map((task) => {
    const o = oracle.get(task.relativeDir) ?? null
    const n = nop.get(task.relativeDir) ?? null
    return {
      task_name: task.name,
      task_path: task.relativeDir,
      file: task.relativeDir === '.' ? 'task.toml' : `${task.relativeDir}/task.toml`,
      oracle: tally(o),
      nop: tally(n),
      flags: flagsOf(
        task.hasSolution,
        o,
        n,
        input.errors.filter((e) => e.task_path === task.relativeDir),
      ),
    }
  })
  for (const invalid of input.invalid)
    tasks.push({
      task_name: invalid.relative_dir,
      task_path: invalid.relative_dir,
      file: invalid.file,
      oracle: null,
      nop: null,
      flags: [
        {
          kind: 'invalid',
          message: invalid.field ? `${invalid.field}: ${invalid.message}` : invalid.message,
        },
      ],
    })
  tasks.sort((a, b) => (a.task_path < b.task_path ? -1 : a.task_path > b.task_path ? 1 : 0))
  return {
    schema_version: TASK_CHECK_SCHEMA_VERSION,
    tasks,
    flagged: tasks.filter((t) => t.flags.length > 0).length,
  }
}

/** Errored attempts never ran the agent's work to a verdict: they are not counted as ran. */
function tally(summary: TaskSummary | null): { passed: number; ran: number } | null {
  const ran = summary ? validAttempts(summary) : 0
  return summary && ran > 0 ? { passed: summary.successes, ran } : null
}

/**
 * Every errored attempt, by check phase (oracle, nop), where it stopped and why; an image that did
 * not build or pull is named, with what still ran. Never the solution's fault.
 */
function errorFlags(errors: readonly CheckAttemptError[], attempts: Record<CheckAgent, number>): CheckFlag[] {
  // A verifier that writes no reward is flagged as such (no-reward), not as an error of ours.
  const real = errors.filter((e) => !NO_REWARD.test(e.reason))
  const flags: CheckFlag[] = []
  const images = new Map<string, CheckAttemptError[]>()
  for (const error of real) {
    const image = imageOf(error.reason)
    if (image !== null) images.set(image, [...(images.get(image) ?? []), error])
  }
  for (const [image, failed] of images) {
    const ran = CHECK_AGENTS.filter((agent) => failed.some((e) => e.agent === agent && e.phase !== 'setup'))
    const what =
      ran.length === 0 ? 'so neither agent ran' : `${ran.join(' and ')} ran, but no verifier judged it`
    flags.push({ kind: 'build-failed', message: `${image} did not build, ${what}: ${failed[0]!.reason}` })
  }
  for (const agent of CHECK_AGENTS) {
    const own = real.filter((e) => e.agent === agent && imageOf(e.reason) === null)
    if (own.length === 0) continue
    const first = own[0]!
    flags.push({
      kind: 'errored',
      message: `${agent}: ${own.length} of ${attempts[agent]} attempt(s) ended in an error, not a verdict (attempt ${first.attempt}, ${first.phase} phase): ${first.reason}`,
    })
  }
  return flags
}

function flagsOf(
  hasSolution: boolean,
  oracle: TaskSummary | null,
  nop: TaskSummary | null,
  errors: readonly CheckAttemptError[],
): CheckFlag[] {
  const attempts = { oracle: oracle?.n ?? 0, nop: nop?.n ?? 0 }
  const flags: CheckFlag[] = errorFlags(errors, attempts)
  if (!hasSolution)
    flags.push({
      kind: 'missing-solution',
      message: 'no solution/solve.sh: nothing shows the task can be solved; add a reference solution',
    })
  const noReward = [...(oracle?.reasons ?? []), ...(nop?.reasons ?? [])].find((r) => NO_REWARD.test(r.reason))
  if (noReward)
    flags.push({
      kind: 'no-reward',
      message: `the verifier ended without a usable reward: ${noReward.reason}`,
    })
  const judged = tally(oracle)
  // A verifier that left no reward is a failure now (an agent can cause it): flagged as no-reward
  // above, not also as a solution that does not solve.
  const rewardless = (oracle?.reasons ?? [])
    .filter((r) => NO_REWARD.test(r.reason))
    .reduce((n, r) => n + r.count, 0)
  if (judged && judged.passed + rewardless < judged.ran)
    flags.push({
      kind: 'not-solvable',
      message: `the oracle passed ${judged.passed} of ${judged.ran}: solution/solve.sh does not satisfy tests/test.sh${reasonNote(oracle!)}`,
    })
  if (nop && nop.successes > 0)
    flags.push({
      kind: 'trivial',
      message:
        'nop passed: the verifier rewards doing nothing (an unconditional reward, or a check of the initial state)',
    })
  const rewards = oracle ? [...new Set(oracle.rewards)] : []
  if (oracle && oracle.errors === 0 && rewards.length > 1)
    flags.push({
      kind: 'not-deterministic',
      message: `the oracle's rewards differ between attempts (${oracle.rewards.join(', ')}): the verifier or the solution is not deterministic`,
    })
  return flags
}

function reasonNote(summary: TaskSummary): string {
  const first = summary.reasons[0]
  return first ? ` (${first.reason})` : ''
}
