// `agent/trajectory.json` is Harbor's Agent Trajectory Interchange Format (ATIF), the format its
// viewer, analysis tools and leaderboard read. The schema is written from the RFC
// (docs/rfcs/0001-trajectory-format.md in Harbor, v1.4): unknown fields are refused, step ids run
// from 1, agent-only fields appear on agent steps only, and every observation names a tool call
// of its own step (or none).
import { z } from 'zod'

export const ATIF_SCHEMA_VERSION = 'ATIF-v1.4'

const extra = z.record(z.string(), z.unknown())
const count = z.number().int().nonnegative()
/** ISO 8601 date-time, with a zone (what every agent log we read gives, and what viewers parse). */
const timestamp = z.iso.datetime({ offset: true })

export const atifMetricsSchema = z
  .object({
    /** All input tokens of the call, cached ones included. */
    prompt_tokens: count.optional(),
    completion_tokens: count.optional(),
    /** The cached subset of prompt_tokens. */
    cached_tokens: count.optional(),
    cost_usd: z.number().nonnegative().optional(),
    prompt_token_ids: z.array(z.number().int()).optional(),
    completion_token_ids: z.array(z.number().int()).optional(),
    logprobs: z.array(z.number()).optional(),
    extra: extra.optional(),
  })
  .strict()
  .refine((m) => (m.cached_tokens ?? 0) <= (m.prompt_tokens ?? Infinity), {
    message: 'cached_tokens is part of prompt_tokens, so it cannot exceed it',
    path: ['cached_tokens'],
  })

export const atifToolCallSchema = z
  .object({
    tool_call_id: z.string().min(1),
    function_name: z.string().min(1),
    arguments: z.record(z.string(), z.unknown()),
  })
  .strict()

const subagentRefSchema = z
  .object({ session_id: z.string(), trajectory_path: z.string().optional(), extra: extra.optional() })
  .strict()

/** ATIF's multimodal content: text, or an image kept beside the trajectory (`path` relative to it). */
const contentPartSchema = z.union([
  z.object({ type: z.literal('text'), text: z.string() }).strict(),
  z
    .object({
      type: z.literal('image'),
      source: z.object({ media_type: z.string(), path: z.string() }).strict(),
    })
    .strict(),
])

export type AtifContentPart = z.infer<typeof contentPartSchema>

/** The text of a result's content (image parts left out). */
export function contentText(content: string | AtifContentPart[] | undefined): string {
  if (content === undefined || typeof content === 'string') return content ?? ''
  return content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n')
}

export const atifObservationSchema = z
  .object({
    results: z.array(
      z
        .object({
          source_call_id: z.string().nullable().optional(),
          content: z.union([z.string(), z.array(contentPartSchema)]).optional(),
          subagent_trajectory_ref: z.array(subagentRefSchema).optional(),
        })
        .strict(),
    ),
  })
  .strict()

export const atifStepSchema = z
  .object({
    step_id: z.number().int().min(1),
    timestamp: timestamp.optional(),
    source: z.enum(['system', 'user', 'agent']),
    model_name: z.string().optional(),
    reasoning_effort: z.union([z.string(), z.number()]).optional(),
    message: z.string(),
    reasoning_content: z.string().optional(),
    tool_calls: z.array(atifToolCallSchema).optional(),
    observation: atifObservationSchema.optional(),
    metrics: atifMetricsSchema.optional(),
    extra: extra.optional(),
  })
  .strict()
  .superRefine((step, ctx) => {
    if (step.source !== 'agent') {
      for (const field of AGENT_ONLY)
        if (step[field] !== undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: `${field} is for agent steps only` })
    }
    const ids = new Set((step.tool_calls ?? []).map((call) => call.tool_call_id))
    if (ids.size !== (step.tool_calls ?? []).length)
      ctx.addIssue({ code: 'custom', path: ['tool_calls'], message: 'tool_call_id repeats within the step' })
    for (const [i, result] of (step.observation?.results ?? []).entries()) {
      const source = result.source_call_id
      if (source != null && !ids.has(source))
        ctx.addIssue({
          code: 'custom',
          path: ['observation', 'results', i, 'source_call_id'],
          message: `source_call_id ${source} names no tool call of this step`,
        })
    }
  })

const AGENT_ONLY = ['model_name', 'reasoning_effort', 'reasoning_content', 'tool_calls', 'metrics'] as const

export const atifFinalMetricsSchema = z
  .object({
    total_prompt_tokens: count.optional(),
    total_completion_tokens: count.optional(),
    total_cached_tokens: count.optional(),
    total_cost_usd: z.number().nonnegative().optional(),
    total_steps: count.optional(),
    extra: extra.optional(),
  })
  .strict()

export const atifTrajectorySchema = z
  .object({
    schema_version: z.literal(ATIF_SCHEMA_VERSION),
    session_id: z.string().min(1),
    agent: z
      .object({
        name: z.string().min(1),
        version: z.string().min(1),
        model_name: z.string().optional(),
        extra: extra.optional(),
      })
      .strict(),
    steps: z.array(atifStepSchema),
    notes: z.string().optional(),
    final_metrics: atifFinalMetricsSchema.optional(),
    extra: extra.optional(),
  })
  .strict()
  .superRefine((trajectory, ctx) => {
    for (const [i, step] of trajectory.steps.entries())
      if (step.step_id !== i + 1)
        ctx.addIssue({
          code: 'custom',
          path: ['steps', i, 'step_id'],
          message: `step_id must be ${i + 1} (ordinal, from 1), got ${step.step_id}`,
        })
  })

export type AtifTrajectory = z.infer<typeof atifTrajectorySchema>
export type AtifStep = z.infer<typeof atifStepSchema>
export type AtifMetrics = z.infer<typeof atifMetricsSchema>
