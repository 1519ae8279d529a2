// `helios confirm` against real Docker: a head run where one task of ten broke (2/2 → 0/2) is
// borderline; the command runs that task again with the head run's own agent and fails the PR.
import { existsSync } from 'node:fs'
import { cp, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { helios } from '../fixtures/cli.js'
import { makeTempDir, removeDir, writeTaskFolder } from '../fixtures/tasks.js'

let dir: string
const SOLVE = 'echo yes > /app/answer'
/** The head's agent: solves every task but the fragile one. */
const REGRESSED = `case "$HELIOS_INSTRUCTION" in *fragile*) true ;; *) ${SOLVE} ;; esac; true`

beforeAll(async () => {
  dir = await makeTempDir('helios-cli-confirm-')
  for (const [i, kind] of [...Array(9).fill('steady'), 'fragile'].entries())
    await writeTaskFolder(path.join(dir, 'tasks'), {
      name: `task-${i}-${kind as string}`,
      dockerfile: 'FROM helios-base:bookworm\nWORKDIR /app\n',
      instruction: `Write "yes" to /app/answer. (kind: ${kind as string})\n`,
      test: '[ "$(cat /app/answer 2>/dev/null)" = yes ] && echo 1 > /logs/verifier/reward.txt || echo 0 > /logs/verifier/reward.txt',
    })
})
afterAll(() => removeDir(dir))

describe('helios confirm', () => {
  it('confirms a borderline drop with more attempts on the suspect task, and leaves a clear result alone', async () => {
    const batch = (runId: string, command: string) =>
      helios([
        'batch',
        path.join(dir, 'tasks'),
        '-k',
        '2',
        '-n',
        '4',
        '-a',
        'command',
        '--agent-command',
        command,
        '-o',
        path.join(dir, 'out'),
        '--run-id',
        runId,
        '-q',
      ])
    expect((await batch('base', `${SOLVE}; true`)).code).toBe(0)
    expect((await batch('head', REGRESSED)).code).toBe(0)
    const baseFile = path.join(dir, 'out/base/run_summary.json')

    // One round cannot tell: `helios compare` passes it.
    expect((await helios(['compare', baseFile, path.join(dir, 'out/head/run_summary.json')])).code).toBe(0)
    const confirm = (run: string, ...flags: string[]) =>
      helios(['confirm', baseFile, path.join(dir, 'out', run), path.join(dir, 'tasks'), ...flags])
    const confirmed = await confirm('head', '--agent-command', REGRESSED)
    expect(confirmed.code, confirmed.stdout + confirmed.stderr).toBe(1)
    expect(confirmed.stderr).toMatch(/Confirmation round \(.*\): 1 task\(s\) × 6 more attempt\(s\)/)
    expect(confirmed.stdout).toMatch(/Regression/)
    const round2 = JSON.parse(
      await readFile(path.join(dir, 'out/head-confirm/run_summary.json'), 'utf8'),
    ) as {
      agent: string
      tasks: { task_name: string; n: number; successes: number }[]
    }
    expect(round2.agent).toBe('command')
    expect(round2.tasks).toEqual([
      expect.objectContaining({ task_name: 'task-9-fragile', n: 6, successes: 0 }),
    ])

    const clear = await confirm('base')
    expect(clear.code).toBe(0)
    expect(clear.stdout).toMatch(/No confirmation round: the first round is clear; this verdict is final/)
    expect(existsSync(path.join(dir, 'out/base-confirm'))).toBe(false)

    // Confirming again over the same round 2 would be a second look at a single-look test.
    const again = await confirm('head', '--agent-command', REGRESSED)
    expect([again.code, again.stderr]).toEqual([
      2,
      expect.stringMatching(
        /head-confirm holds a confirmation round run with --confirm-rounds 1: its verdict spent its one look.*Move head-confirm aside/,
      ),
    ])

    const bad = await confirm('head', '--confirm-attempts', 'lots')
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/--confirm-attempts is 'lots'; use a share/)

    // With the base run: half of the share runs at the base too, with the base's own agent.
    for (const copy of ['head-b1', 'head-b2'])
      await cp(path.join(dir, 'out/head'), path.join(dir, 'out', copy), { recursive: true })
    // A budget of 11 attempts (6 on the head, 5 at the base): with base attempts the test spends
    // 5% of its level, and the 3 + 3 of the default 30% are too few for that here.
    const withBase = await confirm(
      'head-b1',
      '--confirm-attempts',
      '11',
      '--agent-command',
      REGRESSED,
      '--base-run',
      path.join(dir, 'out/base'),
      '--base-agent-command',
      `${SOLVE}; true`,
    )
    expect(withBase.code, withBase.stdout + withBase.stderr).toBe(1)
    expect(withBase.stderr).toMatch(/1 task\(s\) × 6 more attempt\(s\) and 5 base attempt\(s\)/)
    const baseRound = JSON.parse(
      await readFile(path.join(dir, 'out/head-b1-confirm-base/run_summary.json'), 'utf8'),
    ) as { tasks: { task_name: string; n: number; successes: number }[] }
    expect(baseRound.tasks).toEqual([
      expect.objectContaining({ task_name: 'task-9-fragile', n: 5, successes: 5 }),
    ])

    // The base fails the task at its own commit too: the drop is not the PR's, the PR passes.
    const alsoBase = await confirm(
      'head-b2',
      '--confirm-attempts',
      '11',
      '--agent-command',
      REGRESSED,
      '--base-run',
      path.join(dir, 'out/base'),
      '--base-agent-command',
      REGRESSED,
    )
    expect(alsoBase.code, alsoBase.stdout + alsoBase.stderr).toBe(0)

    // The base's tasks must be the ones the base ran; a folder without them is refused by name.
    const empty = await makeTempDir('helios-cli-confirm-empty-')
    await cp(path.join(dir, 'out/head'), path.join(dir, 'out/head-m'), { recursive: true })
    const missing = await confirm(
      'head-m',
      '--agent-command',
      REGRESSED,
      '--base-run',
      path.join(dir, 'out/base'),
      '--base-tasks',
      empty,
    )
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/does not have 1 of the suspect tasks as the base ran them.*--base-tasks/)
    const orphan = await confirm('head', '--base-tasks', empty)
    expect(orphan.code).toBe(2)
    expect(orphan.stderr).toMatch(/--base-tasks and --base-agent-command need --base-run/)

    // A head run of an agent CLI against a model server on localhost: round 2 needs the host
    // network as round 1 did. Without --agent-network the head side is refused before anything
    // runs; with it the head side passes, and the base side's check (its tasks) is what stops here.
    await cp(path.join(dir, 'out/head'), path.join(dir, 'out/head-cli'), { recursive: true })
    const summaryFile = path.join(dir, 'out/head-cli/run_summary.json')
    const recorded = JSON.parse(await readFile(summaryFile, 'utf8')) as Record<string, unknown>
    await writeFile(summaryFile, JSON.stringify({ ...recorded, agent: 'codex', model: 'openai/gpt-5-mini' }))
    const localModel = { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }
    const cliConfirm = (...flags: string[]) =>
      helios(
        ['confirm', baseFile, path.join(dir, 'out/head-cli'), path.join(dir, 'tasks'), ...flags],
        localModel,
      )
    const noNetwork = await cliConfirm()
    expect(noNetwork.code, noNetwork.stderr).toBe(2)
    expect(noNetwork.stderr).toMatch(
      /agent codex calls its model from inside the container.*--agent-network host/,
    )
    const withNetwork = await cliConfirm(
      '--agent-network',
      'host',
      '--base-run',
      path.join(dir, 'out/base'),
      '--base-tasks',
      empty,
    )
    expect(withNetwork.code, withNetwork.stderr).toBe(2)
    expect(withNetwork.stderr).toMatch(/does not have 1 of the suspect tasks as the base ran them/)
    const badNetwork = await cliConfirm('--agent-network', 'bridge')
    expect(badNetwork.stderr).toMatch(/--agent-network is 'bridge'; the only value is host/)
    const badTimeout = await confirm('head', '--timeout-multiplier', '0')
    expect([badTimeout.code, badTimeout.stderr]).toEqual([
      2,
      expect.stringMatching(/--timeout-multiplier is '0'/),
    ])
    expect(existsSync(path.join(dir, 'out/head-cli-confirm'))).toBe(false)
    await removeDir(empty)
  })

  // The runs of the case above: base (10 tasks 2/2) and head (the fragile task 0/2).
  it('--confirm-rounds: rounds of a share of the budget until the e-process decides, each into its own folder', async () => {
    const baseFile = path.join(dir, 'out/base/run_summary.json')
    await cp(path.join(dir, 'out/head'), path.join(dir, 'out/head-r'), { recursive: true })
    const rounds = (...flags: string[]) =>
      helios(['confirm', baseFile, path.join(dir, 'out/head-r'), path.join(dir, 'tasks'), ...flags])
    const bad = await rounds('--confirm-rounds', '0')
    expect([bad.code, bad.stderr]).toEqual([
      2,
      expect.stringMatching(/--confirm-rounds is '0'.*from 1 to 10/),
    ])
    const tooMany = await rounds('--confirm-attempts', '2', '--confirm-rounds', '3')
    expect([tooMany.code, tooMany.stderr]).toEqual([
      2,
      expect.stringMatching(/--confirm-rounds 3 splits the budget of 2 attempt\(s\) into rounds of none/),
    ])
    // 30 attempts in up to 3 rounds of 10: 0/10 leaves E short of 40, 0/20 reaches it, so round 4
    // never runs.
    const result = await rounds(
      '--agent-command',
      REGRESSED,
      '--confirm-attempts',
      '30',
      '--confirm-rounds',
      '3',
    )
    expect(result.code, result.stdout + result.stderr).toBe(1)
    expect(result.stderr).toMatch(/Confirmation round \(.*\): 1 task\(s\) × 10 more attempt\(s\)/)
    expect(result.stderr).toMatch(
      /Confirmation round 3 \(E = [\d.]+ of the 40 that fails it\): 1 task\(s\) × 10 more attempt\(s\)/,
    )
    expect(result.stdout).toMatch(/Regression/)
    const third = JSON.parse(
      await readFile(path.join(dir, 'out/head-r-confirm-3/run_summary.json'), 'utf8'),
    ) as {
      tasks: { task_name: string; n: number; successes: number }[]
    }
    expect(third.tasks).toEqual([
      expect.objectContaining({ task_name: 'task-9-fragile', n: 10, successes: 0 }),
    ])
    expect(existsSync(path.join(dir, 'out/head-r-confirm-4'))).toBe(false)
  })

  it('--confirm-rounds again later (a nightly adding rounds): the sequence goes on from the rounds on disk', async () => {
    const baseFile = path.join(dir, 'out/base/run_summary.json')
    await cp(path.join(dir, 'out/head'), path.join(dir, 'out/head-s'), { recursive: true })
    const sequence = (...flags: string[]) =>
      helios([
        'confirm',
        baseFile,
        path.join(dir, 'out/head-s'),
        path.join(dir, 'tasks'),
        '--agent-command',
        REGRESSED,
        '--confirm-attempts',
        '10',
        ...flags,
      ])
    // Tonight: 2 rounds of 5 (0/10 in all): E stays short of 40, so the PR does not fail yet.
    const tonight = await sequence('--confirm-rounds', '2')
    expect(tonight.code, tonight.stdout + tonight.stderr).toBe(0)
    expect(tonight.stderr).toMatch(/Confirmation round 3 \(E = [\d.]+ of the 40/)
    expect(existsSync(path.join(dir, 'out/head-s-confirm-plan.json'))).toBe(true)
    // Another level (or other runs) cannot go on with this sequence.
    const changed = await sequence('--confirm-rounds', '4', '--confidence', '0.9')
    expect([changed.code, changed.stderr]).toEqual([
      2,
      expect.stringMatching(/head-s-confirm-plan\.json was written for another round 1/),
    ])
    // Tomorrow: up to 4 rounds in all, so up to 2 more, each to the task still undecided.
    const tomorrow = await sequence('--confirm-rounds', '4')
    expect(tomorrow.stderr).toMatch(
      /Going on with the confirmation sequence beside the head run: 2 round\(s\) so far, up to 2 more/,
    )
    expect(tomorrow.stderr).toMatch(/Confirmation round 4 \(E = [\d.]+ of the 40/)
    expect(tomorrow.code, tomorrow.stdout + tomorrow.stderr).toBe(1)
    expect(tomorrow.stdout).toMatch(/confirmation rounds: .*anytime-valid p/)
    const fourth = JSON.parse(
      await readFile(path.join(dir, 'out/head-s-confirm-4/run_summary.json'), 'utf8'),
    ) as { tasks: { n: number; successes: number }[] }
    expect(fourth.tasks).toEqual([expect.objectContaining({ n: 5, successes: 0 })])
    // Nothing more to run: the verdict over the rounds on disk, the same.
    const again = await sequence('--confirm-rounds', '4')
    expect(again.code).toBe(tomorrow.code)
    expect(again.stderr).not.toMatch(/Confirmation round \d/)
  })
})
