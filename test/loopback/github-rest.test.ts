// Octokit (throttling + retry) against the loopback REST server, every request checked against
// GitHub's OpenAPI description: sticky comments, check runs, baseline lookup, PR lookup, faults.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startArtifactService, type ArtifactService } from '../harness/artifact-service.js'
import { completedRun, secondaryRateLimit, startGitHubApi, type GitHubApi } from '../harness/github-api.js'
import { findBaselineRun } from '../../src/github/find-baseline-run.js'
import { mergeBaseHistory } from '../../src/github/merge-base.js'
import { publishCheckRun, taskAnnotation } from '../../src/github/check-run.js'
import { commentMarker, findStickyComment, upsertStickyComment } from '../../src/github/comment.js'
import { createOctokit, type GitHubClient } from '../../src/github/octokit.js'
import { findPullRequestForSha } from '../../src/github/pull-request.js'

const WRITE = 'ghs_write'
const READ = 'ghs_fork_read_only'
let service: ArtifactService
let api: GitHubApi
let octokit: GitHubClient
let forkOctokit: GitHubClient
const owner = 'octo'
const repo = 'bench'

const run = completedRun

beforeAll(async () => {
  service = await startArtifactService({ runId: 50 })
  api = await startGitHubApi({
    owner,
    repo,
    artifacts: service.store,
    tokens: { [WRITE]: 'write', [READ]: 'read' },
    pulls: [
      {
        number: 12,
        state: 'open',
        head: { sha: 'f'.repeat(40), ref: 'feature', repo: `${owner}/${repo}` },
        base: { sha: '1'.repeat(40), ref: 'main' },
      },
      {
        number: 13,
        state: 'open',
        head: { sha: 'e'.repeat(40), ref: 'main', repo: 'forker/bench' },
        base: { sha: '1'.repeat(40), ref: 'main' },
        listedByCommit: false,
      },
    ],
  })
  const common = { baseUrl: api.url, retryUnitMs: 1, spaceWrites: false }
  octokit = createOctokit({ token: WRITE, ...common })
  forkOctokit = createOctokit({ token: READ, ...common })
})

afterEach(() => {
  expect(api.state.violations).toEqual([])
  api.state.faults.length = 0
})

afterAll(async () => {
  await api?.close()
  await service?.close()
})

