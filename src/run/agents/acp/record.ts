// An ACP session as trajectory steps. Pure: the client feeds it what it sent and what the agent
// streamed (`session/update` notifications), the permission answers and each turn's end. ACP does
// not mark model calls, so an assistant step is the agent's text and tool calls up to its next text
// after a tool call. Plans and permission answers are system steps; turn boundaries are user steps.
import type { Usage } from '../../../results/usage.js'
import type { ToolCall, TrajectoryStep } from '../trajectory.js'
import { type PermissionRecord } from './permission.js'
import { recordOrEmpty } from '../../../narrow.js'

/** Updates recorded per session; later ones are counted only (a flooding agent). */
export const MAX_RECORDED_UPDATES = 5000
/** Characters kept of one step's text, reasoning or one tool output. */
const MAX_TEXT = 64 * 1024

export class SessionRecord {
  readonly steps: TrajectoryStep[] = []
  private readonly calls = new Map<string, ToolCall>()
  private current: TrajectoryStep | null = null
  private recorded = 0
  /** Updates past MAX_RECORDED_UPDATES, and update kinds we do not map, by kind. */
  readonly dropped: { overflow: number; unmapped: Record<string, number> } = { overflow: 0, unmapped: {} }
  private readonly tokens = { input: 0, cached: 0, output: 0, reported: false }
  /** The session's cumulative cost in USD, when the agent reports one (`usage_update`). */
  private costUsd: number | null = null
  private promptTurns = 0

  constructor(private readonly now: () => string = () => new Date().toISOString()) {}

  /** A prompt we sent: a user step, and the end of the agent's step before it. */
  prompt(text: string): void {
    this.current = null
    this.promptTurns++
    this.steps.push(this.step('user', clip(text)))
  }

  /** One `session/update` notification's params. */
  update(params: unknown): void {
    const update = recordOrEmpty(recordOrEmpty(params).update)
    const kind = typeof update.sessionUpdate === 'string' ? update.sessionUpdate : '(none)'
    if (kind === 'usage_update') return this.usageUpdate(update)
    if (this.recorded >= MAX_RECORDED_UPDATES) {
      this.dropped.overflow++
      return
    }
    this.recorded++
    switch (kind) {
      case 'agent_message_chunk':
        return this.say('text', contentText(update.content))
      case 'agent_thought_chunk':
        return this.say('reasoning', contentText(update.content))
      case 'tool_call':
        return this.toolCall(update)
      case 'tool_call_update':
        return this.toolCallUpdate(update)
      case 'plan':
        this.current = null
        this.steps.push(this.step('system', `plan:\n${planText(update.entries)}`))
        return
      default:
        this.dropped.unmapped[kind] = (this.dropped.unmapped[kind] ?? 0) + 1
    }
  }

  permission(record: PermissionRecord): void {
    const paths = record.paths.length ? ` (${record.paths.join(', ')})` : ''
    this.steps.push(
      this.step(
        'system',
        `permission ${record.outcome}: ${record.title ?? 'a tool call'}${paths}: ${record.reason}`,
      ),
    )
  }

  /** A turn's `session/prompt` answer: its tokens when the agent reports them (ACP's `usage`). */
  turnEnded(response: unknown): void {
    this.current = null
    const usage = recordOrEmpty(recordOrEmpty(response).usage)
    if (typeof usage.inputTokens !== 'number' && typeof usage.outputTokens !== 'number') return
    this.tokens.reported = true
    this.tokens.input += count(usage.inputTokens)
    this.tokens.cached += count(usage.cachedReadTokens)
    this.tokens.output += count(usage.outputTokens)
  }

  /** Null when the agent reported no tokens and no cost: ACP adapters need not. */
  usage(): Usage | null {
    if (!this.tokens.reported && this.costUsd === null) return null
    return {
      input_tokens: this.tokens.input,
      cached_input_tokens: Math.min(this.tokens.cached, this.tokens.input),
      output_tokens: this.tokens.output,
      turns: this.promptTurns,
      cost_usd: this.costUsd,
    }
  }

