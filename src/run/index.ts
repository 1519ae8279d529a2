// Public surface of the runner, for the CLI, the action and library users.
export {
  runBenchmark,
  summaryFileName,
  RunAbortedError,
  RunOptionsError,
  DEFAULT_RETRY,
  DEFAULT_PIDS_LIMIT,
  type RunOptions,
  type RunProgressEvent,
  type RunCounts,
  type RetryOptions,
} from './runner.js'
export {
  resolveAgent,
  BUILTIN_AGENTS,
  UnknownAgentError,
  type AgentSpec,
  type AgentDefinition,
} from './agents/index.js'
export { INSTALLED_AGENTS, type InstalledAgent } from './agents/installed.js'
export { removeRunContainers, LABEL_MANAGED, LABEL_RUN, LABEL_TASK, LABEL_ATTEMPT } from './cleanup.js'
export { environmentTag, type ImageEvent } from './docker/image-cache.js'
export { INSTRUCTION_FILE, DEFAULT_LOG_CAP_BYTES } from './attempt.js'
export { defaultRunId, interleavedAttempts } from './schedule.js'
