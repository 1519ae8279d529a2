// Installed agent CLIs: installed once per run on the host from the npm registry (the vendors'
// platform packages, for the Docker engine's platform), kept in a cache folder keyed by agent,
// version and platform, then mounted read-only into every attempt's container.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, lstat, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { rootCertificates } from 'node:tls'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import type { EnvironmentProvider } from '../../environment/types.js'
import { errorField, messageOf } from '../../../narrow.js'

const run = promisify(execFile)
/** Written last into a finished install folder. */
export const DONE_MARKER = '.helios-installed'
/** An install that takes longer than this has hung (npm behind TLS interception without its CA). */
const INSTALL_TIMEOUT_MS = 10 * 60 * 1000

export type EnginePlatform = 'linux-x64' | 'linux-arm64'

/**
 * The platform the provider's environments run on (not the host: Docker Desktop on a Mac runs
 * linux-arm64). Errors name the provider, which may not be Docker.
 */
export async function enginePlatform(
  provider: Pick<EnvironmentProvider, 'platform' | 'title'>,
): Promise<EnginePlatform> {
  const info = await provider.platform()
  const where = `environments on ${provider.title}`
  if (info.os && info.os !== 'linux') throw new Error(`${where} run ${info.os}, not linux`)
  const arch = info.arch
  if (/^(x86_64|amd64)$/i.test(arch)) return 'linux-x64'
  if (/^(aarch64|arm64)$/i.test(arch)) return 'linux-arm64'
  throw new Error(
    `${where} run on the architecture ${arch || '(unknown)'}, which has no agent CLI build; use linux x64 or arm64`,
  )
}

export interface InstallRequest {
  cacheDir: string
  agent: string
  version: string
  platform: EnginePlatform
  /** npm package specs to install into one prefix. */
  packages: string[]
  hostEnv: Record<string, string | undefined>
  log: (message: string) => void
}

/** Where one agent version for one platform is installed (the unit cached in Actions). */
export function installFolder(
  cacheDir: string,
  agent: string,
  version: string,
  platform: EnginePlatform,
): string {
  return join(cacheDir, agent, version, platform)
}

export function isInstalled(folder: string): boolean {
  return existsSync(join(folder, DONE_MARKER))
}

/**
 * The install folder (an npm prefix), installing it first unless a finished one is there; either
 * way readable by every user, as the task's agent user (often not root) runs it from the mount.
 */
export async function ensureInstalled(request: InstallRequest): Promise<string> {
  const target = installFolder(request.cacheDir, request.agent, request.version, request.platform)
  return ensureCachedFolder(target, async (staging) => {
    const started = Date.now()
    request.log(
      `installing ${request.agent} ${request.version} (${request.platform}): npm install ${request.packages.join(' ')}`,
    )
    try {
      await run('npm', npmArgs(staging, request.packages), {
        env: npmEnv(request.hostEnv),
        timeout: INSTALL_TIMEOUT_MS,
        maxBuffer: 16 * 1024 * 1024,
      })
    } catch (error) {
      throw new Error(`npm install of ${request.packages.join(' ')} failed: ${firstLines(error)}`, {
        cause: error,
      })
    }
    request.log(`installed ${request.agent} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  })
}

/**
 * `target`, filled by `fill` first unless a finished one is there (the done marker); either way
 * readable by every user, as a container's user (often not root) runs what it holds from a mount.
 * Shared by installed agent CLIs and the display tools bundle.
 */
export async function ensureCachedFolder(
  target: string,
  fill: (staging: string) => Promise<void>,
): Promise<string> {
  if (isInstalled(target)) {
    // Installed by an earlier version of ours (mode 0700), restored from a cache, or under umask 077.
    await openToEveryUser(target)
    return target
  }
  await mkdir(dirname(target), { recursive: true })
  // Filled beside the target, then renamed: a crash or a parallel run never sees half a folder.
  const staging = await mkdtemp(`${target}.partial-`)
  try {
    await fill(staging)
    await writeFile(join(staging, DONE_MARKER), `${new Date().toISOString()}\n`)
    // mkdtemp made the folder 0700: mounted as it is, no user but root could run what it holds.
    await openToEveryUser(staging)
    // Another run finished first: its folder stays (its attempts may be running from it, and a
    // third run may be opening it); this one is discarded. Only a folder without the marker goes.
    if (isInstalled(target)) return target
    await rm(target, { recursive: true, force: true })
    await rename(staging, target).catch(async (error: unknown) => {
      if (!isInstalled(target)) throw error // else another run finished first
    })
    return target
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

/**
 * Every folder and file under `root` readable (folders and executables also runnable) by every
 * user, and writable by none but the owner. Symbolic links are left as they are.
 */
export async function openToEveryUser(root: string): Promise<void> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  const paths = [root, ...entries.filter((e) => !e.isSymbolicLink()).map((e) => join(e.parentPath, e.name))]
  for (const path of paths) {
    const stat = await lstat(path)
    const mode = stat.mode & 0o7777
    const wanted = openMode(mode, stat.isDirectory())
    if (wanted !== mode) await chmod(path, wanted)
  }
}

/** r for all, x for all where the owner has it (always for folders), w for the owner only. */
export function openMode(mode: number, directory: boolean): number {
  const runnable = directory || (mode & 0o100) !== 0
  return (mode | 0o444 | (runnable ? 0o111 : 0)) & ~0o022
}

export function npmArgs(prefix: string, packages: string[]): string[] {
  // --force: the packages are for the engine's platform, which may not be the host's (a Mac).
  return [
    'install',
    '--prefix',
    prefix,
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--no-package-lock',
    '--force',
    '--loglevel=error',
    ...packages,
  ]
}

/** The host's extra CA bundle reaches npm too (a TLS-intercepting proxy). */
export function npmEnv(hostEnv: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  const ca = hostEnv.NODE_EXTRA_CA_CERTS
  if (ca && existsSync(ca)) {
    env.NODE_EXTRA_CA_CERTS = ca
    env.npm_config_cafile = ca
  }
  return env
}

function firstLines(error: unknown): string {
  const stderr = errorField(error, 'stderr')
  const text = (typeof stderr === 'string' && stderr.trim()) || messageOf(error)
  return text.split('\n').slice(0, 5).join(' | ').slice(0, 600)
}

/**
 * The Mozilla root certificates this Node carries, as one PEM file in the cache folder (readable by
 * every user), for a CLI that will not start without trust roots on an image that has none.
 */
export async function writeTrustRoots(cacheDir: string): Promise<string> {
  const file = join(cacheDir, 'trust-roots.pem')
  await mkdir(cacheDir, { recursive: true })
  // Written beside it, then renamed: a parallel run never mounts half a file.
  const partial = `${file}.${process.pid}.partial`
  await writeFile(partial, `${rootCertificates.join('\n')}\n`, { mode: 0o644 })
  await chmod(partial, 0o644)
  await rename(partial, file)
  return file
}
