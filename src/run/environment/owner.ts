// Who created an environment, well enough to prove later that it is gone: the owning process's
// host, pid and start (boot id and start tick, Linux's /proc). A pid alone would not do: once its
// process dies the pid may be handed to another, and a living process must never lose its own.
import { readFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { errorCode } from '../../narrow.js'

export const LABEL_OWNER_HOST = 'helios.owner-host'
export const LABEL_OWNER_PID = 'helios.owner-pid'
export const LABEL_OWNER_START = 'helios.owner-start'

/** One owner's identity, as its environments' labels carry it (null where a label is missing). */
export interface OwnerRecord {
  owner: string
  host: string | null
  pid: number | null
  start: string | null
}

/**
 * What this machine says of a process: its start (null: no such process; undefined: cannot tell,
 * e.g. no /proc, and then nothing is proven).
 */
export interface ProcessProbe {
  host: string
  startOf(pid: number): string | null | undefined
}

/**
 * Provably gone: created on this host by a process that no longer runs, or whose pid now belongs
 * to a process that started at another time. Anything unproven (another host, missing labels, a
 * process we cannot read) is alive.
 */
export function ownerIsGone(record: OwnerRecord, probe: ProcessProbe): boolean {
  if (record.host === null || record.host !== probe.host) return false
  if (record.pid === null || record.start === null) return false
  const start = probe.startOf(record.pid)
  if (start === undefined) return false
  return start === null || start !== record.start
}

/** An owner's record from one environment's labels. */
export function ownerRecordOf(owner: string, labels: Record<string, string | undefined>): OwnerRecord {
  const pid = Number(labels[LABEL_OWNER_PID])
  return {
    owner,
    host: labels[LABEL_OWNER_HOST] || null,
    pid: Number.isSafeInteger(pid) && pid > 0 ? pid : null,
    start: labels[LABEL_OWNER_START] || null,
  }
}

/** The process's start as Linux tells it: boot id and start tick (field 22 of /proc/<pid>/stat). */
function linuxStart(pid: number): string | null | undefined {
  let stat: string
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') return undefined
    return existsAsProcess(pid) ? undefined : null
  }
  // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = fields[19]
  return ticks ? `${bootId() ?? 'boot'}.${ticks}` : undefined
}

function existsAsProcess(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return errorCode(error) === 'EPERM'
  }
}

let cachedBootId: string | null | undefined
function bootId(): string | null {
  if (cachedBootId === undefined) {
    try {
      cachedBootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null
    } catch {
      cachedBootId = null
    }
  }
  return cachedBootId
}

/** This machine's processes, as ownerIsGone asks about them. */
export function localProbe(): ProcessProbe {
  return { host: hostname(), startOf: linuxStart }
}

let ownLabels: Record<string, string> | null = null
/** The labels naming this process as an owner (read once, when first asked: never at import). */
export function ownerIdentityLabels(): Record<string, string> {
  if (ownLabels) return ownLabels
  const start = linuxStart(process.pid)
  ownLabels = {
    [LABEL_OWNER_HOST]: hostname(),
    [LABEL_OWNER_PID]: String(process.pid),
    ...(start ? { [LABEL_OWNER_START]: start } : {}),
  }
  return ownLabels
}
