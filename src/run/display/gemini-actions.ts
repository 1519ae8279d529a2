// Gemini's computer-use functions (the `computer_use` tool's predefined function calls) → screen
// actions. Gemini points on a 1000×1000 grid whatever the screen (0–999, 1000 tolerated), so each
// point is scaled to the screen's own pixels. Browser-only functions map to the keys a browser
// answers (navigate: ctrl+L, the URL, Enter). Pure.
import { MAX_TYPE_CHARS, keyCombo, type ScreenAction } from './actions.js'
import type { Point } from './scaling.js'
import type { DisplaySize } from '../../task/types.js'

/** The predefined functions, by the names Gemini calls them. */
export const GEMINI_FUNCTIONS = [
  'open_web_browser',
  'wait_5_seconds',
  'go_back',
  'go_forward',
  'search',
  'navigate',
  'click_at',
  'hover_at',
  'type_text_at',
  'key_combination',
  'scroll_document',
  'scroll_at',
  'drag_and_drop',
] as const

export const GEMINI_GRID = 1000

export type ActionsOrProblem = { actions: ScreenAction[] } | { problem: string }

type Args = Record<string, unknown>

export function fromGemini(name: string, args: Args, screen: DisplaySize): ActionsOrProblem {
  const point = (xField: string, yField: string): Point | string => {
    const x = args[xField]
    const y = args[yField]
    if (
      typeof x !== 'number' ||
      typeof y !== 'number' ||
      !(x >= 0 && x <= GEMINI_GRID && y >= 0 && y <= GEMINI_GRID)
    )
      return `${xField},${yField} ${JSON.stringify([x, y])} is not on Gemini's 0-999 grid`
    return [scale(x, screen.width), scale(y, screen.height)]
  }
  const many = (actions: ScreenAction[]): ActionsOrProblem => ({ actions })
  switch (name) {
    case 'open_web_browser':
      return many([{ kind: 'screenshot' }])
    case 'wait_5_seconds':
      return many([{ kind: 'wait', seconds: 5 }])
    case 'go_back':
      return many([key('alt+Left')])
    case 'go_forward':
      return many([key('alt+Right')])
    case 'search':
      return { problem: 'search needs a search engine; the task runs offline: use navigate with a URL' }
    case 'navigate': {
      const url = typeof args.url === 'string' ? args.url : ''
      if (!url) return { problem: 'navigate needs a url' }
      return many([key('ctrl+l'), { kind: 'type', text: url }, key('Return')])
    }
    case 'click_at':
    case 'hover_at': {
      const at = point('x', 'y')
      if (typeof at === 'string') return { problem: at }
      return many([
        name === 'hover_at'
          ? { kind: 'move', to: at }
          : { kind: 'click', at, button: 1, count: 1, modifiers: [] },
      ])
    }
    case 'type_text_at': {
      const at = point('x', 'y')
      if (typeof at === 'string') return { problem: at }
      return typeTextAt(at, args)
    }
    case 'key_combination': {
      const keys = typeof args.keys === 'string' ? args.keys : ''
      if (!keys) return { problem: 'key_combination needs keys, e.g. "Control+S"' }
      return many([{ kind: 'key', keys: keyCombo(keys), holdSeconds: null }])
    }
    case 'scroll_document':
    case 'scroll_at': {
      const direction = args.direction
      if (direction !== 'up' && direction !== 'down' && direction !== 'left' && direction !== 'right')
        return { problem: `direction must be up, down, left or right, not ${JSON.stringify(direction)}` }
      const at = name === 'scroll_at' ? point('x', 'y') : centre(screen)
      if (typeof at === 'string') return { problem: at }
      // magnitude is on the grid too (default 800): a share of the screen, ten wheel clicks a screen.
      const magnitude = typeof args.magnitude === 'number' ? args.magnitude : 800
      const amount = Math.min(50, Math.max(1, Math.round((magnitude / GEMINI_GRID) * 10)))
      return many([{ kind: 'scroll', at, direction, amount }])
    }
    case 'drag_and_drop': {
      const from = point('x', 'y')
      const to = point('destination_x', 'destination_y')
      if (typeof from === 'string') return { problem: from }
      if (typeof to === 'string') return { problem: to }
      return many([{ kind: 'drag', from, to }])
    }
    default:
      return { problem: `unknown function ${name}` }
  }
}

function scale(value: number, size: number): number {
  return Math.min(size - 1, Math.round((value / GEMINI_GRID) * size))
}

function centre(screen: DisplaySize): Point {
  return [Math.floor(screen.width / 2), Math.floor(screen.height / 2)]
}

function key(combo: string): ScreenAction {
  return { kind: 'key', keys: [combo], holdSeconds: null }
}

/** Gemini's defaults: clear the field first, press Enter after. */
function typeTextAt(at: Point, args: Args): ActionsOrProblem {
  const text = typeof args.text === 'string' ? args.text : null
  if (text === null) return { problem: 'type_text_at needs text' }
  if (text.length > MAX_TYPE_CHARS)
    return { problem: `text takes at most ${MAX_TYPE_CHARS} characters at once` }
  return {
    actions: [
      { kind: 'click', at, button: 1, count: 1, modifiers: [] },
      ...(args.clear_before_typing !== false ? [key('ctrl+a'), key('BackSpace')] : []),
      ...(text ? [{ kind: 'type' as const, text }] : []),
      ...(args.press_enter !== false ? [key('Return')] : []),
    ],
  }
}
