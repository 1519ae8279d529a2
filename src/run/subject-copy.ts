// The subject's way from the agent's environment into the verifier's: one path at a time, through
// the provider's archive copy (paths resolved inside the environment, never on the host), bounded
// in bytes (a sparse or endless file counts at the size it streams) and in time. What the agent
// made too big, too slow or impossible to archive is its own doing: `Unverifiable`, a failed attempt.
import { Transform, type Readable } from 'node:stream'
import type { Environment } from './environment/types.js'
import { PathNotFound } from './environment/errors.js'
import { Unverifiable } from './faults.js'

/** Bytes of subject one attempt may bring to its verifier. */
export const SUBJECT_CAP_BYTES = 2 * 1024 * 1024 * 1024

export interface CopyBudget {
  /** Bytes left (shared by every path of the attempt). */
  bytes: number
  /** The attempt's cap, for the message. */
  cap: number
  /** Epoch ms by which the whole subject must be in. */
  deadline: number
}

export async function copyBounded(
  from: Environment,
  to: Environment,
  source: string,
  budget: CopyBudget,
): Promise<void> {
  let archive: Readable
  try {
    archive = await from.copyOut(source)
  } catch (error) {
    if (error instanceof PathNotFound) return
    throw await agentsOrOurs(to, source, error)
  }
  const counted = countingStream(budget, source)
  const timer = setTimeout(
    () =>
      counted.destroy(
        new Unverifiable(
          `unverifiable: copying the agent's ${source} to the verifier took longer than the verifier's timeout`,
        ),
      ),
    Math.max(0, budget.deadline - Date.now()),
  )
  // A stream destroyed under the engine's request may leave it pending: the stream's error decides.
  const streamFailed = new Promise<never>((_, reject) => counted.on('error', reject))
  try {
    archive.on('error', (error) => counted.destroy(error))
    const copied = to.copyIn(archive.pipe(counted), posixDirname(source))
    copied.catch(() => undefined)
    await Promise.race([copied, streamFailed])
  } catch (error) {
    throw await agentsOrOurs(to, source, counted.errored ?? error)
  } finally {
    clearTimeout(timer)
    archive.destroy()
  }
}

function countingStream(budget: CopyBudget, source: string): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      budget.bytes -= chunk.length
      if (budget.bytes < 0)
        return done(
          new Unverifiable(
            `unverifiable: the agent's ${source} is larger than the ${formatBytes(budget.cap)} the verifier takes in`,
          ),
        )
      done(null, chunk)
    },
  })
}

/**
 * A copy that failed while the verifier's environment still answers failed on what the agent
 * left there (a name, a file type or a size the archive cannot carry): the agent's. Otherwise the
 * provider's fault, as it was.
 */
async function agentsOrOurs(to: Environment, source: string, error: unknown): Promise<unknown> {
  if (error instanceof Unverifiable) return error
  const alive = await to.exec({ cmd: ['true'], user: 'root', timeoutMs: 30_000 }).then(
    (outcome) => outcome.exitCode === 0,
    () => false,
  )
  if (!alive) return error
  const message = error instanceof Error ? error.message : String(error)
  return new Unverifiable(
    `unverifiable: the agent's ${source} could not be copied to the verifier (${message.slice(0, 200)})`,
  )
}

function posixDirname(path: string): string {
  const parent = path.slice(0, path.lastIndexOf('/'))
  return parent === '' ? '/' : parent
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 ** 3
    ? `${+(bytes / 1024 ** 3).toFixed(1)} GiB`
    : `${+(bytes / 1024 ** 2).toFixed(1)} MiB`
}
