// The Azure block-blob endpoint the loopback results service shares between artifacts and caches,
// with the semantics `@azure/storage-blob` relies on: signed URLs (HMAC of path, permission and
// expiry), Put Blob (one PUT), Put Block (`?comp=block&blockid=`) + Put Block List
// (`?comp=blocklist`), Get Blob Properties (HEAD) and Get Blob with a byte range (`x-ms-range`,
// which `downloadToBuffer` sends for each 4 MB chunk).
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

/** What a blob holds: the committed content and blocks staged but not yet committed. */
export interface BlobContent {
  content: Buffer | undefined
  blocks: Map<string, Buffer>
  contentType: string
  size: number
}

export class BlobSigner {
  private readonly secret = randomBytes(16).toString('hex')

  sign(path: string, permission: string, se: string): string {
    return createHmac('sha256', this.secret).update(`${path}\n${permission}\n${se}`).digest('base64')
  }

  /** A signed URL valid for an hour; `r` URLs only read, `cw` URLs also write. */
  url(origin: string, path: string, permission: 'r' | 'cw'): string {
    const se = new Date(Date.now() + 3600 * 1000).toISOString()
    const query = new URLSearchParams({
      sv: '2025-05-05',
      sp: permission,
      se,
      sr: 'b',
      sig: this.sign(path, permission, se),
    })
    return `${origin}${path}?${query.toString()}`
  }

  /** The signature matches the path, permission and expiry, and has not expired. */
  verify(url: URL): boolean {
    const permission = url.searchParams.get('sp') ?? ''
    const se = url.searchParams.get('se') ?? ''
    return (
      url.searchParams.get('sig') === this.sign(url.pathname, permission, se) && Date.parse(se) > Date.now()
    )
  }

  canWrite(url: URL): boolean {
    return (url.searchParams.get('sp') ?? '').includes('w')
  }
}

export function azureError(res: ServerResponse, status: number, code: string, message: string): number {
  const xml = `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`
  res.writeHead(status, { 'content-type': 'application/xml', 'x-ms-error-code': code })
  res.end(xml)
  return status
}

function commonHeaders(): Record<string, string> {
  return { 'x-ms-request-id': randomUUID(), 'x-ms-version': '2025-05-05', date: new Date().toUTCString() }
}

/** GET (whole or `x-ms-range`/`range` bytes) or HEAD of a committed blob; returns the status sent. */
export function sendBlob(req: IncomingMessage, res: ServerResponse, blob: BlobContent): number {
  const content = blob.content!
  const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers['x-ms-range'] ?? req.headers.range ?? ''))
  const headers = {
    ...commonHeaders(),
    'content-type': blob.contentType,
    'x-ms-blob-type': 'BlockBlob',
    'accept-ranges': 'bytes',
  }
  if (range && req.method === 'GET') {
    const start = Number(range[1])
    const end = Math.min(range[2] ? Number(range[2]) : content.length - 1, content.length - 1)
    if (start >= content.length || end < start)
      return azureError(
        res,
        416,
        'InvalidRange',
        'The range specified is invalid for the current size of the resource.',
      )
    const part = content.subarray(start, end + 1)
    res.writeHead(206, {
      ...headers,
      'content-length': part.length,
      'content-range': `bytes ${start}-${end}/${content.length}`,
    })
    res.end(part)
    return 206
  }
  res.writeHead(200, { ...headers, 'content-length': content.length })
  res.end(req.method === 'HEAD' ? undefined : content)
  return 200
}

/** A write to a blob (Put Blob, Put Block, Put Block List); returns the status sent. */
export function writeBlob(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: Buffer,
  blob: BlobContent,
): number {
  const common = commonHeaders()
  const etag = `"0x${randomBytes(8).toString('hex').toUpperCase()}"`
  const comp = url.searchParams.get('comp')
  const commit = (content: Buffer): number => {
    blob.content = content
    blob.blocks.clear()
    blob.size = content.length
    const contentType = req.headers['x-ms-blob-content-type']
    if (typeof contentType === 'string' && contentType) blob.contentType = contentType
    res.writeHead(201, { ...common, etag, 'last-modified': new Date().toUTCString() })
    res.end()
    return 201
  }
  if (comp === 'block') {
    const blockId = url.searchParams.get('blockid')
    if (!blockId) return azureError(res, 400, 'InvalidQueryParameterValue', 'blockid is required')
    blob.blocks.set(blockId, body)
    res.writeHead(201, { ...common, 'x-ms-request-server-encrypted': 'true' })
    res.end()
    return 201
  }
  if (comp === 'blocklist') {
    const ids = [...body.toString('utf8').matchAll(/<(Latest|Uncommitted|Committed)>([^<]*)<\/\1>/g)].map(
      (m) => m[2] ?? '',
    )
    const parts: Buffer[] = []
    for (const id of ids) {
      const part = blob.blocks.get(id)
      if (!part) return azureError(res, 400, 'InvalidBlockList', `unknown block ${id}`)
      parts.push(part)
    }
    return commit(Buffer.concat(parts))
  }
  if (comp === null) {
    // Put Blob: the whole content in one request, as a block blob.
    const type = req.headers['x-ms-blob-type']
    if (type !== undefined && type !== 'BlockBlob')
      return azureError(res, 400, 'InvalidHeaderValue', `x-ms-blob-type ${String(type)} is not BlockBlob`)
    return commit(body)
  }
  return azureError(res, 400, 'InvalidQueryParameterValue', `unsupported comp=${comp}`)
}
