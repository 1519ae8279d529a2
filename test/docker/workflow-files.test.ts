// Every workflow we ship, run as written: parsed and evaluated by GitHub's own libraries
// (test/harness/workflow-sim.ts), each step that uses the action run as the bundled action
// (`node dist/index.js`, under the Node running the tests: Node 24 in CI) against the loopback
// artifact service, REST API and model server, job by job in `needs` order. A job whose action
// step fails, an input action.yml does not declare, or an expression that does not resolve fails
// the test. The tasks are five of the small example tasks; no container outlives the file.
import Docker from 'dockerode'
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startArtifactService, type ArtifactService } from '../harness/artifact-service.js'
import { startGitHubApi, type GitHubApi } from '../harness/github-api.js'
import { startModelServer, type ModelServer } from '../harness/model-server/index.js'
import { errorsOf, REPO_ROOT, runActionStep } from '../harness/workflow.js'
import { OUR_WORKFLOW } from '../harness/workflow-call.js'
import {
  failed,
  jobNames,
  runWorkflow as runFile,
  type RunMore,
  type RunSetup,
} from '../harness/workflow-run.js'
import {
  asWorkflowFile,
  OUR_ACTION,
  parseActionMetadata,
  workflowSnippets,
  type ActionMetadata,
} from '../harness/workflow-lint.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'
import { unzipEntry } from '../harness/zip-entry.js'
import { distinctSnippets, readDocs } from '../harness/docs-files.js'
import { leaderboardRows } from '../fixtures/leaderboard-rows.js'
import { parseXyChart } from '../fixtures/mermaid-xychart.js'
import type { RunSummary } from '../../src/results/types.js'

const KEY = 'sk-workflow-sim-4417'
const docker = new Docker()
const RUN_IDS = {
  pr: 501,
  nightly: 502,
  publish: 503,
  base: 505,
  borderline: 506,
  lost: 507,
  lostBase: 508,
  rounds: 509,
  /** Three nights of nightly.yml in a row. */
  nights: [530, 531, 532],
}
/** Where workflows we ship live: this repository's own, and the examples a user copies. */
const WORKFLOW_DIRS = ['.github/workflows', 'examples/workflows']
/**
 * Half the example tasks: the longest (its per-task override in nightly.toml) and the one with a
 * separate verifier among them; the workflows' shapes (2 and 4 shards) need no more.
 */
const EXAMPLE_TASKS = [
  'audit-access-log',
  'implement-mathlib',
  'inventory-restock',
  'list-primes',
  'word-frequency',
]
let artifacts: ArtifactService
let api: GitHubApi
let model: ModelServer
let workspace: string
let action: ActionMetadata

beforeAll(async () => {
  artifacts = await startArtifactService({ runId: RUN_IDS.pr })
  api = await startGitHubApi({ artifacts: artifacts.store })
  model = await startModelServer({ apiKey: KEY, script: [{ text: 'I will not do this task.' }] })
  workspace = await makeTempDir('helios-wf-files-')
  for (const task of EXAMPLE_TASKS)
    await cp(path.join(REPO_ROOT, 'tasks', task), path.join(workspace, 'tasks', task), { recursive: true })
  await cp(path.join(REPO_ROOT, '.github/helios'), path.join(workspace, '.github/helios'), {
    recursive: true,
  })
  action = parseActionMetadata('action.yml', await readFile(path.join(REPO_ROOT, 'action.yml'), 'utf8'))
  expect(action.problems).toEqual([])
})

afterAll(async () => {
  await model?.close()
  await api?.close()
  await artifacts?.close()
  await removeDir(workspace)
  const left = await docker.listContainers({ all: true, filters: { label: ['helios.managed=true'] } })
  expect(left.filter((c) => /^gh-5[0-3]\d-/.test(c.Labels['helios.run'] ?? ''))).toEqual([])
})

const runWorkflow = (file: string, setup: RunSetup, text?: string, more: RunMore = {}) =>
  runFile({ artifacts, api, model, workspace, action, key: KEY }, file, setup, text, more)

