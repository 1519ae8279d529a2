// `helios download --repo OWNER/NAME --run ID` as a user runs it: a child process against the
// loopback GitHub fakes. The artifact store is seeded in this process with the real
// `@actions/artifact` client (attempt folders uploaded with the run folder as root, as the shard
// job does); the child finds them through the REST listing and downloads them with findBy.
// The fakes answer from this event loop, so the child is started asynchronously.
import { execFile } from 'node:child_process'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CLI } from '../fixtures/cli.js'
import { startArtifactService, type ArtifactService } from '../harness/artifact-service.js'
import { startGitHubApi, type GitHubApi } from '../harness/github-api.js'
import type { Artifacts } from '../../src/github/artifacts.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'

const REPO = process.cwd()
const TOKEN = 'ghs_cli_download_token'
const RUN = 4242

let service: ArtifactService
let api: GitHubApi
let work: string
const savedEnv = { ...process.env }

interface CliResult {
  code: number
  stdout: string
  stderr: string
}

/** The CLI with only what a user's shell would have: PATH, HOME, the token and the API URL. */
async function helios(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...CLI, ...args], {
      cwd: REPO,
      env: {
        PATH: savedEnv.PATH ?? '',
        HOME: savedEnv.HOME ?? '',
        GITHUB_TOKEN: TOKEN,
        GITHUB_API_URL: api.url,
        ...env,
      },
      maxBuffer: 64 * 1024 * 1024,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string }
    if (typeof e.code !== 'number') throw error
    return { code: e.code, stdout: e.stdout ?? '', stderr: e.stderr ?? '' }
  }
}

async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [rel, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true })
    await writeFile(path.join(root, rel), content)
  }
}

