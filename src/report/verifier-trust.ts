// One sentence for a report: where the head's verifiers ran, what that trusted, and how many of
// its attempts ended without the verifier's verdict (a timeout, no usable reward, or left
// unverifiable: maybe the agent's doing; they count as failures).
import { ISOLATION_TRUSTS, type VerifierIsolation } from '../results/verifier-isolation.js'
import type { RunSummary } from '../results/types.js'

const ISOLATION_NAMES: Readonly<Record<VerifierIsolation, string>> = {
  beside: 'beside the agent',
  separate: 'separate',
  'in-environment': "in the agent's environment",
}

// Summaries older than `no_verdict` say it only in the reason.
const UNVERIFIABLE = /^unverifiable: /

/** Null for older summaries that record neither (nothing to say). */
export function verifierTrustLine(head: RunSummary): string | null {
  const counts = new Map<VerifierIsolation, number>()
  for (const task of head.tasks)
    if (task.verifier_isolation)
      counts.set(task.verifier_isolation, (counts.get(task.verifier_isolation) ?? 0) + 1)
  const unverifiable = head.tasks.reduce((sum, t) => sum + noVerdict(t), 0)
  if (counts.size === 0 && unverifiable === 0) return null
  const modes = [...counts].map(
    ([isolation, n]) => `${n} task(s) ${ISOLATION_NAMES[isolation]} (trusts ${ISOLATION_TRUSTS[isolation]})`,
  )
  const agent = head.agent ? ` by ${head.agent}` : ''
  const left =
    unverifiable > 0
      ? ` ${unverifiable} attempt(s)${agent} ended without a verdict (verifier timed out, no usable reward, or left unverifiable), counted as failures.`
      : ''
  return `**Verifier:** ${modes.join('; ')}.${left}`
}

function noVerdict(task: RunSummary['tasks'][number]): number {
  if (task.no_verdict !== undefined) return task.no_verdict
  return task.reasons.filter((r) => UNVERIFIABLE.test(r.reason)).reduce((sum, r) => sum + r.count, 0)
}
