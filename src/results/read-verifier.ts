// Reading the verifier's files in an attempt folder for result.json and report.html: the tail of
// each output stream and ctrf.json. Never throws: a missing file is null, an unreadable one a
// problem. Reads are bounded (a tail, a size cap), so a 64 MiB log costs the report 4 KiB.
import { open, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { CTRF_FILE, parseCtrf, type CtrfParse } from './ctrf.js'
import { outputTail, VERIFIER_STREAMS, VERIFIER_TAIL_BYTES, type OutputTail } from './verifier-output.js'

/** A larger ctrf.json is not parsed (a huge suite, or a verifier made to fill the disk). */
export const MAX_CTRF_BYTES = 16 * 1024 * 1024

/** The attempt's verifier folder: `verifier/`, or the last step's for a multi-step task. */
export function verifierDir(attemptDir: string, lastStep: string | null): string {
  return lastStep === null ? join(attemptDir, 'verifier') : join(attemptDir, 'steps', lastStep, 'verifier')
}

export interface StreamTail extends OutputTail {
  file: string
}

/** The tail of each stream the verifier left, in VERIFIER_STREAMS order. */
export async function readVerifierTails(dir: string, maxBytes = VERIFIER_TAIL_BYTES): Promise<StreamTail[]> {
  const tails: StreamTail[] = []
  for (const file of VERIFIER_STREAMS) {
    const tail = await readTail(join(dir, file), maxBytes).catch(() => null)
    if (tail !== null) tails.push({ file, ...tail })
  }
  return tails
}

/** The parsed ctrf.json of a verifier folder; null when there is none. */
export async function readCtrf(dir: string): Promise<CtrfParse | null> {
  const file = join(dir, CTRF_FILE)
  const size = await stat(file).then(
    (s) => (s.isFile() ? s.size : null),
    () => null,
  )
  if (size === null) return null
  if (size > MAX_CTRF_BYTES)
    return {
      ok: false,
      problem: `${(size / 1024 / 1024).toFixed(1)} MiB, over the ${MAX_CTRF_BYTES / 1024 / 1024} MiB a report reads`,
    }
  return readBytes(file, 0, size).then(
    (bytes) => parseCtrf(new TextDecoder('utf-8', { fatal: false }).decode(bytes)),
    (error: unknown) => ({ ok: false, problem: error instanceof Error ? error.message : String(error) }),
  )
}

async function readTail(file: string, maxBytes: number): Promise<OutputTail | null> {
  const size = await stat(file).then(
    (s) => (s.isFile() ? s.size : null),
    () => null,
  )
  if (size === null) return null
  const from = Math.max(0, size - maxBytes)
  return outputTail(await readBytes(file, from, size - from), from)
}

async function readBytes(file: string, position: number, length: number): Promise<Uint8Array> {
  const handle = await open(file, 'r')
  try {
    const buffer = Buffer.alloc(length)
    const { bytesRead } = await handle.read(buffer, 0, length, position)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}
