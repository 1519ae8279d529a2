// Type guards for values whose type nothing promises (parsed JSON or YAML, what a library hands
// back loosely, what was thrown), so callers narrow them instead of asserting with `as`. Pure; it
// imports nothing from the rest of src, so any layer may use it.

/** A plain object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The value when it is a plain object, else null. */
export function recordOrNull(value: unknown): Record<string, unknown> | null {
  return isRecord(value) ? value : null
}

/** The value when it is a plain object, else an empty one (a reader that tolerates any shape). */
export function recordOrEmpty(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {}
}

/** An array whose every item is a string. */
export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

/** One of a fixed list of words (a union type's values). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return values.some((word) => word === value)
}

/**
 * A field an SDK or Node attaches to its errors (`statusCode`, `code`, `syscall`, `cause`), read
 * without a cast: undefined where the error has none (or is no object).
 */
export function errorField(error: unknown, field: string): unknown {
  return typeof error === 'object' && error !== null ? Reflect.get(error, field) : undefined
}

/** A Node system error's code (`ENOENT`, `EEXIST`, …), undefined when it has none. */
export function errorCode(error: unknown): string | undefined {
  const code = errorField(error, 'code')
  return typeof code === 'string' ? code : undefined
}

/** An error's message, or what was thrown as text. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** An error as thrown, or what was thrown wrapped in one (to reject or destroy with). */
export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}

/**
 * A table's keys and values with their types: `Object.entries` types keys as any string, because
 * an object may carry keys its type does not name. Only for literal tables written in src.
 */
export function entriesOf<K extends string, V>(table: Readonly<Record<K, V>>): [K, V][] {
  // A boundary: the literal tables this is for have no keys beyond their type's.
  return Object.entries(table) as [K, V][]
}

/** Why a file could not be read, in one word where Node has one (`ENOENT`), else the message. */
export function codeOrMessage(error: unknown): string {
  return errorCode(error) ?? messageOf(error)
}

/** JSON text that holds an object, parsed; null when it is not JSON or holds something else. */
export function parseJsonRecord(text: string): Record<string, unknown> | null {
  try {
    return recordOrNull(JSON.parse(text))
  } catch {
    return null
  }
}

/** A stream's chunk as bytes: streams without an encoding give Buffers, others strings or bytes. */
export function chunkBuffer(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk
  return chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.from(String(chunk))
}

/** A list's items as objects (an item that is none reads as empty); a value that is no list: none. */
export function recordList(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(recordOrEmpty) : []
}
