// A loopback GitHub REST API for the endpoints helios-action uses. Every request is first checked
// against GitHub's OpenAPI description (./openapi.ts): a request the real API would reject gets a
// 422 and is recorded in `state.violations`, which tests assert empty. The state (runs, comments,
// check runs, pull requests, request log) is plain data tests seed and inspect.
//
// Artifacts come from the artifact service's store (./artifact-service.ts): listing a run's
// artifacts, and `GET …/actions/artifacts/{id}/zip` answered by a 302 to the store's signed blob
// URL, exactly what `@actions/artifact`'s `findBy` downloads follow.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { randomUUID } from 'node:crypto'
import type { ArtifactStore, StoredArtifact } from './artifact-service.js'
import { listenLoopback, readBody, sendJson } from './http.js'
import { checkRequest, preloadOpenApi } from './openapi.js'

export interface FakeWorkflow {
  id: number
  name: string
  /** e.g. `.github/workflows/bench.yml`; the file name also identifies the workflow. */
  path: string
}

export interface FakeRun {
  id: number
  workflow_id: number
  head_branch: string
  head_sha: string
  event: string
  status: 'queued' | 'in_progress' | 'completed'
  conclusion: 'success' | 'failure' | 'cancelled' | 'skipped' | 'neutral' | 'timed_out' | null
  created_at: string
  run_number?: number
  /** `owner/name` of the head repository (a fork for fork PRs). */
  head_repository?: string
}

export interface FakePull {
  number: number
  state: 'open' | 'closed'
  head: { sha: string; ref: string; repo: string }
  base: { sha: string; ref: string }
  title?: string
  /** False: `GET /commits/{sha}/pulls` does not list it (as for many fork PRs). Default true. */
  listedByCommit?: boolean
}

export interface FakeComment {
  id: number
  issue_number: number
  body: string
  user: { login: string; type: string }
  created_at: string
  updated_at: string
}

export interface FakeCheckRun {
  id: number
  name: string
  head_sha: string
  status: string
  conclusion: string | null
  details_url?: string
  output: { title?: string; summary?: string; text?: string; annotations: unknown[] }
  /** Annotations sent by each create/update request, in order. */
  annotationBatches: number[]
  started_at: string
  completed_at: string | null
}

export interface RestFault {
  /** Only this method (e.g. 'POST'). */
  method?: string
  /** Only this OpenAPI path template, e.g. '/repos/{owner}/{repo}/check-runs'. */
  route?: string
  /** How many matching requests fail (Infinity: for good). */
  times: number
  status: number
  message?: string
  headers?: Record<string, string>
}

export interface RestRequestLog {
  method: string
  path: string
  template?: string
  status: number
  token?: string
}

export interface GitHubApiState {
  owner: string
  repo: string
  workflows: FakeWorkflow[]
  runs: FakeRun[]
  pulls: FakePull[]
  comments: FakeComment[]
  checkRuns: FakeCheckRun[]
  /** token → access; when unset every token may write. A 'read' token gets GitHub's fork answer. */
  tokens?: Record<string, 'read' | 'write'>
  faults: RestFault[]
  requests: RestRequestLog[]
  /** Requests GitHub's description rejects, and routes this fake does not implement. */
  violations: string[]
  /** Login that authors the comments created through the API. */
  botLogin: string
  /** The repository's commits (sha → parents, first parent first) and branch heads. */
  commits: Record<string, string[]>
  branches: Record<string, string>
}

export interface GitHubApiInit extends Partial<Omit<GitHubApiState, 'faults' | 'requests' | 'violations'>> {
  /** The artifact service's store, for run artifacts and zip redirects. */
  artifacts?: ArtifactStore
}

export interface GitHubApi {
  /** Origin of the server: use it as GITHUB_API_URL / Octokit baseUrl. */
  url: string
  state: GitHubApiState
  injectFault(fault: RestFault): void
  /** Adds `count` comments by other users to an issue/PR (for pagination tests). */
  addComments(issueNumber: number, count: number, body?: (i: number) => string): FakeComment[]
  close(): Promise<void>
}

export const SECONDARY_RATE_LIMIT_MESSAGE =
  'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.'
export const NOT_ACCESSIBLE_MESSAGE = 'Resource not accessible by integration'

