// The confirm job's rounds after round 2 (`confirm-rounds` > 1 on the report jobs): planned from the
// report's confirmation plan, each to the tasks the e-process has not decided, named and uploaded
// round by round; a plan that cannot be read stops after round 2, said so.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { laterRounds, type RoundJob, type RoundNames } from '../../src/action/confirm-mode.js'
import type { ActionClients } from '../../src/action/clients.js'
import type { ActionInputs } from '../../src/action/inputs.js'
import type { WorkflowContext } from '../../src/action/context.js'
import { confirmPlanArtifactName } from '../../src/github/artifact-names.js'
import { compareRuns } from '../../src/results/compare.js'
import { CONFIRM_PLAN_FILE, confirmPlanRecord } from '../../src/results/confirm-plan-record.js'
import type { RunSummary } from '../../src/results/types.js'
import { run, type TaskSpec } from './helpers/runs.js'

function many(count: number, statuses: string, prefix: string): TaskSpec[] {
  return Array.from({ length: count }, (_, i) => [`${prefix}${i}`, statuses])
}

// One task of ten breaks (2/2 → 0/2): after round 2's 0/10, E is about 16; after round 3's, past 40.
const BASE = run([...many(9, 'PP', 'ok'), ['broken', 'PP']])
const HEAD = run([...many(9, 'PP', 'ok'), ['broken', 'FF']])
const BROKEN = 'broken@aaaaaaaaaaaa'
const SETTINGS = { rounds: 4, perRound: 10, alpha: 0.025, min: 9, max: 30 }

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'helios-later-rounds-'))
})
afterEach(async () => {
  vi.restoreAllMocks()
  await rm(dir, { recursive: true, force: true })
})

/** A confirm job whose run holds the report's plan (`plan` as the file's text; none: undefined). */
function job(plan: string | undefined, confirmTasks = [BROKEN]): RoundJob {
  const name = confirmPlanArtifactName('default')
  const artifacts = {
    listRunArtifacts: async () => (plan === undefined ? [] : [{ id: 1, name, size: 1 }]),
    downloadArtifactByName: async (_name: string, into: string) => {
      await writeFile(join(into, CONFIRM_PLAN_FILE), plan ?? '')
      return { path: into }
    },
  }
  return {
    inputs: { label: 'default', confirmTasks } as ActionInputs,
    ctx: {} as WorkflowContext,
    clients: { artifacts, outputDir: dir } as unknown as ActionClients,
    pathOf: new Map(),
    numbers: new Map(),
  }
}

const planText = (settings = SETTINGS) => JSON.stringify(confirmPlanRecord(compareRuns(BASE, HEAD), settings))

/** A round runner whose attempts all end `status` (P or F); records what it was asked. */
function runner(status: 'P' | 'F') {
  const calls: { ids: string[]; attempts: number; names: RoundNames }[] = []
  const runOne = async (ids: string[], attempts: number, names: RoundNames): Promise<RunSummary> => {
    calls.push({ ids, attempts, names })
    return run(ids.map((id): TaskSpec => [id.split('@')[0]!, status.repeat(attempts)]))
  }
  return { calls, runOne }
}

const round2 = (statuses: string) => run([['broken', statuses]])

describe('the confirm job after round 2', () => {
  it('goes on while the task fails and stops once E reaches 40: rounds and artifacts numbered', async () => {
    const { calls, runOne } = runner('F')
    await laterRounds(job(planText()), round2('FFFFFFFFFF'), runOne)
    // E was about 16 after round 2 and passes 40 after round 3: one round of the three it may run.
    expect(calls).toHaveLength(1)
    calls.forEach((c, i) => {
      expect(c.ids).toEqual([BROKEN])
      expect(c.attempts).toBeGreaterThanOrEqual(9)
      expect(c.names).toMatchObject({
        suffix: `confirm-${i + 3}`,
        summary: `helios-default-confirm-${i + 3}`,
        attempts: `helios-default-confirm-${i + 3}-attempts`,
      })
    })
  })

  it('a task that passes again is settled before the rounds run out', async () => {
    const { calls, runOne } = runner('P')
    await laterRounds(job(planText()), round2('PPPPPPPPPP'), runOne)
    expect(calls.length).toBeLessThan(3)
  })

  it('one round chosen (no plan in the run): round 2 is the only one', async () => {
    const { calls, runOne } = runner('F')
    await laterRounds(job(undefined), round2('FFFF'), runOne)
    expect(calls).toEqual([])
  })

  it('a plan that names tasks round 2 did not run cannot widen a later round', async () => {
    const { calls, runOne } = runner('F')
    // The report asked for `broken` only; the job's confirm-tasks say so, whatever the plan holds.
    await laterRounds(job(planText(), ['ok0@aaaaaaaaaaaa']), round2('FFFFFFFFFF'), runOne)
    expect(calls).toEqual([])
  })

  it('a listing that fails (a broken network): a warning, and no later round', async () => {
    const written: string[] = []
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk))
      return true
    })
    const broken = job(planText())
    Object.assign(broken.clients.artifacts, {
      listRunArtifacts: async () => {
        throw new Error('socket hang up')
      },
    })
    const { calls, runOne } = runner('F')
    await laterRounds(broken, round2('FFFFFFFFFF'), runOne)
    expect(calls).toEqual([])
    expect(written.join('')).toMatch(
      /::warning::The confirmation plan .*could not be read \(socket hang up\)/,
    )
  })

  it('an unreadable plan: a warning naming the artifact, and no later round', async () => {
    const written: string[] = []
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk))
      return true
    })
    const { calls, runOne } = runner('F')
    await laterRounds(job('{"schema_version": 1, "rounds": 3'), round2('FFFFFFFFFF'), runOne)
    expect(calls).toEqual([])
    expect(written.join('')).toMatch(
      /::warning::The confirmation plan \(artifact helios-default-confirm-plan\) could not be read \(helios-default-confirm-plan\/confirm_plan\.json: not valid JSON \(truncated\?\).*\): no rounds after round 2 run\./,
    )
  })
})
