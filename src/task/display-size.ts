// `[environment] display`: the size of the virtual screen a GUI task needs. Pure.
import type { DisplaySize } from './types.js'

/** 1280×800: the size Anthropic and OpenAI suggest for computer use (WXGA), and Helios's. */
export const DEFAULT_DISPLAY: DisplaySize = { width: 1280, height: 800 }
/** Xvfb's own limits are far larger; past 4K a screenshot is too big for any model to read. */
const MIN = { width: 320, height: 200 }
const MAX = { width: 3840, height: 2160 }

/** The size, or what was expected (for the field's error). */
export function parseDisplaySize(value: unknown): DisplaySize | string {
  const expected = `true or a size "WIDTHxHEIGHT" from ${MIN.width}x${MIN.height} to ${MAX.width}x${MAX.height}, e.g. display = "1280x800"`
  if (value === true) return { ...DEFAULT_DISPLAY }
  if (typeof value !== 'string') return expected
  const match = /^\s*(\d{1,5})\s*[xX×]\s*(\d{1,5})\s*$/.exec(value)
  if (!match) return expected
  const size = { width: Number(match[1]), height: Number(match[2]) }
  const fits =
    size.width >= MIN.width &&
    size.width <= MAX.width &&
    size.height >= MIN.height &&
    size.height <= MAX.height
  // Even sizes: video encoders and some screenshot paths halve them.
  return fits && size.width % 2 === 0 && size.height % 2 === 0 ? size : expected
}

export function displaySizeText(size: DisplaySize): string {
  return `${size.width}x${size.height}`
}
