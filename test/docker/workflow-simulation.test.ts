// The whole workflow as GitHub would run it: `node dist/index.js` (Node 24) for plan, one process
// per shard in parallel, then report — sharing the loopback artifact store and REST API — against
// real Docker. The merged summary must equal a single local run of the same tasks.
import { checkAgainstPublished, PUBLISHED_FOR } from '../fixtures/published-schemas.js'
import Docker from 'dockerode'
import { existsSync } from 'node:fs'
import { cp, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { startArtifactService, type ArtifactService } from '../harness/artifact-service.js'
import { startGitHubApi, type GitHubApi } from '../harness/github-api.js'
import { errorsOf, REPO_ROOT, runActionStep, type StepOptions } from '../harness/workflow.js'
import { makeTempDir, removeDir, writeTaskFolder } from '../fixtures/tasks.js'
import { discoverTasks } from '../../src/task/discover.js'
import { runBenchmark } from '../../src/run/runner.js'
import { parseRunSummary } from '../../src/results/run-summary.js'

const docker = new Docker()
const OUR_RUNS = ['gh-1-1', 'gh-100-1', 'gh-200-1', 'gh-300-1', 'sim-local']
let artifacts: ArtifactService
let api: GitHubApi
let workspace: string

beforeAll(async () => {
  artifacts = await startArtifactService({ runId: 1 })
  api = await startGitHubApi({ artifacts: artifacts.store })
  workspace = await makeTempDir('helios-ws-')
  await cp(path.join(REPO_ROOT, 'tasks'), path.join(workspace, 'tasks'), { recursive: true })
  // Bad inputs ride along: their results must be the same locally and in CI.
  await writeTaskFolder(path.join(workspace, 'tasks'), {
    name: 'broken-build',
    dockerfile: 'FROM helios-base:bookworm\nRUN exit 3\n',
  })
  await writeTaskFolder(path.join(workspace, 'tasks'), {
    name: 'no-reward',
    test: 'echo "forgot the reward"',
    toml: '[agent]\ntimeout_secs = 30\n',
  })
  await writeTaskFolder(path.join(workspace, 'tasks'), {
    name: 'bad-toml',
    toml: '[verifier]\ntimeout_sec = "ten"\n',
  })
})

afterAll(async () => {
  await api?.close()
  await artifacts?.close()
  await removeDir(workspace)
  // Only this file's runs: other suites may share the engine.
  const left = await docker.listContainers({ all: true, filters: { label: ['helios.managed=true'] } })
  expect(left.filter((c) => OUR_RUNS.includes(c.Labels['helios.run'] ?? ''))).toEqual([])
})

function step(inputs: Record<string, string>, more: Partial<StepOptions> = {}) {
  return runActionStep({
    artifacts,
    api,
    workspace,
    inputs: { tasks: 'tasks', baseline: 'none', ...inputs },
    ...more,
  })
}

describe('workflow simulation: plan → 3 shards → report', () => {
  it('merges to the same results as one local run', async () => {
    const plan = await step({ mode: 'plan', shards: '3' }, { job: 0 })
    expect(errorsOf(plan)).toEqual([])
    expect(plan.code).toBe(0)
    const matrix = JSON.parse(plan.outputs['matrix']!) as { shard: number[] }
    expect(matrix).toEqual({ shard: [0, 1, 2] })
    // The example tasks and the two valid ones added here (bad-toml is refused).
    const examples = (await readdir(path.join(REPO_ROOT, 'tasks'))).filter((name) =>
      existsSync(path.join(REPO_ROOT, 'tasks', name, 'task.toml')),
    )
    const valid = examples.length + 2
    expect(plan.outputs['task-count']).toBe(String(valid))
    // Task authors see what was refused or ignored, on the file and in the job summary.
    expect(plan.stdout).toContain('::warning file=tasks/bad-toml/task.toml::Invalid task bad-toml')
    expect(plan.stdout).toContain(
      '::warning title=task.toml field ignored,file=tasks/no-reward/task.toml::agent.timeout_secs: not a Harbor 1.4 task.toml field',
    )
    // The summary is markdown: field names are escaped there.
    expect(plan.summary).toContain('ignored: no-reward/task.toml: agent.timeout\\_secs: ')

    const shards = await Promise.all(
      matrix.shard.map((shard) =>
        step(
          { mode: 'run', shard: String(shard), attempts: '2', concurrency: '2', agent: 'oracle' },
          { job: 1 + shard },
        ),
      ),
    )
    for (const s of shards) {
      expect(errorsOf(s)).toEqual([])
      expect(s.code).toBe(0)
      expect(s.summary).toContain('Helios')
      // The job log has one line per attempt, as the CLI prints off a terminal.
      expect(s.stdout).toMatch(/^\[\s*\d+\/\d+\] (PASS |ERROR) \S+ attempt [12] \(/m)
    }
    const report = await step({ mode: 'report' }, { job: 9 })
    expect(errorsOf(report)).toEqual([])
    expect(report.code).toBe(0)
    expect(report.outputs['conclusion']).toBe('neutral') // no baseline
    const merged = parseRunSummary(await readFile(report.outputs['summary-path']!, 'utf8'), 'merged')

    // Every JSON file the jobs wrote meets the schema we publish for it.
    const published = await checkAgainstPublished([plan.dir, ...shards.map((s) => s.dir), report.dir])
    expect(published.failures).toEqual([])
    // Not written by these jobs: check.json (check mode), run_summary.json (the report's is the
    // merged summary, read above), batch_summary.json (a local run's; a shard writes none).
    for (const name of Object.keys(PUBLISHED_FOR).filter(
      (n) => !['check.json', 'run_summary.json', 'batch_summary.json'].includes(n),
    ))
      expect(published.checked[name], name).toBeGreaterThan(0)

    // Artifacts: the plan, one per attempt, one summary per shard, the report.
    const names = artifacts.store
      .forRun(1)
      .map((a) => a.name)
      .sort()
    expect(names.filter((n) => n.includes('-attempt_'))).toHaveLength(valid * 2)
    expect(names.filter((n) => /-shard-\d+-of-3$/.test(n))).toHaveLength(3)
    expect(names).toContain('helios-default-plan')
    expect(names).toContain('helios-default-report')

    const found = await discoverTasks(path.join(workspace, 'tasks'))
    const localDir = await makeTempDir('helios-local-')
    onTestFinished(() => removeDir(localDir))
    const local = await runBenchmark({
      tasks: found.tasks,
      invalidTasks: found.invalid,
      agent: { name: 'oracle' },
      attempts: 2,
      concurrency: 4,
      outputDir: localDir,
      runId: 'sim-local',
    })
    const view = (s: typeof local) =>
      s.tasks.map((t) => ({
        id: t.task_id,
        dir: t.output_dir,
        n: t.n,
        statuses: [...t.statuses].sort(),
        // A healthcheck's count of checks depends on the machine's load, not on the merge.
        reasons: t.reasons.map((r) => r.reason.replace(/\(\d+ check\(s\)\)/, '(n check(s))')).sort(),
      }))
    expect(view(merged)).toEqual(view(local))
    expect(merged.invalid_tasks.map((t) => t.relative_dir)).toEqual(
      local.invalid_tasks.map((t) => t.relative_dir),
    )
    // The ignored field travels from the shard that ran the task into the merged summary.
    expect(merged.task_warnings).toEqual([
      expect.objectContaining({ relative_dir: 'no-reward', field: 'agent.timeout_secs' }),
    ])
    expect(local.task_warnings).toEqual(merged.task_warnings)
    // broken-build's two attempts are errors; no-reward's verifier wrote none: failures.
    expect(merged.totals).toMatchObject({
      tasks: valid,
      attempts: valid * 2,
      passed: examples.length * 2,
      failed: 2,
      errors: 2,
      invalid_tasks: 1,
    })
    expect(local.totals).toMatchObject(merged.totals)
    expect(api.state.violations).toEqual([])
  })
})

describe('workflow simulation: PR gating against the base branch', () => {
  // 12 tasks: 6 "hard" ones the regressed agent gives up on, 4 stable, 2 flaky (the good agent
  // passes attempt 1, fails attempt 2 and flips a coin on attempt 3). The regressed agent also
  // gives up on the flaky ones, so no task can improve by chance, and a flaky task is 1/3 or 2/3
  // and never 3/3 → 0/3: the outcome of each check below does not depend on the coin flips.
  const KINDS = [...Array(6).fill('hard'), ...Array(4).fill('stable'), 'flaky', 'flaky'] as string[]
  const SOLVE = 'echo yes > /app/answer'
  const FLAKY = `*flaky*) case $HELIOS_ATTEMPT in 1) ${SOLVE} ;; 3) if [ $((RANDOM % 2)) = 0 ]; then ${SOLVE}; fi ;; esac ;;`
  const GOOD_AGENT = `case "$HELIOS_INSTRUCTION" in ${FLAKY} *) ${SOLVE} ;; esac; true`
  const REGRESSED_AGENT = `case "$HELIOS_INSTRUCTION" in *hard*|*flaky*) true ;; *) ${SOLVE} ;; esac; true`
  const WORKFLOW_REF = 'octo/bench/.github/workflows/bench.yml@refs/heads/main'
  let gateWorkspace: string

  beforeAll(async () => {
    gateWorkspace = await makeTempDir('helios-gate-ws-')
    for (const [i, kind] of KINDS.entries()) {
      await writeTaskFolder(path.join(gateWorkspace, 'tasks'), {
        name: `answer-${i}-${kind}`,
        dockerfile: 'FROM helios-base:bookworm\nWORKDIR /app\n',
        instruction: `Write "yes" to /app/answer. (kind: ${kind})\n`,
        test: '[ "$(cat /app/answer 2>/dev/null)" = yes ] && echo 1 > /logs/verifier/reward.txt || echo 0 > /logs/verifier/reward.txt',
      })
    }
    api.state.runs.push({
      id: 100,
      workflow_id: 100,
      head_branch: 'main',
      head_sha: 'b'.repeat(40),
      event: 'push',
      status: 'completed',
      conclusion: 'success',
      created_at: new Date().toISOString(),
      run_number: 100,
      head_repository: 'octo/bench',
    })
    api.state.pulls.push({
      number: 7,
      state: 'open',
      head: { sha: 'c'.repeat(40), ref: 'feature', repo: 'octo/bench' },
      base: { sha: 'b'.repeat(40), ref: 'main' },
    })
  })
  afterAll(() => removeDir(gateWorkspace))

  /** plan → 2 shards → report for one workflow run; returns the report step. */
  async function benchmarkRun(
    runId: number,
    agentCommand: string,
    event: Pick<StepOptions, 'eventName' | 'event' | 'sha' | 'ref'>,
  ) {
    const common = { runId, workspace: gateWorkspace, extra: { GITHUB_WORKFLOW_REF: WORKFLOW_REF }, ...event }
    const plan = await step({ mode: 'plan', shards: '2' }, { ...common, job: 0 })
    expect(plan.code, plan.stdout).toBe(0)
    const shards = await Promise.all(
      [0, 1].map((shard) =>
        step(
          {
            mode: 'run',
            shard: String(shard),
            attempts: '3',
            concurrency: '3',
            agent: 'command',
            'agent-command': agentCommand,
          },
          { ...common, job: 1 + shard },
        ),
      ),
    )
    for (const s of shards) expect(s.code, s.stdout).toBe(0)
    return step({ mode: 'report', baseline: 'auto', 'fail-on-regression': 'true' }, { ...common, job: 3 })
  }
  const prEvent = (sha: string) => ({
    eventName: 'pull_request',
    event: { pull_request: { number: 7, base: { ref: 'main' }, head: { sha } } },
    sha: 'd'.repeat(40),
    ref: 'refs/pull/7/merge',
  })

  it('fails a PR whose agent really regressed, naming the tasks; passes one with only noise', async () => {
    const base = await benchmarkRun(100, GOOD_AGENT, {
      eventName: 'push',
      sha: 'b'.repeat(40),
      ref: 'refs/heads/main',
    })
    expect(base.code, base.stdout).toBe(0)
    expect(base.outputs['conclusion']).toBe('neutral') // the first run has no baseline

    const regressed = await benchmarkRun(200, REGRESSED_AGENT, prEvent('c'.repeat(40)))
    expect(regressed.code, regressed.stdout + regressed.summary).toBe(1)
    expect(regressed.outputs['conclusion']).toBe('failure')
    // The 6 hard tasks (3/3 → 0/3); a flaky one (2/3 → 0/3 at most) may or may not be labelled.
    expect(Number(regressed.outputs['regressions'])).toBeGreaterThanOrEqual(6)
    expect(Number(regressed.outputs['regressions'])).toBeLessThanOrEqual(8)
    expect(Number(regressed.outputs['delta'])).toBeLessThan(-0.3)
    expect(errorsOf(regressed).join('\n')).toMatch(/regress/i)
    const comment = api.state.comments.find((c) => c.body.includes('<!-- helios-action:default -->'))
    expect(comment).toBeDefined()
    for (const i of [0, 1, 2, 3, 4, 5]) expect(comment!.body).toContain(`answer-${i}-hard`)
    expect(comment!.body).toMatch(/Baseline: run \\?#100 on main/)
    // Each task row links to its own attempt artifact.
    expect(comment!.body).toMatch(
      /answer-0-hard .*\(https:\/\/github\.com\/octo\/bench\/actions\/runs\/200\/artifacts\/\d+\)/,
    )
    const check = api.state.checkRuns.at(-1)!
    expect(check.conclusion).toBe('failure')
    const annotated = (check.output.annotations as { path: string }[]).map((a) => a.path)
    expect(annotated).toHaveLength(Number(regressed.outputs['regressions']))
    expect(annotated).toEqual(
      expect.arrayContaining([0, 1, 2, 3, 4, 5].map((i) => `tasks/answer-${i}-hard/task.toml`)),
    )
    expect(annotated.every((p) => /answer-\d+-(hard|flaky)\/task\.toml$/.test(p))).toBe(true)

    const noisy = await benchmarkRun(300, GOOD_AGENT, prEvent('e'.repeat(40)))
    expect(noisy.code, noisy.stdout).toBe(0)
    expect(noisy.outputs['conclusion']).toBe('success')
    expect(noisy.outputs['regressions']).toBe('0')
    // One sticky comment, updated in place.
    expect(api.state.comments.filter((c) => c.body.includes('<!-- helios-action:default -->'))).toHaveLength(
      1,
    )
    expect(api.state.violations).toEqual([])
  })
})
