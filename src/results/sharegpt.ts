// Training data from ATIF trajectories, in the ShareGPT form batch trajectory runners write: one
// `trajectories.jsonl` line per attempt (`conversations` of human/gpt/tool turns, tool stats,
// completion flags) and `statistics.json` over the export. Pure: the CLI reads and writes.
import { z } from 'zod'
import { contentText, type AtifStep, type AtifTrajectory } from '../run/agents/atif.js'
import type { AttemptResult } from './types.js'

const turnSchema = z.object({
  from: z.enum(['system', 'human', 'gpt', 'tool']),
  value: z.string(),
  /** gpt turns: the calls it made, as the model sent them. */
  tool_calls: z
    .array(z.object({ id: z.string(), name: z.string(), arguments: z.record(z.string(), z.unknown()) }))
    .optional(),
  /** gpt turns: the model's reasoning, when it sent any. */
  reasoning: z.string().optional(),
})

const toolStatSchema = z.object({
  count: z.number().int(),
  success: z.number().int(),
  failure: z.number().int(),
})

export const sharegptEntrySchema = z.object({
  prompt_index: z.number().int().min(0),
  conversations: z.array(turnSchema).min(1),
  metadata: z.object({
    task_name: z.string(),
    task_id: z.string(),
    attempt: z.number().int().min(1),
    run_id: z.string(),
    agent: z.string(),
    model: z.string().nullable(),
    timestamp: z.string(),
    status: z.string(),
    reward: z.number(),
  }),
  /** The agent ended on its own (a final answer), not stopped by a timeout, a limit or an error. */
  completed: z.boolean(),
  partial: z.boolean(),
  /** Model requests: the trajectory's agent steps. */
  api_calls: z.number().int().min(0),
  toolsets_used: z.array(z.string()),
  /** Every tool of the export, zero where this attempt did not call it (one schema for every line). */
  tool_stats: z.record(z.string(), toolStatSchema),
  tool_error_counts: z.record(z.string(), z.number().int()),
})

export type SharegptEntry = z.infer<typeof sharegptEntrySchema>
type Turn = z.infer<typeof turnSchema>

/** A tool result that says it failed: a non-zero exit the built-in agent reports, or an error line. */
const FAILED_RESULT = /\[exit code [1-9]\d*\]|^(error|Error|ERROR)\b/

function turnsOf(step: AtifStep): Turn[] {
  if (step.source === 'system') return [{ from: 'system', value: step.message }]
  if (step.source === 'user') return [{ from: 'human', value: step.message }]
  const gpt: Turn = { from: 'gpt', value: step.message }
  if (step.tool_calls?.length)
    gpt.tool_calls = step.tool_calls.map((c) => ({
      id: c.tool_call_id,
      name: c.function_name,
      arguments: c.arguments,
    }))
  if (step.reasoning_content) gpt.reasoning = step.reasoning_content
  const results = step.observation?.results ?? []
  return [gpt, ...results.map((r): Turn => ({ from: 'tool', value: contentText(r.content) }))]
}

/** Per tool of this trajectory: calls, and how many results said they failed. */
function toolCounts(trajectory: AtifTrajectory): Map<string, { count: number; failure: number }> {
  const counts = new Map<string, { count: number; failure: number }>()
  for (const step of trajectory.steps) {
    const failed = new Set(
      (step.observation?.results ?? [])
        .filter((r) => FAILED_RESULT.test(contentText(r.content)))
        .map((r) => r.source_call_id),
    )
    for (const call of step.tool_calls ?? []) {
      const entry = counts.get(call.function_name) ?? { count: 0, failure: 0 }
      entry.count++
      if (failed.has(call.tool_call_id)) entry.failure++
      counts.set(call.function_name, entry)
    }
  }
  return counts
}

export interface ExportedAttempt {
  trajectory: AtifTrajectory
  result: AttemptResult
}

