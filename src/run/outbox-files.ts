// The outbox in the environment: made before a scene of several roles, read and emptied after each
// turn. Read through the engine's archive of the folder, so a link there is an entry, never followed.
import { OUTBOX_DIR } from '../trial/types.js'
import { OUTBOX_FILE_CAP, type OutboxEntry } from '../trial/outbox.js'
import { listArchiveEntries } from './environment/archive.js'
import { PathNotFound } from './environment/errors.js'
import type { Environment } from './environment/types.js'
import { TailBuffer } from './environment/streams.js'

/** An empty outbox every user may write to (the sticky bit keeps roles from removing each other's). */
export const OUTBOX_RESET = `rm -rf ${OUTBOX_DIR} && mkdir -p ${OUTBOX_DIR} && chmod 1777 ${OUTBOX_DIR}`

export async function resetOutbox(environment: Environment): Promise<void> {
  const errors = new TailBuffer(2048)
  const outcome = await environment.exec({ cmd: ['sh', '-c', OUTBOX_RESET], user: 'root', stderr: errors })
  if (outcome.exitCode !== 0)
    throw new Error(`preparing ${OUTBOX_DIR} failed (exit ${outcome.exitCode}): ${errors.text().trim()}`)
}

/** What the outbox holds now; none when the agent removed the folder. */
export async function readOutbox(environment: Environment): Promise<OutboxEntry[]> {
  try {
    return await listArchiveEntries(await environment.copyOut(OUTBOX_DIR), OUTBOX_FILE_CAP)
  } catch (error) {
    if (error instanceof PathNotFound) return []
    throw error
  }
}
