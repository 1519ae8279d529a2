// Workflow-level failure cases, each run as GitHub would run it: `node dist/index.js` (Node 24)
// processes against the loopback artifact service and REST API, with real Docker and tiny
// fixture tasks. Every case uses its own workflow run id, so the cases share one set of fakes.
//   1. a shard cancelled (SIGTERM) mid-run       5. fork PR: read-only report, then publish
//   2. a planned shard that never ran              6. changed-only plan in a git workspace
//   3. corrupt / foreign shard summaries           7. the bundle runs from a copy of dist/ alone
//   4. an attempt artifact that never uploads    8. fork results are labelled (source, not dist/)
import Docker from 'dockerode'
import { execFile, spawn } from 'node:child_process'
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startArtifactService, type ArtifactService } from '../harness/artifact-service.js'
import { startGitHubApi, type GitHubApi } from '../harness/github-api.js'
import { readOutputs, runnerEnv } from '../harness/runner-env.js'
import { zip } from '../harness/zip.js'
import { unzipEntry } from '../harness/zip-entry.js'
import {
  ACTION_BUNDLE,
  errorsOf,
  RUNNER_NODE,
  runActionStep,
  type StepOptions,
  type StepResult,
} from '../harness/workflow.js'
import { makeTempDir, removeDir, writeTaskFolder } from '../fixtures/tasks.js'
import { parseRunSummary } from '../../src/results/run-summary.js'
import { parseUploadsRecord } from '../../src/results/uploads-record.js'
import type { RunSummary } from '../../src/results/types.js'
import { run } from '../unit/helpers/runs.js'

const docker = new Docker()
const git = promisify(execFile)
/** Workflow run ids of this file (others' suites share the engine and use other ids). */
const RUNS = {
  cancelled: 7101,
  missing: 7102,
  corrupt: 7103,
  upload: 7104,
  forkPr: 7105,
  publish: 7106,
  changed: 7107,
  copied: 7108,
  check: 7109,
  labelFork: 7110,
  labelGone: 7111,
  labelTrusted: 7112,
  labelOwn: 7113,
  labelRegressed: 7114,
  noKey: 7115,
  localServer: 7116,
} as const
const OUR_RUN_LABELS = Object.values(RUNS).map((id) => `gh-${id}-1`)

let artifacts: ArtifactService
let api: GitHubApi
const tempDirs: string[] = []

async function tempDir(prefix: string): Promise<string> {
  const dir = await makeTempDir(prefix)
  tempDirs.push(dir)
  return dir
}

beforeAll(async () => {
  artifacts = await startArtifactService({ runId: RUNS.cancelled })
  api = await startGitHubApi({ artifacts: artifacts.store })
})

afterAll(async () => {
  await api?.close()
  await artifacts?.close()
  for (const dir of tempDirs) await removeDir(dir)
  expect(await ourContainers()).toEqual([])
})

async function ourContainers(runId?: number): Promise<string[]> {
  const labels = runId === undefined ? OUR_RUN_LABELS : [`gh-${runId}-1`]
  const all = await docker.listContainers({ all: true, filters: { label: ['helios.managed=true'] } })
  return all.filter((c) => labels.includes(c.Labels['helios.run'] ?? '')).map((c) => c.Id)
}

function step(
  workspace: string,
  runId: number,
  inputs: Record<string, string>,
  more: Partial<StepOptions> = {},
) {
  return runActionStep({
    artifacts,
    api,
    workspace,
    runId,
    inputs: { tasks: 'tasks', baseline: 'none', ...inputs },
    ...more,
  })
}

/** Writes one task per name; each passes when /tmp/done exists (the oracle creates it). */
async function writeTasks(workspace: string, names: string[], extra: { toml?: string } = {}): Promise<void> {
  for (const name of names) {
    await writeTaskFolder(path.join(workspace, 'tasks'), {
      name,
      instruction: `Task ${name}: create /tmp/done.\n`,
      ...(extra.toml ? { toml: extra.toml } : {}),
    })
  }
}

function names(runId: number): string[] {
  return artifacts.store
    .forRun(runId)
    .map((a) => a.name)
    .sort()
}

