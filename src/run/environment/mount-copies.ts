// A remote environment cannot see the runner's folders, but a small read-only host file (a CA
// bundle) can be given to it as a copy: what Docker would bind-mount, placed as a root-owned file.
import { readFile, stat } from 'node:fs/promises'
import { addFile, buildArchive } from './archive.js'
import type { Mount } from './types.js'

/** A read-only host file this small is copied in instead of mounted. */
export const MAX_COPIED_MOUNT_BYTES = 1024 * 1024

/** The mounts that are small read-only files, with their content; the others stay mounts. */
export async function mountCopies(mounts: readonly Mount[]): Promise<Map<Mount, Buffer>> {
  const copies = new Map<Mount, Buffer>()
  for (const mount of mounts) {
    if (!mount.readOnly) continue
    const info = await stat(mount.hostPath).catch(() => null)
    if (info?.isFile() && info.size <= MAX_COPIED_MOUNT_BYTES)
      copies.set(mount, await readFile(mount.hostPath))
  }
  return copies
}

/** The copies as a tar of root-owned read-only files at their paths, to extract at `/`. */
export function readOnlyCopies(copies: Map<Mount, Buffer>): Promise<Buffer> {
  return buildArchive((pack) => {
    for (const [mount, content] of copies) addFile(pack, mount.path.replace(/^\/+/, ''), content, 0o444)
  })
}
