// Loading a bench config from disk: paths relative to the repository root, never out of it.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BenchConfigError } from '../../src/config/bench-config.js'
import { loadBenchConfig } from '../../src/config/load-bench-config.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'helios-bench-config-'))
  await mkdir(join(dir, 'repo', '.git'), { recursive: true })
  await mkdir(join(dir, 'repo', '.github', 'helios'), { recursive: true })
  await mkdir(join(dir, 'repo', 'tasks'))
  await mkdir(join(dir, 'outside'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('loadBenchConfig', () => {
  it('resolves tasks_dir from the repository root, wherever the file is', async () => {
    const file = join(dir, 'repo', '.github', 'helios', 'nightly.toml')
    await writeFile(file, 'tasks_dir = "tasks"\n')
    const loaded = await loadBenchConfig(file)
    expect(loaded.root).toBe(join(dir, 'repo'))
    expect(loaded.tasksRoot).toBe(join(dir, 'repo', 'tasks'))
    expect(loaded.config.name).toBe('nightly')
  })

  it('refuses a tasks_dir that leaves the repository through a symlink', async () => {
    await symlink(join(dir, 'outside'), join(dir, 'repo', 'linked'))
    const file = join(dir, 'repo', 'bench.toml')
    await writeFile(file, 'name = "b"\ntasks_dir = "linked"\n')
    const error = await loadBenchConfig(file).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BenchConfigError)
    expect((error as Error).message).toMatch(
      /bench\.toml:2 \[tasks_dir\]: linked leads out of the repository/,
    )
  })

  it('names a missing file or folder', async () => {
    await expect(loadBenchConfig(join(dir, 'repo', 'nope.toml'))).rejects.toThrow(/nope\.toml: no such file/)
    await writeFile(join(dir, 'repo', 'b.toml'), 'tasks_dir = "missing"\n')
    await expect(loadBenchConfig(join(dir, 'repo', 'b.toml'))).rejects.toThrow(
      /\[tasks_dir\]: .*missing does not exist/,
    )
  })
})
