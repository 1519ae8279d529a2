// A loopback stand-in for GitHub's cache backend v2, as the real `@actions/cache` (v4+) client
// uses it when `ACTIONS_CACHE_SERVICE_V2` is set (and `GITHUB_SERVER_URL` is github.com, not
// GHES): Twirp JSON `github.actions.results.api.v1.CacheService` on `ACTIONS_RESULTS_URL` —
// CreateCacheEntry (→ a signed upload URL), FinalizeCacheEntryUpload, GetCacheEntryDownloadURL —
// and the archive itself in the shared Azure blob endpoint (blob-endpoint.ts). It is served by the
// artifact service's server (one results service, as on GitHub); tests steer `store`.
//
// Each request is checked the way the client must send it: a runtime token with an
// `Actions.Results` scope, the fields of the message (protobuf names, `size_bytes` as an int64
// string), keys as the service takes them (≤ 512 characters, no commas), a version that is a
// SHA-256, and the size finalized equal to the bytes uploaded.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { azureError, BlobSigner, sendBlob, writeBlob, type BlobContent } from './blob-endpoint.js'
import { readBody, sendJson } from './http.js'
import { scopeOf } from './runtime-token.js'

export const CACHE_TWIRP_PREFIX = '/twirp/github.actions.results.api.v1.CacheService/'
export const CACHE_BLOB_PREFIX = '/devstoreaccount1/actions-cache/'

export type CacheOp =
  'CreateCacheEntry' | 'FinalizeCacheEntryUpload' | 'GetCacheEntryDownloadURL' | 'BlobUpload' | 'BlobDownload'

const FIELDS: Record<string, string[]> = {
  CreateCacheEntry: ['metadata', 'key', 'version'],
  FinalizeCacheEntryUpload: ['metadata', 'key', 'size_bytes', 'version'],
  GetCacheEntryDownloadURL: ['metadata', 'key', 'restore_keys', 'version'],
}

/**
 * A fault answers the next `times` matching requests (Infinity = for good) with `status`, drops the
 * connection (`reset`: the service is down), or never answers (`stall`). Twirp 5xx are retried
 * by the client 5 times (3 s × 1.5ⁿ apart): prefer 4xx, `reset` or `stall` in tests.
 */
export interface CacheFault {
  op: CacheOp | 'any'
  times: number
  status?: number
  reset?: boolean
  stall?: boolean
}

export interface CacheEntry extends BlobContent {
  id: number
  key: string
  version: string
  finalized: boolean
  createdAt: Date
}

export interface CacheRequestLog {
  op: CacheOp
  key?: string
  status: number
}

class CacheTwirpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export class CacheStore {
  readonly entries: CacheEntry[] = []
  readonly requests: CacheRequestLog[] = []
  readonly faults: CacheFault[] = []
  origin = ''
  private nextId = 1
  private readonly signer = new BlobSigner()

  injectFault(fault: CacheFault): void {
    this.faults.push({ ...fault })
  }

  clearFaults(): void {
    this.faults.splice(0)
  }

  /** Finalized entries with this key (any version). */
  withKey(key: string): CacheEntry[] {
    return this.entries.filter((e) => e.key === key && e.finalized)
  }

  /** Every finalized key, oldest first. */
  keys(): string[] {
    return this.entries.filter((e) => e.finalized).map((e) => e.key)
  }

  private takeFault(op: CacheOp): CacheFault | undefined {
    const fault = this.faults.find((f) => (f.op === op || f.op === 'any') && f.times > 0)
    if (fault) fault.times--
    return fault
  }

  /** Answers a request of the cache service; false when the path is not the cache's. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (req.method === 'POST' && url.pathname.startsWith(CACHE_TWIRP_PREFIX)) {
      await this.twirp(url.pathname.slice(CACHE_TWIRP_PREFIX.length) as CacheOp, req, res)
      return true
    }
    if (url.pathname.startsWith(CACHE_BLOB_PREFIX)) {
      await this.blob(req, res, url)
      return true
    }
    return false
  }

  /** Applies a fault: true when the request was answered (or dropped) by it. */
  private faulted(
    op: CacheOp,
    res: ServerResponse,
    log: CacheRequestLog,
    answer: (status: number) => void,
  ): boolean {
    const fault = this.takeFault(op)
    if (!fault) return false
    if (fault.reset) {
      log.status = 0
      res.socket?.destroy()
    } else if (!fault.stall) {
      log.status = fault.status ?? 500
      answer(log.status)
    }
    return true
  }