describe('sticky comment', () => {
  it('finds its comment past 100 others (pagination) and updates it instead of duplicating', async () => {
    api.addComments(1, 130)
    const first = await upsertStickyComment({
      octokit,
      owner,
      repo,
      issueNumber: 1,
      label: 'default',
      body: 'v1',
      mode: 'always',
      hasChanges: true,
    })
    expect(first.action).toBe('created')
    api.addComments(1, 20)
    const before = api.state.requests.length
    const second = await upsertStickyComment({
      octokit,
      owner,
      repo,
      issueNumber: 1,
      label: 'default',
      body: 'v2',
      mode: 'always',
      hasChanges: true,
    })
    expect(second.action).toBe('updated')
    const listCalls = api.state.requests
      .slice(before)
      .filter((r) => r.method === 'GET' && r.path.includes('/issues/1/comments'))
    expect(listCalls.length).toBe(2) // 151 comments, ours is #131: on page 2
    const ours = api.state.comments.filter(
      (c) => c.issue_number === 1 && c.body.startsWith(commentMarker('default')),
    )
    expect(ours).toHaveLength(1)
    expect(ours[0]?.body).toBe(`${commentMarker('default')}\nv2`)
    const again = await upsertStickyComment({
      octokit,
      owner,
      repo,
      issueNumber: 1,
      label: 'default',
      body: 'v2',
      mode: 'always',
      hasChanges: true,
    })
    expect(again.action).toBe('unchanged')
  })

  it('keeps one comment per label', async () => {
    await upsertStickyComment({
      octokit,
      owner,
      repo,
      issueNumber: 2,
      label: 'claude',
      body: 'a1',
      mode: 'always',
      hasChanges: true,
    })
    await upsertStickyComment({
      octokit,
      owner,
      repo,
      issueNumber: 2,
      label: 'codex',
      body: 'b1',
      mode: 'always',
      hasChanges: true,
    })
    await upsertStickyComment({
      octokit,
      owner,
      repo,
      issueNumber: 2,
      label: 'claude',
      body: 'a2',
      mode: 'always',
      hasChanges: true,
    })
    const bodies = api.state.comments.filter((c) => c.issue_number === 2).map((c) => c.body)
    expect(bodies).toEqual([`${commentMarker('claude')}\na2`, `${commentMarker('codex')}\nb1`])
    expect(
      (await findStickyComment({ octokit, owner, repo, issueNumber: 2, label: 'codex' }))?.body,
    ).toContain('b1')
  })

  it('on-change creates only with changes but always updates; off does nothing', async () => {
    const quiet = await upsertStickyComment({
      octokit,
      owner,
      repo,
      issueNumber: 3,
      label: 'x',
      body: 'same',
      mode: 'on-change',
      hasChanges: false,
    })
    expect(quiet.action).toBe('skipped')
    expect(api.state.comments.filter((c) => c.issue_number === 3)).toHaveLength(0)
    expect(
      (
        await upsertStickyComment({
          octokit,
          owner,
          repo,
          issueNumber: 3,
          label: 'x',
          body: 'changed',
          mode: 'on-change',
          hasChanges: true,
        })
      ).action,
    ).toBe('created')
    expect(
      (
        await upsertStickyComment({
          octokit,
          owner,
          repo,
          issueNumber: 3,
          label: 'x',
          body: 'calm again',
          mode: 'on-change',
          hasChanges: false,
        })
      ).action,
    ).toBe('updated')
    const before = api.state.requests.length
    expect(
      (
        await upsertStickyComment({
          octokit,
          owner,
          repo,
          issueNumber: 3,
          label: 'x',
          body: 'z',
          mode: 'off',
          hasChanges: true,
        })
      ).action,
    ).toBe('skipped')
    expect(api.state.requests.length).toBe(before)
  })

  it("keeps an oversized body within GitHub's 65,536 characters", async () => {
    const result = await upsertStickyComment({
      octokit,
      owner,
      repo,
      issueNumber: 7,
      label: 'huge',
      body: 'row\n'.repeat(40_000),
      mode: 'always',
      hasChanges: true,
    })
    expect(result.action).toBe('created')
    const stored = api.state.comments.find((c) => c.issue_number === 7)
    expect(stored?.body.length).toBeLessThanOrEqual(65_536)
    expect(stored?.body).toMatch(/truncated/)
  })

  it('waits out a secondary rate limit (403 + retry-after) and then succeeds', async () => {
    api.injectFault(
      secondaryRateLimit({ method: 'POST', route: '/repos/{owner}/{repo}/issues/{issue_number}/comments' }),
    )
    const result = await upsertStickyComment({
      octokit,
      owner,
      repo,
      issueNumber: 4,
      label: 'rl',
      body: 'ok',
      mode: 'always',
      hasChanges: true,
    })
    expect(result.action).toBe('created')
    const posts = api.state.requests.filter(
      (r) => r.method === 'POST' && r.path.endsWith('/issues/4/comments'),
    )
    expect(posts.map((r) => r.status)).toEqual([403, 201])
  })

  it('retries a 5xx and then succeeds', async () => {
    api.injectFault({
      method: 'GET',
      route: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
      status: 502,
      times: 2,
    })
    const result = await upsertStickyComment({
      octokit,
      owner,
      repo,
      issueNumber: 5,
      label: 'flaky',
      body: 'ok',
      mode: 'always',
      hasChanges: true,
    })
    expect(result.action).toBe('created')
    const gets = api.state.requests.filter((r) => r.method === 'GET' && r.path.includes('/issues/5/comments'))
    expect(gets.map((r) => r.status)).toEqual([502, 502, 200])
  })

  it("degrades with a fork's read-only token instead of crashing", async () => {
    const result = await upsertStickyComment({
      octokit: forkOctokit,
      owner,
      repo,
      issueNumber: 6,
      label: 'fork',
      body: 'r',
      mode: 'always',
      hasChanges: true,
    })
    expect(result.action).toBe('degraded')
    expect(result.action === 'degraded' && result.reason).toMatch(/Resource not accessible by integration/)
    const check = await publishCheckRun({
      octokit: forkOctokit,
      owner,
      repo,
      headSha: 'e'.repeat(40),
      name: 'helios',
      conclusion: 'success',
      title: 't',
      summary: 's',
    })
    expect(check.action).toBe('degraded')
    expect(api.state.comments.filter((c) => c.issue_number === 6)).toHaveLength(0)
  })
})