/** A secondary-rate-limit fault: 403 with retry-after, as GitHub sends it. */
export function secondaryRateLimit(opts: Partial<RestFault> = {}): RestFault {
  return {
    times: 1,
    status: 403,
    message: SECONDARY_RATE_LIMIT_MESSAGE,
    headers: { 'retry-after': '1' },
    ...opts,
  }
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

const MAX_COMMENT = 65_536
const MAX_CHECK_TEXT = 65_535
const MAX_ANNOTATIONS_PER_REQUEST = 50

/** A commit and its history, newest first (breadth-first from it, first parents first). */
function ancestors(commits: Record<string, string[]>, sha: string): string[] {
  const seen = new Set<string>()
  const queue = [sha]
  while (queue.length > 0) {
    const next = queue.shift()!
    if (seen.has(next) || !commits[next]) continue
    seen.add(next)
    queue.push(...commits[next]!)
  }
  return [...seen]
}

function intParam(url: URL, name: string, fallback: number, max = Infinity): number {
  const raw = url.searchParams.get(name)
  const n = raw === null ? fallback : Number(raw)
  return Math.min(Math.max(1, Number.isFinite(n) ? n : fallback), max)
}

function paginate<T>(items: T[], url: URL, res: ServerResponse, origin: string): T[] {
  const perPage = intParam(url, 'per_page', 30, 100)
  const page = intParam(url, 'page', 1)
  const last = Math.max(1, Math.ceil(items.length / perPage))
  const link = (p: number, rel: string): string => {
    const u = new URL(url.pathname + url.search, origin)
    u.searchParams.set('per_page', String(perPage))
    u.searchParams.set('page', String(p))
    return `<${u.toString()}>; rel="${rel}"`
  }
  const links: string[] = []
  if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'))
  if (page > 1) links.push(link(1, 'first'), link(page - 1, 'prev'))
  if (links.length > 0) res.setHeader('link', links.join(', '))
  return items.slice((page - 1) * perPage, page * perPage)
}

/** A completed, successful push run of the benchmark workflow on main (override any field). */
export function completedRun(id: number, extra: Partial<FakeRun> = {}): FakeRun {
  return {
    id,
    workflow_id: 100,
    head_branch: 'main',
    head_sha: id.toString(16).padStart(40, '0'),
    event: 'push',
    status: 'completed',
    conclusion: 'success',
    created_at: new Date(Date.UTC(2026, 10, 1, 0, id)).toISOString(),
    ...extra,
  }
}

export async function startGitHubApi(init: GitHubApiInit = {}): Promise<GitHubApi> {
  preloadOpenApi()
  const state: GitHubApiState = {
    owner: init.owner ?? 'octo',
    repo: init.repo ?? 'bench',
    workflows: init.workflows ?? [{ id: 100, name: 'Benchmark', path: '.github/workflows/bench.yml' }],
    runs: init.runs ?? [],
    pulls: init.pulls ?? [],
    comments: init.comments ?? [],
    checkRuns: init.checkRuns ?? [],
    ...(init.tokens ? { tokens: init.tokens } : {}),
    faults: [],
    requests: [],
    violations: [],
    botLogin: init.botLogin ?? 'github-actions[bot]',
    commits: init.commits ?? {},
    branches: init.branches ?? {},
  }
  const store = init.artifacts
  let nextId = 5000
  let origin = ''
  const repoUrl = (): string => `${origin}/repos/${state.owner}/${state.repo}`
  const now = (): string => new Date().toISOString()

  const runJson = (run: FakeRun): Record<string, unknown> => {
    const workflow = state.workflows.find((w) => w.id === run.workflow_id)
    return {
      id: run.id,
      name: workflow?.name ?? 'workflow',
      node_id: `WFR_${run.id}`,
      head_branch: run.head_branch,
      head_sha: run.head_sha,
      path: workflow?.path ?? '',
      run_number: run.run_number ?? run.id,
      run_attempt: 1,
      event: run.event,
      status: run.status,
      conclusion: run.conclusion,
      workflow_id: run.workflow_id,
      url: `${repoUrl()}/actions/runs/${run.id}`,
      html_url: `https://github.com/${state.owner}/${state.repo}/actions/runs/${run.id}`,
      pull_requests: [],
      created_at: run.created_at,
      updated_at: run.created_at,
      run_started_at: run.created_at,
      head_repository: { full_name: run.head_repository ?? `${state.owner}/${state.repo}` },
      repository: { full_name: `${state.owner}/${state.repo}` },
    }
  }

  const artifactJson = (a: StoredArtifact): Record<string, unknown> => {
    const run = state.runs.find((r) => r.id === a.runId)
    return {
      id: a.id,
      node_id: `MDg6QXJ0aWZhY3Q${a.id}`,
      name: a.name,
      size_in_bytes: a.size,
      url: `${repoUrl()}/actions/artifacts/${a.id}`,
      archive_download_url: `${repoUrl()}/actions/artifacts/${a.id}/zip`,
      expired: a.expired,
      created_at: a.createdAt.toISOString(),
      updated_at: a.createdAt.toISOString(),
      expires_at: a.expiresAt.toISOString(),
      digest: a.digest ?? null,
      workflow_run: {
        id: a.runId,
        repository_id: 1,
        head_repository_id: 1,
        head_branch: run?.head_branch ?? 'main',
        head_sha: run?.head_sha ?? '0'.repeat(40),
      },
    }
  }

  const pullJson = (p: FakePull): Record<string, unknown> => {
    const [headOwner] = p.head.repo.split('/')
    return {
      id: p.number * 10,
      number: p.number,
      state: p.state,
      title: p.title ?? `PR ${p.number}`,
      url: `${repoUrl()}/pulls/${p.number}`,
      html_url: `https://github.com/${state.owner}/${state.repo}/pull/${p.number}`,
      head: {
        sha: p.head.sha,
        ref: p.head.ref,
        label: `${headOwner}:${p.head.ref}`,
        repo: { full_name: p.head.repo },
      },
      base: {
        sha: p.base.sha,
        ref: p.base.ref,
        label: `${state.owner}:${p.base.ref}`,
        repo: { full_name: `${state.owner}/${state.repo}` },
      },
    }
  }

  const checkRunJson = (c: FakeCheckRun): Record<string, unknown> => ({
    id: c.id,
    name: c.name,
    head_sha: c.head_sha,
    status: c.status,
    conclusion: c.conclusion,
    details_url: c.details_url ?? null,
    started_at: c.started_at,
    completed_at: c.completed_at,
    url: `${repoUrl()}/check-runs/${c.id}`,
    html_url: `https://github.com/${state.owner}/${state.repo}/runs/${c.id}`,
    output: {
      title: c.output.title ?? null,
      summary: c.output.summary ?? null,
      text: c.output.text ?? null,
      annotations_count: c.output.annotations.length,
    },
  })

  const commentJson = (c: FakeComment): Record<string, unknown> => ({
    id: c.id,
    node_id: `IC_${c.id}`,
    body: c.body,
    user: { login: c.user.login, type: c.user.type, id: 1 },
    created_at: c.created_at,
    updated_at: c.updated_at,
    issue_url: `${repoUrl()}/issues/${c.issue_number}`,
    url: `${repoUrl()}/issues/comments/${c.id}`,
    html_url: `https://github.com/${state.owner}/${state.repo}/pull/${c.issue_number}#issuecomment-${c.id}`,
  })

  function applyCheckOutput(run: FakeCheckRun, body: Record<string, unknown>): void {
    const output = body.output as
      { title?: string; summary?: string; text?: string; annotations?: unknown[] } | undefined
    const annotations = output?.annotations ?? []
    if (annotations.length > MAX_ANNOTATIONS_PER_REQUEST) {
      throw new HttpError(422, `Only ${MAX_ANNOTATIONS_PER_REQUEST} annotations are allowed per request`)
    }
    for (const field of ['summary', 'text'] as const) {
      const value = output?.[field]
      if (value !== undefined && value.length > MAX_CHECK_TEXT) {
        throw new HttpError(422, `output.${field} is too long (maximum is ${MAX_CHECK_TEXT} characters)`)
      }
    }
    if (output) {
      if (output.title !== undefined) run.output.title = output.title
      if (output.summary !== undefined) run.output.summary = output.summary
      if (output.text !== undefined) run.output.text = output.text
      run.output.annotations.push(...annotations)
    }
    run.annotationBatches.push(annotations.length)
    if (typeof body.name === 'string') run.name = body.name
    if (typeof body.details_url === 'string') run.details_url = body.details_url
    if (typeof body.status === 'string') run.status = body.status
    if (typeof body.conclusion === 'string') {
      run.conclusion = body.conclusion
      run.status = 'completed'
      run.completed_at = typeof body.completed_at === 'string' ? body.completed_at : now()
    }
  }

  const isWrite = (method: string): boolean => !['GET', 'HEAD'].includes(method)

  type Handler = (ctx: {
    params: Record<string, string>
    url: URL
    body: Record<string, unknown>
    res: ServerResponse
  }) => void

  const runsList: Handler = ({ params, url, res }) => {
    let runs = [...state.runs]
    if (params.workflow_id !== undefined) {
      const key = params.workflow_id
      const workflow = state.workflows.find(
        (w) => String(w.id) === key || w.path.split('/').pop() === key || w.path === key,
      )
      if (!workflow) throw new HttpError(404, 'Not Found')
      runs = runs.filter((r) => r.workflow_id === workflow.id)
    }
    const branch = url.searchParams.get('branch')
    const event = url.searchParams.get('event')
    const status = url.searchParams.get('status')
    const headSha = url.searchParams.get('head_sha')
    if (branch) runs = runs.filter((r) => r.head_branch === branch)
    if (event) runs = runs.filter((r) => r.event === event)
    if (headSha) runs = runs.filter((r) => r.head_sha === headSha)
    if (status) runs = runs.filter((r) => r.status === status || r.conclusion === status)
    runs.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    const page = paginate(runs, url, res, origin)
    sendJson(res, 200, { total_count: runs.length, workflow_runs: page.map(runJson) })
  }

  const findRun = (runId: string): FakeRun => {
    const run = state.runs.find((r) => String(r.id) === runId)
    if (!run) throw new HttpError(404, 'Not Found')
    return run
  }

  const findArtifact = (id: string): StoredArtifact => {
    const artifact = store?.byId(Number(id))
    if (!artifact) throw new HttpError(404, 'Not Found')
    return artifact
  }

  const findComment = (id: string): FakeComment => {
    const comment = state.comments.find((c) => String(c.id) === id)
    if (!comment) throw new HttpError(404, 'Not Found')
    return comment
  }

  const handlers: Record<string, Handler> = {
    'GET /repos/{owner}/{repo}/actions/runs': runsList,
    'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs': runsList,
    'GET /repos/{owner}/{repo}/actions/runs/{run_id}': ({ params, res }) => {
      sendJson(res, 200, runJson(findRun(params.run_id ?? '')))
    },
    'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts': ({ params, url, res }) => {
      // A run the artifact service knows needs no entry in `state.runs`.
      if (!store?.hasRun(Number(params.run_id))) findRun(params.run_id ?? '')
      let list = store ? store.forRun(Number(params.run_id)) : []
      const name = url.searchParams.get('name')
      if (name !== null) list = list.filter((a) => a.name === name)
      list = [...list].sort((a, b) => b.id - a.id)
      const page = paginate(list, url, res, origin)
      sendJson(res, 200, { total_count: list.length, artifacts: page.map(artifactJson) })
    },
    'GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}': ({ params, res }) => {
      sendJson(res, 200, artifactJson(findArtifact(params.artifact_id ?? '')))
    },
    'GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}': ({ params, res }) => {
      if (params.archive_format !== 'zip') throw new HttpError(404, 'Not Found')
      const artifact = findArtifact(params.artifact_id ?? '')
      if (artifact.expired || !artifact.finalized || !store) throw new HttpError(410, 'Artifact has expired')
      res.writeHead(302, { location: store.signedUrl(artifact, 'r'), 'content-length': 0 })
      res.end()
    },
    'DELETE /repos/{owner}/{repo}/actions/artifacts/{artifact_id}': ({ params, res }) => {
      const artifact = findArtifact(params.artifact_id ?? '')
      store?.delete(artifact.id)
      res.writeHead(204)
      res.end()
    },
    'GET /repos/{owner}/{repo}/issues/{issue_number}/comments': ({ params, url, res }) => {
      const all = state.comments
        .filter((c) => String(c.issue_number) === params.issue_number)
        .sort((a, b) => a.id - b.id)
      sendJson(res, 200, paginate(all, url, res, origin).map(commentJson))
    },
    'POST /repos/{owner}/{repo}/issues/{issue_number}/comments': ({ params, body, res }) => {
      const text = String(body.body ?? '')
      if (text.length > MAX_COMMENT)
        throw new HttpError(422, `Body is too long (maximum is ${MAX_COMMENT} characters)`)
      const comment: FakeComment = {
        id: nextId++,
        issue_number: Number(params.issue_number),
        body: text,
        user: { login: state.botLogin, type: 'Bot' },
        created_at: now(),
        updated_at: now(),
      }
      state.comments.push(comment)
      sendJson(res, 201, commentJson(comment))
    },
    'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}': ({ params, body, res }) => {
      const comment = findComment(params.comment_id ?? '')
      const text = String(body.body ?? '')
      if (text.length > MAX_COMMENT)
        throw new HttpError(422, `Body is too long (maximum is ${MAX_COMMENT} characters)`)
      comment.body = text
      comment.updated_at = now()
      sendJson(res, 200, commentJson(comment))
    },
    'GET /repos/{owner}/{repo}/issues/comments/{comment_id}': ({ params, res }) => {
      sendJson(res, 200, commentJson(findComment(params.comment_id ?? '')))
    },
    'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}': ({ params, res }) => {
      const comment = findComment(params.comment_id ?? '')
      state.comments.splice(state.comments.indexOf(comment), 1)
      res.writeHead(204)
      res.end()
    },
    'POST /repos/{owner}/{repo}/check-runs': ({ body, res }) => {
      const run: FakeCheckRun = {
        id: nextId++,
        name: String(body.name),
        head_sha: String(body.head_sha),
        status: typeof body.status === 'string' ? body.status : 'queued',
        conclusion: null,
        output: { annotations: [] },
        annotationBatches: [],
        started_at: typeof body.started_at === 'string' ? body.started_at : now(),
        completed_at: null,
      }
      applyCheckOutput(run, body)
      state.checkRuns.push(run)
      sendJson(res, 201, checkRunJson(run))
    },
    'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}': ({ params, body, res }) => {
      const run = state.checkRuns.find((c) => String(c.id) === params.check_run_id)
      if (!run) throw new HttpError(404, 'Not Found')
      applyCheckOutput(run, body)
      sendJson(res, 200, checkRunJson(run))
    },
    'GET /repos/{owner}/{repo}/check-runs/{check_run_id}': ({ params, res }) => {
      const run = state.checkRuns.find((c) => String(c.id) === params.check_run_id)
      if (!run) throw new HttpError(404, 'Not Found')
      sendJson(res, 200, checkRunJson(run))
    },
    'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls': ({ params, url, res }) => {
      const pulls = state.pulls.filter((p) => p.head.sha === params.commit_sha && p.listedByCommit !== false)
      sendJson(res, 200, paginate(pulls, url, res, origin).map(pullJson))
    },
    'GET /repos/{owner}/{repo}/pulls': ({ url, res }) => {
      let pulls = [...state.pulls]
      const st = url.searchParams.get('state') ?? 'open'
      if (st !== 'all') pulls = pulls.filter((p) => p.state === st)
      const head = url.searchParams.get('head')
      if (head) pulls = pulls.filter((p) => `${p.head.repo.split('/')[0]}:${p.head.ref}` === head)
      const base = url.searchParams.get('base')
      if (base) pulls = pulls.filter((p) => p.base.ref === base)
      sendJson(res, 200, paginate(pulls, url, res, origin).map(pullJson))
    },
    'GET /repos/{owner}/{repo}/compare/{basehead}': ({ params, res }) => {
      const [base, head] = (params.basehead ?? '').split('...').map((ref) => state.branches[ref!] ?? ref!)
      if (!base || !head || !state.commits[base] || !state.commits[head])
        throw new HttpError(404, 'Not Found')
      const ofBase = new Set(ancestors(state.commits, base))
      const mergeBase = ancestors(state.commits, head).find((sha) => ofBase.has(sha))
      if (!mergeBase) throw new HttpError(404, 'No common ancestor between base and head.')
      sendJson(res, 200, {
        status: 'diverged',
        merge_base_commit: { sha: mergeBase },
        base_commit: { sha: base },
      })
    },
    'GET /repos/{owner}/{repo}/commits': ({ url, res }) => {
      const from = url.searchParams.get('sha') ?? ''
      const sha = state.branches[from] ?? from
      if (!state.commits[sha]) throw new HttpError(404, 'Not Found')
      const list = ancestors(state.commits, sha).map((c) => ({
        sha: c,
        parents: state.commits[c]!.map((p) => ({ sha: p })),
      }))
      sendJson(res, 200, paginate(list, url, res, origin))
    },
    'GET /repos/{owner}/{repo}/pulls/{pull_number}': ({ params, res }) => {
      const pull = state.pulls.find((p) => String(p.number) === params.pull_number)
      if (!pull) throw new HttpError(404, 'Not Found')
      sendJson(res, 200, pullJson(pull))
    },
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET'
    const url = new URL(req.url ?? '/', origin)
    const raw = await readBody(req)
    const auth = req.headers.authorization ?? ''
    const token = /^(?:token|bearer)\s+(.+)$/i.exec(auth)?.[1]
    const log: RestRequestLog = {
      method,
      path: url.pathname + url.search,
      status: 200,
      ...(token ? { token } : {}),
    }
    state.requests.push(log)
    const fail = (error: HttpError): void => {
      log.status = error.status
      sendJson(
        res,
        error.status,
        {
          message: error.message,
          documentation_url: 'https://docs.github.com/rest',
          status: String(error.status),
        },
        { 'x-github-request-id': randomUUID(), ...error.headers },
      )
    }

    let body: unknown
    if (raw.length > 0) {
      try {
        body = JSON.parse(raw.toString('utf8'))
      } catch {
        state.violations.push(`${method} ${url.pathname}: body is not JSON`)
        return fail(new HttpError(400, 'Problems parsing JSON'))
      }
    }
    const check = checkRequest(method, url, body)
    if (check.match) log.template = check.match.template
    if (check.problems.length > 0) {
      state.violations.push(`${method} ${url.pathname}${url.search}: ${check.problems.join('; ')}`)
      return fail(new HttpError(422, `Invalid request.\n\n${check.problems.join('\n')}`))
    }
    const match = check.match
    if (!match) return fail(new HttpError(404, 'Not Found'))

    const fault = state.faults.find(
      (f) =>
        f.times > 0 &&
        (f.method === undefined || f.method === method) &&
        (f.route === undefined || f.route === match.template),
    )
    if (fault) {
      fault.times--
      return fail(new HttpError(fault.status, fault.message ?? 'Server Error', fault.headers ?? {}))
    }

    if (state.tokens) {
      const access = token ? state.tokens[token] : undefined
      if (!access) return fail(new HttpError(401, 'Bad credentials'))
      if (access === 'read' && isWrite(method)) return fail(new HttpError(403, NOT_ACCESSIBLE_MESSAGE))
    }
    if (match.params.owner !== state.owner || match.params.repo !== state.repo) {
      return fail(new HttpError(404, 'Not Found'))
    }
    const handler = handlers[`${method} ${match.template}`]
    if (!handler) {
      state.violations.push(`unimplemented in the fake: ${method} ${match.template}`)
      return fail(new HttpError(501, `fake GitHub API does not implement ${method} ${match.template}`))
    }
    try {
      handler({ params: match.params, url, body: (body ?? {}) as Record<string, unknown>, res })
      log.status = res.statusCode
    } catch (error) {
      if (error instanceof HttpError) return fail(error)
      throw error
    }
  }

  const listening = await listenLoopback(handle, (error, res) => {
    if (res.headersSent) return res.destroy()
    sendJson(res, 500, { message: error instanceof Error ? error.message : String(error) })
  })
  origin = listening.origin

  return {
    url: origin,
    state,
    injectFault: (fault) => {
      state.faults.push({ ...fault })
    },
    addComments(issueNumber, count, body = (i) => `comment ${i}`) {
      const added: FakeComment[] = []
      for (let i = 0; i < count; i++) {
        const comment: FakeComment = {
          id: nextId++,
          issue_number: issueNumber,
          body: body(i),
          user: { login: `user${i % 7}`, type: 'User' },
          created_at: now(),
          updated_at: now(),
        }
        state.comments.push(comment)
        added.push(comment)
      }
      return added
    },
    close: listening.close,
  }
}
