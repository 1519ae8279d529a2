// `result.json` `verifier_guard`: processes of the agent phase, planted files, tampering.
import { z } from 'zod'

export const verifierGuardSchema = z.object({
  stopped: z.array(z.object({ pid: z.number().int(), command: z.string() })),
  /** Kept because they listen on a port the task names (`port`), or all with keep_agent_processes (null). */
  kept: z.array(z.object({ pid: z.number().int(), port: z.number().int().nullable(), command: z.string() })),
  /** Python start-up files written during the agent phase, removed before the verifier. */
  removed: z.array(z.string()),
  /** Set when /tests changed while the verifier ran: the attempt is an error. */
  tampering: z.string().nullable(),
})