describe('check run', () => {
  it('sends 120 annotations in 3 batches (create, then updates) and completes with the conclusion', async () => {
    const annotations = Array.from({ length: 120 }, (_, i) =>
      taskAnnotation(`tasks/t${i}/task.toml`, `t${i} regressed: 3/3 → 0/3`, 'failure', `t${i}`),
    )
    const result = await publishCheckRun({
      octokit,
      owner,
      repo,
      headSha: 'f'.repeat(40),
      name: 'helios / default',
      conclusion: 'failure',
      title: '3 regressions',
      summary: 'x'.repeat(70_000),
      text: 'details',
      annotations,
    })
    expect(result).toMatchObject({ action: 'created', requests: 3 })
    const stored = api.state.checkRuns.find((c) => result.action === 'created' && c.id === result.id)
    expect(stored?.annotationBatches).toEqual([50, 50, 20])
    expect(stored?.output.annotations).toHaveLength(120)
    expect(stored?.conclusion).toBe('failure')
    expect(stored?.status).toBe('completed')
    expect(stored?.output.summary?.length).toBeLessThanOrEqual(65_535)
  })

  it('the OpenAPI check rejects a request GitHub would reject', async () => {
    await expect(
      octokit.rest.checks.create({
        owner,
        repo,
        name: 'bad',
        head_sha: 'f'.repeat(40),
        // @ts-expect-error: deliberately not a conclusion GitHub knows
        conclusion: 'great',
      }),
    ).rejects.toMatchObject({ status: 422 })
    expect(api.state.violations).toHaveLength(1)
    expect(api.state.violations[0]).toMatch(/conclusion/)
    await expect(
      octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts', {
        owner,
        repo,
        run_id: 1,
        colour: 'red',
      }),
    ).rejects.toMatchObject({ status: 422 })
    expect(api.state.violations[1]).toMatch(/unknown query parameter colour/)
    api.state.violations.length = 0
  })
})

