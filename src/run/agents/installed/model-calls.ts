// ATIF wants one agent step per model call; a CLI's log gives a line per text and per tool call.
// Pure: the steps of one call merged, with the tokens the model server reported for that call.
import type { TrajectoryStep } from '../trajectory.js'

export type StepUsage = NonNullable<TrajectoryStep['usage']>

/**
 * `callOf[i]` is the model call step i came from (0, 1, …, in order); `usageOf(k)` the tokens of
 * call k when the log says them. Steps of one call become one step: texts joined, tool calls in
 * order, the first step's time.
 */
export function oneStepPerCall(
  steps: readonly TrajectoryStep[],
  callOf: readonly number[],
  usageOf: (call: number) => StepUsage | null,
): TrajectoryStep[] {
  const merged: TrajectoryStep[] = []
  let current = -1
  for (const [i, step] of steps.entries()) {
    const call = callOf[i] ?? -1
    const last = merged.at(-1)
    if (call === current && last && step.role === 'assistant' && last.role === 'assistant') {
      joinStep(last, step)
      continue
    }
    current = call
    merged.push({ ...step, usage: step.role === 'assistant' ? (usageOf(call) ?? step.usage) : step.usage })
  }
  return merged
}

/** A later part of the same model answer joined onto its step: texts, reasoning, tool calls. */
export function joinStep(into: TrajectoryStep, part: TrajectoryStep): void {
  into.text = [into.text, part.text].filter(Boolean).join('\n') || null
  into.reasoning = [into.reasoning, part.reasoning].filter(Boolean).join('\n') || undefined
  into.tool_calls = [...into.tool_calls, ...part.tool_calls]
  into.timestamp ??= part.timestamp
}

export type ToolCall = TrajectoryStep['tool_calls'][number]

/** A tool call as a CLI logged it, kept by its id so that the tool's result, logged later, finds it. */
export function trackCall(calls: Map<string, ToolCall>, id: unknown, name: unknown, args: unknown): ToolCall {
  const call: ToolCall = {
    id: typeof id === 'string' ? id : null,
    name: typeof name === 'string' ? name : 'tool',
    arguments: args ?? null,
    output: null,
  }
  if (call.id) calls.set(call.id, call)
  return call
}
