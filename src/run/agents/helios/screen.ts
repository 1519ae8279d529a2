// The screen one computer-use session drives: runs screen actions through xdotool, answers with a
// fresh screenshot shrunk to the model's space, keeps each screenshot under `agent/screenshots/`
// (PNG, size-capped, count-capped) and counts actions against the per-attempt limit. Shared by
// the three providers' tools (computer-tool.ts, computer-openai.ts, computer-gemini.ts).
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ModelMessage } from 'ai'
import type { DisplaySize } from '../../../task/types.js'
import type { Environment } from '../../environment/types.js'
import { actionPoint, type ScreenAction } from '../../display/actions.js'
import { runScreenAction } from '../../display/display.js'
import { screenshotSource, type ScreenshotSource } from '../../display/resident-screenshots.js'
import { cappedPng, encodePng, shrink } from '../../display/png.js'
import { toModel, type CoordinateSpace, type Point } from '../../display/scaling.js'
import type { ScreenshotRef } from '../trajectory.js'
import type { ComputerSafety } from '../../../settings/agent.js'

/** Kept on disk per attempt; past it the model still sees each screenshot, the folder does not grow. */
export const MAX_KEPT_SCREENSHOTS = 200
/** One kept screenshot at most (halved until it fits). */
export const KEPT_SCREENSHOT_BYTES = 400 * 1024
/** Screen tool calls per attempt; past it each call is refused (a model stuck asking for screenshots). */
export const MAX_SCREEN_ACTIONS = 500
export const SCREENSHOTS_FOLDER = 'screenshots'

/**
 * What to do when the provider asks for a person's confirmation (OpenAI's pending safety checks,
 * Gemini's `require_confirmation`): `decline` (the default: nobody is there to confirm) runs
 * nothing and stops the agent, as the providers' reference loops do when the user says no;
 * `acknowledge` confirms, runs the action and says so to the provider. Both are recorded. The
 * words are the computer-safety setting's (settings/agent.ts).
 */
export type { ComputerSafety } from '../../../settings/agent.js'

export type ToolOutput = Extract<
  Extract<ModelMessage, { role: 'tool' }>['content'][number],
  { type: 'tool-result' }
>['output']

export interface ComputerAnswer {
  text: string
  /** The PNG the model sees (in its coordinate space); null when the action failed before one was taken. */
  image: Buffer | null
  screenshot: ScreenshotRef | null
  /** The tool result in the provider's own shape; absent: the text and the image as content. */
  output?: ToolOutput
  /** Set when the agent must stop here (a confirmation the safety policy declines). */
  stop?: string
}

export interface ComputerSession {
  tools: Record<string, import('ai').Tool>
  handles(toolName: string): boolean
  run(toolName: string, input: unknown, callId: string): Promise<ComputerAnswer>
  /** The agent is done with the screen. */
  close(): void
  /** Rewrites the provider request body where the AI SDK does not speak the tool's wire format. */
  rewriteRequest?: (body: Record<string, unknown>) => Record<string, unknown>
}

export interface ComputerOptions {
  environment: Environment
  display: DisplaySize
  user: string | null
  /** Host folder `<attempt>/agent`. */
  agentDir: string
  safety: ComputerSafety
}

export class Screen {
  private calls = 0
  private kept = 0
  /** The model's last screenshot, answered again once the limit is reached (no exec). */
  last: Buffer | null = null
  private readonly shots: ScreenshotSource

  constructor(
    private readonly options: ComputerOptions,
    readonly space: CoordinateSpace,
  ) {
    this.shots = screenshotSource(options.environment)
  }

  /** Ends the screenshot helper (the agent is done with the screen). */
  close(): void {
    this.shots.close()
  }

  /** Counts one tool call; a refusal text once past the per-attempt limit. */
  overLimit(): string | null {
    return ++this.calls > MAX_SCREEN_ACTIONS
      ? `screen action limit reached (${MAX_SCREEN_ACTIONS} per attempt): use bash or finish`
      : null
  }

  /** Runs the actions in order, then takes one screenshot; a failing action stops the rest. */
  async act(actions: readonly ScreenAction[]): Promise<ComputerAnswer> {
    let cursor: Point | null = null
    for (const action of actions) {
      const done = await runScreenAction(this.options.environment, action, this.options.user)
      if (!done.ok) return refused(done.detail)
      if (done.cursor) cursor = done.cursor
    }
    const kinds = actions.map((a) => a.kind).join(', ')
    const text = cursor ? `cursor at ${toModel(this.space, cursor).join(',')}` : `${kinds} done`
    const point = actions.map(actionPoint).findLast((p) => p !== null) ?? null
    return { text, ...(await this.screenshot(point)) }
  }

  async screenshot(point: Point | null): Promise<{ image: Buffer; screenshot: ScreenshotRef | null }> {
    const screen = await this.shots.take()
    const image = encodePng(shrink(screen, this.space.model.width, this.space.model.height))
    this.last = image
    if (this.kept >= MAX_KEPT_SCREENSHOTS) return { image, screenshot: null }
    const stored = cappedPng(screen, KEPT_SCREENSHOT_BYTES)
    const path = `${SCREENSHOTS_FOLDER}/${String(++this.kept).padStart(4, '0')}.png`
    await mkdir(join(this.options.agentDir, SCREENSHOTS_FOLDER), { recursive: true })
    await writeFile(join(this.options.agentDir, path), stored.png)
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
}

export function refused(text: string): ComputerAnswer {
  return { text: `error: ${text}`, image: null, screenshot: null }
}
