import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  startDisplay,
  DisplayNotReady,
  isScreenshotCommand,
  takeScreenshot,
} from '../../src/run/display/display.js'
import { decodePng, cappedPng, encodePng, pngSize, shrink } from '../../src/run/display/png.js'
import { FrameReader } from '../../src/run/display/screenshot-frames.js'
import { displayStartScript, EXIT, readDisplayStart } from '../../src/run/display/start-script.js'
import { decodeXwd, encodeXwd, XwdFormatError, type RgbImage } from '../../src/run/display/xwd.js'
import { MemoryEnvironment, type ExecScript } from '../fixtures/memory-provider.js'

const SIZE = { width: 1024, height: 768 }

function gradient(width: number, height: number): RgbImage {
  const rgb = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rgb.set([x % 256, y % 256, (x * y) % 256], (y * width + x) * 3)
  return { width, height, rgb }
}

/** Buffers compared as bytes (toEqual walks them element by element: seconds for a screen). */
function same(a: RgbImage, b: RgbImage): boolean {
  return a.width === b.width && a.height === b.height && a.rgb.equals(b.rgb)
}

describe('the display start script', () => {
  it('names the size, the display and a bounded wait', () => {
    const script = displayStartScript(SIZE, 2)
    expect(script).toContain('Xvfb :99 -screen 0 1024x768x24')
    expect(script).toContain('-ge 20 ]')
    // The server stays up between clients (the readiness probe leaving must not reset it).
    expect(script).toMatch(/Xvfb [^\n]* -noreset /)
  })
  it('is ready only when xdotool reads the size asked for', () => {
    expect(readDisplayStart(0, 'wm openbox\n1024 768\n', SIZE)).toEqual({
      ok: true,
      windowManager: 'openbox',
      reason: null,
      bundled: [],
    })
    expect(readDisplayStart(0, '800 600\n', SIZE).reason).toMatch(/came up at 800x600, not 1024x768/)
  })
  it('names the missing tools and the packages that bring them', () => {
    const answer = readDisplayStart(EXIT.missingTools, 'missing: Xvfb xwd\n', SIZE)
    expect(answer.ok).toBe(false)
    expect(answer.reason).toMatch(/lacks Xvfb xwd .*install xvfb, xdotool and x11-apps/)
  })
  it('says a display that never answered never became ready', () => {
    const answer = readDisplayStart(EXIT.notReady, 'no answer from Xvfb in 2 s\n(EE) no screens\n', SIZE)
    expect(answer.reason).toMatch(/never became ready: no answer from Xvfb in 2 s \| \(EE\) no screens/)
    expect(readDisplayStart(null, '', SIZE).reason).toMatch(/timed out/)
  })
})

async function started(script: ExecScript): Promise<MemoryEnvironment> {
  const environment = new MemoryEnvironment('gui-1', { image: 'gui', env: {} } as never, script)
  await environment.start()
  return environment
}

describe('startDisplay and takeScreenshot through an environment', () => {
  it('throws DisplayNotReady with the cause when Xvfb never answers', async () => {
    const environment = await started((call) =>
      call.cmd[0] === 'sh'
        ? { exitCode: EXIT.notReady, stdout: 'no answer from Xvfb in 1 s\n' }
        : { exitCode: 0 },
    )
    const starting = startDisplay(environment, SIZE, { readySec: 1 })
    await expect(starting).rejects.toThrow(DisplayNotReady)
    await expect(startDisplay(environment, SIZE, { readySec: 1 })).rejects.toThrow(
      /never became ready: no answer from Xvfb in 1 s/,
    )
  })
  it('decodes the xwd dump it is given', async () => {
    const image = gradient(64, 40)
    const environment = await started((call) =>
      isScreenshotCommand(call.cmd) ? { exitCode: 0, stdout: encodeXwd(image) } : { exitCode: 0 },
    )
    expect(same(await takeScreenshot(environment), image)).toBe(true)
  })
})

describe('a compressed screenshot', () => {
  it('reads the dump gzip compressed in the environment, and says so when xwd wrote nothing', async () => {
    const image = gradient(64, 40)
    const compressed = await started((call) =>
      isScreenshotCommand(call.cmd) ? { exitCode: 0, stdout: gzipSync(encodeXwd(image)) } : { exitCode: 0 },
    )
    expect(same(await takeScreenshot(compressed), image)).toBe(true)
    const failed = await started((call) =>
      isScreenshotCommand(call.cmd) ? { exitCode: 0, stdout: gzipSync(Buffer.alloc(0)) } : { exitCode: 0 },
    )
    await expect(takeScreenshot(failed)).rejects.toThrow(/screenshot failed \(xwd wrote nothing\)/)
  })
})

