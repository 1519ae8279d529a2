// What the relay saw decides an attempt whose model server could never be reached: the CLI only
// sees its local connection drop (and words it its own way, or retries until its timeout), while
// the relay knows the server refused. Pure.
import { unreachableFault } from '../agents/model-faults.js'
import type { AgentReport } from '../agents/types.js'

/**
 * The report with a lasting "server unreachable" fault when the relay never got an answer from
 * the model server and failed to connect to it; as it was otherwise, or when the agent already
 * named a lasting fault of its own (a rejected key says more).
 */
export function withRelayFault(report: AgentReport | null, unreachable: string | null): AgentReport | null {
  if (!unreachable || report?.fatal) return report
  const fatal = unreachableFault(`the model relay ${unreachable}`).reason
  return { trajectory: null, usage: null, ...report, fatal, error: null }
}
