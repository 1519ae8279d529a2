// The virtual screen of a GUI attempt, through the environment's exec: start it (and check it is
// ready), take a screenshot, run an input action. The I/O of src/run/display, with
// resident-screenshots.ts (one exec answering every screenshot).
import { Writable } from 'node:stream'
import { gunzipSync } from 'node:zlib'
import type { DisplaySize } from '../../task/types.js'
import type { Environment } from '../environment/types.js'
import { parseMouseLocation, xdotoolArgs, type ScreenAction } from './actions.js'
import { DISPLAY, displayStartScript, readDisplayStart } from './start-script.js'
import { decodeXwd, type RgbImage } from './xwd.js'
import type { Point } from './scaling.js'

/** How long Xvfb may take to answer; a loaded 2-core machine needs about a second. */
export const DISPLAY_READY_SEC = 15
const ACTION_TIMEOUT_MS = 30_000
export const SCREENSHOT_TIMEOUT_MS = ACTION_TIMEOUT_MS
export const DISPLAY_ENV = { DISPLAY }

export class DisplayNotReady extends Error {
  override readonly name = 'DisplayNotReady'
}

/**
 * Starts the screen as root, taking what the image lacks from the display tools bundle where it is
 * mounted (`bundle`); throws DisplayNotReady with the cause when it does not come up. */
export async function startDisplay(
  environment: Environment,
  size: DisplaySize,
  options: { readySec?: number; bundle?: string | null } = {},
): Promise<{ windowManager: string | null; bundled: string[] }> {
  const readySec = options.readySec ?? DISPLAY_READY_SEC
  const output = new Collect()
  const outcome = await environment.exec({
    cmd: ['sh', '-c', displayStartScript(size, readySec, options.bundle ?? null)],
    user: 'root',
    env: DISPLAY_ENV,
    stdout: output,
    stderr: output,
    timeoutMs: (readySec + 10) * 1000,
  })
  const answer = readDisplayStart(outcome.timedOut ? null : outcome.exitCode, output.text(), size)
  if (!answer.ok) throw new DisplayNotReady(answer.reason ?? 'the display did not start')
  return { windowManager: answer.windowManager, bundled: answer.bundled }
}

/**
 * The screenshot's command: `xwd`'s 4 MB dump of a 1280×800 screen compressed in the environment
 * where gzip is there (every Debian-based image), about 50 KB through exec instead of the dump;
 * read either way.
 */
export const SCREENSHOT_COMMAND = [
  'sh',
  '-c',
  'if command -v gzip >/dev/null; then xwd -root -silent | gzip -1; else xwd -root -silent; fi',
]

/** Whether an exec is the screenshot (for fakes of an environment). */
export function isScreenshotCommand(cmd: readonly string[]): boolean {
  return cmd.length === SCREENSHOT_COMMAND.length && cmd.every((part, i) => part === SCREENSHOT_COMMAND[i])
}

/** The whole screen, as `xwd` dumps it, decoded. */
export async function takeScreenshot(environment: Environment): Promise<RgbImage> {
  const out = new Collect()
  const err = new Collect()
  const outcome = await environment.exec({
    cmd: SCREENSHOT_COMMAND,
    user: 'root',
    env: DISPLAY_ENV,
    stdout: out,
    stderr: err,
    timeoutMs: SCREENSHOT_TIMEOUT_MS,
  })
  if (outcome.exitCode !== 0)
    throw new Error(`screenshot failed (xwd exit ${outcome.exitCode ?? 'none'}): ${err.text().slice(0, 200)}`)
  return readScreenshot(out.buffer(), err.text())
}

/** A dump as the screenshot command wrote it (gzipped or not); `errors`: what it said on stderr. */
export function readScreenshot(raw: Buffer, errors: string): RgbImage {
  const dump = raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw
  // Behind the pipe xwd's own exit status is lost: an empty dump is its failure, said as xwd said it.
  if (dump.length === 0) throw new Error(`screenshot failed (xwd wrote nothing): ${errors.slice(0, 200)}`)
  return decodeXwd(dump)
}

/** Runs the action's xdotool line; a cursor position comes back as a screen point. */
export async function runScreenAction(
  environment: Environment,
  action: ScreenAction,
  user: string | null,
): Promise<{ ok: boolean; detail: string; cursor: Point | null }> {
  if (action.kind === 'wait') {
    await new Promise((resolve) => setTimeout(resolve, action.seconds * 1000))
    return { ok: true, detail: '', cursor: null }
  }
  const args = xdotoolArgs(action)
  if (args === null) return { ok: true, detail: '', cursor: null }
  const out = new Collect()
  const outcome = await environment.exec({
    cmd: ['xdotool', ...args],
    user,
    env: DISPLAY_ENV,
    stdout: out,
    stderr: out,
    timeoutMs: ACTION_TIMEOUT_MS,
  })
  const text = out.text().trim()
  if (outcome.exitCode !== 0)
    return {
      ok: false,
      detail: `xdotool failed (exit ${outcome.exitCode ?? 'none'}): ${text.slice(0, 200)}`,
      cursor: null,
    }
  return {
    ok: true,
    detail: text,
    cursor: action.kind === 'cursor-position' ? parseMouseLocation(text) : null,
  }
}

/** Keeps everything written (a screenshot is a few MB at most). */
export class Collect extends Writable {
  private parts: Buffer[] = []
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.parts.push(chunk)
    callback()
  }
  buffer(): Buffer {
    return Buffer.concat(this.parts)
  }
  text(): string {
    return this.buffer().toString('utf8')
  }
}