describe('baseline lookup', () => {
  it("takes a PR's baseline at or before its merge base, not a change that landed on main after it branched", async () => {
    // main: c1 ← c2 ← c3 ← c4; the PR branched from c2 (head p1 ← p2). Runs exist for c1, c2, c4.
    const sha = (name: string) => name.padEnd(40, '0')
    Object.assign(api.state.commits, {
      [sha('c1')]: [],
      [sha('c2')]: [sha('c1')],
      [sha('c3')]: [sha('c2')],
      [sha('c4')]: [sha('c3')],
      [sha('p1')]: [sha('c2')],
      [sha('p2')]: [sha('p1')],
    })
    api.state.branches['mb-main'] = sha('c4')
    const onMain = (id: number, commit: string) => run(id, { head_branch: 'mb-main', head_sha: sha(commit) })
    api.state.runs.push(onMain(81, 'c1'), onMain(82, 'c2'), onMain(84, 'c4'))
    for (const id of [81, 82, 84])
      service.store.seed({ runId: id, name: 'helios-mb-report', content: Buffer.from('zip') })

    const history = await mergeBaseHistory(octokit, { owner, repo }, 'mb-main', sha('p2'))
    expect(history.mergeBase).toBe(sha('c2'))
    expect([...history.history].sort()).toEqual([sha('c1'), sha('c2')])
    const search = {
      octokit,
      owner,
      repo,
      workflow: 'bench.yml',
      branch: 'mb-main',
      artifactName: 'helios-mb-report',
    }
    const atMergeBase = await findBaselineRun({ ...search, atOrBefore: history })
    expect(atMergeBase).toMatchObject({ found: true, runId: 82 })
    expect(atMergeBase.skipped).toEqual([
      { runId: 84, reason: "its commit c400000 is not in the history of the PR's merge base c200000" },
    ])
    // Without the merge base (or when no run is that old) the latest run is the baseline.
    expect(await findBaselineRun(search)).toMatchObject({ found: true, runId: 84 })
    const branchedFromC3 = await mergeBaseHistory(octokit, { owner, repo }, 'mb-main', sha('c3'))
    expect(await findBaselineRun({ ...search, atOrBefore: branchedFromC3 })).toMatchObject({
      found: true,
      runId: 82,
    })
    expect(api.state.violations).toEqual([])
  })

  it('takes the latest completed run with a report whatever its verdict, skipping runs without one; says why when none', async () => {
    api.state.runs.push(
      run(61), // old, has the report
      run(62, { conclusion: 'failure' }), // the gate failed, but its report is the newest baseline
      run(63), // success, but its report job did not upload
      run(64, { head_repository: 'forker/bench' }), // a fork's `main`
      run(65, { conclusion: 'cancelled' }), // partial results: never a baseline
      run(66), // the current run
      run(67, { head_branch: 'feature' }),
    )
    service.store.seed({ runId: 61, name: 'helios-default-report', content: Buffer.from('zip') })
    service.store.seed({ runId: 62, name: 'helios-default-report', content: Buffer.from('zip') })
    service.store.seed({ runId: 65, name: 'helios-default-report', content: Buffer.from('zip') })
    service.store.seed({ runId: 63, name: 'helios-default-shard-1-of-1' })
    service.store.seed({ runId: 64, name: 'helios-default-report' })
    const found = await findBaselineRun({
      octokit,
      owner,
      repo,
      workflow: 'bench.yml',
      branch: 'main',
      excludeRunId: 66,
      artifactName: 'helios-default-report',
    })
    expect(found.found).toBe(true)
    if (!found.found) return
    expect(found.runId).toBe(62)
    expect(found.artifact.name).toBe('helios-default-report')
    expect(found.skipped).toEqual([
      { runId: 64, reason: 'head repository forker/bench is not octo/bench' },
      { runId: 63, reason: 'no artifact helios-default-report' },
    ])

    const other = await findBaselineRun({
      octokit,
      owner,
      repo,
      workflow: 100,
      branch: 'main',
      artifactName: 'helios-nightly-report',
    })
    expect(other).toMatchObject({ found: false })
    expect(!other.found && other.reason).toMatch(
      /none of the \d+ latest success\/failure run\(s\).*helios-nightly-report/,
    )

    const none = await findBaselineRun({
      octokit,
      owner,
      repo,
      workflow: 'bench.yml',
      branch: 'release',
      artifactName: 'helios-default-report',
    })
    expect(!none.found && none.reason).toMatch(
      /no success\/failure runs of workflow bench.yml on branch release/,
    )

    service.store.seed({ runId: 67, name: 'helios-default-report', expired: true })
    const expired = await findBaselineRun({
      octokit,
      owner,
      repo,
      workflow: 'bench.yml',
      branch: 'feature',
      artifactName: 'helios-default-report',
    })
    expect(!expired.found && expired.reason).toMatch(/has expired/)
  })
})

describe('pull request of a head SHA', () => {
  it('finds same-repo and fork PRs from GitHub data only', async () => {
    const same = await findPullRequestForSha({ octokit, owner, repo, headSha: 'f'.repeat(40) })
    expect(same).toMatchObject({ found: true, pull: { number: 12, baseRef: 'main' } })
    const fork = await findPullRequestForSha({
      octokit,
      owner,
      repo,
      headSha: 'e'.repeat(40),
      headOwner: 'forker',
      headBranch: 'main',
    })
    expect(fork).toMatchObject({ found: true, pull: { number: 13 } })
    const none = await findPullRequestForSha({
      octokit,
      owner,
      repo,
      headSha: 'd'.repeat(40),
      headOwner: 'forker',
      headBranch: 'main',
    })
    expect(none).toMatchObject({ found: false })
  })
})
