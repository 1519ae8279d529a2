// File-system questions of task loading; a missing path is an answer (null / false), not an error.

import { readdir, readFile, stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { errorCode } from '../narrow.js'

export type Fail = (file: string, field: string | null, message: string) => never

/**
 * A text file of the task (task.toml, an instruction, the compose file), or null when missing.
 * Text that is not UTF-8 (UTF-16 from a Windows editor, Latin-1, a binary file) fails through
 * `fail` naming the file: read anyway it would reach the agent as mojibake or NUL bytes.
 */
export async function readText(dir: string, name: string, fail: Fail): Promise<string | null> {
  let bytes: Buffer
  try {
    bytes = await readFile(resolve(dir, name))
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
  const problem = undecodable(bytes)
  if (problem !== null) return fail(name, null, `${name} is not UTF-8 text: ${problem}; save it as UTF-8`)
  return bytes.toString('utf8')
}

const UTF8 = new TextDecoder('utf-8', { fatal: true })

/** Why `bytes` is no UTF-8 text, or null. NUL is valid UTF-8, but no text file holds one. */
export function undecodable(bytes: Uint8Array): string | null {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return 'it is UTF-16 (it starts with a UTF-16 byte order mark)'
  const nul = bytes.indexOf(0)
  if (nul >= 0) return `it holds a NUL byte on line ${lineOf(bytes.subarray(0, nul))} (UTF-16, or not text)`
  try {
    UTF8.decode(bytes)
    return null
  } catch {
    // Lenient decoding marks the first bad byte with U+FFFD; line breaks are kept as they were.
    const text = new TextDecoder('utf-8').decode(bytes)
    const line = text.slice(0, text.indexOf('\uFFFD')).split('\n').length
    return `bytes on line ${line} are not UTF-8 (Latin-1 or another legacy encoding?)`
  }
}

function lineOf(before: Uint8Array): number {
  return before.filter((byte) => byte === 0x0a).length + 1
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
  const code = errorCode(error)
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR'
}
