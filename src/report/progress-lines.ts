// One plain log line per run event (attempt finished, build started or failed, retry), shared by
// the CLI's non-TTY output and the action's job log. Pure.
import type { RunProgressEvent } from '../run/runner.js'
import { escapeTerminal } from './escape.js'

const TAGS = { passed: 'PASS ', failed: 'FAIL ', error: 'ERROR' } as const

/** The line for an event, or null for events that print nothing on their own. */
export function eventLine(event: RunProgressEvent): string | null {
  switch (event.type) {
    case 'attempt-finished': {
      const r = event.result
      const { finished, total } = event.counts
      const reason = r.reason ? ` — ${escapeTerminal(r.reason)}` : ''
      return `[${String(finished).padStart(String(total).length)}/${total}] ${TAGS[r.status]} ${escapeTerminal(r.task_name)} attempt ${r.attempt} (${r.duration_sec.toFixed(1)}s, reward ${r.reward})${reason}`
    }
    case 'build-started':
      return `       building ${event.tag} for ${escapeTerminal(event.task)}`
    case 'build-finished':
      return event.ok
        ? null
        : `       build of ${event.tag} failed: ${escapeTerminal(event.reason ?? 'unknown error')}`
    case 'attempt-retry':
      return `       retry ${event.retry} of ${escapeTerminal(event.task.name)} attempt ${event.attempt} in ${Math.round(event.delayMs / 1000)}s: ${escapeTerminal(event.reason)}`
    default:
      return null
  }
}
