// The workflow simulation's reusable-workflow calls, with a stub in place of the action: GitHub's
// rules for a call (declared and typed inputs, secrets, nested permissions, `./` in a file called
// from another repository), and the shipped reusable workflow's jobs, inputs and outputs.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { getInputs } from '../../src/action/inputs.js'
import { REPO_ROOT } from '../harness/action-paths.js'
import { OUR_WORKFLOW } from '../harness/workflow-call.js'
import { parseActionMetadata } from '../harness/workflow-lint.js'
import { simulateWorkflow, type ActionCall, type ActionOutcome } from '../harness/workflow-sim.js'
import { parse } from 'yaml'

const REUSABLE = `
on:
  workflow_call:
    inputs:
      model: { type: string, default: '' }
      attempts: { type: number, default: 1 }
    secrets:
      ANTHROPIC_API_KEY: { required: false }
    outputs:
      conclusion: { value: '\${{ jobs.work.outputs.conclusion }}' }
jobs:
  work:
    runs-on: ubuntu-latest
    permissions: { checks: write }
    outputs: { conclusion: '\${{ steps.go.outputs.conclusion }}' }
    steps:
      - id: go
        uses: ./
        with: { mode: run, model: '\${{ inputs.model }}', attempts: '\${{ inputs.attempts }}' }
        env: { ANTHROPIC_API_KEY: '\${{ secrets.ANTHROPIC_API_KEY }}' }
`

function caller(uses: string, call: string): string {
  return `on: pull_request
jobs:
  gate:
    uses: ${uses}
${call}
  after:
    needs: gate
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with: { mode: report, label: '\${{ needs.gate.outputs.conclusion }}' }
`
}

async function simulate(content: string, reusable = REUSABLE, outputs: Record<string, string> = {}) {
  const calls: ActionCall[] = []
  const jobs = await simulateWorkflow({
    name: 'caller.yml',
    content,
    contexts: { github: {}, secrets: { ANTHROPIC_API_KEY: 'sk-caller', GITHUB_TOKEN: 'ghs_1' } },
    readWorkflow: async () => ({ name: 'reusable.yml', content: reusable }),
    runAction: async (call): Promise<ActionOutcome> => {
      calls.push(call)
      return {
        code: 0,
        outputs: outputs[call.job] ? JSON.parse(outputs[call.job]!) : { conclusion: 'success' },
      }
    },
  })
  return { jobs, calls }
}

const LOCAL = './.github/workflows/reusable.yml'
const GRANT = '    permissions: { checks: write }'

