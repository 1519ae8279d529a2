// PNG out of RGB pixels (node's zlib), and the box-filter shrink used both to fit the model's
// coordinate space and to cap the size of a kept screenshot. Pure.
import { crc32, deflateSync, inflateSync } from 'node:zlib'
import type { RgbImage } from './xwd.js'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

export function encodePng(image: RgbImage): Buffer {
  const stride = image.width * 3
  const raw = Buffer.alloc((stride + 1) * image.height)
  for (let y = 0; y < image.height; y++) {
    // Filter "up" (2): a screen is mostly flat rows, which it turns into zeros.
    raw[y * (stride + 1)] = 2
    const row = y * stride
    for (let i = 0; i < stride; i++) {
      const above = y === 0 ? 0 : image.rgb[row - stride + i]!
      raw[y * (stride + 1) + 1 + i] = (image.rgb[row + i]! - above) & 0xff
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(image.width, 0)
  header.writeUInt32BE(image.height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, truecolour, deflate, no filter set, no interlace
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** Width and height from a PNG's header; null when it is not a PNG. */
export function pngSize(png: Buffer): { width: number; height: number } | null {
  if (png.length < 24 || !png.subarray(0, 8).equals(SIGNATURE)) return null
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

/** Decodes what encodePng wrote (truecolour, filters none/up): for tests and the size cap. */
export function decodePng(png: Buffer): RgbImage {
  const size = pngSize(png)
  if (!size) throw new Error('not a PNG')
  if (png[24] !== 8 || png[25] !== 2 || png[28] !== 0)
    throw new Error('not an 8-bit truecolour PNG as helios writes')
  const parts: Buffer[] = []
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at)
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length))
    at += 12 + length
  }
  const raw = inflateSync(Buffer.concat(parts))
  const stride = size.width * 3
  const rgb = Buffer.alloc(stride * size.height)
  for (let y = 0; y < size.height; y++) {
    const filter = raw[y * (stride + 1)]!
    if (filter !== 0 && filter !== 2) throw new Error(`PNG filter ${filter} is not one helios writes`)
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i]!
      const above = filter === 2 && y > 0 ? rgb[(y - 1) * stride + i]! : 0
      rgb[y * stride + i] = (value + above) & 0xff
    }
  }
  return { ...size, rgb }
}

/** The image shrunk to width × height, each pixel the mean of the source pixels it covers. */
export function shrink(image: RgbImage, width: number, height: number): RgbImage {
  if (width === image.width && height === image.height) return image
  const rgb = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor((y * image.height) / height)
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * image.height) / height))
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor((x * image.width) / width)
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * image.width) / width))
      const sums = [0, 0, 0]
      for (let sy = y0; sy < y1; sy++)
        for (let sx = x0; sx < x1; sx++)
          for (let c = 0; c < 3; c++) sums[c]! += image.rgb[(sy * image.width + sx) * 3 + c]!
      const n = (y1 - y0) * (x1 - x0)
      for (let c = 0; c < 3; c++) rgb[(y * width + x) * 3 + c] = Math.round(sums[c]! / n)
    }
  }
  return { width, height, rgb }
}

/** A PNG of at most `capBytes`: halved until it fits (or is too small to halve again). */
export function cappedPng(image: RgbImage, capBytes: number): { png: Buffer; width: number; height: number } {
  let current = image
  let png = encodePng(current)
  while (png.length > capBytes && current.width >= 320) {
    current = shrink(current, Math.floor(current.width / 2), Math.floor(current.height / 2))
    png = encodePng(current)
  }
  return { png, width: current.width, height: current.height }
}