/** Files under `dir` (relative path → content); shell scripts made executable. */
async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
    await writeFile(path.join(dir, name), content, { mode: name.endsWith('.sh') ? 0o755 : 0o644 })
  }
}

/** A task that passes when /app/answer holds "yes" (its instruction says so, plus `note`). */
const answerTask = (note: string, name: string): Record<string, string> => ({
  'task.toml': `[task]\nname = ${JSON.stringify(name)}\n`,
  'instruction.md': `Write "yes" to /app/answer. (${note})\n`,
  'environment/Dockerfile': 'FROM helios-base:bookworm\nWORKDIR /app\n',
  'tests/test.sh':
    '#!/bin/bash\n[ "$(cat /app/answer 2>/dev/null)" = yes ] && echo 1 > /logs/verifier/reward.txt || echo 0 > /logs/verifier/reward.txt\n',
})

/**
 * Workflow files that use the action or call its reusable workflow: each is simulated, here or in
 * workflow-examples.test.ts (the reusable workflow itself through its callers).
 */
const SIMULATED = [
  '.github/workflows/benchmark.yml',
  '.github/workflows/benchmark-pr.yml',
  '.github/workflows/benchmark-publish.yml',
  'examples/workflows/benchmark-pr.yml',
  'examples/workflows/benchmark-publish.yml',
  'examples/workflows/benchmark-single-job.yml',
  'examples/workflows/nightly.yml',
]

