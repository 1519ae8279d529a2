// Installed agent CLIs share one cache folder: runs that install the same version at once (cases
// of one test file, matrix jobs on one self-hosted runner) must never remove an install another
// run already finished and may be running from. A stand-in `npm` on PATH writes a file into the
// prefix after a while, so the runs overlap for real.
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ensureInstalled } from '../../src/run/agents/installed/install.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'

let dir = ''
const path = process.env.PATH
afterEach(async () => {
  process.env.PATH = path
  await removeDir(dir)
})

describe('installs of one CLI at once', () => {
  it('a run that finishes second keeps the first install in place, and each gets a whole one', async () => {
    dir = await makeTempDir('helios-install-race-')
    await mkdir(join(dir, 'bin'))
    // `npm install --prefix P …`: P/cli.js names the run, written after a pause that grows per call.
    const npm = join(dir, 'bin', 'npm')
    await writeFile(
      npm,
      `#!/bin/sh\nwhile [ "$1" != --prefix ]; do shift; done\nn=$(ls "${dir}/calls" | wc -l)\ntouch "${dir}/calls/$n"\nsleep "0.$((n * 3))"\necho "install $n" > "$2/cli.js"\n`,
    )
    await chmod(npm, 0o755)
    await mkdir(join(dir, 'calls'))
    process.env.PATH = `${join(dir, 'bin')}:${path}`
    const request = {
      cacheDir: join(dir, 'cache'),
      agent: 'some-cli',
      version: '1.0.0',
      platform: 'linux-x64' as const,
      packages: ['some-cli@1.0.0'],
      hostEnv: {},
      log: () => undefined,
    }
    const first = ensureInstalled(request)
    const second = ensureInstalled(request)
    const firstFolder = await first
    // The first run is "running from" its install while the second one finishes.
    const inUse = await readFile(join(firstFolder, 'cli.js'), 'utf8')
    const secondFolder = await second
    expect(secondFolder).toBe(firstFolder)
    expect(await readFile(join(firstFolder, 'cli.js'), 'utf8')).toBe(inUse)
    expect(inUse).toBe('install 0\n')
    // No staging folder left beside it.
    expect((await readdir(join(dir, 'cache', 'some-cli', '1.0.0'))).sort()).toEqual(['linux-x64'])
  })
})
