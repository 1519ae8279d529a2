// The example workflows a user copies, run as written by the workflow simulation: the ≤ 12-line
// gate (a call of the reusable workflow .github/workflows/benchmark.yml, resolved to this
// checkout) and the single-job gate (`mode: all`), each on a push to main (the baseline) and then
// on pull requests, with the built-in agent against the loopback model server. Then what goes wrong
// for real users: a caller that passes no secrets, a fork's pull request, a suite with no task, more
// shards than tasks. The action runs from source (mode all is not bundled before the merge).
import Docker from 'dockerode'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startArtifactService, type ArtifactService } from '../harness/artifact-service.js'
import { startGitHubApi, type GitHubApi } from '../harness/github-api.js'
import { startModelServer, type ModelServer } from '../harness/model-server/index.js'
import { REPO_ROOT } from '../harness/workflow.js'
import { parseActionMetadata, type ActionMetadata } from '../harness/workflow-lint.js'
import {
  failed,
  jobNames,
  runWorkflow as runFile,
  type RunMore,
  type RunSetup,
} from '../harness/workflow-run.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'

const KEY = 'sk-examples-5523'
const docker = new Docker()
const GATE = 'examples/workflows/benchmark-pr.yml'
const SINGLE = 'examples/workflows/benchmark-single-job.yml'
const RUN_IDS = { gateBase: 601, gateSame: 602, gateWorse: 603, singleBase: 611, singleSame: 612 }
const MORE_RUN_IDS = { noSecrets: 621, fork: 622, noTasks: 623, manyShards: 624 }
/** The fake API's one workflow (id 100) is found by this path: its runs are the baselines. */
const WORKFLOW_ENV = { GITHUB_WORKFLOW_REF: 'octo/bench/.github/workflows/bench.yml@refs/heads/main' }
let artifacts: ArtifactService
let api: GitHubApi
let solver: ModelServer
let quitter: ModelServer
let workspace: string
let action: ActionMetadata

beforeAll(async () => {
  artifacts = await startArtifactService({ runId: RUN_IDS.gateBase })
  api = await startGitHubApi({ artifacts: artifacts.store })
  solver = await startModelServer({
    apiKey: KEY,
    script: [{ bash: 'echo yes > /app/answer' }, { text: 'Done.' }],
  })
  quitter = await startModelServer({ apiKey: KEY, script: [{ text: 'I will not do this task.' }] })
  workspace = await makeTempDir('helios-wf-examples-')
  for (let i = 0; i < 6; i++) await writeAnswerTask(workspace, `answer-${i}`)
  action = parseActionMetadata('action.yml', await readFile(path.join(REPO_ROOT, 'action.yml'), 'utf8'))
})

afterAll(async () => {
  await solver?.close()
  await quitter?.close()
  await api?.close()
  await artifacts?.close()
  await removeDir(workspace)
  const left = await docker.listContainers({ all: true, filters: { label: ['helios.managed=true'] } })
  expect(left.filter((c) => /^gh-6[0-2]\d-/.test(c.Labels['helios.run'] ?? ''))).toEqual([])
})

/** A task that passes when /app/answer holds "yes". */
async function writeAnswerTask(root: string, name: string): Promise<void> {
  const files: Record<string, string> = {
    'task.toml': `[task]\nname = "${name}"\n`,
    'instruction.md': 'Write "yes" to /app/answer.\n',
    'environment/Dockerfile': 'FROM helios-base:bookworm\nWORKDIR /app\n',
    'tests/test.sh':
      '#!/bin/bash\n[ "$(cat /app/answer 2>/dev/null)" = yes ] && echo 1 > /logs/verifier/reward.txt || echo 0 > /logs/verifier/reward.txt\n',
  }
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(root, 'tasks', name, file)
    await mkdir(path.dirname(full), { recursive: true })
    await writeFile(full, content, { mode: file.endsWith('.sh') ? 0o755 : 0o644 })
  }
}

function runWorkflow(file: string, setup: RunSetup, model: ModelServer, text?: string, more: RunMore = {}) {
  return runFile({ artifacts, api, model, workspace, action, key: KEY, entry: 'source' }, file, setup, text, {
    ...more,
    env: { ...WORKFLOW_ENV, ...more.env },
  })
}

const push = (runId: number): RunSetup => ({
  runId,
  eventName: 'push',
  event: {},
  sha: String(runId).repeat(14).slice(0, 40),
  ref: 'refs/heads/main',
})

