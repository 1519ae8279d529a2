// check --cheat's verdict and rendering (results/cheat-check.ts, report/cheat-check.ts): pure, on
// literal attempt outcomes; the markdown is a golden file (UPDATE_GOLDEN=1 regenerates it).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  attackOutcome,
  cheatFlags,
  judgeCheats,
  withCheatReport,
  type CheatAttempt,
  type VerifierMode,
} from '../../src/results/cheat-check.js'
import { checkTasks, taskCheckReportSchema } from '../../src/results/task-check.js'
import { renderCheckMarkdown, renderCheckTerminal } from '../../src/report/task-check.js'
import type { Attack, AttackClass } from '../../src/task/attack-manifest.js'

const GOLDEN = fileURLToPath(new URL('../golden/cheat-check.md', import.meta.url))

const attack = (name: string, cls: AttackClass, source: Attack['source'] = 'pack'): Attack => ({
  name,
  class: cls,
  tries: `${name} tries`,
  fix: `${name} fix`,
  timeoutSec: 60,
  source,
  dir: `/pack/${name}`,
})
const REWARD = attack('prewritten-reward', 'reward')
const SUBJECT = attack('subject-subverts-test', 'subject-code')
const HANG = attack('hang', 'other', 'user')
const OWN = attack('cheat/solve.sh', 'task', 'task')

type Result = CheatAttempt['result']
const passed: Result = {
  status: 'passed',
  reward: 1,
  reason: null,
  timed_out: { agent: false, verifier: false },
}
const failed: Result = {
  status: 'failed',
  reward: 0,
  reason: 'reward 0 < 1',
  timed_out: { agent: false, verifier: false },
}
const partial: Result = {
  status: 'failed',
  reward: 0.5,
  reason: 'reward 0.5 < 1',
  timed_out: { agent: false, verifier: false },
}
const hung: Result = { ...failed, timed_out: { agent: true, verifier: false } }
const errored: Result = {
  status: 'error',
  reward: 0,
  reason: 'engine gone',
  timed_out: { agent: false, verifier: false },
}
/** A cheat that deletes the tests: the verifier leaves no reward, a failure without a verdict. */
const noVerdict: Result = { ...failed, reason: 'verifier wrote no reward' }

function attempt(task: string, name: string, mode: VerifierMode, result: Result): CheatAttempt {
  return { task_path: task, attack: name, mode, result }
}

describe('attackOutcome', () => {
  it('scores any reward above 0, even partial or after a timeout; an error is no verdict', () => {
    expect(attackOutcome(passed).outcome).toBe('scored')
    expect(attackOutcome(partial)).toEqual({ outcome: 'scored', reward: 0.5, reason: 'reward 0.5 < 1' })
    expect(attackOutcome({ ...partial, timed_out: { agent: true, verifier: false } }).outcome).toBe('scored')
    expect(attackOutcome(hung).outcome).toBe('timed-out')
    expect(attackOutcome(errored)).toEqual({ outcome: 'error', reward: 0, reason: 'engine gone' })
    expect(attackOutcome(noVerdict).outcome).toBe('held')
    expect(attackOutcome(failed).outcome).toBe('held')
  })
})

const TASKS = [
  {
    name: 'imports-subject',
    relativeDir: 'imports-subject',
    mode: 'shared' as const,
    attacks: [OWN, REWARD, SUBJECT, HANG],
  },
  {
    name: 'reads-answer',
    relativeDir: 'reads-answer',
    mode: 'shared' as const,
    attacks: [REWARD, SUBJECT, HANG],
  },
  { name: 'graded', relativeDir: 'graded', mode: 'separate' as const, attacks: [REWARD, SUBJECT, HANG] },
]
const ATTEMPTS: CheatAttempt[] = [
  attempt('imports-subject', 'cheat/solve.sh', 'shared', noVerdict),
  attempt('imports-subject', 'cheat/solve.sh', 'separate', noVerdict),
  attempt('imports-subject', 'prewritten-reward', 'shared', failed),
  attempt('imports-subject', 'prewritten-reward', 'separate', failed),
  attempt('imports-subject', 'subject-subverts-test', 'shared', passed),
  attempt('imports-subject', 'subject-subverts-test', 'separate', passed),
  attempt('imports-subject', 'hang', 'shared', hung),
  attempt('imports-subject', 'hang', 'separate', hung),
  attempt('reads-answer', 'prewritten-reward', 'shared', failed),
  attempt('reads-answer', 'prewritten-reward', 'separate', failed),
  attempt('reads-answer', 'subject-subverts-test', 'shared', failed),
  attempt('reads-answer', 'subject-subverts-test', 'separate', errored),
  attempt('reads-answer', 'hang', 'shared', hung),
  attempt('reads-answer', 'hang', 'separate', hung),
  // A separate task whose graded test gives partial credit to a pre-written reward in shared mode only.
  attempt('graded', 'prewritten-reward', 'separate', failed),
  attempt('graded', 'prewritten-reward', 'shared', partial),
  attempt('graded', 'subject-subverts-test', 'separate', partial),
  attempt('graded', 'subject-subverts-test', 'shared', partial),
]

