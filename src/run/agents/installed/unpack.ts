// A CLI build that unpacks itself on its first start (Copilot CLI: about 235 MB) would do so in
// every attempt's container. When the host can run the engine's build (a linux runner of the same
// architecture), it is unpacked once into the install folder instead, which is mounted read-only;
// elsewhere (a Mac running linux containers) each attempt still unpacks it, in the container.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { openToEveryUser, type EnginePlatform } from './install.js'
import { ownedTempDir } from '../../environment/owned-temp-dir.js'

const run = promisify(execFile)
const UNPACK_TIMEOUT_MS = 2 * 60 * 1000

export interface SelfUnpack {
  /** The folder it unpacks into, relative to the install folder. */
  folder: string
  /** Arguments of a run that unpacks and exits without doing anything else (`--version`). */
  args: string[]
  /** The environment of that run: where to unpack to, and nothing that reaches the network. */
  env(to: string): Record<string, string>
}

/** The platform of builds this host runs itself, if any. */
export function hostPlatform(): EnginePlatform | null {
  if (process.platform !== 'linux') return null
  return process.arch === 'x64' ? 'linux-x64' : process.arch === 'arm64' ? 'linux-arm64' : null
}

/**
 * `<install>/<folder>` unpacked, readable by every user; false when the host cannot run the build.
 * Unpacked beside it and renamed, so a crash never leaves half a folder that looks finished.
 */
export async function ensureUnpacked(
  installDir: string,
  executable: string,
  platform: EnginePlatform,
  unpack: SelfUnpack,
  log: (message: string) => void,
): Promise<boolean> {
  const target = join(installDir, unpack.folder)
  if (existsSync(target)) return true
  if (hostPlatform() !== platform) return false
  const staging = await mkdtemp(join(installDir, '.unpacking-'))
  // Whatever else it writes on a start (its home, a device id) goes to a folder removed after.
  const home = await ownedTempDir('unpack-home')
  try {
    const started = Date.now()
    await run(join(installDir, executable), unpack.args, {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, ...unpack.env(staging) },
      cwd: home,
      timeout: UNPACK_TIMEOUT_MS,
    })
    await openToEveryUser(staging)
    await rename(staging, target).catch((error: unknown) => {
      if (!existsSync(target)) throw error // else a parallel run finished first
    })
    log(`unpacked its build once, in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    return true
  } finally {
    await rm(staging, { recursive: true, force: true })
    await rm(home, { recursive: true, force: true })
  }
}
