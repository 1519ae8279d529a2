// The part of S3 the SDK's declarative build uses (through @aws-sdk/client-s3): ListObjectsV2
// to see whether a context archive is already there, PutObject to upload it.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readBody } from '../http.js'

/** What the next faulty upload gets: an HTTP status, or its connection closed mid-request. */
export type StorageFault = number | 'drop'

export class ObjectStore {
  readonly objects = new Map<string, Buffer>()
  private faults: StorageFault[] = []
  /** Uploads answered with a fault so far. */
  faultsAnswered = 0

  /** The next uploads (PUTs) meet these faults, one each, in order; then the store recovers. */
  failUploads(faults: StorageFault[]): void {
    this.faults = [...faults]
  }

  /** Handles `/<bucket>?list-type=2&prefix=…` and `PUT /<bucket>/<key>`; path-style addressing. */
  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: URLSearchParams,
  ): Promise<void> {
    const [bucket = '', ...keyParts] = path.split('/').filter(Boolean)
    const key = keyParts.map(decodeURIComponent).join('/')
    if (req.method === 'GET' && !key && query.get('list-type') === '2') {
      const prefix = query.get('prefix') ?? ''
      const keys = [...this.objects.keys()].filter((k) => k.startsWith(`${bucket}/${prefix}`))
      const contents = keys
        .map(
          (k) =>
            `<Contents><Key>${escapeXml(k.slice(bucket.length + 1))}</Key><Size>${this.objects.get(k)?.length ?? 0}</Size></Contents>`,
        )
        .join('')
      const xml = `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${escapeXml(bucket)}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`
      res.writeHead(200, { 'content-type': 'application/xml' })
      res.end(xml)
      return
    }
    if (req.method === 'PUT' && key) {
      const fault = this.faults.shift()
      if (fault !== undefined) {
        this.faultsAnswered++
        if (fault === 'drop') {
          // Half the body read, then the connection is gone: an upload cut off by the network.
          req.once('data', () => req.socket.destroy())
          return
        }
        await readBody(req)
        res.writeHead(fault, { 'content-type': 'application/xml' })
        res.end('<Error><Code>InternalError</Code><Message>injected fault</Message></Error>')
        return
      }
      const raw = await readBody(req)
      const chunked =
        (req.headers['content-encoding'] ?? '').includes('aws-chunked') ||
        String(req.headers['x-amz-content-sha256']).startsWith('STREAMING-')
      this.objects.set(`${bucket}/${key}`, chunked ? decodeAwsChunked(raw) : raw)
      res.writeHead(200, { etag: '"fake"' })
      res.end()
      return
    }
    res.writeHead(501, { 'content-type': 'application/xml' })
    res.end('<Error><Code>NotImplemented</Code></Error>')
  }

  /** The context hashes stored for an organization, in upload order. */
  contextHashes(organizationId: string): string[] {
    return [...this.objects.keys()]
      .map((key) => new RegExp(`/${organizationId}/([^/]+)/context\\.tar$`).exec(key)?.[1])
      .filter((hash): hash is string => hash !== undefined)
  }

  /** The archive stored for an organization and context hash, as the SDK keys it. */
  context(organizationId: string, hash: string): Buffer | undefined {
    for (const [key, value] of this.objects)
      if (key.endsWith(`/${organizationId}/${hash}/context.tar`)) return value
    return undefined
  }
}

/** `aws-chunked` bodies: `<hex size>[;chunk-signature=…]\r\n<data>\r\n` … `0\r\n<trailers>`. */
export function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = []
  let offset = 0
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', offset)
    if (lineEnd < 0) throw new Error('aws-chunked body: missing chunk header')
    const size = Number.parseInt(raw.subarray(offset, lineEnd).toString('latin1').split(';')[0] ?? '', 16)
    if (!Number.isFinite(size)) throw new Error('aws-chunked body: bad chunk size')
    if (size === 0) return Buffer.concat(parts)
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