function report() {
  return judgeCheats({ pack: 'v1', userAttacks: ['/home/me/attacks'], tasks: TASKS, attempts: ATTEMPTS })
}

describe('judgeCheats', () => {
  it('calls a task hackable when an attack scores in its own mode, not in the other alone', () => {
    const judged = report()
    expect(judged.tasks.map((t) => [t.task_path, t.hackable])).toEqual([
      ['graded', true],
      ['imports-subject', true],
      ['reads-answer', false],
    ])
    expect(judged.hackable).toBe(2)
    const graded = judged.tasks[0]!
    expect(graded.attacks.find((a) => a.attack === 'prewritten-reward')).toMatchObject({
      own: { outcome: 'held' },
      other: { outcome: 'scored', reward: 0.5 },
    })
    // The hanging attack never ran out the check: timed out, scored 0, not hackable.
    expect(judged.tasks[2]!.attacks.find((a) => a.attack === 'hang')!.own!.outcome).toBe('timed-out')
    // An attack with no attempt (interrupted) is null, not a pass.
    const none = judgeCheats({ pack: 'v1', userAttacks: [], tasks: TASKS.slice(1, 2), attempts: [] })
    expect(none.tasks[0]!.attacks[0]!.own).toBeNull()
    expect(none.hackable).toBe(0)
  })

  it('names the attack and the fix; separate mode is the fix only where it held the attack', () => {
    const judged = report()
    const subject = cheatFlags(judged.tasks[1]!, TASKS[0]!.attacks)
    expect(subject).toEqual([
      {
        kind: 'hackable',
        message:
          'attack subject-subverts-test (subject-code) scored 1 in shared mode: subject-subverts-test tries. Fix: subject-subverts-test fix',
      },
    ])
    const shared = judgeCheats({
      pack: 'v1',
      userAttacks: [],
      tasks: [TASKS[1]!],
      attempts: [
        attempt('reads-answer', 'prewritten-reward', 'shared', passed),
        attempt('reads-answer', 'prewritten-reward', 'separate', failed),
      ],
    })
    expect(cheatFlags(shared.tasks[0]!, TASKS[1]!.attacks)[0]!.message).toMatch(
      /Fix: environment_mode = "separate"/,
    )
  })

  it("joins the check's report: flags counted, schema kept, rendered", () => {
    const check = checkTasks({
      tasks: TASKS.map((t) => ({ name: t.name, relativeDir: t.relativeDir, hasSolution: true })),
      invalid: [],
      oracle: [],
      nop: [],
      errors: [],
    })
    expect(check.flagged).toBe(0)
    const attacks = new Map(TASKS.map((t) => [t.relativeDir, t.attacks]))
    const joined = withCheatReport(check, report(), (path) => attacks.get(path) ?? [])
    expect(joined.flagged).toBe(2)
    expect(taskCheckReportSchema.parse(joined)).toEqual(joined)
    expect(joined.tasks.find((t) => t.task_path === 'reads-answer')!.flags).toEqual([])

    const terminal = renderCheckTerminal(joined)
    expect(terminal).toContain(
      'graded: hackable: attack subject-subverts-test (subject-code) scored 0.5 in separate mode',
    )
    expect(terminal).toContain('attack pack v1 and 1 folder(s) of your own: 3 task(s) attacked, 2 hackable')
    expect(terminal).toMatch(
      /reads-answer\s+shared\s+none\s+–\s+timed out \(0\): hang; no verdict \(error\): subject-subverts-test/,
    )

    const markdown = renderCheckMarkdown(joined)
    if (process.env['UPDATE_GOLDEN'] === '1' || !existsSync(GOLDEN)) writeFileSync(GOLDEN, markdown)
    expect(markdown).toBe(readFileSync(GOLDEN, 'utf8'))
  })
})