/** Every regular file under `dir`, relative, sorted. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name).slice(dir.length + 1))
    .sort()
}

const pad = (n: number) => String(n).padStart(3, '0')

function attemptFiles(taskDir: string, attempt: number, status: 'passed' | 'failed'): Record<string, string> {
  const dir = `${taskDir}/attempt_${pad(attempt)}`
  return {
    [`${dir}/result.json`]: `${JSON.stringify({ schema_version: 1, status, attempt }, null, 2)}\n`,
    [`${dir}/config.json`]: `${JSON.stringify({ schema_version: 1, attempt })}\n`,
    [`${dir}/agent/stdout.txt`]: `agent output of ${taskDir} #${attempt}\n`,
    [`${dir}/verifier/reward.txt`]: status === 'passed' ? '1\n' : '0\n',
    [`${dir}/verifier/test-stdout.txt`]: `verifier of ${taskDir} #${attempt}\n`,
  }
}

const uploads = [
  ['001_alpha', 1, 'passed'],
  ['001_alpha', 2, 'failed'],
  ['002_beta', 1, 'passed'],
  ['002_beta', 2, 'passed'],
  ['003_gamma-ray', 1, 'failed'],
] as const
const tree: Record<string, string> = Object.assign(
  {},
  ...uploads.map(([task, attempt, status]) => attemptFiles(task, attempt, status)),
)

beforeAll(async () => {
  service = await startArtifactService({ runId: RUN })
  api = await startGitHubApi({
    owner: 'octo',
    repo: 'bench',
    artifacts: service.store,
    runs: [
      {
        id: RUN,
        workflow_id: 100,
        head_branch: 'main',
        head_sha: 'c'.repeat(40),
        event: 'schedule',
        status: 'completed',
        conclusion: 'success',
        created_at: '2026-11-22T10:00:00Z',
      },
    ],
    tokens: { [TOKEN]: 'read' },
  })
  // @actions/artifact reads its environment when imported: set it first.
  Object.assign(process.env, service.envFor(1, RUN), { GITHUB_API_URL: api.url })
  const { createArtifacts } = await import('../../src/github/artifacts.js')
  const { routeActionsOutput } = await import('../../src/cli/actions-log.js')
  work = await makeTempDir('helios-cli-download-')
  const runFolder = path.join(work, 'shard-run')
  await writeFiles(runFolder, tree)
  // The client's ::debug:: chatter would fill the test log; warnings still reach stderr.
  const restore = routeActionsOutput()
  try {
    await seed(createArtifacts({ retryDelayMs: 10 }), runFolder)
  } finally {
    restore()
  }
})

async function seed(artifacts: Artifacts, runFolder: string): Promise<void> {
  for (const [task, attempt] of uploads) {
    const dir = `${task}/attempt_${pad(attempt)}`
    const files = Object.keys(tree)
      .filter((rel) => rel.startsWith(`${dir}/`))
      .map((rel) => path.join(runFolder, rel))
    const outcome = await artifacts.uploadFolder(
      `helios-default-${task}-attempt_${pad(attempt)}`,
      runFolder,
      files,
    )
    expect(outcome.ok).toBe(true)
  }
  // Not an attempt: a shard summary of the same run, which the attempt tree leaves out.
  await writeFiles(path.join(work, 'summary'), { 'shard_summary.json': '{"schema_version":1}\n' })
  expect((await artifacts.uploadFolder('helios-default-shard-1-of-1', path.join(work, 'summary'))).ok).toBe(
    true,
  )
}

afterEach(() => {
  expect(api.state.violations).toEqual([])
})

afterAll(async () => {
  await service?.close()
  await api?.close()
  if (work) await removeDir(work)
  process.env = savedEnv
})

describe('helios download', () => {
  it('rebuilds the attempt tree of the run; stdout is only the run folder', async () => {
    const out = path.join(work, 'all')
    const { code, stdout, stderr } = await helios([
      'download',
      '--repo',
      'octo/bench',
      '--run',
      String(RUN),
      '-o',
      out,
    ])
    expect(stderr).not.toMatch(/^helios:/m)
    expect(code).toBe(0)
    expect(stdout).toBe(`${path.join(out, String(RUN))}\n`)
    expect(stderr).toMatch(/5 artifact\(s\) downloaded/)
    const runDir = path.join(out, String(RUN))
    expect(await filesUnder(runDir)).toEqual(Object.keys(tree).sort())
    for (const [rel, content] of Object.entries(tree)) {
      expect(await readFile(path.join(runDir, rel), 'utf8')).toBe(content)
    }
    // The child authenticated with the token and listed this run's artifacts through REST.
    const listing = api.state.requests.filter(
      (r) => r.template === '/repos/{owner}/{repo}/actions/runs/{run_id}/artifacts',
    )
    expect(listing.length).toBeGreaterThan(0)
    expect(listing.every((r) => r.status === 200 && r.token === TOKEN)).toBe(true)
  })

  it('--task GLOB limits the download to the matching tasks', async () => {
    const out = path.join(work, 'some')
    const { code, stdout } = await helios([
      'download',
      '--repo',
      'octo/bench',
      '--run',
      String(RUN),
      '-o',
      out,
      '--task',
      'gamma-*',
    ])
    expect(code).toBe(0)
    expect(stdout).toBe(`${path.join(out, String(RUN))}\n`)
    expect(await filesUnder(path.join(out, String(RUN)))).toEqual(
      Object.keys(tree)
        .filter((rel) => rel.startsWith('003_gamma-ray/'))
        .sort(),
    )
  })

  it('fails with a message for a run that does not exist and for bad flags', async () => {
    const missing = await helios([
      'download',
      '--repo',
      'octo/bench',
      '--run',
      '999',
      '-o',
      path.join(work, 'none'),
    ])
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/^helios: workflow run 999 of octo\/bench was not found/m)
    expect(missing.stdout).toBe('')

    const noRepo = await helios(['download', '--run', String(RUN)])
    expect(noRepo.code).toBe(2)
    expect(noRepo.stderr).toMatch(/--repo must be OWNER\/NAME/)

    const badRun = await helios(['download', '--repo', 'octo/bench', '--run', 'latest'])
    expect(badRun.code).toBe(2)
    expect(badRun.stderr).toMatch(/--run is 'latest'/)
  })
})
