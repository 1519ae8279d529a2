// The resident screenshot helper (display/resident-screenshots.ts) with its real shell script, run
// by a local `sh` as an environment's exec would, a fake `xwd` on its PATH printing whatever dump
// the test left: each screenshot is the screen as it is at that moment, all through one exec; a
// helper that fails hands over to an exec per screenshot, which names the cause.
import { spawn } from 'node:child_process'
import { chmod, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import type { Environment, ExecOutcome, ExecRequest } from '../../src/run/environment/types.js'
import { screenshotSource } from '../../src/run/display/resident-screenshots.js'
import { SCREENSHOT_LOOP_SCRIPT } from '../../src/run/display/screenshot-frames.js'
import { encodeXwd, type RgbImage } from '../../src/run/display/xwd.js'
import { useTempFolders } from '../fixtures/temp-folders.js'

const folders = useTempFolders()

const plain = (width: number, height: number, shade: number): RgbImage => ({
  width,
  height,
  rgb: Buffer.alloc(width * height * 3, shade),
})

/** A folder with a fake `xwd` that prints `screen.xwd` (nothing when it is missing). */
async function fakeTools(): Promise<{ bin: string; screen: string }> {
  const bin = join(folders.root, `bin-${Math.random().toString(36).slice(2)}`)
  await mkdir(bin)
  const screen = join(bin, 'screen.xwd')
  await writeFile(join(bin, 'xwd'), `#!/bin/sh\ncat "${screen}" 2>/dev/null\n`)
  await chmod(join(bin, 'xwd'), 0o755)
  return { bin, screen }
}

/** An environment whose exec is a local `sh` with the fake tools first on PATH; counts its execs. */
function localShell(bin: string, options: { helperEnds?: boolean } = {}) {
  const execs: string[] = []
  const environment = {
    id: 'local',
    streamsStdin: true,
    exec: (request: ExecRequest): Promise<ExecOutcome> => {
      const script = request.cmd[2]!
      execs.push(script === SCREENSHOT_LOOP_SCRIPT ? 'helper' : 'exec')
      const helperEnds = options.helperEnds === true && script === SCREENSHOT_LOOP_SCRIPT
      const child = spawn('sh', ['-c', helperEnds ? 'exit 0' : script], {
        env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
      })
      if (request.stdin !== undefined)
        void pipeline(
          Buffer.isBuffer(request.stdin) ? Readable.from([request.stdin]) : request.stdin,
          child.stdin,
        ).catch(() => undefined)
      else child.stdin.end()
      if (request.stdout) child.stdout.pipe(request.stdout, { end: false })
      if (request.stderr) child.stderr.pipe(request.stderr, { end: false })
      return new Promise((resolve) =>
        child.on('close', (code) => resolve({ exitCode: code, timedOut: false, durationSec: 0 })),
      )
    },
  } as unknown as Environment
  return { environment, execs }
}

describe('the resident screenshot helper', () => {
  it('answers each screenshot with the screen at that moment, through one exec', async () => {
    const { bin, screen } = await fakeTools()
    const { environment, execs } = localShell(bin)
    const source = screenshotSource(environment)
    const seen: number[] = []
    for (const shade of [10, 200, 77]) {
      await writeFile(screen, encodeXwd(plain(48, 30, shade)))
      const shot = await source.take()
      expect({ width: shot.width, height: shot.height }).toEqual({ width: 48, height: 30 })
      seen.push(shot.rgb[0]!)
    }
    source.close()
    expect(seen).toEqual([10, 200, 77])
    expect(execs).toEqual(['helper'])
  })

  it('an empty dump: the helper hands over to an exec, whose error names it', async () => {
    const { bin, screen } = await fakeTools()
    const { environment, execs } = localShell(bin)
    const source = screenshotSource(environment)
    await expect(source.take()).rejects.toThrow(/screenshot failed \(xwd wrote nothing\)/)
    await writeFile(screen, encodeXwd(plain(8, 6, 5)))
    expect((await source.take()).rgb[0]).toBe(5)
    expect(execs).toEqual(['helper', 'exec', 'exec'])
  })

  it('a helper that ends at once: every screenshot by exec', async () => {
    const { bin, screen } = await fakeTools()
    const { environment, execs } = localShell(bin, { helperEnds: true })
    await writeFile(screen, encodeXwd(plain(8, 6, 9)))
    const source = screenshotSource(environment)
    expect((await source.take()).rgb[0]).toBe(9)
    expect((await source.take()).rgb[0]).toBe(9)
    expect(execs).toEqual(['helper', 'exec', 'exec'])
  })
})
