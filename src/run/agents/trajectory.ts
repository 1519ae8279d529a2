// The steps of one attempt as every agent's log gives them: the built-in agent records them
// natively, each installed CLI's log is converted to them. Written to `agent/trajectory.json` as
// ATIF (to-atif.ts); this shape is internal.
import { z } from 'zod'

export const TRAJECTORY_SCHEMA_VERSION = 1

const stepUsage = z.object({
  input_tokens: z.number().int().nonnegative(),
  cached_input_tokens: z.number().int().nonnegative(),
  output_tokens: z.number().int().nonnegative(),
})

/** A screenshot the tool call returned, kept beside the trajectory (`path` is relative to it). */
export const screenshotRefSchema = z.object({
  path: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The screen's own size (the kept file may be shrunk to fit its size cap). */
  screen_width: z.number().int().positive(),
  screen_height: z.number().int().positive(),
  /** Where the action put the pointer, in screen pixels. */
  point: z.tuple([z.number(), z.number()]).optional(),
})

export const toolCallSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  /** The arguments as the model sent them (parsed JSON when they were JSON). */
  arguments: z.unknown(),
  /** What the tool returned to the model; null when the log does not show it. */
  output: z.string().nullable(),
  /** Screenshots the call returned (a computer-use action). */
  screenshots: z.array(screenshotRefSchema).optional(),
})

export const trajectoryStepSchema = z.object({
  role: z.enum(['system', 'user', 'assistant', 'tool']),
  text: z.string().nullable(),
  tool_calls: z.array(toolCallSchema),
  /** Tokens of this model call (assistant steps); null when the agent's log does not say. */
  usage: stepUsage.nullable(),
  /** ISO 8601; null when the agent's log has no time. */
  timestamp: z.string().nullable(),
  /** The model's explicit reasoning (thinking) for this step, when its log shows it. */
  reasoning: z.string().nullable().optional(),
})

export const trajectorySchema = z.object({
  schema_version: z.literal(TRAJECTORY_SCHEMA_VERSION),
  agent: z.string(),
  model: z.string().nullable(),
  /** Where the steps came from, e.g. `native`, `claude stream-json`, `codex --json`. */
  source: z.string(),
  steps: z.array(trajectoryStepSchema),
  /** The agent's own session id, when its log names one. */
  session_id: z.string().optional(),
  /** What the agent's log does not report (e.g. no per-step tokens), said once for the reader. */
  notes: z.string().optional(),
})

export type ToolCall = z.infer<typeof toolCallSchema>
export type ScreenshotRef = z.infer<typeof screenshotRefSchema>
export type TrajectoryStep = z.infer<typeof trajectoryStepSchema>
export type Trajectory = z.infer<typeof trajectorySchema>
