// The key Daytona stores a build context under: `<organization>/<hash>/context.tar`, where the
// hash is the one the SDK's object storage computes (md5 over the archive path, then each regular
// file's relative path and bytes, in readdir's order (libuv sorts it by name); a folder with no file or
// folder in it adds its own relative path). Computing it the same way means a context the SDK
// uploaded for the same folder is reused, not uploaded again.
// One addition: a symlink adds its path and target (the SDK skips links, so two contexts that
// differ only in a link's target would share a key and the second would get the first's archive).
import { createHash, type Hash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readdir, readlink } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { KEEP_ALL, leftOut, type ContextFilter } from './dockerignore.js'

/**
 * The hash of `dir`'s files as one context whose archive path is `archivePath` ('' = the root),
 * without what `filter` (its .dockerignore) leaves out: the hash covers what is uploaded.
 */
export async function contextHash(
  dir: string,
  archivePath = '',
  filter: ContextFilter = KEEP_ALL,
): Promise<string> {
  const hasher = createHash('md5')
  hasher.update(archivePath)
  await hashFolder(dir, dir, hasher, filter)
  return hasher.digest('hex')
}

async function hashFolder(root: string, folder: string, hasher: Hash, filter: ContextFilter): Promise<void> {
  const entries = (await readdir(folder, { withFileTypes: true })).filter(
    (entry) => !leftOut(filter, relative(root, join(folder, entry.name)), entry.isDirectory()),
  )
  if (!entries.some((entry) => entry.isDirectory() || entry.isFile())) hasher.update(relative(root, folder))
  for (const entry of entries) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) {
      await hashFolder(root, path, hasher, filter)
    } else if (entry.isFile()) {
      hasher.update(relative(root, path))
      for await (const chunk of createReadStream(path)) hasher.update(chunk as Buffer) // as: a stream without an encoding yields Buffers (typed any)
    } else if (entry.isSymbolicLink()) {
      hasher.update(`\0symlink:${relative(root, path)}\0${await readlink(path)}`)
    }
  }
}
