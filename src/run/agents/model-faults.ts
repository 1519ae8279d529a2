// What an agent's own signals say went wrong with its model API, sorted once for every agent: the
// built-in agent's HTTP errors and the installed CLIs' error lines. Pure.

export type ModelFaultKind = 'auth' | 'quota' | 'unknown-model' | 'unreachable' | 'server'

export interface ModelFault {
  kind: ModelFaultKind
  /** One line naming the cause, for the attempt's reason. */
  reason: string
  /**
   * Every later attempt would meet it too (a rejected key, no credit, an unknown model, a server
   * that cannot be reached): the run starts no further attempt. A server that answers with errors
   * may heal; only several attempts in a row ending on it stop the run (runner.ts).
   */
  lasting: boolean
}

const LASTING: ReadonlySet<ModelFaultKind> = new Set(['auth', 'quota', 'unknown-model', 'unreachable'])

const WHAT: Record<ModelFaultKind, string> = {
  auth: 'authentication failed',
  quota: 'quota or credit exhausted',
  'unknown-model': 'unknown model',
  unreachable: 'server unreachable',
  server: 'still failing after retries',
}

/** Rejected keys as the vendors word them (Gemini answers a bad key with 400 "API key not valid"). */
const AUTH =
  /\b(401|403)\b|invalid (x-)?api[ _-]?key|api key not valid|incorrect api key|authentication|unauthori[sz]ed|permission_error/i
const QUOTA =
  /insufficient_quota|exceeded your current quota|quota exceeded|credit balance|billing details|out of credits/i
const UNKNOWN_MODEL = /model\b.*\b(not found|does not exist)|not_found_error|model_not_found|no such model/i
/** Connection failures as Node, Rust's reqwest, Bun and the CLIs word them. */
const UNREACHABLE =
  /ECONNREFUSED|connection refused|ENOTFOUND|EAI_AGAIN|getaddrinfo|EHOSTUNREACH|ENETUNREACH|unable to connect|cannot connect to api|could not connect|error sending request|fetch failed sending request|connection error|failed to connect/i

/**
 * The fault a model API error shows: from its HTTP status when known, else from its words. Any
 * message that matches nothing is a server fault (an error status, a malformed answer, a dropped
 * stream), which may heal.
 */
export function classifyModelError(message: string, status: number | null = null): ModelFault {
  const kind = faultKind(message, status)
  const text = message.replace(/\s+/g, ' ').trim().slice(0, 300)
  const http = status ? ` (HTTP ${status})` : ''
  return { kind, reason: `model API: ${WHAT[kind]}${http}: ${text}`, lasting: LASTING.has(kind) }
}

function faultKind(message: string, status: number | null): ModelFaultKind {
  if (QUOTA.test(message)) return 'quota'
  if (status === 401 || status === 403) return 'auth'
  if (status === 404) return 'unknown-model'
  if (status !== null && status >= 500) return 'server'
  if (AUTH.test(message)) return 'auth'
  if (UNKNOWN_MODEL.test(message)) return 'unknown-model'
  if (status === null && UNREACHABLE.test(message)) return 'unreachable'
  return 'server'
}

/**
 * An in-container agent that exited non-zero before its first model request (a missing library,
 * a permission denied, a bad flag): its last words on stderr, or the exit code alone.
 */
export function crashReason(exitCode: number, stderr: string): string {
  const last = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-2)
    .join(' | ')
    .slice(0, 300)
  return `agent exited ${exitCode} before any model request${last ? `: ${last}` : ''}`
}

/** The model server could not be reached, as something other than the agent saw it (the relay). */
export function unreachableFault(text: string): ModelFault {
  const kind: ModelFaultKind = 'unreachable'
  return {
    kind,
    reason: `model API: ${WHAT[kind]}: ${text.replace(/\s+/g, ' ').trim().slice(0, 300)}`,
    lasting: true,
  }
}