  private async twirp(op: CacheOp, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req)
    const log: CacheRequestLog = { op, status: 200 }
    this.requests.push(log)
    const fail = (status: number, msg: string) => {
      log.status = status
      sendJson(res, status, {
        code: status === 409 ? 'already_exists' : status < 500 ? 'invalid_argument' : 'internal',
        msg,
      })
    }
    if (this.faulted(op, res, log, (status) => fail(status, `injected ${op} failure`))) return
    try {
      if (!scopeOf(req)) throw new CacheTwirpError(401, 'missing or invalid runtime token')
      if (req.headers['content-type'] !== 'application/json')
        throw new CacheTwirpError(
          415,
          `content-type ${String(req.headers['content-type'])} is not application/json`,
        )
      const body = parseBody(raw, op)
      log.key = body.key
      log.status = 200
      sendJson(res, 200, this.answer(op, body))
    } catch (error) {
      if (!(error instanceof CacheTwirpError)) throw error
      fail(error.status, error.message)
    }
  }

  private answer(op: CacheOp, body: CacheRequest): Record<string, unknown> {
    const { key, version } = body
    const entry = this.entries.find((e) => e.key === key && e.version === version)
    switch (op) {
      case 'CreateCacheEntry': {
        if (entry?.finalized)
          throw new CacheTwirpError(409, 'cache entry with the same key, version, and scope already exists')
        if (entry) this.entries.splice(this.entries.indexOf(entry), 1) // an upload that died
        const created: CacheEntry = {
          id: this.nextId++,
          key,
          version,
          finalized: false,
          createdAt: new Date(),
          content: undefined,
          blocks: new Map(),
          contentType: 'application/octet-stream',
          size: 0,
        }
        this.entries.push(created)
        return { ok: true, signed_upload_url: this.signer.url(this.origin, blobPath(created), 'cw') }
      }
      case 'FinalizeCacheEntryUpload': {
        if (!entry || entry.finalized) throw new CacheTwirpError(404, `no pending cache entry ${key}`)
        if (!entry.content) throw new CacheTwirpError(400, 'the cache archive was never committed')
        const size = body.size_bytes
        if (typeof size !== 'string' || !/^\d+$/.test(size))
          throw new CacheTwirpError(400, `size_bytes ${JSON.stringify(size)} is not an int64 string`)
        if (Number(size) !== entry.content.length)
          throw new CacheTwirpError(400, `size_bytes ${size} but ${entry.content.length} bytes were uploaded`)
        entry.finalized = true
        return { ok: true, entry_id: String(entry.id) }
      }
      case 'GetCacheEntryDownloadURL': {
        const restoreKeys = body.restore_keys ?? []
        const finalized = this.entries.filter((e) => e.finalized && e.version === version)
        // The exact key first, then the newest entry starting with each restore key in turn.
        const hit =
          finalized.find((e) => e.key === key) ??
          restoreKeys
            .map((prefix) => finalized.filter((e) => e.key.startsWith(prefix)).at(-1))
            .find((e) => e !== undefined)
        if (!hit) return { ok: false, signed_download_url: '', matched_key: '' }
        return {
          ok: true,
          signed_download_url: this.signer.url(this.origin, blobPath(hit), 'r'),
          matched_key: hit.key,
        }
      }
      default:
        throw new CacheTwirpError(404, `unknown method ${op}`)
    }
  }

  private async blob(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const op: CacheOp = req.method === 'GET' || req.method === 'HEAD' ? 'BlobDownload' : 'BlobUpload'
    const body = op === 'BlobUpload' ? await readBody(req) : Buffer.alloc(0)
    const id = /\/(\d+)\.tzst$/.exec(url.pathname)?.[1]
    const entry = this.entries.find((e) => String(e.id) === id)
    const log: CacheRequestLog = { op, status: 0, ...(entry ? { key: entry.key } : {}) }
    this.requests.push(log)
    const injected = (status: number) => azureError(res, status, 'InternalError', `injected ${op} failure`)
    if (this.faulted(op, res, log, injected)) return
    if (!this.signer.verify(url)) {
      log.status = azureError(res, 403, 'AuthenticationFailed', 'signature mismatch or expired')
      return
    }
    if (!entry) {
      log.status = azureError(res, 404, 'BlobNotFound', 'The specified blob does not exist.')
      return
    }
    if (op === 'BlobDownload') {
      log.status = entry.finalized
        ? sendBlob(req, res, entry)
        : azureError(res, 404, 'BlobNotFound', 'The specified blob does not exist.')
      return
    }
    if (req.method !== 'PUT' || !this.signer.canWrite(url)) {
      log.status = azureError(
        res,
        403,
        'AuthorizationPermissionMismatch',
        'this signature does not allow writes',
      )
      return
    }
    if (entry.finalized) {
      log.status = azureError(res, 409, 'BlobImmutable', 'the cache entry is already finalized')
      return
    }
    log.status = writeBlob(req, res, url, body, entry)
  }
}

interface CacheRequest {
  key: string
  version: string
  restore_keys?: string[]
  size_bytes?: unknown
}

function blobPath(entry: CacheEntry): string {
  return `${CACHE_BLOB_PREFIX}${entry.id}.tzst`
}

/** The message's fields as the client must send them, or a 400 naming the first one that is not. */
function parseBody(raw: Buffer, op: CacheOp): CacheRequest {
  const fields = FIELDS[op]
  if (!fields) throw new CacheTwirpError(404, `unknown method ${op}`)
  let body: Record<string, unknown>
  try {
    body = JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>
  } catch {
    throw new CacheTwirpError(400, 'malformed JSON body')
  }
  const unknown = Object.keys(body).filter((f) => !fields.includes(f))
  if (unknown.length > 0) throw new CacheTwirpError(400, `unknown field(s) ${unknown.join(', ')} in ${op}`)
  const { key, version, restore_keys: restoreKeys } = body
  if (typeof key !== 'string' || key === '') throw new CacheTwirpError(400, 'key is required')
  if (key.length > 512 || key.includes(','))
    throw new CacheTwirpError(400, `key ${key} is over 512 characters or has a comma`)
  if (typeof version !== 'string' || !/^[0-9a-f]{64}$/.test(version))
    throw new CacheTwirpError(400, `version ${JSON.stringify(version)} is not a SHA-256`)
  if (
    restoreKeys !== undefined &&
    (!Array.isArray(restoreKeys) || restoreKeys.some((k) => typeof k !== 'string'))
  )
    throw new CacheTwirpError(400, 'restore_keys must be a list of strings')
  return body as unknown as CacheRequest
}
