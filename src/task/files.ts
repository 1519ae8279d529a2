// File-system questions of task loading; a missing path is an answer (null / false), not an error.

import { readdir, readFile, stat } from 'node:fs/promises'
import { resolve } from 'node:path'

export async function readText(dir: string, name: string): Promise<string | null> {
  try {
    return await readFile(resolve(dir, name), 'utf8')
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

export async function isFile(dir: string, name: string): Promise<boolean> {
  return (await statOf(dir, name))?.isFile() ?? false
}

export async function isDirectory(dir: string, name: string): Promise<boolean> {
  return (await statOf(dir, name))?.isDirectory() ?? false
}

/** Names of the folders directly in `dir/name`, sorted; none when it is not a folder. */
export async function subfolders(dir: string, name: string): Promise<string[]> {
  try {
    const entries = await readdir(resolve(dir, name), { withFileTypes: true })
    return entries
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort()
  } catch (error) {
    if (isMissing(error)) return []
    throw error
  }
}

async function statOf(dir: string, name: string) {
  try {
    return await stat(resolve(dir, name))
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR'
}
