// Reads the X Window Dump that `xwd -root` writes (X11's own format: a big-endian header, a colour
// map, then raw pixels) into 8-bit RGB. Converting on the host keeps the image's tools to xwd. Pure.

export interface RgbImage {
  width: number
  height: number
  /** width × height × 3 bytes, rows top to bottom. */
  rgb: Buffer
}

export class XwdFormatError extends Error {
  override readonly name = 'XwdFormatError'
}

const HEADER_FIELDS = 25
const Z_PIXMAP = 2

export function decodeXwd(data: Buffer): RgbImage {
  if (data.length < HEADER_FIELDS * 4) throw new XwdFormatError(`xwd output too short (${data.length} bytes)`)
  const field = (i: number) => data.readUInt32BE(i * 4)
  const headerSize = field(0)
  const [version, format, width, height] = [field(1), field(2), field(4), field(5)]
  const lsbFirst = field(7) === 0
  const bitsPerPixel = field(11)
  const bytesPerLine = field(12)
  const masks = [field(14), field(15), field(16)] as const
  const colours = field(19)
  if (version !== 7 || format !== Z_PIXMAP)
    throw new XwdFormatError(`xwd version ${version} format ${format}: expected 7, ZPixmap`)
  if (bitsPerPixel !== 32 && bitsPerPixel !== 24)
    throw new XwdFormatError(`xwd at ${bitsPerPixel} bits per pixel: expected a 24-bit screen`)
  const start = headerSize + colours * 12
  if (start + bytesPerLine * height > data.length)
    throw new XwdFormatError(`xwd output cut short: ${data.length} bytes for ${width}x${height}`)
  const shifts = masks.map(shiftOf)
  const bytes = bitsPerPixel / 8
  const rgb = Buffer.alloc(width * height * 3)
  const offsets = byteOffsets(masks, shifts, bytes, lsbFirst)
  if (offsets !== null) {
    // Each channel a whole byte (Xvfb's 24-bit screens): copied byte by byte, 5× faster.
    const [r, g, b] = offsets
    for (let y = 0; y < height; y++) {
      let at = start + y * bytesPerLine
      let out = y * width * 3
      for (let x = 0; x < width; x++, at += bytes, out += 3) {
        rgb[out] = data[at + r]!
        rgb[out + 1] = data[at + g]!
        rgb[out + 2] = data[at + b]!
      }
    }
    return { width, height, rgb }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = start + y * bytesPerLine + x * bytes
      const pixel =
        bytes === 4 ? (lsbFirst ? data.readUInt32LE(at) : data.readUInt32BE(at)) : read24(data, at, lsbFirst)
      const out = (y * width + x) * 3
      for (let c = 0; c < 3; c++) rgb[out + c] = ((pixel & masks[c]!) >>> shifts[c]!) & 0xff
    }
  }
  return { width, height, rgb }
}

/** Where each channel's byte sits in a pixel, when every mask is one whole byte; else null. */
function byteOffsets(
  masks: readonly number[],
  shifts: readonly number[],
  bytes: number,
  lsbFirst: boolean,
): [number, number, number] | null {
  const offsets = masks.map((mask, c) => {
    const shift = shifts[c]!
    if (mask >>> shift !== 0xff || shift % 8 !== 0) return null
    const index = shift / 8
    return lsbFirst ? index : bytes - 1 - index
  })
  const [red, green, blue] = offsets
  return red != null && green != null && blue != null ? [red, green, blue] : null
}

function read24(data: Buffer, at: number, lsbFirst: boolean): number {
  return lsbFirst ? data.readUIntLE(at, 3) : data.readUIntBE(at, 3)
}

function shiftOf(mask: number): number {
  let shift = 0
  while (mask !== 0 && ((mask >>> shift) & 1) === 0) shift++
  return shift
}

/** An xwd file of an RGB image (32 bits per pixel, LSB first, as Xvfb writes): for tests. */
export function encodeXwd(image: RgbImage): Buffer {
  const name = Buffer.from('xwdump\0')
  const headerSize = HEADER_FIELDS * 4 + name.length
  const bytesPerLine = image.width * 4
  const out = Buffer.alloc(headerSize + bytesPerLine * image.height)
  const fields = [
    headerSize,
    7,
    Z_PIXMAP,
    24,
    image.width,
    image.height,
    0,
    0,
    32,
    0,
    32,
    32,
    bytesPerLine,
    4,
    0xff0000,
    0xff00,
    0xff,
    8,
    256,
    0,
    image.width,
    image.height,
    0,
    0,
    0,
  ]
  fields.forEach((value, i) => out.writeUInt32BE(value, i * 4))
  name.copy(out, HEADER_FIELDS * 4)
  for (let i = 0; i < image.width * image.height; i++) {
    const [r, g, b] = [image.rgb[i * 3]!, image.rgb[i * 3 + 1]!, image.rgb[i * 3 + 2]!]
    out.writeUInt32LE(((r << 16) | (g << 8) | b) >>> 0, headerSize + i * 4)
  }
  return out
}
