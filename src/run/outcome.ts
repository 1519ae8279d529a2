// From what happened in an attempt to its status and reason. Pure.
import type { AttemptStatus } from '../results/types.js'
import type { RewardReading } from './reward.js'

export interface AttemptFacts {
  agentTimedOut: boolean
  agentTimeoutSec: number
  /** The agent's exit code; null when it timed out or ran none. */
  agentExitCode: number | null
  /** The engine's own evidence only (its `oom` event, a stopped container's OOMKilled). */
  oomKilled: boolean
  memoryMb: number
  /** Why the container was restarted before the verifier: it stopped during the agent phase. */
  environmentRestarted: string | null
  verifierTimedOut: boolean
  verifierTimeoutSec: number
  /** Separate mode: ports the agent left listening, stopped with its environment (absent: none known). */
  serversStopped?: readonly number[]
  reward: RewardReading | null
}

export interface AttemptVerdict {
  status: AttemptStatus
  reason: string | null
  /** A failure without the verifier's verdict (timeout, no usable reward, unverifiable): maybe the agent's doing. */
  noVerdict?: boolean
  rewards: Record<string, number>
  reward: number
}

export function decideOutcome(facts: AttemptFacts): AttemptVerdict {
  const notes = agentNotes(facts)
  const withNotes = (main: string, last: string | null = null) =>
    [main, ...notes, ...(last ? [last] : [])].join('; ')

  // A verifier that overran or left no usable reward is a failure: the agent can cause either
  // (code of its subject the test runs), and must gain nothing by it (DESIGN: errors leave the
  // valid count). `check` still flags such a task for its author (results/task-check.ts).
  if (facts.verifierTimedOut) {
    return noVerdict(withNotes(`verifier timed out after ${facts.verifierTimeoutSec}s`, stoppedNote(facts)))
  }
  if (!facts.reward) return error(withNotes('verifier did not run'))
  if (!facts.reward.ok) return noVerdict(withNotes(facts.reward.reason, stoppedNote(facts)))
  const { rewards, main, disagreement } = facts.reward
  if (disagreement) notes.unshift(disagreement)
  if (main >= 1)
    return { status: 'passed', reason: notes.length ? notes.join('; ') : null, rewards, reward: main }
  return {
    status: 'failed',
    reason: withNotes(`reward ${main} < 1`, stoppedNote(facts)),
    rewards,
    reward: main,
  }
}

/** Said only of a failure: a test that needed the agent's server could not reach it. */
function stoppedNote(facts: AttemptFacts): string | null {
  const ports = facts.serversStopped ?? []
  if (ports.length === 0) return null
  const named = ports.length === 1 ? `port ${ports[0]}` : `ports ${ports.join(', ')}`
  return (
    `the server the agent left (${named}) was stopped: environment_mode = "separate" runs the ` +
    'verifier in a fresh environment; start the service from tests/test.sh, or use the shared mode, ' +
    'where it is kept'
  )
}

/** What happened to the agent, and by what where known; the verifier still decides. */
function agentNotes(facts: AttemptFacts): string[] {
  const notes: string[] = []
  const oom = `out of memory (limit ${facts.memoryMb} MB)`
  // 137 is 128 + SIGKILL: a kill, by the OOM killer only when the engine says so.
  const killed = facts.agentExitCode === 137 && !facts.agentTimedOut
  const stop = facts.environmentRestarted
  if (stop) notes.push(killed ? `agent was killed (SIGKILL): ${stop}` : stop)
  else if (killed) notes.push(facts.oomKilled ? `agent was killed: ${oom}` : 'agent was killed (SIGKILL)')
  else if (facts.oomKilled) notes.push(`an agent process was killed: ${oom}`)
  if (facts.agentTimedOut) notes.push(`agent timed out after ${facts.agentTimeoutSec}s`)
  return notes
}

function noVerdict(reason: string): AttemptVerdict {
  return { status: 'failed', reason, rewards: {}, reward: 0, noVerdict: true }
}

function error(reason: string): AttemptVerdict {
  return { status: 'error', reason, rewards: {}, reward: 0 }
}
