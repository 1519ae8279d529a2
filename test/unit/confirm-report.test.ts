// The report job's side of a confirmation round with base attempts (confirm-report.ts): what it
// asks for (outputs), and how the final report reads both sides' artifacts, or falls back.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { withConfirmation } from '../../src/action/confirm-report.js'
import type { ActionClients } from '../../src/action/clients.js'
import type { ActionInputs } from '../../src/action/inputs.js'
import { confirmArtifactName, confirmBaseArtifactName } from '../../src/github/artifact-names.js'
import { compareRuns } from '../../src/results/compare.js'
import { renderReport } from '../../src/report/markdown.js'
import type { RunSummary } from '../../src/results/types.js'
import { run, type TaskSpec } from './helpers/runs.js'

function many(count: number, statuses: string, prefix: string): TaskSpec[] {
  return Array.from({ length: count }, (_, i) => [`${prefix}${i}`, statuses])
}

// One task of ten breaks (2/2 → 0/2): borderline after one round (as in confirm.test.ts).
const BASE = run([...many(9, 'PP', 'ok'), ['broken', 'PP']])
const HEAD = run([...many(9, 'PP', 'ok'), ['broken', 'FF']])
const SHA = 'b'.repeat(40)

let dir: string
let outputFile: string
const savedOutput = process.env['GITHUB_OUTPUT']

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'helios-confirm-report-'))
  outputFile = join(dir, 'output.txt')
  await writeFile(outputFile, '')
  process.env['GITHUB_OUTPUT'] = outputFile
})

afterEach(async () => {
  if (savedOutput === undefined) delete process.env['GITHUB_OUTPUT']
  else process.env['GITHUB_OUTPUT'] = savedOutput
  await rm(dir, { recursive: true, force: true })
})

/** The step outputs core.setOutput wrote (`name<<delimiter` blocks). */
async function outputs(): Promise<Record<string, string>> {
  const text = await readFile(outputFile, 'utf8')
  const out: Record<string, string> = {}
  for (const m of text.matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) out[m[1]!] = m[3]!
  return out
}

/** Fake artifact downloads: each name present in `artifacts` holds that run_summary.json text. */
function clients(artifacts: Record<string, string>): ActionClients {
  return {
    artifacts: {
      downloadArtifactByName: async (name: string, into: string) => {
        const text = artifacts[name]
        if (text === undefined) throw new Error(`Artifact not found: ${name}`)
        await writeFile(join(into, 'run_summary.json'), text)
        return { path: into }
      },
    },
  } as unknown as ActionClients
}

async function confirm(
  setting: 'true' | 'final',
  opts: { base?: boolean; sha?: string | null; budget?: string; artifacts?: Record<string, string> },
) {
  const warnings: string[] = []
  const inputs = {
    confirm: setting,
    confirmAttempts: opts.budget ?? '6',
    confirmBase: opts.base ?? true,
    confirmRounds: 1,
    label: 'default',
  } as ActionInputs
  const comparison = await withConfirmation(
    { inputs, clients: clients(opts.artifacts ?? {}), workDir: dir, warnings, recording: false },
    compareRuns(BASE, HEAD),
    BASE,
    HEAD,
    {},
    opts.sha === undefined ? SHA : opts.sha,
  )
  return { comparison, warnings }
}

const json = (s: RunSummary) => JSON.stringify(s)
const HEAD_ROUND_2 = json(run([['broken', 'FFF']]))
const BASE_ROUND_2 = json(run([['broken', 'PPP']]))

