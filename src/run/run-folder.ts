// Taking a run folder before anything is written into it: created, locked for this process, and
// cleared of what a dead earlier process of the same folder left running (a SIGKILL, a crash).
import { mkdir } from 'node:fs/promises'
import { PROCESS_OWNER } from './environment/labels.js'
import type { EnvironmentProvider } from './environment/types.js'
import { lockRunFolder, type RunLock } from './run-lock.js'
import { OutputWriteError, writeFaultOf } from './write-fault.js'

export interface RunFolderClaim {
  runDir: string
  runId: string
  provider: EnvironmentProvider
  log?: (message: string) => void
}

/**
 * Locks `runDir` (RunLockedError when a live process holds it). When the lock of a dead process
 * is taken over, that process's containers and networks of this run are removed: only its own
 * (by `helios.owner`), so sibling shards of the run on the same engine keep theirs.
 */
export async function claimRunFolder({ runDir, runId, provider, log }: RunFolderClaim): Promise<RunLock> {
  let lock: RunLock
  try {
    await mkdir(runDir, { recursive: true })
    lock = await lockRunFolder(runDir, PROCESS_OWNER)
  } catch (error) {
    const fault = writeFaultOf(error, runDir)
    throw fault ? new OutputWriteError(fault, runDir, null, false) : error
  }
  const dead = lock.previous
  if (dead === null) return lock
  try {
    const removed = await provider.removeRun(runId, { owner: dead.owner })
    if (removed > 0)
      log?.(
        `removed ${removed} container(s) left running by process ${dead.pid} (started ${dead.started_at}), which held ${runDir} and is gone`,
      )
  } catch (error) {
    await lock.release()
    throw error
  }
  return lock
}
