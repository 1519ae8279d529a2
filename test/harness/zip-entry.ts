// One file out of an artifact zip, as the tests read what a workflow uploaded.
import { inflateRawSync } from 'node:zlib'

/** Reads one file out of an artifact zip, made by `@actions/artifact` (deflated) or by `zip()` (stored). */
export function unzipEntry(content: Buffer, entry: string): string {
  let at = content.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  const count = content.readUInt16LE(at + 10)
  at = content.readUInt32LE(at + 16)
  for (let i = 0; i < count; i++) {
    const method = content.readUInt16LE(at + 10)
    const size = content.readUInt32LE(at + 20)
    const nameLength = content.readUInt16LE(at + 28)
    const extra = content.readUInt16LE(at + 30)
    const comment = content.readUInt16LE(at + 32)
    const local = content.readUInt32LE(at + 42)
    const name = content.subarray(at + 46, at + 46 + nameLength).toString()
    if (name === entry) {
      const start = local + 30 + content.readUInt16LE(local + 26) + content.readUInt16LE(local + 28)
      const data = content.subarray(start, start + size)
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8')
    }
    at += 46 + nameLength + extra + comment
  }
  throw new Error(`${entry} is not in the zip`)
}
