import { describe, expect, it } from 'vitest'
import {
  fromAnthropic,
  keyCombo,
  parseMouseLocation,
  xdotoolArgs,
  type ScreenAction,
} from '../../src/run/display/actions.js'
import { coordinateSpace, toModel, toScreen } from '../../src/run/display/scaling.js'

const SMALL = coordinateSpace({ width: 1024, height: 768 })
const BIG = coordinateSpace({ width: 1920, height: 1080 })

function action(input: Record<string, unknown>, space = SMALL): ScreenAction {
  const parsed = fromAnthropic(input, space)
  if ('problem' in parsed) throw new Error(parsed.problem)
  return parsed.action
}

describe('coordinate scaling', () => {
  it('keeps a screen the model reads well as it is', () => {
    expect(SMALL.model).toEqual({ width: 1024, height: 768 })
    expect(coordinateSpace({ width: 1280, height: 800 }).model).toEqual({ width: 1280, height: 800 })
  })
  it('shows a large screen shrunk (≤ 1.15 MP) and scales clicks back', () => {
    expect(BIG.model.width * BIG.model.height).toBeLessThanOrEqual(1_150_000)
    expect(BIG.model.width / BIG.model.height).toBeCloseTo(1920 / 1080, 2)
    const middle = [Math.round(BIG.model.width / 2), Math.round(BIG.model.height / 2)] as const
    const screen = toScreen(BIG, [...middle])!
    expect(Math.abs(screen[0] - 960)).toBeLessThanOrEqual(2)
    expect(Math.abs(screen[1] - 540)).toBeLessThanOrEqual(2)
    expect(toModel(BIG, screen)).toEqual(middle)
  })
  it.each([[[-1, 5]], [[1024, 10]], [[10, 768]], [[5000, 5000]], [[1, 2, 3]], [['a', 1]], [[NaN, 1]]])(
    'refuses %j outside the screen',
    (point) => {
      expect(toScreen(SMALL, point)).toBeNull()
    },
  )
})

describe("Anthropic's computer actions as xdotool lines", () => {
  it('clicks, double-clicks and right-clicks where asked', () => {
    expect(xdotoolArgs(action({ action: 'left_click', coordinate: [10, 20] }))).toEqual([
      'mousemove',
      '--sync',
      '10',
      '20',
      'click',
      '1',
    ])
    expect(xdotoolArgs(action({ action: 'double_click', coordinate: [1, 2] }))).toEqual([
      'mousemove',
      '--sync',
      '1',
      '2',
      'click',
      '--repeat',
      '2',
      '--delay',
      '80',
      '1',
    ])
    expect(xdotoolArgs(action({ action: 'right_click' }))).toEqual(['click', '3'])
    expect(xdotoolArgs(action({ action: 'left_click', coordinate: [5, 5], text: 'ctrl' }))).toEqual([
      'mousemove',
      '--sync',
      '5',
      '5',
      'keydown',
      'ctrl',
      'click',
      '1',
      'keyup',
      'ctrl',
    ])
  })
  it('drags, moves, scrolls, types and presses keys', () => {
    expect(
      xdotoolArgs(action({ action: 'left_click_drag', start_coordinate: [1, 1], coordinate: [9, 9] })),
    ).toEqual([
      'mousemove',
      '--sync',
      '1',
      '1',
      'mousedown',
      '1',
      'mousemove',
      '--sync',
      '9',
      '9',
      'mouseup',
      '1',
    ])
    expect(xdotoolArgs(action({ action: 'mouse_move', coordinate: [3, 4] }))).toEqual([
      'mousemove',
      '--sync',
      '3',
      '4',
    ])
    expect(
      xdotoolArgs(
        action({ action: 'scroll', coordinate: [3, 4], scroll_direction: 'down', scroll_amount: 2 }),
      ),
    ).toEqual(['mousemove', '--sync', '3', '4', 'click', '--repeat', '2', '--delay', '30', '5'])
    expect(xdotoolArgs(action({ action: 'type', text: '-rf /' }))).toEqual([
      'type',
      '--delay',
      '12',
      '--',
      '-rf /',
    ])
    expect(xdotoolArgs(action({ action: 'key', text: 'ctrl+s Enter' }))).toEqual([
      'key',
      '--delay',
      '60',
      '--',
      'ctrl+s',
      'Return',
    ])
    expect(xdotoolArgs(action({ action: 'hold_key', text: 'shift', duration: 99 }))).toEqual([
      'keydown',
      'shift',
      'sleep',
      '10',
      'keyup',
      'shift',
    ])
  })
  it('needs no input for a screenshot or a wait, and caps the wait', () => {
    expect(xdotoolArgs(action({ action: 'screenshot' }))).toBeNull()
    expect(action({ action: 'wait', duration: 3600 })).toEqual({ kind: 'wait', seconds: 10 })
  })
  it('scales a big screen: the model point lands on the screen point', () => {
    const args = xdotoolArgs(action({ action: 'left_click', coordinate: [BIG.model.width - 1, 0] }, BIG))!
    expect(Number(args[2])).toBeGreaterThan(1900)
    expect(Number(args[2])).toBeLessThanOrEqual(1919)
  })
  it.each([
    [
      { action: 'left_click', coordinate: [2000, 10] },
      /coordinate \[2000,10\] is not a point on the 1024x768 screen/,
    ],
    [{ action: 'left_click_drag', coordinate: [1, 1] }, /start_coordinate undefined/],
    [{ action: 'scroll', scroll_direction: 'sideways' }, /scroll_direction must be/],
    [{ action: 'type' }, /type needs text/],
    [{ action: 'type', text: 'x'.repeat(5001) }, /at most 5000/],
    [{ action: 'teleport' }, /unknown action "teleport"/],
  ])('refuses %j with a reason the model can read', (input, reason) => {
    const parsed = fromAnthropic(input, SMALL)
    expect('problem' in parsed && parsed.problem).toMatch(reason)
  })
  it('reads key names and the cursor position', () => {
    expect(keyCombo('cmd+Enter esc')).toEqual(['super+Return', 'Escape'])
    expect(parseMouseLocation('X=12\nY=34\nSCREEN=0\nWINDOW=5\n')).toEqual([12, 34])
    expect(parseMouseLocation('')).toBeNull()
  })
})
