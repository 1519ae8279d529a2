// Reads a bench config from disk and finds the folders it names: paths in it are relative to the
// repository root (the nearest folder above the file holding `.git`, else the file's folder), and
// may not leave it, through `..` or a symlink.
import { readFile, realpath, stat } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { BenchConfigError, parseBenchConfig, type BenchConfig } from './bench-config.js'
import { lineOfField } from './field-line.js'
import { parseTaskOverrides } from './task-overrides.js'
import { errorCode } from '../narrow.js'

export interface LoadedBenchConfig {
  config: BenchConfig
  /** The repository root the config's paths are relative to (absolute). */
  root: string
  /** `tasks_dir` resolved (absolute). */
  tasksRoot: string
}

/**
 * `path` as the user gave it: messages name it so. `tasksDir` (absolute), when given, replaces the
 * file's tasks_dir (a folder named on the command line); `root`, the repository root when the
 * caller knows it (the action's workspace).
 */
export async function loadBenchConfig(
  path: string,
  opts: { tasksDir?: string; root?: string } = {},
): Promise<LoadedBenchConfig> {
  const absolute = resolve(path)
  let text: string
  try {
    text = await readFile(absolute, 'utf8')
  } catch (error) {
    const code = errorCode(error)
    const detail =
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a folder, not a file' : String(error)
    throw new BenchConfigError(path, null, `${detail}: give the path of a bench config (e.g. bench.toml)`)
  }
  const parsed = parseBenchConfig(text, path)
  const root = opts.root ?? (await repositoryRoot(dirname(absolute)))
  const config = { ...parsed, overrides: await withOverrideFiles(parsed, root) }
  if (opts.tasksDir !== undefined) return { config, root, tasksRoot: opts.tasksDir }
  const tasksRoot = join(root, config.tasksDir)
  const real = await realpath(tasksRoot).catch(() => null)
  const fail = (detail: string): never => {
    throw new BenchConfigError(path, 'tasks_dir', detail, lineOfField(text, 'tasks_dir'))
  }
  if (real === null) fail(`${tasksRoot} does not exist; give the tasks folder relative to ${root}`)
  const inside = relative(await realpath(root), real!)
  if (inside.startsWith(`..${sep}`) || inside === '..')
    fail(`${config.tasksDir} leads out of the repository (${real}) through a symlink`)
  return { config, root, tasksRoot }
}

/** Each applied overrides file read and checked; a file missing or outside the repository names its entry. */
async function withOverrideFiles(config: BenchConfig, root: string): Promise<BenchConfig['overrides']> {
  const realRoot = await realpath(root)
  return Promise.all(
    config.overrides.map(async (entry) => {
      if (entry.overridesFile === null) return entry
      const field = `${entry.field}.overrides`
      const fail = (detail: string): never => {
        throw new BenchConfigError(config.file, field, detail, lineOfField(config.text, field))
      }
      const file = join(root, entry.overridesFile)
      const real = await realpath(file).catch(() => null)
      if (real === null) return fail(`${file} does not exist; give the file relative to ${root}`)
      const inside = relative(realRoot, real)
      if (inside === '..' || inside.startsWith(`..${sep}`))
        fail(`${entry.overridesFile} leads out of the repository (${real}) through a symlink`)
      const text = await readFile(real, 'utf8').catch((error: NodeJS.ErrnoException) =>
        fail(`cannot read ${file}: ${error.code ?? error.message}`),
      )
      return { ...entry, overrideValues: parseTaskOverrides(text, entry.overridesFile) }
    }),
  )
}

async function repositoryRoot(start: string): Promise<string> {
  for (let dir = start; ; dir = dirname(dir)) {
    if (await stat(join(dir, '.git')).catch(() => null)) return dir
    if (dirname(dir) === dir) return start
  }
}
