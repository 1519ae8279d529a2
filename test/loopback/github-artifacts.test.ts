// The real `@actions/artifact` client against the loopback artifact service, and for cross-run
// downloads through the loopback REST server (findBy → 302 to the blob URL).
import { execFile } from 'node:child_process'
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startArtifactService, type ArtifactService } from '../harness/artifact-service.js'
import { startGitHubApi, type GitHubApi } from '../harness/github-api.js'
import { readOutputs, runnerEnv } from '../harness/runner-env.js'

let service: ArtifactService
let api: GitHubApi
let work: string
const savedEnv = { ...process.env }
const TOKEN = 'ghs_test_token'

// `@actions/github` reads GITHUB_API_URL when first imported, so the servers start first and the
// modules that import it are loaded afterwards.
let artifactsModule: typeof import('../../src/github/artifacts.js')
let downloadModule: typeof import('../../src/github/download-run.js')
let octokitModule: typeof import('../../src/github/octokit.js')

beforeAll(async () => {
  service = await startArtifactService({ runId: 7 })
  api = await startGitHubApi({
    artifacts: service.store,
    runs: [
      {
        id: 7,
        workflow_id: 100,
        head_branch: 'main',
        head_sha: 'a'.repeat(40),
        event: 'push',
        status: 'completed',
        conclusion: 'success',
        created_at: '2026-11-20T10:00:00Z',
      },
      {
        id: 8,
        workflow_id: 100,
        head_branch: 'feature',
        head_sha: 'b'.repeat(40),
        event: 'pull_request',
        status: 'in_progress',
        conclusion: null,
        created_at: '2026-11-21T10:00:00Z',
      },
    ],
    tokens: { [TOKEN]: 'read' },
  })
  Object.assign(process.env, service.env, { GITHUB_API_URL: api.url })
  delete process.env.GITHUB_SERVER_URL
  artifactsModule = await import('../../src/github/artifacts.js')
  downloadModule = await import('../../src/github/download-run.js')
  octokitModule = await import('../../src/github/octokit.js')
  work = await mkdtemp(path.join(tmpdir(), 'helios-artifacts-'))
})

afterEach(() => {
  service.store.faults.length = 0
  api.state.faults.length = 0
  expect(api.state.violations).toEqual([])
  Object.assign(process.env, service.env)
  delete process.env.ACTIONS_ARTIFACT_UPLOAD_TIMEOUT_MS
})

afterAll(async () => {
  await service?.close()
  await api?.close()
  if (work) await rm(work, { recursive: true, force: true })
  process.env = savedEnv
})

async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [rel, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true })
    await writeFile(path.join(root, rel), content)
  }
}

const attemptFiles = (task: string, attempt: number, status: string): Record<string, string> => {
  const dir = `${task}/attempt_${String(attempt).padStart(3, '0')}`
  return {
    [`${dir}/result.json`]: JSON.stringify({ status, attempt }),
    [`${dir}/agent/log.txt`]: `agent log of ${task} #${attempt}\n`.repeat(2000),
    [`${dir}/verifier/reward.txt`]: status === 'passed' ? '1\n' : '0\n',
  }
}

