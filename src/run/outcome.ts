// From what happened in an attempt to its status and reason. Pure.
import type { AttemptStatus } from '../results/types.js'
import type { RewardReading } from './reward.js'

export interface AttemptFacts {
  agentTimedOut: boolean
  agentTimeoutSec: number
  oomKilled: boolean
  memoryMb: number
  containerRestarted: string | null
  verifierTimedOut: boolean
  verifierTimeoutSec: number
  reward: RewardReading | null
}

export interface AttemptVerdict {
  status: AttemptStatus
  reason: string | null
  rewards: Record<string, number>
  reward: number
}

export function decideOutcome(facts: AttemptFacts): AttemptVerdict {
  const notes: string[] = []
  if (facts.oomKilled) notes.push(`agent was killed: out of memory (limit ${facts.memoryMb} MB)`)
  if (facts.agentTimedOut) notes.push(`agent timed out after ${facts.agentTimeoutSec}s`)
  if (facts.containerRestarted) notes.push(facts.containerRestarted)
  const withNotes = (main: string) => [main, ...notes].join('; ')

  if (facts.verifierTimedOut) {
    return error(withNotes(`verifier timed out after ${facts.verifierTimeoutSec}s`))
  }
  if (!facts.reward) return error(withNotes('verifier did not run'))
  if (!facts.reward.ok) return error(withNotes(facts.reward.reason))
  const { rewards, main } = facts.reward
  if (main >= 1)
    return { status: 'passed', reason: notes.length ? notes.join('; ') : null, rewards, reward: main }
  return { status: 'failed', reason: withNotes(`reward ${main} < 1`), rewards, reward: main }
}

function error(reason: string): AttemptVerdict {
  return { status: 'error', reason, rewards: {}, reward: 0 }
}
