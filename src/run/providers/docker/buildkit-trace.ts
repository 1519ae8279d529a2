// BuildKit's progress through the engine API: `{"id":"moby.buildkit.trace","aux":"<base64>"}`
// lines, each a protobuf `StatusResponse` (moby/buildkit api/services/control/control.proto).
// Decoded here, without a protobuf library, into the plain lines `docker build --progress=plain`
// prints: `#3 [2/3] COPY …`, the steps' output, `#3 DONE`, `#3 CACHED`, `#3 ERROR: …`. Pure.

interface Field {
  number: number
  /** Varint value (wire type 0), or the bytes of a length-delimited field (wire type 2). */
  value: bigint | Uint8Array
}

/** The fields of one protobuf message; fixed 32/64-bit fields are skipped (none are read here). */
export function protobufFields(bytes: Uint8Array): Field[] {
  const fields: Field[] = []
  let at = 0
  const varint = (): bigint => {
    let result = 0n
    let shift = 0n
    for (;;) {
      if (at >= bytes.length) throw new Error('truncated varint')
      const byte = bytes[at++]!
      result |= BigInt(byte & 0x7f) << shift
      if ((byte & 0x80) === 0) return result
      shift += 7n
    }
  }
  while (at < bytes.length) {
    const key = varint()
    const number = Number(key >> 3n)
    const wire = Number(key & 7n)
    if (wire === 0) fields.push({ number, value: varint() })
    else if (wire === 2) {
      const length = Number(varint())
      if (at + length > bytes.length) throw new Error('truncated field')
      fields.push({ number, value: bytes.subarray(at, at + length) })
      at += length
    } else if (wire === 1) at += 8
    else if (wire === 5) at += 4
    else throw new Error(`unknown wire type ${wire}`)
  }
  return fields
}

const text = (value: Field['value']): string =>
  value instanceof Uint8Array ? new TextDecoder().decode(value) : String(value)

interface Vertex {
  digest: string
  name: string
  cached: boolean
  started: boolean
  completed: boolean
  error: string
}

/** Numbers each vertex as it first appears and turns status updates into log lines. */
export class BuildkitProgress {
  private readonly numbers = new Map<string, number>()
  private readonly said = new Map<string, Set<string>>()

  /** The plain lines of one `aux` payload (base64); a payload that does not decode gives none. */
  lines(aux: string): string[] {
    let fields: Field[]
    try {
      fields = protobufFields(Buffer.from(aux, 'base64'))
    } catch {
      return []
    }
    const out: string[] = []
    for (const field of fields) {
      if (!(field.value instanceof Uint8Array)) continue
      if (field.number === 1) out.push(...this.vertex(readVertex(field.value)))
      if (field.number === 3) out.push(...this.log(field.value))
    }
    return out
  }

  private number(digest: string): number {
    let n = this.numbers.get(digest)
    if (n === undefined) {
      n = this.numbers.size + 1
      this.numbers.set(digest, n)
    }
    return n
  }

  /** Each of a vertex's events once: started, then cached, done or its error. */
  private vertex(v: Vertex): string[] {
    const n = this.number(v.digest)
    const said = this.said.get(v.digest) ?? new Set<string>()
    this.said.set(v.digest, said)
    const events: [boolean, string, string][] = [
      [v.started || v.cached, 'name', `#${n} ${v.name}`],
      [v.cached && !said.has('done'), 'cached', `#${n} CACHED`],
      [v.error !== '', 'error', `#${n} ERROR: ${v.error}`],
      [v.completed && !v.cached && v.error === '' && !said.has('cached'), 'done', `#${n} DONE`],
    ]
    return events
      .filter(([happened, key]) => happened && !said.has(key) && said.add(key))
      .map(([, , line]) => line)
  }

  private log(bytes: Uint8Array): string[] {
    let digest = ''
    let message = ''
    for (const field of protobufFields(bytes)) {
      if (field.number === 1) digest = text(field.value)
      if (field.number === 4) message += text(field.value)
    }
    const n = this.number(digest)
    return message
      .split('\n')
      .filter((line, i, all) => line !== '' || i < all.length - 1)
      .map((line) => `#${n} ${line}`)
  }
}

function readVertex(bytes: Uint8Array): Vertex {
  const v: Vertex = { digest: '', name: '', cached: false, started: false, completed: false, error: '' }
  for (const field of protobufFields(bytes)) {
    if (field.number === 1) v.digest = text(field.value)
    if (field.number === 3) v.name = text(field.value)
    if (field.number === 4) v.cached = field.value === 1n
    if (field.number === 5) v.started = true
    if (field.number === 6) v.completed = true
    if (field.number === 7) v.error = text(field.value)
  }
  return v
}
