// The one error every results-file reader throws: it names the file and the field at fault, so a
// user can open the file and fix it (or see which shard's artifact is broken).

export class SchemaError extends Error {
  override readonly name = 'SchemaError'

  constructor(
    /** The file (or artifact name) being read. */
    readonly file: string,
    /** Dotted/indexed field path, e.g. `tasks[3].pass_at_k.1`; null when the whole file is at fault. */
    readonly field: string | null,
    readonly detail: string,
  ) {
    super(field === null ? `${file}: ${detail}` : `${file}: ${field}: ${detail}`)
  }
}

/** Parses JSON, turning a syntax error (typically a truncated upload) into a SchemaError. */
export function parseJsonFile(text: string, file: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error)
    const hint = text.trim().length === 0 ? 'the file is empty' : `not valid JSON (truncated?): ${why}`
    throw new SchemaError(file, null, hint)
  }
}