/** One line per attempt, tool stats normalised to `allTools` (every tool of the export). */
export function sharegptEntry(
  attempt: ExportedAttempt,
  index: number,
  allTools: readonly string[],
): SharegptEntry {
  const { trajectory, result } = attempt
  const counts = toolCounts(trajectory)
  const tool_stats: SharegptEntry['tool_stats'] = {}
  const tool_error_counts: SharegptEntry['tool_error_counts'] = {}
  for (const tool of allTools) {
    const c = counts.get(tool) ?? { count: 0, failure: 0 }
    tool_stats[tool] = { count: c.count, success: c.count - c.failure, failure: c.failure }
    tool_error_counts[tool] = c.failure
  }
  const agentSteps = trajectory.steps.filter((s) => s.source === 'agent')
  const last = agentSteps.at(-1)
  const completed =
    last !== undefined && !last.tool_calls?.length && result.status !== 'error' && !result.timed_out.agent
  return {
    prompt_index: index,
    conversations: trajectory.steps.flatMap(turnsOf),
    metadata: {
      task_name: result.task_name,
      task_id: result.task_id,
      attempt: result.attempt,
      run_id: result.run_id,
      agent: result.agent,
      model: result.model,
      timestamp: result.started_at,
      status: result.status,
      reward: result.reward,
    },
    completed,
    partial: !completed,
    api_calls: agentSteps.length,
    toolsets_used: [...counts.keys()].sort(),
    tool_stats,
    tool_error_counts,
  }
}

/** Every tool any of the attempts called, sorted: the keys every line's tool stats carry. */
export function toolsOf(attempts: readonly ExportedAttempt[]): string[] {
  return [...new Set(attempts.flatMap((a) => [...toolCounts(a.trajectory).keys()]))].sort()
}

/** Agent turns with reasoning (native thinking, or the scratchpad some models write). */
export function hasReasoning(trajectory: AtifTrajectory): boolean {
  return trajectory.steps.some(stepHasReasoning)
}

function stepHasReasoning(step: AtifStep): boolean {
  return (
    step.source === 'agent' && (!!step.reasoning_content || step.message.includes('<REASONING_SCRATCHPAD>'))
  )
}

export interface ExportStatistics {
  samples: number
  samples_discarded: {
    not_passed: number
    below_min_reward: number
    no_reasoning: number
    no_trajectory: number
  }
  completed: number
  partial: number
  api_calls: number
  tool_usage: Record<string, { count: number; success: number; failure: number; success_rate: number | null }>
  reasoning: { agent_turns: number; with_reasoning: number; coverage: number | null }
  success_rate: number | null
}

export function exportStatistics(
  entries: readonly SharegptEntry[],
  kept: readonly ExportedAttempt[],
  discarded: ExportStatistics['samples_discarded'],
): ExportStatistics {
  const tool_usage: ExportStatistics['tool_usage'] = {}
  for (const entry of entries)
    for (const [tool, s] of Object.entries(entry.tool_stats)) {
      const t = (tool_usage[tool] ??= { count: 0, success: 0, failure: 0, success_rate: null })
      t.count += s.count
      t.success += s.success
      t.failure += s.failure
      t.success_rate = t.count > 0 ? t.success / t.count : null
    }
  const agentTurns = kept.flatMap((a) => a.trajectory.steps.filter((s) => s.source === 'agent'))
  const withReasoning = agentTurns.filter(stepHasReasoning).length
  const passed = kept.filter((a) => a.result.status === 'passed').length
  return {
    samples: entries.length,
    samples_discarded: discarded,
    completed: entries.filter((e) => e.completed).length,
    partial: entries.filter((e) => e.partial).length,
    api_calls: entries.reduce((sum, e) => sum + e.api_calls, 0),
    tool_usage,
    reasoning: {
      agent_turns: agentTurns.length,
      with_reasoning: withReasoning,
      coverage: agentTurns.length > 0 ? withReasoning / agentTurns.length : null,
    },
    success_rate: kept.length > 0 ? passed / kept.length : null,
  }
}
