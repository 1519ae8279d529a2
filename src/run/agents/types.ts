// An agent is data: what goes into the container and which command runs as the agent user.
import type { Task } from '../../task/types.js'

/** How a caller names the agent (CLI `--agent`, action `agent` input). */
export interface AgentSpec {
  /** `oracle`, `nop`, `command`, or a named installed agent (see installed.ts). */
  name: string
  /** The shell command for `command` (run with `bash -lc`). */
  command?: string
}

export interface AgentDefinition {
  name: string
  /** `/solution` is copied in only for agents that need it (oracle). */
  needsSolution: boolean
  /** Root shell script run before the agent (installed agents); null when nothing to install. */
  install: string | null
  /** The agent process: argv run as `[agent].user` in the workdir; null runs nothing (nop). */
  command: (task: Task) => string[] | null
  /** Extra environment of the agent process, from the task (e.g. `[solution].env` for oracle). */
  env: (task: Task) => Record<string, string>
  /** Host environment variables the agent needs (values are secrets: redacted in every file). */
  requiredEnv: readonly string[]
}

export class UnknownAgentError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UnknownAgentError'
  }
}
