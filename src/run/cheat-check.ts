// `check --cheat`: every task attacked by each payload of the attack pack and by its own
// cheat/solve.sh, as the oracle runs a solution (the payload mounted at /solution), in the task's
// verifier mode and in the other. Two ordinary runs, `<run-id>-cheat-shared` and
// `<run-id>-cheat-separate`, under `<out>/<run-id>/`; results/cheat-check.ts judges them.
import {
  judgeCheats,
  type CheatAttempt,
  type CheatReport,
  type VerifierMode,
} from '../results/cheat-check.js'
import type { AttemptResult } from '../results/types.js'
import { ATTACK_PACK_VERSION, type Attack } from '../task/attack-manifest.js'
import { taskCheat } from '../task/attack-pack.js'
import type { Task } from '../task/types.js'
import { runBenchmark, type RunOptions } from './runner.js'

export type CheatCheckOptions = Pick<
  RunOptions,
  'concurrency' | 'provider' | 'signal' | 'onProgress' | 'images' | 'outputDir'
> & {
  tasks: readonly Task[]
  /** The shipped pack and the user's, loaded (task/attack-pack.ts). */
  attacks: readonly Attack[]
  userAttackDirs: readonly string[]
  runId: string
}

/** The ids of the two runs the attacks make (their containers carry them). */
export function cheatRunIds(runId: string): Record<VerifierMode, string> {
  return { shared: `${runId}-cheat-shared`, separate: `${runId}-cheat-separate` }
}

/** Where Harbor tasks keep their subject when task.toml names no workdir. */
const HARBOR_WORKDIR = '/app'

export function modeOf(task: Task): VerifierMode {
  return task.config.verifier.mode
}

/**
 * The task as the attack runs it: the payload is its solution, its agent phase bounded by the
 * attack's timeout, its verifier switched to `mode`. A shared task made separate uses its own image
 * for the verifier (as Harbor does without tests/Dockerfile) and, when it declares no artifacts,
 * its working directory as one: the subject crosses as data, as a task author would declare it.
 */
export function attackedTask(task: Task, attack: Attack, mode: VerifierMode, id: string): Task {
  const timeoutSec = Math.min(task.config.agent.timeoutSec, attack.timeoutSec)
  const verifier = { ...task.config.verifier, mode }
  const sameMode = mode === task.config.verifier.mode
  return {
    ...task,
    id,
    hasSolution: true,
    solutionDir: attack.dir,
    steps: task.steps.map((step) => ({
      ...step,
      solutionDir: attack.dir,
      config: {
        ...step.config,
        agent: {
          ...step.config.agent,
          timeoutSec: Math.min(step.config.agent.timeoutSec, attack.timeoutSec),
        },
      },
    })),
    config: {
      ...task.config,
      agent: { ...task.config.agent, timeoutSec },
      collectedPaths:
        !sameMode && mode === 'separate' && task.config.collectedPaths.length === 0
          ? [
              {
                source: task.config.environment.workdir ?? HARBOR_WORKDIR,
                destination: null,
                exclude: [],
                service: 'main',
              },
            ]
          : task.config.collectedPaths,
      verifier: sameMode
        ? verifier
        : { ...verifier, environment: mode === 'shared' ? null : verifier.environment },
    },
    verifierImage: sameMode
      ? task.verifierImage
      : mode === 'shared'
        ? null
        : { contextDir: null, dockerImage: null, hash: task.environmentHash },
  }
}

export async function runCheatCheck(options: CheatCheckOptions): Promise<{
  report: CheatReport
  attacksOf: (taskPath: string) => readonly Attack[]
}> {
  const { tasks, attacks, userAttackDirs, runId, ...run } = options
  const perTask = new Map<string, readonly Attack[]>()
  for (const task of tasks) {
    const own = await taskCheat(task.dir, task.config.agent.timeoutSec)
    perTask.set(task.relativeDir, own ? [own, ...attacks] : attacks)
  }
  const attempts: CheatAttempt[] = []
  for (const mode of ['shared', 'separate'] as const) {
    const planned = new Map<string, { task_path: string; attack: string }>()
    const runTasks: Task[] = []
    for (const task of tasks)
      for (const attack of perTask.get(task.relativeDir)!) {
        const id = `${task.id}~${mode}~${runTasks.length + 1}`
        planned.set(id, { task_path: task.relativeDir, attack: attack.name })
        runTasks.push(attackedTask(task, attack, mode, id))
      }
    if (runTasks.length === 0) continue
    const record = (result: AttemptResult): void => {
      const which = planned.get(result.task_id)
      if (which) attempts.push({ ...which, mode, result })
    }
    await runBenchmark({
      ...run,
      tasks: runTasks,
      agent: { name: 'oracle' },
      attempts: 1,
      runId: cheatRunIds(runId)[mode],
      label: 'check',
      onAttemptComplete: record,
    })
  }
  const report = judgeCheats({
    pack: ATTACK_PACK_VERSION,
    userAttacks: userAttackDirs,
    tasks: tasks.map((t) => ({
      name: t.name,
      relativeDir: t.relativeDir,
      mode: modeOf(t),
      attacks: perTask.get(t.relativeDir)!,
    })),
    attempts,
  })
  return { report, attacksOf: (path) => perTask.get(path) ?? [] }
}
