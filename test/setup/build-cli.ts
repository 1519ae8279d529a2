// Global setup of the projects whose tests run `helios` or the action as a child process: builds
// both entrypoints (src/cli.ts; src/entry.ts, the action's, for tests of a change not yet bundled)
// from source once per test run, our modules bundled and every package left in node_modules. Each
// child then starts without a TypeScript loader (tsx resolves and transpiles every import through
// its hooks: 3.8 s of CPU per action step). Split into chunks at each dynamic import, as dist/ is: a command loads only its own
// code and packages. One file held every package's import at its top, so each child spent 3.6 s of
// CPU and 240 MB loading the AI SDK, Octokit and dockerode, even for `--help`.
import { build } from 'esbuild'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile, rename, rm, stat, symlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { HELIOS_CLI_DIR } from '../fixtures/cli.js'

export default async function buildCli(): Promise<void> {
  const root = dirname(HELIOS_CLI_DIR)
  // Projects set up side by side: each builds into its own folder, named by its content once
  // built, and points the link at it by a rename, so a running child never sees a half build.
  const partial = join(root, `cli-${process.pid}-${Math.random().toString(36).slice(2)}.partial`)
  await build({
    entryPoints: { cli: 'src/cli.ts', index: 'src/entry.ts' },
    outdir: partial,
    bundle: true,
    splitting: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    logLevel: 'error',
  })
  const built = join(root, `cli-${await contentHash(partial)}`)
  if (existsSync(built)) await rm(partial, { recursive: true, force: true })
  else await rename(partial, built).catch(() => rm(partial, { recursive: true, force: true }))
  const link = `${partial}.link`
  await symlink(basename(built), link)
  await rename(link, HELIOS_CLI_DIR)
  await removeOldBuilds(root, basename(built))
}

/** Builds of earlier runs, an hour old (a test run still using one has its chunks loaded by then). */
async function removeOldBuilds(root: string, current: string): Promise<void> {
  const hourAgo = Date.now() - 3_600_000
  for (const name of await readdir(root)) {
    if (!name.startsWith('cli-') || name === current) continue
    const folder = join(root, name)
    if ((await stat(folder)).mtimeMs < hourAgo) await rm(folder, { recursive: true, force: true })
  }
}

async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256')
  for (const name of (await readdir(dir)).sort()) hash.update(name).update(await readFile(join(dir, name)))
  return hash.digest('hex').slice(0, 16)
}
