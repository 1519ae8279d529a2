// multipart/form-data both ways, as the toolbox's bulk upload and bulk download use it.
import { randomBytes } from 'node:crypto'

export interface Part {
  name: string
  filename?: string
  content: Buffer
}

/** Parses a buffered multipart body (the uploads in tests are small). */
export function parseMultipart(body: Buffer, contentType: string): Part[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType)
  if (!boundary) throw new Error('multipart body without a boundary')
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`)
  const parts: Part[] = []
  let start = body.indexOf(delimiter)
  while (start >= 0) {
    const headerStart = start + delimiter.length
    if (body.subarray(headerStart, headerStart + 2).toString() === '--') break
    const headerEnd = body.indexOf('\r\n\r\n', headerStart)
    const next = body.indexOf(delimiter, headerEnd)
    if (headerEnd < 0 || next < 0) throw new Error('multipart body cut short')
    const headers = body.subarray(headerStart + 2, headerEnd).toString('utf8')
    const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? ''
    const name = /\bname="([^"]*)"/.exec(disposition)?.[1] ?? ''
    const filename = /\bfilename="([^"]*)"/.exec(disposition)?.[1]
    parts.push({ name, filename, content: body.subarray(headerEnd + 4, next - 2) })
    start = next
  }
  return parts
}

/** A multipart body and its content type. */
export function buildMultipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `daytona-fake-${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n` +
          `Content-Type: application/octet-stream\r\nContent-Length: ${part.content.length}\r\n\r\n`,
      ),
      part.content,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}
