// A loopback stand-in for GitHub's artifact backend, used by the real `@actions/artifact` client:
// the results service (Twirp JSON, `github.actions.results.api.v1.ArtifactService`) plus a blob
// endpoint on the same server with the Azure block-blob semantics `@azure/storage-blob` uses
// (`uploadStream` always stages blocks — PUT ?comp=block&blockid= — then PUT ?comp=blocklist; a
// plain PUT of a whole blob is accepted too; downloads are a GET of a signed URL).
//
// One service holds many workflow runs: a run is identified by its numeric REST id and by a
// backend id (a UUID, as in the runtime token's `Actions.Results:<run>:<job>` scope). Every job of a
// run shares the run backend id and has its own job backend id (`envFor(job)`). Shards run as
// separate processes, so everything goes through HTTP; tests inspect and steer the `store` in
// their own process.
import { createHash, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { azureError, BlobSigner, sendBlob, writeBlob } from './blob-endpoint.js'
import { CacheStore } from './cache-service.js'
import { listenLoopback, readBody, sendJson } from './http.js'
import { runtimeToken, scopeOf } from './runtime-token.js'

export { runtimeToken } from './runtime-token.js'

export const TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.ArtifactService/'

export type ArtifactOp =
  | 'CreateArtifact'
  | 'FinalizeArtifact'
  | 'ListArtifacts'
  | 'GetSignedArtifactURL'
  | 'DeleteArtifact'
  | 'BlobUpload'
  | 'BlobDownload'

/**
 * A fault answers the next `times` matching requests (Infinity = for good) with `status`, or never
 * answers them (`stall`, until the client gives up or the server closes). Keep `times` at 1 for
 * 5xx/429 on Twirp calls: the client retries those itself after 3 s × 1.5ⁿ.
 */
export interface ArtifactFault {
  op: ArtifactOp
  times: number
  status?: number
  stall?: boolean
  /** Twirp `msg` (e.g. 'insufficient usage' makes the client raise its UsageError). */
  msg?: string
  /** Only requests about this artifact name. */
  name?: string | RegExp
}

export interface StoredArtifact {
  id: number
  runId: number
  runBackendId: string
  jobBackendId: string
  name: string
  /** Bytes of the committed blob (what FinalizeArtifact reported is in `reportedSize`). */
  size: number
  reportedSize: number
  digest: string | undefined
  contentType: string
  createdAt: Date
  expiresAt: Date
  finalized: boolean
  expired: boolean
  content: Buffer | undefined
  blocks: Map<string, Buffer>
}

export interface ArtifactRequestLog {
  op: ArtifactOp
  name?: string
  status: number
}

/** GitHub's limit of artifacts one job may create. */
export const MAX_ARTIFACTS_PER_JOB = 500
const FORBIDDEN_NAME_CHARS = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/']

const TWIRP_CODES: Record<number, string> = {
  400: 'invalid_argument',
  401: 'unauthenticated',
  403: 'permission_denied',
  404: 'not_found',
  409: 'already_exists',
  412: 'failed_precondition',
  429: 'resource_exhausted',
  500: 'internal',
  502: 'unavailable',
  503: 'unavailable',
  504: 'deadline_exceeded',
}

export function artifactNameProblem(name: string): string | undefined {
  if (!name) return 'artifact name is empty'
  const bad = FORBIDDEN_NAME_CHARS.filter((c) => name.includes(c))
  if (bad.length > 0) return `artifact name contains invalid characters: ${JSON.stringify(bad.join(''))}`
  return undefined
}

export class ArtifactStore {
  readonly artifacts: StoredArtifact[] = []
  readonly requests: ArtifactRequestLog[] = []
  readonly faults: ArtifactFault[] = []
  /** Origin of the server (set once it listens); blob URLs are built from it. */
  origin = ''
  private nextId = 1001
  private readonly signer = new BlobSigner()
  private readonly runByBackend = new Map<string, number>()
  private readonly backendByRun = new Map<number, string>()
  private readonly jobs = new Map<string, string>()

  injectFault(fault: ArtifactFault): void {
    this.faults.push({ ...fault })
  }

  runBackendId(runId: number): string {
    let id = this.backendByRun.get(runId)
    if (!id) {
      id = randomUUID()
      this.backendByRun.set(runId, id)
      this.runByBackend.set(id, runId)
    }
    return id
  }

  /** Whether a run id has been used with this store (minted env, uploads, seeds). */
  hasRun(runId: number): boolean {
    return this.backendByRun.has(runId)
  }

  jobBackendId(runId: number, job: number): string {
    const key = `${runId}:${job}`
    let id = this.jobs.get(key)
    if (!id) {
      id = randomUUID()
      this.jobs.set(key, id)
    }
    return id
  }

  /** The REST run id of a backend id; a token minted elsewhere gets a fresh synthetic run id. */
  runIdOf(runBackendId: string): number {
    let runId = this.runByBackend.get(runBackendId)
    if (runId === undefined) {
      runId = 900_000 + this.runByBackend.size
      this.runByBackend.set(runBackendId, runId)
      this.backendByRun.set(runId, runBackendId)
    }
    return runId
  }

  /** Finalized artifacts of a run, oldest first (what both the Twirp and REST lists show). */
  forRun(runId: number): StoredArtifact[] {
    return this.artifacts.filter((a) => a.runId === runId && a.finalized)
  }

  byId(id: number): StoredArtifact | undefined {
    return this.artifacts.find((a) => a.id === id)
  }

  delete(id: number): boolean {
    const index = this.artifacts.findIndex((a) => a.id === id)
    if (index < 0) return false
    this.artifacts.splice(index, 1)
    return true
  }

  /** Puts a finalized artifact straight into the store (e.g. an old run's report). */
  seed(opts: {
    runId: number
    name: string
    content?: Buffer
    job?: number
    expired?: boolean
    createdAt?: Date
  }): StoredArtifact {
    const content = opts.content ?? Buffer.alloc(0)
    const artifact = this.create(opts.runId, this.jobBackendId(opts.runId, opts.job ?? 0), opts.name)
    artifact.content = content
    artifact.size = content.length
    artifact.reportedSize = content.length
    artifact.digest = `sha256:${createHash('sha256').update(content).digest('hex')}`
    artifact.finalized = true
    artifact.expired = opts.expired ?? false
    if (opts.createdAt) artifact.createdAt = opts.createdAt
    return artifact
  }

  create(runId: number, jobBackendId: string, name: string, contentType = 'application/zip'): StoredArtifact {
    const artifact: StoredArtifact = {
      id: this.nextId++,
      runId,
      runBackendId: this.runBackendId(runId),
      jobBackendId,
      name,
      size: 0,
      reportedSize: 0,
      digest: undefined,
      contentType,
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 90 * 24 * 3600 * 1000),
      finalized: false,
      expired: false,
      content: undefined,
      blocks: new Map(),
    }
    this.artifacts.push(artifact)
    return artifact
  }

  /** A signed blob URL; `write` URLs accept block uploads, read URLs only GET. */
  signedUrl(artifact: StoredArtifact, permission: 'r' | 'cw'): string {
    return this.signer.url(
      this.origin,
      `/devstoreaccount1/actions-results/${artifact.runBackendId}/${artifact.id}.zip`,
      permission,
    )
  }

  /** Whether a blob URL carries this store's valid signature. */
  verify(url: URL): boolean {
    return this.signer.verify(url)
  }

  /** Takes the first fault matching a request, counting it down. */
  takeFault(op: ArtifactOp, name: string | undefined): ArtifactFault | undefined {
    const fault = this.faults.find(
      (f) =>
        f.op === op &&
        f.times > 0 &&
        (f.name === undefined ||
          (name !== undefined && (typeof f.name === 'string' ? f.name === name : f.name.test(name)))),
    )
    if (fault) fault.times--
    return fault
  }
}

