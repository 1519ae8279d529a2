// Computer actions as the providers send them, checked and turned into one xdotool command line
// each (xdotool chains its own commands, so one exec per action). Pure.
import { toScreen, type CoordinateSpace, type Point } from './scaling.js'

/** X's mouse buttons: left, middle, right, back, forward. */
export type MouseButton = 1 | 2 | 3 | 8 | 9

/** One action, provider-neutral, in screen pixels. */
export type ScreenAction =
  | { kind: 'screenshot' }
  | { kind: 'cursor-position' }
  | { kind: 'wait'; seconds: number }
  | { kind: 'move'; to: Point }
  | { kind: 'click'; at: Point | null; button: MouseButton; count: 1 | 2 | 3; modifiers: string[] }
  | { kind: 'drag'; from: Point; to: Point }
  | { kind: 'button'; down: boolean }
  | { kind: 'scroll'; at: Point | null; direction: 'up' | 'down' | 'left' | 'right'; amount: number }
  | { kind: 'type'; text: string }
  | { kind: 'key'; keys: string[]; holdSeconds: number | null }

/** The input of Anthropic's computer tool (computer_20250124). */
export interface AnthropicComputerInput {
  action?: unknown
  coordinate?: unknown
  start_coordinate?: unknown
  text?: unknown
  duration?: unknown
  scroll_amount?: unknown
  scroll_direction?: unknown
}

/** Longest wait or key hold the agent may ask for at once. */
export const MAX_WAIT_SEC = 10
export const MAX_SCROLL = 50
export const MAX_TYPE_CHARS = 5000

export type ActionOrProblem = { action: ScreenAction } | { problem: string }

export function fromAnthropic(input: AnthropicComputerInput, space: CoordinateSpace): ActionOrProblem {
  const name = typeof input.action === 'string' ? input.action : ''
  const point = (value: unknown, field: string): Point | string => {
    const screen = toScreen(space, Array.isArray(value) ? value : undefined)
    if (screen) return screen
    return `${field} ${JSON.stringify(value)} is not a point on the ${space.model.width}x${space.model.height} screen`
  }
  const optionalPoint = (): Point | null | string =>
    input.coordinate === undefined ? null : point(input.coordinate, 'coordinate')
  const text = typeof input.text === 'string' ? input.text : null
  const done = (action: ScreenAction | string): ActionOrProblem =>
    typeof action === 'string' ? { problem: action } : { action }
  switch (name) {
    case 'screenshot':
      return done({ kind: 'screenshot' })
    case 'cursor_position':
      return done({ kind: 'cursor-position' })
    case 'wait':
      return done({ kind: 'wait', seconds: seconds(input.duration, 1) })
    case 'mouse_move': {
      const to = point(input.coordinate, 'coordinate')
      return done(typeof to === 'string' ? to : { kind: 'move', to })
    }
    case 'left_click':
    case 'right_click':
    case 'middle_click':
    case 'double_click':
    case 'triple_click': {
      const at = optionalPoint()
      if (typeof at === 'string') return done(at)
      const button = name === 'right_click' ? 3 : name === 'middle_click' ? 2 : 1
      const count = name === 'double_click' ? 2 : name === 'triple_click' ? 3 : 1
      return done({ kind: 'click', at, button, count, modifiers: text ? keyCombo(text) : [] })
    }
    case 'left_click_drag': {
      const from = point(input.start_coordinate, 'start_coordinate')
      const to = point(input.coordinate, 'coordinate')
      if (typeof from === 'string') return done(from)
      return done(typeof to === 'string' ? to : { kind: 'drag', from, to })
    }
    case 'left_mouse_down':
    case 'left_mouse_up':
      return done({ kind: 'button', down: name === 'left_mouse_down' })
    case 'scroll': {
      const at = optionalPoint()
      if (typeof at === 'string') return done(at)
      const direction = input.scroll_direction
      if (direction !== 'up' && direction !== 'down' && direction !== 'left' && direction !== 'right')
        return done(`scroll_direction must be up, down, left or right, not ${JSON.stringify(direction)}`)
      const amount = typeof input.scroll_amount === 'number' ? Math.round(input.scroll_amount) : 3
      return done({ kind: 'scroll', at, direction, amount: Math.min(MAX_SCROLL, Math.max(1, amount)) })
    }
    case 'type':
      if (!text) return done('type needs text')
      if (text.length > MAX_TYPE_CHARS) return done(`type takes at most ${MAX_TYPE_CHARS} characters at once`)
      return done({ kind: 'type', text })
    case 'key':
    case 'hold_key':
      if (!text) return done(`${name} needs text, e.g. "ctrl+s"`)
      return done({
        kind: 'key',
        keys: keyCombo(text),
        holdSeconds: name === 'hold_key' ? seconds(input.duration, 1) : null,
      })
    default:
      return done(`unknown action ${JSON.stringify(input.action)}`)
  }
}

