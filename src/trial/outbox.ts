// What a turn left in the outbox, sorted into messages for the scene's roles and files dropped with
// a reason: pure, over the entries of the outbox folder's archive (links are never followed there).
import { posix } from 'node:path'
import { parseJsonRecord } from '../narrow.js'

/** A message from one role to another, put in front of the recipient's next prompt. */
export interface OutboxMessage {
  from: string
  to: string
  content: string
}

export interface OutboxDrop {
  file: string
  reason: string
}

/** One entry of the outbox folder's archive; content is null when not read (not a file, too big). */
export interface OutboxEntry {
  /** As the archive names it, e.g. `.outbox/coder.json`. */
  name: string
  type: string
  size: number
  content: Buffer | null
}

/** Bytes one outbox file may have; a larger one is dropped, never cut (it would not parse). */
export const OUTBOX_FILE_CAP = 64 * 1024

export function sortOutbox(
  entries: readonly OutboxEntry[],
  sender: string,
  roles: readonly string[],
): { messages: OutboxMessage[]; dropped: OutboxDrop[] } {
  const messages: OutboxMessage[] = []
  const dropped: OutboxDrop[] = []
  for (const entry of entries) {
    const file = posix.basename(entry.name)
    const parts = posix.normalize(entry.name).split('/').filter(Boolean)
    if (parts.length <= 1) continue // the folder itself
    if (parts.length > 2) {
      if (entry.type !== 'directory')
        dropped.push({ file: parts.slice(1).join('/'), reason: 'not directly in the outbox' })
      continue
    }
    const drop = (reason: string) => dropped.push({ file, reason })
    const match = /^(.+)\.json$/.exec(file)
    if (!match) drop('not named <recipient>.json')
    else if (!roles.includes(match[1]!))
      drop(`"${match[1]}" is not a role of this scene (roles: ${roles.join(', ')})`)
    else if (entry.type !== 'file') drop(`not a regular file (${entry.type}): links are never followed`)
    else if (entry.size > OUTBOX_FILE_CAP || entry.content === null)
      drop(`${entry.size} bytes, more than the ${OUTBOX_FILE_CAP} an outbox file may have`)
    else messages.push({ from: sender, to: match[1]!, content: messageText(entry.content) })
  }
  return { messages, dropped }
}

/** BenchFlow's `{"to": …, "content": "…"}`: its content; any other text, as it is. */
function messageText(bytes: Buffer): string {
  const text = bytes.toString('utf8')
  // Not JSON, or no content: delivered as written.
  const content = parseJsonRecord(text)?.content
  return typeof content === 'string' ? content : text.trim()
}