export interface ArtifactService {
  /** Origin of the server, e.g. http://127.0.0.1:43123 */
  url: string
  /** Environment for job 0 of the default run: ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL. */
  env: Record<string, string>
  /** Environment for job `job` of run `runId` (default: the service's run). */
  envFor(job: number, runId?: number): Record<string, string>
  runId: number
  store: ArtifactStore
  /** The Actions cache (v2) on the same results service: see cache-service.ts. */
  cache: CacheStore
  close(): Promise<void>
}

class TwirpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

function twirpError(res: ServerResponse, status: number, msg: string): void {
  sendJson(res, status, { code: TWIRP_CODES[status] ?? 'unknown', msg })
}

function str(body: Record<string, unknown>, field: string): string {
  const value = body[field]
  if (typeof value !== 'string' || value === '') throw new TwirpError(400, `${field} is required`)
  return value
}

function toTwirpArtifact(a: StoredArtifact): Record<string, unknown> {
  return {
    workflow_run_backend_id: a.runBackendId,
    workflow_job_run_backend_id: a.jobBackendId,
    database_id: String(a.id),
    name: a.name,
    size: String(a.size),
    created_at: a.createdAt.toISOString(),
    ...(a.digest ? { digest: a.digest } : {}),
  }
}

export async function startArtifactService(options: { runId?: number } = {}): Promise<ArtifactService> {
  const store = new ArtifactStore()
  const cache = new CacheStore()
  const defaultRunId = options.runId ?? 1

  async function twirp(op: ArtifactOp, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req)
    let body: Record<string, unknown>
    try {
      body = JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>
    } catch {
      throw new TwirpError(400, 'malformed JSON body')
    }
    const name = typeof body.name === 'string' ? body.name : undefined
    const log: ArtifactRequestLog = { op, status: 200, ...(name !== undefined ? { name } : {}) }
    store.requests.push(log)
    const reply = (status: number, payload: unknown): void => {
      log.status = status
      sendJson(res, status, payload)
    }
    const fault = store.takeFault(op, name)
    if (fault?.stall) return
    if (fault) {
      log.status = fault.status ?? 500
      return twirpError(res, fault.status ?? 500, fault.msg ?? `injected ${op} failure`)
    }

    try {
      await handle(op, req, body, reply)
    } catch (error) {
      log.status = error instanceof TwirpError ? error.status : 500
      throw error
    }
  }

  async function handle(
    op: ArtifactOp,
    req: IncomingMessage,
    body: Record<string, unknown>,
    reply: (status: number, payload: unknown) => void,
  ): Promise<void> {
    const scope = scopeOf(req)
    if (!scope) throw new TwirpError(401, 'missing or invalid runtime token')
    const runBackendId = str(body, 'workflow_run_backend_id')
    const jobBackendId = str(body, 'workflow_job_run_backend_id')
    if (runBackendId !== scope.run) throw new TwirpError(403, 'token is not valid for this workflow run')
    const runId = store.runIdOf(runBackendId)

    switch (op) {
      case 'CreateArtifact': {
        if (jobBackendId !== scope.job) throw new TwirpError(403, 'token is not valid for this job')
        const artifactName = str(body, 'name')
        const problem = artifactNameProblem(artifactName)
        if (problem) throw new TwirpError(400, problem)
        if (body.version !== 7 && body.version !== 4)
          throw new TwirpError(400, `unsupported version ${String(body.version)}`)
        const existing = store.artifacts.find((a) => a.runId === runId && a.name === artifactName)
        if (existing?.finalized) {
          throw new TwirpError(409, `an artifact with this name already exists on the workflow run`)
        }
        // A created-but-never-finalized artifact (an upload that died) is replaced.
        if (existing) store.delete(existing.id)
        const jobCount = store.artifacts.filter((a) => a.jobBackendId === jobBackendId).length
        if (jobCount >= MAX_ARTIFACTS_PER_JOB) {
          throw new TwirpError(412, `a job may create at most ${MAX_ARTIFACTS_PER_JOB} artifacts`)
        }
        const mime = typeof body.mime_type === 'string' ? body.mime_type : 'application/zip'
        const artifact = store.create(runId, jobBackendId, artifactName, mime)
        if (typeof body.expires_at === 'string') artifact.expiresAt = new Date(body.expires_at)
        return reply(200, { ok: true, signed_upload_url: store.signedUrl(artifact, 'cw') })
      }
      case 'FinalizeArtifact': {
        if (jobBackendId !== scope.job) throw new TwirpError(403, 'token is not valid for this job')
        const artifactName = str(body, 'name')
        const artifact = store.artifacts.find(
          (a) => a.runId === runId && a.name === artifactName && a.jobBackendId === jobBackendId,
        )
        if (!artifact || artifact.finalized)
          throw new TwirpError(404, `no pending artifact named ${artifactName}`)
        if (!artifact.content) throw new TwirpError(400, 'the artifact blob was never committed')
        artifact.reportedSize = Number(body.size ?? 0)
        if (typeof body.hash === 'string') {
          const actual = `sha256:${createHash('sha256').update(artifact.content).digest('hex')}`
          if (body.hash !== actual) throw new TwirpError(400, `hash mismatch: ${body.hash} != ${actual}`)
          artifact.digest = body.hash
        }
        artifact.finalized = true
        return reply(200, { ok: true, artifact_id: String(artifact.id) })
      }
      case 'ListArtifacts': {
        let list = store.forRun(runId).filter((a) => !a.expired)
        if (typeof body.name_filter === 'string') list = list.filter((a) => a.name === body.name_filter)
        if (typeof body.id_filter === 'string') list = list.filter((a) => String(a.id) === body.id_filter)
        return reply(200, { artifacts: list.map(toTwirpArtifact) })
      }
      case 'GetSignedArtifactURL': {
        const artifactName = str(body, 'name')
        const artifact = store.forRun(runId).find((a) => a.name === artifactName && !a.expired)
        if (!artifact) throw new TwirpError(404, `artifact ${artifactName} not found`)
        return reply(200, { signed_url: store.signedUrl(artifact, 'r') })
      }
      case 'DeleteArtifact': {
        const artifactName = str(body, 'name')
        const artifact = store.forRun(runId).find((a) => a.name === artifactName)
        if (!artifact) throw new TwirpError(404, `artifact ${artifactName} not found`)
        store.delete(artifact.id)
        return reply(200, { ok: true, artifact_id: String(artifact.id) })
      }
      default:
        throw new TwirpError(404, `unknown method ${op}`)
    }
  }

  async function blob(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const idMatch = /\/(\d+)\.zip$/.exec(url.pathname)
    const artifact = idMatch ? store.byId(Number(idMatch[1])) : undefined
    const op: ArtifactOp = req.method === 'GET' || req.method === 'HEAD' ? 'BlobDownload' : 'BlobUpload'
    const body = op === 'BlobUpload' ? await readBody(req) : Buffer.alloc(0)
    const log: ArtifactRequestLog = { op, status: 201, ...(artifact ? { name: artifact.name } : {}) }
    store.requests.push(log)
    const fault = store.takeFault(op, artifact?.name)
    if (fault?.stall) return
    if (fault) {
      log.status = azureError(
        res,
        fault.status ?? 500,
        'InternalError',
        fault.msg ?? `injected ${op} failure`,
      )
      return
    }
    log.status = serveArtifactBlob(req, res, url, body, op, artifact)
  }

  function serveArtifactBlob(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    body: Buffer,
    op: ArtifactOp,
    artifact: StoredArtifact | undefined,
  ): number {
    if (!store.verify(url))
      return azureError(res, 403, 'AuthenticationFailed', 'signature mismatch or expired')
    if (!artifact) return azureError(res, 404, 'BlobNotFound', 'The specified blob does not exist.')
    if (op === 'BlobDownload') {
      if (!artifact.content || !artifact.finalized || artifact.expired)
        return azureError(res, 404, 'BlobNotFound', 'The specified blob does not exist.')
      return sendBlob(req, res, artifact)
    }
    if (req.method !== 'PUT' || !url.searchParams.get('sp')?.includes('w'))
      return azureError(res, 403, 'AuthorizationPermissionMismatch', 'this signature does not allow writes')
    if (artifact.finalized) return azureError(res, 409, 'BlobImmutable', 'the artifact is already finalized')
    return writeBlob(req, res, url, body, artifact)
  }

  const listening = await listenLoopback(
    async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      if (await cache.handle(req, res, url)) return
      if (req.method === 'POST' && url.pathname.startsWith(TWIRP_PREFIX)) {
        const op = url.pathname.slice(TWIRP_PREFIX.length) as ArtifactOp
        return twirp(op, req, res)
      }
      if (url.pathname.startsWith('/devstoreaccount1/')) return blob(req, res, url)
      sendJson(res, 404, { code: 'bad_route', msg: `no handler for ${req.method} ${url.pathname}` })
    },
    (error, res) => {
      if (res.headersSent) return res.destroy()
      if (error instanceof TwirpError) return twirpError(res, error.status, error.message)
      twirpError(res, 500, error instanceof Error ? error.message : String(error))
    },
  )
  store.origin = listening.origin
  cache.origin = listening.origin

  const envFor = (job: number, runId = defaultRunId): Record<string, string> => ({
    ACTIONS_RUNTIME_TOKEN: runtimeToken(store.runBackendId(runId), store.jobBackendId(runId, job)),
    ACTIONS_RESULTS_URL: `${listening.origin}/`,
  })

  return {
    url: listening.origin,
    env: envFor(0),
    envFor,
    runId: defaultRunId,
    store,
    cache,
    close: listening.close,
  }
}
