import { recordOrNull } from '../../narrow.js'
// A GUI attempt's filmstrip, read from its ATIF trajectory: each screenshot the agent saw (the
// agent steps' `extra.screenshots`, written by the built-in agent), in order, with the action that
// led to it and where it put the pointer, as a share of the screen. Pure.

/** Frames shown per attempt: the first ones and the final screen (the rest are in the folder). */
export const MAX_FRAMES = 24

export interface FrameView {
  /** Relative to the trajectory's folder (`screenshots/0001.png`). */
  path: string
  /** The action, e.g. `computer left_click [640,100]`. */
  action: string
  /** The pointer, as fractions of the screen's width and height; null when the action has none. */
  point: [number, number] | null
  /** Embedded picture (a data: URL), filled in by the reader; null when not embedded. */
  thumbnail: string | null
}

export interface Filmstrip {
  frames: FrameView[]
  /** Frames between the first shown and the final one, left out. */
  omitted: number
}

export function filmstripOf(doc: unknown): Filmstrip | null {
  const listed = recordOrNull(doc)?.steps
  const steps: unknown[] = Array.isArray(listed) ? listed : []
  const frames: FrameView[] = []
  for (const step of steps.map(recordOrNull)) {
    const shots = recordOrNull(step?.extra)?.screenshots
    if (!Array.isArray(shots)) continue
    const calls = Array.isArray(step?.tool_calls) ? step.tool_calls.map(recordOrNull) : []
    for (const shot of shots.map(recordOrNull)) {
      if (!shot || typeof shot.path !== 'string') continue
      const call = calls.find((c) => c?.tool_call_id === shot.tool_call_id) ?? null
      frames.push({ path: shot.path, action: actionText(call), point: share(shot), thumbnail: null })
    }
  }
  if (frames.length === 0) return null
  if (frames.length <= MAX_FRAMES) return { frames, omitted: 0 }
  return {
    frames: [...frames.slice(0, MAX_FRAMES - 1), frames.at(-1)!],
    omitted: frames.length - MAX_FRAMES,
  }
}

/** `name` and its arguments in one short line (Anthropic's `action`, OpenAI's `actions`, Gemini's args). */
function actionText(call: Record<string, unknown> | null): string {
  if (!call) return 'screenshot'
  const name = typeof call.function_name === 'string' ? call.function_name : 'tool'
  const args = recordOrNull(call.arguments) ?? {}
  const { safety_decision: _safety, pendingSafetyChecks: _checks, status: _status, ...shown } = args
  const text = `${name} ${JSON.stringify(shown)}`
  return text.length > 160 ? `${text.slice(0, 159)}…` : text
}

function share(shot: Record<string, unknown>): [number, number] | null {
  const point = shot.point
  const w = shot.screen_width
  const h = shot.screen_height
  if (!Array.isArray(point) || typeof w !== 'number' || typeof h !== 'number' || w <= 0 || h <= 0) return null
  const [x, y]: unknown[] = point
  if (typeof x !== 'number' || typeof y !== 'number') return null
  return [Math.min(1, Math.max(0, x / w)), Math.min(1, Math.max(0, y / h))]
}
