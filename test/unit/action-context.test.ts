import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { benchmarkRunId, readWorkflowContext, runUrl } from '../../src/action/context.js'

const eventDir = mkdtempSync(join(tmpdir(), 'helios-event-'))
afterAll(() => rmSync(eventDir, { recursive: true, force: true }))
let events = 0

function eventFile(payload: unknown): string {
  const file = join(eventDir, `event-${++events}.json`)
  writeFileSync(file, JSON.stringify(payload))
  return file
}

const base = {
  GITHUB_REPOSITORY: 'acme/agent',
  GITHUB_RUN_ID: '42',
  GITHUB_RUN_ATTEMPT: '2',
  GITHUB_SHA: 'merge-sha',
  GITHUB_WORKFLOW_REF: 'acme/agent/.github/workflows/bench.yml@refs/pull/7/merge',
}

describe('readWorkflowContext', () => {
  it('reads a pull_request run: PR head SHA, base branch as baseline', () => {
    const ctx = readWorkflowContext({
      ...base,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventFile({
        pull_request: { number: 7, base: { ref: 'main' }, head: { sha: 'head-sha' } },
      }),
    })
    expect(ctx.repository).toEqual({ owner: 'acme', repo: 'agent' })
    expect(ctx.pullRequest).toEqual({ number: 7, baseRef: 'main', headSha: 'head-sha', fromFork: false })
    expect(ctx.sha).toBe('head-sha')
    expect(ctx.baselineBranch).toBe('main')
    expect(ctx.workflowFile).toBe('bench.yml')
    expect(benchmarkRunId(ctx)).toBe('gh-42-2')
    expect(runUrl(ctx)).toBe('https://github.com/acme/agent/actions/runs/42')
  })

  it('uses the pushed branch as baseline on push and the triggering run on workflow_run', () => {
    const push = readWorkflowContext({ ...base, GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main' })
    expect(push.pullRequest).toBeNull()
    expect(push.baselineBranch).toBe('main')
    const wr = readWorkflowContext({
      ...base,
      GITHUB_EVENT_NAME: 'workflow_run',
      GITHUB_EVENT_PATH: eventFile({
        workflow_run: {
          id: 99,
          head_sha: 'abc',
          head_branch: 'feature',
          event: 'pull_request',
          head_repository: { full_name: 'forker/agent', owner: { login: 'forker' } },
        },
      }),
    })
    expect(wr.triggeringRun).toEqual({
      id: '99',
      headSha: 'abc',
      headBranch: 'feature',
      headOwner: 'forker',
      headRepository: 'forker/agent',
      event: 'pull_request',
    })
  })

  it('survives a missing or unreadable event file', () => {
    const ctx = readWorkflowContext({ GITHUB_EVENT_PATH: '/nonexistent/event.json' })
    expect(ctx.repository).toBeNull()
    expect(ctx.pullRequest).toBeNull()
    expect(runUrl(ctx)).toBeNull()
  })
})