const show = (s: StepResult): string => `exit ${s.code}\n${s.stdout}\n${s.stderr}\n${s.summary}`
const warningsOf = (s: StepResult): string[] => s.stdout.split('\n').filter((l) => l.startsWith('::warning'))

function artifactFile(runId: number, name: string, entry: string): string {
  const artifact = artifacts.store.forRun(runId).find((a) => a.name === name)
  if (!artifact?.content) throw new Error(`no artifact ${name} in run ${runId}`)
  return unzipEntry(artifact.content, entry)
}

describe('a shard cancelled mid-run (SIGTERM)', () => {
  it('removes its containers, uploads what finished and its summary; report names the missing task', async () => {
    const runId = RUNS.cancelled
    const ws = await tempDir('helios-wf-cancel-')
    await writeTasks(ws, ['wff-fast-a', 'wff-fast-b', 'wff-slow'], { toml: '[agent]\ntimeout_sec = 120\n' })
    const plan = await step(ws, runId, { mode: 'plan', shards: '1' })
    expect(plan.code, show(plan)).toBe(0)

    const agent = 'case "$HELIOS_INSTRUCTION" in *wff-slow*) sleep 60 ;; *) touch /tmp/done ;; esac'
    let killedAt = 0
    const started = Date.now()
    const shard = await step(
      ws,
      runId,
      { mode: 'run', shard: '0', attempts: '1', concurrency: '3', agent: 'command', 'agent-command': agent },
      {
        job: 1,
        onSpawn: (child) => {
          // Wait until both fast attempts are uploaded, then cancel the job as the runner does.
          const poll = setInterval(() => {
            const done = names(runId).filter((n) => /wff-fast-[ab]-attempt_001$/.test(n))
            if (done.length === 2 || Date.now() - started > 50_000) {
              clearInterval(poll)
              killedAt = Date.now()
              child.kill('SIGTERM')
            }
          }, 200)
          child.on('close', () => clearInterval(poll))
        },
      },
    )
    expect(killedAt, 'the fast attempts were never uploaded').toBeGreaterThan(0)
    expect(killedAt - started).toBeLessThan(50_000)
    expect(shard.code, show(shard)).not.toBe(0)
    expect(Date.now() - killedAt, 'the cancelled shard took too long to stop').toBeLessThan(30_000)
    expect(errorsOf(shard).join('\n')).toMatch(/cancelled/)
    expect(await ourContainers(runId)).toEqual([])

    const uploaded = names(runId)
    expect(uploaded.filter((n) => n.includes('-attempt_'))).toEqual([
      expect.stringMatching(/^helios-default-\d{3}_wff-fast-a-attempt_001$/),
      expect.stringMatching(/^helios-default-\d{3}_wff-fast-b-attempt_001$/),
    ])
    expect(uploaded).toContain('helios-default-shard-0-of-1')
    const summary = parseRunSummary(
      artifactFile(runId, 'helios-default-shard-0-of-1', 'shard_summary.json'),
      'shard_summary.json',
      'shard',
    )
    expect(summary.tasks.map((t) => [t.task_name, t.statuses])).toEqual([
      ['wff-fast-a', ['passed']],
      ['wff-fast-b', ['passed']],
    ])

    const report = await step(ws, runId, { mode: 'report' }, { job: 2 })
    expect(report.code, show(report)).toBe(0)
    const merged = parseRunSummary(await readFile(report.outputs['summary-path']!, 'utf8'), 'merged')
    expect(merged.tasks.map((t) => t.task_name)).toEqual(['wff-fast-a', 'wff-fast-b'])
    expect(merged.totals).toMatchObject({ tasks: 2, attempts: 2, passed: 2 })
    const warned = warningsOf(report).join('\n')
    expect(warned).toMatch(/without 1 planned task/)
    expect(warned).toContain('wff-slow')
    expect(report.summary).toContain('wff-slow')
    expect(names(runId)).toContain('helios-default-report')
  })
})

