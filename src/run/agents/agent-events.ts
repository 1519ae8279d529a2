// What an agent reports while it works, for `helios run --watch`: each model turn (its text,
// reasoning, tool calls and tokens) and each tool call's output, as they happen. The trajectory
// written at the end holds the same steps; these only arrive earlier.
import type { ToolCall, TrajectoryStep } from './trajectory.js'

export type AgentEvent =
  { kind: 'turn'; turn: number; step: TrajectoryStep } | { kind: 'tool-output'; turn: number; call: ToolCall }

export type AgentEventListener = (event: AgentEvent) => void
