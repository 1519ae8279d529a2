// Runs the task-author check: every task twice with `oracle` and once with `nop`, then judges the
// results (results/task-check.ts). Files: `<out>/<run-id>/<run-id>-{oracle,nop}/…` as two ordinary
// runs (their own run ids, so cleanup after a crash finds their containers), and
// `<out>/<run-id>/check.json`; build logs of both in `<out>/<run-id>/builds/`. With `cheat`, the
// attacks' two runs follow (run/cheat-check.ts) and their verdict joins the report.
import { join } from 'node:path'
import {
  CHECK_NOP_ATTEMPTS,
  CHECK_ORACLE_ATTEMPTS,
  checkTasks,
  type TaskCheckReport,
} from '../results/task-check.js'
import { checkAttemptError, type CheckAgent, type CheckAttemptError } from '../results/check-errors.js'
import type { AttemptResult } from '../results/types.js'
import type { InvalidTask, Task } from '../task/types.js'
import { providerOf } from './providers/default-provider.js'
import { writeJsonAtomic } from './result-files.js'
import { runBenchmark, type RunOptions } from './runner.js'
import { lintLeaks } from './leak-lint.js'
import { withLeakFlags } from '../results/leak-lint/flags.js'
import { runCheatCheck } from './cheat-check.js'
import { withCheatReport } from '../results/cheat-check.js'
import type { Attack } from '../task/attack-manifest.js'

export interface TaskCheckOptions extends Pick<
  RunOptions,
  | 'concurrency'
  | 'provider'
  | 'docker'
  | 'signal'
  | 'onProgress'
  | 'onAttemptComplete'
  | 'imageRegistry'
  | 'images'
> {
  tasks: readonly Task[]
  invalid: readonly InvalidTask[]
  outputDir: string
  runId: string
  /** Also look for leaks in each task's image (default true). */
  leakLint?: boolean
  /** `check --cheat`: the attacks (shipped pack and the user's), run after oracle and nop. */
  cheat?: { attacks: readonly Attack[]; userAttackDirs: readonly string[] }
}

/** The ids of the two runs a check starts (their containers carry them). */
export function taskCheckRunIds(runId: string): { oracle: string; nop: string } {
  return { oracle: `${runId}-oracle`, nop: `${runId}-nop` }
}

export async function runTaskCheck(options: TaskCheckOptions): Promise<TaskCheckReport> {
  const {
    tasks,
    invalid,
    outputDir,
    runId,
    imageRegistry,
    images: given,
    onAttemptComplete,
    leakLint = true,
    cheat,
    ...run
  } = options
  const dir = join(outputDir, runId)
  // One cache for both passes: a build that failed for the oracle is not tried again for nop.
  run.provider = providerOf(run)
  const images =
    given ?? run.provider.images({ buildLogDir: join(dir, 'builds'), registry: imageRegistry ?? null })
  const pathById = new Map(tasks.map((t) => [t.id, t.relativeDir]))
  const errors: CheckAttemptError[] = []
  const keepErrors =
    (agent: CheckAgent) =>
    (result: AttemptResult, attemptDir: string): void | Promise<void> => {
      const error = checkAttemptError(agent, pathById.get(result.task_id) ?? result.task_name, result)
      if (error) errors.push(error)
      return onAttemptComplete?.(result, attemptDir)
    }
  // A task without a solution is flagged as such; the oracle would only record it as invalid.
  const solvable = tasks.filter((t) => t.hasSolution)
  const oracle = solvable.length
    ? await runBenchmark({
        ...run,
        images,
        tasks: solvable,
        agent: { name: 'oracle' },
        onAttemptComplete: keepErrors('oracle'),
        attempts: CHECK_ORACLE_ATTEMPTS,
        outputDir: dir,
        runId: taskCheckRunIds(runId).oracle,
        label: 'check',
      })
    : null
  const nop = await runBenchmark({
    ...run,
    images,
    tasks,
    agent: { name: 'nop' },
    onAttemptComplete: keepErrors('nop'),
    attempts: CHECK_NOP_ATTEMPTS,
    outputDir: dir,
    runId: taskCheckRunIds(runId).nop,
    label: 'check',
  })
  let report = checkTasks({ tasks, invalid, oracle: oracle?.tasks ?? [], nop: nop.tasks, errors })
  if (leakLint) {
    const leaks = await lintLeaks({
      tasks,
      images,
      provider: run.provider,
      runId: taskCheckRunIds(runId).nop,
      signal: run.signal,
    })
    report = withLeakFlags(report, leaks)
  }
  if (cheat) {
    const attacked = await runCheatCheck({ ...run, images, tasks, ...cheat, outputDir: dir, runId })
    report = withCheatReport(report, attacked.report, attacked.attacksOf)
  }
  await writeJsonAtomic(join(dir, 'check.json'), report)
  return report
}