describe("the resident helper's frames", () => {
  it('cuts frames out of chunks however they are split', () => {
    const reader = new FrameReader()
    expect(reader.push(Buffer.from('5\nhel'))).toEqual([])
    expect(reader.push(Buffer.from('lo3\nabc0\n2'))).toEqual([
      Buffer.from('hello'),
      Buffer.from('abc'),
      Buffer.alloc(0),
    ])
    expect(reader.push(Buffer.from('\nok'))).toEqual([Buffer.from('ok')])
  })
  it('refuses a stream that is not frames', () => {
    expect(() => new FrameReader().push(Buffer.from('xwd: error\n'))).toThrow(
      /'xwd: error' is not a frame header/,
    )
    expect(() => new FrameReader().push(Buffer.alloc(40, 0x41))).toThrow(/no frame header/)
  })
})

describe('xwd and png', () => {
  it('round-trips pixels through xwd and png', () => {
    const image = gradient(300, 200)
    expect(same(decodeXwd(encodeXwd(image)), image)).toBe(true)
    const png = encodePng(image)
    expect(pngSize(png)).toEqual({ width: 300, height: 200 })
    expect(same(decodePng(png), image)).toBe(true)
    expect(same(decodePng(png), gradient(300, 199))).toBe(false)
  })
  it('reads MSB-first and 24-bit dumps, and channels that are not whole bytes, the same way', () => {
    const image = gradient(37, 11)
    const dump = (bits: 24 | 32, lsbFirst: boolean, masks = [0xff0000, 0xff00, 0xff]) => {
      const bytes = bits / 8
      const header = Buffer.alloc(100)
      const fields: Record<number, number> = { 0: 100, 1: 7, 2: 2, 4: 37, 5: 11, 7: lsbFirst ? 0 : 1 }
      Object.assign(fields, { 11: bits, 12: 37 * bytes, 14: masks[0], 15: masks[1], 16: masks[2] })
      for (const [i, v] of Object.entries(fields)) header.writeUInt32BE(v, Number(i) * 4)
      const pixels = Buffer.alloc(37 * 11 * bytes)
      for (let i = 0; i < 37 * 11; i++) {
        const [r, g, b] = [image.rgb[i * 3]!, image.rgb[i * 3 + 1]!, image.rgb[i * 3 + 2]!]
        // 10 bits a channel where asked: the 8 bits we keep sit in its low bits.
        const wide = masks[0] === 0x3ff00000
        const value = wide ? ((r << 20) | (g << 10) | b) >>> 0 : ((r << 16) | (g << 8) | b) >>> 0
        if (lsbFirst) pixels.writeUIntLE(value, i * bytes, bytes)
        else pixels.writeUIntBE(value, i * bytes, bytes)
      }
      return Buffer.concat([header, pixels])
    }
    for (const [bits, lsbFirst] of [
      [32, true],
      [32, false],
      [24, true],
      [24, false],
    ] as const)
      expect(same(decodeXwd(dump(bits, lsbFirst)), image), `${bits} bits, lsbFirst ${lsbFirst}`).toBe(true)
    expect(same(decodeXwd(dump(32, true, [0x3ff00000, 0xffc00, 0x3ff])), image)).toBe(true)
  })
  it('refuses a cut-short dump', () => {
    const dump = encodeXwd(gradient(50, 50))
    expect(() => decodeXwd(dump.subarray(0, dump.length - 10))).toThrow(XwdFormatError)
    expect(() => decodeXwd(Buffer.alloc(8))).toThrow(/too short/)
  })
  it('shrinks by averaging', () => {
    const image: RgbImage = { width: 2, height: 1, rgb: Buffer.from([0, 0, 0, 200, 100, 50]) }
    expect(shrink(image, 1, 1).rgb).toEqual(Buffer.from([100, 50, 25]))
  })
  it('halves a screenshot until it fits the cap', () => {
    const noisy = gradient(1280, 800)
    for (let i = 0; i < noisy.rgb.length; i++) noisy.rgb[i] = (i * 2654435761) % 251
    const full = encodePng(noisy)
    const capped = cappedPng(noisy, Math.floor(full.length / 3))
    expect(capped.png.length).toBeLessThanOrEqual(Math.floor(full.length / 3))
    expect(capped.width).toBeLessThan(1280)
    expect(pngSize(capped.png)).toEqual({ width: capped.width, height: capped.height })
  })
})
