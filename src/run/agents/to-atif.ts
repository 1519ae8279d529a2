// The steps an agent's log gives (trajectory.ts) written as ATIF (atif.ts). Pure: one step per
// step, tool outputs become the observation of the step that made the call, step tokens become
// metrics, the attempt's usage becomes final_metrics.
import type { Usage } from '../../results/usage.js'
import type { AtifMetrics, AtifStep, AtifTrajectory } from './atif.js'
import { ATIF_SCHEMA_VERSION } from './atif.js'
import type { ScreenshotRef, ToolCall, Trajectory, TrajectoryStep } from './trajectory.js'
import { isRecord } from '../../narrow.js'

export interface AtifContext {
  /** The agent's own session id when its log names one, else an id of the attempt. */
  sessionId: string
  agentVersion: string
  /** The attempt's usage (result.json), the figures final_metrics must agree with. */
  usage: Usage | null
}

export function toAtif(trajectory: Trajectory, ctx: AtifContext): AtifTrajectory {
  const steps: AtifStep[] = []
  for (const step of trajectory.steps) {
    const previous = steps.at(-1)
    // A tool's answer logged as a step of its own belongs to the agent step that asked for it.
    if (step.role === 'tool' && previous?.source === 'agent') {
      appendResults(previous, [{ content: step.text ?? '' }])
      continue
    }
    steps.push(atifStep(step, steps.length + 1, trajectory.model))
  }
  return {
    schema_version: ATIF_SCHEMA_VERSION,
    session_id: trajectory.session_id ?? ctx.sessionId,
    agent: {
      name: trajectory.agent,
      version: ctx.agentVersion,
      ...(trajectory.model ? { model_name: trajectory.model } : {}),
    },
    steps,
    ...(trajectory.notes ? { notes: trajectory.notes } : {}),
    ...(ctx.usage ? { final_metrics: finalMetrics(ctx.usage, steps.length) } : {}),
    extra: { source: trajectory.source },
  }
}

function atifStep(step: TrajectoryStep, stepId: number, model: string | null): AtifStep {
  const time = isoTime(step.timestamp)
  const base = { step_id: stepId, ...(time ? { timestamp: time } : {}), message: step.text ?? '' }
  if (step.role !== 'assistant') return { ...base, source: step.role === 'system' ? 'system' : 'user' }
  const calls = step.tool_calls.map((call, i) => ({
    tool_call_id: call.id ?? `call_${stepId}_${i + 1}`,
    function_name: call.name,
    arguments: argumentsObject(call.arguments),
    output: call.output,
    ...(call.screenshots ? { screenshots: call.screenshots } : {}),
  }))
  const out: AtifStep = {
    ...base,
    source: 'agent',
    ...(model ? { model_name: model } : {}),
    ...(step.reasoning ? { reasoning_content: step.reasoning } : {}),
  }
  if (calls.length > 0) {
    out.tool_calls = calls.map(({ tool_call_id, function_name, arguments: args }) => ({
      tool_call_id,
      function_name,
      arguments: args,
    }))
    const answered = calls.filter((call) => call.output !== null)
    if (answered.length > 0)
      appendResults(
        out,
        answered.map((call) => ({ source_call_id: call.tool_call_id, content: resultContent(call) })),
      )
  }
  if (step.usage) out.metrics = stepMetrics(step.usage)
  // ATIF's image parts hold a path only: the screen size and the click point go in `extra`, for
  // report.html's filmstrip.
  const shots = calls.flatMap((call) =>
    (call.screenshots ?? []).map((shot) => ({ tool_call_id: call.tool_call_id, ...shot })),
  )
  if (shots.length > 0) out.extra = { ...out.extra, screenshots: shots }
  return out
}

/** A tool's output; with the screenshots it returned, ATIF image parts after the text. */
function resultContent(call: { output: string | null; screenshots?: ScreenshotRef[] }): Result['content'] {
  if (!call.screenshots?.length) return call.output ?? ''
  return [
    { type: 'text', text: call.output ?? '' },
    ...call.screenshots.map((shot) => ({
      type: 'image' as const,
      source: { media_type: 'image/png', path: shot.path },
    })),
  ]
}

type Result = NonNullable<AtifStep['observation']>['results'][number]

function appendResults(step: AtifStep, results: Result[]): void {
  step.observation = { results: [...(step.observation?.results ?? []), ...results] }
}

/** ATIF wants an object; a model may send a string (JSON or not) or nothing. */
export function argumentsObject(value: ToolCall['arguments']): Record<string, unknown> {
  if (value === null || value === undefined) return {}
  if (typeof value === 'string') {
    try {
      return argumentsObject(JSON.parse(value))
    } catch {
      return { input: value }
    }
  }
  if (isRecord(value)) return value
  return { input: value }
}

function stepMetrics(usage: NonNullable<TrajectoryStep['usage']>): AtifMetrics {
  return {
    prompt_tokens: usage.input_tokens,
    completion_tokens: usage.output_tokens,
    cached_tokens: usage.cached_input_tokens,
  }
}

function finalMetrics(usage: Usage, steps: number): NonNullable<AtifTrajectory['final_metrics']> {
  return {
    total_prompt_tokens: usage.input_tokens,
    total_completion_tokens: usage.output_tokens,
    total_cached_tokens: usage.cached_input_tokens,
    ...(usage.cost_usd === null ? {} : { total_cost_usd: usage.cost_usd }),
    total_steps: steps,
    extra: { model_calls: usage.turns },
  }
}

/** An agent's time as ISO 8601 UTC; nothing when its log's value is not a time. */
function isoTime(value: string | null): string | null {
  if (!value) return null
  const time = new Date(value)
  return Number.isNaN(time.getTime()) ? null : time.toISOString()
}