function seconds(value: unknown, fallback: number): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : fallback
  return Math.min(MAX_WAIT_SEC, Math.max(0, n))
}

/** Key names models use that xdotool spells otherwise. */
const KEY_NAMES: Record<string, string> = {
  enter: 'Return',
  return: 'Return',
  esc: 'Escape',
  escape: 'Escape',
  tab: 'Tab',
  backspace: 'BackSpace',
  delete: 'Delete',
  space: 'space',
  cmd: 'super',
  command: 'super',
  meta: 'super',
  win: 'super',
  control: 'ctrl',
  ctrl: 'ctrl',
  shift: 'shift',
  alt: 'alt',
  super: 'super',
  insert: 'Insert',
  capslock: 'Caps_Lock',
  arrowup: 'Up',
  arrowdown: 'Down',
  arrowleft: 'Left',
  arrowright: 'Right',
  option: 'alt',
  pageup: 'Page_Up',
  pagedown: 'Page_Down',
  up: 'Up',
  down: 'Down',
  left: 'Left',
  right: 'Right',
  home: 'Home',
  end: 'End',
}

/** One key as xdotool spells it (`Enter` → `Return`, `CTRL` → `ctrl`). */
export function keyName(key: string): string {
  if (/^f\d{1,2}$/i.test(key)) return key.toUpperCase()
  return KEY_NAMES[key.toLowerCase()] ?? key
}

/**
 * `ctrl+shift+T` → ['ctrl+shift+t']; space-separated combos are pressed one after another. A letter
 * in a chord is lower-cased: xdotool's `ctrl+S` would press shift too.
 */
export function keyCombo(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean).map(chord)
}

/** One chord (`Control+S`, or OpenAI's ['CTRL', 'S']) as xdotool spells it. */
export function chord(keys: string | readonly string[]): string {
  const names = (typeof keys === 'string' ? keys.split('+') : keys).map(keyName)
  return names.map((k) => (names.length > 1 && /^[A-Z]$/.test(k) ? k.toLowerCase() : k)).join('+')
}

/** The xdotool arguments that do it; null for what needs no input (a screenshot, a wait). */
export function xdotoolArgs(action: ScreenAction): string[] | null {
  const at = (p: Point | null) => (p ? ['mousemove', '--sync', String(p[0]), String(p[1])] : [])
  switch (action.kind) {
    case 'screenshot':
    case 'wait':
      return null
    case 'cursor-position':
      return ['getmouselocation', '--shell']
    case 'move':
      return at(action.to)
    case 'click': {
      const mods = action.modifiers.flatMap((m) => m.split('+'))
      const repeat = action.count > 1 ? ['--repeat', String(action.count), '--delay', '80'] : []
      return [
        ...at(action.at),
        ...(mods.length ? ['keydown', mods.join('+')] : []),
        'click',
        ...repeat,
        String(action.button),
        ...(mods.length ? ['keyup', mods.join('+')] : []),
      ]
    }
    case 'drag':
      return [...at(action.from), 'mousedown', '1', ...at(action.to), 'mouseup', '1']
    case 'button':
      return [action.down ? 'mousedown' : 'mouseup', '1']
    case 'scroll': {
      const button = { up: '4', down: '5', left: '6', right: '7' }[action.direction]
      return [...at(action.at), 'click', '--repeat', String(action.amount), '--delay', '30', button]
    }
    case 'type':
      return ['type', '--delay', '12', '--', action.text]
    case 'key':
      return action.holdSeconds === null
        ? ['key', '--delay', '60', '--', ...action.keys]
        : ['keydown', ...action.keys, 'sleep', String(action.holdSeconds), 'keyup', ...action.keys]
  }
}

/** Where the action put the pointer on the screen, for the filmstrip's click marks. */
export function actionPoint(action: ScreenAction): Point | null {
  if (action.kind === 'click' || action.kind === 'scroll') return action.at
  if (action.kind === 'move' || action.kind === 'drag') return action.to
  return null
}

/** `X=12\nY=34\n…` from `getmouselocation --shell`. */
export function parseMouseLocation(output: string): Point | null {
  const x = /X=(\d+)/.exec(output)
  const y = /Y=(\d+)/.exec(output)
  return x && y ? [Number(x[1]), Number(y[1])] : null
}
