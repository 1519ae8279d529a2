// A kept screenshot as a small embedded picture for the filmstrip: shrunk to 320 px wide (about
// 30 KB for a desktop), as a data: URL (the page loads nothing). Pure.
import { decodePng, encodePng, pngSize, shrink } from '../../run/display/png.js'

export const THUMBNAIL_WIDTH = 320
/** A PNG it cannot decode (not one helios wrote) is embedded as it is up to this size. */
const AS_IS_BYTES = 64 * 1024

export function thumbnailDataUrl(png: Buffer): string | null {
  const size = pngSize(png)
  if (!size) return null
  let small: Buffer
  try {
    const image = decodePng(png)
    const width = Math.min(THUMBNAIL_WIDTH, image.width)
    small = encodePng(shrink(image, width, Math.max(1, Math.round((image.height * width) / image.width))))
  } catch {
    if (png.length > AS_IS_BYTES) return null
    small = png
  }
  return `data:image/png;base64,${small.toString('base64')}`
}
