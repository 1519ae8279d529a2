// The final report of a confirmation round compares the head as round 1 did: quarantined tasks out.
// Through digestAgainstBaseline (a file baseline, .helios/quarantine.txt, the confirm artifact from
// a fake download): before, the round-2 comparison took the merged head with the quarantined task
// still in it, where the baseline had it removed, and showed it as a new task.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ActionClients } from '../../src/action/clients.js'
import { confirmationHook } from '../../src/action/confirm-report.js'
import type { WorkflowContext } from '../../src/action/context.js'
import { getInputs } from '../../src/action/inputs.js'
import { digestAgainstBaseline } from '../../src/action/publish-report.js'
import { confirmArtifactName } from '../../src/github/artifact-names.js'
import { run, type TaskSpec } from './helpers/runs.js'

const ok: TaskSpec[] = Array.from({ length: 9 }, (_, i) => [`ok${i}`, 'PP'])
// One task of ten breaks (2/2 → 0/2): borderline after one round; `noisy` is quarantined.
const BASE = run([...ok, ['broken', 'PP'], ['noisy', 'PP']])
const HEAD = run([...ok, ['broken', 'FF'], ['noisy', 'FF']])

let workspace: string
beforeEach(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'helios-confirm-quarantine-'))
  await writeFile(join(workspace, 'base.json'), JSON.stringify(BASE))
  await mkdir(join(workspace, '.helios'))
  await writeFile(join(workspace, '.helios', 'quarantine.txt'), 'noisy\n')
})
afterEach(() => rm(workspace, { recursive: true, force: true }))

function context(): WorkflowContext {
  return {
    repository: null,
    serverUrl: 'https://github.com',
    runId: '7',
    runAttempt: '1',
    workflowFile: null,
    eventName: 'pull_request',
    sha: 'a'.repeat(40),
    ref: 'refs/pull/1/merge',
    pullRequest: { number: 1, baseRef: 'main', headSha: 'a'.repeat(40) },
    baselineBranch: 'main',
    workspace,
    runnerTemp: workspace,
    triggeringRun: null,
  } as WorkflowContext
}

describe('the final report after a confirmation round, with a quarantined task', () => {
  it('compares the head without the quarantined task: not a new row, and 🔒 apart', async () => {
    const values: Record<string, string> = {
      mode: 'report',
      baseline: 'base.json',
      confirm: 'final',
      'confirm-attempts': '6',
    }
    const inputs = getInputs((name) => values[name] ?? '')
    const roundTwo = JSON.stringify(run([['broken', 'FFFFFF']], { attempts: 6 }))
    const clients = {
      artifacts: {
        downloadArtifactByName: async (name: string, into: string) => {
          if (name !== confirmArtifactName('default')) throw new Error(`Artifact not found: ${name}`)
          await writeFile(join(into, 'run_summary.json'), roundTwo)
          return { path: into }
        },
      },
    } as unknown as ActionClients
    const warnings: string[] = []
    const built = await digestAgainstBaseline({
      inputs,
      ctx: context(),
      clients,
      head: HEAD,
      warnings,
      ...confirmationHook({ inputs, clients, workDir: workspace, warnings, recording: false }),
    })
    const rows = built.comparison.tasks
    expect(rows.map((t) => t.taskName)).not.toContain('noisy')
    expect(rows.find((t) => t.taskName === 'broken')!.head).toMatchObject({ n: 8, successes: 0 })
    expect(built.comparison.counts.new).toBe(0)
    expect(built.comparison.verdict).toMatch(
      /^After a confirmation round \(6 more attempt\(s\) on 1 task\(s\)/,
    )
    expect(built.comparison.conclusion).toBe('failure')
    expect(built.fullMarkdown).toMatch(/🔒 noisy/)
  })
})