describe('the workflows in .github/workflows and examples/workflows run as written', () => {
  it('simulates every workflow file that uses the action', async () => {
    const usesAction: string[] = []
    for (const dir of WORKFLOW_DIRS) {
      for (const file of (await readdir(path.join(REPO_ROOT, dir))).filter((f) => f.endsWith('.yml'))) {
        const text = await readFile(path.join(REPO_ROOT, dir, file), 'utf8')
        const uses = [...text.matchAll(/^\s*(?:-\s+)?uses:\s*['"]?([^'"\s#]+)/gm)].map((m) => m[1]!)
        if (uses.some((u) => OUR_ACTION.test(u) || OUR_WORKFLOW.test(u))) usesAction.push(`${dir}/${file}`)
      }
    }
    expect(usesAction.sort()).toEqual([...SIMULATED].sort())
  })

  it('benchmark-pr.yml (the reusable workflow at this commit) on a fork pull request: plan → 2 shards → report; then benchmark-publish.yml finds the PR by its fork branch and publishes', async () => {
    const headSha = 'e'.repeat(40)
    // As for many fork PRs, the head commit is not associated with the base repository's PR:
    // only the lookup by `forker:patch` (the triggering run's head owner and branch) finds it.
    api.state.pulls.push({
      number: 12,
      state: 'open',
      head: { sha: headSha, ref: 'patch', repo: 'forker/bench' },
      base: { sha: 'a'.repeat(40), ref: 'main' },
      listedByCommit: false,
    })
    const pr = await runWorkflow('.github/workflows/benchmark-pr.yml', {
      runId: RUN_IDS.pr,
      eventName: 'pull_request',
      event: { pull_request: { number: 12, base: { ref: 'main' }, head: { sha: headSha } } },
      sha: headSha,
      ref: 'refs/pull/12/merge',
    })
    expect(failed(pr.jobs)).toEqual([])
    expect(jobNames(pr.jobs)).toEqual(
      ['plan', 'run#0', 'run#1', 'report', 'confirm', 'confirm-base', 'final-report'].map(
        (j) => `benchmark/${j}`,
      ),
    )
    // The oracle passes everything: nothing is borderline, so no confirmation round runs.
    expect(pr.jobs.filter((j) => j.result === 'skipped').map((j) => j.id)).toEqual([
      'benchmark/confirm',
      'benchmark/confirm-base',
      'benchmark/final-report',
    ])
    expect(pr.calls.find((c) => c.job === 'benchmark/run')?.inputs).toMatchObject({
      mode: 'run',
      shard: '0',
      agent: 'oracle',
    })
    // Checkout only makes sense on GitHub: skipped, and said so.
    expect(pr.jobs[0]!.notes).toContain('skipped actions/checkout@v4: only makes sense on GitHub')

    const publish = await runWorkflow('.github/workflows/benchmark-publish.yml', {
      runId: RUN_IDS.publish,
      eventName: 'workflow_run',
      event: {
        workflow_run: {
          id: RUN_IDS.pr,
          event: 'pull_request',
          head_sha: headSha,
          head_branch: 'patch',
          head_repository: { full_name: 'forker/bench', owner: { login: 'forker' } },
        },
      },
      sha: 'a'.repeat(40),
      ref: 'refs/heads/main',
    })
    expect(failed(publish.jobs)).toEqual([])
    expect(publish.jobs.map((j) => [j.id, j.result])).toEqual([['publish', 'success']])
    expect(api.state.requests.map((r) => r.path)).toContainEqual(
      expect.stringMatching(/\/pulls\?.*head=forker%3Apatch/),
    )
    expect(api.state.comments.filter((c) => c.issue_number === 12)).toHaveLength(1)
    expect(api.state.checkRuns.filter((c) => c.head_sha === headSha).length).toBeGreaterThan(0)

    // A same-repository PR's run is published by its own report job: publish's `if:` skips it.
    // (The copy for users' repositories: the same file with `uses: <owner>/helios-action@v1`.)
    const same = await runWorkflow('examples/workflows/benchmark-publish.yml', {
      runId: RUN_IDS.publish,
      eventName: 'workflow_run',
      event: {
        workflow_run: {
          id: RUN_IDS.pr,
          event: 'pull_request',
          head_sha: headSha,
          head_branch: 'patch',
          head_repository: { full_name: 'octo/bench', owner: { login: 'octo' } },
        },
      },
      sha: 'a'.repeat(40),
      ref: 'refs/heads/main',
    })
    expect(same.jobs.map((j) => [j.id, j.result])).toEqual([['publish', 'skipped']])
    expect(same.calls).toEqual([])
    expect(api.state.violations).toEqual([])
  })

  it('benchmark-pr.yml on a PR whose first round is borderline: report → confirm + confirm-base (at the baseline commit) → final report fails it in the same comment; a lost confirm job leaves the first verdict, a lost confirm-base job the head-only verdict; with confirm-rounds 3 the confirm job goes on with rounds 3 and 4 and the final report judges all of them', async () => {
    // Ten tasks, two attempts each; the PR's agent (agent.sh in the repository, run on the host)
    // breaks one (2/2 → 0/2): one round cannot tell (stratified mid-p 1/12), six more on the PR
    // and five at the base can (a budget of 11 attempts: with base attempts the test spends 5% of
    // its level, and the 3 + 3 of the default 30% are too few for that). The confirm-base job checks out the baseline's commit, whose agent.sh still
    // solves it. The task's name is hostile: it travels through the report's outputs and the
    // confirm jobs' inputs as data.
    const marker = path.join(await makeTempDir('helios-pwned-'), 'pwned')
    const hostile = `fragile "q" $(touch ${marker}) \`touch ${marker}\`\n✅ :x:`
    const ws = await makeTempDir('helios-wf-confirm-')
    const wsBase = await makeTempDir('helios-wf-confirm-base-')
    try {
      const solve = `docker exec "$HELIOS_CONTAINER_ID" sh -c 'echo yes > /app/answer'`
      const agents = {
        [wsBase]: `#!/bin/bash\n${solve}\n`,
        [ws]: `#!/bin/bash\ngrep -q 'kind: fragile' "$HELIOS_INSTRUCTION_FILE" || ${solve}\n`,
      }
      for (const [tree, agent] of Object.entries(agents)) {
        for (let i = 0; i < 9; i++)
          await writeFiles(path.join(tree, 'tasks', `ok-${i}`), answerTask('kind: steady', `ok-${i}`))
        await writeFiles(path.join(tree, 'tasks', 'fragile'), answerTask('kind: fragile', hostile))
        await writeFiles(tree, { 'agent.sh': agent })
      }
      // This repository's gate as shipped (the reusable workflow's six jobs), with its oracle swapped
      // for the repository's own agent and the round's budget given.
      const text = (
        await readFile(path.join(REPO_ROOT, '.github/workflows/benchmark-pr.yml'), 'utf8')
      ).replace(
        /^( +)agent: oracle$/gm,
        "$1agent: host-command\n$1agent-command: bash ./agent.sh\n$1confirm-attempts: '11'",
      )
      const env = { GITHUB_WORKFLOW_REF: 'octo/bench/.github/workflows/bench.yml@refs/heads/main' }
      const baseSha = 'b'.repeat(40)
      const base = await runWorkflow(
        '.github/workflows/benchmark-pr.yml',
        { runId: RUN_IDS.base, eventName: 'push', event: {}, sha: baseSha, ref: 'refs/heads/main' },
        text,
        { workspace: wsBase, env },
      )
      expect(failed(base.jobs)).toEqual([])
      api.state.runs.push({
        id: RUN_IDS.base,
        workflow_id: 100,
        head_branch: 'main',
        head_sha: baseSha,
        event: 'push',
        status: 'completed',
        conclusion: 'success',
        created_at: new Date().toISOString(),
        run_number: 5,
        head_repository: 'octo/bench',
      })
      const prRun = async (runId: number, number: number, sha: string, failJob?: string, workflow = text) => {
        api.state.pulls.push({
          number,
          state: 'open',
          head: { sha, ref: `feature-${number}`, repo: 'octo/bench' },
          base: { sha: baseSha, ref: 'main' },
        })
        return runWorkflow(
          '.github/workflows/benchmark-pr.yml',
          {
            runId,
            eventName: 'pull_request',
            event: { pull_request: { number, base: { ref: 'main' }, head: { sha } } },
            sha,
            ref: `refs/pull/${number}/merge`,
          },
          workflow,
          { workspace: ws, checkouts: { [baseSha]: wsBase }, env, ...(failJob ? { failJob } : {}) },
        )
      }

      const pr = await prRun(RUN_IDS.borderline, 13, 'c'.repeat(40))
      expect(pr.jobs.map((j) => [j.id, j.result])).toEqual([
        ['benchmark/plan', 'success'],
        ['benchmark/run', 'success'],
        ['benchmark/run', 'success'],
        ['benchmark/report', 'success'],
        ['benchmark/confirm', 'success'],
        ['benchmark/confirm-base', 'success'],
        ['benchmark/final-report', 'failure'],
      ])
      const confirmCall = pr.calls.find((c) => c.job === 'benchmark/confirm')!
      const ids = JSON.parse(confirmCall.inputs['confirm-tasks']!) as string[]
      expect(ids).toHaveLength(1)
      expect(ids[0]!.startsWith(`${hostile}@`)).toBe(true)
      // The budget of 11 attempts split: 6 on the PR, 5 at the baseline's commit.
      expect(confirmCall.inputs['attempts']).toBe('6')
      expect(confirmCall.checkoutRef).toBeUndefined()
      const baseCall = pr.calls.find((c) => c.job === 'benchmark/confirm-base')!
      expect(baseCall.inputs).toMatchObject({ 'confirm-side': 'base', attempts: '5' })
      expect(baseCall.inputs['confirm-tasks']).toBe(confirmCall.inputs['confirm-tasks'])
      expect(baseCall.checkoutRef).toBe(baseSha)
      // The base side's five attempts ran the base commit's agent (all passed), the head's the PR's.
      const jobSummary = (job: string) => pr.summaries.find((s) => s.job === job)!.summary
      expect(jobSummary('benchmark/confirm-base')).toMatch(/1 task\(s\), 5 attempt\(s\): 5 passed, 0 failed/)
      expect(jobSummary('benchmark/confirm')).toMatch(/1 task\(s\), 6 attempt\(s\): 0 passed, 6 failed/)
      const stored = artifacts.store.forRun(RUN_IDS.borderline).map((a) => a.name)
      expect(stored).toEqual(
        expect.arrayContaining([
          'helios-default-confirm',
          'helios-default-confirm-attempts',
          'helios-default-confirm-base',
          'helios-default-confirm-base-attempts',
        ]),
      )
      expect(pr.jobs.at(-1)!.errors.join('\n')).toMatch(
        /After a confirmation round \(6 more attempt\(s\) on 1 task\(s\), 5 base attempt\(s\) at bbbbbbb.*Regression/,
      )
      const comments = api.state.comments.filter((c) => c.issue_number === 13)
      expect(comments).toHaveLength(1) // the final report replaced the first in place
      expect(comments[0]!.body).toMatch(/After a confirmation round .*5 base attempt\(s\) at bbbbbbb/)
      const checks = api.state.checkRuns.filter((c) => c.head_sha === 'c'.repeat(40))
      expect(checks.map((c) => c.conclusion)).toEqual(['neutral', 'failure'])
      expect(checks[0]!.output.title).toMatch(/^Borderline/)

      // The same PR where the confirm job is lost: the final report says the first verdict stands.
      const lost = await prRun(RUN_IDS.lost, 14, 'f'.repeat(40), 'benchmark/confirm')
      expect(lost.jobs.map((j) => [j.id, j.result]).slice(-4)).toEqual([
        ['benchmark/report', 'success'],
        ['benchmark/confirm', 'failure'],
        ['benchmark/confirm-base', 'success'],
        ['benchmark/final-report', 'success'],
      ])
      const lostComment = api.state.comments.filter((c) => c.issue_number === 14)
      expect(lostComment).toHaveLength(1)
      expect(lostComment[0]!.body).toMatch(
        /The confirmation round did not finish, so the first verdict stands/,
      )

      // The same PR where the confirm-base job is lost: the head's attempts alone decide, said so.
      const lostBase = await prRun(RUN_IDS.lostBase, 15, 'd'.repeat(40), 'benchmark/confirm-base')
      expect(lostBase.jobs.map((j) => [j.id, j.result]).slice(-3, -1)).toEqual([
        ['benchmark/confirm', 'success'],
        ['benchmark/confirm-base', 'failure'],
      ])
      const lostBaseComment = api.state.comments.filter((c) => c.issue_number === 15)
      expect(lostBaseComment).toHaveLength(1)
      expect(lostBaseComment[0]!.body).toMatch(
        /After a confirmation round \(6 more attempt\(s\) on 1 task\(s\), no base attempts: the confirm-base job did not finish/,
      )
      // The warning (markdown-escaped in the comment) names the artifact and what it means.
      expect(lostBaseComment[0]!.body).toMatch(
        /helios-default-confirm-base\\\) could not be read .*the confirm-base job failed or was cancelled/,
      )
      // The head's eight attempts (2 + 6, none passed, against the base's 2 of 2) decide alone here,
      // under the head-only rule, and they are enough to fail it too.
      expect(lostBase.jobs.at(-1)!.result).toBe('failure')

      // The same PR with the budget split into up to 3 rounds (30 attempts: 10 a round). Round 2 is
      // 5 + 5 as above; the confirm job goes on with rounds 3 on, to the task still undecided, each
      // its own artifact, until the e-process decides; the final report reads them all.
      const rounds = await prRun(
        RUN_IDS.rounds,
        16,
        'e'.repeat(40),
        undefined,
        text.replace(/^( +)confirm-attempts: '11'$/m, "$1confirm-attempts: '30'\n$1confirm-rounds: 3"),
      )
      expect(rounds.jobs.filter((j) => j.result === 'failure').map((j) => j.id)).toEqual([
        'benchmark/final-report',
      ])
      const roundsCall = rounds.calls.find((c) => c.job === 'benchmark/confirm')!
      expect(roundsCall.inputs['attempts']).toBe('5')
      const roundNames = artifacts.store
        .forRun(RUN_IDS.rounds)
        .map((a) => a.name)
        .filter((n) => /-confirm(-\d+|-plan)?$/.test(n))
      // The confirm job's E (head attempts only: 0/5, then 0/15) stayed under 40, so it ran all three
      // rounds (10 more each in rounds 3 and 4); with round 2's base attempts the final E passes 40.
      expect(roundNames.sort()).toEqual([
        'helios-default-confirm',
        'helios-default-confirm-3',
        'helios-default-confirm-4',
        'helios-default-confirm-plan',
      ])
      const roundsComment = api.state.comments.filter((c) => c.issue_number === 16)
      expect(roundsComment).toHaveLength(1)
      expect(roundsComment[0]!.body).toMatch(
        /After 3 confirmation rounds \(25 more attempt\(s\) on 1 task\(s\), 5 base attempt\(s\) at bbbbbbb.*: Regression: .*\(3 confirmation rounds: .*0 of 25 fresh attempts.*anytime-valid p < 0\.001.*over all 4 rounds/,
      )

      // A base side the report gave no attempts (confirm-base-attempts 0; the workflow's `if` skips
      // the job) runs and uploads nothing, and does not fail, if it runs anyway.
      const before = artifacts.store.forRun(RUN_IDS.lostBase).length
      const idle = await runActionStep({
        artifacts,
        api,
        workspace: wsBase,
        inputs: {
          mode: 'confirm',
          'confirm-side': 'base',
          'confirm-tasks': confirmCall.inputs['confirm-tasks']!,
          attempts: '0',
          agent: 'host-command',
          'agent-command': 'bash ./agent.sh',
          tasks: 'tasks/',
        },
        runId: RUN_IDS.lostBase,
        job: 40,
        eventName: 'pull_request',
        event: { pull_request: { number: 15, base: { ref: 'main' }, head: { sha: 'd'.repeat(40) } } },
        sha: 'd'.repeat(40),
        ref: 'refs/pull/15/merge',
      })
      expect(errorsOf(idle)).toEqual([])
      expect(idle.code).toBe(0)
      expect(idle.stdout).toMatch(/the report asked for no attempts \(attempts: 0\); nothing to run/)
      expect(artifacts.store.forRun(RUN_IDS.lostBase)).toHaveLength(before)
      expect(existsSync(marker)).toBe(false)
      expect(api.state.violations).toEqual([])
    } finally {
      await removeDir(ws)
      await removeDir(wsBase)
      await removeDir(path.dirname(marker))
    }
  })

  it('nightly.yml: one config file, one plan job, a matrix over model label × shard', async () => {
    const before = model.requests.length
    const nightly = await runWorkflow('examples/workflows/nightly.yml', {
      runId: RUN_IDS.nightly,
      eventName: 'schedule',
      event: {},
      sha: 'b'.repeat(40),
      ref: 'refs/heads/main',
    })
    expect(failed(nightly.jobs)).toEqual([])
    expect(nightly.jobs.filter((j) => j.id === 'plan')).toHaveLength(1)
    const runs = nightly.jobs.filter((j) => j.id === 'run')
    expect(runs).toHaveLength(8) // 4 shards × 2 models, from the plan's matrix output
    expect(new Set(runs.map((j) => j.matrix['label']))).toEqual(
      new Set(['nightly-claude-sonnet-4-5', 'nightly-gpt-5']),
    )
    // Models, attempts and the per-task override come from .github/helios/nightly.toml, not inputs.
    const calls = nightly.calls.filter((c) => c.job === 'run')
    for (const call of calls) {
      expect(call.given['model']).toBeUndefined()
      expect(call.inputs['config']).toBe('.github/helios/nightly.toml')
    }
    const requests = model.requests.slice(before)
    expect(new Set(requests.map((r) => r.model))).toEqual(new Set(['claude-sonnet-4-5', 'gpt-5']))
    expect(requests.every((r) => r.status === 200)).toBe(true)
    // The config's [[tasks]] entry doubles implement-mathlib's timeouts; other tasks keep theirs.
    const multiplier = (task: string) => {
      const name = `helios-nightly-gpt-5-${task}-attempt_001`
      const artifact = artifacts.store.forRun(RUN_IDS.nightly).find((a) => a.name === name)
      const config = unzipEntry(artifact!.content!, `${task}/attempt_001/config.json`)
      return (JSON.parse(config) as { timeouts_sec: { multiplier: number } }).timeouts_sec.multiplier
    }
    expect([multiplier('002_implement-mathlib'), multiplier('004_list-primes')]).toEqual([2, 1])
    const reports = nightly.jobs.filter((j) => j.id === 'report')
    expect(reports.map((j) => [j.matrix['label'], j.result])).toEqual([
      ['nightly-claude-sonnet-4-5', 'success'],
      ['nightly-gpt-5', 'success'],
    ])
  })

  it('nightly.yml three nights in a row with two models: each model a trend of 3 points, a leaderboard of 2 rows equal to the merged summaries', async () => {
    // Each provider's base URL is its own fake: the Anthropic model solves every task, the OpenAI
    // one gives up. The shipped config, less its per-task override (these tasks are the test's own).
    const solver = await startModelServer({
      apiKey: KEY,
      script: [{ bash: 'echo yes > /app/answer' }, { text: 'Done.' }],
    })
    const quitter = await startModelServer({ apiKey: KEY, script: [{ text: 'I will not do this task.' }] })
    const ws = await makeTempDir('helios-wf-nights-')
    try {
      for (const name of ['yes-a', 'yes-b', 'yes-c'])
        await writeFiles(path.join(ws, 'tasks', name), answerTask('nightly', name))
      const config = await readFile(path.join(REPO_ROOT, '.github/helios/nightly.toml'), 'utf8')
      await writeFiles(ws, {
        '.github/helios/nightly.toml': config.replace(/\n# The longest task[\s\S]*$/, '\n'),
      })
      const env = {
        // The fake API knows one workflow (id 100) by this path: its runs are the nights before.
        GITHUB_WORKFLOW_REF: 'octo/bench/.github/workflows/bench.yml@refs/heads/main',
        ANTHROPIC_BASE_URL: solver.url,
        OPENAI_BASE_URL: `${quitter.url}/v1`,
      }
      let last: Awaited<ReturnType<typeof runWorkflow>> | null = null
      for (const [night, runId] of RUN_IDS.nights.entries()) {
        const sha = String(runId).repeat(14).slice(0, 40)
        last = await runWorkflow(
          'examples/workflows/nightly.yml',
          { runId, eventName: 'schedule', event: {}, sha, ref: 'refs/heads/main' },
          undefined,
          { workspace: ws, env },
        )
        expect(failed(last.jobs), `night ${night + 1}`).toEqual([])
        // Listed once complete: the next night's report jobs take it as their baseline.
        api.state.runs.push({
          id: runId,
          workflow_id: 100,
          head_branch: 'main',
          head_sha: sha,
          event: 'schedule',
          status: 'completed',
          conclusion: 'success',
          created_at: new Date(Date.UTC(2026, 10, 10 + night)).toISOString(),
        })
      }
      const third = last!
      const labels = ['nightly-claude-sonnet-4-5', 'nightly-gpt-5']
      expect(third.jobs.filter((j) => j.id === 'leaderboard').map((j) => j.result)).toEqual(['success'])
      const stored = artifacts.store.forRun(RUN_IDS.nights[2]!)
      const merged = Object.fromEntries(
        labels.map((label) => {
          const report = stored.find((a) => a.name === `helios-${label}-report`)!
          return [label, JSON.parse(unzipEntry(report.content!, 'run_summary.json')) as RunSummary]
        }),
      )

      // The leaderboard job's summary: the table first, 2 rows whose figures are the merged ones.
      const board = third.summaries.find((s) => s.job === 'leaderboard')!.summary
      const rows = leaderboardRows(board)
      expect(rows.map((r) => r[0])).toEqual([
        '🏆 nightly-claude-sonnet-4-5',
        expect.stringMatching(/^(🔻|≈) nightly-gpt-5$/),
      ])
      for (const row of rows) {
        const summary = merged[row[0]!.replace(/^\S+ /, '')]!
        const usage = summary.totals.usage!
        expect(row.slice(1, 4)).toEqual([summary.agent, summary.model, String(summary.totals.tasks)])
        expect(row[4]).toMatch(new RegExp(`^${(summary.totals.pass_at_k['1']! * 100).toFixed(1)}% \\(`))
        expect(row.slice(5, 8)).toEqual([
          summary.totals.mean_reward.toFixed(3),
          String(summary.totals.errors),
          (usage.input_tokens + usage.output_tokens).toLocaleString('en-US'),
        ])
      }
      expect(merged['nightly-claude-sonnet-4-5']!.totals.pass_at_k['1']).toBe(1)
      expect(merged['nightly-gpt-5']!.totals.pass_at_k['1']).toBe(0)

      // Each model's trend, in the leaderboard's summary and in its own report job's: 3 nights.
      const trends = board.split(/^### 📈 /m).slice(1)
      expect(trends.map((t) => t.slice(0, t.indexOf('\n')))).toEqual(
        labels.map((l) => `Trend: the last 3 run(s) of ${l}`),
      )
      for (const [i, trend] of trends.entries()) {
        const chart = await parseXyChart(trend)
        expect(chart.xLabels).toHaveLength(3)
        expect(chart.lines[0]).toEqual([i === 0 ? 100 : 0, i === 0 ? 100 : 0, i === 0 ? 100 : 0])
      }
      for (const label of labels) {
        const own = third.summaries.find((s) => s.job === 'report' && s.matrix['label'] === label)!.summary
        expect((await parseXyChart(own)).xLabels).toHaveLength(3)
      }
      // report.html: in each report artifact, and the leaderboard's with the leaderboard in it.
      const html = unzipEntry(
        stored.find((a) => a.name === 'helios-nightly-leaderboard')!.content!,
        'report.html',
      )
      expect(html).toContain('<table id="leaderboard-table">')
      expect(html.match(/<tr class="(best|worse|)"><td><span class="mark">/g)).toHaveLength(2)
      expect(html).toMatch(/<figure class="chart" id="trend-chart"><svg/)
      // Each report's page: the task table; the failed tasks' attempts fetched, their trajectories shown.
      const pages = labels.map((label) =>
        unzipEntry(stored.find((a) => a.name === `helios-${label}-report`)!.content!, 'report.html'),
      )
      for (const page of pages) expect(page).toContain('<table id="task-table">')
      expect(pages.map((p) => p.match(/<details class="trajectory">/g)?.length ?? 0)).toEqual([0, 9])
      expect(pages[1]).toContain('I will not do this task.')
      expect(api.state.violations).toEqual([])
    } finally {
      await solver.close()
      await quitter.close()
      await removeDir(ws)
    }
  })

  it("the docs' whole-workflow snippets run as written", async () => {
    const snippets = distinctSnippets(await readDocs(REPO_ROOT), workflowSnippets)
    expect(snippets.length).toBeGreaterThan(0)
    // What a snippet shows is its workflow, not the example tasks: three small tasks with a
    // solution (a check job runs the oracle), a third of the attempts of the ten examples.
    const ws = await makeTempDir('helios-wf-snippets-')
    for (const name of ['yes-a', 'yes-b', 'yes-c'])
      await writeFiles(path.join(ws, 'tasks', name), {
        ...answerTask('snippet', name),
        'solution/solve.sh': '#!/bin/bash\necho yes > /app/answer\n',
      })
    for (const [i, { name, text }] of snippets.entries()) {
      const result = await runFile(
        { artifacts, api, model, workspace: ws, action, key: KEY },
        name,
        {
          runId: 510 + i,
          eventName: 'pull_request',
          event: { pull_request: { number: 12, base: { ref: 'main' }, head: { sha: 'e'.repeat(40) } } },
          sha: 'e'.repeat(40),
          ref: 'refs/pull/12/merge',
        },
        asWorkflowFile(text),
      )
      expect(failed(result.jobs), name).toEqual([])
      expect(result.jobs.filter((j) => j.result === 'success').length).toBeGreaterThan(0)
      expect(result.calls.length).toBeGreaterThan(0)
    }
    await removeDir(ws)
  })
})