describe('a job that calls a reusable workflow', () => {
  it("runs the called jobs as caller/job with the call's inputs and secrets, and hands its outputs on", async () => {
    const { jobs, calls } = await simulate(
      caller(LOCAL, `    with: { model: m-1, attempts: 3 }\n    secrets: inherit\n${GRANT}`),
    )
    expect(jobs.map((j) => [j.id, j.result])).toEqual([
      ['gate/work', 'success'],
      ['after', 'success'],
    ])
    expect(calls[0]).toMatchObject({ job: 'gate/work', inputs: { model: 'm-1', attempts: '3' } })
    expect(calls[0]!.env['ANTHROPIC_API_KEY']).toBe('sk-caller')
    // The called file's output, through `needs.gate.outputs`.
    expect(calls[1]!.inputs['label']).toBe('success')
  })

  it('fills defaults for inputs the call leaves out', async () => {
    const { calls } = await simulate(caller(LOCAL, GRANT))
    expect(calls[0]!.inputs).toMatchObject({ model: '', attempts: '1' })
  })

  it('gives no secrets but GITHUB_TOKEN when the caller passes none; a map passes declared names only', async () => {
    const none = await simulate(caller(LOCAL, GRANT))
    expect(none.calls[0]!.env['ANTHROPIC_API_KEY']).toBe('')
    const named = await simulate(
      caller(LOCAL, `    secrets: { ANTHROPIC_API_KEY: '\${{ secrets.ANTHROPIC_API_KEY }}' }\n${GRANT}`),
    )
    expect(named.calls[0]!.env['ANTHROPIC_API_KEY']).toBe('sk-caller')
    await expect(simulate(caller(LOCAL, `    secrets: { OTHER_KEY: x }\n${GRANT}`))).rejects.toThrow(
      'Invalid secret, OTHER_KEY is not defined in the referenced workflow.',
    )
  })

  it('refuses an input the file does not declare, and one of the wrong type, as GitHub does', async () => {
    await expect(simulate(caller(LOCAL, `    with: { shard: 1 }\n${GRANT}`))).rejects.toThrow(
      'Invalid input, shard is not defined in the referenced workflow.',
    )
    await expect(simulate(caller(LOCAL, `    with: { attempts: 'three' }\n${GRANT}`))).rejects.toThrow(
      /input 'attempts'.*the workflow declares a number/,
    )
  })

  it('refuses a nested job more token permissions than the calling job has (none given: the restricted default)', async () => {
    await expect(simulate(caller(LOCAL, ''))).rejects.toThrow(
      "gate: The nested job 'work' is requesting 'checks: write', but is only allowed 'checks: none'.",
    )
    await expect(simulate(caller(LOCAL, '    permissions: { checks: read }'))).rejects.toThrow(
      /only allowed 'checks: read'/,
    )
    await expect(simulate(caller(LOCAL, '    permissions: write-all'))).resolves.toBeDefined()
  })

  it("fails a `uses: ./` step of a file called from another repository (it would run the caller's checkout)", async () => {
    const remote = await simulate(caller('<owner>/helios-action/.github/workflows/reusable.yml@v1', GRANT))
    expect(remote.jobs.map((j) => [j.id, j.result])).toEqual([
      ['gate/work', 'failure'],
      ['after', 'skipped'],
    ])
    expect(remote.jobs[0]!.errors.join('')).toMatch(/runs the caller's checkout/)
    expect(remote.calls).toEqual([])
    // `$/` is the called file's own repository at its commit, however the file was called.
    const self = await simulate(
      caller('<owner>/helios-action/.github/workflows/reusable.yml@v1', GRANT),
      REUSABLE.replace('uses: ./', 'uses: $/'),
    )
    expect(self.jobs.map((j) => j.result)).toEqual(['success', 'success'])
  })

  it('knows this repository’s reusable workflows however a caller names them', () => {
    for (const uses of [
      '<owner>/helios-action/.github/workflows/benchmark.yml@v1',
      'octo/helios-action/.github/workflows/benchmark.yml@0123abc',
      './.github/workflows/benchmark.yml',
    ])
      expect(OUR_WORKFLOW.exec(uses)?.[1], uses).toBe('benchmark.yml')
    expect(OUR_WORKFLOW.test('octo/other/.github/workflows/benchmark.yml@v1')).toBe(false)
  })
})

describe('.github/workflows/benchmark.yml, the reusable workflow', () => {
  const read = async () => readFile(path.join(REPO_ROOT, '.github/workflows/benchmark.yml'), 'utf8')
  const example = `on: pull_request
jobs:
  benchmark:
    uses: <owner>/helios-action/.github/workflows/benchmark.yml@v1
    with: { model: anthropic/claude-sonnet-4-5, attempts: 3, shards: 8 }
    secrets: inherit
    permissions: { actions: read, checks: write, contents: read, pull-requests: write }
`

  it('runs plan → a run job per planned shard → report, the confirmation jobs only when the report asks', async () => {
    const action = parseActionMetadata(
      'action.yml',
      await readFile(path.join(REPO_ROOT, 'action.yml'), 'utf8'),
    )
    const content = await read()
    const calls: ActionCall[] = []
    // The plan makes 2 shards of 8 asked (shards > tasks), the report asks for a round on one task.
    const outputs: Record<string, Record<string, string>> = {
      'benchmark/plan': { matrix: '{"shard":[0,1]}' },
      'benchmark/report': {
        'confirm-tasks': '["t@1"]',
        'confirm-attempts': '3',
        'confirm-base-attempts': '2',
        'baseline-sha': 'b'.repeat(40),
        conclusion: 'neutral',
      },
      'benchmark/final-report': { conclusion: 'failure' },
    }
    const jobs = await simulateWorkflow({
      name: 'caller.yml',
      content: example,
      action,
      contexts: { github: {}, secrets: { ANTHROPIC_API_KEY: 'sk-1' } },
      readWorkflow: async () => ({ name: 'benchmark.yml', content }),
      runAction: async (call) => {
        calls.push(call)
        return { code: 0, outputs: outputs[call.job] ?? {} }
      },
    })
    expect(
      jobs.map((j) => `${j.id}${j.matrix['shard'] === undefined ? '' : `#${String(j.matrix['shard'])}`}`),
    ).toEqual([
      'benchmark/plan',
      'benchmark/run#0',
      'benchmark/run#1',
      'benchmark/report',
      'benchmark/confirm',
      'benchmark/confirm-base',
      'benchmark/final-report',
    ])
    const given = (job: string) => calls.find((c) => c.job === job)!.inputs
    expect(given('benchmark/plan')).toMatchObject({ mode: 'plan', shards: '8', tasks: 'tasks' })
    expect(given('benchmark/run')).toMatchObject({
      mode: 'run',
      model: 'anthropic/claude-sonnet-4-5',
      attempts: '3',
      shard: '0',
    })
    expect(calls.find((c) => c.job === 'benchmark/run')!.env['ANTHROPIC_API_KEY']).toBe('sk-1')
    expect(given('benchmark/report')).toMatchObject({
      mode: 'report',
      confirm: 'true',
      'confirm-base': 'true',
    })
    expect(given('benchmark/confirm')).toMatchObject({
      mode: 'confirm',
      attempts: '3',
      'confirm-tasks': '["t@1"]',
    })
    expect(given('benchmark/confirm-base')).toMatchObject({ 'confirm-side': 'base', attempts: '2' })
    expect(calls.find((c) => c.job === 'benchmark/confirm-base')!.checkoutRef).toBe('b'.repeat(40))
    expect(given('benchmark/final-report')).toMatchObject({ confirm: 'final' })
    // Every step runs the action at the workflow's own commit: `$/`, never the caller's `./`.
    expect(content).not.toMatch(/uses: \.\//)
    // shards: 0 (the default) leaves the plan to size them.
    const auto = await simulateWorkflow({
      name: 'caller.yml',
      content: example.replace(', shards: 8', ''),
      action,
      contexts: { github: {}, secrets: {} },
      readWorkflow: async () => ({ name: 'benchmark.yml', content }),
      runAction: async (call): Promise<ActionOutcome> => ({
        code: 0,
        outputs: call.job === 'benchmark/plan' ? { matrix: '{"shard":[0]}' } : {},
      }),
    })
    expect(auto.map((j) => j.id)).toContain('benchmark/run')
  })

  it("defaults each input to the action's own default (one source of truth)", async () => {
    const inputs = parse(await read()).on.workflow_call.inputs as Record<string, { default: unknown }>
    const action = getInputs((name) => (name === 'mode' ? 'run' : ''))
    const report = getInputs((name) => (name === 'mode' ? 'report' : ''))
    expect({
      tasks: inputs['tasks']!.default,
      attempts: inputs['attempts']!.default,
      concurrency: inputs['concurrency']!.default,
      label: inputs['label']!.default,
      k: inputs['k']!.default,
      'confirm-attempts': inputs['confirm-attempts']!.default,
      'fail-on-regression': inputs['fail-on-regression']!.default,
    }).toEqual({
      tasks: action.tasks,
      attempts: action.attempts,
      concurrency: action.concurrency,
      label: action.label,
      k: report.k,
      'confirm-attempts': report.confirmAttempts,
      'fail-on-regression': report.failOnRegression,
    })
  })
})
