// Untrusted text (task names, reasons, trajectories) in report.html: shown exactly as the markdown
// report shows it (invisible and direction-changing characters and our status symbols revealed as
// code points), then every character HTML would parse turned into an entity. The page's policy
// runs no script at all, so a slip here could still not execute anything.
import { revealInvisible, revealStatusSymbols, safeUrl } from '../escape.js'

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
}

/** Text for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return revealInvisible(revealStatusSymbols(text)).replace(/[&<>"'`]/g, (ch) => ENTITIES[ch]!)
}

/** Trajectory text keeps its line breaks (shown in <pre>); other control characters are shown as \xNN. */
export function escapeHtmlBlock(text: string): string {
  // eslint-disable-next-line no-control-regex
  const visible = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (ch) => {
    return `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`
  })
  return escapeHtml(visible)
}

/**
 * An href: http(s) URLs (as the markdown report allows them), or a relative path to a run folder's
 * attempt (ours: `..` only as leading segments, to a base folder beside the report) with each
 * segment percent-encoded; anything else (javascript:, data:, an absolute path) gives no link.
 */
export function safeHref(target: string | null | undefined): string | null {
  if (target === null || target === undefined) return null
  const url = safeUrl(target)
  if (url !== undefined) return escapeHtml(url)
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.includes('\\')) return null
  const segments = target.split('/')
  const up = segments.findIndex((s) => s !== '..')
  const rest = segments.slice(up)
  const valid =
    up >= 0 &&
    rest.length > 0 &&
    rest[0] !== '' &&
    rest.every((s, i) => (s !== '' || i === rest.length - 1) && s !== '.' && s !== '..')
  if (!valid) return null
  const path = rest.map((s) => encodeURIComponent(s)).join('/')
  return up === 0 ? `./${path}` : `${'../'.repeat(up)}${path}`
}

/**
 * Element text whose words are never split across lines: a browser may break after a hyphen or a
 * slash, inside a task name ("fix-regex-/parser") or a date; each such word is kept whole (a
 * nowrap span), and a table too wide for the screen scrolls in its own box instead.
 */
export function escapeWords(text: string): string {
  return escapeHtml(text).replace(/[^\s<>]*[-/‐–][^\s<>]*/g, (word) => `<span class="nw">${word}</span>`)
}
