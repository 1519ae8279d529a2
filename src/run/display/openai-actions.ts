// OpenAI's computer-use actions (Responses API `computer_call`: one `action` in the preview tool,
// a batch of `actions` in the GA tool; the AI SDK hands both over as `actions`) → screen actions.
// Coordinates are in the model's space (the screenshot it saw). Pure.
import {
  MAX_SCROLL,
  MAX_TYPE_CHARS,
  chord,
  keyName,
  type ActionOrProblem,
  type MouseButton,
} from './actions.js'
import { toScreen, type CoordinateSpace, type Point } from './scaling.js'
import { recordList } from '../../narrow.js'

/** One action as the AI SDK parses it (`scrollX`/`scrollY` camel-cased from `scroll_x`/`scroll_y`). */
export interface OpenAIAction {
  type?: unknown
  x?: unknown
  y?: unknown
  button?: unknown
  keys?: unknown
  path?: unknown
  scrollX?: unknown
  scrollY?: unknown
  text?: unknown
}

/** What one `wait` stands for: OpenAI's reference loop sleeps about this long. */
export const OPENAI_WAIT_SEC = 2
/** Pixels of an OpenAI scroll per wheel click (xdotool scrolls by clicks of buttons 4–7). */
const PIXELS_PER_CLICK = 100

const BUTTONS: Record<string, MouseButton> = { left: 1, wheel: 2, right: 3, back: 8, forward: 9 }

export function fromOpenAI(input: OpenAIAction, space: CoordinateSpace): ActionOrProblem {
  const point = (x: unknown, y: unknown): Point | string =>
    toScreen(space, [x, y]) ??
    `point ${JSON.stringify([x, y])} is not on the ${space.model.width}x${space.model.height} screen`
  const modifiers = Array.isArray(input.keys) ? input.keys.map((k) => keyName(String(k))) : []
  const at = (): Point | string => point(input.x, input.y)
  switch (input.type) {
    case 'screenshot':
      return { action: { kind: 'screenshot' } }
    case 'wait':
      return { action: { kind: 'wait', seconds: OPENAI_WAIT_SEC } }
    case 'click':
    case 'double_click': {
      const p = at()
      if (typeof p === 'string') return { problem: p }
      const button = input.type === 'double_click' ? 1 : BUTTONS[String(input.button)]
      if (!button)
        return {
          problem: `button must be left, right, wheel, back or forward, not ${JSON.stringify(input.button)}`,
        }
      return {
        action: { kind: 'click', at: p, button, count: input.type === 'double_click' ? 2 : 1, modifiers },
      }
    }
    case 'move': {
      const p = at()
      return typeof p === 'string' ? { problem: p } : { action: { kind: 'move', to: p } }
    }
    case 'drag': {
      const path = recordList(input.path)
      if (path.length < 2) return { problem: 'drag needs a path of at least two points' }
      const from = point(path[0]!.x, path[0]!.y)
      const to = point(path.at(-1)!.x, path.at(-1)!.y)
      if (typeof from === 'string') return { problem: from }
      return typeof to === 'string' ? { problem: to } : { action: { kind: 'drag', from, to } }
    }
    case 'scroll': {
      const p = at()
      if (typeof p === 'string') return { problem: p }
      const dx = typeof input.scrollX === 'number' ? input.scrollX : 0
      const dy = typeof input.scrollY === 'number' ? input.scrollY : 0
      const vertical = Math.abs(dy) >= Math.abs(dx)
      const pixels = vertical ? dy : dx
      const direction = vertical ? (pixels < 0 ? 'up' : 'down') : pixels < 0 ? 'left' : 'right'
      const amount = Math.min(MAX_SCROLL, Math.max(1, Math.round(Math.abs(pixels) / PIXELS_PER_CLICK)))
      return { action: { kind: 'scroll', at: p, direction, amount } }
    }
    case 'type': {
      const text = typeof input.text === 'string' ? input.text : ''
      if (!text) return { problem: 'type needs text' }
      if (text.length > MAX_TYPE_CHARS)
        return { problem: `type takes at most ${MAX_TYPE_CHARS} characters at once` }
      return { action: { kind: 'type', text } }
    }
    case 'keypress': {
      if (!Array.isArray(input.keys) || input.keys.length === 0) return { problem: 'keypress needs keys' }
      // One chord: ["CTRL", "S"] is ctrl+s.
      return { action: { kind: 'key', keys: [chord(input.keys.map(String))], holdSeconds: null } }
    }
    default:
      return { problem: `unknown action ${JSON.stringify(input.type)}` }
  }
}
