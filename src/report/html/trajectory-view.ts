import { recordOrNull } from '../../narrow.js'
// An attempt's ATIF trajectory (`agent/trajectory.json`) reduced to what the report's viewer shows:
// per step its source, message, reasoning, tool calls with their observations, and tokens. Pure:
// text in, view out. Long texts and long trajectories are cut (the file itself is one click away),
// so one chatty attempt cannot make report.html unopenable.

export const MAX_STEPS = 200
export const MAX_TEXT = 4000

export interface ToolCallView {
  name: string
  arguments: string
  /** The observation whose source_call_id names this call. */
  observation: string | null
}

export interface StepView {
  index: number
  source: string
  message: string
  reasoning: string | null
  toolCalls: ToolCallView[]
  /** Observations with no (or an unknown) call id. */
  observations: string[]
  promptTokens: number | null
  completionTokens: number | null
}

export interface TrajectoryView {
  agent: string
  model: string | null
  steps: StepView[]
  /** Steps beyond MAX_STEPS, left out. */
  omittedSteps: number
  totalPromptTokens: number | null
  totalCompletionTokens: number | null
  costUsd: number | null
}

export class TrajectoryFormatError extends Error {
  override readonly name = 'TrajectoryFormatError'
}

/** Parses an ATIF document; a clear error naming the file and the field when it is not one. */
export function trajectoryView(text: string, file: string): TrajectoryView {
  let doc: unknown
  try {
    doc = JSON.parse(text)
  } catch (error) {
    throw new TrajectoryFormatError(
      `${file}: not JSON (${error instanceof Error ? error.message : String(error)})`,
    )
  }
  const root = recordOrNull(doc)
  if (root === null || typeof root.schema_version !== 'string' || !root.schema_version.startsWith('ATIF-'))
    throw new TrajectoryFormatError(`${file}: schema_version: expected an ATIF trajectory (ATIF-v1.x)`)
  if (!Array.isArray(root.steps)) throw new TrajectoryFormatError(`${file}: steps: expected a list`)
  const agent = recordOrNull(root.agent)
  const final = recordOrNull(root.final_metrics)
  return {
    agent: typeof agent?.name === 'string' ? agent.name : 'unknown agent',
    model: typeof agent?.model_name === 'string' ? agent.model_name : null,
    steps: root.steps.slice(0, MAX_STEPS).map((s, i) => stepView(recordOrNull(s) ?? {}, i)),
    omittedSteps: Math.max(0, root.steps.length - MAX_STEPS),
    totalPromptTokens: numberOrNull(final?.total_prompt_tokens),
    totalCompletionTokens: numberOrNull(final?.total_completion_tokens),
    costUsd: numberOrNull(final?.total_cost_usd),
  }
}

function stepView(step: Record<string, unknown>, i: number): StepView {
  const listed = recordOrNull(step.observation)?.results
  const results: unknown[] = Array.isArray(listed) ? listed : []
  const observations = results.map((r) => recordOrNull(r) ?? {})
  const byCall = new Map<string, string>()
  const loose: string[] = []
  for (const o of observations) {
    const content = cut(textOf(o.content))
    if (typeof o.source_call_id === 'string' && !byCall.has(o.source_call_id))
      byCall.set(o.source_call_id, content)
    else loose.push(content)
  }
  const calls = (Array.isArray(step.tool_calls) ? step.tool_calls : []).map((c) => recordOrNull(c) ?? {})
  const toolCalls = calls.map((c) => {
    const id = typeof c.tool_call_id === 'string' ? c.tool_call_id : null
    const observation = id === null ? null : (byCall.get(id) ?? null)
    if (id !== null) byCall.delete(id)
    return {
      name: typeof c.function_name === 'string' ? c.function_name : 'tool',
      arguments: cut(
        typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments ?? {}, null, 1),
      ),
      observation,
    }
  })
  const metrics = recordOrNull(step.metrics)
  return {
    index: typeof step.step_id === 'number' ? step.step_id : i + 1,
    source: typeof step.source === 'string' ? step.source : 'unknown',
    message: cut(textOf(step.message)),
    reasoning: typeof step.reasoning_content === 'string' ? cut(step.reasoning_content) : null,
    toolCalls,
    // Observations naming a call that is not in this step are kept, not lost.
    observations: [...loose, ...byCall.values()],
    promptTokens: numberOrNull(metrics?.prompt_tokens),
    completionTokens: numberOrNull(metrics?.completion_tokens),
  }
}

/** A message is a string, or (multimodal) a list of parts: their text is kept, images named. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (Array.isArray(value))
    return value
      .map((p) => {
        const part = recordOrNull(p)
        return typeof part?.text === 'string'
          ? part.text
          : `[${typeof part?.type === 'string' ? part.type : 'part'}]`
      })
      .join('\n')
  return value === undefined || value === null ? '' : JSON.stringify(value)
}

function cut(text: string): string {
  return text.length <= MAX_TEXT
    ? text
    : `${text.slice(0, MAX_TEXT)}\n… (${text.length - MAX_TEXT} more characters in the file)`
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}
