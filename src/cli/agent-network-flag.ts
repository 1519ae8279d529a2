// `--agent-network host`, read alike by every command that starts attempts (batch, confirm).
import { stringFlag, UsageError } from './args.js'

export function agentNetworkFlag(values: Record<string, unknown>): 'host' | null {
  const raw = stringFlag(values, 'agent-network')
  if (raw === undefined) return null
  if (raw !== 'host') throw new UsageError(`--agent-network is '${raw}'; the only value is host`)
  return 'host'
}