  /** What a reader of the trajectory should know that the steps do not say. */
  notes(): string | null {
    const notes: string[] = []
    if (this.dropped.overflow > 0)
      notes.push(
        `${this.dropped.overflow} session updates past the first ${MAX_RECORDED_UPDATES} were not recorded`,
      )
    const unmapped = Object.entries(this.dropped.unmapped).map(([kind, n]) => `${kind} ×${n}`)
    if (unmapped.length) notes.push(`updates not shown as steps: ${unmapped.join(', ')}`)
    if (!this.tokens.reported) notes.push('the agent reported no tokens per turn (ACP leaves usage optional)')
    return notes.length ? notes.join('; ') : null
  }

  private say(field: 'text' | 'reasoning', text: string): void {
    if (!text) return
    // Text after a tool call is the model's next answer: a new step.
    if (!this.current || this.current.tool_calls.length > 0) {
      this.current = this.step('assistant', null)
      this.steps.push(this.current)
    }
    this.current[field] = clip((this.current[field] ?? '') + text)
  }

  private toolCall(update: Record<string, unknown>): void {
    if (!this.current) {
      this.current = this.step('assistant', null)
      this.steps.push(this.current)
    }
    const id = typeof update.toolCallId === 'string' ? update.toolCallId : null
    const call: ToolCall = {
      id,
      name: toolName(update),
      arguments: update.rawInput ?? { title: update.title ?? null, kind: update.kind ?? null },
      output: outputOf(update),
    }
    if (id) this.calls.set(id, call)
    this.current.tool_calls.push(call)
  }

  private toolCallUpdate(update: Record<string, unknown>): void {
    const call = typeof update.toolCallId === 'string' ? this.calls.get(update.toolCallId) : undefined
    if (!call) return this.toolCall(update)
    if (update.rawInput !== undefined && update.rawInput !== null) call.arguments = update.rawInput
    if (typeof update.title === 'string' && call.name === 'tool') call.name = update.title
    const output = outputOf(update)
    if (output !== null) call.output = output
    if (update.status === 'failed' && call.output === null) call.output = '(failed)'
  }

  private usageUpdate(update: Record<string, unknown>): void {
    const cost = recordOrEmpty(update.cost)
    if (typeof cost.amount === 'number' && String(cost.currency).toUpperCase() === 'USD')
      this.costUsd = cost.amount
  }

  private step(role: TrajectoryStep['role'], text: string | null): TrajectoryStep {
    return { role, text, tool_calls: [], usage: null, timestamp: this.now() }
  }
}

function toolName(update: Record<string, unknown>): string {
  if (typeof update.title === 'string' && update.title) return update.title.slice(0, 200)
  return typeof update.kind === 'string' ? update.kind : 'tool'
}

/** A tool call's output: its content blocks as text, else its raw output as JSON; null when neither. */
function outputOf(update: Record<string, unknown>): string | null {
  const blocks = Array.isArray(update.content) ? update.content.map(recordOrEmpty) : []
  const parts = blocks.map((block) => {
    if (block.type === 'content') return contentText(block.content)
    if (block.type === 'diff') return `(diff of ${String(block.path)})\n${String(block.newText ?? '')}`
    if (block.type === 'terminal') return `(terminal ${String(block.terminalId)})`
    return ''
  })
  const text = parts.filter(Boolean).join('\n')
  if (text) return clip(text)
  if (update.rawOutput === undefined || update.rawOutput === null) return null
  return clip(typeof update.rawOutput === 'string' ? update.rawOutput : JSON.stringify(update.rawOutput))
}

/** An ACP content block's text (text blocks; a resource's text; others named by their type). */
export function contentText(content: unknown): string {
  const block = recordOrEmpty(content)
  if (block.type === 'text' && typeof block.text === 'string') return block.text
  const resource = recordOrEmpty(block.resource)
  if (typeof resource.text === 'string') return resource.text
  return typeof block.type === 'string' ? `(${block.type})` : ''
}

function planText(entries: unknown): string {
  const list = Array.isArray(entries) ? entries.map(recordOrEmpty) : []
  return list.map((e) => `- [${String(e.status ?? 'pending')}] ${String(e.content ?? '')}`).join('\n')
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0
}

function clip(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}… (cut at ${MAX_TEXT} characters)` : text
}
