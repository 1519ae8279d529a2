// The report jobs' side of several confirmation rounds (`confirm-rounds` > 1): the first report
// splits the budget and leaves round 1's counts for the confirm job; the final report reads every
// round the confirm job finished, in order, and judges with the e-process.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { withConfirmation } from '../../src/action/confirm-report.js'
import type { ActionClients } from '../../src/action/clients.js'
import type { ActionInputs } from '../../src/action/inputs.js'
import {
  confirmArtifactName,
  confirmPlanArtifactName,
  confirmRoundArtifactName,
} from '../../src/github/artifact-names.js'
import { compareRuns } from '../../src/results/compare.js'
import { CONFIRM_PLAN_FILE, parseConfirmPlanRecord } from '../../src/results/confirm-plan-record.js'
import type { RunSummary } from '../../src/results/types.js'
import { run, type TaskSpec } from './helpers/runs.js'

function many(count: number, statuses: string, prefix: string): TaskSpec[] {
  return Array.from({ length: count }, (_, i) => [`${prefix}${i}`, statuses])
}

// One task of twenty breaks (2/2 → 0/2): borderline after one round.
const BASE = run([...many(19, 'PP', 'ok'), ['broken', 'PP']])
const HEAD = run([...many(19, 'PP', 'ok'), ['broken', 'FF']])
const BROKEN = 'broken@aaaaaaaaaaaa'
const json = (s: RunSummary) => JSON.stringify(s)

let dir: string
const savedOutput = process.env['GITHUB_OUTPUT']

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'helios-confirm-rounds-'))
  process.env['GITHUB_OUTPUT'] = join(dir, 'output.txt')
  await writeFile(process.env['GITHUB_OUTPUT'], '')
})

afterEach(async () => {
  if (savedOutput === undefined) delete process.env['GITHUB_OUTPUT']
  else process.env['GITHUB_OUTPUT'] = savedOutput
  await rm(dir, { recursive: true, force: true })
})

interface Fake {
  clients: ActionClients
  /** What was uploaded: artifact name → the text of each file, by base name. */
  uploads: Map<string, Record<string, string>>
}

/** Artifacts by name (each a run_summary.json text); uploads kept, or refused with `refuse`. */
function fake(artifacts: Record<string, string>, refuse = false): Fake {
  const uploads = new Map<string, Record<string, string>>()
  const clients = {
    artifacts: {
      listRunArtifacts: async () => Object.keys(artifacts).map((name, id) => ({ id, name, size: 1 })),
      downloadArtifactByName: async (name: string, into: string) => {
        const text = artifacts[name]
        if (text === undefined) throw new Error(`Artifact not found: ${name}`)
        await writeFile(join(into, 'run_summary.json'), text)
        return { path: into }
      },
      uploadFolder: async (name: string, _root: string, files: string[]) => {
        if (refuse) return { ok: false, error: 'the artifact service answered 503' }
        const texts: Record<string, string> = {}
        for (const f of files) texts[f.split('/').at(-1)!] = await readFile(f, 'utf8')
        uploads.set(name, texts)
        return { ok: true }
      },
    },
  }
  return { clients: clients as unknown as ActionClients, uploads }
}

async function report(
  confirm: 'true' | 'final',
  rounds: number,
  f: Fake,
  budget = '30',
): Promise<{
  verdict: string
  comparison: Awaited<ReturnType<typeof withConfirmation>>
  warnings: string[]
}> {
  const warnings: string[] = []
  const inputs = {
    confirm,
    confirmAttempts: budget,
    confirmRounds: rounds,
    confirmBase: false,
    label: 'default',
  } as ActionInputs
  const comparison = await withConfirmation(
    { inputs, clients: f.clients, workDir: dir, warnings, recording: false },
    compareRuns(BASE, HEAD),
    BASE,
    HEAD,
    {},
    null,
  )
  return { verdict: comparison.verdict, comparison, warnings }
}

async function outputs(): Promise<Record<string, string>> {
  const text = await readFile(process.env['GITHUB_OUTPUT']!, 'utf8')
  const out: Record<string, string> = {}
  for (const m of text.matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) out[m[1]!] = m[3]!
  return out
}