describe('mode: run, an agent that cannot run here', () => {
  it.each([
    [
      'the built-in agent without its key',
      RUNS.noKey,
      { model: 'anthropic/claude-sonnet-4-5' },
      {},
      /^::error::agent helios needs ANTHROPIC_API_KEY \(the anthropic API key\) set in the environment of the run, and it is not\. Store the key as a repository secret and give it to this step \(`env: \{ ANTHROPIC_API_KEY: \$\{\{ secrets\.ANTHROPIC_API_KEY \}\} \}`\), or write `secrets: inherit` on the job that calls the reusable workflow\.$/,
    ],
    [
      'an installed CLI given a localhost model server without agent-network: host',
      RUNS.localServer,
      { agent: 'codex', model: 'openai/gpt-5' },
      { OPENAI_API_KEY: 'sk-preflight-7116', OPENAI_BASE_URL: 'http://127.0.0.1:8000/v1' },
      /^::error::agent codex calls its model from inside the container, where OPENAI_BASE_URL \(localhost\) is not this machine: .*agent-network: host/,
    ],
  ])(
    '%s: the step fails with one sentence before the plan, the install or any container',
    async (_, runId, inputs, extra, said) => {
      const ws = await tempDir('helios-wf-preflight-')
      await writeTasks(ws, ['wff-preflight'])
      // No plan artifact exists for this run: a step that got past the check would fail on that instead.
      const shard = await step(ws, runId, { mode: 'run', shard: '0', ...inputs }, { entry: 'source', extra })
      expect(shard.code, show(shard)).not.toBe(0)
      expect(errorsOf(shard)).toEqual([expect.stringMatching(said)])
      expect(names(runId)).toEqual([])
      expect(await ourContainers(runId)).toEqual([])
    },
  )
})

describe('a planned shard that never ran', () => {
  it('reports the shards that ran and warns with the missing tasks', async () => {
    const runId = RUNS.missing
    const ws = await tempDir('helios-wf-missing-')
    await writeTasks(ws, ['wff-miss-0', 'wff-miss-1', 'wff-miss-2'])
    const plan = await step(ws, runId, { mode: 'plan', shards: '3' })
    expect(plan.code, show(plan)).toBe(0)
    expect(JSON.parse(plan.outputs['matrix']!)).toEqual({ shard: [0, 1, 2] })
    const planJson = JSON.parse(artifactFile(runId, 'helios-default-plan', 'plan.json')) as {
      shards: { index: number; task_paths: string[] }[]
    }
    const missingTask = planJson.shards[2]!.task_paths[0]!

    const shards = await Promise.all(
      [0, 1].map((i) => step(ws, runId, { mode: 'run', shard: String(i), agent: 'oracle' }, { job: 1 + i })),
    )
    for (const s of shards) expect(s.code, show(s)).toBe(0)
    const report = await step(ws, runId, { mode: 'report' }, { job: 9 })
    expect(report.code, show(report)).toBe(0)
    expect(errorsOf(report)).toEqual([])
    const merged = parseRunSummary(await readFile(report.outputs['summary-path']!, 'utf8'), 'merged')
    expect(merged.totals).toMatchObject({ tasks: 2, attempts: 2, passed: 2 })
    expect(merged.tasks.map((t) => t.task_path)).not.toContain(missingTask)
    const warned = warningsOf(report).join('\n')
    expect(warned).toMatch(/shard 2 of 3 has no summary/)
    expect(warned).toContain(missingTask)
    expect(report.summary).toMatch(/shard 2 of 3 has no summary/)
    expect(report.summary).toContain(missingTask)
  })
})

