// `baseline-pool`: the report's base side pools the attempts of a few complete base-branch runs,
// found and downloaded through the real Octokit and @actions/artifact clients against the loopback
// REST API and artifact service (every request checked against GitHub's OpenAPI description).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startArtifactService, type ArtifactService } from '../harness/artifact-service.js'
import { completedRun, startGitHubApi, type GitHubApi } from '../harness/github-api.js'
import { zip } from '../harness/zip.js'
import { run as runOf, type TaskSpec } from '../unit/helpers/runs.js'
import type { WorkflowContext } from '../../src/action/context.js'
import type { RunSummary } from '../../src/results/types.js'

const TOKEN = 'ghs_pool_token'
const savedEnv = { ...process.env }
let service: ArtifactService
let api: GitHubApi
let loadBaseline: typeof import('../../src/action/load-baseline.js').loadBaseline
let getInputs: typeof import('../../src/action/inputs.js').getInputs
let createArtifacts: typeof import('../../src/github/artifacts.js').createArtifacts
let createOctokit: typeof import('../../src/github/octokit.js').createOctokit

const day = (d: number) => new Date(Date.UTC(2026, 10, 20, 12) - d * 86_400_000).toISOString()
const ARTIFACT = 'helios-default-report'

const baseRun = (id: number, daysAgo: number) =>
  completedRun(id, { created_at: day(daysAgo), run_number: id - 80 })

function summary(runId: string, specs: TaskSpec[], daysAgo: number, model = 'claude-sonnet-4'): RunSummary {
  return runOf(specs, { runId, startedAt: day(daysAgo), model })
}

function seed(id: number, files: Record<string, string>): void {
  service.store.seed({ runId: id, name: ARTIFACT, content: zip(files) })
}

beforeAll(async () => {
  service = await startArtifactService({ runId: 99 })
  api = await startGitHubApi({
    artifacts: service.store,
    tokens: { [TOKEN]: 'read' },
    runs: [
      baseRun(95, 0), // the newest complete run: the baseline
      baseRun(94, 1), // 5 attempts a task (the newest has 3); task b has new content there
      baseRun(93, 2), // its report is corrupt
      baseRun(92, 3), // another model
      baseRun(91, 4), // report without its run summary
      baseRun(90, 20), // older than 14 days: never read
    ],
  })
  Object.assign(process.env, service.env, { GITHUB_API_URL: api.url })
  delete process.env.GITHUB_SERVER_URL
  ;({ loadBaseline } = await import('../../src/action/load-baseline.js'))
  ;({ getInputs } = await import('../../src/action/inputs.js'))
  ;({ createArtifacts } = await import('../../src/github/artifacts.js'))
  ;({ createOctokit } = await import('../../src/github/octokit.js'))
  const json = (s: RunSummary) => JSON.stringify(s)
  seed(95, {
    'run_summary.json': json(
      summary(
        'r95',
        [
          ['a', 'PPF'],
          ['b', 'FFF'],
          ['c', 'PFF'],
        ],
        0,
      ),
    ),
  })
  seed(94, {
    'run_summary.json': json(
      summary(
        'r94',
        [
          ['a', 'PPPPF'],
          ['b', 'PPPPP', 'bbbbbbbbbbbb'],
          ['c', 'FFFFF'],
        ],
        1,
      ),
    ),
  })
  seed(93, { 'run_summary.json': '{"schema_version": 1, "kind": "run", "tasks": [' })
  seed(92, {
    'run_summary.json': json(
      summary(
        'r92',
        [
          ['a', 'PPP'],
          ['b', 'PPP'],
          ['c', 'PPP'],
        ],
        3,
        'gpt-5',
      ),
    ),
  })
  seed(91, { 'report.md': '# no summary here\n' })
  seed(90, {
    'run_summary.json': json(
      summary(
        'r90',
        [
          ['a', 'FFF'],
          ['b', 'FFF'],
          ['c', 'FFF'],
        ],
        20,
      ),
    ),
  })
})

afterEach(() => {
  expect(api.state.violations).toEqual([])
})

afterAll(async () => {
  await api?.close()
  await service?.close()
  process.env = savedEnv
})

function context(): WorkflowContext {
  return {
    repository: { owner: api.state.owner, repo: api.state.repo },
    serverUrl: 'https://github.com',
    runId: '99',
    runAttempt: '1',
    workflowFile: 'bench.yml',
    eventName: 'push',
    sha: 'f'.repeat(40),
    ref: 'refs/heads/main',
    pullRequest: null,
    baselineBranch: 'main',
    workspace: process.cwd(),
    runnerTemp: '',
    triggeringRun: null,
  }
}

async function load(pool: string) {
  const raw: Record<string, string> = { mode: 'report', baseline: 'auto', 'baseline-pool': pool }
  const inputs = getInputs((name) => raw[name] ?? '')
  const services = {
    artifacts: createArtifacts({ retries: 0 }),
    octokit: createOctokit({ token: TOKEN, baseUrl: api.url, retryUnitMs: 1 }),
    token: TOKEN,
    outputDir: '',
  }
  return loadBaseline(inputs, context(), services)
}

describe('baseline-pool', () => {
  it('pools same-content tasks of same-model runs within 14 days; corrupt, other-model and old runs are not', async () => {
    const b = await load('5')
    const tasks = Object.fromEntries(b.summary!.tasks.map((t) => [t.task_name, t]))
    // a: 3 + 5 attempts (different k per run pools); b changed content in run 94: not pooled.
    expect(tasks['a']).toMatchObject({ n: 8, successes: 6 })
    expect(tasks['b']).toMatchObject({ n: 3, successes: 0 })
    expect(tasks['c']).toMatchObject({ n: 8, successes: 1 })
    expect(b.summary!.run_id).toBe('r95')
    expect(b.note).toMatch(/^run #15 on main \(0000000\), https:\/\/github\.com\/\S+\/actions\/runs\/95; /)
    expect(b.note).toContain(
      'base attempts pooled from 2 runs: run #15 and run #14 (10 attempts over 2 of its tasks) — same agent, model and task content, within 14 days',
    )
    expect(b.note).toMatch(/not pooled: run #13 \(its report could not be read: .*run_summary\.json/)
    expect(b.note).toContain('run #12 (model gpt-5, not claude-sonnet-4)')
    expect(b.note).toContain(
      'run #11 (its report could not be read: helios-default-report has no run_summary.json)',
    )
    // Run 90 is 20 days older than the newest: the search stops before downloading it.
    expect(b.note).not.toContain('run #10')
  })

  it('is off by default: the newest complete run alone', async () => {
    const b = await load('1')
    expect(b.summary!.tasks.map((t) => t.n)).toEqual([3, 3, 3])
    expect(b.note).toMatch(/^run #15 on main \(\w{7}\), \S+$/)
  })

  it('refuses a bad baseline-pool value, naming the input', () => {
    const raw: Record<string, string> = { mode: 'report', 'baseline-pool': '0' }
    expect(() => getInputs((name) => raw[name] ?? '')).toThrow(
      "Input 'baseline-pool' is '0'; use a whole number from 1 to 10.",
    )
  })
})
