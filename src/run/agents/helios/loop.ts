// The built-in agent's loop: ask the model, run the bash tool calls it makes, feed the outputs
// back, until it finishes, stops calling tools, or a limit (turns, tokens, cost, time) is hit.
import { APICallError, generateText, RetryError, tool, type LanguageModel, type ModelMessage } from 'ai'
import { z } from 'zod'
import { sumUsage, type Usage } from '../../../results/usage.js'
import type { TrajectoryStep } from '../trajectory.js'
import type { AgentEventListener } from '../agent-events.js'
import type { ReasoningEffort } from '../types.js'
import { describeResult, type BashToolResult } from './bash-tool.js'
import { classifyModelError } from '../model-faults.js'
import type { ComputerSession } from './screen.js'
import { recordOrEmpty } from '../../../narrow.js'

export const SYSTEM_PROMPT = [
  'You are an autonomous agent working in a Linux container. Complete the task you are given.',
  'Use the bash tool to run shell commands (each runs in a fresh shell in the working directory).',
  'Work without asking questions. When the task is done, call the finish tool.',
].join('\n')

export interface AgentLimits {
  maxTurns: number
  maxTokens: number | null
  maxCostUsd: number | null
  commandTimeoutSec: number
  /** Model API retries per call (429, 5xx), with backoff that honours retry-after. */
  maxRetries: number
}

export interface LoopInput {
  model: LanguageModel
  instruction: string
  limits: AgentLimits
  runBash: (command: string, timeoutSec: number) => Promise<BashToolResult>
  /** USD for a turn's usage, or null when the model is unpriced. */
  price: (usage: Usage) => number | null
  signal: AbortSignal
  /** Epoch ms when the agent phase ends. */
  deadline: number
  /** The model's reasoning effort; absent: the provider's default. */
  reasoning?: ReasoningEffort
  /** Told each turn and each tool output as they happen (`--watch`). */
  onEvent?: AgentEventListener
  /** A GUI task's screen, through the provider's computer-use tool; absent: bash only. */
  computer?: ComputerSession
  /**
   * The conversation so far, continued in place (a trial scene's later turn of the same role);
   * absent: a new one.
   */
  history?: ModelMessage[]
}

const SCREEN_PROMPT =
  'The task has a graphical screen. Use the computer tool to see it (screenshot) and to click and type; start with a screenshot.'

export type StopReason =
  | 'finished'
  | 'no-tool-call'
  | 'max-turns'
  | 'budget'
  | 'timeout'
  | 'api-error'
  /** The computer-use provider asked for a confirmation the safety policy declines. */
  | 'safety-declined'

export interface LoopOutcome {
  steps: TrajectoryStep[]
  usage: Usage
  stop: StopReason
  /** The model API's answer when it failed; `fatal` when later attempts would get it too. */
  error: { message: string; fatal: boolean } | null
}

const tools = {
  bash: tool({
    description: 'Run a shell command (bash -lc) in the task container and return its output and exit code.',
    inputSchema: z.object({ command: z.string().describe('The command to run') }),
  }),
  finish: tool({
    description: 'Call when the task is complete.',
    inputSchema: z.object({ summary: z.string().describe('What was done').optional() }),
  }),
}

export async function runAgentLoop(input: LoopInput): Promise<LoopOutcome> {
  const messages: ModelMessage[] = input.history ?? []
  messages.push({ role: 'user', content: input.instruction })
  const steps: TrajectoryStep[] = [userStep(input.instruction)]
  const turnUsages: Usage[] = []
  const done = (stop: StopReason, error: LoopOutcome['error'] = null): LoopOutcome => ({
    steps,
    usage: sumUsage(turnUsages) ?? {
      input_tokens: 0,
      cached_input_tokens: 0,
      output_tokens: 0,
      turns: 0,
      cost_usd: 0,
    },
    stop,
    error,
  })
  for (let turn = 0; turn < input.limits.maxTurns; turn++) {
    let result
    try {
      result = await generateText({
        model: input.model,
        system: input.computer ? `${SYSTEM_PROMPT}\n${SCREEN_PROMPT}` : SYSTEM_PROMPT,
        messages,
        tools: input.computer ? { ...tools, ...input.computer.tools } : tools,
        maxRetries: input.limits.maxRetries,
        abortSignal: input.signal,
        ...(input.reasoning ? { reasoning: input.reasoning } : {}),
      })
    } catch (error) {
      if (input.signal.aborted) return done('timeout')
      return done('api-error', describeApiError(error))
    }
    const usage = turnUsage(result.usage, input.price)
    turnUsages.push(usage)
    messages.push(...result.response.messages)
    const step: TrajectoryStep = {
      role: 'assistant',
      text: result.text || null,
      tool_calls: result.toolCalls.map((call) => ({
        id: call.toolCallId,
        name: call.toolName,
        arguments: call.input,
        output: null,
      })),
      usage: {
        input_tokens: usage.input_tokens,
        cached_input_tokens: usage.cached_input_tokens,
        output_tokens: usage.output_tokens,
      },
      timestamp: new Date().toISOString(),
    }
    steps.push(step)
    input.onEvent?.({ kind: 'turn', turn: turn + 1, step })
    if (result.toolCalls.length === 0) return done('no-tool-call')
    const answered = await answerToolCalls(input, result.toolCalls, step, messages, turn + 1)
    if (answered === 'finished') return done('finished')
    if (answered === 'safety-declined') return done('safety-declined')
    if (input.signal.aborted || Date.now() >= input.deadline) return done('timeout')
    if (overBudget(sumUsage(turnUsages)!, input.limits)) return done('budget')
  }
  return done('max-turns')
}