describe('withConfirmation with confirm-base', () => {
  it('confirm: true splits the budget and names the baseline commit in the outputs', async () => {
    const { comparison, warnings } = await confirm('true', {})
    expect(await outputs()).toMatchObject({
      'confirm-attempts': '3',
      'confirm-base-attempts': '3',
      'baseline-sha': SHA,
    })
    expect(JSON.parse((await outputs())['confirm-tasks']!)).toEqual(['broken@aaaaaaaaaaaa'])
    expect(comparison.verdict).toMatch(/3 more attempt\(s\) \(and 3 at the baseline's commit bbbbbbb\)/)
    expect(warnings).toEqual([])
  })

  it('warns when the budget covers only the most likely of the suspects', async () => {
    const base = run([...many(17, 'PP', 'ok'), ...many(3, 'PP', 'broken')])
    const head = run([...many(17, 'PP', 'ok'), ...many(3, 'FF', 'broken')])
    const warnings: string[] = []
    const inputs = {
      confirm: 'true',
      confirmAttempts: '6',
      confirmBase: false,
      confirmRounds: 1,
      label: 'default',
    } as ActionInputs
    await withConfirmation(
      { inputs, clients: clients({}), workDir: dir, warnings, recording: false },
      compareRuns(base, head),
      base,
      head,
      {},
      SHA,
    )
    expect(JSON.parse((await outputs())['confirm-tasks']!)).toHaveLength(1)
    expect(warnings).toEqual(['The confirm-attempts budget covers the 1 most likely of 3 suspect tasks.'])
  })

  it('with no baseline commit known, plans head attempts only and says so', async () => {
    const { warnings } = await confirm('true', { sha: null })
    expect(await outputs()).toMatchObject({
      'confirm-attempts': '6',
      'confirm-base-attempts': '0',
      'baseline-sha': '',
    })
    expect(warnings.join('\n')).toMatch(/'confirm-base' is true but the baseline's commit is not known/)
  })

  it('confirm-base: false keeps the head-only plan', async () => {
    await confirm('true', { base: false })
    expect(await outputs()).toMatchObject({ 'confirm-attempts': '6', 'confirm-base-attempts': '0' })
  })

  it('final: both sides appended; a base task the report did not ask for is left out, warned', async () => {
    const extraBase = json(
      run([
        ['broken', 'PPP'],
        ['ok0', 'FFFFFF'],
      ]),
    )
    const { comparison, warnings } = await confirm('final', {
      artifacts: {
        [confirmArtifactName('default')]: HEAD_ROUND_2,
        [confirmBaseArtifactName('default')]: extraBase,
      },
    })
    expect(comparison.verdict).toMatch(
      /^After a confirmation round \(3 more attempt\(s\) on 1 task\(s\), 3 base attempt\(s\) at bbbbbbb,/,
    )
    // Both sides' round-2 attempts on the asked task (the verdict itself is the sequential rule's,
    // tested in confirm.test.ts). Three fresh failures where 1.7 passes were predicted are not
    // enough (p = 0.09): no failure, and no 🔴 either, since the label is the same test's.
    const broken = comparison.tasks.find((t) => t.taskName === 'broken')!
    expect(broken.base).toMatchObject({ n: 5, successes: 5 })
    expect(broken.head).toMatchObject({ n: 5, successes: 0 })
    expect(comparison.gate.confirmation!.test.p).toBeGreaterThan(0.025)
    expect(comparison.conclusion).toBe('success')
    expect(comparison.regressions).toEqual([])
    expect(warnings).toEqual(['The confirm-base job ran 1 task(s) the report did not ask for; left out.'])
    // The stray task's failures never reached the base side: ok0 compares 2/2 with 2/2.
    const ok0 = comparison.tasks.find((t) => t.taskName === 'ok0')!
    expect(ok0.base?.n).toBe(2)
  })

  it('final: a missing base artifact falls back to the head-only verdict with a warning', async () => {
    const { comparison, warnings } = await confirm('final', {
      artifacts: { [confirmArtifactName('default')]: HEAD_ROUND_2 },
    })
    expect(comparison.verdict).toMatch(/no base attempts: the confirm-base job did not finish/)
    expect(warnings.join('\n')).toMatch(
      /artifact helios-default-confirm-base\) could not be read \(Artifact not found[^)]*\): the confirm-base job failed or was cancelled; the final verdict uses the head's attempts only/,
    )
    const headOnly = await confirm('final', {
      base: false,
      artifacts: { [confirmArtifactName('default')]: HEAD_ROUND_2 },
    })
    expect(comparison.conclusion).toBe(headOnly.comparison.conclusion)
  })

  it('final: an unreadable base artifact is the same fallback, never a crash', async () => {
    const { warnings } = await confirm('final', {
      artifacts: {
        [confirmArtifactName('default')]: HEAD_ROUND_2,
        [confirmBaseArtifactName('default')]: '{"tasks": "not a list"',
      },
    })
    expect(warnings.join('\n')).toMatch(/confirm-base job failed or was cancelled/)
  })

  it('final: a plan that gave the base no attempts reads no base artifact and warns of none', async () => {
    // A budget of one attempt leaves the base none (confirm-base-attempts 0: the job is skipped).
    const { comparison, warnings } = await confirm('final', {
      budget: '1',
      artifacts: {
        [confirmArtifactName('default')]: json(run([['broken', 'F']])),
        [confirmBaseArtifactName('default')]: BASE_ROUND_2,
      },
    })
    expect(warnings).toEqual([])
    expect(comparison.verdict).not.toMatch(/base attempt/)
    expect(comparison.tasks.find((t) => t.taskName === 'broken')!.base?.n).toBe(2)
  })
})

describe("the comment's first line during a confirmation round", () => {
  it('borderline, after the round, and a round that did not finish: each opens with its verdict', async () => {
    const cases = [
      [await confirm('true', {}), /^Borderline \(/],
      [
        await confirm('final', {
          artifacts: {
            [confirmArtifactName('default')]: HEAD_ROUND_2,
            [confirmBaseArtifactName('default')]: BASE_ROUND_2,
          },
        }),
        /^After a confirmation round \(/,
      ],
      [await confirm('final', {}), /^The confirmation round did not finish, so the first verdict stands: /],
    ] as const
    for (const [{ comparison }, starts] of cases) {
      expect(comparison.verdict).toMatch(starts)
      const lines = renderReport({ comparison, head: HEAD }).split('\n')
      expect(lines[0]).toMatch(/^### /)
      expect(lines[2]!.replace(/ {2}$/, '')).toBe(`**${comparison.verdict}**`)
      expect(lines[3]).toMatch(/^pass@1 /)
    }
  })
})