describe('corrupt shard summaries', () => {
  it('names each bad file and field, and still reports the good shard', async () => {
    const runId = RUNS.corrupt
    const ws = await tempDir('helios-wf-corrupt-')
    await writeTasks(ws, ['wff-bad-0', 'wff-bad-1', 'wff-bad-2', 'wff-bad-3'])
    const plan = await step(ws, runId, { mode: 'plan', shards: '4' })
    expect(plan.code, show(plan)).toBe(0)
    const good = await step(ws, runId, { mode: 'run', shard: '0', agent: 'oracle' }, { job: 1 })
    expect(good.code, show(good)).toBe(0)
    const text = await readFile(good.outputs['summary-path']!, 'utf8')
    const json = JSON.parse(text) as Record<string, unknown>

    // Shard 1: cut off mid-upload. Shard 2: written by a future version. Shard 3: a stale summary
    // of another workflow run (valid, but not this run's).
    const seed = (shard: number, content: string) =>
      artifacts.store.seed({
        runId,
        job: 2 + shard,
        name: `helios-default-shard-${shard}-of-4`,
        content: zip({ 'shard_summary.json': content, 'uploads.json': '{"schema_version":1}' }),
      })
    seed(1, text.slice(0, Math.floor(text.length / 2)))
    seed(2, JSON.stringify({ ...json, schema_version: 99 }))
    seed(3, JSON.stringify({ ...json, run_id: 'gh-6999-1', shard: { index: 3, count: 4 } }))

    const report = await step(ws, runId, { mode: 'report' }, { job: 9 })
    expect(report.code, show(report)).toBe(0)
    const merged = parseRunSummary(await readFile(report.outputs['summary-path']!, 'utf8'), 'merged')
    expect(merged.tasks.map((t) => t.task_name)).toEqual(
      (json['tasks'] as { task_name: string }[]).map((t) => t.task_name),
    )
    expect(merged.totals).toMatchObject({ tasks: 1, attempts: 1, passed: 1 })
    const warned = warningsOf(report).join('\n')
    expect(warned).toMatch(/helios-default-shard-1-of-4\/shard_summary\.json: not valid JSON \(truncated\?\)/)
    expect(warned).toMatch(
      /helios-default-shard-2-of-4\/shard_summary\.json: schema_version: unsupported version 99/,
    )
    expect(warned).toMatch(
      /helios-default-shard-3-of-4\/shard_summary\.json is from run gh-6999-1, not gh-7103-1/,
    )
    for (const shard of [1, 2, 3]) expect(warned).toContain(`shard ${shard} of 4 has no summary`)
    for (const file of ['shard-1-of-4', 'shard-2-of-4', 'shard-3-of-4'])
      expect(report.summary).toContain(`helios-default-${file}`)
    // The job summary escapes markdown (`_` → `\_`).
    expect(report.summary).toContain('schema\\_version: unsupported version 99')
    expect(report.summary).toMatch(/not valid JSON \\\(truncated\?\\\)/)
  })
})

describe('an attempt artifact that cannot be uploaded', () => {
  it('records the failure in uploads.json and still uploads the shard summary', async () => {
    const runId = RUNS.upload
    const ws = await tempDir('helios-wf-upload-')
    await writeTasks(ws, ['wff-up-ok', 'wff-up-lost'])
    const plan = await step(ws, runId, { mode: 'plan', shards: '1' })
    expect(plan.code, show(plan)).toBe(0)
    // The blob store refuses this artifact's upload for good (403 is not retried by the Azure client).
    artifacts.store.injectFault({
      op: 'BlobUpload',
      times: Infinity,
      status: 403,
      msg: 'injected permanent refusal',
      name: /wff-up-lost-attempt_001$/,
    })
    const shard = await step(ws, runId, { mode: 'run', shard: '0', agent: 'oracle' }, { job: 1 })
    // The attempts ran fine: a lost artifact is a warning, not a failed benchmark.
    expect(shard.code, show(shard)).toBe(0)
    expect(warningsOf(shard).join('\n')).toMatch(/wff-up-lost-attempt_001 was not uploaded/)
    const uploaded = names(runId)
    expect(uploaded.filter((n) => n.includes('-attempt_'))).toEqual([
      expect.stringMatching(/wff-up-ok-attempt_001$/),
    ])
    expect(uploaded).toContain('helios-default-shard-0-of-1')
    const record = parseUploadsRecord(
      artifactFile(runId, 'helios-default-shard-0-of-1', 'uploads.json'),
      'uploads.json',
    )
    expect(record.uploaded).toBe(1)
    expect(record.failed).toEqual([
      {
        name: expect.stringMatching(/^helios-default-\d{3}_wff-up-lost-attempt_001$/),
        error: expect.any(String),
      },
    ])
    const summary = parseRunSummary(
      artifactFile(runId, 'helios-default-shard-0-of-1', 'shard_summary.json'),
      'shard_summary.json',
      'shard',
    )
    expect(summary.totals).toMatchObject({ tasks: 2, attempts: 2, passed: 2 })
    // The report says which attempts have no artifact to look at.
    const report = await step(ws, runId, { mode: 'report' }, { job: 2 })
    expect(report.code, show(report)).toBe(0)
    expect(warningsOf(report).join('\n')).toMatch(
      /helios-default-shard-0-of-1: 1 artifact\(s\) failed to upload for good: helios-default-\d{3}_wff-up-lost-attempt_001/,
    )
  })
})

