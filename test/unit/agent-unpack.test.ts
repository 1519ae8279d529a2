// A self-unpacking CLI build unpacked once into its install folder, with a stand-in build (a shell
// script) so it runs on any host.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureUnpacked, hostPlatform, type SelfUnpack } from '../../src/run/agents/installed/unpack.js'

const unpack: SelfUnpack = { folder: 'unpacked', args: ['--version'], env: (to) => ({ UNPACK_TO: to }) }
const host = hostPlatform()

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'helios-unpack-'))
  await mkdir(join(dir, 'bin'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function build(script: string): Promise<void> {
  await writeFile(join(dir, 'bin/cli'), `#!/bin/sh\n${script}\n`)
  await chmod(join(dir, 'bin/cli'), 0o700)
}

describe.skipIf(!host)('self-unpacking builds', () => {
  it('unpacks once, readable by every user; a later run finds it without running the build', async () => {
    await build('mkdir -p "$UNPACK_TO/pkg" && echo "$1" > "$UNPACK_TO/pkg/index.js"')
    expect(await ensureUnpacked(dir, 'bin/cli', host!, unpack, () => undefined)).toBe(true)
    expect(await readFile(join(dir, 'unpacked/pkg/index.js'), 'utf8')).toBe('--version\n')
    expect((await stat(join(dir, 'unpacked'))).mode & 0o777).toBe(0o755)
    await build('exit 1')
    expect(await ensureUnpacked(dir, 'bin/cli', host!, unpack, () => undefined)).toBe(true)
  })

  it('a build of another platform is left to unpack in each container', async () => {
    await build('mkdir -p "$UNPACK_TO/pkg"')
    const other = host === 'linux-x64' ? 'linux-arm64' : 'linux-x64'
    expect(await ensureUnpacked(dir, 'bin/cli', other, unpack, () => undefined)).toBe(false)
    expect(await readdir(dir)).toEqual(['bin'])
  })

  it('a build that fails leaves no folder that looks unpacked', async () => {
    await build('mkdir -p "$UNPACK_TO/pkg"; exit 3')
    await expect(ensureUnpacked(dir, 'bin/cli', host!, unpack, () => undefined)).rejects.toThrow()
    expect(await readdir(dir)).toEqual(['bin'])
  })
})
