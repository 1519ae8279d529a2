// Temporary folders that name their owner, so that what a process killed outright (SIGKILL, the
// OOM killer, a cancelled job's last signal) left in the temp folder is removed by the next run on
// this machine, or `helios clean`, once that owner is proven gone: the rule owner-sweep.ts applies
// to environments, applied to folders. A living process's folder is never touched.
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  LABEL_OWNER_HOST,
  LABEL_OWNER_PID,
  LABEL_OWNER_START,
  localProbe,
  ownerIdentityLabels,
  ownerIsGone,
  ownerRecordOf,
  type ProcessProbe,
} from './owner.js'
import { parseJsonRecord } from '../../narrow.js'

/** Inside each owned folder: the owner's labels, as environments carry them. */
export const OWNER_FILE = '.helios-owner.json'
const PREFIX = 'helios-'

/** `<tmp>/helios-<name>-XXXXXX`, with this process recorded as its owner. */
export async function ownedTempDir(name: string, root = tmpdir()): Promise<string> {
  const dir = await mkdtemp(join(root, `${PREFIX}${name}-`))
  await writeFile(join(dir, OWNER_FILE), JSON.stringify(ownerIdentityLabels()), { mode: 0o600 })
  return dir
}

/**
 * Removes the owned folders in `root` whose owner is proven gone (unless `dryRun`); returns them.
 * Only this user's folders are read; one without an owner file (not ours, or its owner died before
 * writing it) is left.
 */
export async function sweepDeadOwnersTempDirs(
  options: { root?: string; probe?: ProcessProbe; dryRun?: boolean } = {},
): Promise<string[]> {
  const root = options.root ?? tmpdir()
  const probe = options.probe ?? localProbe()
  const uid = process.getuid?.()
  const names = await readdir(root).catch((): string[] => [])
  const gone: string[] = []
  for (const name of names.filter((n) => n.startsWith(PREFIX))) {
    const dir = join(root, name)
    const labels = await ownerLabels(dir, uid)
    if (labels && ownerIsGone(ownerRecordOf(name, labels), probe)) gone.push(dir)
  }
  if (!options.dryRun) for (const dir of gone) await rm(dir, { recursive: true, force: true })
  return gone
}

async function ownerLabels(dir: string, uid: number | undefined): Promise<Record<string, string> | null> {
  try {
    const info = await stat(dir)
    if (!info.isDirectory() || (uid !== undefined && info.uid !== uid)) return null
    const record = parseJsonRecord(await readFile(join(dir, OWNER_FILE), 'utf8'))
    if (record === null) return null
    const labels: Record<string, string> = {}
    for (const key of [LABEL_OWNER_HOST, LABEL_OWNER_PID, LABEL_OWNER_START])
      if (typeof record[key] === 'string') labels[key] = record[key]
    return labels
  } catch {
    return null
  }
}

/** One line for a sweep that found something; null when it found nothing. */
export function tempSweepLine(gone: readonly string[], dryRun = false): string | null {
  if (gone.length === 0) return null
  const verb = dryRun ? 'would remove' : 'removed'
  return `${verb} ${gone.length} temporary folder${gone.length === 1 ? '' : 's'} left by helios processes no longer running`
}