function pullRequest(runId: number, number: number, headRepo = 'octo/bench'): RunSetup {
  const sha = String(runId).repeat(14).slice(0, 40)
  api.state.pulls.push({
    number,
    state: 'open',
    head: { sha, ref: `feature-${number}`, repo: headRepo },
    base: { sha: 'b'.repeat(40), ref: 'main' },
  })
  return {
    runId,
    eventName: 'pull_request',
    event: {
      pull_request: { number, base: { ref: 'main' }, head: { sha, repo: { full_name: headRepo } } },
    },
    sha,
    ref: `refs/pull/${number}/merge`,
  }
}

/** A finished push run becomes the baseline the next runs find. */
function recordBaseline(setup: RunSetup): void {
  api.state.runs.push({
    id: setup.runId,
    workflow_id: 100,
    head_branch: 'main',
    head_sha: setup.sha,
    event: 'push',
    status: 'completed',
    conclusion: 'success',
    created_at: new Date(Date.UTC(2026, 10, 1, 0, 0, setup.runId)).toISOString(),
    run_number: setup.runId,
    head_repository: 'octo/bench',
  })
}

const commentOn = (pr: number) => api.state.comments.filter((c) => c.issue_number === pr)

describe('examples/workflows/benchmark-pr.yml: the gate in ≤ 12 lines', () => {
  it('is at most 12 lines, calls the reusable workflow at @v1 with a model and its key, and runs on pushes to main', async () => {
    const text = await readFile(path.join(REPO_ROOT, GATE), 'utf8')
    expect(text.trimEnd().split('\n').length).toBeLessThanOrEqual(12)
    expect(text).toMatch(/^ {4}uses: <owner>\/helios-action\/\.github\/workflows\/benchmark\.yml@v1$/m)
    expect(text).toMatch(/^ {4}secrets: inherit$/m)
    expect(text).toMatch(/^ {2}push: \{ branches: \[main\] \}$/m)
    expect(text).not.toMatch(/oracle/)
  })

  it('a push records the baseline; a PR with the same model passes against it; a PR whose model gives up fails, naming the tasks', async () => {
    const base = await runWorkflow(GATE, push(RUN_IDS.gateBase), solver)
    expect(failed(base.jobs)).toEqual([])
    // No baseline durations yet: the plan spreads the 6 tasks as wide as max-shards (8) allows.
    expect(jobNames(base.jobs)).toEqual([
      'benchmark/plan',
      ...[0, 1, 2, 3, 4, 5].map((shard) => `benchmark/run#${shard}`),
      'benchmark/report',
      'benchmark/confirm',
      'benchmark/confirm-base',
      'benchmark/final-report',
    ])
    // The built-in agent drove the model the example names, with the key from `secrets: inherit`.
    expect(base.calls.find((c) => c.job === 'benchmark/run')?.inputs).toMatchObject({
      mode: 'run',
      model: 'anthropic/claude-sonnet-4-5',
      attempts: '3',
    })
    expect(solver.requests.length).toBeGreaterThan(0)
    expect(solver.requests.every((r) => r.status === 200 && r.auth?.value.includes(KEY))).toBe(true)
    recordBaseline(push(RUN_IDS.gateBase))

    const samePr = pullRequest(RUN_IDS.gateSame, 41)
    const same = await runWorkflow(GATE, samePr, solver)
    expect(failed(same.jobs)).toEqual([])
    const sameComment = commentOn(41)
    expect(sameComment).toHaveLength(1)
    expect(sameComment[0]!.body).toMatch(/Baseline: run \\?#601 on main/)
    const checks = api.state.checkRuns.filter((c) => c.head_sha === samePr.sha)
    expect(checks.map((c) => c.conclusion)).toEqual(['success'])

    const worse = await runWorkflow(GATE, pullRequest(RUN_IDS.gateWorse, 42), quitter)
    const report = worse.jobs.filter((j) => j.id.endsWith('report') && j.result === 'failure')
    expect(report.length, jobNames(worse.jobs).join(' ')).toBe(1)
    expect(report[0]!.errors.join('\n')).toMatch(/regress/i)
    const comment = commentOn(42)
    expect(comment).toHaveLength(1)
    for (let i = 0; i < 6; i++) expect(comment[0]!.body).toContain(`answer-${i}`)
    expect(api.state.violations).toEqual([])
  }, 1_200_000)
})

describe('examples/workflows/benchmark-single-job.yml: the gate in one job', () => {
  it('one job, one action step (mode: all): a push records the baseline, a PR with the same model passes against it', async () => {
    const base = await runWorkflow(SINGLE, push(RUN_IDS.singleBase), solver)
    expect(failed(base.jobs)).toEqual([])
    expect(base.jobs.map((j) => j.id)).toEqual(['benchmark'])
    expect(base.calls.map((c) => c.inputs['mode'])).toEqual(['all'])
    // Plan, shard and report artifacts as a sharded run leaves them: the next runs' baseline.
    const names = artifacts.store.forRun(RUN_IDS.singleBase).map((a) => a.name)
    expect(names).toEqual(
      expect.arrayContaining(['helios-default-plan', 'helios-default-shard-0-of-1', 'helios-default-report']),
    )
    expect(names.filter((n) => n.includes('-attempt_'))).toHaveLength(6 * 3)
    const summary = base.summaries[0]!.summary
    // One shard, whatever the suite: the job runs every task itself.
    expect(summary).toMatch(/6 task\(s\) in 1 shard\(s\)/)
    recordBaseline(push(RUN_IDS.singleBase))

    const pr = pullRequest(RUN_IDS.singleSame, 51)
    const same = await runWorkflow(SINGLE, pr, solver)
    expect(failed(same.jobs)).toEqual([])
    expect(commentOn(51)).toHaveLength(1)
    expect(commentOn(51)[0]!.body).toMatch(/Baseline: run \\?#611 on main/)
    expect(api.state.checkRuns.filter((c) => c.head_sha === pr.sha).map((c) => c.conclusion)).toEqual([
      'success',
    ])
    expect(api.state.violations).toEqual([])
  }, 1_200_000)
})

describe('what goes wrong for real callers', () => {
  it('a caller that passes no secrets: the run jobs fail in one sentence naming the key and `secrets: inherit`, before any attempt; the report does not pass', async () => {
    const text = (await readFile(path.join(REPO_ROOT, GATE), 'utf8')).replace(/^ {4}secrets: inherit\n/m, '')
    const before = solver.requests.length
    const run = await runWorkflow(GATE, pullRequest(MORE_RUN_IDS.noSecrets, 61), solver, text)
    const runJob = run.jobs.find((j) => j.id === 'benchmark/run')!
    expect(runJob.result).toBe('failure')
    expect(runJob.errors.join('\n')).toMatch(
      /agent helios needs ANTHROPIC_API_KEY .*and it is not\. Store the key as a repository secret .*`secrets: inherit` on the job that calls the reusable workflow/,
    )
    expect(solver.requests.length).toBe(before)
    expect(run.jobs.find((j) => j.id === 'benchmark/report')!.result).not.toBe('skipped')
    expect(
      commentOn(61)
        .map((c) => c.body)
        .join(''),
    ).not.toMatch(/✅/)
  }, 600_000)

  it("a fork's pull request: GitHub gives it no secrets, and the run job says so instead of how to pass them", async () => {
    const setup = {
      ...pullRequest(MORE_RUN_IDS.fork, 62, 'forker/bench'),
      secrets: { GITHUB_TOKEN: 'ghs_read' },
    }
    const run = await runWorkflow(GATE, setup, solver)
    const runJob = run.jobs.find((j) => j.id === 'benchmark/run')!
    expect(runJob.result).toBe('failure')
    expect(runJob.errors.join('\n')).toMatch(
      /needs ANTHROPIC_API_KEY .*GitHub gives no secrets to a workflow run for a pull request from a fork/,
    )
  }, 600_000)

  it('single-job mode on a suite where no task is selected: the step says so and passes nothing off as a result', async () => {
    const text = (await readFile(path.join(REPO_ROOT, SINGLE), 'utf8')).replace(
      'mode: all,',
      "mode: all, include: 'no-such-task-*',",
    )
    const pr = pullRequest(MORE_RUN_IDS.noTasks, 63)
    const run = await runWorkflow(SINGLE, pr, solver, text)
    const summary = run.summaries.map((s) => s.summary).join('\n')
    expect(summary).toMatch(/0 task\(s\)/)
    expect(run.jobs[0]!.errors.join('\n') + summary).toMatch(/no task/i)
    expect(api.state.checkRuns.filter((c) => c.head_sha === pr.sha).map((c) => c.conclusion)).not.toContain(
      'success',
    )
  }, 600_000)

  it('more shards than tasks: the reusable workflow runs one job per task, none empty', async () => {
    const text = (await readFile(path.join(REPO_ROOT, GATE), 'utf8')).replace(
      'attempts: 3 }',
      "attempts: 1, shards: 8, include: 'answer-0,answer-1' }",
    )
    const run = await runWorkflow(GATE, push(MORE_RUN_IDS.manyShards), solver, text)
    expect(failed(run.jobs)).toEqual([])
    expect(jobNames(run.jobs).filter((j) => j.startsWith('benchmark/run'))).toEqual([
      'benchmark/run#0',
      'benchmark/run#1',
    ])
    expect(run.calls.find((c) => c.job === 'benchmark/plan')!.inputs['shards']).toBe('8')
  }, 900_000)
})