describe('fork pull request: read-only report, then publish from workflow_run', () => {
  it('degrades to the job summary, then posts comment and check run on the PR found from the SHA', async () => {
    const ws = await tempDir('helios-wf-fork-')
    await writeTasks(ws, ['wff-fork'])
    const headSha = 'f'.repeat(40)
    api.state.pulls.push(
      {
        number: 41,
        state: 'open',
        head: { sha: headSha, ref: 'patch-1', repo: 'forker/bench' },
        base: { sha: 'a'.repeat(40), ref: 'main' },
      },
      {
        number: 99,
        state: 'open',
        head: { sha: '9'.repeat(40), ref: 'other', repo: 'octo/bench' },
        base: { sha: 'a'.repeat(40), ref: 'main' },
      },
    )
    api.state.tokens = { ghs_read: 'read', ghs_write: 'write' }
    const pr = {
      runId: RUNS.forkPr,
      token: 'ghs_read',
      eventName: 'pull_request',
      event: { pull_request: { number: 41, base: { ref: 'main' }, head: { sha: headSha } } },
      sha: '8'.repeat(40),
      ref: 'refs/pull/41/merge',
    }
    try {
      const plan = await step(ws, RUNS.forkPr, { mode: 'plan', shards: '1' }, pr)
      expect(plan.code, show(plan)).toBe(0)
      const shard = await step(
        ws,
        RUNS.forkPr,
        { mode: 'run', shard: '0', agent: 'oracle' },
        { ...pr, job: 1 },
      )
      expect(shard.code, show(shard)).toBe(0)
      const report = await step(ws, RUNS.forkPr, { mode: 'report' }, { ...pr, job: 2 })
      expect(report.code, show(report)).toBe(0)
      expect(errorsOf(report)).toEqual([])
      expect(warningsOf(report).join('\n')).toMatch(/Resource not accessible by integration/)
      expect(report.summary).toContain('wff-fork')
      expect(names(RUNS.forkPr)).toContain('helios-default-report')
      expect(api.state.comments.filter((c) => c.issue_number === 41)).toEqual([])
      expect(api.state.checkRuns.filter((c) => c.head_sha === headSha)).toEqual([])

      // The fork controls the artifact: its digest claims PR #99, a green verdict and hostile
      // markdown; its summary names a task with markdown of its own. Only the summary is used.
      const original = artifacts.store.forRun(RUNS.forkPr).find((a) => a.name === 'helios-default-report')!
      const digest = JSON.parse(unzipEntry(original.content!, 'report.json')) as Record<string, unknown>
      const summary = JSON.parse(unzipEntry(original.content!, 'run_summary.json')) as RunSummary
      summary.tasks[0]!.task_name = 'wff-fork @octocat [win](https://evil.example/x) <img src=x>'
      artifacts.store.delete(original.id)
      artifacts.store.seed({
        runId: RUNS.forkPr,
        job: 2,
        name: 'helios-default-report',
        content: zip({
          'run_summary.json': JSON.stringify(summary),
          'report.json': JSON.stringify({
            ...digest,
            conclusion: 'success',
            verdict: 'All good, merge it',
            comment_markdown: 'PWNED @octocat ![x](https://evil.example/pixel.png)',
            check_markdown: 'PWNED',
            pull_request: 99,
            pull_number: 99,
            head_sha: '9'.repeat(40),
          }),
        }),
      })

      const publish = await step(
        ws,
        RUNS.publish,
        { mode: 'publish' },
        {
          token: 'ghs_write',
          eventName: 'workflow_run',
          event: {
            workflow_run: {
              id: RUNS.forkPr,
              head_sha: headSha,
              head_branch: 'patch-1',
              event: 'pull_request',
            },
          },
          sha: 'a'.repeat(40),
          ref: 'refs/heads/main',
        },
      )
      expect(publish.code, show(publish)).toBe(0)
      expect(errorsOf(publish)).toEqual([])
      const comments = api.state.comments.filter((c) => c.body.includes('<!-- helios-action:default -->'))
      expect(comments.map((c) => c.issue_number)).toEqual([41])
      const body = comments[0]!.body
      expect(body).toContain('wff-fork')
      // Rendered here from the summary: none of the fork's text, its name escaped, its verdict ignored.
      expect(body).not.toMatch(/PWNED|All good, merge it|evil\.example\/pixel/)
      expect(body).not.toContain('[win](https://evil.example/x)')
      expect(body).not.toContain('<img')
      expect(body).not.toMatch(/(^|[^\\`])@octocat/)
      expect(body).toMatch(/No baseline/)
      // (The other cases' push-event reports made check runs on their own GITHUB_SHA.)
      const checks = api.state.checkRuns.filter((c) => [headSha, '9'.repeat(40)].includes(c.head_sha))
      expect(checks.map((c) => [c.name, c.head_sha, c.conclusion])).toEqual([
        ['Helios benchmark (default)', headSha, 'neutral'],
      ])
      expect(checks[0]!.output?.summary).not.toContain('PWNED')
      expect(publish.summary).toContain('wff-fork')
      expect(api.state.violations).toEqual([])
    } finally {
      delete api.state.tokens
    }
  })
})

/** Commits the workspace on main and checks out a feature branch; returns a git runner for it. */
async function featureBranch(ws: string) {
  const sh = (...args: string[]) => git('git', args, { cwd: ws })
  await sh('init', '-q', '-b', 'main')
  await sh('config', 'user.email', 'test@example.com')
  await sh('config', 'user.name', 'test')
  await sh('add', '.')
  await sh('commit', '-q', '-m', 'tasks')
  await sh('checkout', '-q', '-b', 'feature')
  return sh
}

describe('changed-only plan', () => {
  it('plans only the task a branch changed since main', async () => {
    const ws = await tempDir('helios-wf-changed-')
    await writeTasks(ws, ['wff-ch-a', 'wff-ch-b', 'wff-ch-c'])
    const sh = await featureBranch(ws)
    await writeFile(path.join(ws, 'tasks/wff-ch-b/instruction.md'), 'Create /tmp/done, please.\n')
    await sh('commit', '-q', '-am', 'change one task')

    const plan = await step(ws, RUNS.changed, { mode: 'plan', 'changed-only': 'true', 'base-ref': 'main' })
    expect(plan.code, show(plan)).toBe(0)
    expect(plan.outputs['task-count']).toBe('1')
    expect(plan.outputs['shard-count']).toBe('1')
    expect(JSON.parse(plan.outputs['matrix']!)).toEqual({ shard: [0] })
    const planJson = JSON.parse(artifactFile(RUNS.changed, 'helios-default-plan', 'plan.json')) as {
      shards: { task_paths: string[] }[]
    }
    expect(planJson.shards.map((s) => s.task_paths)).toEqual([['wff-ch-b']])
  })
})

describe('mode: check', () => {
  it('checks only the tasks a PR touched, annotates the flagged task.toml, comments and fails', async () => {
    const ws = await tempDir('helios-wf-check-')
    await writeTasks(ws, ['wff-chk-good', 'wff-chk-old'])
    const sh = await featureBranch(ws)
    await writeFile(path.join(ws, 'tasks/wff-chk-good/instruction.md'), 'Create /tmp/done, please.\n')
    // A new task whose verifier rewards doing nothing.
    await writeTaskFolder(path.join(ws, 'tasks'), {
      name: 'wff-chk-trivial',
      test: 'echo 1 > /logs/verifier/reward.txt',
    })
    await sh('add', '.')
    await sh('commit', '-q', '-m', 'edit one task, add one')

    const pr = {
      eventName: 'pull_request',
      event: { pull_request: { number: 51, base: { ref: 'main' }, head: { sha: 'c'.repeat(40) } } },
    }
    const check = await step(
      ws,
      RUNS.check,
      { mode: 'check', 'changed-only': 'true', 'base-ref': 'main' },
      pr,
    )
    expect(check.code, show(check)).toBe(1)
    expect(check.outputs['conclusion']).toBe('failure')
    expect(errorsOf(check)).toEqual([
      expect.stringMatching(
        /^::error title=task check \(trivial\),file=tasks\/wff-chk-trivial\/task\.toml::wff-chk-trivial: nop passed/,
      ),
      '::error::1 task(s) flagged by the task check',
    ])
    const comments = api.state.comments.filter((c) => c.issue_number === 51)
    expect(comments).toHaveLength(1)
    expect(comments[0]!.body).toContain('<!-- helios-action:default-check -->')
    expect(comments[0]!.body).toContain('### ❌ Helios task check \\(default\\): 2 task(s), 1 flagged')
    expect(comments[0]!.body).not.toContain('wff-chk-old')
    expect(check.summary).toContain('| wff-chk-good | 2/2 | 0/1 | ✅ |')
    expect(names(RUNS.check)).toEqual(['helios-default-check'])
    const leftover = await docker.listContainers({ all: true, filters: { label: ['helios.managed=true'] } })
    expect(leftover.filter((c) => (c.Labels['helios.run'] ?? '').startsWith(`gh-${RUNS.check}-`))).toEqual([])
  })
})

describe('the bundle alone', () => {
  it('runs plan mode from a copy of dist/ with no node_modules', async () => {
    const copy = await mkdtemp(path.join(tmpdir(), 'helios-dist-copy-'))
    tempDirs.push(copy)
    await cp(path.dirname(ACTION_BUNDLE), path.join(copy, 'dist'), { recursive: true })
    const ws = await tempDir('helios-wf-copy-')
    await writeTasks(ws, ['wff-copy-a', 'wff-copy-b'])
    const stepDir = await tempDir('helios-wf-copy-step-')
    const env = await runnerEnv({
      artifacts,
      api,
      stepDir,
      workspace: ws,
      runId: RUNS.copied,
      token: 'ghs_write_token',
      inputs: { mode: 'plan', tasks: 'tasks', shards: '2', baseline: 'none' },
    })
    const child = spawn(RUNNER_NODE, [path.join(copy, 'dist/index.js')], {
      env: { ...env.env, NODE_PATH: '' },
      cwd: copy, // no node_modules above the copy either
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (out += d.toString()))
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
    expect(code, out).toBe(0)
    const outputs = await readOutputs(env.outputFile)
    expect(outputs['task-count']).toBe('2')
    expect(JSON.parse(outputs['matrix']!)).toEqual({ shard: [0, 1] })
    expect(names(RUNS.copied)).toEqual(['helios-default-plan'])
  })
})

describe('fork results are labelled: publish from the fork’s own run summary', () => {
  // A fork's run summary is the fork's word: it writes its own artifact. Doctored here to claim
  // every attempt passed and that it is the base repository's own push run.
  const BASE = run([
    ['wff-label-a', 'PPP'],
    ['wff-label-b', 'PPP'],
    ['wff-label-c', 'PPP'],
  ])
  const doctored = (statuses: string): RunSummary => ({
    ...run(
      [
        ['wff-label-a', statuses],
        ['wff-label-b', statuses],
        ['wff-label-c', statuses],
      ],
      { runId: 'gh-fork-1' },
    ),
    source: {
      repository: 'octo/bench',
      sha: 'a'.repeat(40),
      ref: 'refs/heads/main',
      workflow_run_id: '1',
      workflow_run_url: 'https://github.com/octo/bench/actions/runs/1',
    },
  })
  let ws = ''
  beforeAll(async () => {
    ws = await tempDir('helios-wf-label-')
    await writeFile(path.join(ws, 'base.json'), JSON.stringify(BASE))
  })

  /** Seeds the fork run's report artifact and a PR for its head SHA, then runs publish from source. */
  async function publishFork(opts: {
    runId: number
    pr: number
    summary: RunSummary
    headRepository: { full_name: string } | null
    inputs?: Record<string, string>
  }) {
    const headSha = String(opts.runId).padStart(40, 'e')
    api.state.pulls.push({
      number: opts.pr,
      state: 'open',
      head: { sha: headSha, ref: 'patch', repo: opts.headRepository?.full_name ?? 'gone/bench' },
      base: { sha: 'a'.repeat(40), ref: 'main' },
    })
    artifacts.store.seed({
      runId: opts.runId,
      job: 0,
      name: 'helios-default-report',
      content: zip({ 'run_summary.json': JSON.stringify(opts.summary) }),
    })
    const workflowRun = {
      id: opts.runId,
      head_sha: headSha,
      head_branch: 'patch',
      event: 'pull_request',
      ...(opts.headRepository ? { head_repository: opts.headRepository } : { head_repository: null }),
    }
    const publish = await step(
      ws,
      RUNS.publish,
      { mode: 'publish', baseline: 'base.json', ...opts.inputs },
      { entry: 'source', eventName: 'workflow_run', event: { workflow_run: workflowRun } },
    )
    const comment = api.state.comments.find((c) => c.issue_number === opts.pr)
    const check = api.state.checkRuns.find((c) => c.head_sha === headSha)
    return { publish, body: comment?.body ?? '', check }
  }

  const FORK = { full_name: 'forker/bench' }

  it('a pass from a fork is neutral, with no ✅, and says whose figures these are', async () => {
    const { publish, body, check } = await publishFork({
      runId: RUNS.labelFork,
      pr: 61,
      summary: doctored('PPP'),
      headRepository: FORK,
    })
    expect(publish.code, show(publish)).toBe(0)
    expect(publish.outputs['conclusion']).toBe('neutral')
    expect([check?.conclusion, check?.output.title]).toEqual([
      'neutral',
      expect.stringMatching(/^Reported by the fork, not verified: No significant change/),
    ])
    for (const text of [body, check?.output.summary ?? '', publish.summary]) {
      expect(text).toMatch(/^### ℹ️ Helios benchmark: default$/m)
      expect(text).not.toContain('✅ Helios')
      expect(text).toContain('**Reported by the fork.** These figures come from the fork forker/bench')
      expect(text).toContain('not the base repository')
      expect(text).toContain(`actions/runs/${RUNS.labelFork}`)
    }
    expect(api.state.violations).toEqual([])
  })

  it('a fork whose repository the event does not name (deleted) is still a fork', async () => {
    const { publish, body, check } = await publishFork({
      runId: RUNS.labelGone,
      pr: 62,
      summary: doctored('PPP'),
      headRepository: null,
    })
    expect(publish.code, show(publish)).toBe(0)
    expect(check?.conclusion).toBe('neutral')
    expect(body).toContain('**Reported by the fork.** These figures come from a fork')
  })

  it('with trust-fork-results a pass may be a success, still labelled', async () => {
    const { publish, body, check } = await publishFork({
      runId: RUNS.labelTrusted,
      pr: 63,
      summary: doctored('PPP'),
      headRepository: FORK,
      inputs: { 'trust-fork-results': 'true' },
    })
    expect(publish.code, show(publish)).toBe(0)
    expect(check?.conclusion).toBe('success')
    expect(body).toMatch(/^### ✅ Helios benchmark: default$/m)
    expect(body).toContain('This repository takes them as reported (`trust-fork-results`).')
  })

  it("a run of the base repository's own code (the event says so) is not labelled", async () => {
    const { publish, body, check } = await publishFork({
      runId: RUNS.labelOwn,
      pr: 64,
      summary: doctored('PPP'),
      headRepository: { full_name: 'Octo/Bench' },
    })
    expect(publish.code, show(publish)).toBe(0)
    expect(check?.conclusion).toBe('success')
    expect(body).not.toContain('Reported by the fork')
  })

  it('a regression found from fork figures still fails', async () => {
    const { publish, check } = await publishFork({
      runId: RUNS.labelRegressed,
      pr: 65,
      summary: doctored('FFF'),
      headRepository: FORK,
    })
    expect(publish.code, show(publish)).toBe(1)
    expect(check?.conclusion).toBe('failure')
    expect(errorsOf(publish)).toEqual([
      expect.stringMatching(/^::error::Reported by the fork, not verified: Regression/),
    ])
  })
})