describe('artifact service + @actions/artifact', () => {
  it('uploads a folder, lists it and downloads the same tree', async () => {
    const artifacts = artifactsModule.createArtifacts({ retryDelayMs: 10 })
    const root = path.join(work, 'round-trip')
    await writeFiles(root, attemptFiles('001_hello', 1, 'passed'))
    const outcome = await artifacts.uploadFolder('helios-default-001_hello-attempt_001', root)
    expect(outcome).toMatchObject({ ok: true, tries: 1 })
    const list = await artifacts.listRunArtifacts()
    expect(list.map((a) => a.name)).toContain('helios-default-001_hello-attempt_001')
    const out = path.join(work, 'round-trip-out')
    const got = await artifacts.downloadArtifactByName('helios-default-001_hello-attempt_001', out)
    expect(got.digestMismatch).toBe(false)
    for (const [rel, content] of Object.entries(attemptFiles('001_hello', 1, 'passed'))) {
      expect(await readFile(path.join(out, rel), 'utf8')).toBe(content)
    }
  })

  it('jobs of one run share artifacts; a second upload of a name is a 409, recorded not thrown', async () => {
    const artifacts = artifactsModule.createArtifacts({ retryDelayMs: 10 })
    const root = path.join(work, 'jobs')
    await writeFiles(root, { 'a.txt': 'a' })
    Object.assign(process.env, service.envFor(1))
    expect((await artifacts.uploadFolder('helios-default-shard-1-of-2', root)).ok).toBe(true)
    Object.assign(process.env, service.envFor(2))
    expect((await artifacts.uploadFolder('helios-default-shard-2-of-2', root)).ok).toBe(true)
    const names = (await artifacts.listRunArtifacts()).map((a) => a.name)
    expect(names).toEqual(
      expect.arrayContaining(['helios-default-shard-1-of-2', 'helios-default-shard-2-of-2']),
    )
    const duplicate = await artifacts.uploadFolder('helios-default-shard-1-of-2', root)
    expect(duplicate).toMatchObject({ ok: false, permanent: true, tries: 1 })
    expect(duplicate.error).toMatch(/409/)
    expect(service.store.requests.filter((r) => r.op === 'CreateArtifact' && r.status === 409)).toHaveLength(
      1,
    )
  })

  it('retries an upload that stalled and records one that fails for good', async () => {
    const artifacts = artifactsModule.createArtifacts({ retryDelayMs: 10, retries: 2 })
    const root = path.join(work, 'faults')
    await writeFiles(root, attemptFiles('002_stall', 1, 'failed'))
    process.env.ACTIONS_ARTIFACT_UPLOAD_TIMEOUT_MS = '300'
    service.store.injectFault({
      op: 'BlobUpload',
      stall: true,
      times: 1,
      name: 'helios-default-002_stall-attempt_001',
    })
    const retried = await artifacts.uploadFolder('helios-default-002_stall-attempt_001', root)
    expect(retried).toMatchObject({ ok: true, tries: 2 })
    const stored = service.store.artifacts.filter((a) => a.name === 'helios-default-002_stall-attempt_001')
    expect(stored.map((a) => a.finalized)).toEqual([true])

    // Storage quota: the client raises its UsageError; no retry can help.
    service.store.injectFault({
      op: 'CreateArtifact',
      status: 403,
      msg: 'insufficient usage',
      times: Infinity,
    })
    const failed = await artifacts.uploadFolder('helios-default-003_quota-attempt_001', root)
    expect(failed).toMatchObject({ ok: false, permanent: true, tries: 1 })
    expect(failed.error).toMatch(/quota/)
    service.store.faults.length = 0

    // A 4xx from the service is not retried.
    service.store.injectFault({ op: 'FinalizeArtifact', status: 400, times: 1 })
    const rejected = await artifacts.uploadFolder('helios-default-004_rejected-attempt_001', root)
    expect(rejected).toMatchObject({ ok: false, permanent: true, tries: 1 })

    // Stalls every time: all tries used, recorded as not permanent.
    service.store.injectFault({ op: 'BlobUpload', stall: true, times: Infinity })
    const exhausted = await artifacts.uploadFolder('helios-default-004_broken-attempt_001', root)
    expect(exhausted).toMatchObject({ ok: false, tries: 3 })
    service.store.faults.length = 0
  })

  it('rides out a 500 from the results service (the client retries it itself)', async () => {
    const artifacts = artifactsModule.createArtifacts({ retryDelayMs: 10 })
    const root = path.join(work, 'five-hundred')
    await writeFiles(root, { 'x.txt': 'x' })
    service.store.injectFault({ op: 'CreateArtifact', status: 500, times: 1 })
    const outcome = await artifacts.uploadFolder('helios-default-005_flaky-attempt_001', root)
    expect(outcome).toMatchObject({ ok: true, tries: 1 })
    const creates = service.store.requests.filter(
      (r) => r.op === 'CreateArtifact' && r.name === 'helios-default-005_flaky-attempt_001',
    )
    expect(creates.map((r) => r.status)).toEqual([500, 200])
  })

  it('downloads from another run through REST (findBy, 302 to the blob)', async () => {
    const artifacts = artifactsModule.createArtifacts({ retryDelayMs: 10 })
    const root = path.join(work, 'other-run')
    await writeFiles(root, { 'run_summary.json': '{"schema_version":1}' })
    // Upload as a job of run 8, then read it from "run 7" through the REST API.
    Object.assign(process.env, service.envFor(0, 8))
    expect((await artifacts.uploadFolder('helios-default-report', root)).ok).toBe(true)
    Object.assign(process.env, service.env)
    const out = path.join(work, 'other-run-out')
    const got = await artifacts.downloadFromRun({
      runId: 8,
      owner: api.state.owner,
      repo: api.state.repo,
      token: TOKEN,
      name: 'helios-default-report',
      dir: out,
    })
    expect(got.digestMismatch).toBe(false)
    expect(await readFile(path.join(out, 'run_summary.json'), 'utf8')).toBe('{"schema_version":1}')
    const zipRequest = api.state.requests.find((r) => /\/actions\/artifacts\/\d+\/zip$/.test(r.path))
    expect(zipRequest?.status).toBe(302)
    expect(service.store.requests.some((r) => r.op === 'BlobDownload' && r.status === 200)).toBe(true)
  })

  it('helios download rebuilds the local folder tree, optionally for some tasks only', async () => {
    const artifacts = artifactsModule.createArtifacts({ retryDelayMs: 10 })
    const runFolder = path.join(work, 'run-9')
    const tree = {
      ...attemptFiles('001_alpha', 1, 'passed'),
      ...attemptFiles('001_alpha', 2, 'failed'),
      ...attemptFiles('002_beta', 1, 'passed'),
    }
    await writeFiles(runFolder, tree)
    api.state.runs.push({
      id: 9,
      workflow_id: 100,
      head_branch: 'main',
      head_sha: 'c'.repeat(40),
      event: 'schedule',
      status: 'completed',
      conclusion: 'success',
      created_at: '2026-11-22T10:00:00Z',
    })
    Object.assign(process.env, service.envFor(1, 9))
    const uploads = [
      ['001_alpha', 1],
      ['001_alpha', 2],
      ['002_beta', 1],
    ] as const
    for (const [task, attempt] of uploads) {
      const dir = `${task}/attempt_${String(attempt).padStart(3, '0')}`
      const files = Object.keys(tree)
        .filter((rel) => rel.startsWith(dir))
        .map((rel) => path.join(runFolder, rel))
      const name = `helios-nightly-${task}-attempt_${String(attempt).padStart(3, '0')}`
      expect((await artifacts.uploadFolder(name, runFolder, files)).ok).toBe(true)
    }
    await writeFiles(path.join(work, 'summary-9'), { 'shard.json': '{}' })
    expect(
      (await artifacts.uploadFolder('helios-nightly-shard-1-of-1', path.join(work, 'summary-9'))).ok,
    ).toBe(true)
    Object.assign(process.env, service.env)

    const octokit = octokitModule.createOctokit({ token: TOKEN, retryUnitMs: 1, spaceWrites: false })
    const out = path.join(work, 'download-out')
    const all = await downloadModule.downloadRun({
      octokit,
      artifacts,
      owner: api.state.owner,
      repo: api.state.repo,
      runId: 9,
      token: TOKEN,
      outDir: out,
    })
    expect(all.failed).toEqual([])
    expect(all.downloaded).toHaveLength(3)
    expect(all.skipped).toEqual(['helios-nightly-shard-1-of-1'])
    expect(all.runDir).toBe(path.join(out, '9'))
    for (const [rel, content] of Object.entries(tree)) {
      expect(await readFile(path.join(out, '9', rel), 'utf8')).toBe(content)
    }

    const some = await downloadModule.downloadRun({
      octokit,
      artifacts,
      owner: api.state.owner,
      repo: api.state.repo,
      runId: 9,
      token: TOKEN,
      outDir: path.join(work, 'download-beta'),
      taskGlob: 'beta',
    })
    expect(some.downloaded).toEqual(['helios-nightly-002_beta-attempt_001'])
    await expect(
      readFile(path.join(work, 'download-beta/9/001_alpha/attempt_001/result.json')),
    ).rejects.toThrow()
  })

  it('is shared by separate processes, each a job of the same run (as shards are)', async () => {
    const script = [
      "import { DefaultArtifactClient } from '@actions/artifact'",
      "import * as core from '@actions/core'",
      "import { writeFileSync } from 'node:fs'",
      'const dir = process.env.RUNNER_TEMP',
      "writeFileSync(dir + '/part.txt', process.env.GITHUB_JOB)",
      "const { id } = await new DefaultArtifactClient().uploadArtifact(core.getInput('name'), [dir + '/part.txt'], dir)",
      "core.setOutput('artifact-id', String(id))",
    ].join('\n')
    const steps = await Promise.all(
      [1, 2, 3].map((job) =>
        runnerEnv({
          artifacts: service,
          api,
          runId: 20,
          job,
          stepDir: path.join(work, `proc-${job}`),
          workspace: work,
          inputs: { name: `helios-default-shard-${job}-of-3` },
        }),
      ),
    )
    await Promise.all(
      steps.map((step) =>
        promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
          env: step.env,
          cwd: process.cwd(),
        }),
      ),
    )
    const stored = service.store.forRun(20)
    expect(stored.map((a) => a.name).sort()).toEqual([1, 2, 3].map((j) => `helios-default-shard-${j}-of-3`))
    expect(new Set(stored.map((a) => a.jobBackendId)).size).toBe(3)
    const outputs = await readOutputs(steps[0]?.outputFile ?? '')
    expect(Number(outputs['artifact-id'])).toBe(stored.find((a) => a.name.includes('shard-1-'))?.id)
  })
})
