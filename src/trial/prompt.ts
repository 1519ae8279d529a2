// The prompt of one turn, pure: the turn's own (or the task's instruction), with the messages other
// roles left for this one in front, and, for an agent that runs afresh each turn, the role's
// earlier turns of the scene as context (what a session would have remembered).
import type { OutboxMessage } from './outbox.js'

/** What an earlier turn of the same role said and did, as a one-shot agent is reminded of it. */
export interface EarlierTurn {
  prompt: string
  /** The agent's last words (its final text or output), cut to EARLIER_KEEP. */
  answer: string | null
}

/** Characters of an earlier turn's prompt and answer kept as context. */
export const EARLIER_KEEP = 4000

export function composePrompt(input: {
  instruction: string
  prompt: string | null
  inbox: readonly OutboxMessage[]
  /** null: the agent keeps its own session, nothing to remind it of. */
  earlier: readonly EarlierTurn[] | null
}): string {
  const parts: string[] = []
  if (input.earlier && input.earlier.length > 0) {
    const turns = input.earlier.map(
      (turn, i) =>
        `--- Your turn ${i + 1} was asked:\n${cut(turn.prompt)}\n--- and you answered:\n${cut(turn.answer ?? '(no answer recorded)')}`,
    )
    parts.push(`Earlier turns of this session (the files you changed are still there):\n${turns.join('\n')}`)
  }
  for (const message of input.inbox) parts.push(`Message from ${message.from}:\n${message.content}`)
  parts.push(input.prompt ?? input.instruction)
  return parts.join('\n\n')
}

function cut(text: string): string {
  return text.length <= EARLIER_KEEP
    ? text
    : `${text.slice(0, EARLIER_KEEP)}\n[… ${text.length - EARLIER_KEEP} characters cut]`
}
