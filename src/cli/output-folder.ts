// An output folder the command will make runs in: checked before anything starts, so a file in its
// place is one sentence naming the path (not ENOTDIR from mkdir once Docker is up and tasks built).
import { stat } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { UsageError } from './args.js'

/** Refuses an output path that is a file or lies inside one; a missing folder is fine (it is made). */
export async function assertOutputFolder(path: string, flag = '--output'): Promise<void> {
  const target = resolve(path)
  for (let at = target; ; at = dirname(at)) {
    const info = await stat(at).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null
      throw error
    })
    if (info?.isDirectory()) return
    if (info) {
      const where = at === target ? `${path} is a file` : `${path} is inside ${at}, a file`
      throw new UsageError(
        `${flag} ${where}, not a folder; give a folder (made when it is missing) or remove the file`,
      )
    }
    if (dirname(at) === at) return
  }
}