describe('confirm: true with confirm-rounds', () => {
  it('splits the budget into rounds and leaves round 1 for the confirm job', async () => {
    const f = fake({})
    const { verdict, warnings } = await report('true', 3, f)
    expect(warnings).toEqual([])
    // 30 attempts over 3 rounds: round 2 gets 10.
    expect(await outputs()).toMatchObject({ 'confirm-attempts': '10' })
    expect(verdict).toMatch(
      /^Borderline \(.*\): up to 3 confirmation rounds run, the first 10 more attempt\(s\) on each of 1 task\(s\)/,
    )
    const name = confirmPlanArtifactName('default')
    const record = parseConfirmPlanRecord(f.uploads.get(name)![CONFIRM_PLAN_FILE]!, name)
    expect(record).toMatchObject({ rounds: 3, perRound: 10, min: 9, max: 30 })
    expect(record.alpha).toBeCloseTo(0.025, 12)
    // Every compared task of round 1, with its counts and its probability of having fallen.
    expect(record.round1.tasks).toHaveLength(20)
    const broken = record.round1.tasks.find((t) => t.taskId === BROKEN)!
    expect(broken.base).toEqual({ n: 2, successes: 2, errors: 0 })
    expect(broken.head).toEqual({ n: 2, successes: 0, errors: 0 })
    expect(broken.fell).toBeGreaterThan(0.5)
  })

  it('one round leaves no plan behind and spends the whole budget on round 2', async () => {
    const f = fake({})
    const { verdict } = await report('true', 1, f)
    expect(f.uploads.size).toBe(0)
    expect(await outputs()).toMatchObject({ 'confirm-attempts': '30' })
    expect(verdict).toMatch(/a confirmation round runs 30 more attempt\(s\)/)
  })

  it('a plan the artifact service refused: the confirm job runs one round, said so', async () => {
    const { verdict, warnings } = await report('true', 3, fake({}, true))
    expect(verdict).toMatch(/a confirmation round runs 10 more attempt\(s\)/)
    expect(warnings).toEqual([
      'The confirmation plan (artifact helios-default-confirm-plan) was not uploaded (the artifact service answered 503): the confirm job runs one round.',
    ])
  })

  it('more rounds than the budget has attempts: as many rounds as attempts, said so', async () => {
    const { warnings } = await report('true', 5, fake({}), '2')
    expect(warnings[0]).toBe(
      "Input 'confirm-rounds' is 5 but the confirm-attempts budget is 2 attempt(s): 2 round(s) run. Give fewer rounds or a larger confirm-attempts.",
    )
  })
})

describe('confirm: final with confirm-rounds', () => {
  const round = (statuses: string, extra: TaskSpec[] = []) => json(run([['broken', statuses], ...extra]))

  it('reads every finished round in order and judges with the e-process', async () => {
    const { comparison, verdict, warnings } = await report(
      'final',
      3,
      fake({
        [confirmArtifactName('default')]: round('FFFFFFFFFF'),
        // A task round 2 did not run is never taken from a later round.
        [confirmRoundArtifactName('default', 3)]: round('FFFFFFFFFF', [['ok0', 'FFFFFFFFFF']]),
      }),
    )
    expect(verdict).toMatch(/^After 2 confirmation rounds \(20 more attempt\(s\) on 1 task\(s\), /)
    expect(verdict).toMatch(/anytime-valid p/)
    expect(comparison.gate.confirmation).toMatchObject({ rounds: 2, anytime: true })
    expect(comparison.tasks.find((t) => t.taskId === BROKEN)!.head).toMatchObject({ n: 22, successes: 0 })
    expect(comparison.tasks.find((t) => t.taskName === 'ok0')!.head).toMatchObject({ n: 2, successes: 2 })
    expect(warnings).toEqual([
      'The confirm (round 3) job ran 1 task(s) the report did not ask for; left out.',
    ])
  })

  it('round 2 alone, with several rounds chosen: still the anytime-valid test', async () => {
    const several = await report('final', 3, fake({ [confirmArtifactName('default')]: round('FFFFFFFFFF') }))
    expect(several.comparison.gate.confirmation).toMatchObject({ rounds: 1, anytime: true })
    const one = await report('final', 1, fake({ [confirmArtifactName('default')]: round('FFFFFFFFFF') }))
    expect(one.comparison.gate.confirmation).toMatchObject({ rounds: 1, anytime: false })
  })

  it('stops at the first round missing or unreadable: later ones are never read', async () => {
    const skipped = await report(
      'final',
      4,
      fake({
        [confirmArtifactName('default')]: round('FFFFFFF'),
        [confirmRoundArtifactName('default', 4)]: round('PPPPPPP'),
      }),
    )
    expect(skipped.comparison.gate.confirmation).toMatchObject({ rounds: 1 })
    const broken = await report(
      'final',
      3,
      fake({
        [confirmArtifactName('default')]: round('FFFFFFFFFF'),
        [confirmRoundArtifactName('default', 3)]: '{"schema_version": 1, "tasks": [',
      }),
    )
    expect(broken.comparison.gate.confirmation).toMatchObject({ rounds: 1 })
    expect(broken.warnings.join('\n')).toMatch(
      /Confirmation round 3's summary \(artifact helios-default-confirm-3\) could not be read \(.*truncated.*\): the verdict rests on the rounds before it\./,
    )
  })

  it('a listing the artifact service cannot answer: the verdict rests on round 2, said so', async () => {
    const f = fake({
      [confirmArtifactName('default')]: round('FFFFFFFFFF'),
      [confirmRoundArtifactName('default', 3)]: round('FFFFFFFFFF'),
    })
    Object.assign(f.clients.artifacts, {
      listRunArtifacts: async () => {
        throw new Error('connect ETIMEDOUT 127.0.0.1:9')
      },
    })
    const { comparison, warnings } = await report('final', 3, f)
    expect(comparison.gate.confirmation).toMatchObject({ rounds: 1, anytime: true })
    expect(warnings).toEqual([
      "The run's artifacts could not be listed (connect ETIMEDOUT 127.0.0.1:9): the verdict rests on round 2 alone.",
    ])
  })

  it('with one round chosen, a later round left in the run is not read', async () => {
    const { comparison } = await report(
      'final',
      1,
      fake({
        [confirmArtifactName('default')]: round('FFFFFFFFFF'),
        [confirmRoundArtifactName('default', 3)]: round('PPPPPPPPPP'),
      }),
    )
    expect(comparison.gate.confirmation).toMatchObject({ rounds: 1, anytime: false })
    expect(comparison.tasks.find((t) => t.taskId === BROKEN)!.head).toMatchObject({ n: 12 })
  })
})
