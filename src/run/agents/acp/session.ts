// The client side of one ACP session: `initialize`, `session/new` in the task's workdir, then one
// `session/prompt` per turn, answering permission requests by policy (permission.ts) and recording
// every streamed update (record.ts). A session lives as long as its agent process: the scene
// scheduler keeps one across the turns of a scene and closes it between scenes.
import type { Readable, Writable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { classifyModelError } from '../model-faults.js'
import { HELIOS_VERSION } from '../../../version.js'
import { ConnectionClosed, JsonRpcConnection, JsonRpcError, METHOD_NOT_FOUND } from './json-rpc.js'
import { answerPermission, type PermissionRecord } from './permission.js'
import { SessionRecord } from './record.js'
import { recordOrEmpty } from '../../../narrow.js'

export const ACP_PROTOCOL_VERSION = 1
const CANCEL_GRACE_MS = 3000
const MID_TURN = 'the agent ended mid-turn: '

/** The agent process the client talks to (in an environment, or a local child in tests). */
export interface AcpProcess {
  stdin: Writable
  stdout: Readable
  /** Resolves once it has ended: its exit code, null when unknown (stopped, lost). */
  exited: Promise<number | null>
  /** The last lines it wrote to stderr, for a crash's reason. */
  stderrTail(): string
  /** Ends it and what it started; resolves once they are gone. */
  stop(): Promise<void>
}

/** How one turn ended. At most one of `error` and `fatal` is set; `timedOut` sets neither. */
export interface TurnOutcome {
  /** ACP's stop reason (`end_turn`, `max_tokens`, `refusal`, `cancelled`, …); null without an answer. */
  stopReason: string | null
  /** The turn could not finish for a cause another attempt may not meet (a failing model API, a crash). */
  error: string | null
  /** A model API fault every later attempt would meet too (a rejected key, an unknown model). */
  fatal: string | null
  /** Its time ran out or it was aborted: the turn was cancelled and the session is not to be reused. */
  timedOut: boolean
}

/** Everything recorded so far: what a trajectory and `agent/acp.json` are made of. */
export interface SessionReport {
  sessionId: string | null
  /** The agent's `agentInfo` from `initialize`, as it gave it. */
  agentInfo: unknown
  record: SessionRecord
  permissions: PermissionRecord[]
  turns: TurnOutcome[]
  malformed: { count: number; kept: string[] }
  /** Requests of the agent we do not serve (fs/*, terminal/*: not offered), by method. */
  refused: Record<string, number>
}

/**
 * A multi-turn agent session: `prompt` once per turn (the scene scheduler keeps it within a scene),
 * `close` between scenes. The one type the scheduler and the agents share for ACP.
 */
export interface AgentSession {
  /** One turn: resolves when the agent ends it, fails, or `timeoutMs` / `signal` stop it. */
  prompt(text: string, options?: { timeoutMs?: number; signal?: AbortSignal }): Promise<TurnOutcome>
  report(): SessionReport
  /** Stops the agent process and what it started. */
  close(): Promise<void>
}

export interface OpenOptions {
  /** The session's working directory in the environment (the task's workdir). */
  cwd: string
  /** Time for `initialize` and `session/new` together. */
  timeoutMs: number
  signal?: AbortSignal
  now?: () => string
  /** How long a cancelled turn may take to answer before the agent is stopped anyway. */
  cancelGraceMs?: number
}

/** Starts the session on a running agent process; stops the process when the handshake fails. */
export async function openAcpSession(process: AcpProcess, options: OpenOptions): Promise<AgentSession> {
  const report: SessionReport = {
    sessionId: null,
    agentInfo: null,
    record: new SessionRecord(options.now),
    permissions: [],
    turns: [],
    malformed: { count: 0, kept: [] },
    refused: {},
  }
  const connection = new JsonRpcConnection(process.stdout, process.stdin, {
    onNotification: (method, params) => {
      if (method === 'session/update') report.record.update(params)
    },
    onRequest: (method, params) => {
      if (method === 'session/request_permission') {
        const { answer, record } = answerPermission(params, options.cwd)
        report.permissions.push(record)
        report.record.permission(record)
        return Promise.resolve(answer)
      }
      report.refused[method] = (report.refused[method] ?? 0) + 1
      return Promise.reject(new JsonRpcError(`helios does not offer ${method}`, METHOD_NOT_FOUND))
    },
  })
  report.malformed = connection.malformed
  void process.exited.then((code) => connection.close(exitWords(code, process.stderrTail())))
  try {
    const ended = await within(handshake(connection, options.cwd, report), options.timeoutMs, options.signal)
    if (ended === 'timeout')
      throw new Error(
        `the agent did not answer initialize and session/new within ${options.timeoutMs / 1000} s`,
      )
    if (ended === 'aborted') throw new Error('stopped before the session started')
  } catch (error) {
    // An agent that died at start says why on stderr (a missing library): that is the reason.
    const code = await within(process.exited, 1000)
    const why =
      code === 'timeout' || code === 'aborted' ? errorWords(error) : exitWords(code, process.stderrTail())
    await process.stop()
    throw new Error(`ACP session did not start: ${why}`, { cause: error })
  }
  const sessionId = report.sessionId!
  return {
    report: () => report,
    close: () => process.stop(),
    prompt: async (text, { timeoutMs, signal } = {}) => {
      report.record.prompt(text)
      const answer = connection.request('session/prompt', { sessionId, prompt: [{ type: 'text', text }] })
      const grace = options.cancelGraceMs ?? CANCEL_GRACE_MS
      let outcome = await turnOutcome(answer, report.record, { timeoutMs, signal, grace }, () =>
        connection.notify('session/cancel', { sessionId }),
      )
      // Its output closes a moment before its exit is known: the reason names the exit and last words.
      if (outcome.error?.startsWith(MID_TURN)) {
        const code = await within(process.exited, grace)
        if (typeof code !== 'string' || code === null)
          outcome = {
            ...outcome,
            error: `${MID_TURN}${exitWords(code, process.stderrTail())}`,
          }
      }
      report.turns.push(outcome)
      return outcome
    },
  }
}

/** initialize, then session/new: the agent's info and the session's id, kept in the report. */
async function handshake(connection: JsonRpcConnection, cwd: string, report: SessionReport): Promise<void> {
  const init = recordOrEmpty(
    await connection.request('initialize', {
      protocolVersion: ACP_PROTOCOL_VERSION,
      clientCapabilities: { fs: { readTextFile: false, writeTextFile: false }, terminal: false },
      clientInfo: { name: 'helios', version: HELIOS_VERSION },
    }),
  )
  report.agentInfo = init.agentInfo ?? null
  const session = recordOrEmpty(await connection.request('session/new', { cwd, mcpServers: [] }))
  if (typeof session.sessionId !== 'string') throw new Error('session/new answered without a sessionId')
  report.sessionId = session.sessionId
}

async function turnOutcome(
  answer: Promise<unknown>,
  record: SessionRecord,
  { timeoutMs, signal, grace }: { timeoutMs?: number; signal?: AbortSignal; grace: number },
  cancel: () => void,
): Promise<TurnOutcome> {
  const settled = answer.then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  )
  const ended = await within(settled, timeoutMs, signal)
  if (ended === 'timeout' || ended === 'aborted') {
    cancel()
    // A polite agent answers a cancel with stopReason "cancelled"; its updates until then count.
    const late = await within(settled, grace)
    if (late !== 'timeout' && late !== 'aborted' && 'result' in late) record.turnEnded(late.result)
    return { stopReason: null, error: null, fatal: null, timedOut: true }
  }
  if ('result' in ended) {
    record.turnEnded(ended.result)
    const stopReason = recordOrEmpty(ended.result).stopReason
    return {
      stopReason: typeof stopReason === 'string' ? stopReason : null,
      error: null,
      fatal: null,
      timedOut: false,
    }
  }
  return { stopReason: null, timedOut: false, ...turnFault(ended.error) }
}

