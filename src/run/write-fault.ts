import { errorCode, errorField } from '../narrow.js'
// The disk under the output folder is full, read-only or failing. No attempt can be recorded
// then, so this is no attempt's fault: the run stops (its containers removed, the summary of the
// attempts that finished written if it still fits) and says so in one sentence.

/** Errors of the file system itself, whatever file met them. */
const DISK_FAULTS: Record<string, string> = {
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EROFS: 'read-only file system',
  EFBIG: 'file too large',
  EIO: 'input/output error',
}
/** Errors that are a write fault only on a path of ours (elsewhere they may be a task's file). */
const PERMISSION_FAULTS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
}

/**
 * The file-system error in `error` (or its causes) that means we cannot write: a full, read-only
 * or failing disk anywhere, or a permission error on a path under `ours` (the run folder).
 */
export function writeFaultOf(error: unknown, ours?: string, depth = 0): NodeJS.ErrnoException | null {
  // Node's system errors are Errors; anything else thrown is no file-system error.
  if (!(error instanceof Error) || depth > 4) return null
  const code = errorCode(error)
  const path = errorField(error, 'path')
  if (code !== undefined) {
    if (code in DISK_FAULTS) return error
    const under =
      ours !== undefined && typeof path === 'string' && (path === ours || path.startsWith(`${ours}/`))
    if (code in PERMISSION_FAULTS && under) return error
  }
  return writeFaultOf(error.cause, ours, depth + 1)
}

/** `cannot write <path>: no space left on device (ENOSPC)`. */
export function describeWriteFault(fault: NodeJS.ErrnoException, runDir: string): string {
  const code = fault.code ?? 'EIO'
  const what = DISK_FAULTS[code] ?? PERMISSION_FAULTS[code] ?? fault.message
  return `cannot write ${fault.path ?? `to ${runDir}`}: ${what} (${code})`
}

/** The run stopped because its output could not be written; thrown by runBenchmark. */
export class OutputWriteError extends Error {
  override name = 'OutputWriteError'
  constructor(
    readonly fault: NodeJS.ErrnoException,
    readonly runDir: string,
    /** The summary written after the fault, or null when it did not fit either. */
    readonly summary: { file: string; attempts: number } | null,
    /** False when the run folder could not even be set up: nothing ran. */
    readonly started = true,
  ) {
    const kept = summary
      ? `${summary.file} holds the ${summary.attempts} attempt(s) that finished`
      : 'no run summary could be written'
    const what = started ? `the run stopped, its containers are removed and ${kept}` : 'nothing was run'
    super(`${describeWriteFault(fault, runDir)}; ${what}`, { cause: fault })
  }
}
