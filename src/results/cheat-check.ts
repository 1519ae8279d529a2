// `check --cheat`'s verdict: from each attack's attempt on each task, in the task's verifier mode
// and in the other, which tasks are hackable, by which attack, and what closes it. Pure;
// run/cheat-check.ts runs the attacks, report/cheat-check.ts prints this.
import type { Attack } from '../task/attack-manifest.js'
import type { AttackOutcome, CheatedTask, CheatReport, VerifierMode } from './cheat-report.js'
import type { AttemptResult } from './types.js'
import type { CheckFlag, TaskCheckReport } from './task-check.js'

export type { CheatedTask, CheatReport, VerifierMode } from './cheat-report.js'

/** One attack's attempt on one task in one mode, as the runner reported it. */
export interface CheatAttempt {
  task_path: string
  attack: string
  mode: VerifierMode
  result: Pick<AttemptResult, 'status' | 'reward' | 'reason' | 'timed_out'>
}

export interface CheatInput {
  pack: string
  userAttacks: readonly string[]
  tasks: readonly { name: string; relativeDir: string; mode: VerifierMode; attacks: readonly Attack[] }[]
  attempts: readonly CheatAttempt[]
}

export function otherMode(mode: VerifierMode): VerifierMode {
  return mode === 'shared' ? 'separate' : 'shared'
}

/**
 * Any reward above 0 is a score, whatever else happened (a payload that timed out after writing a
 * reward still cheated). An error is the engine's, never the task's verdict.
 */
export function attackOutcome(result: CheatAttempt['result']): AttackOutcome {
  const reason = result.reason ?? null
  if (result.status === 'error') return { outcome: 'error', reward: 0, reason }
  if (result.reward > 0) return { outcome: 'scored', reward: result.reward, reason }
  return { outcome: result.timed_out.agent ? 'timed-out' : 'held', reward: result.reward, reason }
}

export function judgeCheats(input: CheatInput): CheatReport {
  const key = (path: string, attack: string, mode: VerifierMode) => `${path}\0${attack}\0${mode}`
  const seen = new Map(input.attempts.map((a) => [key(a.task_path, a.attack, a.mode), a.result]))
  const outcome = (path: string, attack: string, mode: VerifierMode) => {
    const result = seen.get(key(path, attack, mode))
    return result ? attackOutcome(result) : null
  }
  const tasks = input.tasks.map((task): CheatedTask => {
    const attacks = task.attacks.map((attack) => ({
      attack: attack.name,
      class: attack.class,
      own: outcome(task.relativeDir, attack.name, task.mode),
      other: outcome(task.relativeDir, attack.name, otherMode(task.mode)),
    }))
    return {
      task_name: task.name,
      task_path: task.relativeDir,
      mode: task.mode,
      hackable: attacks.some((a) => a.own?.outcome === 'scored'),
      attacks,
    }
  })
  tasks.sort((a, b) => (a.task_path < b.task_path ? -1 : a.task_path > b.task_path ? 1 : 0))
  return {
    pack: input.pack,
    user_attacks: [...input.userAttacks],
    tasks,
    hackable: tasks.filter((t) => t.hackable).length,
  }
}

/**
 * The check's flags for one task: one `hackable` per attack that scored in the task's own mode,
 * naming it and the fix. The separate mode is the fix to suggest when it held the attack there.
 */
export function cheatFlags(task: CheatedTask, attacks: readonly Attack[]): CheckFlag[] {
  const byName = new Map(attacks.map((a) => [a.name, a]))
  return task.attacks
    .filter((a) => a.own?.outcome === 'scored')
    .map((a) => {
      const attack = byName.get(a.attack)
      const closedBySeparate = task.mode === 'shared' && a.other !== null && a.other.outcome !== 'scored'
      const fix = closedBySeparate
        ? `environment_mode = "separate" in [verifier], with the task's outputs declared in artifacts, held it (it scored 0 there)`
        : (attack?.fix ?? 'close the hole it uses')
      return {
        kind: 'hackable' as const,
        message: `attack ${a.attack} (${a.class}) scored ${a.own!.reward} in ${task.mode} mode: ${attack?.tries ?? ''}. Fix: ${fix}`,
      }
    })
}

/** Attacks that scored only in the mode the task does not use: a reason to keep its mode. */
export function otherModeScores(task: CheatedTask): string[] {
  return task.attacks
    .filter((a) => a.other?.outcome === 'scored' && a.own?.outcome !== 'scored')
    .map((a) => a.attack)
}

/** The check's report with the attacks' verdict: each hackable task flagged, `cheat` beside. */
export function withCheatReport(
  report: TaskCheckReport,
  cheat: CheatReport,
  attacksOf: (taskPath: string) => readonly Attack[],
): TaskCheckReport {
  const byPath = new Map(cheat.tasks.map((t) => [t.task_path, t]))
  const tasks = report.tasks.map((task) => {
    const cheated = byPath.get(task.task_path)
    if (!cheated) return task
    return { ...task, flags: [...task.flags, ...cheatFlags(cheated, attacksOf(task.task_path))] }
  })
  return { ...report, tasks, flagged: tasks.filter((t) => t.flags.length > 0).length, cheat }
}
