// The built-in agent's screen: the provider's own computer-use tool (Anthropic's `computer` for
// now), each action checked and scaled (display/actions.ts), run through xdotool, and answered
// with a fresh screenshot shrunk to the model's space. Every screenshot is kept under
// `agent/screenshots/` (PNG, size-capped, count-capped) for the trajectory and the report.
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { anthropic } from '@ai-sdk/anthropic'
import type { Tool } from 'ai'
import type { DisplaySize } from '../../../task/types.js'
import type { Environment } from '../../environment/types.js'
import { actionPoint, fromAnthropic, type AnthropicComputerInput } from '../../display/actions.js'
import { runScreenAction, takeScreenshot } from '../../display/display.js'
import { cappedPng, encodePng, shrink } from '../../display/png.js'
import { coordinateSpace, toModel, type CoordinateSpace } from '../../display/scaling.js'
import type { ScreenshotRef } from '../trajectory.js'

/** Kept on disk per attempt; past it the model still sees each screenshot, the folder does not grow. */
export const MAX_KEPT_SCREENSHOTS = 200
/** One kept screenshot at most (halved until it fits). */
export const KEPT_SCREENSHOT_BYTES = 400 * 1024
/** Screen actions per attempt; past it each call is refused (a model stuck asking for screenshots). */
export const MAX_SCREEN_ACTIONS = 500
export const SCREENSHOTS_FOLDER = 'screenshots'

export interface ComputerAnswer {
  text: string
  /** The PNG the model sees (in its coordinate space); null when the action failed before one was taken. */
  image: Buffer | null
  screenshot: ScreenshotRef | null
}

export interface ComputerSession {
  tools: Record<string, Tool>
  handles(toolName: string): boolean
  run(toolName: string, input: unknown): Promise<ComputerAnswer>
}

export interface ComputerOptions {
  container: Environment
  display: DisplaySize
  user: string | null
  /** Host folder `<attempt>/agent`. */
  agentDir: string
}

export function anthropicComputer(options: ComputerOptions): ComputerSession {
  const space = coordinateSpace(options.display)
  let actions = 0
  let kept = 0
  const tool = anthropic.tools.computer_20250124({
    displayWidthPx: space.model.width,
    displayHeightPx: space.model.height,
  })
  return {
    tools: { computer: tool as Tool },
    handles: (name) => name === 'computer',
    async run(_name, input) {
      if (++actions > MAX_SCREEN_ACTIONS)
        return refused(`screen action limit reached (${MAX_SCREEN_ACTIONS} per attempt): use bash or finish`)
      const parsed = fromAnthropic((input ?? {}) as AnthropicComputerInput, space)
      if ('problem' in parsed) return refused(parsed.problem)
      const done = await runScreenAction(options.container, parsed.action, options.user)
      if (!done.ok) return refused(done.detail)
      const text =
        parsed.action.kind === 'cursor-position' && done.cursor
          ? `cursor at ${toModel(space, done.cursor).join(',')}`
          : `${parsed.action.kind} done`
      const shot = await screenshotFor(
        options,
        space,
        kept < MAX_KEPT_SCREENSHOTS ? ++kept : null,
        actionPoint(parsed.action),
      )
      return { text, ...shot }
    },
  }
}

async function screenshotFor(
  options: ComputerOptions,
  space: CoordinateSpace,
  number: number | null,
  point: [number, number] | null,
): Promise<{ image: Buffer; screenshot: ScreenshotRef | null }> {
  const screen = await takeScreenshot(options.container)
  const image = encodePng(shrink(screen, space.model.width, space.model.height))
  if (number === null) return { image, screenshot: null }
  const stored = cappedPng(screen, KEPT_SCREENSHOT_BYTES)
  const path = `${SCREENSHOTS_FOLDER}/${String(number).padStart(4, '0')}.png`
  await mkdir(join(options.agentDir, SCREENSHOTS_FOLDER), { recursive: true })
  await writeFile(join(options.agentDir, path), stored.png)
  return {
    image,
    screenshot: {
      path,
      width: stored.width,
      height: stored.height,
      screen_width: screen.width,
      screen_height: screen.height,
      ...(point ? { point } : {}),
    },
  }
}

function refused(text: string): ComputerAnswer {
  return { text: `error: ${text}`, image: null, screenshot: null }
}
