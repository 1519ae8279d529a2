// The model's coordinate space and the screen's. A model sees a screenshot no larger than its
// provider reads well (Anthropic: long edge ≤ 1568 px and about 1.15 megapixels, else the API
// shrinks it and the model's clicks land off target), so a larger screen is shown shrunk and
// every coordinate it sends is scaled back. Pure.
import type { DisplaySize } from '../../task/types.js'

const MAX_LONG_EDGE = 1568
const MAX_PIXELS = 1_150_000

export interface CoordinateSpace {
  screen: DisplaySize
  /** What the model sees and clicks in. */
  model: DisplaySize
}

export function coordinateSpace(screen: DisplaySize): CoordinateSpace {
  const factor = Math.min(
    1,
    MAX_LONG_EDGE / Math.max(screen.width, screen.height),
    Math.sqrt(MAX_PIXELS / (screen.width * screen.height)),
  )
  const model = { width: Math.floor(screen.width * factor), height: Math.floor(screen.height * factor) }
  return { screen, model }
}

export type Point = [number, number]

/** A model point on the screen; null when it lies outside the model's space (not clamped: a miss is the model's to see). */
export function toScreen(space: CoordinateSpace, point: readonly unknown[] | undefined): Point | null {
  if (!point || point.length !== 2) return null
  const [x, y] = point
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y))
    return null
  if (x < 0 || y < 0 || x >= space.model.width || y >= space.model.height) return null
  return [
    Math.min(space.screen.width - 1, Math.round((x * space.screen.width) / space.model.width)),
    Math.min(space.screen.height - 1, Math.round((y * space.screen.height) / space.model.height)),
  ]
}

/** A screen point in the model's space (the cursor position the model asks for). */
export function toModel(space: CoordinateSpace, point: Point): Point {
  return [
    Math.round((point[0] * space.model.width) / space.screen.width),
    Math.round((point[1] * space.model.height) / space.screen.height),
  ]
}
