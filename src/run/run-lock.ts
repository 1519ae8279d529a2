// One process works on a run folder at a time. `<run folder>/.helios.lock` is created atomically
// (O_EXCL) and says who holds it; a second process is refused, naming the holder. A lock whose
// process is gone (same host, pid not alive: killed, crashed) is taken over, and the taker learns
// whose it was, so it can remove the containers that process left running.
import { readFileSync, unlinkSync } from 'node:fs'
import { link, open, readFile, rename, stat, unlink } from 'node:fs/promises'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { errorCode, errorField, isRecord } from '../narrow.js'

export const LOCK_FILE = '.helios.lock'
/** An unreadable lock younger than this may be one being written; older, it is a crash's leftover. */
const UNREADABLE_GRACE_MS = 2000

export interface LockHolder {
  pid: number
  host: string
  /** PROCESS_OWNER of the holder: the `helios.owner` label on its containers. */
  owner: string
  started_at: string
}

/** The run folder is held by a live process (exit 2 in the CLI: nothing was started). */
export class RunLockedError extends Error {
  override name = 'RunLockedError'
  constructor(
    readonly runDir: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder
      ? `process ${holder.pid} on ${holder.host} (started ${holder.started_at})`
      : 'another process (its lock file is being written)'
    super(
      `${runDir} is in use by ${who}: wait for it to finish or stop it` +
        (holder ? `; if that process is gone, delete ${join(runDir, LOCK_FILE)}` : ''),
    )
  }
}

export interface RunLock {
  /** The dead process whose lock was taken over, if any. */
  previous: LockHolder | null
  /** Removes the lock (also done at process exit, e.g. a second Ctrl-C). */
  release: () => Promise<void>
}

/** Locks `runDir` (which must exist) for this process; `owner` is PROCESS_OWNER. */
export async function lockRunFolder(runDir: string, owner: string): Promise<RunLock> {
  const file = join(runDir, LOCK_FILE)
  const me: LockHolder = { pid: process.pid, host: hostname(), owner, started_at: new Date().toISOString() }
  let previous: LockHolder | null = null
  for (let tries = 0; tries < 20; tries++) {
    if (await createLock(file, me)) return held(file, me, previous)
    const holder = await readHolder(file)
    if (holder === 'gone') continue
    if (holder === 'unreadable') {
      if (await youngerThan(file, UNREADABLE_GRACE_MS)) throw new RunLockedError(runDir, null)
      await takeOver(file, null, owner)
      continue
    }
    if (holder.host !== me.host || isAlive(holder.pid)) throw new RunLockedError(runDir, holder)
    if (await takeOver(file, holder, owner)) previous = holder
  }
  throw new RunLockedError(runDir, null)
}

/** True when this process created the lock; false when one exists. */
async function createLock(file: string, me: LockHolder): Promise<boolean> {
  let handle
  try {
    handle = await open(file, 'wx')
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false
    throw error
  }
  try {
    await handle.writeFile(`${JSON.stringify(me, null, 2)}\n`)
    await handle.close()
  } catch (error) {
    // A full disk can let the file be created but not written: leave no empty lock behind.
    await handle.close().catch(() => undefined)
    await unlink(file).catch(() => undefined)
    if (error instanceof Error) throw Object.assign(error, { path: errorField(error, 'path') ?? file })
    throw error
  }
  return true
}

async function readHolder(file: string): Promise<LockHolder | 'gone' | 'unreadable'> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return 'gone'
    throw error
  }
  return parseHolder(text) ?? 'unreadable'
}

function parseHolder(text: string): LockHolder | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(value)) return null
  const { pid, host, owner, started_at } = value
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return null
  if (typeof host !== 'string' || typeof owner !== 'string') return null
  return { pid, host, owner, started_at: typeof started_at === 'string' ? started_at : 'unknown' }
}

/**
 * Moves a dead holder's lock aside (rename is atomic: of two processes taking over at once, one
 * gets it). If what was moved is not the lock judged dead (someone else's fresh one), it is put back.
 */
async function takeOver(file: string, dead: LockHolder | null, owner: string): Promise<boolean> {
  const aside = `${file}.${owner}`
  try {
    await rename(file, aside)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false
    throw error
  }
  const moved = parseHolder(await readFile(aside, 'utf8').catch(() => ''))
  const same = dead === null ? moved === null : moved?.owner === dead.owner
  if (!same) await link(aside, file).catch(() => undefined)
  await unlink(aside).catch(() => undefined)
  return same
}

/** Locks this process holds, by file: removed at exit when not released (a second Ctrl-C exits at once). */
const heldLocks = new Map<string, string>()
let exitHookAdded = false

function releaseAllAtExit(): void {
  for (const [file, owner] of heldLocks) {
    try {
      if (parseHolder(readFileSync(file, 'utf8'))?.owner === owner) unlinkSync(file)
    } catch {
      // already gone
    }
  }
}

function held(file: string, me: LockHolder, previous: LockHolder | null): RunLock {
  heldLocks.set(file, me.owner)
  if (!exitHookAdded) process.on('exit', releaseAllAtExit)
  exitHookAdded = true
  return {
    previous,
    release: async () => {
      if (!heldLocks.delete(file)) return
      // Only our own lock is removed: after a takeover by someone else the file is theirs.
      const text = await readFile(file, 'utf8').catch(() => '')
      if (parseHolder(text)?.owner === me.owner) await unlink(file).catch(() => undefined)
    },
  }
}

/** Whether a process with this pid exists on this host (EPERM: it does, as another user's). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return errorCode(error) === 'EPERM'
  }
}

async function youngerThan(file: string, ms: number): Promise<boolean> {
  const info = await stat(file).catch(() => null)
  return info !== null && Date.now() - info.mtimeMs < ms
}