type ToolResultPart = Extract<
  Extract<ModelMessage, { role: 'tool' }>['content'][number],
  { type: 'tool-result' }
>

type ToolCallLike = { toolCallId: string; toolName: string; input: unknown }

/** Runs each call, records its output, appends the tool message; says whether the agent ends here. */
async function answerToolCalls(
  input: LoopInput,
  calls: readonly ToolCallLike[],
  step: TrajectoryStep,
  messages: ModelMessage[],
  turn: number,
): Promise<'finished' | 'safety-declined' | null> {
  let finished = false
  let declined = false
  const parts: ToolResultPart[] = []
  for (const [i, call] of calls.entries()) {
    let output: string
    if (input.computer?.handles(call.toolName)) {
      const answer = await input.computer.run(call.toolName, call.input, call.toolCallId)
      step.tool_calls[i]!.output = answer.text
      if (answer.screenshot) step.tool_calls[i]!.screenshots = [answer.screenshot]
      if (answer.stop) declined = true
      input.onEvent?.({ kind: 'tool-output', turn, call: step.tool_calls[i]! })
      parts.push({
        type: 'tool-result' as const,
        toolCallId: call.toolCallId,
        toolName: call.toolName,
        output: answer.output
          ? answer.output
          : answer.image
            ? {
                type: 'content' as const,
                value: [
                  { type: 'text' as const, text: answer.text },
                  {
                    type: 'file' as const,
                    data: { type: 'data' as const, data: answer.image },
                    mediaType: 'image/png',
                  },
                ],
              }
            : { type: 'text' as const, value: answer.text },
      })
      continue
    }
    if (call.toolName === 'finish') {
      finished = true
      output = 'ok'
    } else if (call.toolName === 'bash') {
      const command = String(recordOrEmpty(call.input).command ?? '')
      const left = Math.max(1, (input.deadline - Date.now()) / 1000)
      const timeoutSec = Math.min(input.limits.commandTimeoutSec, left)
      output = describeResult(await input.runBash(command, timeoutSec), timeoutSec)
    } else {
      output = `unknown tool ${call.toolName}: use bash or finish`
    }
    step.tool_calls[i]!.output = output
    input.onEvent?.({ kind: 'tool-output', turn, call: step.tool_calls[i]! })
    parts.push({
      type: 'tool-result' as const,
      toolCallId: call.toolCallId,
      toolName: call.toolName,
      output: { type: 'text' as const, value: output },
    })
  }
  messages.push({ role: 'tool', content: parts })
  return finished ? 'finished' : declined ? 'safety-declined' : null
}

function turnUsage(
  usage: { inputTokens?: number; outputTokens?: number; inputTokenDetails?: { cacheReadTokens?: number } },
  price: (usage: Usage) => number | null,
): Usage {
  const tokens: Usage = {
    input_tokens: usage.inputTokens ?? 0,
    cached_input_tokens: usage.inputTokenDetails?.cacheReadTokens ?? 0,
    output_tokens: usage.outputTokens ?? 0,
    turns: 1,
    cost_usd: null,
  }
  return { ...tokens, cost_usd: price(tokens) }
}

function overBudget(total: Usage, limits: AgentLimits): boolean {
  if (limits.maxTokens !== null && total.input_tokens + total.output_tokens >= limits.maxTokens) return true
  return limits.maxCostUsd !== null && total.cost_usd !== null && total.cost_usd >= limits.maxCostUsd
}

/**
 * The model API's failure, sorted as for every agent (model-faults.ts): a rejected key, no credit,
 * an unknown model or a server it cannot reach is fatal (every attempt would meet it); a server
 * error or a malformed answer after the retries is this attempt's error.
 */
export function describeApiError(error: unknown): { message: string; fatal: boolean } {
  const last = RetryError.isInstance(error) ? error.lastError : error
  const name = last instanceof Error ? last.name : 'Error'
  const text = firstLine(last instanceof Error ? last.message : String(last))
  let fault
  if (APICallError.isInstance(last)) fault = classifyModelError(text, last.statusCode ?? null)
  else if (name === 'AI_LoadAPIKeyError') fault = classifyModelError(`authentication: ${text}`)
  else if (name === 'AI_NoSuchModelError') fault = classifyModelError(text, 404)
  else fault = classifyModelError(text)
  return { message: fault.reason, fatal: fault.lasting }
}

function firstLine(text: string): string {
  return text.split('\n')[0]!.slice(0, 300)
}

function userStep(text: string): TrajectoryStep {
  return { role: 'user', text, tool_calls: [], usage: null, timestamp: new Date().toISOString() }
}
