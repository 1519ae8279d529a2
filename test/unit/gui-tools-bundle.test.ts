// The display tools bundle's pure parts: reading ldd, the wrapper scripts, and the start script's
// choice between the image's tools and the bundle's (run by sh over temporary folders).
import { execFile } from 'node:child_process'
import { chmod, lstat, mkdir, readlink, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { linkBundleScript, readDisplayStart } from '../../src/run/display/start-script.js'
import { bundleLayoutScript, parseLdd, wrapperScript } from '../../src/run/display/tools-bundle.js'
import { makeTempDir, removeDir } from '../fixtures/tasks.js'

const run = promisify(execFile)

const LDD = `/usr/bin/Xvfb:
\tlinux-vdso.so.1 (0x00007ffd3a5f6000)
\tlibGL.so.1 => /lib/x86_64-linux-gnu/libGL.so.1 (0x00007f6715670000)
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f6714f3e000)
\t/lib64/ld-linux-x86-64.so.2 (0x00007f6715ac7000)
/usr/bin/xdotool:
\tlinux-vdso.so.1 (0x00007ffd3a5f6000)
\tlibxdo.so.3 => /lib/x86_64-linux-gnu/libxdo.so.3 (0x00007f7767a09000)
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f7767605000)
\t/lib64/ld-linux-x86-64.so.2 (0x00007f7767a3a000)
`

describe('reading ldd', () => {
  it('gives the loader and each library once, without the vDSO', () => {
    expect(parseLdd(LDD)).toEqual({
      loader: '/lib64/ld-linux-x86-64.so.2',
      libraries: [
        '/lib/x86_64-linux-gnu/libGL.so.1',
        '/lib/x86_64-linux-gnu/libc.so.6',
        '/lib/x86_64-linux-gnu/libxdo.so.3',
      ],
    })
  })
  it('reads arm64, whose loader ldd also names with an arrow', () => {
    const libc = '\tlibc.so.6 => /lib/aarch64-linux-gnu/libc.so.6 (0x0000ffff8)\n'
    const arrow = `${libc}\t/lib/ld-linux-aarch64.so.1 => /usr/lib/ld-linux-aarch64.so.1 (0x0000ffff9)\n`
    expect(parseLdd(arrow)).toEqual({
      loader: '/usr/lib/ld-linux-aarch64.so.1',
      libraries: ['/lib/aarch64-linux-gnu/libc.so.6'],
    })
    expect(parseLdd(`${libc}\t/lib/ld-linux-aarch64.so.1 (0x0000ffff9)\n`).loader).toBe(
      '/lib/ld-linux-aarch64.so.1',
    )
  })
  it('refuses a library ldd did not find, and output without a loader', () => {
    expect(() => parseLdd(`${LDD}\tlibXfont2.so.2 => not found\n`)).toThrow(/no libXfont2\.so\.2/)
    expect(() => parseLdd('\tnot a dynamic executable\n')).toThrow(/no dynamic loader/)
  })
})

describe('the bundle layout', () => {
  it('runs each tool through the bundle loader and its libraries', () => {
    expect(wrapperScript('xdotool', 'ld-linux-x86-64.so.2', '/b')).toBe(
      '#!/bin/sh\nexec /b/lib/ld-linux-x86-64.so.2 --library-path /b/lib /b/libexec/xdotool "$@"\n',
    )
  })
  it('copies the loader and every library into lib/', () => {
    const script = bundleLayoutScript(parseLdd(LDD), '/out')
    expect(script).toContain('cp -L /lib64/ld-linux-x86-64.so.2 /out/lib/ld-linux-x86-64.so.2')
    expect(script).toContain('cp -L /lib/x86_64-linux-gnu/libxdo.so.3 /out/lib/libxdo.so.3')
    expect(script).toContain('cp -L "$(command -v Xvfb)" /out/libexec/Xvfb')
  })
})

describe("the start script's choice between the image's tools and the bundle's", () => {
  let dir: string
  beforeEach(async () => {
    dir = await makeTempDir('helios-xbundle-')
    await mkdir(join(dir, 'image'))
    // The image's PATH: the commands the script needs, nothing else of the host's.
    for (const tool of ['ln', 'mkdir'])
      await symlink((await run('sh', ['-c', `command -v ${tool}`])).stdout.trim(), join(dir, 'image', tool))
  })
  afterEach(async () => removeDir(dir))

  async function imageHas(...tools: string[]): Promise<void> {
    for (const tool of tools) {
      await writeFile(join(dir, 'image', tool), '#!/bin/sh\n')
      await chmod(join(dir, 'image', tool), 0o755)
    }
  }
  async function linkIn(): Promise<{ said: string; xkbdir: string }> {
    const script = `${linkBundleScript('/opt/b', join(dir, 'local'), join(dir, 'usr-bin', 'xkbcomp'))}\necho "xkbdir=$xkbdir"`
    const { stdout } = await run('/bin/sh', ['-c', script], {
      env: { PATH: `${join(dir, 'image')}:${join(dir, 'local')}` },
    })
    const lines = stdout.trim().split('\n')
    return { said: lines.find((l) => l.startsWith('bundle:'))!, xkbdir: lines.at(-1)!.slice(7) }
  }
  const linked = (path: string) => readlink(path).catch(() => null)

  it('links only what the image lacks; the image has no X server: xkbcomp and its data from the bundle', async () => {
    await imageHas('xdotool')
    const { said, xkbdir } = await linkIn()
    expect(said).toBe('bundle: Xvfb xwd xkbcomp twm')
    expect(await linked(join(dir, 'local', 'Xvfb'))).toBe('/opt/b/bin/Xvfb')
    expect(await linked(join(dir, 'local', 'xdotool'))).toBeNull()
    expect(await linked(join(dir, 'usr-bin', 'xkbcomp'))).toBe('/opt/b/bin/xkbcomp')
    expect(xkbdir).toBe('-xkbdir /opt/b/share/X11/xkb')
    expect(readDisplayStart(0, `${said}\nwm twm\n1024 768\n`, { width: 1024, height: 768 }).bundled).toEqual([
      'Xvfb',
      'xwd',
      'xkbcomp',
      'twm',
    ])
  })

  it('an image with every tool and a window manager keeps its own: nothing linked', async () => {
    await imageHas('Xvfb', 'xdotool', 'xwd', 'openbox')
    const { said, xkbdir } = await linkIn()
    expect(said).toBe('bundle:')
    expect(xkbdir).toBe('')
    expect(await lstat(join(dir, 'usr-bin')).catch(() => null)).toBeNull()
  })
})