/**
 * A turn that failed: the agent's error answer is read as a model API fault when it words one
 * (model-faults.ts: a rejected key is lasting); an agent that exited mid-turn, or any other error,
 * is this attempt's error.
 */
export function turnFault(error: unknown): { error: string | null; fatal: string | null } {
  if (error instanceof ConnectionClosed) return { error: `${MID_TURN}${error.message}`, fatal: null }
  if (!(error instanceof JsonRpcError))
    return { error: `session/prompt failed: ${errorWords(error)}`, fatal: null }
  const detail = typeof error.data === 'string' ? error.data : error.data ? JSON.stringify(error.data) : ''
  const words = [error.message, detail].filter(Boolean).join(': ')
  const status = /\b(?:status(?: code)?:? ?|API Error: ?|"code": ?)([1-5]\d\d)\b/i.exec(words)
  const fault = classifyModelError(words, status ? Number(status[1]) : null)
  const aboutModel =
    fault.kind !== 'server' || status !== null || /\b(api|model|overloaded|rate.?limit)\b/i.test(words)
  if (!aboutModel)
    return {
      error: `the agent answered session/prompt with error ${error.code}: ${words.slice(0, 300)}`,
      fatal: null,
    }
  return fault.lasting ? { error: null, fatal: fault.reason } : { error: fault.reason, fatal: null }
}

/** Which came first: the promise's value, the time limit, or the abort. */
async function within<T>(
  promise: Promise<T>,
  timeoutMs: number | undefined,
  signal?: AbortSignal,
): Promise<T | 'timeout' | 'aborted'> {
  if (signal?.aborted) return 'aborted'
  const stop = new AbortController()
  const waits: Promise<T | 'timeout' | 'aborted'>[] = [promise]
  if (timeoutMs !== undefined)
    waits.push(sleep(timeoutMs, 'timeout' as const, { signal: stop.signal }).catch(() => 'timeout' as const))
  if (signal)
    waits.push(
      new Promise((resolve) =>
        signal.addEventListener('abort', () => resolve('aborted'), { once: true, signal: stop.signal }),
      ),
    )
  try {
    return await Promise.race(waits)
  } finally {
    stop.abort()
  }
}

function exitWords(code: number | null, stderr: string): string {
  const said = stderr.trim() ? `: ${stderr.trim().split('\n').slice(-2).join(' | ').slice(0, 300)}` : ''
  return `the agent process exited${code === null ? '' : ` with ${code}`}${said}`
}

function errorWords(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
