// An ACP session as a trial role's session (agents/session.ts): one agent process and one ACP
// session for all the role's turns in a scene, each turn a `session/prompt` on it; closed (the
// process and what it started ended) when the scene ends. Each turn gives back its own steps and
// usage: the session's record grows across turns, so a turn is the part added since the last.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Usage } from '../../../results/usage.js'
import type { AgentSession, TurnOutcome } from '../session.js'
import type { TrajectoryStep } from '../trajectory.js'
import {
  openAcpSession,
  type AcpProcess,
  type OpenOptions,
  type SessionReport,
  type TurnOutcome as AcpTurn,
} from './session.js'

export interface SceneSessionOptions extends OpenOptions {
  /** Host folder of the role in its scene: `acp.json` and the agent's stderr go here. */
  agentDir: string
}

/** Opens the ACP session on the started process; a failed handshake throws (the process stopped). */
export async function openAcpSceneSession(
  process: AcpProcess,
  options: SceneSessionOptions,
): Promise<AgentSession> {
  const acp = await openAcpSession(process, options)
  const report = acp.report()
  return {
    prompt: async (turn) => {
      const from = report.record.steps.length
      const before = report.record.usage()
      const outcome = await acp.prompt(turn.text, { timeoutMs: turn.timeoutMs, signal: turn.signal })
      const steps = report.record.steps.slice(from)
      const answeredBefore = report.record.steps.slice(0, from).some(isAnswer)
      const exitCode = outcome.error ? await exitCodeSoon(process) : null
      return sceneTurn(outcome, {
        steps,
        usage: usageSince(before, report.record.usage()),
        answered: answeredBefore || steps.some(isAnswer),
        exitCode,
      })
    },
    close: async () => {
      await acp.close()
      await writeFile(join(options.agentDir, 'acp.json'), `${JSON.stringify(acpSummary(report), null, 2)}\n`)
    },
  }
}

/**
 * A turn as the scheduler reads it. A model API fault is the attempt's error (a lasting one fatal),
 * never the agent's failure. An agent that fails before it ever answered is an error too (it could
 * not start its work: a missing library), as for a single-turn ACP attempt. An agent that dies
 * mid-turn after answering has failed at its task: the scene ends there (its session is gone), the
 * next scene still runs, and the verifier judges what it left.
 */
export function sceneTurn(
  outcome: AcpTurn,
  how: { steps: TrajectoryStep[]; usage: Usage | null; answered: boolean; exitCode: number | null },
): TurnOutcome {
  const base = { steps: how.steps, usage: how.usage, timedOut: false, fatal: null, error: null }
  if (outcome.timedOut) return { ...base, timedOut: true, exitCode: null }
  if (outcome.fatal) return { ...base, exitCode: null, fatal: outcome.fatal }
  if (outcome.error === null) return { ...base, exitCode: 0 }
  if (outcome.error.startsWith('model API:') || !how.answered)
    return { ...base, exitCode: how.exitCode, error: outcome.error }
  return { ...base, exitCode: how.exitCode ?? 1, ended: outcome.error }
}

/** The usage a turn added to the session's running totals. */
export function usageSince(before: Usage | null, after: Usage | null): Usage | null {
  if (after === null || before === null) return after
  const cost =
    after.cost_usd === null || before.cost_usd === null
      ? after.cost_usd
      : Math.round((after.cost_usd - before.cost_usd) * 1e6) / 1e6
  return {
    input_tokens: after.input_tokens - before.input_tokens,
    cached_input_tokens: after.cached_input_tokens - before.cached_input_tokens,
    output_tokens: after.output_tokens - before.output_tokens,
    turns: after.turns - before.turns,
    cost_usd: cost,
  }
}

/** `acp.json`: what the session's steps do not show. */
export function acpSummary(report: SessionReport) {
  return {
    session_id: report.sessionId,
    agent_info: report.agentInfo,
    turns: report.turns.map((t) => ({
      stop_reason: t.stopReason,
      error: t.error ?? t.fatal,
      timed_out: t.timedOut,
    })),
    permissions: report.permissions,
    refused_requests: report.refused,
    malformed_lines: report.malformed,
    dropped_updates: report.record.dropped,
  }
}

const isAnswer = (step: TrajectoryStep) => step.role === 'assistant'

/** The process's exit code if it has ended (a crash mid-turn); null while it runs. */
async function exitCodeSoon(process: AcpProcess): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 1000)))
  try {
    return await Promise.race([process.exited, late])
  } finally {
    clearTimeout(timer)
  }
}
